package screenstest

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// checkRoomLeft fails when the screen asks for more room than the window gives
// it, or when a scroll cuts what it holds while more than a third of the
// window's height shows nothing: the table would have to swipe for what
// the screen had room to show.
func (l *Live) checkRoomLeft() {
	l.T.Helper()
	window := l.Win.Canvas().Size()
	if min := l.Win.Content().MinSize(); min.Width > window.Width+0.5 || min.Height > window.Height+0.5 {
		l.fail("the screen asks for %v, the window has %v", min, window)
	}
	if l.CutsKnown != "" {
		return
	}
	cut := l.cutScroll()
	if cut == nil {
		return
	}
	if empty := window.Height - l.usedHeight(); empty > window.Height/3 {
		l.fail("a scroll of %v cuts its content of %v while %.0f of the window's %.0f px show nothing",
			cut.Size(), cut.Content.MinSize(), empty, window.Height)
	}
}

// cutScroll returns the first scroll on show that has less height than what
// it holds needs, or nil.
func (l *Live) cutScroll() *container.Scroll {
	var cut *container.Scroll
	l.shown(func(o liveObject) bool {
		s, ok := o.obj.(*container.Scroll)
		if ok && cut == nil && s.Direction != container.ScrollHorizontalOnly && s.Content != nil &&
			s.Content.MinSize().Height > s.Size().Height+1 {
			cut = s
		}
		return cut == nil
	})
	return cut
}

// usedHeight is the height of the window at which something is drawn: the
// union of the objects' heights, each cut to the scrolls round it. A container, or a strut that only
// keeps room, draws nothing of its own.
func (tb *Table) usedHeight() float32 {
	type span struct{ top, bottom float32 }
	var spans []span
	var walk func(o fyne.CanvasObject, abs fyne.Position, top, bottom float32)
	walk = func(o fyne.CanvasObject, abs fyne.Position, top, bottom float32) {
		if o == nil || !o.Visible() || o.Size().Height <= 0 {
			return
		}
		switch v := o.(type) {
		case *container.Scroll:
			top, bottom = max(top, abs.Y), min(bottom, abs.Y+v.Size().Height)
			if v.Content != nil {
				walk(v.Content, abs.Add(v.Content.Position()), top, bottom)
			}
			return
		case *fyne.Container:
			for _, c := range v.Objects {
				walk(c, abs.Add(c.Position()), top, bottom)
			}
			return
		}
		if isStrut(o) {
			return
		}
		if a, b := max(top, abs.Y), min(bottom, abs.Y+o.Size().Height); b > a {
			spans = append(spans, span{a, b})
		}
	}
	walk(tb.Win.Content(), fyne.Position{}, 0, tb.Win.Canvas().Size().Height)
	slices.SortFunc(spans, func(a, b span) int {
		switch {
		case a.top < b.top:
			return -1
		case a.top > b.top:
			return 1
		}
		return 0
	})
	var used, reach float32
	for _, s := range spans {
		if s.top > reach {
			reach = s.top
		}
		if s.bottom > reach {
			used += s.bottom - reach
			reach = s.bottom
		}
	}
	return used
}
