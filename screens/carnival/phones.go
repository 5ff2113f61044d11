package carnival

import (
	"tablecompanion/games"
	"tablecompanion/screens"
)

// Board is the game as every phone at the table sees it: whose turn it is,
// and nothing of a player's agent cards or counter-intelligence.
func (c *Screen) Board(t screens.Words) games.Board {
	b, g, started := c.PhoneBoard(t)
	if !started {
		return b
	}
	if g.Over() {
		b.Turn = t("phone.game_over")
		return b
	}
	b.Turn = t("carnival.turn", "Player", g.Players()[g.Turn()].Name)
	return b
}

// Secret is nothing: the agents' identities stay on their cards.
func (c *Screen) Secret(screens.Words, string) (games.Secret, bool) {
	return games.Secret{}, false
}
