package screens

import (
	"image/color"
	"math"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// ChartLine is one line of a chart: a player's or a team's numbers step by
// step. Values[k] is the number after step k, Values[0] the start.
type ChartLine struct {
	// Label names the line at its end: a player's name.
	Label string
	// Color is a roster colour name; the chart draws a shade of it that
	// reads on the theme's background.
	Color  string
	Values []float64
}

// IntLines turns whole numbers by line, as the engines give them, into the
// values of chart lines named and coloured as given.
func IntLines(values [][]int, labels, colors []string) []ChartLine {
	out := make([]ChartLine, len(values))
	for i, vs := range values {
		out[i] = ChartLine{Label: labels[i], Color: colors[i], Values: make([]float64, len(vs))}
		for k, v := range vs {
			out[i].Values[k] = float64(v)
		}
	}
	return out
}

// Chart is a line chart drawn with the canvas's own lines, circles and
// texts: a line per player in the player's colour, the steps (rounds,
// challenges, games) across and the numbers up, a few tick numbers on each
// axis and the axes' titles, which the caller translates. Every line ends
// in a round mark with its label beside it, so that players are told apart
// by more than colour; labels too close to each other are nudged apart,
// and lines level at a step are drawn side by side there.
// A screen builds it once and sets new lines on it as the game moves.
type Chart struct {
	widget.BaseWidget
	xTitle, yTitle string
	lines          []ChartLine
	// xLabels name the steps, when the steps are not counted: months.
	xLabels []string
	// yRange, when its step is not 0, is the y axis whatever the values:
	// a percentage's 0 to 100.
	yRange struct{ lo, hi, step float64 }
}

// SetYRange fixes the y axis from lo to hi with a tick every step, as a
// percentage wants 0 to 100 whatever the values: a player at 0 % all along
// would otherwise get an axis of 0 to 1.
func (c *Chart) SetYRange(lo, hi, step float64) {
	c.yRange.lo, c.yRange.hi, c.yRange.step = lo, hi, step
	c.Refresh()
}

// NewChart returns an empty chart with its axes' titles.
func NewChart(xTitle, yTitle string) *Chart {
	c := &Chart{xTitle: xTitle, yTitle: yTitle}
	c.ExtendBaseWidget(c)
	return c
}

// SetLines draws the lines instead of the ones before.
func (c *Chart) SetLines(lines []ChartLine) {
	if slices.EqualFunc(c.lines, lines, sameLine) {
		return
	}
	c.lines = slices.Clone(lines)
	c.Refresh()
}

// Lines returns the lines on show; callers must not change them.
func (c *Chart) Lines() []ChartLine { return c.lines }

// SetXLabels names the steps under the x axis, Values' index by index,
// instead of numbering them: the months of a profile's chart.
func (c *Chart) SetXLabels(labels []string) {
	if slices.Equal(c.xLabels, labels) {
		return
	}
	c.xLabels = slices.Clone(labels)
	c.Refresh()
}

// SetTitles sets the axes' titles, as a change of language does.
func (c *Chart) SetTitles(xTitle, yTitle string) {
	if c.xTitle == xTitle && c.yTitle == yTitle {
		return
	}
	c.xTitle, c.yTitle = xTitle, yTitle
	c.Refresh()
}

func sameLine(a, b ChartLine) bool {
	return a.Label == b.Label && a.Color == b.Color && slices.Equal(a.Values, b.Values)
}

// ChartColor returns the shade of a player's colour that a chart draws on
// the background: the colour itself when it stands out 4.5:1, as text must,
// or else the same hue mixed with black on a light background and with
// white on a dark one, a step at a time, until it does.
//
// Besides the roster's colours it knows TeamWhite and TeamBlack, the
// colours of Decrypto's teams: white is drawn as it is on a dark
// background and as a grey on a light one, black the other way round.
func ChartColor(name string, background color.Color) color.NRGBA {
	c, ok := teamColors[name]
	if !ok {
		c = color.NRGBAModel.Convert(PlayerColor(name)).(color.NRGBA)
	}
	toward := color.NRGBA{A: 0xff}
	if luminance(background) < 0.18 {
		toward = color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0xff}
	}
	mixed := c
	for step := 1; Contrast(mixed, background) < 4.5 && step <= 20; step++ {
		mixed = mix(c, toward, float64(step)/20)
	}
	return mixed
}

