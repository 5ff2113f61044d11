//go:build ignore

package screens

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/driver/mobile"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// HoldCard is a secret face down: it shows its secret only while a finger or
// the mouse button holds it, and hides it again on release, so a tablet
// passed round the table shows each player their own card alone (Spyfall's
// role, Decrypto's drawn code).
type HoldCard struct {
	widget.BaseWidget
	hint, secret string
	size         fyne.Size
	held         bool
	onRelease    func()
	text         *widget.Label
	bg           *canvas.Rectangle
}

// NewHoldCard returns a face-down card of at least the given size that shows
// hint until it is held; onRelease, when not nil, runs when it is let go
// after showing the secret.
func NewHoldCard(hint, secret string, size fyne.Size, onRelease func()) *HoldCard {
	h := &HoldCard{hint: hint, secret: secret, size: size, onRelease: onRelease}
	h.ExtendBaseWidget(h)
	return h
}

// Showing returns the text the card shows now.
func (h *HoldCard) Showing() string {
	if h.held {
		return h.secret
	}
	return h.hint
}

// Press turns the card face up.
func (h *HoldCard) Press() {
	h.held = true
	h.Refresh()
}

// Release turns the card face down again.
func (h *HoldCard) Release() {
	if !h.held {
		return
	}
	h.held = false
	h.Refresh()
	if h.onRelease != nil {
		h.onRelease()
	}
}

// MouseDown shows the secret while the mouse button is held.
func (h *HoldCard) MouseDown(*desktop.MouseEvent) { h.Press() }

// MouseUp hides the secret.
func (h *HoldCard) MouseUp(*desktop.MouseEvent) { h.Release() }

// TouchDown shows the secret while a finger is on the card.
func (h *HoldCard) TouchDown(*mobile.TouchEvent) { h.Press() }

// TouchUp hides the secret.
func (h *HoldCard) TouchUp(*mobile.TouchEvent) { h.Release() }

// TouchCancel hides the secret when the touch is lost.
func (h *HoldCard) TouchCancel(*mobile.TouchEvent) { h.Release() }

// CreateRenderer draws the card: a tall tile with its text in the middle.
func (h *HoldCard) CreateRenderer() fyne.WidgetRenderer {
	h.bg = canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	h.bg.CornerRadius = theme.InputRadiusSize() * 2
	h.bg.SetMinSize(h.size)
	h.text = widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	h.text.SizeName = theme.SizeNameSubHeadingText
	h.text.Wrapping = fyne.TextWrapWord
	r := &holdCardRenderer{h: h, objects: []fyne.CanvasObject{container.NewStack(h.bg, container.NewPadded(container.NewVBox(layout.NewSpacer(), h.text, layout.NewSpacer())))}}
	r.Refresh()
	return r
}

type holdCardRenderer struct {
	h       *HoldCard
	objects []fyne.CanvasObject
}

func (r *holdCardRenderer) Layout(s fyne.Size)           { r.objects[0].Resize(s) }
func (r *holdCardRenderer) MinSize() fyne.Size           { return r.objects[0].MinSize() }
func (r *holdCardRenderer) Objects() []fyne.CanvasObject { return r.objects }
func (r *holdCardRenderer) Destroy()                     {}

func (r *holdCardRenderer) Refresh() {
	r.h.text.SetText(r.h.Showing())
	if r.h.held {
		r.h.bg.FillColor = theme.Color(theme.ColorNamePrimary)
	} else {
		r.h.bg.FillColor = theme.Color(theme.ColorNameInputBackground)
	}
	r.h.bg.Refresh()
}
