package carnival

// Again returns the setup of the next game at the same table: the same
// players, and the first turn taken by the player on the left of this
// game's first player, as turns pass clockwise.
func (s Setup) Again() Setup {
	next := s
	next.Players = append(next.Players[:0:0], s.Players...)
	next.First = (s.First + 1) % len(s.Players)
	return next
}
