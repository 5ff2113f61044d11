package screens

import (
	"fmt"
	"image/color"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games"
	"tablecompanion/sound"
)

// Countdown is the one clock of the screens: a games.Timer on a clock,
// woken only when the shown second changes and at the deadline itself. It
// lives on the UI goroutine; the Schedule brings its wake-ups there. It has
// two faces: ClockFace, the figures of Spyfall's round clock, and
// SandTimer, Decrypto's sand glass with its seconds and button.
type Countdown struct {
	// Now is the clock the timer runs on.
	Now games.Clock
	// After brings the clock's wake-ups to the UI goroutine; a test sets
	// one that it drives by hand.
	After Schedule

	// Timer is the deadline under way, nil between rounds.
	Timer *games.Timer
	// base is the round time used before timer began.
	base time.Duration
	// Round is the number of the round the timer belongs to, 0 for none.
	Round int
	// At is the match length the clock last agreed with.
	At int
	// Held is true while the table has not started the clock, or paused it.
	Held bool
	// Shown is the number of seconds last shown.
	Shown int
	// live is true while the clock should count down: the rules let it and
	// the table has started it. A timer that reached zero cannot be
	// paused, so this, not the timer, says whether to keep waking.
	live bool

	cancel func()
	gen    int
}

// Reset gives the clock a new timer for the round: length left after used,
// waiting for the table to start it.
func (c *Countdown) Reset(round int, length, used time.Duration) {
	c.halt()
	c.Round = round
	c.live = false
	c.base = used
	c.Timer = games.NewTimer(c.Now, length-used)
	c.Held = true
	c.Shown = WholeSeconds(c.Remaining())
}

// Clear removes the timer between rounds.
func (c *Countdown) Clear() {
	c.halt()
	c.Round, c.Timer = 0, nil
}

// Elapsed returns the round time used so far.
func (c *Countdown) Elapsed() time.Duration {
	if c.Timer == nil {
		return 0
	}
	return c.base + c.Timer.Length() - c.Timer.Remaining()
}

// Remaining returns the round time left.
func (c *Countdown) Remaining() time.Duration {
	if c.Timer == nil {
		return 0
	}
	return c.Timer.Remaining()
}

// Run lets the timer go when on is true and stops it where it is when not.
func (c *Countdown) Run(on bool) {
	c.live = on
	switch {
	case c.Timer == nil:
	case !on:
		c.Timer.Pause()
	case !c.Timer.Started():
		c.Timer.Start()
	default:
		c.Timer.Resume()
	}
}

// Going reports whether the timer counts down now, or has reached zero
// while running.
func (c *Countdown) Going() bool {
	return c.live && c.Timer != nil && c.Timer.Started() && !c.Timer.Paused()
}

// KeepBehind calls keep now and then each time the shown second changes
// while time is left, in place of the face's wake-ups: the screen is closed,
// and keep touches no widget.
func (c *Countdown) KeepBehind(keep func()) {
	keep()
	var tick func()
	tick = func() {
		keep()
		if c.Remaining() > 0 {
			c.Schedule(tick)
		}
	}
	c.Schedule(tick)
}

// Schedule wakes f when the shown second next changes, or at once when the
// time is up; it replaces any wake-up pending.
func (c *Countdown) Schedule(f func()) {
	c.halt()
	if !c.Going() {
		return
	}
	gen := c.gen
	c.cancel = c.After(c.untilNextChange(), func() {
		if gen == c.gen {
			f()
		}
	})
}

// halt cancels the pending wake-up; one already on its way is ignored.
func (c *Countdown) halt() {
	if c.cancel != nil {
		c.cancel()
		c.cancel = nil
	}
	c.gen++
}

// untilNextChange is the time until the shown second changes: the shown
// seconds are rounded up, so 00:00 appears exactly at the deadline.
func (c *Countdown) untilNextChange() time.Duration {
	r := c.Remaining()
	if r <= 0 {
		return 0
	}
	return r - time.Duration(WholeSeconds(r)-1)*time.Second
}

