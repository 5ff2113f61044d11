// Package screenstest is what the tests of every game's screen share: a
// screen on a test window with what the shell would give it, and the checks
// that a screen fits the app's sizes and keeps a running clock in view.
package screenstest

import (
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"

	"tablecompanion/games"
	"tablecompanion/screens"
	"tablecompanion/translations"
)

// Table is a screen on a test window with what the shell would give it:
// Commit updates the screen in place, as the shell does.
type Table struct {
	// T is the test the table is for.
	T testing.TB
	// Ctx is what the screen gets, as from the shell.
	Ctx *screens.Context
	// Win is the test window the screen is on.
	Win fyne.Window
	// Screen is the screen on show.
	Screen screens.Screen
	// Host is the shell round the screen.
	*Host
}

// NewTable is an English or other table of players with a test app in the
// app's light theme and a 1280×800 window.
func NewTable(t testing.TB, lang language.Tag, players games.Seats) *Table {
	t.Helper()
	lightApp(t)
	cat, err := translations.New(lang)
	if err != nil {
		t.Fatal(err)
	}
	tb := &Table{T: t, Win: test.NewWindow(nil), Host: &Host{Roster: players}}
	tb.Host.table = tb
	t.Cleanup(tb.Win.Close)
	tb.Win.Resize(fyne.NewSize(1280, 800))
	tb.Ctx = screens.NewContext(screens.Context{Catalog: cat, Window: tb.Win, Host: tb.Host, Keeper: tb.Host, Table: tb.Host})
	return tb
}

// lit is a test app in the app's light theme, and the theme.
type lit struct {
	app   fyne.App
	theme fyne.Theme
}

// litApps is the app lightApp made for the top-level test under way.
var litApps sync.Map

// lightApp makes the current app a test app in the app's light theme,
// whose text and padding sizes are the ones a screen must fit, until the
// test ends. The tables of a test and of its subtests share one app while
// it keeps that theme: a new app or theme throws away every font Fyne has
// parsed, which costs most of a table's making.
func lightApp(t testing.TB) {
	before := fyne.CurrentApp()
	root, _, _ := strings.Cut(t.Name(), "/")
	v, ok := litApps.Load(root)
	l, _ := v.(lit)
	if !ok || l.app.Settings().Theme() != l.theme {
		// The screens' tests run one after another: an app of a test
		// that has ended is not needed again.
		litApps.Clear()
		l = lit{app: test.NewApp(), theme: screens.NewTheme(screens.ThemeLight)}
		l.app.Settings().SetTheme(l.theme)
		litApps.Store(root, l)
	}
	fyne.SetCurrentApp(l.app)
	t.Cleanup(func() { fyne.SetCurrentApp(before) })
}

// Render builds the screen again, as the shell does after a language or
// theme switch.
func (tb *Table) Render() {
	tb.Win.SetContent(tb.Screen.Build())
}

// Open puts the screen on the window, built.
func (tb *Table) Open(s screens.Screen) {
	tb.Screen = s
	tb.Render()
}

// People are the players of the names, with an ID and a colour each.
func People(names ...string) games.Seats {
	colors := []string{"red", "blue", "green", "yellow", "purple", "orange"}
	var s games.Seats
	for i, n := range names {
		s = append(s, games.Player{ID: "p" + n, Name: n, Color: colors[i]})
	}
	return s
}

// Scrollers returns the scroll containers on show in the window that have
// more content than room, outermost first.
func (tb *Table) Scrollers() []*container.Scroll {
	var out []*container.Scroll
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if o == nil || !o.Visible() {
			return
		}
		if v, ok := o.(*container.Scroll); ok && v.Content.MinSize().Height > v.Size().Height+1 {
			out = append(out, v)
		}
		for _, c := range tb.Children(o) {
			walk(c)
		}
	}
	walk(tb.Win.Content())
	return out
}

// HoldsStill scrolls the screen's main scroller, the first one with more
// to show than room, to the bottom, makes the action, and checks that the
// window keeps its content, the scroller its offset and the canvas its
// focus: a screen updates in place.
func (tb *Table) HoldsStill(act func()) {
	tb.T.Helper()
	list := tb.Scrollers()
	if len(list) == 0 {
		tb.T.Fatal("nothing to scroll: make the window smaller")
	}
	s := list[0]
	s.ScrollToBottom()
	content, offset, focus := tb.Win.Content(), s.Offset, tb.Win.Canvas().Focused()
	if offset.Y == 0 {
		tb.T.Fatal("the scroller did not move")
	}
	act()
	if tb.Win.Content() != content {
		tb.T.Fatal("the window's content was replaced")
	}
	if s.Offset != offset {
		tb.T.Fatalf("the scroller moved from %v to %v", offset, s.Offset)
	}
	if got := tb.Win.Canvas().Focused(); got != focus {
		tb.T.Fatalf("the focus moved from %v to %v", focus, got)
	}
}

