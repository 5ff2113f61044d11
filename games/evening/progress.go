package evening

import "tablecompanion/games"

// Progress is one player's placement points game by game through an
// evening, for its chart.
type Progress struct {
	// Player is the player as the leaderboard names them.
	Player games.Player
	// HalfPoints[k] is twice the player's placement points after the
	// evening's k-th game, 0 before the first; a game the player sat out
	// leaves their total as it was.
	HalfPoints []int
}

// Progress returns each player's running placement points, in the order of
// the leaderboard, so that the chart's labels read as the leaderboard does.
func (e Evening) Progress() []Progress {
	board := e.Leaderboard()
	out := make([]Progress, len(board))
	index := map[string]int{}
	for i, st := range board {
		out[i] = Progress{Player: st.Player, HalfPoints: make([]int, len(e.Games)+1)}
		index[st.Player.ID] = i
	}
	for k, g := range e.Games {
		for i := range out {
			out[i].HalfPoints[k+1] = out[i].HalfPoints[k]
		}
		for _, place := range g.Ranking {
			for _, id := range place {
				out[index[id]].HalfPoints[k+1] += g.Ranking.HalfPoints(id)
			}
		}
	}
	return out
}
