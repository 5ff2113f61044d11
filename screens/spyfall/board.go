package spyfall

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
	"tablecompanion/screens"
)

// blockRounds is the number of rounds side by side in the points by
// round; later rounds go to a table below, so the scoreboard fits beside the
// round on a small laptop and an upright tablet's width below it. Names are
// shown whole: the roster keeps them short.
const blockRounds = 8

// board is the scoreboard's widgets: the leaderboard, the points by
// round and why each player scored in the last round.
type board struct {
	ranks, marks []*widget.Label
	names        []*screens.PlayerTag
	none         *widget.Label
	roundsTitle  *widget.Label
	blocks       []*block
	lastTitle    *widget.Label
	gains        []fyne.CanvasObject
}

// block is a table of the points of up to blockRounds rounds:
// a column of names and a column per round played, the first round first.
type block struct {
	box   *fyne.Container
	grid  *screens.Columns
	first int
	heads []*widget.Label
	// cells are the points by round of the block and seat.
	cells [][]*widget.Label
}

// outcome sums up a finished round: a heading saying who won (the spy or
// the spies, as many as the round had), then how the round ended, whether
// the convicted player was a spy, what the spies named, and the secret.
func (s *Screen) outcome(g *spyfall.Game, r spyfall.Result) (heading, text string) {
	return s.outcomeIn(s.Ctx.T, g, r)
}

