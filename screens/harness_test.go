package screens

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"tablecompanion/games"
	"tablecompanion/translations"
)

// table is a screen on a test window with what the shell would give it:
// Commit updates the screen in place, as the shell does.
type table struct {
	t       *testing.T
	ctx     *Context
	win     fyne.Window
	screen  Screen
	commits int
}

func newTable(t *testing.T, lang language.Tag, players games.Seats) *table {
	t.Helper()
	test.NewTempApp(t)
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
	for _, g := range All() {
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
