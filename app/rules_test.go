package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"tablecompanion/screens"
)

// TestRulesInTheTopBarOpenHowToPlayInEachGame taps Rules in each game: it
// shows in a game and not at home, opens the game's How to play at the part
// the screen names, and Esc closes it and stays in the game. F1 opens it
// too, and opens nothing at home.
func TestRulesInTheTopBarOpenHowToPlayInEachGame(t *testing.T) {
	s := start(t, t.TempDir(), "uk-UA")
	if s.RulesButton.Visible() {
		t.Fatal("Rules shows at home, where there is no game")
	}
	for _, g := range s.opts.Games {
		s.OpenGame(g.Kind)
		game := s.Current()
		if !s.RulesButton.Visible() {
			t.Fatalf("%s: Rules is not in the top bar", g.Kind)
		}
		test.Tap(s.RulesButton)
		v := screens.OpenHowTo()
		if v == nil {
			t.Fatalf("%s: Rules opened nothing", g.Kind)
		}
		if len(v.Order) != len(g.HowTo) || v.Order[0] != screens.PartAbout {
			t.Errorf("%s: Rules opened %v, not the game's How to play", g.Kind, v.Order)
		}
		want := game.(screens.Teacher).RulesPart()
		if part, ok := v.Parts[want]; ok && v.Scroll.Offset.Y != min(part.Position().Y, v.Scroll.Content.Size().Height-v.Scroll.Size().Height) {
			t.Errorf("%s: How to play is at %g, not at the part %q", g.Kind, v.Scroll.Offset.Y, want)
		}
		s.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
		if screens.OpenHowTo() != nil || s.win.Canvas().Overlays().Top() != nil {
			t.Fatalf("%s: Esc left How to play open", g.Kind)
		}
		if s.Current() != game {
			t.Fatalf("%s: Esc over How to play left the game", g.Kind)
		}
		s.typedKey(&fyne.KeyEvent{Name: fyne.KeyF1})
		if v := screens.OpenHowTo(); v == nil || v.Order[0] != screens.PartAbout {
			t.Fatalf("%s: F1 did not open How to play", g.Kind)
		}
		s.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
		s.GoHome()
		s.typedKey(&fyne.KeyEvent{Name: fyne.KeyF1})
		if screens.OpenHowTo() != nil {
			t.Fatal("F1 at home opened How to play")
		}
		if s.RulesButton.Visible() {
			t.Fatal("Rules stays in the top bar at home")
		}
	}
}
