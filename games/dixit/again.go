package dixit

// Again returns the setup of the next game at the same table: the same
// players and options, and the first story told by the player on the left
// of this game's first storyteller, as the storyteller passes round the
// table in a game.
func (s Setup) Again() Setup {
	next := s
	next.Players = append(next.Players[:0:0], s.Players...)
	next.First = (s.First + 1) % len(s.Players)
	return next
}