// outcomeIn is the round's outcome in the words t gives, for a phone.
func (s *Screen) outcomeIn(t screens.Words, g *spyfall.Game, r spyfall.Result) (heading, text string) {
	seats := g.Players()
	heading = t("spyfall.outcome.non_spies_win", "Round", r.Number)
	if r.SpiesWon {
		heading = t("spyfall.outcome.spies_win", "Round", r.Number, "Count", len(r.Spies))
	}
	lines := []string{t("spyfall.end."+string(r.End), "Player", nameOf(seats, r.Convicted))}
	if r.Convicted >= 0 {
		was := "spyfall.outcome.not_spy"
		if r.IsSpy(r.Convicted) {
			was = "spyfall.outcome.was_spy"
		}
		lines = append(lines, t(was, "Player", seats[r.Convicted].Name))
	}
	for _, gu := range r.Guesses {
		said := "spyfall.outcome.guess_wrong"
		if gu.Right {
			said = "spyfall.outcome.guess_right"
		}
		lines = append(lines, t(said, "Player", seats[gu.Spy].Name, "Location", locationByID(t, g, gu.Location)))
	}
	lines = append(lines, t("spyfall.outcome.secret", "Location", locationByID(t, g, r.Location),
		"Names", screens.Names(seats, r.Spies), "Count", len(r.Spies)))
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
// the points by round in tables of blockRounds rounds, and why each
// player scored in the last round. Every row and cell the match can need is
// made here and shown as the rounds are played.
func (s *Screen) buildBoard() fyne.CanvasObject {
	g := s.Match().State()
	seats := g.Players()
	b := &s.board
	*b = board{}
	leaders := container.New(&screens.Columns{N: 4, Gap: theme.Padding() * 2})
	s.Scores = make([]*widget.Label, len(seats))
	for pos := range seats {
		rank, mark := widget.NewLabel(""), widget.NewLabel(s.Ctx.T("spyfall.board.dealer"))
		mark.Importance = widget.HighImportance
		name := screens.NewPlayerTag(24, 0, screens.BoldLabel(""))
		s.Scores[pos] = screens.BigLabel("", theme.SizeNameSubHeadingText)
		b.ranks, b.names, b.marks = append(b.ranks, rank), append(b.names, name), append(b.marks, mark)
		leaders.Add(rank)
		leaders.Add(name.Object())
		leaders.Add(s.Scores[pos])
		leaders.Add(mark)
	}
	b.none = widget.NewLabel(s.Ctx.T("spyfall.board.no_rounds"))
	b.none.Wrapping = fyne.TextWrapWord
	b.roundsTitle = title(s.Ctx.T("spyfall.board.rounds"))
	tables := container.NewVBox()
	for first := 0; first < g.Rounds(); first += blockRounds {
		blk := s.buildBlock(seats, first, min(blockRounds, g.Rounds()-first))
		b.blocks = append(b.blocks, blk)
		tables.Add(blk.box)
	}
	b.lastTitle = title("")
	lines := container.NewVBox()
	s.Gains = make([]*widget.Label, len(seats))
	for i, p := range seats {
		s.Gains[i] = widget.NewLabel("")
		s.Gains[i].Wrapping = fyne.TextWrapWord
		tag := screens.NewPlayerTag(20, 0, s.Gains[i])
		tag.Set(p.Color, "")
		b.gains = append(b.gains, tag.Object())
		lines.Add(tag.Object())
	}
	return container.NewVBox(screens.BigLabel(s.Ctx.T("spyfall.board.scores"), theme.SizeNameSubHeadingText), leaders,
		widget.NewSeparator(), b.none, b.roundsTitle, tables, b.lastTitle, lines)
}

// buildBlock makes the table of the n rounds from the first, counted from
// 0: a row of round numbers, then a row per player.
func (s *Screen) buildBlock(seats games.Seats, first, n int) *block {
	blk := &block{grid: &screens.Columns{N: 1, Gap: theme.Padding()}, first: first}
	blk.box = container.New(blk.grid, widget.NewLabel(""))
	for r := range n {
		head := screens.BoldLabel(strconv.Itoa(first + r + 1))
		blk.heads = append(blk.heads, head)
		blk.box.Add(head)
	}
	blk.cells = make([][]*widget.Label, n)
	for _, p := range seats {
		name := screens.NewPlayerTag(16, 0, widget.NewLabel(""))
		name.Set(p.Color, p.Name)
		blk.box.Add(name.Object())
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
func (s *Screen) updateBoard(g *spyfall.Game) {
	b := &s.board
	seats, scores, res := g.Players(), g.Scores(), g.Results()
	rank := 0
	order := standings(scores)
	s.DealerMark = nil
	for pos, i := range order {
		if pos == 0 || scores[i] != scores[order[pos-1]] {
			rank = pos + 1
		}
		screens.SetText(b.ranks[pos], strconv.Itoa(rank)+".")
		b.names[pos].Set(seats[i].Color, seats[i].Name)
		screens.SetText(s.Scores[pos], strconv.Itoa(scores[i]))
		mark := ""
		if i == g.Dealer() && !g.Over() {
			mark = s.Ctx.T("spyfall.board.dealer")
			s.DealerMark = b.marks[pos]
		}
		screens.SetText(b.marks[pos], mark)
	}
	screens.SetVisible(b.none, len(res) == 0)
	screens.SetVisible(b.roundsTitle, len(res) > 0)
	s.RoundPoints = nil
	for _, blk := range b.blocks {
		s.RoundPoints = append(s.RoundPoints, blk.update(res)...)
	}
	screens.SetVisible(b.lastTitle, len(res) > 0)
	for i, line := range b.gains {
		screens.SetVisible(line, len(res) > 0)
		if len(res) > 0 {
			last := res[len(res)-1]
			screens.SetText(s.Gains[i], seats[i].Name+": "+s.gains(last.Gains[i], len(last.Spies)))
		}
	}
	if len(res) > 0 {
		screens.SetText(b.lastTitle, s.Ctx.T("spyfall.board.last_round", "Round", res[len(res)-1].Number))
	}
}

// update shows the points of the block's rounds played, the spies' in
// bold and colour, and returns their cells by round and seat.
func (blk *block) update(res []spyfall.Result) [][]*widget.Label {
	played := min(max(len(res)-blk.first, 0), len(blk.heads))
	screens.SetVisible(blk.box, played > 0)
	for r, head := range blk.heads {
		screens.SetVisible(head, r < played)
		for _, cell := range blk.cells[r] {
			screens.SetVisible(cell, r < played)
		}
	}
	if blk.grid.N != played+1 {
		blk.grid.N = played + 1
		blk.box.Refresh()
	}
	for r := range played {
		result := res[blk.first+r]
		for i, cell := range blk.cells[r] {
			screens.SetText(cell, strconv.Itoa(result.Points[i]))
			spy := result.IsSpy(i)
			importance := widget.MediumImportance
			if spy {
				importance = widget.WarningImportance
			}
			if cell.TextStyle.Bold != spy {
				cell.TextStyle.Bold = spy
				cell.Refresh()
			}
			screens.SetImportance(cell, importance)
		}
	}
	return blk.cells[:played]
}

// gains says a player's points of a round and why, each part counted in
// points («0 очков», not «0 раунд проигран»); spies is the number of the
// round's spies, whose win a reason may name.
func (s *Screen) gains(gains []spyfall.Gain, spies int) string {
	var parts []string
	for _, gn := range gains {
		why := s.Ctx.T("spyfall.why." + string(gn.Why))
		if gn.Why == spyfall.SpiesWin {
			why = s.Ctx.T("spyfall.why.spies_win", "Count", spies)
		}
		parts = append(parts, s.Ctx.T("spyfall.gain", "Points", screens.Signed(gn.Points), "Count", gn.Points, "Why", why))
	}
	return strings.Join(parts, " · ")
}
