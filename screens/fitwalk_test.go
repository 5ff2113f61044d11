package screens

// This file holds the fit checks for the games' tests while they are still
// in this package; screenstest holds them for the games' own packages.

import (
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"
)

// FitSizes are the windows the app must fit: a laptop, a small laptop and
// an upright tablet.
var FitSizes = []fyne.Size{{Width: 1280, Height: 800}, {Width: 1024, Height: 600}, {Width: 800, Height: 1280}}

// FitTables are the example evening's players in each language, as the
// screenshots have them, with a sixth player so the widest games fill up.
var FitTables = map[language.Tag][]string{
	language.English:   {"Alice", "Ben", "Chloe", "Dmitri", "Emma", "Frederick"},
	language.Russian:   {"Лена", "Юра", "Тимур", "Маша", "Коля", "Александра"},
	language.Ukrainian: {"Оксана", "Тарас", "Соломія", "Богдан", "Ярина", "Святослав"},
}

// FitDump names a folder to save each laid-out screen to as a PNG, for a
// look at what the test saw: TABLECOMPANION_FIT_DUMP=/tmp/fit.
const FitDump = "TABLECOMPANION_FIT_DUMP"

// Never is a Schedule whose wake-ups never come: a clock started on it
// runs, and shows the time it started with.
func Never(time.Duration, func()) func() { return func() {} }

// CheckFits fails when the screen needs more room than the body has, when
// an object on show lies outside its parent, when a widget is smaller than
// it needs, when the current question is out of view, or, on the upright
// tablet, when a button is smaller than a finger.
func CheckFits(t *testing.T, tb *Table, body fyne.Size) {
	t.Helper()
	content := tb.Win.Content()
	if min := content.MinSize(); min.Width > body.Width+0.5 || min.Height > body.Height+0.5 {
		t.Errorf("the screen needs %v, the body has %v", min, body)
	}
	question := map[fyne.CanvasObject]bool{}
	if q, ok := tb.screen.(Questioner); ok {
		for _, o := range q.Question() {
			question[o] = false
		}
	}
	if c, ok := tb.screen.(Timed); ok {
		if o := c.RunningClock(); o != nil {
			question[o] = false
		}
	}
	w := &fitWalker{t: t, body: body, question: question, narrow: body.Width < 900}
	w.walk(content, fyne.Position{}, fyne.Position{}, body, []rect{{fyne.Position{}, body}})
	for o, seen := range question {
		if !seen {
			t.Errorf("the question's %T is not on show", o)
		}
	}
}

type rect struct {
	pos  fyne.Position
	size fyne.Size
}

func (r rect) holds(pos fyne.Position, size fyne.Size) bool {
	const slack = 1
	return pos.X >= r.pos.X-slack && pos.Y >= r.pos.Y-slack &&
		pos.X+size.Width <= r.pos.X+r.size.Width+slack && pos.Y+size.Height <= r.pos.Y+r.size.Height+slack
}

type fitWalker struct {
	t        *testing.T
	body     fyne.Size
	question map[fyne.CanvasObject]bool
	narrow   bool
}

// walk checks o, at abs in the window, against its parent's rectangle and
// the viewports of the scrollers round it, then its children.
func (w *fitWalker) walk(o fyne.CanvasObject, abs, parentPos fyne.Position, parentSize fyne.Size, views []rect) {
	if o == nil || !o.Visible() {
		return
	}
	size := o.Size()
	if size.Width <= 0 || size.Height <= 0 {
		if _, ok := w.question[o]; ok {
			w.t.Errorf("the question's %T has no room", o)
		}
		return
	}
	if !(rect{parentPos, parentSize}).holds(abs, size) {
		w.t.Errorf("%s at %v+%v lies outside its parent %v+%v", Describe(o), abs, size, parentPos, parentSize)
	}
	if _, ok := w.question[o]; ok {
		w.question[o] = true
		for _, v := range views {
			if !v.holds(abs, size) {
				w.t.Errorf("the question's %s at %v+%v is out of view of %v+%v", Describe(o), abs, size, v.pos, v.size)
			}
		}
	}
	switch v := o.(type) {
	case *fyne.Container:
		for _, c := range v.Objects {
			w.walk(c, abs.Add(c.Position()), abs, size, views)
		}
	case *container.Scroll:
		view := rect{abs, size}
		c := v.Content
		if c == nil {
			return
		}
		// The content may run past the viewport: that is what scrolling is
		// for; its own children must stay inside it.
		w.walk(c, abs.Add(c.Position()), abs.Add(c.Position()), c.Size(), append(views, view))
	case *container.AppTabs, *container.DocTabs, *container.Split, *widget.Card, *widget.Form:
		r := test.WidgetRenderer(v.(fyne.Widget))
		for _, c := range r.Objects() {
			w.walk(c, abs.Add(c.Position()), abs, size, views)
		}
	case fyne.Widget:
		w.leaf(v, size)
	}
}

// leaf checks a widget that is drawn whole: it must have the room it needs,
// unless it cuts its own text short, and on the tablet a button must take a
// finger.
func (w *fitWalker) leaf(v fyne.Widget, size fyne.Size) {
	if l, ok := v.(*widget.Label); ok && l.Truncation != fyne.TextTruncateOff {
		return
	}
	if min := v.MinSize(); size.Width+0.5 < min.Width || size.Height+0.5 < min.Height {
		w.t.Errorf("%s is %v, it needs %v", Describe(v), size, min)
	}
	if b, ok := v.(*widget.Button); ok && w.narrow && (size.Width < 44 || size.Height < 44) {
		w.t.Errorf("%s is %v on the tablet: smaller than a finger", Describe(b), size)
	}
}

// Describe names an object for a failure: its type and text, if any.
func Describe(o fyne.CanvasObject) string {
	switch v := o.(type) {
	case *widget.Label:
		return fmt.Sprintf("label %q", v.Text)
	case *widget.Button:
		return fmt.Sprintf("button %q", v.Text)
	case *widget.Check:
		return fmt.Sprintf("check %q", v.Text)
	}
	return reflect.TypeOf(o).String()
}

// Dump saves the window as the test laid it out.
func Dump(t *testing.T, tb *Table, path string) {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, tb.Win.Canvas().Capture()); err != nil {
		t.Fatal(err)
	}
}
