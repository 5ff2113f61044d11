package carnival_test

import (
	"reflect"
	"testing"

	"tablecompanion/games/carnival"
)

func TestTheChartHasEachPlayersScoreRoundByRound(t *testing.T) {
	var actions []carnival.Action
	// Round 1: everybody calls; the four counter-intelligence cards each
	// are all the scores.
	actions = append(actions, round(1, 2, 3, 4)...)
	// Round 2: A names B for 1, right: a face-up card each, 5. A calls 5
	// and C catches D holding it: C lays a card out, 3 in hand, and takes
	// two face up, 5. The others call.
	actions = append(actions, connect("A", 1, "B"), call("A", 5), catch("C", "D", 5, true),
		call("B", 6), call("C", 7), call("D", 8))
	// Round 3, cut short: A calls 9, B's catch of C on it is wrong and
	// costs B a card, 4; the table ends here. The short round is a step.
	actions = append(actions, call("A", 9), catch("B", "C", 9, false), carnival.Action{Op: carnival.OpEnd})
	m := play(t, 4, actions...)
	want := [][]int{{4, 4, 5, 5}, {4, 4, 5, 4}, {4, 4, 5, 5}, {4, 4, 4, 4}}
	if got := m.State().ScoreHistory(); !reflect.DeepEqual(got, want) {
		t.Fatalf("history\n got %v\nwant %v", got, want)
	}
}

func TestTheChartsLastRoundIsTheEndsWhenItFallsOnARound(t *testing.T) {
	// A calls 1 and C catches B holding it: C 5. The others call, and
	// the table ends the game as the round ends: no short round follows.
	m := play(t, 4, call("A", 1), catch("C", "B", 1, true), call("B", 2), call("C", 3), call("D", 4),
		carnival.Action{Op: carnival.OpEnd})
	want := [][]int{{4, 4}, {4, 4}, {4, 5}, {4, 4}}
	if got := m.State().ScoreHistory(); !reflect.DeepEqual(got, want) {
		t.Fatalf("history\n got %v\nwant %v", got, want)
	}
}
