package screens

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"tablecompanion/games"
	"tablecompanion/translations"
)

// table is a screen on a test window with what the shell would give it:
// Commit updates the screen in place, as the shell does.
type table struct {
	t       testing.TB
	ctx     *Context
	win     fyne.Window
	screen  Screen
	commits int
	// again is the setup the screen last asked the shell to play again
	// with, and home counts its ways home.
	again any
	home  int
}

func newTable(t testing.TB, lang language.Tag, players games.Seats) *table {
	t.Helper()
	// The app's own theme: its text and padding sizes are the ones a
	// screen must fit.
	test.NewTempApp(t).Settings().SetTheme(NewTheme(ThemeLight))
	cat, err := translations.New(lang)
	if err != nil {
		t.Fatal(err)
	}
	tb := &table{t: t, win: test.NewWindow(nil)}
	tb.win.Resize(fyne.NewSize(1280, 800))
	tb.ctx = &Context{
		Catalog:    cat,
		Window:     tb.win,
		Players:    func() games.Seats { return players },
		OpenRoster: func() {},
		Commit:     func() { tb.commits++; tb.screen.Update() },
		PlayAgain:  func(setup any) { tb.again = setup },
		Home:       func() { tb.home++ },
	}
	return tb
}

// render builds the screen again, as the shell does after a language or
// theme switch.
func (tb *table) render() {
	tb.win.SetContent(tb.screen.Build())
}

func (tb *table) open(s Screen) {
	tb.screen = s
	tb.render()
}

// registered returns the registry's entry of a game.
func registered(kind string) Game {
	for _, g := range []Game{KeepWatchGame(), SpyfallGame(), DecryptoGame(), DixitGame(), CarnivalGame()} {
		if g.Kind == kind {
			return g
		}
	}
	panic("no " + kind + " in the registry")
}

func people(names ...string) games.Seats {
	colors := []string{"red", "blue", "green", "yellow", "purple", "orange"}
	var s games.Seats
	for i, n := range names {
		s = append(s, games.Player{ID: "p" + n, Name: n, Color: colors[i]})
	}
	return s
}

// scrollers returns the scroll containers on show in the window that have
// more content than room, outermost first.
func (tb *table) scrollers() []*container.Scroll {
	var out []*container.Scroll
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if o == nil || !o.Visible() {
			return
		}
		if v, ok := o.(*container.Scroll); ok && v.Content.MinSize().Height > v.Size().Height+1 {
			out = append(out, v)
		}
		for _, c := range tb.children(o) {
			walk(c)
		}
	}
	walk(tb.win.Content())
	return out
}

// holdsStill scrolls the screen's main scroller, the first one with more
// to show than room, to the bottom, makes the action, and checks that the
// window keeps its content, the scroller its offset and the canvas its
// focus: a screen updates in place.
func (tb *table) holdsStill(act func()) {
	tb.t.Helper()
	list := tb.scrollers()
	if len(list) == 0 {
		tb.t.Fatal("nothing to scroll: make the window smaller")
	}
	s := list[0]
	s.ScrollToBottom()
	content, offset, focus := tb.win.Content(), s.Offset, tb.win.Canvas().Focused()
	if offset.Y == 0 {
		tb.t.Fatal("the scroller did not move")
	}
	act()
	if tb.win.Content() != content {
		tb.t.Fatal("the window's content was replaced")
	}
	if s.Offset != offset {
		tb.t.Fatalf("the scroller moved from %v to %v", offset, s.Offset)
	}
	if got := tb.win.Canvas().Focused(); got != focus {
		tb.t.Fatalf("the focus moved from %v to %v", focus, got)
	}
}

// children returns the objects inside an object: a container's, a scroll's
// content, a widget's renderer's.
func (tb *table) children(o fyne.CanvasObject) []fyne.CanvasObject {
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
