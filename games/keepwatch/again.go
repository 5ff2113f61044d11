package keepwatch

// Again returns the setup of the next game at the same table: the same
// players and variants. The book makes the oldest player the first Leader
// and says nothing of a next game, so the first Leader stays the same.
func (s Setup) Again() Setup {
	next := s
	next.Players = append(next.Players[:0:0], s.Players...)
	return next
}
