package keepwatch

import "tablecompanion/games"

// CardHistory returns each seat's cards challenge by challenge, for the
// chart of the end: CardHistory()[seat][k] is the seat's cards after the
// k-th challenge that ended, the one card of the deal before the first. A
// challenge played again when nobody was right is a step of its own, as
// its wrong calls cost cards; a challenge cut short by "End here" is one
// when its wrong calls did.
func (g *Game) CardHistory() [][]int {
	return games.SeatLines(g.history)
}
