package bridge

import (
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
)

func TestAFingerTapsUntilItGoesFurtherThanTheSlop(t *testing.T) {
	s := newSwipe(fyne.NewPos(100, 100), 0)
	if d, drag := s.move(fyne.NewPos(104, 106), 16); drag || d != (fyne.Delta{}) {
		t.Fatalf("7 px is a tap's wobble, not a drag: %v %v", d, drag)
	}
	d, drag := s.move(fyne.NewPos(104, 130), 32)
	if !drag || d != (fyne.Delta{DX: 4, DY: 30}) {
		t.Fatalf("the first move of a drag brings the content from where the finger went down: %v %v", d, drag)
	}
	if d, drag := s.move(fyne.NewPos(104, 128), 48); !drag || d != (fyne.Delta{DY: -2}) {
		t.Fatalf("a drag goes on even back inside the slop: %v %v", d, drag)
	}
	if got := s.travel(); got != (fyne.Delta{DX: 4, DY: 28}) {
		t.Fatalf("travel %v", got)
	}
}

func TestAQuickLiftGlidesAndSlowsToAStop(t *testing.T) {
	s := newSwipe(fyne.NewPos(0, 500), 0)
	for i := 1; i <= 10; i++ {
		s.move(fyne.NewPos(0, 500-float32(i)*30), float64(i)*16)
	}
	// The last 100 ms: 2 px a millisecond, upwards.
	v := s.velocity(160)
	if math.Abs(float64(v.DY)+1.875) > 0.01 || v.DX != 0 {
		t.Fatalf("speed at the lift %v, want -1.875 px/ms", v)
	}
	if still := s.velocity(260); still != (fyne.Delta{}) {
		t.Fatalf("a finger that stood still before lifting glides at %v", still)
	}
	g := glide{v: v}
	// It runs on about speed × τ and stops within a few seconds, a frame
	// at a time as the animation ticks.
	var total float32
	var last fyne.Delta
	frames := 0
	for ms := 16.0; ms < g.duration()+16; ms += 16 {
		now := g.at(min(ms, g.duration()))
		total += now.DY - last.DY
		last = now
		frames++
	}
	if want := -1.875 * glideTau; math.Abs(float64(total)-want) > 0.05*math.Abs(want) || frames > 200 {
		t.Fatalf("the glide ran %.0f px in %d frames, want about %.0f", total, frames, want)
	}
	if slow := (glide{v: fyne.Delta{DY: glideMin / 2}}); slow.duration() != 0 {
		t.Fatalf("a lift slower than glideMin glides for %.0f ms", slow.duration())
	}
}

func TestADragMovesTheInnermostScrollThatHasMoreToShow(t *testing.T) {
	test.NewTempApp(t)
	tall := func(h float32) fyne.CanvasObject {
		r := canvas.NewRectangle(nil)
		r.SetMinSize(fyne.NewSize(100, h))
		return r
	}
	inner := container.NewVScroll(tall(300))
	outer := container.NewVScroll(container.NewVBox(inner, tall(900)))
	outer.Resize(fyne.NewSize(100, 600))
	inner.Resize(fyne.NewSize(100, 400))
	if got := dragged([]*container.Scroll{outer, inner}, fyne.Delta{DY: -40}); got != outer {
		t.Fatal("the inner scroll shows all it has: the outer one takes the drag")
	}
	inner.Resize(fyne.NewSize(100, 200))
	if got := dragged([]*container.Scroll{outer, inner}, fyne.Delta{DY: -40}); got != inner {
		t.Fatal("the inner scroll has more to show: it takes the drag")
	}
	if got := dragged([]*container.Scroll{outer, inner}, fyne.Delta{DX: -40, DY: 5}); got != nil {
		t.Fatal("a drag across moves no scroll that goes up and down only")
	}
}