// WholeSeconds rounds a duration up to whole seconds.
func WholeSeconds(d time.Duration) int {
	return int((d + time.Second - 1) / time.Second)
}

// ClockText shows a duration as mm:ss, rounded up to the second.
func ClockText(d time.Duration) string {
	s := WholeSeconds(max(d, 0))
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

// SetSize makes the figures size points high.
func (c *ClockFace) SetSize(size float32) {
	if c.size == size {
		return
	}
	c.size = size
	c.Refresh()
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
		f.Text, f.Color, f.TextSize = string(ch), r.face.Color, r.face.size
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

// tickFrom is the last seconds of the sand glass that tick.
const tickFrom = 5

// SoonAhead is how long before a countdown's first cue after a silence a
// clock plays sound.Soon, so that the cue finds the audio device awake.
const SoonAhead = 2 * time.Second

// SandTimer is the countdown's sand face: sand running from the upper bulb
// to the lower one and big seconds, with a tick in the last five seconds and
// the alarm at zero, and the button that turns the glass.
type SandTimer struct {
	// Countdown is the clock the sand runs on.
	Countdown Countdown
	length    time.Duration
	cue       func(sound.Cue)
	// start, restart and resume are the button's words before the glass
	// first turns, after it, and while a glass brought back after a restart
	// waits to run on.
	start, restart, resume string
	// held is true while a glass brought back after a restart waits for
	// the table to run it on.
	held bool
	// Keep receives the time left whenever the shown second changes while
	// the sand runs, when it starts, stops or is set back, and on Stop;
	// zero when no sand runs. Nil keeps nothing.
	Keep func(left time.Duration)
	// OnEmpty, if set, hears the sand run out, after the alarm.
	OnEmpty func()

	// Seconds shows the whole seconds left, rounded up.
	Seconds *canvas.Text
	// Glass is the sand glass, emptying as the time runs.
	Glass *SandGlass
	// StartButton starts the countdown, or starts it again from full.
	StartButton *Button
}

// NewSandTimer returns a full, stopped glass of the given length on a clock
// and its wake-ups (time.Now and uiSchedule in the app); cue plays its
// sounds.
func NewSandTimer(length time.Duration, now games.Clock, after Schedule, cue func(sound.Cue)) *SandTimer {
	s := &SandTimer{Countdown: Countdown{Now: now, After: after}, length: length, cue: cue}
	s.Countdown.Reset(0, length, 0)
	return s
}

// Start turns the glass: the countdown starts from its full length, also
// while it runs or after it ran out. A glass brought back after a restart
// runs on from the time it had left instead.
func (s *SandTimer) Start() {
	if !s.held {
		s.Countdown.Reset(0, s.length, 0)
	}
	s.held = false
	s.Countdown.Run(true)
	s.show()
	s.Countdown.Schedule(s.tick)
	s.KeepLeft()
}

// Restore brings back a glass that was running when the app stopped: it
// shows the time left and waits, paused, for Start to run it on. A time
// left outside the glass's length is ignored.
func (s *SandTimer) Restore(left time.Duration) {
	if left <= 0 || left > s.length {
		return
	}
	s.Countdown.Reset(0, s.length, s.length-left)
	s.held = true
	s.show()
}

// Resume wakes the countdown again after its screen was closed, if it is
// still running.
func (s *SandTimer) Resume() {
	if s.Running() {
		s.tick()
	}
}

// Stop stops the wake-ups when the screen closes, but one a second that
// keeps the time left; the deadline stays, so Resume picks it up.
func (s *SandTimer) Stop() {
	s.Countdown.KeepBehind(s.KeepLeft)
}

// Reset fills the glass again and stops it: the clues it timed are in.
func (s *SandTimer) Reset() {
	s.Countdown.Reset(0, s.length, 0)
	s.held = false
	s.show()
	s.KeepLeft()
}

// Running reports whether the sand runs.
func (s *SandTimer) Running() bool {
	return s.Countdown.Going() && s.Countdown.Remaining() > 0
}

// Waiting reports whether the sand runs or a glass brought back after a
// restart waits to run on: whether the glass is in use.
func (s *SandTimer) Waiting() bool {
	return s.Running() || s.held
}

// Deadline returns the moment the sand runs out, and false while it does
// not run.
func (s *SandTimer) Deadline() (time.Time, bool) {
	if !s.Running() {
		return time.Time{}, false
	}
	return s.Countdown.Timer.Deadline()
}

// Left returns the whole seconds shown, rounded up.
func (s *SandTimer) Left() int { return WholeSeconds(s.Countdown.Remaining()) }

// KeepLeft hands the time left to keep, zero when the glass is not in use.
func (s *SandTimer) KeepLeft() {
	if s.Keep == nil {
		return
	}
	var left time.Duration
	if s.Waiting() {
		left = s.Countdown.Remaining()
	}
	s.Keep(left)
}

// tick plays the cue of a new second, shows it and sleeps until the next.
func (s *SandTimer) tick() {
	left := WholeSeconds(s.Countdown.Remaining())
	if left != s.Countdown.Shown && s.Countdown.Going() {
		if left == tickFrom+int(SoonAhead/time.Second) {
			s.cue(sound.Soon)
		}
		if left >= 1 && left <= tickFrom {
			s.cue(sound.Tick)
		}
		if left == 0 {
			s.cue(sound.Alarm)
		}
		s.Countdown.Shown = left
		s.show()
		s.KeepLeft()
		if left == 0 && s.OnEmpty != nil {
			s.OnEmpty()
		}
	}
	if left > 0 {
		s.Countdown.Schedule(s.tick)
	}
}

// show draws the glass, the seconds and the button's word for the time
// left.
func (s *SandTimer) show() {
	if s.Seconds == nil {
		return
	}
	left, started := s.Left(), s.Countdown.Timer.Started()
	ink := theme.Color(theme.ColorNameForeground)
	switch {
	case started && left == 0:
		ink = theme.Color(theme.ColorNameError)
	case (started || s.held) && left <= tickFrom:
		ink = theme.Color(theme.ColorNameWarning)
	}
	if text := strconv.Itoa(left); s.Seconds.Text != text || s.Seconds.Color != ink {
		s.Seconds.Text, s.Seconds.Color = text, ink
		s.Seconds.Refresh()
	}
	if share := float32(s.Countdown.Remaining()) / float32(s.length); s.Glass.Left() != share {
		s.Glass.SetLeft(share)
	}
	label := s.start
	switch {
	case s.held:
		label = s.resume
	case started:
		label = s.restart
	}
	SetButton(s.StartButton, label, s.StartButton.Importance)
}

// Object builds the face's widgets once: the glass, the seconds and the
// button, whose word is start, restart once the glass has turned, or resume
// while a glass brought back after a restart waits.
func (s *SandTimer) Object(startLabel, restartLabel, resumeLabel, hint string) fyne.CanvasObject {
	s.Seconds = canvas.NewText("", theme.Color(theme.ColorNameForeground))
	s.Seconds.TextSize = 64
	s.Seconds.TextStyle.Bold = true
	s.Glass = NewSandGlass(1)
	s.start, s.restart, s.resume = startLabel, restartLabel, resumeLabel
	s.StartButton = NewButtonWithIcon(startLabel, theme.MediaReplayIcon(), s.Start)
	s.StartButton.Importance = widget.HighImportance
	s.show()
	note := widget.NewLabel(hint)
	note.Wrapping = fyne.TextWrapWord
	// The seconds and the button share a row, the hint below them: no
	// taller than the glass, so the glass takes little of a short window.
	// The seconds keep the room of two digits and the button that of its
	// longest word, so neither moves as the time runs down or the word
	// changes.
	digits := canvas.NewText("00", s.Seconds.Color)
	digits.TextSize, digits.TextStyle = s.Seconds.TextSize, s.Seconds.TextStyle
	row := container.NewBorder(nil, nil, Reserved(strut(digits.MinSize()), s.Seconds), nil,
		container.NewCenter(Widest(s.StartButton, theme.MediaReplayIcon(), startLabel, restartLabel, resumeLabel)))
	return container.NewBorder(nil, nil, s.Glass, nil, container.NewVBox(row, note))
}

// strut is an empty object of the given size, to keep room.
func strut(size fyne.Size) fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(size)
	return r
}

// SandGlass is an hourglass drawn from rectangles: the upper bulb holds the
// sand left, the lower one the sand run through.
type SandGlass struct {
	widget.BaseWidget
	left float32
}

// NewSandGlass returns a glass with the given share of its sand still on
// top, from 0 to 1.
func NewSandGlass(left float32) *SandGlass {
	g := &SandGlass{left: left}
	g.ExtendBaseWidget(g)
	return g
}

// Left returns the share of the sand still on top.
func (g *SandGlass) Left() float32 {
	return g.left
}

// SetLeft moves the sand so that the given share is on top.
func (g *SandGlass) SetLeft(left float32) {
	g.left = left
	g.Refresh()
}

// CreateRenderer draws the two bulbs, the sand in them and the neck.
func (g *SandGlass) CreateRenderer() fyne.WidgetRenderer {
	r := &glassRenderer{g: g}
	for i := range r.bulbs {
		r.bulbs[i] = canvas.NewRectangle(color.Transparent)
		r.bulbs[i].StrokeWidth = 3
		r.bulbs[i].CornerRadius = 10
		r.sand[i] = canvas.NewRectangle(color.Transparent)
		r.sand[i].CornerRadius = 6
	}
	r.neck = canvas.NewRectangle(color.Transparent)
	r.Refresh()
	return r
}

type glassRenderer struct {
	g     *SandGlass
	bulbs [2]*canvas.Rectangle
	sand  [2]*canvas.Rectangle
	neck  *canvas.Rectangle
}

func (r *glassRenderer) Destroy() {}

func (r *glassRenderer) MinSize() fyne.Size {
	return fyne.NewSize(72, 150)
}

func (r *glassRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.bulbs[0], r.bulbs[1], r.sand[0], r.sand[1], r.neck}
}

