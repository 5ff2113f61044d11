package decrypto

import (
	"slices"

	"tablecompanion/games"
)

// How a game's winner was decided, in Result.By.
const (
	ByClaim    = "claim"    // one side had a claim: two interceptions, or the other side two miscommunications; the Hacker's two tokens
	ByRounds   = "rounds"   // the team outlasted the Hacker's five rounds
	ByScore    = "score"    // a tie settled by interceptions minus miscommunications
	ByKeywords = "keywords" // a tie still level on score, settled by the keyword guesses
	ByShared   = "shared"   // still level after the keyword guesses: both teams win
)

// Result is how a game ended: the winning sides (team colours or
// HackerSide; two for a shared win), the step that decided it, and whether
// the rounds ended in a tie that a tie-break had to settle.
type Result struct {
	Winners []string
	By      string
	Tie     bool
}

// Result returns the result once the game is over.
func (g *Game) Result() (Result, bool) {
	if g.result == nil {
		return Result{}, false
	}
	r := *g.result
	r.Winners = append([]string(nil), r.Winners...)
	return r, true
}

// Claims returns the colours of the teams that have a claim to victory now:
// a team claims when it has two interception tokens or the other team has
// two miscommunication tokens.
func (g *Game) Claims() []string {
	if g.hacker != nil {
		return nil
	}
	var out []string
	for i, t := range g.teams {
		if t.Interceptions >= TokensToClaim || g.teams[1-i].Miscommunications >= TokensToClaim {
			out = append(out, t.Color)
		}
	}
	return out
}

// endRound checks the end of the game after both codes of a round are
// revealed, and opens the next round when nobody has won.
func (g *Game) endRound() {
	if g.hacker != nil {
		g.endHackerRound()
		return
	}
	claims := g.Claims()
	switch {
	case len(claims) == 1:
		g.finish(ByClaim, false, claims...)
	case len(claims) == 2 || g.round == LastRound:
		g.settleTie()
	default:
		g.beginRound()
	}
}

// endHackerRound ends the game when the Hacker holds two tokens, or when the
// team has come through the Hacker's last round.
func (g *Game) endHackerRound() {
	switch {
	case g.hackerTokens >= TokensToClaim:
		g.finish(ByClaim, false, HackerSide)
	case g.round == HackerRounds:
		g.finish(ByRounds, false, g.teams[0].Color)
	default:
		g.beginRound()
	}
}

// settleTie breaks a tie by the score, or asks for the keyword guesses when
// the score is level too.
func (g *Game) settleTie() {
	white, black := g.teams[0], g.teams[1]
	switch {
	case white.Score() > black.Score():
		g.finish(ByScore, true, white.Color)
	case black.Score() > white.Score():
		g.finish(ByScore, true, black.Color)
	default:
		g.step = StepKeywordGuess
	}
}

// settleByKeywords ends a tie level on score: more keywords named right
// wins, the same number shares the win.
func (g *Game) settleByKeywords() {
	white, black := g.teams[0], g.teams[1]
	switch {
	case white.KeywordGuess > black.KeywordGuess:
		g.finish(ByKeywords, true, white.Color)
	case black.KeywordGuess > white.KeywordGuess:
		g.finish(ByKeywords, true, black.Color)
	default:
		g.finish(ByShared, true, white.Color, black.Color)
	}
}

func (g *Game) finish(by string, tie bool, winners ...string) {
	g.result = &Result{Winners: winners, By: by, Tie: tie}
	g.step = StepOver
}

// Players returns everyone in the game: each team's players in team order,
// then the Hacker in the Hacker mode.
func (g *Game) Players() games.Seats {
	var out games.Seats
	for _, t := range g.teams {
		out = append(out, t.Players...)
	}
	if g.hacker != nil {
		out = append(out, *g.hacker)
	}
	return out
}

// Ranking returns the final ranking once the game is over, and nil before:
// the winning side's players share the first place and the others the
// second; a shared win puts everyone first. In the Hacker mode the Hacker
// is a side alone against the team of two.
func (g *Game) Ranking() games.Ranking {
	if g.result == nil {
		return nil
	}
	var won, lost []string
	side := func(name string, players []games.Player) {
		for _, p := range players {
			if slices.Contains(g.result.Winners, name) {
				won = append(won, p.ID)
			} else {
				lost = append(lost, p.ID)
			}
		}
	}
	for _, t := range g.teams {
		side(t.Color, t.Players)
	}
	if g.hacker != nil {
		side(HackerSide, []games.Player{*g.hacker})
	}
	if len(lost) == 0 {
		return games.Ranking{won}
	}
	return games.Ranking{won, lost}
}
