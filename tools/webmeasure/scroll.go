package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"path/filepath"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"tablecompanion/tools/webtest"
)

var scrollRuns = flag.Int("scroll", 0, "if above 0, instead: this many runs of a finger and the wheel scrolling the app's roster beside bare Fyne scrolled by the wheel, at ×4")

// scrollCompare measures scrolling at ×4, interleaved run by run: the
// frames a second the page draws while a finger drags the app's roster up
// and lifts, and from the lift until the content is at rest; beside it the
// same roster scrolled by the wheel as far, Fyne's own way of scrolling in
// a browser, which tells the bridge's cost from the drawing's, and bare
// Fyne's long list by the wheel.
func scrollCompare() {
	t := &tool{}
	defer t.cleanup()
	w := newWorkshop(t)
	app := &contestant{name: "app", app: true}
	app.site, _ = w.serve("app", w.root, ".", filepath.Join(w.root, "web"), "-ldflags=-s -w", appTagsFor("app"))
	bare := &contestant{name: "bare"}
	bare.site, _ = w.serve("barescroll", w.root, "./tools/webmeasure/barescroll", filepath.Join(w.root, "web"), "-ldflags=-s -w")
	// The three ways, each a column: its frames a second while it moves,
	// the milliseconds and draw calls of a frame, and for the finger the
	// milliseconds from the lift to the content at rest.
	var cols [3]struct{ fps, ms, calls, rest []float64 }
	names := [3]string{"app, a finger", "app, the wheel", "bare Fyne, the wheel"}
	for i := range *scrollRuns {
		for k := range 3 {
			col := (i + k) % 3
			var f scrolled
			switch col {
			case 0:
				f = app.fingerScroll()
			case 1:
				f = app.wheelScroll(roster)
			case 2:
				f = bare.wheelScroll(func(context.Context) {})
			}
			c := &cols[col]
			c.fps, c.ms, c.calls, c.rest = append(c.fps, f.fps), append(c.ms, f.ms), append(c.calls, f.calls), append(c.rest, f.rest)
			log.Printf("run %d %s: %.1f frames/s, %.0f ms and %.0f draw calls a frame, at rest %.0f ms after", i+1, names[col], f.fps, f.ms, f.calls, f.rest)
		}
	}
	fmt.Printf("\nScrolling at ×4, %d runs, headless Chromium %dx%d; the app's roster of 27 players, bare Fyne's list of 80 labels; median (min–max)\n\n", *scrollRuns, webtest.Size[0], webtest.Size[1])
	fmt.Printf("| | %s | %s | %s |\n|---|---|---|---|\n", names[0], names[1], names[2])
	fmt.Printf("| frames a second while it moves | %s | %s | %s |\n", spread(cols[0].fps), spread(cols[1].fps), spread(cols[2].fps))
	fmt.Printf("| ms a frame | %s | %s | %s |\n", spread(cols[0].ms), spread(cols[1].ms), spread(cols[2].ms))
	fmt.Printf("| draw calls a frame | %s | %s | %s |\n", spread(cols[0].calls), spread(cols[1].calls), spread(cols[2].calls))
	fmt.Printf("| from the lift to the content at rest, ms | %s | – | – |\n", spread(cols[0].rest))
}

// scrolled is what one scroll measured: the frames a second while the
// content moved, the milliseconds and draw calls of those frames on
// average, and for a finger the milliseconds from its lift to the content
// at rest.
type scrolled struct{ fps, ms, calls, rest float64 }

// roster opens the app's roster with 27 players, so that it runs past an
// upright tablet. The players are added at full speed, and the page is
// throttled ×4 only then.
func roster(ctx context.Context) {
	throttle(ctx, 1)
	defer throttle(ctx, 4)
	var names []string
	for i := range 27 {
		names = append(names, fmt.Sprintf("Player %d", i+1))
	}
	addPlayers(ctx, names...)
	tap(ctx, "27 players", 0)
	time.Sleep(2 * time.Second)
	if len(evalScrolls(ctx)) == 0 {
		log.Fatalf("the roster does not run past the tablet: %q", texts(ctx))
	}
}

