package spyfall_test

import (
	"reflect"
	"testing"

	"tablecompanion/games"
	"tablecompanion/games/spyfall"
)

func TestRankingByPointsSharesATie(t *testing.T) {
	cases := []struct {
		name    string
		actions []spyfall.Action
		want    games.Ranking
	}{
		// A and B each stop a round as the spy and name the location: 4
		// each, C and D none.
		{"two spies share the win", join(deal("port", "A"), stop("A", "port"), deal("mine", "B"), stop("B", "mine")),
			games.Ranking{{"A", "B"}, {"C", "D"}}},
		// A stops and names the location twice: 8 to A alone.
		{"one spy wins alone", join(deal("port", "A"), stop("A", "port"), deal("mine", "A"), stop("A", "mine")),
			games.Ranking{{"A"}, {"B", "C", "D"}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := play(t, spyfall.Setup{Players: seats(4), Rounds: 2}, c.actions).State()
			if !g.Over() {
				t.Fatalf("the match is not over")
			}
			if got := g.Ranking(); !reflect.DeepEqual(got, c.want) {
				t.Fatalf("ranking %v with scores %v, want %v", got, g.Scores(), c.want)
			}
		})
	}
}
