package spyfall

import (
	"testing"

	"golang.org/x/text/language"

	"tablecompanion/games/spyfall"
	"tablecompanion/screens/screenstest"
)

// TestSpyfallSaysTheSpyOrTheSpies checks that a round's heading and the
// reasons for points name one spy or two, as the round had, and that every
// part of a player's gains is counted in points, zero included.
func TestSpyfallSaysTheSpyOrTheSpies(t *testing.T) {
	cases := []struct {
		lang             language.Tag
		spies            []int
		heading, won     string
		lost, accusation string
	}{
		{language.English, []int{0}, "Round 1: the spy wins!", "+2 points (spy wins)",
			"0 points (lost the round)", "+1 point (first to accuse the spy)"},
		{language.English, []int{0, 1}, "Round 1: the spies win!", "+2 points (spies win)",
			"0 points (lost the round)", "+1 point (first to accuse the spy)"},
		{language.Russian, []int{0}, "Раунд 1: победа шпиона!", "+2 очка (победа шпиона)",
			"0 очков (раунд проигран)", "+1 очко (за первое обвинение шпиона)"},
		{language.Russian, []int{0, 1}, "Раунд 1: победа шпионов!", "+2 очка (победа шпионов)",
			"0 очков (раунд проигран)", "+1 очко (за первое обвинение шпиона)"},
		{language.Ukrainian, []int{0}, "Раунд 1: перемога шпигуна!", "+2 очки (перемога шпигуна)",
			"0 очок (раунд програно)", "+1 очко (за перше звинувачення шпигуна)"},
		{language.Ukrainian, []int{0, 1}, "Раунд 1: перемога шпигунів!", "+2 очки (перемога шпигунів)",
			"0 очок (раунд програно)", "+1 очко (за перше звинувачення шпигуна)"},
	}
	for _, c := range cases {
		st := openScreen(t, c.lang, screenstest.Crowd(4))
		g := st.begin(t)
		r := spyfall.Result{Number: 1, Location: g.InPlay()[0].ID, Spies: c.spies, End: spyfall.EndNobodyConvicted,
			Convicted: -1, FirstAccuser: -1, SpiesWon: true}
		if heading, _ := st.s.outcome(g, r); heading != c.heading {
			t.Errorf("%s, %d spies: heading %q, want %q", c.lang, len(c.spies), heading, c.heading)
		}
		for _, gain := range []struct {
			g    spyfall.Gain
			want string
		}{{spyfall.Gain{Why: spyfall.SpiesWin, Points: 2}, c.won}, {spyfall.Gain{Why: spyfall.Lost}, c.lost},
			{spyfall.Gain{Why: spyfall.FirstAccuser, Points: 1}, c.accusation}} {
			if got := st.s.gains([]spyfall.Gain{gain.g}, len(c.spies)); got != gain.want {
				t.Errorf("%s, %d spies: %s says %q, want %q", c.lang, len(c.spies), gain.g.Why, got, gain.want)
			}
		}
	}
}