// fingerScroll opens the roster, drags a finger up its middle by 600 px
// in thirty moves a frame apart and lifts it; it measures from the touch
// to the content at rest, and from the lift to the last move. Through the
// DevTools protocol a move waits for the page to take the one before, as a
// busy page's browser holds a real finger's moves back.
func (c *contestant) fingerScroll() scrolled {
	t := &tool{}
	defer t.cleanup()
	ctx := c.browser(t, 4)
	open(ctx, c.site)
	roster(ctx)
	drawn := evalf(ctx, "__tc.frames.length")
	start := evalf(ctx, "performance.now()")
	swipe(ctx, [2]float64{400, 1000}, [2]float64{400, 400}, 30)
	lift := evalf(ctx, "performance.now()")
	// At rest: the scroll has not moved for half a second.
	last, moved := evalScrolls(ctx), lift
	for quiet := time.Now(); time.Since(quiet) < 500*time.Millisecond; time.Sleep(20 * time.Millisecond) {
		if now := evalScrolls(ctx); fmt.Sprint(now) != fmt.Sprint(last) {
			last, moved, quiet = now, evalf(ctx, "performance.now()"), time.Now()
		}
	}
	frames := evalf(ctx, "__tc.frames.length") - drawn
	ms, calls := frameCost(ctx, drawn)
	return scrolled{fps: frames / ((moved - start) / 1000), ms: ms, calls: calls, rest: moved - lift}
}

// wheelScroll opens the page, readies it, and turns the wheel over it by
// 600 px in thirty turns a frame apart, as far as the finger drags; it
// measures from the first turn to the last frame.
func (c *contestant) wheelScroll(ready func(context.Context)) scrolled {
	t := &tool{}
	defer t.cleanup()
	ctx := c.browser(t, 4)
	open(ctx, c.site)
	ready(ctx)
	_, err := chromedp.Call(ctx, input.DispatchMouseEvent, input.DispatchMouseEventParams{Type: input.DispatchMouseEventTypeMouseMoved, X: 400, Y: 700})
	must(err)
	time.Sleep(2 * time.Second)
	drawn := evalf(ctx, "__tc.frames.length")
	start := evalf(ctx, "performance.now()")
	for range 30 {
		// A turn a frame, as the finger's moves come: the page's wheel
		// events would queue up behind a slow frame, and a focused field's
		// blinking cursor draws frames of its own.
		sent := evalf(ctx, "performance.now()")
		_, err := chromedp.Call(ctx, input.DispatchMouseEvent, input.DispatchMouseEventParams{Type: input.DispatchMouseEventTypeMouseWheel, X: 400, Y: 700, DeltaX: 0.01, DeltaY: 20})
		must(err)
		for wait := time.Now(); time.Since(wait) < 2*time.Second; time.Sleep(5 * time.Millisecond) {
			if evalb(ctx, fmt.Sprintf("__tc.frames.some(f => f.start > %f && f.end > 0)", sent)) {
				break
			}
		}
	}
	frames := evalf(ctx, "__tc.frames.length") - drawn
	end := evalf(ctx, "__tc.frames[__tc.frames.length - 1].end || performance.now()")
	ms, calls := frameCost(ctx, drawn)
	return scrolled{fps: frames / ((end - start) / 1000), ms: ms, calls: calls}
}

// frameCost returns the milliseconds and the draw calls of the frames
// drawn since the first'th, on average: what a frame of the page costs.
func frameCost(ctx context.Context, first float64) (ms, calls float64) {
	frames := fmt.Sprintf("__tc.frames.slice(%d).filter(f => f.end > 0)", int(first))
	ms = evalf(ctx, fmt.Sprintf("(f => f.reduce((a, x) => a + x.end - x.start, 0) / f.length)(%s)", frames))
	calls = evalf(ctx, fmt.Sprintf("(f => f.reduce((a, x) => a + x.calls, 0) / f.length)(%s)", frames))
	return ms, calls
}

// throttle slows the page's CPU by the rate.
func throttle(ctx context.Context, rate float64) {
	_, err := chromedp.Call(ctx, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: rate})
	must(err)
}

// swipe drags a finger from one point to another in steps a frame apart,
// and lifts it, through the DevTools protocol.
func swipe(ctx context.Context, from, to [2]float64, steps int) {
	point := func(i int) []*input.TouchPoint {
		f := float64(i) / float64(steps)
		id := float64(1)
		return []*input.TouchPoint{{X: from[0] + (to[0]-from[0])*f, Y: from[1] + (to[1]-from[1])*f, ID: &id}}
	}
	send := func(typ input.DispatchTouchEventType, points []*input.TouchPoint) {
		_, err := chromedp.Call(ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: points})
		must(err)
	}
	send(input.DispatchTouchEventTypeTouchStart, point(0))
	for i := 1; i <= steps; i++ {
		time.Sleep(16 * time.Millisecond)
		send(input.DispatchTouchEventTypeTouchMove, point(i))
	}
	send(input.DispatchTouchEventTypeTouchEnd, []*input.TouchPoint{})
}

// evalScrolls returns the app's scrolls with more to show, with where each
// has scrolled.
func evalScrolls(ctx context.Context) [][]float64 {
	v, err := chromedp.Run(ctx, chromedp.Evaluate[[][]float64]("tablecompanion.scrolls() || []"))
	must(err)
	return v
}
