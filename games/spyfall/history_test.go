package spyfall_test

import (
	"reflect"
	"testing"

	"tablecompanion/games/spyfall"
)

func TestTheChartHasEachPlayersScoreRoundByRound(t *testing.T) {
	// Round 1: spy C stops and names the port: C 2 for the spies' win
	// and 2 for the location. Round 2: spy A stops and names the port at
	// the mine: the three others 1 each. Round 3 is dealt and the table
	// ends here: it scores nothing and is no step of the chart.
	m := play(t, setup(4, 1), join(
		deal("port", "C"), stop("C", "port"),
		deal("mine", "A"), stop("A", "port"),
		deal("museum", "D"), spyfall.EndHere(),
	))
	want := [][]int{{0, 0, 0}, {0, 0, 1}, {0, 4, 5}, {0, 0, 1}}
	if got := m.State().ScoreHistory(); !reflect.DeepEqual(got, want) {
		t.Fatalf("history\n got %v\nwant %v", got, want)
	}
}
