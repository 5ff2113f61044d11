package dixit

import (
	"tablecompanion/games"
	"tablecompanion/screens"
)

// Board is the game as every phone at the table sees it: the storyteller,
// the score track and the rounds the deck has left, or the target.
func (d *Screen) Board(t screens.Words) games.Board {
	b, g, started := d.PhoneBoard(t)
	if !started {
		return b
	}
	b.Rows = screens.ScoreRows(g.Players(), g.Scores())
	if g.Over() {
		b.Turn = t("phone.game_over")
		return b
	}
	b.Turn = t("dixit.round.heading", "Round", len(g.Rounds())+1, "Player", g.Players()[g.Storyteller()].Name)
	b.Lines = []string{goal(t, g)}
	return b
}

// Secret is nothing: in Dixit every secret is a card in a player's hand.
func (d *Screen) Secret(screens.Words, string) (games.Secret, bool) {
	return games.Secret{}, false
}
