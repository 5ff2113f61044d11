package carnival_test

import (
	"reflect"
	"testing"

	"tablecompanion/games"
	"tablecompanion/games/carnival"
	"tablecompanion/games/examples"
)

func TestRankingFollowsTheStandingsAndTheirTieBreaks(t *testing.T) {
	cases := []struct {
		name    string
		actions []carnival.Action
		want    games.Ranking
	}{
		{"nobody scored: everyone shares", nil, games.Ranking{{"A", "B", "C", "D"}}},
		// B 5; A, C and D 4 and level on both tie-breaks.
		{"a winner and a three-way tie", append(round(5, 6, 7, 8), connect("A", 5, "B"), catch("A", "C", 6, false)),
			games.Ranking{{"B"}, {"A", "C", "D"}}},
		// A and B level on all three keys share the win.
		{"level on all three: shared", append(round(5, 6, 7, 8), connect("A", 5, "B")),
			games.Ranking{{"A", "B"}, {"C", "D"}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := play(t, 4, c.actions...).State()
			got := g.Ranking()
			if !reflect.DeepEqual(got, c.want) {
				t.Fatalf("ranking %v, want %v (%+v)", got, c.want, g.Result().Standings)
			}
			for _, s := range g.Result().Standings {
				if id := g.Players()[s.Seat].ID; got.Place(id) != s.Place {
					t.Fatalf("%s: place %d in the ranking, %d in the standings", id, got.Place(id), s.Place)
				}
			}
		})
	}
}

func TestRankingOfAFinishedGame(t *testing.T) {
	m, err := examples.Carnival(setup(5).Players, 0)
	if err != nil {
		t.Fatal(err)
	}
	g := m.State()
	if !g.Over() {
		t.Fatal("the example game is not over")
	}
	r := g.Ranking()
	if r.Players() != 5 || !reflect.DeepEqual(r.Winners(), winnerIDs(g)) {
		t.Fatalf("ranking %v, winners %v", r, g.Result().Winners)
	}
}

func winnerIDs(g *carnival.Game) []string {
	var ids []string
	for _, seat := range g.Result().Winners {
		ids = append(ids, g.Players()[seat].ID)
	}
	return ids
}
