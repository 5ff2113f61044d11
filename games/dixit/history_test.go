package dixit_test

import (
	"reflect"
	"testing"

	"tablecompanion/games/dixit"
)

func TestTheChartHasEachPlayersScoreRoundByRound(t *testing.T) {
	m := newMatch(t, dixit.Setup{Players: seats("A", "B", "C", "D")})
	rounds := []dixit.Round{
		// A tells; B and C find the card, D votes for B's: A 3, B 4,
		// C 3, D 0.
		round("A", 1, play("B", 1, 2), play("C", 1, 3), play("D", 2, 4)),
		// B tells; all find it: B 0, the others 2 each.
		round("B", 1, play("C", 1, 2), play("D", 1, 3), play("A", 1, 4)),
		// C tells; nobody finds it: C 0, the others 2 and a point a
		// vote. D and B vote for A's card 2, A for B's card 3: A 4, B 3,
		// D 2.
		round("C", 1, play("D", 2, 4), play("A", 3, 2), play("B", 2, 3)),
	}
	for _, r := range rounds {
		if err := m.Do(r); err != nil {
			t.Fatal(err)
		}
	}
	want := [][]int{
		{0, 3, 5, 9}, // A: 3, 2, 4
		{0, 4, 4, 7}, // B: 4, 0, 3
		{0, 3, 5, 5}, // C: 3, 2, 0
		{0, 0, 2, 4}, // D: 0, 2, 2
	}
	if got := m.State().ScoreHistory(); !reflect.DeepEqual(got, want) {
		t.Fatalf("history\n got %v\nwant %v", got, want)
	}
}
