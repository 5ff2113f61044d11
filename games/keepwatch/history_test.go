package keepwatch_test

import (
	"reflect"
	"testing"

	"tablecompanion/games/keepwatch"
)

func TestTheChartHasEachPlayersCardsChallengeByChallenge(t *testing.T) {
	m := newMatch(t, keepwatch.Setup{Players: table(4)})
	// The deal: a card each. Challenge 1: Bob alone, right: 2 and
	// Leader. Challenge 2: Cy alone, wrong: his one card goes to Dee on
	// his left, and with nobody right Bob the Leader takes the card.
	play(t, m, win("b")...)
	play(t, m, solo("c"), keepwatch.WrongCall("c"))
	// Challenge 3: Ann and Dee press, Ann first and wrong: her card goes
	// to Bob. The table ends here before Dee's check: Ann's loss is a
	// step of its own.
	play(t, m, keepwatch.Presses("", 0, at("a", 300), at("d", 400)), keepwatch.WrongCall("a"), keepwatch.EndHere())
	want := [][]int{{1, 1, 1, 0}, {1, 2, 3, 4}, {1, 1, 0, 0}, {1, 1, 2, 2}}
	if got := m.State().CardHistory(); !reflect.DeepEqual(got, want) {
		t.Fatalf("history\n got %v\nwant %v", got, want)
	}
}
