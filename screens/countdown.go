package screens

import (
	"fmt"
	"image/color"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games"
)

// roundClock is a round's countdown on screen: a games.Timer on a clock,
// woken only when the shown second changes and at the deadline itself.
// It lives on the UI goroutine; the Schedule brings its wake-ups there.
type roundClock struct {
	now   games.Clock
	after Schedule

	timer *games.Timer
	// base is the round time used before timer began.
	base time.Duration
	// round is the number of the round the timer belongs to, 0 for none.
	round int
	// at is the match length the clock last agreed with.
	at int
	// held is true while the table has not started the clock, or paused it.
	held bool
	// shown is the number of seconds last shown.
	shown int
	// live is true while the clock should count down: the rules let it and
	// the table has started it. A timer that reached zero cannot be
	// paused, so this, not the timer, says whether to keep waking.
	live bool

	cancel func()
	gen    int
}

// reset gives the clock a new timer for the round: length left after used,
// waiting for the table to start it.
func (c *roundClock) reset(round int, length, used time.Duration) {
	c.halt()
	c.round = round
	c.live = false
	c.base = used
	c.timer = games.NewTimer(c.now, length-used)
	c.held = true
	c.shown = wholeSeconds(c.remaining())
}

// clear removes the timer between rounds.
func (c *roundClock) clear() {
	c.halt()
	c.round, c.timer = 0, nil
}

// elapsed returns the round time used so far.
func (c *roundClock) elapsed() time.Duration {
	if c.timer == nil {
		return 0
	}
	return c.base + c.timer.Length() - c.timer.Remaining()
}

// remaining returns the round time left.
func (c *roundClock) remaining() time.Duration {
	if c.timer == nil {
		return 0
	}
	return c.timer.Remaining()
}

// run lets the timer go when on is true and stops it where it is when not.
func (c *roundClock) run(on bool) {
	c.live = on
	switch {
	case c.timer == nil:
	case !on:
		c.timer.Pause()
	case !c.timer.Started():
		c.timer.Start()
	default:
		c.timer.Resume()
	}
}

// going reports whether the timer counts down now, or has reached zero
// while running.
func (c *roundClock) going() bool {
	return c.live && c.timer != nil && c.timer.Started() && !c.timer.Paused()
}

// schedule wakes f when the shown second next changes, or at once when the
// time is up; it replaces any wake-up pending.
func (c *roundClock) schedule(f func()) {
	c.halt()
	if !c.going() {
		return
	}
	gen := c.gen
	c.cancel = c.after(c.untilNextChange(), func() {
		if gen == c.gen {
			f()
		}
	})
}

// halt cancels the pending wake-up; one already on its way is ignored.
func (c *roundClock) halt() {
	if c.cancel != nil {
		c.cancel()
		c.cancel = nil
	}
	c.gen++
}

// untilNextChange is the time until the shown second changes: the shown
// seconds are rounded up, so 00:00 appears exactly at the deadline.
func (c *roundClock) untilNextChange() time.Duration {
	r := c.remaining()
	if r <= 0 {
		return 0
	}
	return r - time.Duration(wholeSeconds(r)-1)*time.Second
}

// wholeSeconds rounds a duration up to whole seconds.
func wholeSeconds(d time.Duration) int {
	return int((d + time.Second - 1) / time.Second)
}

// clockText shows a duration as mm:ss, rounded up to the second.
func clockText(d time.Duration) string {
	s := wholeSeconds(max(d, 0))
	return fmt.Sprintf("%02d:%02d", s/60, s%60)
}

// ClockFace shows a time as mm:ss in figures big enough to read across a
// room. Each figure is its own text in a cell as wide as the widest figure:
// a tick redraws only the figures that changed, usually one, instead of
// rasterising the whole time again, and the time does not shift sideways as
// the figures change.
type ClockFace struct {
	widget.BaseWidget
	// Text is the time shown, such as "05:59".
	Text string
	// Color is the figures' colour.
	Color color.Color

	size  float32
	style fyne.TextStyle
	figs  []*canvas.Text
}

// NewClockFace returns an empty face whose figures are size points high.
func NewClockFace(size float32) *ClockFace {
	c := &ClockFace{size: size, style: fyne.TextStyle{Bold: true}, Color: theme.Color(theme.ColorNameForeground)}
	c.ExtendBaseWidget(c)
	return c
}

// Set shows a time in a colour, redrawing only the figures that change.
func (c *ClockFace) Set(text string, ink color.Color) {
	if c.Text == text && c.Color == ink {
		return
	}
	c.Text, c.Color = text, ink
	if len(c.figs) != len([]rune(text)) {
		c.Refresh()
		return
	}
	for i, r := range []rune(text) {
		f := c.figs[i]
		if f.Text != string(r) || f.Color != ink {
			f.Text, f.Color = string(r), ink
			f.Refresh()
		}
	}
}

// CreateRenderer makes a text per figure.
func (c *ClockFace) CreateRenderer() fyne.WidgetRenderer {
	r := &clockFaceRenderer{face: c}
	r.Refresh()
	return r
}

type clockFaceRenderer struct {
	face *ClockFace
}

// cells returns the width of a figure's cell and of the colon's.
func (r *clockFaceRenderer) cells() (figure, colon float32, height float32) {
	for d := '0'; d <= '9'; d++ {
		s := fyne.MeasureText(string(d), r.face.size, r.face.style)
		figure, height = max(figure, s.Width), max(height, s.Height)
	}
	colon = fyne.MeasureText(":", r.face.size, r.face.style).Width
	return figure, colon, height
}

func (r *clockFaceRenderer) width(figure, colon float32) float32 {
	var w float32
	for _, f := range r.face.figs {
		if f.Text == ":" {
			w += colon
		} else {
			w += figure
		}
	}
	return w
}

func (r *clockFaceRenderer) MinSize() fyne.Size {
	figure, colon, height := r.cells()
	return fyne.NewSize(r.width(figure, colon), height)
}

// Layout centres the figures, each in its cell.
func (r *clockFaceRenderer) Layout(size fyne.Size) {
	figure, colon, height := r.cells()
	x := (size.Width - r.width(figure, colon)) / 2
	y := (size.Height - height) / 2
	for _, f := range r.face.figs {
		w := figure
		if f.Text == ":" {
			w = colon
		}
		f.Move(fyne.NewPos(x, y))
		f.Resize(fyne.NewSize(w, height))
		x += w
	}
}

// Refresh makes a text per figure when the number of figures changes and
// sets each to the face's time and colour.
func (r *clockFaceRenderer) Refresh() {
	text := []rune(r.face.Text)
	if len(r.face.figs) != len(text) {
		r.face.figs = nil
		for range text {
			f := canvas.NewText("", r.face.Color)
			f.TextSize, f.TextStyle, f.Alignment = r.face.size, r.face.style, fyne.TextAlignCenter
			r.face.figs = append(r.face.figs, f)
		}
		r.Layout(r.face.Size())
	}
	for i, ch := range text {
		f := r.face.figs[i]
		f.Text, f.Color = string(ch), r.face.Color
		f.Refresh()
	}
}

func (r *clockFaceRenderer) Objects() []fyne.CanvasObject {
	out := make([]fyne.CanvasObject, len(r.face.figs))
	for i, f := range r.face.figs {
		out[i] = f
	}
	return out
}

func (r *clockFaceRenderer) Destroy() {}
