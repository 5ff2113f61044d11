//go:build ignore

package screens

import (
	"image/color"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/driver/mobile"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games/keepwatch"
)

// Pad is a player's big press area on a touch screen, in their colour. It
// reacts when the finger or the button goes down, never on release: a tap
// fires on release, a good part of a reaction time too late.
type Pad struct {
	widget.BaseWidget
	onDown func()
	bg     *canvas.Rectangle
	name   *canvas.Text
	key    *canvas.Text
	status *canvas.Text
}

// NewPad returns the pad of a player with their name, colour and key.
func NewPad(name, key string, c color.Color, onDown func()) *Pad {
	p := &Pad{onDown: onDown, bg: canvas.NewRectangle(c)}
	p.bg.CornerRadius = 14
	p.name = canvas.NewText(name, color.White)
	p.name.TextStyle.Bold = true
	p.name.TextSize = 24
	p.name.Alignment = fyne.TextAlignCenter
	p.key = canvas.NewText(key, color.White)
	p.key.TextStyle.Bold = true
	p.key.TextSize = 40
	p.key.Alignment = fyne.TextAlignCenter
	p.status = canvas.NewText("", color.White)
	p.status.TextStyle.Bold = true
	p.status.TextSize = 20
	p.status.Alignment = fyne.TextAlignCenter
	p.ExtendBaseWidget(p)
	return p
}

// SetStatus shows a word on the pad, such as that the player has pressed.
func (p *Pad) SetStatus(text string) {
	p.status.Text = text
	p.status.Refresh()
}

// Status returns the word on the pad.
func (p *Pad) Status() string {
	return p.status.Text
}

// MouseDown is a press with the mouse or on a touch screen seen as a mouse.
func (p *Pad) MouseDown(*desktop.MouseEvent) {
	p.onDown()
}

// MouseUp does nothing: the press counted when the button went down.
func (p *Pad) MouseUp(*desktop.MouseEvent) {}

// TouchDown is a press on a mobile touch screen.
func (p *Pad) TouchDown(*mobile.TouchEvent) {
	p.onDown()
}

// TouchUp does nothing: the press counted when the finger went down.
func (p *Pad) TouchUp(*mobile.TouchEvent) {}

// TouchCancel does nothing.
func (p *Pad) TouchCancel(*mobile.TouchEvent) {}

// MinSize is large enough for a finger and a name read across the table.
func (p *Pad) MinSize() fyne.Size {
	return fyne.NewSize(max(140, p.name.MinSize().Width+24), 130)
}

// CreateRenderer draws the pad.
func (p *Pad) CreateRenderer() fyne.WidgetRenderer {
	text := container.NewVBox(p.name, p.key, p.status)
	return widget.NewSimpleRenderer(container.NewStack(p.bg, container.NewCenter(text)))
}

var (
	_ desktop.Mouseable = (*Pad)(nil)
	_ mobile.Touchable  = (*Pad)(nil)
)

// fillText lays out one text as large as its area allows: the countdown and
// GO fill the screen.
type fillText struct {
	text *canvas.Text
}

// newFillText returns a bold text that grows to fill its container.
func newFillText(s string, c color.Color) (*canvas.Text, *fyne.Container) {
	t := canvas.NewText(s, c)
	t.TextStyle.Bold = true
	t.Alignment = fyne.TextAlignCenter
	return t, container.New(&fillText{text: t}, t)
}

// MinSize is small: the text takes whatever room is left.
func (f *fillText) MinSize([]fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(80, 80)
}

// Layout sizes the text to the area's height, or its width for a long word.
func (f *fillText) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	n := float32(max(utf8.RuneCountInString(f.text.Text), 1))
	f.text.TextSize = max(min(size.Height*0.75, size.Width/(0.7*n)), 12)
	h := f.text.MinSize().Height
	f.text.Move(fyne.NewPos(0, (size.Height-h)/2))
	f.text.Resize(fyne.NewSize(size.Width, h))
	f.text.Refresh()
}

// symbolIcon returns the drawn mark of a symbol.
func symbolIcon(s keepwatch.Symbol) fyne.Resource {
	return icon("symbol-" + string(s))
}

// symbolMark is a symbol's mark at the given size.
func symbolMark(s keepwatch.Symbol, size float32) fyne.CanvasObject {
	img := canvas.NewImageFromResource(symbolIcon(s))
	img.FillMode = canvas.ImageFillContain
	return container.NewGridWrap(fyne.NewSquareSize(size), img)
}

// chip is a player's place in the status bar: colour, name and the number
// of cards, big.
func chip(name, colorName string, cards string, leader bool) (fyne.CanvasObject, *widget.Label) {
	count := bigLabel(cards, theme.SizeNameHeadingText)
	n := boldLabel(name)
	if leader {
		n.Importance = widget.HighImportance
	}
	return container.NewHBox(Swatch(colorName, 26), n, count), count
}
