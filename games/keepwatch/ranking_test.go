package keepwatch_test

import (
	"reflect"
	"testing"

	"tablecompanion/games"
	"tablecompanion/games/keepwatch"
)

func TestRankingByCardsWonSharesATie(t *testing.T) {
	cases := []struct {
		name    string
		players int
		// winners take the challenges in turn until the stack is empty
		winners []string
		want    games.Ranking
	}{
		// 32 challenges at three: c ends with 33 cards, a and b with 1.
		{"one winner, a tie below", 3, []string{"c"}, games.Ranking{{"c"}, {"a", "b"}}},
		// a and b 17 each, c 1: the shared win of Winners.
		{"two share the win", 3, []string{"a", "b"}, games.Ranking{{"a", "b"}, {"c"}}},
		// 31 challenges at four, two to a for one to b: a 22, b 11, c and d 1.
		{"every place", 4, []string{"a", "a", "b"}, games.Ranking{{"a"}, {"b"}, {"c", "d"}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := newMatch(t, keepwatch.Setup{Players: table(c.players)})
			for k := 0; !m.Over(); k++ {
				play(t, m, win(c.winners[k%len(c.winners)])...)
			}
			if got := m.State().Ranking(); !reflect.DeepEqual(got, c.want) {
				t.Fatalf("ranking %v with piles %v, want %v", got, m.State().Piles(), c.want)
			}
		})
	}
}
