package webtest

import (
	"slices"
	"testing"
)

func TestDixitRoundTapsTheRowsInSeatingOrder(t *testing.T) {
	// Four players, Bob (seat 1) tells: above Ann's row nothing, so her card
	// is the first "n" and her vote the second; Bob's row has one button
	// of each number, Cy's starts after Ann's two and Bob's one.
	got := DixitRound(4, 1, []int{2, 1, 2, 3, 1, 4, 2})
	want := [][2]int{{2, 2}, {1, 3}, {2, 4}, {3, 5}, {1, 6}, {4, 0}, {2, 1}}
	if !slices.Equal(got, want) {
		t.Fatalf("taps %v, want %v", got, want)
	}
	// Ann tells: her card is the first of its number, Bob's the second.
	if got := DixitRound(4, 0, []int{1, 2, 1, 3, 2, 4, 1})[:3]; !slices.Equal(got, [][2]int{{1, 0}, {2, 1}, {1, 2}}) {
		t.Fatalf("taps %v", got)
	}
}
