package screens

import (
	"strconv"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"

	"tablecompanion/games"
	"tablecompanion/translations"
)

// Table is a screen on a test window with what the shell would give it:
// Commit updates the screen in place, as the shell does.
type Table struct {
	T       testing.TB
	Ctx     *Context
	Win     fyne.Window
	screen  Screen
	Commits int
	// again is the setup the screen last asked the shell to play again
	// with, and home counts its ways home.
	again any
	home  int
}

func NewTable(t testing.TB, lang language.Tag, players games.Seats) *Table {
	t.Helper()
	// The app's own theme: its text and padding sizes are the ones a
	// screen must fit.
	test.NewTempApp(t).Settings().SetTheme(NewTheme(ThemeLight))
	cat, err := translations.New(lang)
	if err != nil {
		t.Fatal(err)
	}
	tb := &Table{T: t, Win: test.NewWindow(nil)}
	tb.Win.Resize(fyne.NewSize(1280, 800))
	tb.Ctx = &Context{
		Catalog:    cat,
		Window:     tb.Win,
		Players:    func() games.Seats { return players },
		OpenRoster: func() {},
		Commit:     func() { tb.Commits++; tb.screen.Update() },
		PlayAgain:  func(setup any) { tb.again = setup },
		Home:       func() { tb.home++ },
	}
	return tb
}

// Render builds the screen again, as the shell does after a language or
// theme switch.
func (tb *Table) Render() {
	tb.Win.SetContent(tb.screen.Build())
}

func (tb *Table) Open(s Screen) {
	tb.screen = s
	tb.Render()
}

// Registered returns the registry's entry of a game.
func Registered(kind string) Game {
	for _, g := range []Game{CarnivalGame()} {
		if g.Kind == kind {
			return g
		}
	}
	panic("no " + kind + " in the registry")
}

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

// FakeTime is a clock that tests move by hand and the wake-ups the screen
// asked for on it; advance fires them in order, each at its own moment.
type FakeTime struct {
	Now   time.Time
	Wakes []*fakeWake
	Fired int
}

type fakeWake struct {
	at  time.Time
	f   func()
	Off bool
}

func NewFakeTime() *FakeTime {
	return &FakeTime{Now: time.Date(2025, 3, 1, 20, 0, 0, 0, time.UTC)}
}

func (ft *FakeTime) Clock() time.Time { return ft.Now }

func (ft *FakeTime) After(d time.Duration, f func()) func() {
	w := &fakeWake{at: ft.Now.Add(d), f: f}
	ft.Wakes = append(ft.Wakes, w)
	return func() { w.Off = true }
}

// Advance moves the clock by d, firing every wake-up due on the way.
func (ft *FakeTime) Advance(d time.Duration) {
	end := ft.Now.Add(d)
	for {
		var next *fakeWake
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
var ClockSizes = []fyne.Size{FitSizes[2].Subtract(ShellChrome), FitSizes[1].Subtract(ShellChrome)}

// InView reports where the screen's running clock lies, and whether every
// scroll round it shows it whole; a screen with no clock running passes.
func InView(tb *Table) (fyne.Position, bool) {
	target := tb.screen.(Timed).RunningClock()
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

// Texts returns what each text, label and button on show says, with a
// button's state.
func (tb *Table) Texts() map[fyne.CanvasObject]string {
	out := map[fyne.CanvasObject]string{}
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if !o.Visible() {
			return
		}
		switch v := o.(type) {
		case *ClockFace:
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
