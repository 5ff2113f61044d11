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

	"tablecompanion/games/keepwatch"
)

// results is the check of a challenge: the order with each reaction time
// and gap, the false starts, the penalties so far, and either the tie to
// settle or the call to judge, which stay below the scrolling result.
func (k *KeepWatch) results(g *keepwatch.Game) fyne.CanvasObject {
	c, _ := g.Current()
	seats := g.Players()
	heading := bigLabel(k.ctx.T("keepwatch.results.heading", "Number", c.Number), theme.SizeNameSubHeadingText)
	box := container.NewVBox(container.NewHBox(heading, bigLabel(k.askText(c.Condition), theme.SizeNameSubHeadingText)))
	k.Rows = nil
	if len(c.Order) == 0 {
		box.Add(bigLabel(k.ctx.T("keepwatch.nobody_pressed"), theme.SizeNameSubHeadingText))
	} else {
		grid := container.New(&columns{n: 5, gap: theme.Padding() * 3},
			widget.NewLabel(""), boldLabel(k.ctx.T("keepwatch.col.player")), boldLabel(k.ctx.T("keepwatch.col.reaction")),
			boldLabel(k.ctx.T("keepwatch.col.gap")), widget.NewLabel(""))
		for i, e := range c.Order {
			row := []*widget.Label{
				bigLabel(strconv.Itoa(i+1)+".", theme.SizeNameHeadingText),
				bigLabel(seats[e.Seat].Name, theme.SizeNameHeadingText),
				bigLabel(k.ctx.T("keepwatch.ms", "Ms", e.ReactionMs()), theme.SizeNameHeadingText),
				bigLabel(k.gapText(i, e), theme.SizeNameSubHeadingText),
				boldLabel(k.entryNote(e)),
			}
			if e.Verdict == keepwatch.VerdictWrong {
				row[4].Importance = widget.DangerImportance
			}
			k.Rows = append(k.Rows, row)
			for _, l := range row {
				grid.Add(l)
			}
		}
		box.Add(grid)
	}
	k.FalseStarts = nil
	if len(c.FalseStarts) > 0 {
		k.FalseStarts = boldLabel(k.falseStartLine(g, c))
		k.FalseStarts.Importance = widget.WarningImportance
		k.FalseStarts.Wrapping = fyne.TextWrapWord
		box.Add(k.FalseStarts)
	}
	k.Penalties = k.penaltyLines(g, c)
	for _, p := range k.Penalties {
		box.Add(p)
	}
	k.TieButtons, k.ResetTie, k.Question, k.RightButton, k.WrongButton = nil, nil, nil, nil, nil
	controls := container.NewVBox(widget.NewSeparator())
	if c.Unsettled != nil {
		controls.Add(k.tie(g, c))
	} else if c.Checking >= 0 {
		controls.Add(k.verdict(g, c))
	}
	controls.Add(k.tools(g))
	return container.NewBorder(nil, controls, nil, nil, container.NewVScroll(box))
}

// gapText is an entry's gap to the fastest press: a dash for the fastest.
func (k *KeepWatch) gapText(i int, e keepwatch.Entry) string {
	if i == 0 {
		return "—"
	}
	return k.ctx.T("keepwatch.gap", "Ms", e.GapMs())
}

// entryNote says what else there is to know of an entry: a tie, the order
// the table set, a false start that still counts, the verdict.
func (k *KeepWatch) entryNote(e keepwatch.Entry) string {
	var notes []string
	switch {
	case e.Tie > 0 && e.Settled:
		notes = append(notes, k.ctx.T("keepwatch.settled"))
	case e.Tie > 0:
		notes = append(notes, k.ctx.T("keepwatch.tie"))
	}
	if e.FalseStart {
		notes = append(notes, k.ctx.T("keepwatch.pad.early"))
	}
	switch e.Verdict {
	case keepwatch.VerdictRight:
		notes = append(notes, "✓ "+k.ctx.T("keepwatch.right"))
	case keepwatch.VerdictWrong:
		notes = append(notes, "✗ "+k.ctx.T("keepwatch.wrong"))
	}
	return strings.Join(notes, " · ")
}

// falseStartLine names the false starters with how early they were.
func (k *KeepWatch) falseStartLine(g *keepwatch.Game, c keepwatch.Challenge) string {
	var parts []string
	for _, f := range c.FalseStarts {
		parts = append(parts, k.ctx.T("keepwatch.false_start", "Player", g.Players()[f.Seat].Name, "Ms", max(-f.At.Milliseconds(), 0)))
	}
	id := "keepwatch.false_starts.locked"
	if k.match.Setup().NoLockOut {
		id = "keepwatch.false_starts.counted"
	}
	return k.ctx.T(id, "Names", strings.Join(parts, ", "))
}

// penaltyLines say for each wrong call who received how many of the
// caller's cards.
func (k *KeepWatch) penaltyLines(g *keepwatch.Game, c keepwatch.Challenge) []*widget.Label {
	seats := g.Players()
	var out []*widget.Label
	for _, p := range c.Penalties {
		var text string
		if len(p.To) == 0 {
			text = k.ctx.T("keepwatch.penalty.none", "Player", seats[p.From].Name)
		} else {
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
				parts = append(parts, k.ctx.T("keepwatch.penalty.part", "Player", seats[to].Name, "Count", count[to]))
			}
			text = k.ctx.T("keepwatch.penalty", "Player", seats[p.From].Name, "Given", strings.Join(parts, ", "))
		}
		l := boldLabel(text)
		l.Importance = widget.DangerImportance
		l.Wrapping = fyne.TextWrapWord
		out = append(out, l)
	}
	return out
}

