package spyfall_test

import (
	"slices"
	"testing"

	"tablecompanion/games/spyfall"
)

// timeUpNobody fails the time-up votes on four players A–D one by one with
// a no from a player who is not the suspect.
var timeUpNobody = []spyfall.Action{timeUp, no("B"), no("A"), no("A"), no("A")}

// spiesHoldOut fails the time-up votes on A–D of six players with E and F as
// the spies, then convicts the suspect E.
var spiesHoldOut = join(timeUp,
	no("E"), no("F"), no("E"), no("F"), no("E"), no("F"), no("E"), no("F"),
	yesFrom("A", "B", "C", "D"))

func TestScoring(t *testing.T) {
	one := setup(4, 1) // A B C D, C is the spy
	two := setup(6, 2) // A–F, E and F are the spies
	known := two       // the same with the spies knowing each other
	known.KnownSpies = true
	cases := []struct {
		name    string
		setup   spyfall.Setup
		spies   []string
		actions []spyfall.Action
		want    []int
	}{
		{"spies' win when no vote passes after time is up: 2 each spy", one, []string{"C"},
			timeUpNobody, []int{0, 0, 2, 0}},
		{"a spy who names the location after a stop: 2 + 2", one, []string{"C"},
			join(stop("C", "port")), []int{0, 0, 4, 0}},
		{"a spy who names a wrong location: 1 each non-spy", one, []string{"C"},
			join(stop("C", "museum")), []int{1, 1, 0, 1}},
		{"an innocent convicted early: 2 + 2 each spy", one, []string{"C"},
			join(accuse("A", "B"), yesFrom("A", "C", "D")), []int{0, 0, 4, 0}},
		{"an innocent convicted when time is up: 2 + 2 each spy", one, []string{"C"},
			join(timeUp, yesFrom("B", "C", "D")), []int{0, 0, 4, 0}},
		{"a spy convicted early: 1 each non-spy, +1 to the accuser", one, []string{"C"},
			join(accuse("B", "C"), yesFrom("A", "B", "D")), []int{1, 2, 0, 1}},
		{"the first accuser of the spy scores +1 though their own vote failed", one, []string{"C"},
			join(accuse("A", "C"), no("B"), accuse("B", "C"), yesFrom("A", "B", "D")), []int{2, 1, 0, 1}},
		{"no accuser bonus for a conviction when time is up", one, []string{"C"},
			join(accuse("B", "C"), no("A"), timeUp, no("C"), no("C"), yesFrom("A", "B", "D")), []int{1, 1, 0, 1}},
		{"two spies: the unrevealed spy scores as a non-spy after an early conviction", two, []string{"E", "F"},
			join(accuse("A", "E"), yesFrom("A", "B", "C", "D")), []int{2, 1, 1, 1, 0, 1}},
		{"two spies: the other spy who first accused the convicted one scores 1 + 1", two, []string{"E", "F"},
			join(accuse("F", "E"), yesFrom("F", "A", "B", "C")), []int{1, 1, 1, 1, 0, 2}},
		{"known spies: neither spy scores after an early conviction", known, []string{"E", "F"},
			join(accuse("A", "E"), yesFrom("A", "B", "C", "D")), []int{2, 1, 1, 1, 0, 0}},
		{"known spies: the other spy gets no accuser bonus either", known, []string{"E", "F"},
			join(accuse("F", "E"), yesFrom("F", "A", "B", "C")), []int{1, 1, 1, 1, 0, 0}},
		{"two spies: both lose when one is convicted after time is up", two, []string{"E", "F"},
			spiesHoldOut, []int{1, 1, 1, 1, 0, 0}},
		{"two spies: an innocent convicted early gives each spy 2 + 2", two, []string{"E", "F"},
			join(accuse("E", "A"), yesFrom("B", "C", "D", "E")), []int{0, 0, 0, 0, 4, 4}},
		{"two spies: only the spy who named the location scores +2", two, []string{"E", "F"},
			join(stop("E", "museum"), name("F", "port")), []int{0, 0, 0, 0, 2, 4}},
		{"two spies: the first right guess wins for both", two, []string{"E", "F"},
			join(stop("E", "port"), name("F", "museum")), []int{0, 0, 0, 0, 4, 2}},
		{"two spies: neither names the location, the non-spies win", two, []string{"E", "F"},
			join(stop("F", "museum"), name("E", "prison")), []int{1, 1, 1, 1, 0, 0}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := play(t, c.setup, join(deal("port", c.spies...), c.actions))
			res := last(t, m)
			if !slices.Equal(res.Points, c.want) {
				t.Fatalf("points %v, want %v (%+v)", res.Points, c.want, res.Gains)
			}
			if !slices.Equal(m.State().Scores(), c.want) {
				t.Fatalf("scores %v, want %v", m.State().Scores(), c.want)
			}
		})
	}
}

func TestGainsSayWhy(t *testing.T) {
	m := play(t, setup(6, 2), join(deal("port", "E", "F"), accuse("A", "E"), yesFrom("A", "B", "C", "D")))
	res := last(t, m)
	won := spyfall.Gain{Why: spyfall.NonSpiesWin, Points: 1}
	want := [][]spyfall.Gain{
		{won, {Why: spyfall.FirstAccuser, Points: 1}},
		{won}, {won}, {won},
		{{Why: spyfall.Lost}},
		{{Why: spyfall.UnrevealedSpy, Points: 1}},
	}
	for i := range want {
		if !slices.Equal(res.Gains[i], want[i]) {
			t.Errorf("seat %d gains %+v, want %+v", i, res.Gains[i], want[i])
		}
	}
	if res.End != spyfall.EndEarlyVote || res.Convicted != 4 || res.FirstAccuser != 0 || res.SpiesWon {
		t.Fatalf("result %+v", res)
	}
}

func TestSpiesGainsAfterARightGuess(t *testing.T) {
	m := play(t, setup(4, 1), join(deal("port", "C"), stop("C", "port")))
	got := last(t, m).Gains[2]
	want := []spyfall.Gain{{Why: spyfall.SpiesWin, Points: 2}, {Why: spyfall.RightLocation, Points: 2}}
	if !slices.Equal(got, want) {
		t.Fatalf("spy's gains %+v, want %+v", got, want)
	}
}

func TestKnownSpiesForfeitIsExplained(t *testing.T) {
	s := setup(6, 2)
	s.KnownSpies = true
	m := play(t, s, join(deal("port", "E", "F"), accuse("A", "E"), yesFrom("A", "B", "C", "D")))
	got := last(t, m).Gains[5]
	if want := []spyfall.Gain{{Why: spyfall.KnownSpiesForfeit}}; !slices.Equal(got, want) {
		t.Fatalf("other spy's gains %+v, want %+v", got, want)
	}
}
