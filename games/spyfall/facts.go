package spyfall

import (
	"slices"

	"tablecompanion/games/facts"
)

// Tell adds Spyfall's own facts to what a match tells of itself, from its
// engine g and its log: the scores, and its rounds' spies and catches. The
// rounds are dealt in the order they finish, so the log's n-th deal begins
// the n-th result; a round the table ended early has a deal and no result.
func Tell(g *Game, log []Action, p *facts.Played) {
	p.Scores = slices.Clone(g.Scores())
	var accusations []Action // the last accusation of each dealt round
	for _, a := range log {
		switch a.Op {
		case OpDeal:
			accusations = append(accusations, Action{})
		case OpAccuse:
			if len(accusations) > 0 {
				accusations[len(accusations)-1] = a
			}
		}
	}
	for n, r := range g.Results() {
		sr := facts.SpyRound{Won: r.SpiesWon}
		for _, seat := range r.Spies {
			sr.Spies = append(sr.Spies, p.Players[seat].ID)
		}
		if n < len(accusations) && r.End == EndEarlyVote && r.IsSpy(r.Convicted) {
			// The round ended on the vote its last accusation opened.
			if a := accusations[n]; a.Target == p.Players[r.Convicted].ID && a.Elapsed > 0 {
				sr.CaughtBy, sr.CaughtAt = a.Player, a.Elapsed
			}
		}
		p.SpyRounds = append(p.SpyRounds, sr)
	}
}
