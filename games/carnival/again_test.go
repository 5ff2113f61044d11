package carnival_test

import (
	"slices"
	"testing"

	"tablecompanion/games/carnival"
)

func TestPlayAgainPassesTheFirstTurnClockwise(t *testing.T) {
	for _, c := range []struct{ players, first, want int }{{4, 0, 1}, {5, 3, 4}, {6, 5, 0}} {
		s := setup(c.players)
		s.First = c.first
		next := s.Again()
		if next.First != c.want {
			t.Errorf("%d players, first %d: next game's first %d, want %d", c.players, c.first, next.First, c.want)
		}
		if !slices.Equal(next.Players, s.Players) {
			t.Errorf("next game's players %v, want %v", next.Players, s.Players)
		}
		if _, err := carnival.Start(next); err != nil {
			t.Errorf("the next game's setup is refused: %v", err)
		}
	}
}
