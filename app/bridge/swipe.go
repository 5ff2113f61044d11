package bridge

import (
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// The arithmetic of a finger's drag, kept apart from the browser's touch
// events (touch_js.go) so that it is tested on every platform. Places are in
// the page's pixels and times in milliseconds, as the events give them.

// Sizes of a finger's drag.
const (
	// swipeSlop is how far a finger may move and still tap: a tablet's
	// browser counts a touch that went further as a drag, and clicks
	// nothing at its lift.
	swipeSlop = 10
	// swipeWindow is how far back the speed at the lift is measured.
	swipeWindow = 100
	// glideTau is how fast a glide slows: its speed falls to a third in
	// this time, as a tablet's own lists do.
	glideTau = 325
	// glideMin is the speed, in pixels a millisecond, below which a
	// glide stops; a lift slower than it glides not at all.
	glideMin = 0.05
)

// swipe is one finger on the page: a tap until it has gone further than
// the slop, a drag after.
type swipe struct {
	start, last fyne.Position
	dragging    bool
	samples     []swipeSample
}

// swipeSample is where the finger was at a time.
type swipeSample struct {
	at  float64
	pos fyne.Position
}

// newSwipe is a finger put down at a place and time.
func newSwipe(at fyne.Position, t float64) *swipe {
	return &swipe{start: at, last: at, samples: []swipeSample{{t, at}}}
}

// move takes the finger to a place at a time, and returns how far the
// content under it is to follow since the last move, and whether the
// finger drags: once it has gone further than the slop, it does until it
// lifts, and the first move of the drag brings all the way from where it
// went down.
func (s *swipe) move(at fyne.Position, t float64) (fyne.Delta, bool) {
	s.samples = append(s.samples, swipeSample{t, at})
	for len(s.samples) > 2 && t-s.samples[1].at > swipeWindow {
		s.samples = s.samples[1:]
	}
	from := s.last
	s.last = at
	if !s.dragging {
		if math.Hypot(float64(at.X-s.start.X), float64(at.Y-s.start.Y)) <= swipeSlop {
			return fyne.Delta{}, false
		}
		s.dragging = true
		from = s.start
	}
	return fyne.Delta{DX: at.X - from.X, DY: at.Y - from.Y}, true
}

// travel is how far the finger has gone since it went down.
func (s *swipe) travel() fyne.Delta {
	return fyne.Delta{DX: s.last.X - s.start.X, DY: s.last.Y - s.start.Y}
}

// velocity is the finger's speed at a time, in pixels a millisecond, over
// the last moves; nothing when it has stood still that long.
func (s *swipe) velocity(t float64) fyne.Delta {
	first := s.samples[0]
	last := s.samples[len(s.samples)-1]
	span := last.at - first.at
	if span <= 0 || t-last.at > swipeWindow/2 {
		return fyne.Delta{}
	}
	return fyne.Delta{DX: (last.pos.X - first.pos.X) / float32(span), DY: (last.pos.Y - first.pos.Y) / float32(span)}
}

// glide is the content's run on after a quick lift, slowing as a tablet's
// lists do.
type glide struct {
	v fyne.Delta
}

// duration is how long the glide runs, in milliseconds: until its speed
// falls below glideMin, and 0 for a lift slower than that.
func (g glide) duration() float64 {
	speed := math.Hypot(float64(g.v.DX), float64(g.v.DY))
	if speed < glideMin {
		return 0
	}
	return glideTau * math.Log(speed/glideMin)
}

// at is how far the glide has taken the content after ms milliseconds:
// the distance its speed covers as it decays.
func (g glide) at(ms float64) fyne.Delta {
	k := float32(glideTau * (1 - math.Exp(-ms/glideTau)))
	return fyne.Delta{DX: g.v.DX * k, DY: g.v.DY * k}
}

// dragged returns the scroll a drag that went the way of travel moves:
// the innermost of those under the finger, outer first, that has more to
// show that way, or nil when none has.
func dragged(scrolls []*container.Scroll, travel fyne.Delta) *container.Scroll {
	across := math.Abs(float64(travel.DX)) > math.Abs(float64(travel.DY))
	for i := len(scrolls) - 1; i >= 0; i-- {
		if canScroll(scrolls[i], across) {
			return scrolls[i]
		}
	}
	return nil
}

// canScroll reports whether a scroll has content beyond its view across,
// or up and down.
func canScroll(s *container.Scroll, across bool) bool {
	if s.Content == nil {
		return false
	}
	content, view := s.Content.MinSize(), s.Size()
	if across {
		return s.Direction != container.ScrollVerticalOnly && s.Direction != container.ScrollNone && content.Width > view.Width+0.5
	}
	return s.Direction != container.ScrollHorizontalOnly && s.Direction != container.ScrollNone && content.Height > view.Height+0.5
}
