package carnival

import (
	"tablecompanion/games/facts"
)

// Tell adds Carnival's own facts to what a match tells of itself, from its
// engine g: the scores, and each player's catches from the ledgers.
func Tell(g *Game, _ []Action, p *facts.Played) {
	for _, l := range g.Ledgers() {
		p.Scores = append(p.Scores, l.Score)
		p.Catches = append(p.Catches, facts.Catches{Right: l.Counters.LaidOut, Wrong: l.Counters.Boxed})
	}
}
