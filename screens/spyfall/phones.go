package spyfall

import (
	"tablecompanion/games"
	"tablecompanion/screens"
)

// Every game shows its board on the phones at the table.
var _ screens.Phones = (*Screen)(nil)

// Board is the match as every phone at the table sees it: the round and
// its dealer, the scores, and a vote as it is counted.
func (s *Screen) Board(t screens.Words) games.Board {
	b := s.PhoneBoard(t, s.match != nil)
	if s.match == nil {
		return b
	}
	g := s.match.State()
	b.Turn = heading(t, g)
	b.Rows = screens.ScoreRows(g.Players(), g.Scores())
	if v, ok := g.Vote(); ok {
		question, tally := voteText(t, g, v)
		b.Lines = []string{question, tally}
	}
	return b
}

// Secret is the player's card for the round in play, as the laptop's
// hold-to-see card shows it.
func (s *Screen) Secret(t screens.Words, player string) (games.Secret, bool) {
	if s.match == nil {
		return games.Secret{}, false
	}
	g := s.match.State()
	seat := g.Players().Index(player)
	if _, ok := g.CardOf(seat); !ok {
		return games.Secret{}, false
	}
	return games.Secret{Hint: t("spyfall.cards.hold", "Player", g.Players()[seat].Name), Text: secret(t, g, seat)}, true
}
