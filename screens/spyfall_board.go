//go:build ignore

package screens

import (
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games"
	"tablecompanion/games/spyfall"
)

// outcome sums up a finished round: who won, how the round ended, whether
// the convicted player was a spy, what the spies named, and the secret.
func (s *Spyfall) outcome(g *spyfall.Game, r spyfall.Result) fyne.CanvasObject {
	seats := g.Players()
	side := "spyfall.outcome.non_spies_win"
	if r.SpiesWon {
		side = "spyfall.outcome.spies_win"
	}
	lines := []string{s.ctx.T("spyfall.end."+string(r.End), "Player", nameOf(seats, r.Convicted))}
	if r.Convicted >= 0 {
		was := "spyfall.outcome.not_spy"
		if r.IsSpy(r.Convicted) {
			was = "spyfall.outcome.was_spy"
		}
		lines = append(lines, s.ctx.T(was, "Player", seats[r.Convicted].Name))
	}
	for _, gu := range r.Guesses {
		said := "spyfall.outcome.guess_wrong"
		if gu.Right {
			said = "spyfall.outcome.guess_right"
		}
		lines = append(lines, s.ctx.T(said, "Player", seats[gu.Spy].Name, "Location", s.locationByID(g, gu.Location)))
	}
	lines = append(lines, s.ctx.T("spyfall.outcome.secret", "Location", s.locationByID(g, r.Location),
		"Names", names(seats, r.Spies), "Count", len(r.Spies)))
	title := bigLabel(s.ctx.T(side, "Round", r.Number), theme.SizeNameSubHeadingText)
	title.Wrapping = fyne.TextWrapWord
	s.Outcome = widget.NewLabel(strings.Join(lines, "\n"))
	s.Outcome.Wrapping = fyne.TextWrapWord
	return container.NewVBox(title, s.Outcome)
}

func nameOf(seats games.Seats, seat int) string {
	if seat < 0 {
		return ""
	}
	return seats[seat].Name
}

// standings returns the seats from most to fewest points, in seating order
// on a tie.
func standings(scores []int) []int {
	order := make([]int, len(scores))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return scores[b] - scores[a] })
	return order
}

// board is the scoreboard: the leaderboard with the dealer's mark, each
// round's points, and why each player scored in the last round.
func (s *Spyfall) board(g *spyfall.Game) fyne.CanvasObject {
	box := container.NewVBox(bigLabel(s.ctx.T("spyfall.board.scores"), theme.SizeNameSubHeadingText), s.leaderboard(g))
	s.RoundPoints, s.Gains = nil, nil
	res := g.Results()
	if len(res) == 0 {
		box.Add(widget.NewLabel(s.ctx.T("spyfall.board.no_rounds")))
		return box
	}
	box.Add(widget.NewSeparator())
	box.Add(boldLabel(s.ctx.T("spyfall.board.rounds")))
	box.Add(s.roundTable(g))
	box.Add(widget.NewSeparator())
	last := res[len(res)-1]
	box.Add(boldLabel(s.ctx.T("spyfall.board.last_round", "Round", last.Number)))
	seats := g.Players()
	s.Gains = make([]*widget.Label, len(seats))
	for i, p := range seats {
		s.Gains[i] = widget.NewLabel(p.Name + ": " + s.gains(last.Gains[i]))
		s.Gains[i].Wrapping = fyne.TextWrapWord
		box.Add(container.NewBorder(nil, nil, Swatch(p.Color, 20), nil, s.Gains[i]))
	}
	return box
}

// leaderboard lists the players from most to fewest points and marks who
// deals the round in play or next.
func (s *Spyfall) leaderboard(g *spyfall.Game) fyne.CanvasObject {
	seats, scores := g.Players(), g.Scores()
	s.Scores, s.DealerMark = nil, nil
	grid := container.New(&columns{n: 4, gap: theme.Padding() * 2})
	rank := 0
	order := standings(scores)
	for pos, i := range order {
		if pos == 0 || scores[i] != scores[order[pos-1]] {
			rank = pos + 1
		}
		score := bigLabel(strconv.Itoa(scores[i]), theme.SizeNameSubHeadingText)
		s.Scores = append(s.Scores, widget.NewLabel(seats[i].Name+" "+strconv.Itoa(scores[i])))
		mark := widget.NewLabel("")
		if i == g.Dealer() && !g.Over() {
			mark.SetText(s.ctx.T("spyfall.board.dealer"))
			mark.Importance = widget.HighImportance
			s.DealerMark = mark
		}
		grid.Add(widget.NewLabel(strconv.Itoa(rank) + "."))
		grid.Add(playerName(seats[i]))
		grid.Add(score)
		grid.Add(mark)
	}
	return grid
}

// roundTable is every round's points, a column per round.
func (s *Spyfall) roundTable(g *spyfall.Game) fyne.CanvasObject {
	seats, res := g.Players(), g.Results()
	grid := container.New(&columns{n: len(res) + 1, gap: theme.Padding()})
	grid.Add(widget.NewLabel(""))
	for _, r := range res {
		grid.Add(boldLabel(strconv.Itoa(r.Number)))
	}
	s.RoundPoints = make([][]*widget.Label, len(res))
	for k := range res {
		s.RoundPoints[k] = make([]*widget.Label, len(seats))
	}
	for i, p := range seats {
		grid.Add(widget.NewLabel(p.Name))
		for k, r := range res {
			l := widget.NewLabel(strconv.Itoa(r.Points[i]))
			if r.IsSpy(i) {
				// The spies of a round stand out in its column.
				l.TextStyle.Bold = true
				l.Importance = widget.WarningImportance
			}
			s.RoundPoints[k][i] = l
			grid.Add(l)
		}
	}
	return grid
}

// gains says a player's points of a round and why.
func (s *Spyfall) gains(gains []spyfall.Gain) string {
	var parts []string
	for _, gn := range gains {
		sign := "+"
		if gn.Points == 0 {
			sign = ""
		}
		parts = append(parts, sign+strconv.Itoa(gn.Points)+" "+s.ctx.T("spyfall.why."+string(gn.Why)))
	}
	return strings.Join(parts, " · ")
}
