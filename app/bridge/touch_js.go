//go:build js && wasm

package bridge

import (
	"slices"
	"sync/atomic"
	"syscall/js"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"tablecompanion/screens"
)

// The finger in the browser.
//
// Fyne's web driver (2.8.1 with glfw-js v0.4.0) takes the mouse and the
// wheel; its own touch handling is left out. A browser turns a finger's tap
// into a click, which the driver takes as the mouse's, but a finger's drag
// into nothing the driver hears, so no list or screen scrolls by touch.
//
// The bridge takes the page's touch events and gives a one-finger drag to
// the Fyne scroll under the finger, as its wheel would: the content
// follows the finger, and after a quick lift glides on and slows as a
// tablet's lists do. A touch that moved no further than a tap's wobble
// is left to the browser, which clicks; one that dragged is kept from the
// click at its lift, so a drag that starts on a button presses nothing. A
// finger on a gliding list stops it and taps nothing there. Two fingers or more
// are not a drag: Keep Watch's pads take those.
//
// A finger that goes down on something held (a hidden card, screens.Held)
// presses it at once and releases it when it lifts, is lost, or slides off;
// the page keeps the browser from making that touch a mouse's, whose press,
// release and click would all come at the lift and only flash the card.
// Such a finger scrolls nothing, and other fingers leave the hold alone.
//
// The scroll under the finger is found when it goes down, reading Fyne's
// widgets inside the page's event as the keyboard bridge and locate do;
// the scrolling itself goes to the UI goroutine.
type touches struct {
	p *page
	// sw is the finger being followed, or nil; scrolls are the scrolls
	// under it, outer first, and target the one it drags once it drags.
	sw      *swipe
	id      int
	scrolls []*container.Scroll
	target  *container.Scroll
	// stopped is set when the finger went down on a gliding scroll: its
	// lift taps nothing.
	stopped bool
	// held is what the finger of holdID holds, or nil, and heldAt its
	// place on the page: its top left and bottom right corners.
	held   screens.Held
	holdID int
	heldAt [2]fyne.Position
	// gliding is the glide under way after a quick lift, or nil.
	gliding *gliding
}

// gliding is a scroll's glide, run by a Fyne animation on the UI
// goroutine.
type gliding struct {
	anim   *fyne.Animation
	target *container.Scroll
	// over is set on the UI goroutine when the glide has slowed to a stop
	// or the content is at its end.
	over atomic.Bool
}

// bridgeTouch follows the page's fingers for the scrolls.
func bridgeTouch(p *page) {
	t := &touches{p: p}
	doc := js.Global().Get("document")
	opts := js.ValueOf(map[string]any{"capture": true, "passive": false})
	listen := func(event string, f func(ev js.Value)) {
		doc.Call("addEventListener", event, js.FuncOf(func(_ js.Value, args []js.Value) any {
			f(args[0])
			return nil
		}), opts)
	}
	listen("touchstart", t.start)
	listen("touchmove", t.move)
	listen("touchend", t.end)
	listen("touchcancel", func(ev js.Value) {
		t.sw = nil
		t.lift(ev)
	})
	// A finger lights no button (screens.Button); the mouse does. The
	// pointer's events say which it is, the mouse's own do not: a browser
	// sends those for a finger too. The page tells Go only when the kind
	// changes, so that a finger's drag does not call into Go at each move.
	tell := js.FuncOf(func(_ js.Value, args []js.Value) any {
		screens.SetFingerPointing(args[0].Bool())
		return nil
	})
	pointing := js.Global().Get("Function").New("tell", `let finger = false;
return (e) => {
  const now = e.pointerType !== "mouse";
  if (now !== finger) { finger = now; tell(now); }
};`).Invoke(tell)
	passive := js.ValueOf(map[string]any{"capture": true, "passive": true})
	for _, event := range []string{"pointerdown", "pointermove"} {
		doc.Call("addEventListener", event, pointing, passive)
	}
}

