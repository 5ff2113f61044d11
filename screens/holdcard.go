package screens

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/driver/mobile"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Held is what a finger holds rather than taps: it acts while the finger is
// down and stops when it lifts or slides off. A browser sends the mouse's
// press, release and click all at once when a finger lifts, so the web
// build's touch bridge presses and releases a Held from the touch events
// themselves.
type Held interface {
	fyne.CanvasObject
	// Press starts the hold.
	Press()
	// Release ends it.
	Release()
}

// HoldCard is a secret face down: it shows its secret only while a finger or
// the mouse button holds it, and hides it again on release, so a tablet
// passed round the table shows each player their own card alone (Spyfall's
// role, Decrypto's drawn code). Face down it is a grey tile; face up it is
// the page's own background inside a thick border in the theme's primary
// colour, so its text reads as well as any label in both themes.
type HoldCard struct {
	widget.BaseWidget
	hint, secret string
	size         fyne.Size
	held         bool
	onRelease    func()
	text         *fitText
	note         string
	noteText     *fitText
	// Notes gives the card a line under its secret, in plain type, for a
	// note shown with the secret (SetNote); set before the card is drawn.
	// The line is there face down too, and for a secret with no note, so
	// the card looks the same whoever holds it.
	Notes bool
	// TextSize is the size of the card's text: the theme's subheading
	// unless set before the card is drawn.
	TextSize fyne.ThemeSizeName
	// Bg is the card's background.
	Bg *canvas.Rectangle
}

// NewHoldCard returns a face-down card of at least the given size that shows
// hint until it is held; onRelease, when not nil, runs when it is let go
// after showing the secret.
func NewHoldCard(hint, secret string, size fyne.Size, onRelease func()) *HoldCard {
	h := &HoldCard{hint: hint, secret: secret, size: size, onRelease: onRelease}
	h.ExtendBaseWidget(h)
	return h
}

// Set gives the card another hint and secret, face down: the same card
// serves each player in turn.
func (h *HoldCard) Set(hint, secret string) {
	if h.hint == hint && h.secret == secret && !h.held {
		return
	}
	h.hint, h.secret, h.held = hint, secret, false
	h.Refresh()
}

// SetNote gives the secret a note, shown under it while the card is held;
// "" for none. It takes the line Notes keeps.
func (h *HoldCard) SetNote(note string) {
	if h.note == note {
		return
	}
	h.note = note
	h.Refresh()
}

// ShowingNote returns the note the card shows now.
func (h *HoldCard) ShowingNote() string {
	if h.held {
		return h.note
	}
	return ""
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

// The widths of the card's border face down and, thicker, face up.
const (
	holdCardEdge   = 2
	holdCardBorder = 4
)

// CreateRenderer draws the card: a tall tile with its text in the middle.
func (h *HoldCard) CreateRenderer() fyne.WidgetRenderer {
	h.Bg = canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	h.Bg.CornerRadius = theme.InputRadiusSize() * 2
	h.Bg.SetMinSize(h.size)
	size := h.TextSize
	if size == "" {
		size = theme.SizeNameSubHeadingText
	}
	// The text keeps the room of two lines, and the note one, whatever
	// they hold: a secret that wraps, or a code with lines of warning,
	// shrinks to fit rather than grow the card, which would move what
	// lies below it and tell the table what the card holds.
	h.text = newFitText(size, fyne.TextStyle{Bold: true}, 2)
	face := fyne.CanvasObject(h.text.box)
	if h.Notes {
		h.noteText = newFitText(theme.SizeNameText, fyne.TextStyle{}, 1)
		face = container.NewBorder(nil, h.noteText.box, nil, nil, h.text.box)
	}
	r := &holdCardRenderer{h: h, objects: []fyne.CanvasObject{container.NewStack(h.Bg, container.NewPadded(face))}}
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

// Refresh shows the side of the card that is up. The text keeps the
// foreground colour on both sides: face down on the input background with a
// plain border, face up on the page's background inside a primary border.
func (r *holdCardRenderer) Refresh() {
	r.h.text.SetText(r.h.Showing())
	if r.h.noteText != nil {
		r.h.noteText.SetText(r.h.ShowingNote())
	}
	fill, stroke := r.h.Colors()
	r.h.Bg.FillColor, r.h.Bg.StrokeColor = fill, stroke
	r.h.Bg.StrokeWidth = holdCardEdge
	if r.h.held {
		r.h.Bg.StrokeWidth = holdCardBorder
	}
	r.h.Bg.Refresh()
}

// Colors returns the card's fill and border for the side that is up.
func (h *HoldCard) Colors() (fill, stroke color.Color) {
	if h.held {
		return theme.Color(theme.ColorNameBackground), theme.Color(theme.ColorNamePrimary)
	}
	return theme.Color(theme.ColorNameInputBackground), theme.Color(theme.ColorNameInputBorder)
}
