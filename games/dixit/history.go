package dixit

import "tablecompanion/games"

// ScoreHistory returns each seat's score round by round, for the chart of
// the end: ScoreHistory()[seat][k] is the seat's score after round k, 0
// before the first.
func (g *Game) ScoreHistory() [][]int {
	points := make([][]int, len(g.rounds))
	for k, r := range g.rounds {
		points[k] = r.Points
	}
	return games.SeatLines(games.Running(len(g.setup.Players), points))
}
