package main

import (
	"testing"
	"time"
)

// TestPadsAreNeverOutOfOrder runs the simulation as the link would exchange
// clocks, four times a second: the engine never puts two presses in the
// wrong order, while the order of arrival does; 20 ms apart, it orders
// most pairs; and the check of a pad's time refuses no honest press.
func TestPadsAreNeverOutOfOrder(t *testing.T) {
	tallies, err := Run(50, 7, 250*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	arrivedWrong := 0
	for _, tally := range tallies {
		t.Logf("%+v", tally)
		if tally.Wrong > 0 {
			t.Errorf("%v apart: %d pairs in the wrong order", tally.Gap, tally.Wrong)
		}
		if tally.Refused > 0 {
			t.Errorf("%v apart: %d honest presses refused as impossible", tally.Gap, tally.Refused)
		}
		arrivedWrong += tally.ArrivedWrong
	}
	if arrivedWrong == 0 {
		t.Error("the order of arrival was never wrong: the simulated network mixes nothing up")
	}
	if last := tallies[len(tallies)-1]; last.Right < last.Pairs/2 {
		t.Errorf("%v apart only %d of %d pairs ordered", last.Gap, last.Right, last.Pairs)
	}
}
