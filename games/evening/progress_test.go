package evening_test

import (
	"reflect"
	"testing"

	"tablecompanion/games"
	"tablecompanion/games/evening"
)

func TestTheEveningsChartRunsEachPlayersPointsGameByGame(t *testing.T) {
	amy := games.Player{ID: "p", Name: "amy"}
	bob := games.Player{ID: "s", Name: "Bob"}
	quinn := games.Player{ID: "q", Name: "Quinn"}
	rae := games.Player{ID: "r", Name: "Rae"}
	// One: amy 3, Quinn 2, Rae 1, Bob 0. Two, without Bob, Quinn and Rae
	// share the win: 1.5 each, amy 0. Three: Bob 3, Rae 2, amy 1,
	// Quinn 0. Totals: Rae 4.5, amy 4, Quinn 3.5, Bob 3, the order of the
	// leaderboard; in half points, as the chart's numbers are kept.
	m := newMatch(t, evening.Setup{},
		evening.Finished(game("one", clock(19, 0), games.Ranking{{"p"}, {"q"}, {"r"}, {"s"}}, amy, quinn, rae, bob)),
		evening.Finished(game("two", clock(20, 0), games.Ranking{{"q", "r"}, {"p"}}, amy, quinn, rae)),
		evening.Finished(game("three", clock(21, 0), games.Ranking{{"s"}, {"r"}, {"p"}, {"q"}}, amy, quinn, rae, bob)),
	)
	got := map[string][]int{}
	var order []string
	for _, p := range m.State().Evenings()[0].Progress() {
		got[p.Player.Name] = p.HalfPoints
		order = append(order, p.Player.Name)
	}
	want := map[string][]int{
		"Rae":   {0, 2, 5, 9},
		"amy":   {0, 6, 6, 8},
		"Quinn": {0, 4, 7, 7},
		"Bob":   {0, 0, 0, 6},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("points game by game\n got %v\nwant %v", got, want)
	}
	if !reflect.DeepEqual(order, []string{"Rae", "amy", "Quinn", "Bob"}) {
		t.Errorf("lines in the order %v, want the leaderboard's", order)
	}
}
