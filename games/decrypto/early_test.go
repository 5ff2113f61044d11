package decrypto_test

import (
	"slices"
	"testing"

	"tablecompanion/games/decrypto"
	"tablecompanion/games/gamestest"
)

// TestEndHere pins what "End here" means in Decrypto: the tokens of the
// codes revealed so far stand, in the round under way too, and a code not
// yet revealed gives none; then the rules' end decides as after round 8:
// one claim wins, two or none are a tie settled by score (and, level on
// score, by the keywords: see TestEndHereLevelGoesToTheKeywords). Against
// the Hacker, short of two tokens, the team wins.
func TestEndHere(t *testing.T) {
	partial := func(r int, colors []string, turns ...turn) []decrypto.Action {
		a := round(r, colors, turns...)
		// Up to white's reveal: black's code is read but not revealed.
		return a[:len(a)-2]
	}
	cases := []struct {
		name    string
		setup   decrypto.Setup
		actions []decrypto.Action
		winners []string
		by      string
		tie     bool
	}{
		{"after round 1, white miscommunicated once: black wins on score", teams(),
			rounds(both, []turn{miscoded, clean}), []string{decrypto.Black}, decrypto.ByScore, true},
		{"black's second interception mid-round stands: black's claim wins", teams(),
			append(rounds(both, []turn{clean, clean}, []turn{caught, clean}), partial(3, both, caught, clean)...),
			[]string{decrypto.Black}, decrypto.ByClaim, false},
		{"round 3's clues only: white's interception from round 2 wins on score", teams(),
			append(rounds(both, []turn{clean, clean}, []turn{clean, caught}), round(3, both, clean, clean)[:2]...),
			[]string{decrypto.White}, decrypto.ByScore, true},
		{"white's miscommunication mid-round stands: black wins on score", teams(),
			append(rounds(both, []turn{clean, clean}, []turn{clean, clean}), partial(3, both, miscoded, clean)...),
			[]string{decrypto.Black}, decrypto.ByScore, true},
		{"the Hacker with one token: the team wins", hacker(),
			rounds([]string{decrypto.White}, []turn{clean}, []turn{caught}),
			[]string{decrypto.White}, decrypto.ByEndHere, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := play(t, c.setup, c.actions)
			g := gamestest.EndHere(t, decrypto.Start, c.setup, c.actions, decrypto.EndHere(), nextAction(m.State()))
			r, over := g.Result()
			if !over || !slices.Equal(r.Winners, c.winners) || r.By != c.by || r.Tie != c.tie {
				t.Fatalf("result %+v (over %v), want winners %v by %s, tie %v", r, over, c.winners, c.by, c.tie)
			}
		})
	}
}

// nextAction is an action the game takes in its step, for the checks that
// it is refused after the end and taken after its undo.
func nextAction(g *decrypto.Game) decrypto.Action {
	switch g.Step() {
	case decrypto.StepClues:
		return decrypto.Action{Op: decrypto.OpClues, Team: g.CluesPending()[0], Clues: []string{"x", "y", "z"}}
	case decrypto.StepIntercept:
		return decrypto.Action{Op: decrypto.OpIntercept, Code: wrong}
	case decrypto.StepDecode:
		return decrypto.Action{Op: decrypto.OpDecode, Code: wrong}
	}
	return decrypto.Action{Op: decrypto.OpReveal, Code: trueCode[g.Turn()]}
}

// TestEndHereLevelGoesToTheKeywords: a game the table ends level on score
// goes to the book's keyword tie-break, which decides it; it is over, and
// ended early, once both teams have counted.
func TestEndHereLevelGoesToTheKeywords(t *testing.T) {
	actions := append(rounds(both, []turn{clean, clean}), decrypto.EndHere())
	m := play(t, teams(), actions)
	g := m.State()
	if g.Over() || g.Step() != decrypto.StepKeywordGuess || g.CanEndHere() {
		t.Fatalf("after the end level on score: over %v, step %s, may end %v; want the keyword guesses", g.Over(), g.Step(), g.CanEndHere())
	}
	gamestest.Refused(t, m, decrypto.Start, decrypto.EndHere(), "decrypto.end.tie_break")
	guesses := []decrypto.Action{
		{Op: decrypto.OpKeywordGuess, Team: decrypto.White, Count: 1},
		{Op: decrypto.OpKeywordGuess, Team: decrypto.Black, Count: 3},
	}
	m = play(t, teams(), append(actions, guesses...))
	g = m.State()
	if r, over := g.Result(); !over || !g.EndedEarly() || r.By != decrypto.ByKeywords || !slices.Equal(r.Winners, []string{decrypto.Black}) {
		t.Fatalf("result %+v, over %v, ended early %v; want black by the keywords, ended early", r, over, g.EndedEarly())
	}
	gamestest.Contract(t, decrypto.Start, teams(), append(actions, guesses...))
}

func TestEndHereIsRefused(t *testing.T) {
	t.Run("before any code is revealed", func(t *testing.T) {
		gamestest.EndRefused(t, decrypto.Start, teams(), round(1, both, clean, clean)[:3], decrypto.EndHere(), "end_here.nothing_yet")
	})
	t.Run("at the keyword tie-break after round 8", func(t *testing.T) {
		gamestest.EndRefused(t, decrypto.Start, teams(), rounds(both, quiet(decrypto.LastRound)...), decrypto.EndHere(), "decrypto.end.tie_break")
	})
	t.Run("after a claim ended the game", func(t *testing.T) {
		m := play(t, teams(), rounds(both, []turn{miscoded, clean}, []turn{miscoded, clean}))
		gamestest.Refused(t, m, decrypto.Start, decrypto.EndHere(), "decrypto.game.over")
		if m.State().EndedEarly() {
			t.Fatal("a game the rules ended says it ended early")
		}
	})
}
