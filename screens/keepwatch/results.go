package keepwatch

import (
	"image/color"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games/keepwatch"
	"tablecompanion/screens"
)

// check is the page of a challenge's check: the result, and the panel
// with the tie to order or the call to judge.
type check struct {
	heading, condition, nobody *widget.Label
	header                     []fyne.CanvasObject
	rows                       [][]*widget.Label
	penalties                  *screens.LineList
	tieBox, verdictBox         *fyne.Container
	// split holds the result and the panel, each in its scroll.
	split      *fyne.Container
	tieButtons []*screens.Button
	tieCells   []fyne.CanvasObject
	// tieSeats are the seats the tie buttons stand for, in order.
	tieSeats []int
}

// over is the page of the end.
type over struct {
	// head says the game is over, and why.
	head      *widget.Label
	last      *widget.Label
	penalties *screens.LineList
}

// buildCheck makes the check of a challenge: the order with each reaction
// time and gap, the false starts and the penalties so far, scrolling, and
// beside or below them the panel that asks the table: the tie to settle or
// the call to judge. The rows are made for every seat and hidden when
// fewer players pressed.
func (k *Screen) buildCheck() fyne.CanvasObject {
	seats := k.Match().State().Players()
	c := &k.check
	c.heading = screens.BigLabel("", theme.SizeNameSubHeadingText)
	c.heading.Truncation = fyne.TextTruncateEllipsis
	c.condition = screens.BigLabel("", theme.SizeNameSubHeadingText)
	c.condition.Truncation = fyne.TextTruncateEllipsis
	c.nobody = screens.BigLabel(k.Ctx.T("keepwatch.nobody_pressed"), theme.SizeNameSubHeadingText)
	c.nobody.Wrapping = fyne.TextWrapWord
	// The notes wrap, but not word by word: their column keeps some room.
	notes := canvas.NewRectangle(color.Transparent)
	notes.SetMinSize(fyne.NewSize(150, 0))
	c.header = []fyne.CanvasObject{widget.NewLabel(""), screens.BoldLabel(k.Ctx.T("keepwatch.col.player")),
		screens.BoldLabel(k.Ctx.T("keepwatch.col.reaction")), screens.BoldLabel(k.Ctx.T("keepwatch.col.gap")), notes}
	grid := container.New(&screens.Columns{N: 5, Gap: theme.Padding() * 3}, c.header...)
	c.rows = make([][]*widget.Label, len(seats))
	for i := range c.rows {
		note := screens.BoldLabel("")
		note.Wrapping = fyne.TextWrapWord
		c.rows[i] = []*widget.Label{
			screens.BigLabel(strconv.Itoa(i+1)+".", theme.SizeNameHeadingText),
			screens.BigLabel("", theme.SizeNameHeadingText),
			screens.BigLabel("", theme.SizeNameHeadingText),
			screens.BigLabel("", theme.SizeNameSubHeadingText),
			note,
		}
		for _, l := range c.rows[i] {
			grid.Add(l)
		}
	}
	k.FalseStarts = screens.BoldLabel("")
	k.FalseStarts.Importance = widget.WarningImportance
	k.FalseStarts.Wrapping = fyne.TextWrapWord
	c.penalties = newPenaltyList()
	heading := container.New(&screens.Flow{Gap: theme.Padding() * 3}, c.heading, c.condition)
	result := container.NewVBox(heading, c.nobody, grid, k.FalseStarts, c.penalties.Box)

	k.TiePrompt = screens.BigLabel("", theme.SizeNameSubHeadingText)
	k.TiePrompt.Wrapping = fyne.TextWrapWord
	ties := container.New(&screens.Flow{Gap: theme.Padding(), Even: true})
	c.tieButtons = make([]*screens.Button, len(seats))
	c.tieCells = make([]fyne.CanvasObject, len(seats))
	for i := range c.tieButtons {
		c.tieButtons[i] = screens.NewButton("", func() { k.TapTie(c.tieSeats[i]) })
		c.tieCells[i] = atLeast(c.tieButtons[i], fyne.NewSize(120, 52))
		ties.Add(c.tieCells[i])
	}
	k.ResetTie = screens.NewButtonWithIcon(k.Ctx.T("keepwatch.settle.again"), theme.ContentUndoIcon(), func() {
		k.settle = nil
		k.updateTie(k.Match().State())
	})
	c.tieBox = container.NewVBox(k.TiePrompt, ties, container.NewHBox(k.ResetTie))

	k.QuestionLabel = screens.BigLabel("", theme.SizeNameSubHeadingText)
	k.QuestionLabel.Wrapping = fyne.TextWrapWord
	k.RightButton = screens.NewButtonWithIcon(k.Ctx.T("keepwatch.right"), theme.ConfirmIcon(), func() { k.judge(true) })
	k.RightButton.Importance = widget.SuccessImportance
	k.WrongButton = screens.NewButtonWithIcon(k.Ctx.T("keepwatch.wrong"), theme.CancelIcon(), func() { k.judge(false) })
	k.WrongButton.Importance = widget.DangerImportance
	answers := container.New(&screens.Flow{Gap: theme.Padding() * 2, Even: true},
		atLeast(k.RightButton, fyne.NewSize(180, 64)), atLeast(k.WrongButton, fyne.NewSize(180, 64)))
	// The question keeps the room of three lines in its narrow column,
	// so a longer name moves neither Right nor Wrong.
	c.verdictBox = container.NewVBox(screens.FixedLines(k.QuestionLabel, 3), answers)

	panel := container.NewVBox(c.tieBox, c.verdictBox)
	c.split = container.New(&checkSplit{gap: theme.Padding() * 2}, container.NewVScroll(result), container.NewVScroll(panel))
	return c.split
}

