package evening_test

import (
	"encoding/json"
	"reflect"
	"slices"
	"testing"

	"tablecompanion/games"
	"tablecompanion/games/evening"
	"tablecompanion/games/gamestest"
	"tablecompanion/games/kinds"
)

// TestTheRefereesFactsSurviveTheSave summarises the hand-computed
// evening's games, saves the evenings and loads them again: every fact
// only the referee knows comes back, with the summary's version.
//
// Dixit, seated Dan, Ann, Ben, Cat: Dan tells and nobody finds his card
// (no score); Ann tells and Ben alone finds hers (she scores). Decrypto:
// nobody intercepts. Keep Watch: the 30 challenges go Benny, Eve, Benny,
// Eve, Ann, each pressing alone at 300 ms: Ann 6 reactions, Benny and Eve
// 12, Cat and Dan none.
func TestTheRefereesFactsSurviveTheSave(t *testing.T) {
	gs := threeGames(t)
	data, err := json.Marshal(newMatch(t, evening.Setup{}, evening.Finished(gs[0]), evening.Finished(gs[1]), evening.Finished(gs[2])))
	if err != nil {
		t.Fatal(err)
	}
	m, err := evening.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	loaded := m.State().Games()
	dixitGame, decryptoGame, keepWatch := loaded[0], loaded[1], loaded[2]
	for _, g := range loaded {
		if g.Summary != evening.SummaryVersion {
			t.Errorf("%s: summary version %d, want %d", g.Kind, g.Summary, evening.SummaryVersion)
		}
	}
	if want := []kinds.Stories{{Told: 1}, {Told: 1, Scored: 1}, {}, {}}; !reflect.DeepEqual(dixitGame.Stories, want) {
		t.Errorf("Dixit storytellers %+v, want %+v", dixitGame.Stories, want)
	}
	if want := []kinds.Side{{Players: []string{"a", "c"}}, {Players: []string{"b", "d"}}}; !reflect.DeepEqual(decryptoGame.Sides, want) {
		t.Errorf("Decrypto sides %+v, want %+v", decryptoGame.Sides, want)
	}
	want := [][]int{slices.Repeat([]int{300}, 6), slices.Repeat([]int{300}, 12), nil, nil, slices.Repeat([]int{300}, 12)}
	if !reflect.DeepEqual(keepWatch.ReactionMs, want) {
		t.Errorf("Keep Watch reactions %v, want %v", keepWatch.ReactionMs, want)
	}
	if dixitGame.ReactionMs != nil || dixitGame.Sides != nil || keepWatch.Stories != nil || keepWatch.Catches != nil {
		t.Error("a game keeps another kind's facts")
	}
}

// TestFactsNotOfTheGamesPlayersAreRefused refuses a summary whose facts do
// not fit its players: a fault of the app, never of the table.
func TestFactsNotOfTheGamesPlayersAreRefused(t *testing.T) {
	ok := game("one", clock(19, 0), games.Ranking{{"a"}, {"b"}}, ann, ben)
	broken := func(change func(*evening.Game)) evening.Action {
		g := ok
		change(&g)
		return evening.Finished(g)
	}
	cases := []struct {
		name   string
		action evening.Action
	}{
		{"every reaction of one player of two", broken(func(g *evening.Game) { g.ReactionMs = [][]int{{300}} })},
		{"storytellers of three players of two", broken(func(g *evening.Game) { g.Stories = make([]kinds.Stories, 3) })},
		{"catches of one player of two", broken(func(g *evening.Game) { g.Catches = make([]kinds.Catches, 1) })},
		{"a side of someone who did not play", broken(func(g *evening.Game) { g.Sides = []kinds.Side{{Players: []string{"a", "z"}}} })},
		{"a catch by someone who did not play", broken(func(g *evening.Game) {
			g.SpyRounds = []kinds.SpyRound{{Spies: []string{"a"}, CaughtBy: "z", CaughtAt: 1}}
		})},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := newMatch(t, evening.Setup{}, evening.Finished(ok))
			gamestest.Refused(t, m, evening.Start, c.action, "error.unexpected")
		})
	}
}
