package catalog

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"tablecompanion/games"
	"tablecompanion/games/examples"
	"tablecompanion/games/kinds"
	"tablecompanion/screens"
	"tablecompanion/screens/carnival"
	"tablecompanion/screens/decrypto"
	"tablecompanion/screens/dixit"
	"tablecompanion/screens/keepwatch"
	"tablecompanion/screens/screenstest"
	"tablecompanion/screens/spyfall"
)

// setupOf returns a game screen's setup.
func setupOf(t *testing.T, s screens.Screen) *screens.Setup {
	t.Helper()
	switch v := s.(type) {
	case *keepwatch.Screen:
		return v.Setup
	case *spyfall.Screen:
		return v.Setup
	case *decrypto.Screen:
		return v.Setup
	case *dixit.Screen:
		return v.Setup
	case *carnival.Screen:
		return v.Setup
	}
	t.Fatalf("no setup on %T", s)
	return nil
}

// TestNoTwoPlayersOfAGameShareAColour starts every game from a roster of
// fourteen kept from before the fourteen colours, whose players 13 and 14
// are red and blue as players 1 and 2 are, with all four of them ticked
// and as many more as the game seats: the setup says who plays in another
// colour (Carnival, which gives spy colours, says so itself), and no two
// players of the game started share one.
func TestNoTwoPlayersOfAGameShareAColour(t *testing.T) {
	crowd, err := examples.Crowd("en")
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range All() {
		t.Run(g.Kind, func(t *testing.T) {
			tb := screenstest.NewTable(t, language.English, crowd)
			s := g.New(tb.Ctx, g)
			tb.Open(s)
			setup := setupOf(t, s)
			ticks := []int{0, 1, 12, 13}
			for i := 2; len(ticks) < min(g.Max, 12); i++ {
				ticks = append(ticks, i)
			}
			for _, i := range ticks {
				if !setup.Checks[i].Checked {
					test.Tap(setup.Checks[i])
				}
			}
			note := setup.Recolored.Text
			if g.Kind == "carnival" {
				// Carnival gives spy colours and says so among its options.
				if setup.Recolored.Visible() {
					t.Fatalf("the setup speaks of colours over Carnival's own: %q", note)
				}
			} else if !setup.Recolored.Visible() || !strings.Contains(note, "Mia, Noah") || strings.Contains(note, "Alice") {
				t.Fatalf("the setup says %q (shown %v), want Mia and Noah named", note, setup.Recolored.Visible())
			}
			test.Tap(setup.StartButton)
			h := s.History()
			if h == nil {
				t.Fatalf("the game did not start: %s / %s", setup.Status.Text, setup.Message.Text)
			}
			record, err := json.Marshal(h)
			if err != nil {
				t.Fatal(err)
			}
			kind, _ := kinds.Lookup(g.Kind)
			played, err := kind.Replay(record)
			if err != nil {
				t.Fatal(err)
			}
			var colors []string
			for _, p := range played.Players {
				if slices.Contains(colors, p.Color) {
					t.Fatalf("%s plays in %s, which another player has: %v", p.Name, p.Color, played.Players)
				}
				colors = append(colors, p.Color)
			}
			if len(played.Players) != len(ticks) {
				t.Fatalf("%d players in the game, %d ticked", len(played.Players), len(ticks))
			}
		})
	}
}

// fitPlayers are the roster of a fit case in the language.
func fitPlayers(t *testing.T, c fitCase, lang language.Tag) games.Seats {
	if !c.crowd {
		return screenstest.People(screenstest.Tables[lang][:c.players]...)
	}
	crowd, err := examples.Crowd(lang.String()[:2])
	if err != nil {
		t.Fatal(err)
	}
	return crowd
}

// crowdSetup is Spyfall's setup for twelve of a roster of fourteen kept
// from before the fourteen colours: the first eleven and the thirteenth,
// red as the first is, so the setup says the thirteenth plays in another
// colour.
func crowdSetup() fitCase {
	g := registered("spyfall")
	return fitCase{name: "spyfall-setup-crowd", crowd: true, open: func(ctx *screens.Context) (screens.Screen, error) {
		return g.New(ctx, g), nil
	}, then: func(s screens.Screen) {
		setup := s.(*spyfall.Screen).Setup
		for i, c := range setup.Checks {
			if want := i < 11 || i == 12; c.Checked != want {
				test.Tap(c)
			}
		}
		if !setup.Recolored.Visible() || !setup.Ready() {
			panic("the crowd's setup says nothing of colours, or cannot start")
		}
	}}
}
