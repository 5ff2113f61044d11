package screens

import (
	"sync/atomic"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"
)

// Button is Fyne's button that lights under the mouse but not under a
// finger. A finger has no hover, yet a browser moves the mouse to where a
// finger lifts, just before its press and release. Fyne's button lit then
// redraws the whole window once more, often before the tap's answer, a
// frame a tablet pays a tenth of a second for; and it stays lit after the
// finger has gone.
type Button struct {
	widget.Button
	// lit is set while the button shows the mouse over it.
	lit bool
}

// NewButton returns a button with the words and action.
func NewButton(text string, tapped func()) *Button {
	return NewButtonWithIcon(text, nil, tapped)
}

// NewButtonWithIcon returns a button with the words, icon and action.
func NewButtonWithIcon(text string, icon fyne.Resource, tapped func()) *Button {
	b := &Button{}
	b.Text, b.Icon, b.OnTapped = text, icon, tapped
	b.ExtendBaseWidget(b)
	return b
}

// MouseIn implements desktop.Hoverable: it lights the button under the
// mouse, and not under a finger.
func (b *Button) MouseIn(e *desktop.MouseEvent) {
	if FingerPointing() {
		return
	}
	b.lit = true
	b.Button.MouseIn(e)
}

// MouseOut implements desktop.Hoverable: it puts out a lit button, and
// leaves one that was never lit as it is, without a redraw.
func (b *Button) MouseOut() {
	if !b.lit {
		return
	}
	b.lit = false
	b.Button.MouseOut()
}

// fingerPointing is set while the page's pointer is a finger or a pen, and
// cleared when the mouse moves.
var fingerPointing atomic.Bool

// FingerPointing reports whether the page's last pointer was a finger: then
// nothing on screen should light as under the mouse.
func FingerPointing() bool {
	return fingerPointing.Load()
}

// SetFingerPointing tells the buttons whether the page's last pointer was a
// finger (true) or the mouse (false). Only the web build calls it: a desktop
// window's pointer is always the mouse.
func SetFingerPointing(finger bool) {
	fingerPointing.Store(finger)
}

// FyneButton is the Fyne button that o is: one of ours, or one that Fyne
// made itself, as a dialog's; nil for anything else. Tests and the page's
// locate read buttons through it.
func FyneButton(o fyne.CanvasObject) *widget.Button {
	switch v := o.(type) {
	case *Button:
		return &v.Button
	case *widget.Button:
		return v
	}
	return nil
}