// The colour names of Decrypto's teams on a chart.
const (
	TeamWhite = "team-white"
	TeamBlack = "team-black"
)

var teamColors = map[string]color.NRGBA{
	TeamWhite: {0xff, 0xff, 0xff, 0xff},
	TeamBlack: {0x00, 0x00, 0x00, 0xff},
}

// mix returns a and b blended, f of the way from a to b.
func mix(a, b color.NRGBA, f float64) color.NRGBA {
	m := func(x, y uint8) uint8 { return uint8(math.Round(float64(x) + (float64(y)-float64(x))*f)) }
	return color.NRGBA{R: m(a.R, b.R), G: m(a.G, b.G), B: m(a.B, b.B), A: 0xff}
}

// The chart's measures. A label longer than chartLabelRunes ends in an
// ellipsis; the plot is at least chartPlotWidth wide and chartPlotHeight
// high, more when the labels need the height.
const (
	chartMark       = 12
	chartLineWidth  = 3
	chartGap        = 6
	chartLabelRunes = 12
	chartPlotWidth  = 180
	chartPlotHeight = 130
)

// CreateRenderer makes the chart's objects, which Refresh then sets.
func (c *Chart) CreateRenderer() fyne.WidgetRenderer {
	r := &chartRenderer{c: c, back: canvas.NewRectangle(color.Transparent),
		xAxis: canvas.NewLine(color.Transparent), yAxis: canvas.NewLine(color.Transparent),
		xTitle: chartText(false), yTitle: chartText(false)}
	r.Refresh()
	return r
}

// chartText returns a text of the chart in the theme's text size.
func chartText(bold bool) *canvas.Text {
	t := canvas.NewText("", color.Transparent)
	t.TextSize = theme.TextSize()
	t.TextStyle = fyne.TextStyle{Bold: bold}
	return t
}

// chartSeries is what the chart draws of one line.
type chartSeries struct {
	segments []*canvas.Line
	mark     *canvas.Circle
	// leader joins the mark to a label nudged away from it.
	leader *canvas.Line
	label  *canvas.Text
}

type chartRenderer struct {
	c              *Chart
	back           *canvas.Rectangle
	xAxis, yAxis   *canvas.Line
	xTitle, yTitle *canvas.Text
	grid           []*canvas.Line
	xTicks, yTicks []*canvas.Text
	series         []chartSeries
	// lo, hi and step are the numbers at the bottom and top of the plot
	// and between two ticks up; steps is the last step across.
	lo, hi, step float64
	steps        int
}

func (r *chartRenderer) Destroy() {}

func (r *chartRenderer) Objects() []fyne.CanvasObject {
	out := []fyne.CanvasObject{r.back}
	for _, g := range r.grid {
		out = append(out, g)
	}
	out = append(out, r.xAxis, r.yAxis, r.xTitle, r.yTitle)
	for _, t := range slices.Concat(r.xTicks, r.yTicks) {
		out = append(out, t)
	}
	for _, s := range r.series {
		for _, l := range s.segments {
			out = append(out, l)
		}
		out = append(out, s.leader, s.mark, s.label)
	}
	return out
}

// textHeight is the height of a line of the chart's text.
func textHeight() float32 {
	return fyne.MeasureText("0", theme.TextSize(), fyne.TextStyle{}).Height
}

// margins are the room around the plot: the y ticks' numbers on the left,
// the y title above, the x ticks' numbers and the x title below, the marks
// and labels on the right.
func (r *chartRenderer) margins() (left, top, right, bottom float32) {
	h := textHeight()
	for _, t := range r.yTicks {
		left = max(left, t.MinSize().Width)
	}
	for _, s := range r.series {
		right = max(right, s.label.MinSize().Width)
	}
	return theme.InnerPadding() + left + chartGap, h*3/2 + chartGap, right + chartMark + 2*chartGap, 2*h + 2*chartGap
}

