package spyfall

import "tablecompanion/games"

// OpEnd is the table ending the match where it stands, before the agreed
// rounds are played.
const OpEnd = "end"

// EndHere returns the action of the table ending the match where it
// stands.
func EndHere() Action {
	return Action{Op: OpEnd}
}

// endHere ends the match after the rounds already scored. A round under
// way has no winner yet, so it is dropped: nobody scores for it and its
// location stays unplayed. The most points win, as after the last round.
func (g *Game) endHere() error {
	if err := g.endRefusal(); err != nil {
		return err
	}
	g.round = nil
	g.phase = PhaseOver
	return nil
}

// EndedEarly reports whether the table ended the match before the agreed
// rounds were played.
func (g *Game) EndedEarly() bool {
	return g.phase == PhaseOver && len(g.results) < g.rounds
}

// refuseOver refuses an action once the match is over, saying whether the
// agreed rounds were played or the table ended it.
func (g *Game) refuseOver() error {
	if g.EndedEarly() {
		return games.Refuse("end_here.over")
	}
	return games.Refuse("spyfall.game.over")
}

// CanEndHere reports whether the table may end the match now: it is not
// over and a round has been scored.
func (g *Game) CanEndHere() bool {
	return g.endRefusal() == nil
}

func (g *Game) endRefusal() error {
	switch {
	case g.phase == PhaseOver:
		return g.refuseOver()
	case len(g.results) == 0:
		return games.Refuse("end_here.nothing_yet")
	}
	return nil
}
