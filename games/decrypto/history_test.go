package decrypto_test

import (
	"reflect"
	"testing"

	"tablecompanion/games/decrypto"
)

func TestTheChartHasEachTeamsTokensRoundByRound(t *testing.T) {
	// Each team's line is its interceptions minus its miscommunications.
	// Round 1: white miscodes, -1. Round 2: black intercepts white, +1.
	// Round 3: white intercepts black, which also miscodes: white 0,
	// black 0. Round 4: black intercepts white again: its second
	// interception wins.
	m := play(t, teams(), rounds(both,
		[]turn{miscoded, clean}, []turn{caught, clean}, []turn{clean, caughtMis}, []turn{caught, clean}))
	if !m.State().Over() {
		t.Fatal("black's second interception did not end the game")
	}
	want := [][]int{{0, -1, -1, 0, 0}, {0, 0, 1, 0, 1}}
	if got := m.State().TokenHistory(); !reflect.DeepEqual(got, want) {
		t.Fatalf("history\n got %v\nwant %v", got, want)
	}
}

func TestTheHackersChartIsTheHackersTokens(t *testing.T) {
	// Round 1: the team miscodes, a token to the Hacker. Round 2: clean.
	// Round 3: the Hacker intercepts a code the team also miscodes: two
	// more, and the Hacker wins.
	m := play(t, hacker(), rounds([]string{decrypto.White}, []turn{miscoded}, []turn{clean}, []turn{caughtMis}))
	want := [][]int{{0, 1, 1, 3}}
	if got := m.State().TokenHistory(); !reflect.DeepEqual(got, want) {
		t.Fatalf("history\n got %v\nwant %v", got, want)
	}
}

func TestACodeNotYetRevealedIsNoStep(t *testing.T) {
	// Round 2 has its clues but no reveal: the chart stops at round 1.
	actions := rounds(both, []turn{miscoded, clean})
	actions = append(actions, round(2, both, clean, clean)[:2]...)
	m := play(t, teams(), actions)
	want := [][]int{{0, -1}, {0, 0}}
	if got := m.State().TokenHistory(); !reflect.DeepEqual(got, want) {
		t.Fatalf("history\n got %v\nwant %v", got, want)
	}
}