// MinSize is a small plot with its margins, tall enough for every label
// one under another.
func (r *chartRenderer) MinSize() fyne.Size {
	left, top, right, bottom := r.margins()
	labels := float32(len(r.series)) * textHeight()
	width := max(left+chartPlotWidth+right, r.xTitle.MinSize().Width, theme.InnerPadding()+r.yTitle.MinSize().Width)
	return fyne.NewSize(width, top+max(chartPlotHeight, labels)+bottom)
}

// plot returns the plot's corners: the axes' meeting point is at the
// bottom left.
func (r *chartRenderer) plot(size fyne.Size) (x0, y0, x1, y1 float32) {
	left, top, right, bottom := r.margins()
	return left, top, size.Width - right, size.Height - bottom
}

// at returns where step k with value v lies in the plot.
func (r *chartRenderer) at(size fyne.Size, k int, v float64) fyne.Position {
	x0, y0, x1, y1 := r.plot(size)
	x := x0 + (x1-x0)*float32(k)/float32(max(r.steps, 1))
	y := y1 - (y1-y0)*float32((v-r.lo)/(r.hi-r.lo))
	return fyne.NewPos(x, y)
}

func (r *chartRenderer) Layout(size fyne.Size) {
	r.back.Resize(size)
	x0, y0, x1, y1 := r.plot(size)
	h := textHeight()
	r.xAxis.Position1, r.xAxis.Position2 = fyne.NewPos(x0, y1), fyne.NewPos(x1, y1)
	r.yAxis.Position1, r.yAxis.Position2 = fyne.NewPos(x0, y0), fyne.NewPos(x0, y1)
	// The titles begin where a label's text begins, its inner padding in.
	r.yTitle.Move(fyne.NewPos(theme.InnerPadding(), 0))
	r.yTitle.Resize(r.yTitle.MinSize())
	r.xTitle.Resize(r.xTitle.MinSize())
	r.xTitle.Move(fyne.NewPos(max(0, min((x0+x1-r.xTitle.MinSize().Width)/2, size.Width-r.xTitle.MinSize().Width)), y1+h+2*chartGap))
	for i, t := range r.yTicks {
		p := r.at(size, 0, r.lo+float64(i)*r.step)
		t.Resize(t.MinSize())
		t.Move(fyne.NewPos(x0-chartGap-t.MinSize().Width, p.Y-h/2))
		r.grid[i].Position1, r.grid[i].Position2 = fyne.NewPos(x0, p.Y), fyne.NewPos(x1, p.Y)
	}
	every := r.xEvery(x1 - x0)
	for k, t := range r.xTicks {
		p := r.at(size, k, r.lo)
		t.Resize(t.MinSize())
		t.Move(fyne.NewPos(p.X-t.MinSize().Width/2, y1+chartGap))
		t.Hidden = k%every != 0
	}
	if n := r.steps; n%every != 0 {
		// The last step always shows its number; the one shown before it
		// gives way when the two would touch.
		last, before := r.xTicks[n], r.xTicks[n-n%every]
		last.Hidden = false
		before.Hidden = last.Position().X-before.Position().X-before.MinSize().Width < chartGap
	}
	r.layoutLines(size)
}

// xEvery returns how many steps apart the x axis's numbers stand so that
// they do not run into each other: 1, 2, 5, 10, 20…
func (r *chartRenderer) xEvery(width float32) int {
	widest := strconv.Itoa(r.steps)
	for _, l := range r.c.xLabels {
		if len(l) > len(widest) {
			widest = l
		}
	}
	wide := fyne.MeasureText(widest, theme.TextSize(), fyne.TextStyle{}).Width + 2*chartGap
	for _, every := range []int{1, 2, 5, 10, 20, 50, 100} {
		if float32(r.steps/every+1)*wide <= width {
			return every
		}
	}
	return 200
}

