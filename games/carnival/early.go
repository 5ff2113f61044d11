package carnival

import "tablecompanion/games"

// OpEnd is the table ending the game where it stands; it names no player.
const OpEnd = "end"

// EndHere is the table ending the game before the rules end it: it comes
// after the book's ends, which a game reaches by itself.
const EndHere = EndAllFlipped + 1

// EndHereAction returns the action of the table ending the game where it
// stands.
func EndHereAction() Action {
	return Action{Op: OpEnd}
}

// CanEndHere reports whether the table may end the game now: it is not
// over and something has scored or counts for a tie-break.
func (g *Game) CanEndHere() bool {
	return g.endRefusal() == nil
}

func (g *Game) endRefusal() error {
	if g.Over() {
		return g.refuseOver()
	}
	for _, l := range g.Ledgers() {
		if len(l.FaceUp)+len(l.FaceDown)+l.Counters.LaidOut+l.Counters.Boxed > 0 {
			return nil
		}
	}
	return games.Refuse("end_here.nothing_yet")
}

// endHere ends the game after the last action entered: every card stays
// where it is, a number called but not yet connected scores nothing, and
// counter-intelligence cards still in hand score as at any end. Result
// ranks the table with the book's tie-breaks.
func (g *Game) endHere() error {
	if err := g.endRefusal(); err != nil {
		return err
	}
	g.end = EndHere
	return nil
}

// EndedEarly reports whether the table ended the game before the rules
// did.
func (g *Game) EndedEarly() bool { return g.end == EndHere }

// refuseOver refuses an action once the game is over, saying whether the
// rules or the table ended it.
func (g *Game) refuseOver() error {
	if g.EndedEarly() {
		return games.Refuse("end_here.over")
	}
	return games.Refuse("carnival.over")
}
