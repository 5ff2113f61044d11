package screens

import (
	"image/color"
	"strconv"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games"
	"tablecompanion/sound"
)

// sandStep is how much sand one step of the glass stands for: the glass and
// the seconds are redrawn when the shown second changes and not more often,
// since every redraw repaints the whole window (about 27 ms of CPU on a
// software-rendered display, see tools/timercpu).
const sandStep = time.Second

// tickFrom is the last seconds of a countdown that tick.
const tickFrom = 5

// SandTimer is a sand glass on screen: a countdown on a deadline timer, shown
// as sand running from the upper bulb to the lower one and as big seconds,
// with a tick in the last five seconds and the alarm at zero. A goroutine
// sleeps until the next step of the glass and sends the redraw through the
// screen's bridge; the cues it plays at once, so the alarm is on time
// whatever the frame rate.
type SandTimer struct {
	timer  *games.Timer
	clock  games.Clock
	after  func(time.Duration) <-chan time.Time
	bridge uiBridge
	cue    func(sound.Cue)

	// mu guards stop, which the UI goroutine and Stop share.
	mu   sync.Mutex
	stop chan struct{}
	gen  int
	// done closes when the latest goroutine has returned.
	done chan struct{}

	step    int
	restart string

	// Seconds shows the whole seconds left, rounded up.
	Seconds *canvas.Text
	// Glass is the sand glass, emptying as the time runs.
	Glass *SandGlass
	// StartButton starts the countdown, or starts it again from full.
	StartButton *widget.Button
}

// NewSandTimer returns a stopped sand timer of the given length. clock tells
// the time, after wakes the timer's goroutine (time.After in the app),
// bridge carries its redraws to the UI goroutine and cue plays its sounds
// from the timer's goroutine.
func NewSandTimer(length time.Duration, clock games.Clock, after func(time.Duration) <-chan time.Time, bridge uiBridge, cue func(sound.Cue)) *SandTimer {
	return &SandTimer{
		timer:  games.NewTimer(clock, length),
		clock:  clock,
		after:  after,
		bridge: bridge,
		cue:    cue,
		step:   steps(length),
	}
}

// steps returns the steps of sand left for a duration, rounded up.
func steps(left time.Duration) int {
	return int((left + sandStep - 1) / sandStep)
}

// secondsOf returns the seconds a number of steps shows, rounded up.
func secondsOf(step int) int {
	per := int(time.Second / sandStep)
	return (step + per - 1) / per
}

// Start starts the countdown from its full length, also while it runs or
// after it ran out. Call it on the UI goroutine.
func (s *SandTimer) Start() {
	s.timer.Start()
	s.step = steps(s.timer.Length())
	s.run()
	s.show(s.gen, s.step)
	if s.StartButton != nil {
		s.StartButton.SetText(s.restart)
	}
}

// Resume starts the goroutine again for a countdown that was running when
// its screen closed, if it has not run out since.
func (s *SandTimer) Resume() {
	if s.timer.Running() {
		s.run()
	}
}

// Stop stops the goroutine; the countdown's deadline stays, so Resume can
// pick it up again. Call it when the screen closes.
func (s *SandTimer) Stop() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.stop != nil {
		close(s.stop)
		s.stop = nil
	}
	// Redraws already on their way belong to the stopped goroutine.
	s.gen++
}

// Reset stops the countdown and fills the glass again: the clues it timed
// are all in. Call it on the UI goroutine, before the screen's next Build.
func (s *SandTimer) Reset() {
	s.Stop()
	s.timer = games.NewTimer(s.clock, s.timer.Length())
	s.step = steps(s.timer.Length())
}

// Running reports whether the countdown is going.
func (s *SandTimer) Running() bool {
	return s.timer.Running()
}

// Deadline returns the moment the countdown reaches zero, and false while it
// is not running.
func (s *SandTimer) Deadline() (time.Time, bool) {
	return s.timer.Deadline()
}

// Left returns the whole seconds shown, rounded up.
func (s *SandTimer) Left() int {
	return secondsOf(s.step)
}

// run starts a goroutine for the countdown, after stopping any earlier one;
// redraws from an earlier goroutine are ignored by their generation.
func (s *SandTimer) run() {
	s.Stop()
	deadline, ok := s.timer.Deadline()
	if !ok {
		return
	}
	s.mu.Lock()
	s.gen++
	s.stop = make(chan struct{})
	s.done = make(chan struct{})
	gen, stop, done, shown := s.gen, s.stop, s.done, s.step
	s.mu.Unlock()
	go func() {
		defer close(done)
		s.loop(gen, deadline, stop, shown)
	}()
}

// loop sleeps until the glass's next step, plays the cue of each new second
// and sends the step to the UI; it returns at zero or when stopped.
func (s *SandTimer) loop(gen int, deadline time.Time, stop <-chan struct{}, shown int) {
	for {
		left := max(deadline.Sub(s.clock()), 0)
		step := steps(left)
		if step != shown {
			if sec := secondsOf(step); sec != secondsOf(shown) && sec >= 1 && sec <= tickFrom {
				s.cue(sound.Tick)
			}
			if step == 0 {
				s.cue(sound.Alarm)
			}
			shown = step
			s.bridge(func() { s.show(gen, step) })
		}
		if step == 0 {
			return
		}
		select {
		case <-stop:
			return
		case <-s.after(left - time.Duration(step-1)*sandStep):
		}
		select {
		case <-stop:
			return
		default:
		}
	}
}

// show draws a step of the countdown started as generation gen; it runs on
// the UI goroutine.
func (s *SandTimer) show(gen, step int) {
	s.mu.Lock()
	current := gen == s.gen
	s.mu.Unlock()
	if !current {
		return
	}
	s.step = step
	if s.Seconds == nil {
		return
	}
	s.Seconds.Text = strconv.Itoa(secondsOf(step))
	s.Seconds.Color = s.color()
	s.Seconds.Refresh()
	s.Glass.SetLeft(float32(step) / float32(steps(s.timer.Length())))
}

// color is the seconds' colour: warning in the last seconds, error at zero.
func (s *SandTimer) color() color.Color {
	switch sec := secondsOf(s.step); {
	case s.timer.Started() && sec == 0:
		return theme.Color(theme.ColorNameError)
	case s.timer.Started() && sec <= tickFrom:
		return theme.Color(theme.ColorNameWarning)
	}
	return theme.Color(theme.ColorNameForeground)
}

// Object builds the timer's widgets: the glass, the seconds and the button,
// whose label is start or restart. The screen calls it on every Build.
func (s *SandTimer) Object(startLabel, restartLabel, hint string) fyne.CanvasObject {
	s.Seconds = canvas.NewText(strconv.Itoa(secondsOf(s.step)), s.color())
	s.Seconds.TextSize = 64
	s.Seconds.TextStyle.Bold = true
	s.Glass = NewSandGlass(float32(s.step) / float32(steps(s.timer.Length())))
	s.restart = restartLabel
	label := startLabel
	if s.timer.Started() {
		label = restartLabel
	}
	s.StartButton = widget.NewButtonWithIcon(label, theme.MediaReplayIcon(), s.Start)
	s.StartButton.Importance = widget.HighImportance
	note := widget.NewLabel(hint)
	note.Wrapping = fyne.TextWrapWord
	note.TextStyle.Italic = true
	right := container.NewVBox(s.Seconds, s.StartButton)
	return container.NewBorder(nil, nil, s.Glass, nil, container.NewVBox(right, note))
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