// start follows a finger that goes down alone, and stops a glide; a finger
// on something held holds it.
func (t *touches) start(ev js.Value) {
	if t.held != nil {
		// Another finger while one holds: the hold goes on, and nothing
		// else starts.
		ev.Call("preventDefault")
		return
	}
	if t.hold(ev) {
		return
	}
	gliding := t.stopGlide()
	t.sw, t.target, t.stopped = nil, nil, false
	if ev.Get("touches").Length() != 1 {
		return
	}
	touch := ev.Get("changedTouches").Index(0)
	at := fyne.NewPos(float32(touch.Get("clientX").Float()), float32(touch.Get("clientY").Float()))
	t.sw, t.id = newSwipe(at, ev.Get("timeStamp").Float()), touch.Get("identifier").Int()
	t.scrolls = t.p.scrollsAt(at)
	// A finger on the gliding list only stops it; elsewhere it taps.
	t.stopped = gliding != nil && slices.Contains(t.scrolls, gliding)
}

// hold presses what is held under a finger that goes down alone, and
// reports whether there was such a thing.
func (t *touches) hold(ev js.Value) bool {
	if ev.Get("touches").Length() != 1 {
		return false
	}
	touch := ev.Get("changedTouches").Index(0)
	at := fyne.NewPos(float32(touch.Get("clientX").Float()), float32(touch.Get("clientY").Float()))
	h, corners := t.p.heldAt(at)
	if h == nil {
		return false
	}
	ev.Call("preventDefault")
	t.stopGlide()
	t.sw = nil
	t.held, t.holdID, t.heldAt = h, touch.Get("identifier").Int(), corners
	screens.OnUI(h.Press)
	return true
}

// lift releases the hold when its finger is among a touch event's changed
// touches, lifted or lost, and keeps the browser from clicking.
func (t *touches) lift(ev js.Value) {
	if t.held == nil {
		return
	}
	if _, ok := touchOf(ev, t.holdID); ok {
		ev.Call("preventDefault")
		t.letGo()
	}
}

// letGo releases what is held.
func (t *touches) letGo() {
	h := t.held
	t.held = nil
	screens.OnUI(h.Release)
}

// holdMove releases the hold when its finger slides off what it holds.
func (t *touches) holdMove(ev js.Value) {
	ev.Call("preventDefault")
	at, ok := touchOf(ev, t.holdID)
	if !ok {
		return
	}
	c := t.heldAt
	if at.X < c[0].X || at.Y < c[0].Y || at.X >= c[1].X || at.Y >= c[1].Y {
		t.letGo()
	}
}

// follow returns the followed finger's place in a touch event, if it is
// among its changed touches.
func (t *touches) follow(ev js.Value) (fyne.Position, bool) {
	return touchOf(ev, t.id)
}

// touchOf returns the place of the finger with the identifier in a touch
// event, if it is among its changed touches.
func touchOf(ev js.Value, id int) (fyne.Position, bool) {
	list := ev.Get("changedTouches")
	for i := range list.Length() {
		touch := list.Index(i)
		if touch.Get("identifier").Int() == id {
			return fyne.NewPos(float32(touch.Get("clientX").Float()), float32(touch.Get("clientY").Float())), true
		}
	}
	return fyne.Position{}, false
}

// move scrolls the content under the finger with it, once it drags.
func (t *touches) move(ev js.Value) {
	if t.held != nil {
		t.holdMove(ev)
		return
	}
	if t.sw == nil {
		return
	}
	if ev.Get("touches").Length() != 1 {
		t.sw = nil
		return
	}
	at, ok := t.follow(ev)
	if !ok {
		return
	}
	// The page keeps the finger from the browser: no pinch or pull of its
	// own, and touchmove events the browser does not hold back.
	ev.Call("preventDefault")
	t.drag(ev, at)
}

// drag moves the content under the finger with it, once the finger drags
// and there is a scroll to move that way.
func (t *touches) drag(ev js.Value, at fyne.Position) {
	d, drag := t.sw.move(at, ev.Get("timeStamp").Float())
	if !drag {
		return
	}
	if t.target == nil {
		if t.target = dragged(t.scrolls, t.sw.travel()); t.target == nil {
			return
		}
	}
	t.scroll(t.target, d)
}

