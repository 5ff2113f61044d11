package main

import (
	"testing"
	"time"

	"tablecompanion/app/link"
	"tablecompanion/app/link/linktest"
)

// TestPadsAreNeverOutOfOrder runs the simulation as the link would exchange
// clocks, four times a second: the engine never puts two presses in the
// wrong order, while the order of arrival does; 20 ms apart, it orders
// most pairs; and the check of a pad's time refuses no honest press, not
// even one that met the network's worst delay.
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
		if tally.Refused > 0 || tally.RefusedAtWorst > 0 {
			t.Errorf("%v apart: %d honest presses refused as impossible, %d at the network's worst delay", tally.Gap, tally.Refused, tally.RefusedAtWorst)
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

// TestALyingPadBuysNoMoreThanTheCap: a held clock answer or a replayed one
// buys a pad's press no more than a bare lie can, PressCap at most, and a
// press before GO is ranked after GO only when its own way over the
// network took it past GO.
func TestALyingPadBuysNoMoreThanTheCap(t *testing.T) {
	for _, l := range RunLies(50, 7, 250*time.Millisecond) {
		t.Logf("%s: %v, in %d trials", l.Name, l.Gain, l.Bought)
		if l.Gain > link.PressCap {
			t.Errorf("%s bought %v, more than the cap %v", l.Name, l.Gain, link.PressCap)
		}
	}
	if l := RunLies(200, 8, 250*time.Millisecond)[4]; l.Gain > linktest.WorstDelay {
		t.Errorf("%s was made %v before GO and ranked after it", l.Name, l.Gain)
	}
}
