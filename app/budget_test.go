package app

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"tablecompanion/screens/screenstest"
)

// drawBudget is the most objects a screen may draw in a frame on an
// upright tablet. In the browser every object on show costs several calls
// into WebGL on every frame, a third to half a millisecond each on a
// tablet's CPU (issue 38 measured 461–606 draw calls at 137–249 ms a
// frame); bare Fyne's list draws about 40. Before issue 38 the roster of
// 27 drew 293 and Dixit's first round 237.
const drawBudget = 180

// TestEachScreenDrawsWithinItsBudget opens every screen a table reaches on
// an upright tablet, with six players and then with 27 on the roster, and
// counts the objects each frame draws.
func TestEachScreenDrawsWithinItsBudget(t *testing.T) {
	s := start(t, t.TempDir(), "en-US")
	s.Window().Resize(fyne.NewSize(800, 1280))
	count := func(name string) {
		t.Helper()
		n := screenstest.Drawn(s.Window().Canvas())
		t.Logf("%-28s %4d objects", name, n)
		if n > drawBudget {
			t.Errorf("%s draws %d objects a frame, over the budget of %d", name, n, drawBudget)
		}
	}
	s.OpenRoster()
	for _, name := range []string{"Оксана", "Тарас", "Соломія", "Остап", "Анна", "Bob"} {
		addPlayer(t, s, name)
	}
	count("roster, 6 players")
	visitAll := func(players string) {
		t.Helper()
		s.GoHome()
		count("home, " + players)
		s.OpenSettings()
		count("settings")
		s.OpenEvenings()
		count("evenings")
		s.OpenRecords()
		count("records")
		for _, game := range s.opts.Games {
			title := s.cat.T(game.Title)
			s.NewGame(game.Kind)
			setup := setupOf(s)
			if setup == nil {
				t.Fatalf("a new %s opened %q", title, s.TitleLabel.Text)
			}
			count(fmt.Sprintf("%s setup, %s", title, players))
			if players == "6 players" {
				test.Tap(setup.StartButton)
				count(title + " first step, 6 players")
			}
		}
	}
	visitAll("6 players")
	s.OpenRoster()
	for i := len(s.roster.State().Players()); i < 27; i++ {
		addPlayer(t, s, fmt.Sprintf("Гравець %d", i+1))
	}
	count("roster, 27 players")
	visitAll("27 on the roster")
}