// layoutLines draws the segments of each line, its mark at its last
// value and its label beside the mark, the labels nudged apart.
func (r *chartRenderer) layoutLines(size fyne.Size) {
	_, y0, x1, y1 := r.plot(size)
	h := textHeight()
	ends := make([]float32, len(r.series))
	for i, s := range r.series {
		vs := r.c.lines[i].Values
		if len(vs) == 0 {
			continue
		}
		for k, seg := range s.segments {
			seg.Position1 = r.at(size, k, vs[k]).AddXY(0, r.apart(i, k))
			seg.Position2 = r.at(size, k+1, vs[k+1]).AddXY(0, r.apart(i, k+1))
		}
		end := r.at(size, len(vs)-1, vs[len(vs)-1]).AddXY(0, r.apart(i, len(vs)-1))
		// A mark under others' is larger, a ring round theirs.
		mark := chartMark + 4*float32(r.coveredAtEnd(i))
		s.mark.Move(end.SubtractXY(mark/2, mark/2))
		s.mark.Resize(fyne.NewSquareSize(mark))
		ends[i] = end.Y
	}
	tops := SpreadLabels(ends, h, y0-h/2, y1+h/2)
	for i, s := range r.series {
		end := s.mark.Position().AddXY(s.mark.Size().Width/2, s.mark.Size().Height/2)
		s.label.Resize(s.label.MinSize())
		s.label.Move(fyne.NewPos(x1+chartMark/2+chartGap, tops[i]))
		s.leader.Position1 = end
		s.leader.Position2 = fyne.NewPos(x1+chartMark/2+chartGap/2, tops[i]+h/2)
		s.leader.Hidden = s.mark.Hidden || math.Abs(float64(tops[i]+h/2-end.Y)) < 1
	}
}

// SpreadLabels returns the tops of labels of the given height that want to
// be centred on the heights ys, moved as little as the order allows so that
// no two overlap and all lie between top and bottom when they fit there.
// Labels keep the order of their heights; equal heights keep their order.
func SpreadLabels(ys []float32, height, top, bottom float32) []float32 {
	order := make([]int, len(ys))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		switch {
		case ys[a] < ys[b]:
			return -1
		case ys[a] > ys[b]:
			return 1
		}
		return 0
	})
	tops := make([]float32, len(ys))
	prev := top - height
	for _, i := range order {
		tops[i] = max(ys[i]-height/2, prev+height, top)
		prev = tops[i]
	}
	next := bottom
	for k := len(order) - 1; k >= 0; k-- {
		i := order[k]
		tops[i] = min(tops[i], next-height)
		next = tops[i]
	}
	if len(order) > 0 && tops[order[0]] < top {
		// Too many to fit: they run down from the top instead.
		for k, i := range order {
			tops[i] = top + float32(k)*height
		}
	}
	return tops
}

func (r *chartRenderer) Refresh() {
	r.scale()
	ink := theme.Color(theme.ColorNameForeground)
	bg := theme.Color(theme.ColorNameBackground)
	r.back.FillColor = bg
	r.xAxis.StrokeColor, r.yAxis.StrokeColor = ink, ink
	r.xAxis.StrokeWidth, r.yAxis.StrokeWidth = 2, 2
	r.xTitle.Text, r.yTitle.Text = r.c.xTitle, r.c.yTitle
	r.xTitle.Color, r.yTitle.Color = ink, ink
	r.xTitle.TextSize, r.yTitle.TextSize = theme.TextSize(), theme.TextSize()
	r.grid = resize(r.grid, len(r.yTicks), func() *canvas.Line { return canvas.NewLine(color.Transparent) })
	for i, t := range r.yTicks {
		v := r.lo + float64(i)*r.step
		t.Text, t.Color = formatTick(v), ink
		r.grid[i].StrokeColor, r.grid[i].StrokeWidth = theme.Color(theme.ColorNameSeparator), 1
		if v == 0 && r.lo < 0 {
			// Below zero, the zero line is drawn as firmly as the axes:
			// it is where a Decrypto team's line starts.
			r.grid[i].StrokeColor, r.grid[i].StrokeWidth = ink, 2
		}
	}
	for k, t := range r.xTicks {
		t.Text, t.Color = strconv.Itoa(k), ink
		if k < len(r.c.xLabels) {
			t.Text = r.c.xLabels[k]
		}
	}
	r.series = resize(r.series, len(r.c.lines), func() chartSeries {
		return chartSeries{mark: canvas.NewCircle(color.Transparent), leader: canvas.NewLine(color.Transparent), label: chartText(true)}
	})
	for i, l := range r.c.lines {
		s := &r.series[i]
		col := ChartColor(l.Color, bg)
		s.segments = resize(s.segments, max(len(l.Values)-1, 0), func() *canvas.Line { return canvas.NewLine(color.Transparent) })
		for _, seg := range s.segments {
			seg.StrokeColor, seg.StrokeWidth = col, chartLineWidth
		}
		s.mark.FillColor, s.mark.StrokeColor, s.mark.StrokeWidth = col, bg, 2
		s.leader.StrokeColor, s.leader.StrokeWidth = col, 1
		s.label.Text, s.label.Color = shortLabel(l.Label), col
		s.mark.Hidden = len(l.Values) == 0
		s.label.Hidden = len(l.Values) == 0
	}
	r.Layout(r.c.Size())
	for _, o := range r.Objects() {
		o.Refresh()
	}
}

