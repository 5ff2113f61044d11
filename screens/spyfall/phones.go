package spyfall

import (
	"slices"
	"strings"
	"time"

	"tablecompanion/games"
	"tablecompanion/games/spyfall"
	"tablecompanion/screens"
)

// Board is the match as every phone at the table sees it: the round and
// its dealer, the scores, a vote as it is counted and how the last one
// went, and how the last round ended, or who won.
func (s *Screen) Board(t screens.Words) games.Board {
	b, g, started := s.PhoneBoard(t)
	if !started {
		return b
	}
	b.Turn = heading(t, g)
	b.Rows = screens.ScoreRows(g.Players(), g.Scores())
	if s.noteID != "" && s.note != "" && s.noteAt == s.Match().Len() {
		b.Lines = append(b.Lines, t(s.noteID, s.noteArgs...))
	}
	if v, ok := g.Vote(); ok {
		question, tally := voteText(t, g, v)
		b.Lines = append(b.Lines, question, tally)
	}
	if res := g.Results(); len(res) > 0 && (g.Phase() == spyfall.PhaseDeal || g.Over()) {
		heading, text := s.outcomeIn(t, g, res[len(res)-1])
		b.Lines = append(b.Lines, heading)
		b.Lines = append(b.Lines, strings.Split(text, "\n")...)
	}
	if g.Over() {
		b.Lines = append(b.Lines, winners(t, g))
	}
	return b
}

// onPhones reports whether every player of the match holds a linked phone,
// and so their card.
func (s *Screen) onPhones(g *spyfall.Game) bool {
	linked := s.Ctx.Linked()
	for _, p := range g.Players() {
		if !slices.Contains(linked, p.ID) {
			return false
		}
	}
	return true
}

// ClockLeft returns the time the round's clock keeps while it is stopped,
// as through a vote, and whether a round is dealt for it to show.
func (s *Screen) ClockLeft() (time.Duration, bool) {
	if s.Match() == nil || s.Countdown.Timer == nil {
		return 0, false
	}
	_, dealt := s.Match().State().RoundLocation()
	return s.Countdown.Remaining(), dealt
}

// Secret is the player's card for the round in play, as the laptop's
// hold-to-see card shows it, its role's note included.
func (s *Screen) Secret(t screens.Words, player string) (games.Secret, bool) {
	if s.Match() == nil {
		return games.Secret{}, false
	}
	g := s.Match().State()
	seat := g.Players().Index(player)
	if _, ok := g.CardOf(seat); !ok {
		return games.Secret{}, false
	}
	return games.Secret{Hint: t("spyfall.cards.hold", "Player", g.Players()[seat].Name), Text: secret(t, g, seat),
		Note: roleNote(t, g, seat)}, true
}