// updateCheck shows the challenge being checked and what the table must
// answer.
func (k *Screen) updateCheck(g *keepwatch.Game) {
	ch, _ := g.Current()
	seats := g.Players()
	c := &k.check
	screens.SetText(c.heading, k.Ctx.T("keepwatch.results.heading", "Number", ch.Number))
	screens.SetText(c.condition, k.askText(ch.Condition))
	screens.SetVisible(c.nobody, len(ch.Order) == 0)
	for _, h := range c.header {
		screens.SetVisible(h, len(ch.Order) > 0)
	}
	for i, row := range c.rows {
		on := i < len(ch.Order)
		for _, l := range row {
			screens.SetVisible(l, on)
		}
		if !on {
			continue
		}
		e := ch.Order[i]
		screens.SetText(row[1], seats[e.Seat].Name)
		screens.SetText(row[2], k.Ctx.T("keepwatch.ms", "Ms", e.ReactionMs()))
		screens.SetText(row[3], k.gapText(i, e))
		screens.SetText(row[4], k.entryNote(e))
		importance := widget.MediumImportance
		if e.Verdict == keepwatch.VerdictWrong {
			importance = widget.DangerImportance
		}
		screens.SetImportance(row[4], importance)
	}
	k.Rows = c.rows[:len(ch.Order)]
	screens.SetVisible(k.FalseStarts, len(ch.FalseStarts) > 0)
	if len(ch.FalseStarts) > 0 {
		screens.SetText(k.FalseStarts, k.falseStartLine(g, ch))
	}
	k.Penalties = k.showPenalties(c.penalties, g, ch)

	screens.SetVisible(c.tieBox, ch.Unsettled != nil)
	screens.SetVisible(c.verdictBox, ch.Unsettled == nil && ch.Checking >= 0)
	if ch.Unsettled != nil {
		k.updateTie(g)
	} else if ch.Checking >= 0 {
		screens.SetText(k.QuestionLabel, k.Ctx.T("keepwatch.check.prompt", "Player", seats[ch.Checking].Name))
	}
	// The result grows with each verdict and penalty, inside its scroll:
	// the split shares the height out again, or the result would keep the
	// height of its first rows and scroll while the panel's room stays
	// empty.
	screens.Relayout(c.split)
}

// gapText is an entry's gap to the fastest press: a dash for the fastest.
func (k *Screen) gapText(i int, e keepwatch.Entry) string {
	if i == 0 {
		return "—"
	}
	return k.Ctx.T("keepwatch.gap", "Ms", e.GapMs())
}

