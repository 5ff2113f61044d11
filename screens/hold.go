package screens

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/driver/mobile"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// HoldReveal is a button that shows a secret only while it is held down, by
// the mouse or a finger, and hides it again on release: the way an encryptor
// looks at the code the app drew while the others look away.
type HoldReveal struct {
	widget.BaseWidget
	label  string
	secret string
	held   bool

	bg   *canvas.Rectangle
	text *canvas.Text
}

// NewHoldReveal returns a hidden reveal button that reads label until held,
// and secret while held.
func NewHoldReveal(label, secret string) *HoldReveal {
	h := &HoldReveal{label: label, secret: secret}
	h.ExtendBaseWidget(h)
	return h
}

// Shown returns the text on the button now: the label, or the secret while
// held.
func (h *HoldReveal) Shown() string {
	if h.held {
		return h.secret
	}
	return h.label
}

// MouseDown shows the secret.
func (h *HoldReveal) MouseDown(*desktop.MouseEvent) { h.setHeld(true) }

// MouseUp hides the secret.
func (h *HoldReveal) MouseUp(*desktop.MouseEvent) { h.setHeld(false) }

// TouchDown shows the secret on a touch screen.
func (h *HoldReveal) TouchDown(*mobile.TouchEvent) { h.setHeld(true) }

// TouchUp hides the secret on a touch screen.
func (h *HoldReveal) TouchUp(*mobile.TouchEvent) { h.setHeld(false) }

// TouchCancel hides the secret when the touch is taken away.
func (h *HoldReveal) TouchCancel(*mobile.TouchEvent) { h.setHeld(false) }

func (h *HoldReveal) setHeld(held bool) {
	h.held = held
	h.Refresh()
}

// CreateRenderer draws a rounded button with the label, or the secret in
// large digits.
func (h *HoldReveal) CreateRenderer() fyne.WidgetRenderer {
	h.bg = canvas.NewRectangle(theme.Color(theme.ColorNameButton))
	h.bg.CornerRadius = theme.InputRadiusSize()
	h.text = canvas.NewText("", theme.Color(theme.ColorNameForeground))
	h.text.Alignment = fyne.TextAlignCenter
	h.text.TextStyle.Bold = true
	r := &holdRenderer{h: h, objects: []fyne.CanvasObject{h.bg, container.NewCenter(h.text)}}
	r.Refresh()
	return r
}

type holdRenderer struct {
	h       *HoldReveal
	objects []fyne.CanvasObject
}

func (r *holdRenderer) Destroy() {}

func (r *holdRenderer) Objects() []fyne.CanvasObject { return r.objects }

// MinSize is a finger's height and room for the label or the secret,
// whichever is wider.
func (r *holdRenderer) MinSize() fyne.Size {
	label := fyne.MeasureText(r.h.label, theme.TextSize(), fyne.TextStyle{Bold: true})
	secret := fyne.MeasureText(r.h.secret, theme.Size(theme.SizeNameHeadingText)*1.5, fyne.TextStyle{Bold: true})
	pad := theme.Padding() * 4
	return fyne.NewSize(max(label.Width, secret.Width)+pad, max(56, secret.Height+pad/2))
}

func (r *holdRenderer) Layout(size fyne.Size) {
	for _, o := range r.objects {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (r *holdRenderer) Refresh() {
	h := r.h
	h.text.Text = h.Shown()
	if h.held {
		h.text.TextSize = theme.Size(theme.SizeNameHeadingText) * 1.5
		h.bg.FillColor = theme.Color(theme.ColorNamePrimary)
	} else {
		h.text.TextSize = theme.TextSize()
		h.bg.FillColor = theme.Color(theme.ColorNameButton)
	}
	h.text.Refresh()
	h.bg.Refresh()
}
