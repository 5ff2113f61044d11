package decrypto

import (
	"tablecompanion/games/facts"
)

// Tell adds Decrypto's own facts to what a match tells of itself, from its
// engine g: the sides and their interceptions. In the Hacker mode the team
// cannot intercept, and the Hacker's right guesses are counted from the
// clue sheet, since the Hacker's tokens count the team's
// miscommunications too.
func Tell(g *Game, _ []Action, p *facts.Played) {
	for _, t := range g.Teams() {
		side := facts.Side{Interceptions: t.Interceptions}
		for _, pl := range t.Players {
			side.Players = append(side.Players, pl.ID)
		}
		p.Sides = append(p.Sides, side)
	}
	if !g.HackerMode() {
		return
	}
	hacker := facts.Side{Players: []string{g.Hacker().ID}}
	for _, r := range g.Rounds() {
		for _, t := range r.Turns {
			if t.Intercepted {
				hacker.Interceptions++
			}
		}
	}
	p.Sides = append(p.Sides, hacker)
}
