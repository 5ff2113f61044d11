package spyfall

import (
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"tablecompanion/games/spyfall"
	"tablecompanion/screens/screenstest"
)

// TestSpyfallASpyNamesAPlayedLocation plays the book's spy stop on the
// screen: in round 2 the spy names round 1's location, which the screen
// offers after the ones in play, marked as played; the table taps it, and the
// round ends as a wrong guess.
func TestSpyfallASpyNamesAPlayedLocation(t *testing.T) {
	st := openScreen(t, language.English, screenstest.Crowd(4))
	s := st.s
	g := st.begin(t)
	first, _ := g.RoundLocation()
	spies, _ := seatsBy(g)
	test.Tap(s.StartButton)
	st.ft.Advance(time.Minute)
	test.Tap(s.StopButton)
	test.Tap(s.StopperButtons[spies[0]])
	if len(s.PlayedLocationButtons) != 0 {
		t.Fatalf("%d played locations offered in round 1", len(s.PlayedLocationButtons))
	}
	right := slices.IndexFunc(g.InPlay(), func(l spyfall.Location) bool { return l.ID == first.ID })
	test.Tap(s.LocationButtons[right])

	test.Tap(s.DealButton)
	test.Tap(s.StartButton)
	st.ft.Advance(time.Minute)
	test.Tap(s.StopButton)
	spies, _ = seatsBy(g)
	test.Tap(s.StopperButtons[spies[0]])
	if len(s.LocationButtons) != 19 || len(s.PlayedLocationButtons) != 1 {
		t.Fatalf("%d in play and %d played offered, want 19 and 1", len(s.LocationButtons), len(s.PlayedLocationButtons))
	}
	played := s.PlayedLocationButtons[0]
	if want := s.locationName(first) + " · played"; played.Text != want {
		t.Fatalf("the played location reads %q, want %q", played.Text, want)
	}
	cells := s.round.guesses.Objects
	if last, ok := cells[len(cells)-1].(*fyne.Container); !st.OnShow(played) || !ok || !slices.Contains(last.Objects, fyne.CanvasObject(played)) {
		t.Fatal("the played location is not shown after the ones in play")
	}
	test.Tap(played)
	if s.Message.Text != "" || g.Phase() != spyfall.PhaseDeal {
		t.Fatalf("the guess was refused (%q), phase %v", s.Message.Text, g.Phase())
	}
	r := g.Results()[1]
	if r.SpiesWon || len(r.Guesses) != 1 || r.Guesses[0].Location != first.ID || r.Guesses[0].Right {
		t.Fatalf("round 2: %+v", r)
	}
	if !strings.HasPrefix(s.Outcome.Text, "A spy stopped the game") || !strings.Contains(s.Outcome.Text, ": wrong.") {
		t.Fatalf("outcome %q", s.Outcome.Text)
	}
}
