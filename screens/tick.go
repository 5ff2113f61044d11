package screens

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Tick is a player's box in a setup's list: a tick, the player's colour
// and their name, ticked and unticked by a tap anywhere on it. It draws
// three objects, where a check box beside a swatch draws five: a tablet's
// browser draws every object on every frame, and a roster of 27 is a
// setup's longest list.
type Tick struct {
	widget.BaseWidget
	// Text is the player's name.
	Text string
	// Checked says whether the player is ticked.
	Checked bool
	// OnChanged, when not nil, is told of each tap's new state.
	OnChanged func(checked bool)
	color     color.Color
}

// tickIcon is the side of the tick and of the colour beside it.
const tickIcon = 28

// NewTick returns a player's box, unticked, in the colour named.
func NewTick(name, colorName string, onChanged func(bool)) *Tick {
	t := &Tick{Text: name, OnChanged: onChanged, color: PlayerColor(colorName)}
	t.ExtendBaseWidget(t)
	return t
}

// Tapped ticks or unticks the player.
func (t *Tick) Tapped(*fyne.PointEvent) {
	t.SetChecked(!t.Checked)
}

// SetChecked ticks or unticks the player, and tells OnChanged when that
// changes the box.
func (t *Tick) SetChecked(on bool) {
	if t.Checked == on {
		return
	}
	t.Checked = on
	t.Refresh()
	if t.OnChanged != nil {
		t.OnChanged(on)
	}
}

// SetColor shows the colour named beside the name.
func (t *Tick) SetColor(name string) {
	if c := PlayerColor(name); c != t.color {
		t.color = c
		t.Refresh()
	}
}

// Color returns the colour beside the name.
func (t *Tick) Color() color.Color { return t.color }

// CreateRenderer draws the tick, the colour and the name in a row.
func (t *Tick) CreateRenderer() fyne.WidgetRenderer {
	r := &tickRenderer{t: t, icon: canvas.NewImageFromResource(nil), swatch: canvas.NewCircle(t.color),
		name: canvas.NewText(t.Text, theme.Color(theme.ColorNameForeground))}
	r.icon.FillMode = canvas.ImageFillContain
	r.swatch.StrokeColor = color.NRGBA{0, 0, 0, 0x60}
	r.swatch.StrokeWidth = 1
	r.Refresh()
	return r
}

type tickRenderer struct {
	t      *Tick
	icon   *canvas.Image
	swatch *canvas.Circle
	name   *canvas.Text
}

// MinSize is the tick, the colour and the whole name, a finger's height.
func (r *tickRenderer) MinSize() fyne.Size {
	pad := theme.Padding()
	whole := fyne.MeasureText(r.t.Text, theme.TextSize(), r.name.TextStyle)
	return fyne.NewSize(2*tickIcon+4*pad+whole.Width, setupCheckHeight)
}

// Layout puts the tick, the colour and the name side by side, centred in
// the height.
func (r *tickRenderer) Layout(size fyne.Size) {
	pad := theme.Padding()
	y := (size.Height - tickIcon) / 2
	r.icon.Move(fyne.NewPos(pad, y))
	r.icon.Resize(fyne.NewSquareSize(tickIcon))
	r.swatch.Move(fyne.NewPos(2*pad+tickIcon, y))
	r.swatch.Resize(fyne.NewSquareSize(tickIcon))
	// A name too long for the box shrinks to fit rather than run into the
	// next one.
	room := size.Width - 4*pad - 2*tickIcon
	r.name.TextSize = theme.TextSize()
	if whole := r.name.MinSize().Width; whole > room && room > 0 {
		r.name.TextSize = max(theme.TextSize()*room/whole, theme.CaptionTextSize())
	}
	text := r.name.MinSize()
	r.name.Move(fyne.NewPos(3*pad+2*tickIcon, (size.Height-text.Height)/2))
	r.name.Resize(fyne.NewSize(room, text.Height))
}

// Refresh shows the tick, the colour and the name as they are now.
func (r *tickRenderer) Refresh() {
	icon := theme.CheckButtonIcon()
	if r.t.Checked {
		icon = theme.NewPrimaryThemedResource(theme.CheckButtonCheckedIcon())
	}
	if r.icon.Resource == nil || r.icon.Resource.Name() != icon.Name() {
		r.icon.Resource = icon
		r.icon.Refresh()
	}
	r.swatch.FillColor = r.t.color
	r.swatch.Refresh()
	r.name.Text = r.t.Text
	r.name.Color = theme.Color(theme.ColorNameForeground)
	r.name.Refresh()
}

func (r *tickRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.icon, r.swatch, r.name}
}

func (r *tickRenderer) Destroy() {}
