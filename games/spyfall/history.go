package spyfall

import "tablecompanion/games"

// ScoreHistory returns each seat's score round by round, for the chart of
// the end: ScoreHistory()[seat][k] is the seat's score after round k, 0
// before the first. A round stopped by "End here" before it was scored
// adds no point.
func (g *Game) ScoreHistory() [][]int {
	points := make([][]int, len(g.results))
	for k, r := range g.results {
		points[k] = r.Points
	}
	return games.SeatLines(games.Running(len(g.players), points))
}
