package carnival

import (
	"slices"

	"tablecompanion/games"
)

// A round of the chart is one turn of every player, counted from the first
// player: the table sees a round go by, while a single turn moves a score
// too seldom to draw. A catch scores between turns and shows in the round
// it happened in.

// ScoreHistory returns each seat's score round by round, for the chart of
// the end: ScoreHistory()[seat][k] is the seat's score after round k, its
// four counter-intelligence cards before the first. The round the game
// ended in counts, however few turns it had.
func (g *Game) ScoreHistory() [][]int {
	return games.SeatLines(g.rounds)
}

// scores returns every seat's score now, as Ledger counts it.
func (g *Game) scores() []int {
	out := make([]int, len(g.seats))
	for i := range out {
		out[i] = g.Ledger(i).Score
	}
	return out
}

// closeRounds ends the history at the game's end: the round under way
// counts when it had a turn or a catch changed a score.
func (g *Game) closeRounds() {
	now := g.scores()
	if g.turns%len(g.seats) != 0 || !slices.Equal(now, g.rounds[len(g.rounds)-1]) {
		g.rounds = append(g.rounds, now)
	}
}
