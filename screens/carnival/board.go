package carnival

import (
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games/carnival"
	"tablecompanion/screens"
)

// buildCrowd makes the grid of the crowd's cards, a card per number, as
// many to a row as the width takes and never fewer than six, so an upright
// tablet puts the ledgers below the crowd rather than squeeze it.
func (c *Screen) buildCrowd(g *carnival.Game) fyne.CanvasObject {
	grid := container.New(&screens.EvenGrid{Gap: theme.Padding(), Least: 6})
	c.Cards = nil
	for _, s := range g.Crowd() {
		card := &CrowdCard{Spot: s, onTap: func() { c.TapCard(s.Number) }}
		card.ExtendBaseWidget(card)
		c.Cards = append(c.Cards, card)
		grid.Add(card)
	}
	return grid
}

// updateCrowd shows each card as it lies: open with its token, turned over
// or taken, and dimmed when it is no answer to the question.
func (c *Screen) updateCrowd(g *carnival.Game) {
	seats, d := g.Players(), c.draftNow()
	for i, s := range g.Crowd() {
		look := crowdLook{spot: s}
		switch {
		case s.Place == carnival.Flipped:
			look.caption = c.Ctx.T("carnival.card.flipped")
		case s.Place == carnival.FaceUp:
			look.owner = seats[s.Owner].Color
			look.caption = c.Ctx.T("carnival.card.taken", "Player", seats[s.Owner].Name)
		case s.Token >= 0 && g.Banned(s.Number):
			look.caption = c.Ctx.T("carnival.card.no_catch")
		}
		if s.Token >= 0 {
			look.token, look.tokenName = seats[s.Token].Color, seats[s.Token].Name
		}
		if d.step == stepNumber && !g.Over() {
			look.dim = s.Token < 0 || c.try(c.catch(s.Number, false)) != nil
		}
		c.Cards[i].set(look)
	}
}

// row is a player's line of the ledger, built once.
type row struct {
	ledger *Ledger
	// counts are the numbers the line shows, once shown.
	counts [7]int
	shown  bool
	bg     *canvas.Rectangle
	swatch *fyne.Container
	color  string
	name   *widget.Label
	turn   *widget.Label
}

// buildLedgers makes a line per player for their cards and points.
func (c *Screen) buildLedgers(g *carnival.Game) fyne.CanvasObject {
	box := container.NewVBox()
	n := len(g.Players())
	c.rows = make([]*row, n)
	for i := range n {
		lg := &Ledger{Score: screens.BigLabel("", theme.SizeNameSubHeadingText), Cards: widget.NewLabel("")}
		row := &row{ledger: lg, bg: canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground)),
			swatch: container.NewStack(), name: screens.BigLabel("", theme.SizeNameSubHeadingText),
			turn: screens.BoldLabel(c.Ctx.T("carnival.ledger.turn"))}
		row.bg.CornerRadius = theme.InputRadiusSize() * 2
		c.rows[i] = row
		// The word "turn" is smaller than the name: centred beside it.
		name := container.NewHBox(row.swatch, row.name, container.NewCenter(row.turn))
		// The labels' own padding keeps the lines apart: no gap between.
		lines := container.New(layout.NewCustomPaddedVBoxLayout(0),
			container.NewBorder(nil, nil, name, lg.Score), lg.Cards)
		box.Add(container.NewStack(row.bg, container.NewPadded(lines)))
	}
	return box
}