// apart returns how far line i is drawn below its value at step k: lines
// level there are laid side by side a line's width apart, centred on the
// value, so that twelve players on the same score are twelve stripes, not
// one band.
func (r *chartRenderer) apart(i, k int) float32 {
	v := r.c.lines[i].Values[k]
	rank, level := 0, 0
	for j, l := range r.c.lines {
		if len(l.Values) > k && l.Values[k] == v {
			if j < i {
				rank++
			}
			level++
		}
	}
	return (float32(rank) - float32(level-1)/2) * chartLineWidth
}

// coveredAtEnd counts the lines drawn after line i that end where it ends.
func (r *chartRenderer) coveredAtEnd(i int) int {
	a := r.c.lines[i].Values
	n := 0
	for _, l := range r.c.lines[i+1:] {
		if b := l.Values; len(a) > 0 && len(b) == len(a) && b[len(b)-1] == a[len(a)-1] {
			n++
		}
	}
	return n
}

// scale chooses the numbers up the y axis, from 0 or the lowest value to
// the highest, a round step apart, and the tick texts of both axes.
func (r *chartRenderer) scale() {
	lo, hi, steps := 0.0, 1.0, 0
	for _, l := range r.c.lines {
		for _, v := range l.Values {
			lo, hi = min(lo, v), max(hi, v)
		}
		steps = max(steps, len(l.Values)-1)
	}
	r.step = niceStep((hi - lo) / 4)
	r.lo = math.Floor(lo/r.step) * r.step
	r.hi = math.Ceil(hi/r.step) * r.step
	if y := r.c.yRange; y.step > 0 {
		r.lo, r.hi, r.step = y.lo, y.hi, y.step
	}
	r.steps = steps
	newText := func() *canvas.Text { return chartText(false) }
	r.yTicks = resize(r.yTicks, int(math.Round((r.hi-r.lo)/r.step))+1, newText)
	r.xTicks = resize(r.xTicks, steps+1, newText)
	for _, t := range slices.Concat(r.yTicks, r.xTicks) {
		t.TextSize = theme.TextSize()
	}
}

// niceStep returns the round number at least as large as rough: 1, 2 or 5
// times a power of ten, and never less than 1, as the charts count whole
// points (or halves, which fall between the ticks).
func niceStep(rough float64) float64 {
	if rough <= 1 {
		return 1
	}
	p := math.Pow(10, math.Floor(math.Log10(rough)))
	for _, m := range []float64{1, 2, 5, 10} {
		if m*p >= rough {
			return m * p
		}
	}
	return 10 * p
}

// formatTick writes a tick's number: whole, or with its half.
func formatTick(v float64) string {
	return strconv.FormatFloat(v, 'f', -1, 64)
}

// shortLabel ends a long name in an ellipsis, so that a label leaves the
// plot its room.
func shortLabel(s string) string {
	runes := []rune(s)
	if len(runes) <= chartLabelRunes {
		return s
	}
	return string(runes[:chartLabelRunes-1]) + "…"
}

// resize returns s with n elements, keeping the first ones and making the
// new ones with newOne.
func resize[T any](s []T, n int, newOne func() T) []T {
	for len(s) < n {
		s = append(s, newOne())
	}
	return s[:n]
}
