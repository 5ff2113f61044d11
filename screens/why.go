package screens

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// WhyButton is a button that, tapped while it is disabled, says why it is:
// a finger gets no tooltip, and a greyed button that says nothing leaves
// the table guessing.
type WhyButton struct {
	Button
	// Why says in the current language why the button is disabled.
	Why func() string
	// OnWhy shows the reason, where the screen keeps it.
	OnWhy func(reason string)
}

// NewWhyButton returns a button with the text, icon and action, that gives
// why's reason to OnWhy when it is tapped disabled.
func NewWhyButton(text string, icon fyne.Resource, tapped func(), why func() string) *WhyButton {
	b := &WhyButton{Why: why}
	b.Text, b.Icon, b.OnTapped = text, icon, tapped
	b.ExtendBaseWidget(b)
	return b
}

// Tapped implements fyne.Tappable: the action when enabled, the reason
// when not.
func (b *WhyButton) Tapped(e *fyne.PointEvent) {
	if b.Disabled() {
		b.ShowWhy()
		return
	}
	b.Button.Tapped(e)
}

// ShowWhy gives the reason the button is disabled to OnWhy.
func (b *WhyButton) ShowWhy() {
	if b.Why != nil && b.OnWhy != nil {
		b.OnWhy(b.Why())
	}
}

// WhyNote is the line that says why a greyed button is greyed, laid over
// the screen beneath the button. It is no pop-up: it pushes nothing, takes
// no key and covers no tap but its own, which puts it away, as do a few
// seconds.
type WhyNote struct {
	widget.BaseWidget
	// Label holds the reason.
	Label *widget.Label
	// Schedule puts the note away after a while; UISchedule unless a test
	// drives it.
	Schedule Schedule

	bg    *canvas.Rectangle
	layer *fyne.Container
	stop  func()
}

// NewWhyNote returns a hidden note.
func NewWhyNote() *WhyNote {
	n := &WhyNote{Label: widget.NewLabel(""), bg: canvas.NewRectangle(theme.Color(theme.ColorNameOverlayBackground)), Schedule: UISchedule}
	n.Label.Wrapping = fyne.TextWrapWord
	n.bg.StrokeWidth = 1
	n.bg.CornerRadius = theme.InputRadiusSize()
	n.ExtendBaseWidget(n)
	n.Hide()
	n.layer = container.New(floating{}, n)
	return n
}

// CreateRenderer implements fyne.Widget.
func (n *WhyNote) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewStack(n.bg, container.NewPadded(n.Label)))
}

// Layer returns what goes over the screen, in a stack with it: it has no
// least size of its own, so the screen keeps the room it had.
func (n *WhyNote) Layer() fyne.CanvasObject { return n.layer }

// Tapped implements fyne.Tappable: a tap puts the note away.
func (n *WhyNote) Tapped(*fyne.PointEvent) { n.Close() }

// ShowBeneath shows the reason under the anchor, from its left edge or
// ending at the layer's right edge, whichever keeps it whole.
func (n *WhyNote) ShowBeneath(anchor fyne.CanvasObject, reason string) {
	n.bg.FillColor = theme.Color(theme.ColorNameOverlayBackground)
	n.bg.StrokeColor = theme.Color(theme.ColorNameSeparator)
	SetText(n.Label, reason)
	d := fyne.CurrentApp().Driver()
	room := n.layer.Size()
	width := min(whyWidth, room.Width)
	at := d.AbsolutePositionForObject(anchor).Subtract(d.AbsolutePositionForObject(n.layer))
	at.X = max(0, min(at.X, room.Width-width))
	at.Y = max(0, at.Y+anchor.Size().Height)
	n.Resize(fyne.NewSize(width, 1))
	n.Resize(fyne.NewSize(width, n.MinSize().Height))
	n.Move(at)
	n.Show()
	n.Refresh()
	if n.stop != nil {
		n.stop()
	}
	n.stop = n.Schedule(whyShows, n.Close)
}

// Close puts the note away, if it shows.
func (n *WhyNote) Close() {
	if n.stop != nil {
		n.stop()
		n.stop = nil
	}
	SetVisible(n, false)
}

// Shown returns the reason on show, "" when none shows.
func (n *WhyNote) Shown() string {
	if !n.Visible() {
		return ""
	}
	return n.Label.Text
}

// whyWidth is the most width of a reason: a few words a line at arm's
// length.
const whyWidth = 360

// whyShows is how long a reason stays: long enough to read twice.
const whyShows = 6 * time.Second

// floating lays out nothing and asks for no room: what it holds is placed
// by hand over what lies beneath.
type floating struct{}

// MinSize implements fyne.Layout.
func (floating) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.Size{} }

// Layout implements fyne.Layout.
func (floating) Layout([]fyne.CanvasObject, fyne.Size) {}
