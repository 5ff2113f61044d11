package dixit_test

import (
	"slices"
	"testing"

	"tablecompanion/games/dixit"
)

func TestPlayAgainPassesTheFirstStoryToTheLeft(t *testing.T) {
	cases := []struct {
		name  string
		setup dixit.Setup
		first int
	}{
		{"from the first seat to the second", dixit.Setup{Players: seats("a", "b", "c", "d"), First: 0, Target: 30}, 1},
		{"from the last seat round to the first", dixit.Setup{Players: seats("a", "b", "c"), First: 2}, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			next := c.setup.Again()
			if next.First != c.first {
				t.Fatalf("first storyteller %d, want %d", next.First, c.first)
			}
			if !slices.Equal(next.Players, c.setup.Players) || next.Target != c.setup.Target {
				t.Fatalf("next game %+v, want the players and target of %+v", next, c.setup)
			}
			if _, err := dixit.Start(next); err != nil {
				t.Fatalf("the next game's setup is refused: %v", err)
			}
		})
	}
}
