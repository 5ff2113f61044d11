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

// spyfallBlockRounds is the number of rounds side by side in the points by
// round; later rounds go to a table below, so the scoreboard fits beside the
// round on a small laptop and an upright tablet's width below it. Names are
// shown whole: the roster keeps them short.
const spyfallBlockRounds = 8

// spyfallBoard is the scoreboard's widgets: the leaderboard, the points by
// round and why each player scored in the last round.
type spyfallBoard struct {
	ranks, marks []*widget.Label
	names        []*playerTag
	none         *widget.Label
	roundsTitle  *widget.Label
	blocks       []*spyfallBlock
	lastTitle    *widget.Label
	gains        []fyne.CanvasObject
}

// spyfallBlock is a table of the points of up to spyfallBlockRounds rounds:
// a column of names and a column per round played, the first round first.
type spyfallBlock struct {
	box   *fyne.Container
	grid  *Columns
	first int
	heads []*widget.Label
	// cells are the points by round of the block and seat.
	cells [][]*widget.Label
}

// outcome sums up a finished round: a heading saying who won (the spy or
// the spies, as many as the round had), then how the round ended, whether
// the convicted player was a spy, what the spies named, and the secret.
func (s *Spyfall) outcome(g *spyfall.Game, r spyfall.Result) (heading, text string) {
	seats := g.Players()
	heading = s.ctx.T("spyfall.outcome.non_spies_win", "Round", r.Number)
	if r.SpiesWon {
		heading = s.ctx.T("spyfall.outcome.spies_win", "Round", r.Number, "Count", len(r.Spies))
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
	return heading, strings.Join(lines, "\n")
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

// buildBoard makes the scoreboard: the leaderboard with the dealer's mark,
// the points by round in tables of spyfallBlockRounds rounds, and why each
// player scored in the last round. Every row and cell the match can need is
// made here and shown as the rounds are played.
func (s *Spyfall) buildBoard() fyne.CanvasObject {
	g := s.match.State()
	seats := g.Players()
	b := &s.board
	*b = spyfallBoard{}
	leaders := container.New(&Columns{N: 4, Gap: theme.Padding() * 2})
	s.Scores = make([]*widget.Label, len(seats))
	for pos := range seats {
		rank, mark := widget.NewLabel(""), widget.NewLabel(s.ctx.T("spyfall.board.dealer"))
		mark.Importance = widget.HighImportance
		name := newPlayerTag(24, 0, BoldLabel(""))
		s.Scores[pos] = BigLabel("", theme.SizeNameSubHeadingText)
		b.ranks, b.names, b.marks = append(b.ranks, rank), append(b.names, name), append(b.marks, mark)
		leaders.Add(rank)
		leaders.Add(name.object())
		leaders.Add(s.Scores[pos])
		leaders.Add(mark)
	}
	b.none = widget.NewLabel(s.ctx.T("spyfall.board.no_rounds"))
	b.none.Wrapping = fyne.TextWrapWord
	b.roundsTitle = spyfallTitle(s.ctx.T("spyfall.board.rounds"))
	tables := container.NewVBox()
	for first := 0; first < g.Rounds(); first += spyfallBlockRounds {
		blk := s.buildBlock(seats, first, min(spyfallBlockRounds, g.Rounds()-first))
		b.blocks = append(b.blocks, blk)
		tables.Add(blk.box)
	}
	b.lastTitle = spyfallTitle("")
	lines := container.NewVBox()
	s.Gains = make([]*widget.Label, len(seats))
	for i, p := range seats {
		s.Gains[i] = widget.NewLabel("")
		s.Gains[i].Wrapping = fyne.TextWrapWord
		tag := newPlayerTag(20, 0, s.Gains[i])
		tag.set(p.Color, "")
		b.gains = append(b.gains, tag.object())
		lines.Add(tag.object())
	}
	return container.NewVBox(BigLabel(s.ctx.T("spyfall.board.scores"), theme.SizeNameSubHeadingText), leaders,
		widget.NewSeparator(), b.none, b.roundsTitle, tables, b.lastTitle, lines)
}

// buildBlock makes the table of the n rounds from the first, counted from
// 0: a row of round numbers, then a row per player.
func (s *Spyfall) buildBlock(seats games.Seats, first, n int) *spyfallBlock {
	blk := &spyfallBlock{grid: &Columns{N: 1, Gap: theme.Padding()}, first: first}
	blk.box = container.New(blk.grid, widget.NewLabel(""))
	for r := range n {
		head := BoldLabel(strconv.Itoa(first + r + 1))
		blk.heads = append(blk.heads, head)
		blk.box.Add(head)
	}
	blk.cells = make([][]*widget.Label, n)
	for _, p := range seats {
		name := newPlayerTag(16, 0, widget.NewLabel(""))
		name.set(p.Color, p.Name)
		blk.box.Add(name.object())
		for r := range n {
			cell := widget.NewLabel("")
			blk.cells[r] = append(blk.cells[r], cell)
			blk.box.Add(cell)
		}
	}
	return blk
}

// updateBoard shows the scores, the dealer, the points of the rounds played
// and why each player scored in the last one.
func (s *Spyfall) updateBoard(g *spyfall.Game) {
	b := &s.board
	seats, scores, res := g.Players(), g.Scores(), g.Results()
	rank := 0
	order := standings(scores)
	s.DealerMark = nil
	for pos, i := range order {
		if pos == 0 || scores[i] != scores[order[pos-1]] {
			rank = pos + 1
		}
		SetText(b.ranks[pos], strconv.Itoa(rank)+".")
		b.names[pos].set(seats[i].Color, seats[i].Name)
		SetText(s.Scores[pos], strconv.Itoa(scores[i]))
		mark := ""
		if i == g.Dealer() && !g.Over() {
			mark = s.ctx.T("spyfall.board.dealer")
			s.DealerMark = b.marks[pos]
		}
		SetText(b.marks[pos], mark)
	}
	SetVisible(b.none, len(res) == 0)
	SetVisible(b.roundsTitle, len(res) > 0)
	s.RoundPoints = nil
	for _, blk := range b.blocks {
		s.RoundPoints = append(s.RoundPoints, blk.update(res)...)
	}
	SetVisible(b.lastTitle, len(res) > 0)
	for i, line := range b.gains {
		SetVisible(line, len(res) > 0)
		if len(res) > 0 {
			last := res[len(res)-1]
			SetText(s.Gains[i], seats[i].Name+": "+s.gains(last.Gains[i], len(last.Spies)))
		}
	}
	if len(res) > 0 {
		SetText(b.lastTitle, s.ctx.T("spyfall.board.last_round", "Round", res[len(res)-1].Number))
	}
}

// update shows the points of the block's rounds played, the spies' in
// bold and colour, and returns their cells by round and seat.
func (blk *spyfallBlock) update(res []spyfall.Result) [][]*widget.Label {
	played := min(max(len(res)-blk.first, 0), len(blk.heads))
	SetVisible(blk.box, played > 0)
	for r, head := range blk.heads {
		SetVisible(head, r < played)
		for _, cell := range blk.cells[r] {
			SetVisible(cell, r < played)
		}
	}
	if blk.grid.N != played+1 {
		blk.grid.N = played + 1
		blk.box.Refresh()
	}
	for r := range played {
		result := res[blk.first+r]
		for i, cell := range blk.cells[r] {
			SetText(cell, strconv.Itoa(result.Points[i]))
			spy := result.IsSpy(i)
			importance := widget.MediumImportance
			if spy {
				importance = widget.WarningImportance
			}
			if cell.TextStyle.Bold != spy {
				cell.TextStyle.Bold = spy
				cell.Refresh()
			}
			SetImportance(cell, importance)
		}
	}
	return blk.cells[:played]
}

// gains says a player's points of a round and why, each part counted in
// points («0 очков», not «0 раунд проигран»); spies is the number of the
// round's spies, whose win a reason may name.
func (s *Spyfall) gains(gains []spyfall.Gain, spies int) string {
	var parts []string
	for _, gn := range gains {
		why := s.ctx.T("spyfall.why." + string(gn.Why))
		if gn.Why == spyfall.SpiesWin {
			why = s.ctx.T("spyfall.why.spies_win", "Count", spies)
		}
		parts = append(parts, s.ctx.T("spyfall.gain", "Points", signed(gn.Points), "Count", gn.Points, "Why", why))
	}
	return strings.Join(parts, " · ")
}