// Layout stacks the bulbs with a neck between them; the upper sand lies on
// the upper bulb's floor, the lower sand on the lower bulb's.
func (r *glassRenderer) Layout(size fyne.Size) {
	neck := size.Height * 0.08
	bulb := (size.Height - neck) / 2
	inset := float32(5)
	inner := bulb - 2*inset
	r.bulbs[0].Move(fyne.NewPos(0, 0))
	r.bulbs[0].Resize(fyne.NewSize(size.Width, bulb))
	r.bulbs[1].Move(fyne.NewPos(0, bulb+neck))
	r.bulbs[1].Resize(fyne.NewSize(size.Width, bulb))
	r.neck.Move(fyne.NewPos(size.Width/2-3, bulb))
	r.neck.Resize(fyne.NewSize(6, neck))
	top := inner * r.g.left
	r.sand[0].Move(fyne.NewPos(inset, inset+inner-top))
	r.sand[0].Resize(fyne.NewSize(size.Width-2*inset, top))
	r.sand[1].Move(fyne.NewPos(inset, bulb+neck+inset+top))
	r.sand[1].Resize(fyne.NewSize(size.Width-2*inset, inner-top))
}

func (r *glassRenderer) Refresh() {
	line := theme.Color(theme.ColorNameForeground)
	sand := theme.Color(theme.ColorNameWarning)
	for i := range r.bulbs {
		r.bulbs[i].StrokeColor = line
		r.sand[i].FillColor = sand
	}
	r.neck.FillColor = line
	r.Layout(r.g.Size())
	for _, o := range r.Objects() {
		o.Refresh()
	}
}
