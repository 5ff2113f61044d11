package dixit_test

import (
	"reflect"
	"testing"

	"tablecompanion/games"
	"tablecompanion/games/dixit"
)

func TestRankingByPointsSharesATie(t *testing.T) {
	cases := []struct {
		name   string
		rounds []dixit.Round
		over   bool
		want   games.Ranking
	}{
		// A 0, B 3, C 3, D 2 and then B tells, C alone finds it: 0, 7, 7, 3.
		{"B and C share the win at 7", []dixit.Round{
			round("A", 1, play("B", 3, 2), play("C", 2, 3), play("D", 2, 4)),
			round("B", 2, play("C", 2, 3), play("D", 3, 4), play("A", 4, 1)),
		}, true, games.Ranking{{"B", "C"}, {"D"}, {"A"}}},
		// Everybody finds A's card: A 0, B 2, C 2, D 2; then B tells and
		// nobody finds it, 2 each to the others, with D's and A's votes on
		// C's card and C's on D's: A 2, B 2, C 6, D 5, the game goes on.
		{"a tie for last in the standings so far", []dixit.Round{
			round("A", 1, play("B", 1, 2), play("C", 1, 3), play("D", 1, 4)),
			round("B", 1, play("C", 4, 3), play("D", 3, 4), play("A", 3, 2)),
		}, false, games.Ranking{{"C"}, {"D"}, {"A", "B"}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := newMatch(t, dixit.Setup{Players: seats("A", "B", "C", "D"), Target: 7})
			for _, r := range c.rounds {
				if err := m.Do(r); err != nil {
					t.Fatal(err)
				}
			}
			if m.Over() != c.over {
				t.Fatalf("over %v, want %v", m.Over(), c.over)
			}
			if got := m.State().Ranking(); !reflect.DeepEqual(got, c.want) {
				t.Fatalf("ranking %v with scores %v, want %v", got, m.State().Scores(), c.want)
			}
		})
	}
}
