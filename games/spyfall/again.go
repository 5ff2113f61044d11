package spyfall

import "slices"

// Again returns the setup of the next game at the same table: the same
// players and options, and the deal passed on clockwise, so the first
// dealer is the player on the left of this game's last dealer.
func (g *Game) Again(s Setup) Setup {
	next := s
	next.Players = slices.Clone(s.Players)
	next.Locations = slices.Clone(s.Locations)
	next.Custom = slices.Clone(s.Custom)
	next.FirstDealer = (g.Dealer() + 1) % len(s.Players)
	return next
}