// entryNote says what else there is to know of an entry: a tie, the order
// the table set, a false start that still counts, the verdict.
func (k *Screen) entryNote(e keepwatch.Entry) string {
	var notes []string
	switch {
	case e.Tie > 0 && e.Settled:
		notes = append(notes, k.Ctx.T("keepwatch.settled"))
	case e.Tie > 0:
		notes = append(notes, k.Ctx.T("keepwatch.tie"))
	}
	if e.FalseStart {
		notes = append(notes, k.Ctx.T("keepwatch.pad.early"))
	}
	switch e.Verdict {
	case keepwatch.VerdictRight:
		notes = append(notes, "✅ "+k.Ctx.T("keepwatch.right"))
	case keepwatch.VerdictWrong:
		notes = append(notes, "❌ "+k.Ctx.T("keepwatch.wrong"))
	}
	return strings.Join(notes, " · ")
}

// falseStartLine names the false starters with how early they were.
func (k *Screen) falseStartLine(g *keepwatch.Game, c keepwatch.Challenge) string {
	var parts []string
	for _, f := range c.FalseStarts {
		parts = append(parts, k.Ctx.T("keepwatch.false_start", "Player", g.Players()[f.Seat].Name, "Ms", max(-f.At.Milliseconds(), 0)))
	}
	id := "keepwatch.false_starts.locked"
	if k.Match().Setup().NoLockOut {
		id = "keepwatch.false_starts.counted"
	}
	return k.Ctx.T(id, "Names", strings.Join(parts, ", "))
}

// newPenaltyList returns an empty list of penalties, bold in the colour of
// danger.
func newPenaltyList() *screens.LineList {
	return screens.NewLineList(func(l *widget.Label) {
		l.TextStyle.Bold = true
		l.Importance = widget.DangerImportance
	})
}

// showPenalties says in the list, for each wrong call of the challenge,
// who received how many of the caller's cards, and returns the lines on
// show.
func (k *Screen) showPenalties(list *screens.LineList, g *keepwatch.Game, c keepwatch.Challenge) []*widget.Label {
	seats := g.Players()
	var lines []string
	for _, p := range c.Penalties {
		if len(p.To) == 0 {
			lines = append(lines, k.Ctx.T("keepwatch.penalty.none", "Player", seats[p.From].Name))
			continue
		}
		var order []int
		count := map[int]int{}
		for _, to := range p.To {
			if count[to] == 0 {
				order = append(order, to)
			}
			count[to]++
		}
		var parts []string
		for _, to := range order {
			parts = append(parts, k.Ctx.T("keepwatch.penalty.part", "Player", seats[to].Name, "Count", count[to]))
		}
		lines = append(lines, k.Ctx.T("keepwatch.penalty", "Player", seats[p.From].Name, "Given", strings.Join(parts, ", ")))
	}
	list.Set(lines)
	return list.Labels[:len(lines)]
}

// updateTie asks the table to put the players too close to call in order,
// with the order tapped so far on their buttons.
func (k *Screen) updateTie(g *keepwatch.Game) {
	ch, _ := g.Current()
	if k.settleAt != k.Match().Len() {
		// The order tapped belongs to another moment of the game.
		k.settle, k.settleAt = nil, k.Match().Len()
	}
	seats := g.Players()
	c := &k.check
	var names []string
	for _, s := range ch.Unsettled {
		names = append(names, seats[s].Name)
	}
	screens.SetText(k.TiePrompt, k.Ctx.T("keepwatch.settle.prompt", "Names", strings.Join(names, ", ")))
	c.tieSeats = ch.Unsettled
	for i, b := range c.tieButtons {
		screens.SetVisible(c.tieCells[i], i < len(ch.Unsettled))
		if i >= len(ch.Unsettled) {
			continue
		}
		s := ch.Unsettled[i]
		label, importance := seats[s].Name, widget.MediumImportance
		at := slices.Index(k.settle, s)
		if at >= 0 {
			label, importance = strconv.Itoa(at+1)+". "+label, widget.HighImportance
		}
		screens.SetButton(b, label, importance)
		screens.SetEnabled(b, at < 0)
	}
	k.TieButtons = c.tieButtons[:len(ch.Unsettled)]
}

