package dixit

import (
	"slices"

	"tablecompanion/games/facts"
)

// Tell adds Dixit's own facts to what a match tells of itself, from its
// engine g: the scores, and each player's turns as the storyteller; a
// storyteller scores unless all or none of the others found the card.
func Tell(g *Game, _ []Round, p *facts.Played) {
	p.Scores = slices.Clone(g.Scores())
	p.Stories = make([]facts.Stories, len(p.Players))
	voters := len(p.Players) - 1
	for _, r := range g.Rounds() {
		st := &p.Stories[r.Storyteller]
		st.Told++
		if len(r.Finders) > 0 && len(r.Finders) < voters {
			st.Scored++
		}
	}
}
