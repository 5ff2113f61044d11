package decrypto

import "slices"

// Again returns the setup of the next game at the same table: the same
// teams, Hacker and code draws, with new draws from seed. Each team's
// encryptors carry on in turn: the player who would have encrypted the
// next round encrypts first. Keywords are left out, since a new game deals
// new keyword cards.
func (g *Game) Again(s Setup, seed uint64) Setup {
	next := s
	next.Seed = seed
	next.Teams = nil
	for _, t := range s.Teams {
		t.Keywords = nil
		n := len(t.Players)
		shift := g.round % n
		t.Players = slices.Concat(t.Players[shift:], t.Players[:shift])
		next.Teams = append(next.Teams, t)
	}
	if s.Hacker != nil {
		h := *s.Hacker
		next.Hacker = &h
	}
	return next
}