// Children returns the objects inside an object: a container's, a scroll's
// content, a widget's renderer's.
func (tb *Table) Children(o fyne.CanvasObject) []fyne.CanvasObject {
	switch v := o.(type) {
	case *container.Scroll:
		return []fyne.CanvasObject{v.Content}
	case *fyne.Container:
		return v.Objects
	case fyne.Widget:
		return test.WidgetRenderer(v).Objects()
	}
	return nil
}

// OnShow reports whether the object is in the window, with it and
// everything round it visible.
func (tb *Table) OnShow(target fyne.CanvasObject) bool {
	var walk func(o fyne.CanvasObject) bool
	walk = func(o fyne.CanvasObject) bool {
		if o == nil || !o.Visible() {
			return false
		}
		if o == target {
			return true
		}
		for _, c := range tb.Children(o) {
			if walk(c) {
				return true
			}
		}
		return false
	}
	return walk(tb.Win.Content())
}

// FitSizes are the windows the app must fit: a laptop, a small laptop and
// an upright tablet.
var FitSizes = []fyne.Size{{Width: 1280, Height: 800}, {Width: 1024, Height: 600}, {Width: 800, Height: 1280}}

// Tables are the example evening's players in each language, as the
// screenshots have them, with a sixth player so the widest games fill up.
var Tables = map[language.Tag][]string{
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

// InView reports where the screen's running clock lies, and whether every
// scroll round it shows it whole; a screen with no clock running passes.
func InView(tb *Table) (fyne.Position, bool) {
	target := tb.Screen.(screens.Timed).RunningClock()
	if target == nil {
		return fyne.Position{}, true
	}
	return PlaceInView(tb, target)
}

// PlaceInView reports where an object lies in the window, and whether it is
// on show with every scroll round it showing it whole.
func PlaceInView(tb *Table, target fyne.CanvasObject) (fyne.Position, bool) {
	var at fyne.Position
	seen, whole := false, true
	var walk func(o fyne.CanvasObject, abs fyne.Position, views []rect)
	walk = func(o fyne.CanvasObject, abs fyne.Position, views []rect) {
		if seen || o == nil || !o.Visible() {
			return
		}
		if o == target {
			at, seen = abs, true
			for _, v := range views {
				whole = whole && v.holds(abs, o.Size())
			}
			return
		}
		if s, ok := o.(*container.Scroll); ok {
			views = append(views, rect{abs, s.Size()})
		}
		for _, c := range tb.Children(o) {
			walk(c, abs.Add(c.Position()), views)
		}
	}
	body := tb.Win.Content()
	walk(body, fyne.Position{}, []rect{{fyne.Position{}, body.Size()}})
	return at, seen && whole
}

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
	if q, ok := tb.Screen.(screens.Questioner); ok {
		for _, o := range q.Question() {
			question[o] = false
		}
	}
	if c, ok := tb.Screen.(screens.Timed); ok {
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
		// for; its own Children must stay inside it.
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
// finger. No label is in italic: Fyne parses the text font, its emoji font
// and its symbols afresh for each text style it meets, and a third style
// cost the tablet's browser about 10 MiB that it never gives back.
func (w *fitWalker) leaf(v fyne.Widget, size fyne.Size) {
	if l, ok := v.(*widget.Label); ok && l.TextStyle.Italic {
		w.t.Errorf("%s is in italic: the screens speak in regular and bold only", Describe(v))
	}
	if l, ok := v.(*widget.Label); ok && l.Truncation != fyne.TextTruncateOff {
		return
	}
	if min := v.MinSize(); size.Width+0.5 < min.Width || size.Height+0.5 < min.Height {
		w.t.Errorf("%s is %v, it needs %v", Describe(v), size, min)
	}
	if b := screens.FyneButton(v); b != nil && w.narrow && (size.Width < 44 || size.Height < 44) {
		w.t.Errorf("%s is %v on the tablet: smaller than a finger", Describe(b), size)
	}
}

// Describe names an object for a failure: its type and text, if any.
func Describe(o fyne.CanvasObject) string {
	switch v := asFyneButton(o).(type) {
	case *widget.Label:
		return fmt.Sprintf("label %q", v.Text)
	case *widget.Button:
		return fmt.Sprintf("button %q", v.Text)
	case *widget.Check:
		return fmt.Sprintf("check %q", v.Text)
	case *screens.Tick:
		return fmt.Sprintf("tick %q", v.Text)
	}
	return reflect.TypeOf(o).String()
}

// Dump saves the window as the test laid it out.
func Dump(t testing.TB, tb *Table, path string) {
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

// FakeTime is a clock that tests move by hand and the wake-ups the screen
// asked for on it; Advance fires them in order, each at its own moment.
type FakeTime struct {
	// Now is the time on the clock.
	Now time.Time
	// Wakes are the wake-ups asked for, those that came marked off.
	Wakes []*Wake
	// Fired counts the wake-ups that came.
	Fired int
}

// Wake is a wake-up asked for on a FakeTime.
type Wake struct {
	at time.Time
	f  func()
	// Off is true once the wake-up came or was called off.
	Off bool
}

// NewFakeTime is a clock at 20:00 on 1 March 2025 with no wake-ups.
func NewFakeTime() *FakeTime {
	return &FakeTime{Now: time.Date(2025, 3, 1, 20, 0, 0, 0, time.UTC)}
}

// Clock is the clock's time, as a games.Clock.
func (ft *FakeTime) Clock() time.Time { return ft.Now }

// After is a screens.Schedule on the clock: f runs once Advance passes d.
func (ft *FakeTime) After(d time.Duration, f func()) func() {
	w := &Wake{at: ft.Now.Add(d), f: f}
	ft.Wakes = append(ft.Wakes, w)
	return func() { w.Off = true }
}

// Advance moves the clock by d, firing every wake-up due on the way.
func (ft *FakeTime) Advance(d time.Duration) {
	end := ft.Now.Add(d)
	for {
		var next *Wake
		for _, w := range ft.Wakes {
			if !w.Off && !w.at.After(end) && (next == nil || w.at.Before(next.at)) {
				next = w
			}
		}
		if next == nil {
			break
		}
		next.Off = true
		ft.Now = next.at
		ft.Fired++
		next.f()
	}
	ft.Now = end
}

// Crowd returns n players with colours of the roster.
func Crowd(n int) games.Seats {
	colors := []string{"red", "blue", "green", "yellow", "purple", "orange", "teal", "pink", "brown", "lime", "indigo", "grey"}
	names := []string{"Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Jo", "Kim", "Lu"}
	var s games.Seats
	for i := range n {
		s = append(s, games.Player{ID: "p" + names[i], Name: names[i], Color: colors[i]})
	}
	return s
}

// LongCrowd returns twelve players with the longer names of a Russian or
// Ukrainian table.
func LongCrowd() games.Seats {
	seats := Crowd(12)
	for i, name := range []string{"Александра", "Константин", "Маргарита", "Святослав", "Екатерина", "Владимир",
		"Анастасия", "Ярослав", "Кристина", "Станислав", "Валентина", "Григорий"} {
		seats[i].ID, seats[i].Name = "p"+name, name
	}
	return seats
}

// Relayout lays the window's content out again at the size, all the way
// down, as the app's canvas does when sizes change: the test canvas lays
// out only what was resized. Twice, so that rows which wrap settle.
func (tb *Table) Relayout(size fyne.Size) {
	tb.Win.Resize(size)
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if !o.Visible() {
			return
		}
		switch v := o.(type) {
		case *fyne.Container:
			if v.Layout != nil {
				v.Layout.Layout(v.Objects, v.Size())
			}
		case fyne.Widget:
			test.WidgetRenderer(v).Layout(v.Size())
		}
		for _, c := range tb.Children(o) {
			walk(c)
		}
	}
	for range 2 {
		walk(tb.Win.Content())
	}
}

// ClockSizes are the bodies where a running clock is at risk of falling
// below the fold: the upright tablet and the small laptop.
var ClockSizes = []fyne.Size{FitSizes[2].Subtract(screens.ShellChrome), FitSizes[1].Subtract(screens.ShellChrome)}

// Texts returns what each text, label and button on show says, with a
// button's state.
func (tb *Table) Texts() map[fyne.CanvasObject]string {
	out := map[fyne.CanvasObject]string{}
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if !o.Visible() {
			return
		}
		switch v := asFyneButton(o).(type) {
		case *screens.ClockFace:
			out[o] = v.Text
			return
		case *canvas.Text:
			out[o] = v.Text
		case *widget.Label:
			out[o] = v.Text + strconv.Itoa(int(v.Importance))
			return
		case *widget.Button:
			out[o] = v.Text + strconv.Itoa(int(v.Importance)) + strconv.FormatBool(v.Disabled())
			return
		}
		for _, c := range tb.Children(o) {
			walk(c)
		}
	}
	walk(tb.Win.Content())
	return out
}

// asFyneButton is o, or the Fyne button inside o when o is one of ours, so
// that one case reads every button.
func asFyneButton(o fyne.CanvasObject) fyne.CanvasObject {
	if b := screens.FyneButton(o); b != nil {
		return b
	}
	return o
}