// end lets a tap be the browser's click, keeps a drag's lift from
// clicking, and glides after a quick one. The lift's own place counts as
// the last move: a busy page may not have heard the moves just before it.
func (t *touches) end(ev js.Value) {
	if t.held != nil {
		t.lift(ev)
		return
	}
	at, ok := t.follow(ev)
	if !ok || t.sw == nil {
		if t.stopped {
			ev.Call("preventDefault")
		}
		return
	}
	if t.drag(ev, at); t.target == nil {
		t.sw = nil
		if t.stopped {
			ev.Call("preventDefault")
		}
		return
	}
	sw, target := t.sw, t.target
	t.sw = nil
	ev.Call("preventDefault")
	if v := sw.velocity(ev.Get("timeStamp").Float()); v != (fyne.Delta{}) {
		t.startGlide(target, glide{v: v})
	}
}

// scroll moves a scroll's content by a finger's move in the page's pixels.
func (t *touches) scroll(target *container.Scroll, d fyne.Delta) {
	k := t.p.pixelsToFyne()
	ev := &fyne.ScrollEvent{Scrolled: fyne.Delta{DX: d.DX * k, DY: d.DY * k}}
	screens.OnUI(func() { target.Scrolled(ev) })
}

// startGlide runs a glide a frame at a time until it slows to a stop, the
// scroll reaches its end, or a finger stops it.
func (t *touches) startGlide(target *container.Scroll, g glide) {
	ms := g.duration()
	if ms == 0 {
		return
	}
	k := t.p.pixelsToFyne()
	run := &gliding{target: target}
	var done fyne.Delta
	run.anim = fyne.NewAnimation(time.Duration(ms*float64(time.Millisecond)), func(p float32) {
		if run.over.Load() {
			return
		}
		now := g.at(float64(p) * ms)
		ev := &fyne.ScrollEvent{Scrolled: fyne.Delta{DX: (now.DX - done.DX) * k, DY: (now.DY - done.DY) * k}}
		done = now
		before := target.Offset
		target.Scrolled(ev)
		if p >= 1 || target.Offset == before {
			// Slowed to a stop, or the content is at its end.
			run.over.Store(true)
			run.anim.Stop()
		}
	})
	run.anim.Curve = fyne.AnimationLinear
	t.gliding = run
	run.anim.Start()
}

// stopGlide stops the glide under way, and returns the scroll that was
// gliding, or nil.
func (t *touches) stopGlide() *container.Scroll {
	run := t.gliding
	t.gliding = nil
	if run == nil || run.over.Swap(true) {
		return nil
	}
	run.anim.Stop()
	return run.target
}

// scrollsAt returns the scrolls on show under a point of the page, outer
// first: in the top pop-up when one is up, else in the window.
func (p *page) scrollsAt(at fyne.Position) []*container.Scroll {
	k := p.pixelsToFyne()
	pt := fyne.NewPos(at.X*k, at.Y*k)
	d := fyne.CurrentApp().Driver()
	var out []*container.Scroll
	p.eachUnderTop(func(o fyne.CanvasObject) {
		sc, ok := o.(*container.Scroll)
		if !ok {
			return
		}
		pos, size := d.AbsolutePositionForObject(sc), sc.Size()
		if pt.X >= pos.X && pt.Y >= pos.Y && pt.X < pos.X+size.Width && pt.Y < pos.Y+size.Height {
			out = append(out, sc)
		}
	})
	return out
}

// heldAt returns what is held under a point of the page, the innermost
// there, with its top left and bottom right corners in the page's pixels;
// nil when there is none.
func (p *page) heldAt(at fyne.Position) (screens.Held, [2]fyne.Position) {
	k := p.pixelsToFyne()
	pt := fyne.NewPos(at.X*k, at.Y*k)
	d := fyne.CurrentApp().Driver()
	var found screens.Held
	var corners [2]fyne.Position
	p.eachUnderTop(func(o fyne.CanvasObject) {
		h, ok := o.(screens.Held)
		if !ok {
			return
		}
		pos, size := d.AbsolutePositionForObject(h), h.Size()
		if pt.X >= pos.X && pt.Y >= pos.Y && pt.X < pos.X+size.Width && pt.Y < pos.Y+size.Height {
			found = h
			corners = [2]fyne.Position{{X: pos.X / k, Y: pos.Y / k}, {X: (pos.X + size.Width) / k, Y: (pos.Y + size.Height) / k}}
		}
	})
	return found, corners
}