// TapTie puts the tied player at the seat next in the table's order; once
// all of the tie are in, the order goes to the engine.
func (k *Screen) TapTie(seat int) {
	g := k.Match().State()
	c, ok := g.Current()
	if !ok || c.Unsettled == nil || !slices.Contains(c.Unsettled, seat) || slices.Contains(k.settle, seat) {
		return
	}
	k.settle = append(k.settle, seat)
	if len(k.settle) < len(c.Unsettled) {
		k.updateTie(g)
		return
	}
	var ids []string
	for _, s := range k.settle {
		ids = append(ids, g.Players()[s].ID)
	}
	k.settle = nil
	k.do(keepwatch.Settle(ids...))
}

// judge gives the verdict on the call being checked.
func (k *Screen) judge(right bool) {
	g := k.Match().State()
	c, ok := g.Current()
	if !ok || c.Checking < 0 {
		return
	}
	id := g.Players()[c.Checking].ID
	if right {
		k.do(keepwatch.RightCall(id))
	} else {
		k.do(keepwatch.WrongCall(id))
	}
}

// lastLine sums up how a challenge ended.
func (k *Screen) lastLine(g *keepwatch.Game, c keepwatch.Challenge) string {
	seats := g.Players()
	switch {
	case c.Right >= 0:
		return k.Ctx.T("keepwatch.last.right", "Number", c.Number, "Player", seats[c.Right].Name)
	case c.Replayed:
		return k.Ctx.T("keepwatch.last.replay", "Number", c.Number)
	}
	return k.Ctx.T("keepwatch.last.leader_takes", "Number", c.Number, "Player", seats[c.Taker].Name)
}

// buildOver makes the end: the winners, the last challenge and its
// penalties, and the chart of the cards; the status bar above shows every
// pile.
func (k *Screen) buildOver() fyne.CanvasObject {
	o := &k.over
	k.Winners = screens.BigLabel("", theme.SizeNameHeadingText)
	k.Winners.Wrapping = fyne.TextWrapWord
	o.last = screens.BoldLabel("")
	o.last.Wrapping = fyne.TextWrapWord
	o.penalties = newPenaltyList()
	k.End = screens.NewEndButtons(k.Ctx, func() any { return k.Match().Setup().Again() })
	o.head = screens.BigLabel(k.Ctx.T("keepwatch.over"), theme.SizeNameSubHeadingText)
	k.EndedEarly = screens.EndedEarlyLabel(k.Ctx)
	k.Chart = screens.NewEndChart(k.Ctx, "chart.heading.challenges", "chart.axis.challenge", "chart.axis.cards")
	return container.NewVScroll(container.NewVBox(o.head, k.Winners, k.EndedEarly, k.End.Object(), o.last, o.penalties.Box,
		widget.NewSeparator(), k.Chart.Object()))
}

// updateOver names the winners and the last challenge.
func (k *Screen) updateOver(g *keepwatch.Game) {
	o := &k.over
	seats, winners := g.Players(), g.Winners()
	var names []string
	for _, i := range winners {
		names = append(names, seats[i].Name)
	}
	id := "keepwatch.winner"
	if len(winners) > 1 {
		id = "keepwatch.shared_win"
	}
	screens.SetText(k.Winners, k.Ctx.T(id, "Names", strings.Join(names, ", "), "Count", g.Pile(winners[0])))
	head := "keepwatch.over"
	if g.EndedEarly() {
		head = "keepwatch.over_early"
	}
	screens.SetText(o.head, k.Ctx.T(head))
	screens.SetEndedEarly(k.EndedEarly, g.EndedEarly())
	k.LastResult = o.last
	last, ok := g.Last()
	screens.SetVisible(o.last, ok)
	if ok {
		screens.SetText(o.last, k.lastLine(g, last))
	}
	k.Penalties = k.showPenalties(o.penalties, g, last)
	k.Chart.Set(screens.PlayerLines(seats, g.CardHistory()))
}
