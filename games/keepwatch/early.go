package keepwatch

import (
	"slices"

	"tablecompanion/games"
)

// OpEnd is the table ending the game where it stands.
const OpEnd = "end"

// EndHere returns the action of the table ending the game where it stands.
func EndHere() Action {
	return Action{Op: OpEnd}
}

// endHere ends the game with the piles as they are. A challenge still
// being checked goes to nobody: its card stays on the stack, while the
// cards its wrong calls already gave away stay where they went, as they
// would on the table. The most cards win, as at the stack's end.
func (g *Game) endHere() error {
	if err := g.endRefusal(); err != nil {
		return err
	}
	g.current = nil
	g.ended = true
	if !slices.Equal(g.piles, g.history[len(g.history)-1]) {
		// Wrong calls of the challenge cut short cost cards all the same.
		g.history = append(g.history, slices.Clone(g.piles))
	}
	return nil
}

// EndedEarly reports whether the table ended the game before the stack
// ran out.
func (g *Game) EndedEarly() bool { return g.ended }

// refuseOver refuses an action once the game is over, saying whether the
// stack ran out or the table ended it.
func (g *Game) refuseOver() error {
	if g.ended {
		return games.Refuse("end_here.over")
	}
	return games.Refuse("keepwatch.game.over")
}

// CanEndHere reports whether the table may end the game now: it is not
// over and some card has changed hands since the deal.
func (g *Game) CanEndHere() bool {
	return g.endRefusal() == nil
}

func (g *Game) endRefusal() error {
	if g.Over() {
		return g.refuseOver()
	}
	for _, n := range g.piles {
		if n != 1 {
			return nil
		}
	}
	return games.Refuse("end_here.nothing_yet")
}
