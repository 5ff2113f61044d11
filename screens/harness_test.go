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

// Table is a screen on a test window with what the shell would give it:
// Commit updates the screen in place, as the shell does.
type Table struct {
	T       testing.TB
	Ctx     *Context
	Win     fyne.Window
	screen  Screen
	commits int
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
		Commit:     func() { tb.commits++; tb.screen.Update() },
		PlayAgain:  func(setup any) { tb.again = setup },
		Home:       func() { tb.home++ },
	}
	return tb
}

// render builds the screen again, as the shell does after a language or
// theme switch.
func (tb *Table) render() {
	tb.Win.SetContent(tb.screen.Build())
}

func (tb *Table) Open(s Screen) {
	tb.screen = s
	tb.render()
}

// Registered returns the registry's entry of a game.
func Registered(kind string) Game {
	for _, g := range []Game{SpyfallGame(), DecryptoGame(), DixitGame(), CarnivalGame()} {
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
		for _, c := range tb.children(o) {
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

// children returns the objects inside an object: a container's, a scroll's
// content, a widget's renderer's.
func (tb *Table) children(o fyne.CanvasObject) []fyne.CanvasObject {
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
