package spyfall_test

import (
	"slices"
	"testing"
	"time"

	"tablecompanion/games/spyfall"
)

func TestPlayAgainPassesTheDealClockwise(t *testing.T) {
	cases := []struct {
		name          string
		players       int
		rounds, first int
		want          int
	}{
		{"two rounds from seat 0: B dealt last, C deals first", 4, 2, 0, 2},
		{"three rounds from seat 3 of 5: A dealt last, B deals first", 5, 3, 3, 1},
		{"four rounds of four: the deal comes back to the first dealer", 4, 4, 1, 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := spyfall.Setup{Players: seats(c.players), Rounds: c.rounds, FirstDealer: c.first,
				Spies: 1, RoundLength: 5 * time.Minute, Custom: []string{"Dacha", "Garage"}, Locations: spyfall.StandardIDs[:10]}
			m := play(t, s, rounds(c.rounds))
			if !m.Over() {
				t.Fatal("the match is not over")
			}
			next := m.State().Again(s)
			if next.FirstDealer != c.want {
				t.Fatalf("next first dealer %d, want %d", next.FirstDealer, c.want)
			}
			if !slices.Equal(next.Players, s.Players) || !slices.Equal(next.Custom, s.Custom) ||
				!slices.Equal(next.Locations, s.Locations) || next.Rounds != s.Rounds ||
				next.RoundLength != s.RoundLength || next.Spies != s.Spies {
				t.Fatalf("next game %+v, want the options of %+v", next, s)
			}
			if _, err := spyfall.New(next); err != nil {
				t.Fatalf("the next game's setup is refused: %v", err)
			}
		})
	}
}
