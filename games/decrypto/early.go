package decrypto

import "tablecompanion/games"

// OpEnd is the table ending the game where it stands.
const OpEnd = "end"

// ByEndHere is how a Hacker game the table ended is decided: the Hacker has
// not reached two tokens, so the team wins, as after the Hacker's last
// round.
const ByEndHere = "ended"

// EndHere returns the action of the table ending the game where it stands.
func EndHere() Action {
	return Action{Op: OpEnd}
}

// CanEndHere reports whether the table may end the game now: a code has
// been revealed, and the game is neither over nor already at its
// keyword tie-break.
func (g *Game) CanEndHere() bool {
	return g.endRefusal() == nil
}

func (g *Game) endRefusal() error {
	switch {
	case g.Over():
		return g.refuseOver()
	case g.step == StepKeywordGuess:
		return games.Refuse("decrypto.end.tie_break")
	case !g.revealedAny():
		return games.Refuse("end_here.nothing_yet")
	}
	return nil
}

func (g *Game) revealedAny() bool {
	for _, r := range g.rounds {
		for _, t := range r.Turns {
			if t.Revealed() {
				return true
			}
		}
	}
	return false
}

// endHere ends the game with the tokens as they are: those of the codes
// revealed so far, in the round under way too; a code not yet revealed
// gives none. Then the rules' own end decides, as after round 8: one side
// with a claim wins; two claims or none are a tie, settled by score and
// then by the keywords. Against the Hacker, who has not reached two
// tokens, the team wins.
func (g *Game) endHere() error {
	if err := g.endRefusal(); err != nil {
		return err
	}
	g.ended = true
	if g.hacker != nil {
		g.finish(ByEndHere, false, g.teams[0].Color)
		return nil
	}
	if claims := g.Claims(); len(claims) == 1 {
		g.finish(ByClaim, false, claims...)
		return nil
	}
	g.settleTie()
	return nil
}

// EndedEarly reports whether the table ended the game before the rules
// did.
func (g *Game) EndedEarly() bool { return g.ended }

// refuseOver refuses an action once the game is over, saying whether the
// rules or the table ended it.
func (g *Game) refuseOver() error {
	if g.ended {
		return games.Refuse("end_here.over")
	}
	return games.Refuse("decrypto.game.over")
}
