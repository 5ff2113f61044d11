package evening_test

import (
	"slices"
	"testing"

	"tablecompanion/games"
	"tablecompanion/games/evening"
)

// TestJoinAddsWhatTheEveningsHereLackOnce: joining another device's
// evenings adds the games and the "New evening" marks this device lacks,
// each once, in the other device's order; the same join again adds nothing.
func TestJoinAddsWhatTheEveningsHereLackOnce(t *testing.T) {
	one := game("one", clock(19, 0), games.Ranking{{"a"}, {"b"}}, ann, ben)
	two := game("two", clock(20, 0), games.Ranking{{"b"}, {"a"}}, ann, ben)
	three := game("three", clock(22, 0), games.Ranking{{"c"}, {"a"}}, ann, cat)
	here := newMatch(t, evening.Setup{}, evening.Finished(one), evening.NewEvening(clock(21, 0)))
	there := newMatch(t, evening.Setup{},
		evening.Finished(one), evening.Finished(two),
		evening.NewEvening(clock(21, 0)), evening.NewEvening(clock(21, 30)), evening.Finished(three))

	finished, marks, err := evening.Join(here, there)
	if err != nil || finished != 2 || marks != 1 {
		t.Fatalf("the join added %d games and %d marks (%v), want 2 and 1", finished, marks, err)
	}
	var got []string
	for _, g := range here.State().Games() {
		got = append(got, g.File)
	}
	if want := []string{"games/one.json", "games/two.json", "games/three.json"}; !slices.Equal(got, want) {
		t.Fatalf("the games here are %v, want %v", got, want)
	}
	var at []string
	for _, a := range here.Log() {
		if a.Op == evening.OpNewEvening {
			at = append(at, a.At.Format("15:04"))
		}
	}
	if want := []string{"21:00", "21:30"}; !slices.Equal(at, want) {
		t.Fatalf("the marks here are %v, want %v", at, want)
	}
	before := here.Len()
	if finished, marks, err := evening.Join(here, there); err != nil || finished != 0 || marks != 0 || here.Len() != before {
		t.Fatalf("the same join again added %d games and %d marks (%v)", finished, marks, err)
	}
}