// updateLedgers shows each player's cards and points, in the engine's
// order; the player in turn's line stands out.
func (c *Screen) updateLedgers(g *carnival.Game) {
	seats := g.Players()
	if len(c.Ledgers) != len(seats) {
		c.Ledgers = make([]*Ledger, len(seats))
	}
	for i, l := range g.Ledgers() {
		p, row := seats[l.Seat], c.rows[i]
		lg := row.ledger
		c.Ledgers[l.Seat] = lg
		// The texts are made again only when a count changed: most
		// actions touch one player's line.
		if counts := [7]int{l.Score, len(l.FaceUp), len(l.FaceDown), l.Hand, l.Counters.InHand, l.Counters.LaidOut, l.Counters.Boxed}; !row.shown || row.counts != counts {
			row.shown, row.counts = true, counts
			screens.SetText(lg.Score, c.Ctx.T("carnival.points", "Count", l.Score))
			screens.SetText(lg.Cards, c.Ctx.T("carnival.ledger.agents", "Up", len(l.FaceUp), "Down", len(l.FaceDown), "Hand", l.Hand)+"\n"+
				c.Ctx.T("carnival.ledger.counters", "InHand", l.Counters.InHand, "LaidOut", l.Counters.LaidOut, "Boxed", l.Counters.Boxed))
		}
		screens.SetText(row.name, p.Name)
		if row.color != p.Color {
			row.color = p.Color
			row.swatch.Objects = []fyne.CanvasObject{screens.Swatch(p.Color, 28)}
			row.swatch.Refresh()
		}
		inTurn := l.Seat == g.Turn() && !g.Over()
		screens.SetVisible(row.turn, inTurn)
		// The player in turn's line is framed in their colour; its fill
		// stays the theme's, so the text keeps its contrast.
		fill, stroke, width := theme.Color(theme.ColorNameInputBackground), color.Color(color.Transparent), float32(0)
		if inTurn {
			stroke, width = screens.PlayerColor(p.Color), 4
		}
		if row.bg.FillColor != fill || row.bg.StrokeColor != stroke || row.bg.StrokeWidth != width {
			row.bg.FillColor, row.bg.StrokeColor, row.bg.StrokeWidth = fill, stroke, width
			row.bg.Refresh()
		}
	}
}

// buildFinal makes what replaces the questions once the game is over: why
// it ended, the winners, what decided, and the ranking.
func (c *Screen) buildFinal(g *carnival.Game) fyne.CanvasObject {
	seats, r := g.Players(), g.Result()
	switch g.End() {
	case carnival.EndHandEmpty:
		who := ""
		for i := range seats {
			if g.HandCount(i) == 0 {
				who = seats[i].Name
				break
			}
		}
		c.EndReason = c.label("carnival.end.hand_empty", "Player", who)
	case carnival.EndCrowdGone:
		c.EndReason = c.label("carnival.end.crowd_gone")
	case carnival.EndHere:
		c.EndReason = screens.EndedEarlyLabel(c.Ctx)
		c.EndReason.Show()
	default:
		c.EndReason = c.label("carnival.end.all_flipped")
	}
	var names []string
	for _, i := range r.Winners {
		names = append(names, seats[i].Name)
	}
	id := "carnival.winner"
	if len(r.Winners) > 1 {
		id = "carnival.shared_win"
	}
	c.Winners = screens.BigLabel(c.Ctx.T(id, "Names", strings.Join(names, ", "), "Count", r.Standings[0].Score), theme.SizeNameHeadingText)
	c.Winners.Wrapping = fyne.TextWrapWord
	decided := map[carnival.Decider]string{
		carnival.ByScore: "carnival.decided.score", carnival.ByLaidOut: "carnival.decided.laid_out",
		carnival.ByFaceDown: "carnival.decided.face_down", carnival.Shared: "carnival.decided.shared",
	}
	c.Decided = c.label(decided[r.Decided])
	c.Decided.TextStyle.Bold = true
	c.End = screens.NewEndButtons(c.Ctx, func() any { return c.Match().Setup().Again() })
	box := container.NewVBox(c.EndReason, c.Winners, c.Decided, c.End.Object(), widget.NewSeparator())
	c.Ranking = nil
	for _, s := range r.Standings {
		line := c.label("carnival.rank.line", "Place", s.Place, "Player", seats[s.Seat].Name,
			"Points", c.Ctx.T("carnival.points", "Count", s.Score), "LaidOut", s.LaidOut, "FaceDown", s.FaceDown)
		c.Ranking = append(c.Ranking, line)
		box.Add(container.NewBorder(nil, nil, screens.Swatch(seats[s.Seat].Color, 24), nil, line))
	}
	c.Chart = screens.NewEndChart(c.Ctx, "chart.heading.laps", "chart.axis.lap", "chart.axis.points")
	c.Chart.Set(screens.PlayerLines(seats, g.ScoreHistory()))
	box.Add(widget.NewSeparator())
	box.Add(c.Chart.Object())
	return box
}
