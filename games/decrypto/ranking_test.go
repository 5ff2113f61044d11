package decrypto_test

import (
	"reflect"
	"testing"

	"tablecompanion/games"
	"tablecompanion/games/decrypto"
)

func keywordGuesses(white, black int) []decrypto.Action {
	return []decrypto.Action{
		{Op: decrypto.OpKeywordGuess, Team: decrypto.White, Count: white},
		{Op: decrypto.OpKeywordGuess, Team: decrypto.Black, Count: black},
	}
}

func TestRankingPutsTheWinningSideFirst(t *testing.T) {
	white := []string{decrypto.White}
	cases := []struct {
		name    string
		setup   decrypto.Setup
		actions []decrypto.Action
		want    games.Ranking
	}{
		{"white wins: its three players share first place", teams(),
			rounds(both, []turn{clean, miscoded}, []turn{caught, clean}, []turn{clean, caughtMis}),
			games.Ranking{{"a", "b", "c"}, {"d", "e"}}},
		{"black wins on keywords", teams(),
			append(rounds(both, quiet(8)...), keywordGuesses(1, 3)...),
			games.Ranking{{"d", "e"}, {"a", "b", "c"}}},
		{"a shared win puts everyone first", teams(),
			append(rounds(both, quiet(8)...), keywordGuesses(2, 2)...),
			games.Ranking{{"a", "b", "c", "d", "e"}}},
		{"the Hacker alone against the team", hacker(),
			rounds(white, []turn{miscoded}, []turn{miscoded}),
			games.Ranking{{"h"}, {"a", "b"}}},
		{"the team of two against the Hacker", hacker(),
			rounds(white, []turn{clean}, []turn{caught}, []turn{clean}, []turn{clean}, []turn{clean}),
			games.Ranking{{"a", "b"}, {"h"}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := play(t, c.setup, c.actions).State()
			if !g.Over() {
				t.Fatalf("the game is not over")
			}
			if got := g.Ranking(); !reflect.DeepEqual(got, c.want) {
				t.Fatalf("ranking %v, want %v", got, c.want)
			}
		})
	}
}

func TestNoRankingBeforeTheEnd(t *testing.T) {
	g := play(t, teams(), rounds(both, quiet(2)...)).State()
	if r := g.Ranking(); r != nil {
		t.Fatalf("a game under way has the ranking %v", r)
	}
}

func TestPlayersAreTheTeamsThenTheHacker(t *testing.T) {
	var ids []string
	for _, p := range play(t, hacker(), nil).State().Players() {
		ids = append(ids, p.ID)
	}
	if want := []string{"a", "b", "h"}; !reflect.DeepEqual(ids, want) {
		t.Fatalf("players %v, want %v", ids, want)
	}
}
