package webtest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os/exec"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// chromium drives a headless Chromium tab through the DevTools protocol.
type chromium struct{ ctx context.Context }

// openChromium starts headless Chromium with its own profile, at the
// tablet's size with touch, and listens to the tab's console.
func openChromium(tb *Tablet) error {
	browser, err := exec.LookPath("chromium")
	if err != nil {
		return errors.New("chromium is not installed (Debian package chromium)")
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(browser),
		chromedp.UserDataDir(tb.t.TempDir()),
		chromedp.NoSandbox,
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("use-angle", "swiftshader"),
		chromedp.WindowSize(int(Size[0]), int(Size[1])),
	)
	if BaselineCompilers {
		opts = append(opts, chromedp.Flag("js-flags", "--liftoff-only"))
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelTab := chromedp.NewContext(actx)
	tb.t.Cleanup(func() { cancelTab(); cancelAlloc() })
	tb.Ctx, tb.drv = ctx, chromium{ctx}
	if err := tb.drv.resize(Size[0], Size[1]); err != nil {
		return err
	}
	if _, err := chromedp.Call(ctx, emulation.SetTouchEmulationEnabled, emulation.SetTouchEmulationEnabledParams{Enabled: true, MaxTouchPoints: 5}); err != nil {
		return err
	}
	// The tab is open: its console can be heard.
	go func() {
		for ev, err := range chromedp.Events(ctx, runtime.ConsoleAPICalled) {
			if err != nil {
				return
			}
			for _, a := range ev.Args {
				fmt.Fprintf(tb.Console, "%s ", a.Value)
			}
			fmt.Fprintln(tb.Console)
		}
	}()
	return nil
}

func (c chromium) navigate(url string) error { return chromedp.Do(c.ctx, chromedp.Navigate(url)) }

func (c chromium) reload() error { return chromedp.Do(c.ctx, chromedp.Reload()) }

func (c chromium) eval(expr string) (json.RawMessage, error) {
	v, err := chromedp.Run(c.ctx, chromedp.Evaluate[[]byte](expr, func(p *runtime.EvaluateParams) {
		p.AwaitPromise = new(true)
	}))
	if err == nil && len(v) == 0 {
		v = []byte("null")
	}
	return v, err
}

func (c chromium) touch(points [][2]float64) error {
	var down []*input.TouchPoint
	for i, p := range points {
		id := float64(i + 1)
		down = append(down, &input.TouchPoint{X: p[0], Y: p[1], ID: &id})
	}
	if _, err := chromedp.Call(c.ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchStart, TouchPoints: down}); err != nil {
		return err
	}
	time.Sleep(30 * time.Millisecond)
	_, err := chromedp.Call(c.ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{}})
	return err
}

// press puts a finger down through the DevTools protocol, as Chromium's
// own touch screen would.
func (c chromium) press(at [2]float64) error {
	id := float64(1)
	_, err := chromedp.Call(c.ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchStart,
		TouchPoints: []*input.TouchPoint{{X: at[0], Y: at[1], ID: &id}}})
	return err
}

// lift lifts the finger press put down; Chromium sends the mouse's events
// after it, unless the page kept them back.
func (c chromium) lift() error {
	_, err := chromedp.Call(c.ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{}})
	return err
}

// swipe sends the finger's moves through the DevTools protocol, as
// Chromium's own touch screen would: the page hears them, and so does the
// browser, which would scroll a page of its own.
func (c chromium) swipe(from, to [2]float64, steps int, rest time.Duration) error {
	point := func(i int) []*input.TouchPoint {
		id := float64(1)
		f := float64(i) / float64(steps)
		return []*input.TouchPoint{{X: from[0] + (to[0]-from[0])*f, Y: from[1] + (to[1]-from[1])*f, ID: &id}}
	}
	send := func(typ input.DispatchTouchEventType, points []*input.TouchPoint) error {
		_, err := chromedp.Call(c.ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: points})
		return err
	}
	if err := send(input.DispatchTouchEventTypeTouchStart, point(0)); err != nil {
		return err
	}
	for i := 1; i <= steps; i++ {
		time.Sleep(swipeFrame)
		if err := send(input.DispatchTouchEventTypeTouchMove, point(i)); err != nil {
			return err
		}
	}
	time.Sleep(rest)
	return send(input.DispatchTouchEventTypeTouchEnd, []*input.TouchPoint{})
}

func (c chromium) typeText(text string) error { return chromedp.Do(c.ctx, chromedp.KeyEvent(text)) }

func (c chromium) resize(width, height int64) error {
	_, err := chromedp.Call(c.ctx, emulation.SetDeviceMetricsOverride, emulation.SetDeviceMetricsOverrideParams{
		Width: width, Height: height, DeviceScaleFactor: 1, Mobile: true})
	return err
}

func (c chromium) screenshot() ([]byte, error) {
	return chromedp.Run(c.ctx, chromedp.CaptureScreenshot())
}
