package screens

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games"
)

// EndChart is the chart of an end screen under its heading, which counts
// the steps: how the scores moved round by round. A finished game opened
// again shows the same end, so it has the chart too.
type EndChart struct {
	ctx     *Context
	heading string
	// Heading says what the chart counts and over how many steps.
	Heading *widget.Label
	Chart   *Chart
	box     *fyne.Container
}

// NewEndChart returns an empty end chart: heading is the message ID of its
// heading, which takes the steps' Count; xTitle and yTitle are the message
// IDs of the axes' titles.
func NewEndChart(ctx *Context, heading, xTitle, yTitle string) *EndChart {
	e := &EndChart{ctx: ctx, heading: heading, Heading: BoldLabel(""), Chart: NewChart(ctx.T(xTitle), ctx.T(yTitle))}
	e.Heading.Wrapping = fyne.TextWrapWord
	e.box = container.NewVBox(e.Heading, e.Chart)
	return e
}

// Set draws the lines and counts their steps in the heading.
func (e *EndChart) Set(lines []ChartLine) {
	steps := 0
	for _, l := range lines {
		steps = max(steps, len(l.Values)-1)
	}
	SetText(e.Heading, e.ctx.T(e.heading, "Count", steps))
	e.Chart.SetLines(lines)
}

// Object returns the heading and the chart, one under the other.
func (e *EndChart) Object() fyne.CanvasObject { return e.box }

// PlayerLines returns a line per seat, in the player's name and colour,
// from an engine's numbers by seat.
func PlayerLines(seats games.Seats, values [][]int) []ChartLine {
	colors := make([]string, len(seats))
	for i, p := range seats {
		colors[i] = p.Color
	}
	return IntLines(values, seats.Names(), colors)
}
