package dixit

import "tablecompanion/games"

// EndHere returns the action of the table ending the game where it stands.
func EndHere() Round {
	return Round{End: true}
}

// endHere ends the game after the rounds scored so far: a round the table
// was still entering was never an action, so it is left out, its picks
// kept as the screen's draft for an undo. The scores stand and the most
// points win, as at the deck's end.
func (g *Game) endHere(r Round) error {
	if err := g.endRefusal(); err != nil {
		return err
	}
	if r.Storyteller != "" || r.Card != 0 || len(r.Plays) > 0 {
		return games.Refuse("end_here.with_moves")
	}
	g.over, g.ended = true, true
	return nil
}

// CanEndHere reports whether the table may end the game now: it is not
// over and a round has been scored.
func (g *Game) CanEndHere() bool {
	return g.endRefusal() == nil
}

func (g *Game) endRefusal() error {
	switch {
	case g.over:
		return g.refuseOver()
	case len(g.rounds) == 0:
		return games.Refuse("end_here.nothing_yet")
	}
	return nil
}

// refuseOver refuses an action once the game is over, saying whether it
// ended by the rules or where the table ended it.
func (g *Game) refuseOver() error {
	if g.ended {
		return games.Refuse("end_here.over")
	}
	return games.Refuse("dixit.over")
}

// EndedEarly reports whether the table ended the game before the deck or
// the target score did.
func (g *Game) EndedEarly() bool { return g.ended }
