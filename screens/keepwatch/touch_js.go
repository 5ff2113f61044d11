//go:build js && wasm

package keepwatch

import (
	"syscall/js"

	"fyne.io/fyne/v2"

	"tablecompanion/screens"
)

func init() { padTouches = listenTouches }

// listenTouches takes the page's own touch events for the pads. A browser
// hands Fyne one pointer, a mouse it makes up from the first finger, so two
// players who hit their pads together would count as one press. Each finger
// that lands on a pad presses it; the page's made-up mouse is then held
// back, so the pad is not pressed twice. Fingers that land elsewhere are
// left to Fyne. It returns the function that stops listening.
//
// A press is timed by its touch event's time stamp, taken back from the
// frame that handles it.
func listenTouches(k *Screen) (stop func()) {
	doc, performance := js.Global().Get("document"), js.Global().Get("performance")
	handler := js.FuncOf(func(_ js.Value, args []js.Value) any {
		ev := args[0]
		touches := ev.Get("changedTouches")
		var seats []int
		for i := range touches.Length() {
			t := touches.Index(i)
			if seat := k.padAt(t.Get("clientX").Float(), t.Get("clientY").Float()); seat >= 0 {
				seats = append(seats, seat)
			}
		}
		if len(seats) == 0 {
			return nil
		}
		ev.Call("preventDefault")
		// The fingers of one event are pressed together, at the event's
		// time rather than the frame's that takes it: on a slow tablet
		// that frame can come a tenth of a second later, and two fingers
		// of the same moment in two events would lie a frame apart.
		stamp := ev.Get("timeStamp").Float()
		screens.OnUI(func() {
			at := k.Clock().Add(-eventAge(performance.Call("now").Float(), stamp))
			for _, seat := range seats {
				k.PressAt(seat, at)
			}
		})
		return nil
	})
	opts := js.ValueOf(map[string]any{"passive": false, "capture": true})
	doc.Call("addEventListener", "touchstart", handler, opts)
	return func() {
		doc.Call("removeEventListener", "touchstart", handler, opts)
		handler.Release()
	}
}

// padAt returns the seat of the pad on show at a point of the page, in CSS
// pixels, or -1: none while they are put away. While a dialog is open it
// covers the pads, as it does for the mouse: a finger on it is the
// dialog's, and its buttons (Close sits over the middle pads on a tablet
// on its side) take the tap.
func (k *Screen) padAt(x, y float64) int {
	// Between challenges the pads are put away: the driver then places
	// them at the window's corner, over the top bar's buttons.
	if k.covered() || k.padBox == nil || !k.padBox.Visible() {
		return -1
	}
	ratio := js.Global().Get("devicePixelRatio").Float()
	for seat, p := range k.Pads {
		if p == nil || !p.Visible() {
			continue
		}
		c := fyne.CurrentApp().Driver().CanvasForObject(p)
		if c == nil {
			continue
		}
		scale := float64(c.Scale())
		at := fyne.CurrentApp().Driver().AbsolutePositionForObject(p)
		px, py := float32(x*ratio/scale), float32(y*ratio/scale)
		if px >= at.X && py >= at.Y && px < at.X+p.Size().Width && py < at.Y+p.Size().Height {
			return seat
		}
	}
	return -1
}