// tie asks the table to put the players too close to call in order.
func (k *KeepWatch) tie(g *keepwatch.Game, c keepwatch.Challenge) fyne.CanvasObject {
	seats := g.Players()
	var names []string
	for _, s := range c.Unsettled {
		names = append(names, seats[s].Name)
	}
	prompt := bigLabel(k.ctx.T("keepwatch.settle.prompt", "Names", strings.Join(names, ", ")), theme.SizeNameSubHeadingText)
	prompt.Wrapping = fyne.TextWrapWord
	row := container.NewHBox()
	for _, s := range c.Unsettled {
		label := seats[s].Name
		if i := slices.Index(k.settle, s); i >= 0 {
			label = strconv.Itoa(i+1) + ". " + label
		}
		b := widget.NewButton(label, func() { k.TapTie(s) })
		if slices.Contains(k.settle, s) {
			b.Importance = widget.HighImportance
			b.Disable()
		}
		k.TieButtons = append(k.TieButtons, b)
		row.Add(container.NewGridWrap(fyne.NewSize(200, 64), b))
	}
	k.ResetTie = widget.NewButtonWithIcon(k.ctx.T("keepwatch.settle.again"), theme.ContentUndoIcon(), func() {
		k.settle = nil
		k.ctx.Redraw()
	})
	return container.NewVBox(prompt, row, container.NewHBox(k.ResetTie))
}

// TapTie puts the tied player at the seat next in the table's order; once
// all of the tie are in, the order goes to the engine.
func (k *KeepWatch) TapTie(seat int) {
	c, ok := k.match.State().Current()
	if !ok || c.Unsettled == nil || !slices.Contains(c.Unsettled, seat) || slices.Contains(k.settle, seat) {
		return
	}
	k.settle = append(k.settle, seat)
	if len(k.settle) < len(c.Unsettled) {
		k.ctx.Redraw()
		return
	}
	var ids []string
	for _, s := range k.settle {
		ids = append(ids, k.match.State().Players()[s].ID)
	}
	k.settle = nil
	k.do(keepwatch.Settle(ids...))
}

// verdict asks whether the call being checked is right.
func (k *KeepWatch) verdict(g *keepwatch.Game, c keepwatch.Challenge) fyne.CanvasObject {
	name := g.Players()[c.Checking].Name
	id := g.Players()[c.Checking].ID
	k.Question = bigLabel(k.ctx.T("keepwatch.check.prompt", "Player", name), theme.SizeNameHeadingText)
	k.Question.Wrapping = fyne.TextWrapWord
	k.RightButton = widget.NewButtonWithIcon(k.ctx.T("keepwatch.right"), theme.ConfirmIcon(), func() { k.do(keepwatch.RightCall(id)) })
	k.RightButton.Importance = widget.SuccessImportance
	k.WrongButton = widget.NewButtonWithIcon(k.ctx.T("keepwatch.wrong"), theme.CancelIcon(), func() { k.do(keepwatch.WrongCall(id)) })
	k.WrongButton.Importance = widget.DangerImportance
	buttons := container.NewGridWrap(fyne.NewSize(220, 72), k.RightButton, k.WrongButton)
	return container.NewVBox(k.Question, buttons)
}

// lastLine sums up how a challenge ended.
func (k *KeepWatch) lastLine(g *keepwatch.Game, c keepwatch.Challenge) string {
	seats := g.Players()
	switch {
	case c.Right >= 0:
		return k.ctx.T("keepwatch.last.right", "Number", c.Number, "Player", seats[c.Right].Name)
	case c.Replayed:
		return k.ctx.T("keepwatch.last.replay", "Number", c.Number)
	}
	return k.ctx.T("keepwatch.last.leader_takes", "Number", c.Number, "Player", seats[c.Taker].Name)
}

// final is the end: the winners, the last challenge and every pile.
func (k *KeepWatch) final(g *keepwatch.Game) fyne.CanvasObject {
	seats, winners := g.Players(), g.Winners()
	var names []string
	for _, i := range winners {
		names = append(names, seats[i].Name)
	}
	id := "keepwatch.winner"
	if len(winners) > 1 {
		id = "keepwatch.shared_win"
	}
	k.Winners = bigLabel(k.ctx.T(id, "Names", strings.Join(names, ", "), "Count", g.Pile(winners[0])), theme.SizeNameHeadingText)
	k.Winners.Wrapping = fyne.TextWrapWord
	box := container.NewVBox(bigLabel(k.ctx.T("keepwatch.over"), theme.SizeNameSubHeadingText), k.Winners)
	if last, ok := g.Last(); ok {
		k.LastResult = boldLabel(k.lastLine(g, last))
		k.LastResult.Wrapping = fyne.TextWrapWord
		box.Add(k.LastResult)
		for _, p := range k.penaltyLines(g, last) {
			box.Add(p)
		}
	}
	return box
}
