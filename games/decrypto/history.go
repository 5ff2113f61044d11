package decrypto

import "tablecompanion/games"

// TokenHistory returns each side's tokens round by round, for the chart of
// the end: TokenHistory()[side][k] is the side's count after round k, 0
// before the first; a round counts once one of its codes is revealed.
//
// In the game of two teams there is one line per team, in the order of
// Teams: its interception tokens minus its miscommunication tokens, the
// score the rules' tie-break reads. One line per team keeps the chart as
// plain as the table's question, who is ahead: an interception lifts the
// line, a miscommunication drops it, and two of either kind end the game.
// Four lines of the two kinds, each between 0 and 2, would lie on top of
// each other. Against the Hacker the one line is the Hacker's tokens,
// which both kinds of token feed.
func (g *Game) TokenHistory() [][]int {
	sides := len(g.teams)
	if g.hacker != nil {
		sides = 1
	}
	var points [][]int
	for _, r := range g.rounds {
		row, revealed := make([]int, sides), false
		for i, t := range r.Turns {
			if !t.Revealed() {
				continue
			}
			revealed = true
			switch {
			case g.hacker != nil:
				row[0] += count(t.Intercepted) + count(t.Miscommunication)
			default:
				row[1-i] += count(t.Intercepted)
				row[i] -= count(t.Miscommunication)
			}
		}
		if revealed {
			points = append(points, row)
		}
	}
	return games.SeatLines(games.Running(sides, points))
}

// count is 1 for a token won and 0 for none.
func count(won bool) int {
	if won {
		return 1
	}
	return 0
}
