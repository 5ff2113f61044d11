// Package webtest runs the web build of the app in headless Chromium for the
// browser tests and the web measurements: it builds and serves the web app
// as ./run.sh web does, and drives a tab at a tablet's size with touches,
// finding what the app shows through the page's tablecompanion object.
package webtest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/png"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"tablecompanion/tools/xtest"
)

// T is what the tablet needs of a test, or of a tool that stands in for
// one: *testing.T has it all.
type T interface {
	Helper()
	Fatalf(format string, args ...any)
	Logf(format string, args ...any)
	Cleanup(func())
	Failed() bool
	Name() string
	TempDir() string
}

// SettingsIcon is how the page's tablecompanion.locate names the top bar's
// settings button, which has only an icon.
const SettingsIcon = "icon:foreground_settings.svg"

// Size is the tablet's screen, upright, in CSS pixels.
var Size = [2]int64{800, 1280}

// Build compiles the web app into dir as ./run.sh web does, and the server
// that serves it; it returns the web folder and the server's binary.
func Build(dir string) (web, server string, err error) {
	root, err := xtest.Root()
	if err != nil {
		return "", "", err
	}
	wasm := filepath.Join(dir, "app.wasm")
	web, server = filepath.Join(dir, "web"), filepath.Join(dir, "webserve")
	steps := [][]string{
		{"go", "build", "-trimpath", "-ldflags=-s -w", "-o", wasm, "."},
		{"go", "run", "./tools/webbuild", "-wasm", wasm, "-out", web},
		{"go", "build", "-o", server, "./tools/webserve"},
	}
	for i, step := range steps {
		cmd := exec.Command(step[0], step[1:]...)
		cmd.Dir = root
		if i == 0 {
			cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
		}
		if out, err := cmd.CombinedOutput(); err != nil {
			return "", "", fmt.Errorf("%s: %v\n%s", strings.Join(step, " "), err, out)
		}
	}
	return web, server, nil
}

// Serve starts the server on the web folder on a free local port and
// returns the site's address and the function that stops it.
func Serve(server, web string) (site string, stop func(), err error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", nil, err
	}
	addr := l.Addr().String()
	l.Close()
	cmd := exec.Command(server, "-dir", web, "-addr", addr)
	if err := cmd.Start(); err != nil {
		return "", nil, err
	}
	stop = func() { _ = cmd.Process.Kill(); _ = cmd.Wait() }
	for start := time.Now(); time.Since(start) < 10*time.Second; time.Sleep(50 * time.Millisecond) {
		if c, err := net.Dial("tcp", addr); err == nil {
			c.Close()
			return "http://" + addr + "/", stop, nil
		}
	}
	stop()
	return "", nil, errors.New("the web server did not start")
}

// Tablet is a headless Chromium tab at the tablet's size with touch, whose
// storage lives in its own profile until the test ends, across reloads.
type Tablet struct {
	t    T
	site string
	// Ctx is the tab's chromedp context.
	Ctx context.Context
	// Console is what the page wrote to its console: the app's log.
	Console *xtest.Buffer
}

// NewTablet opens a tab for the site. A failed test leaves a picture of
// the tab in the temporary folder and its console in the test's log.
func NewTablet(t T, site string) *Tablet {
	t.Helper()
	browser, err := exec.LookPath("chromium")
	if err != nil {
		t.Fatalf("chromium is not installed (Debian package chromium)")
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(browser),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.NoSandbox,
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("use-angle", "swiftshader"),
		chromedp.WindowSize(int(Size[0]), int(Size[1])),
	)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelTab := chromedp.NewContext(actx)
	t.Cleanup(func() { cancelTab(); cancelAlloc() })
	tb := &Tablet{t: t, site: site, Ctx: ctx, Console: &xtest.Buffer{}}
	t.Cleanup(tb.leaveTraces)
	tb.call(func(ctx context.Context) error {
		if _, err := chromedp.Call(ctx, emulation.SetDeviceMetricsOverride, emulation.SetDeviceMetricsOverrideParams{
			Width: Size[0], Height: Size[1], DeviceScaleFactor: 1, Mobile: true}); err != nil {
			return err
		}
		_, err := chromedp.Call(ctx, emulation.SetTouchEmulationEnabled, emulation.SetTouchEmulationEnabledParams{Enabled: true, MaxTouchPoints: 5})
		return err
	})
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
	return tb
}

// leaveTraces keeps what a failed test's tab showed and wrote.
func (tb *Tablet) leaveTraces() {
	if !tb.t.Failed() {
		return
	}
	tb.t.Logf("the page's console:\n%s", tb.Console)
	if shot, err := chromedp.Run(tb.Ctx, chromedp.CaptureScreenshot()); err == nil {
		path := filepath.Join(os.TempDir(), "tc-browser-"+strings.ReplaceAll(tb.t.Name(), "/", "-")+".png")
		if os.WriteFile(path, shot, 0o644) == nil {
			tb.t.Logf("the tab showed %s", path)
		}
	}
}

// call runs f on the tab and fails the test on an error.
func (tb *Tablet) call(f func(ctx context.Context) error) {
	tb.t.Helper()
	if err := f(tb.Ctx); err != nil {
		tb.t.Fatalf("%v", err)
	}
}

// Do runs browser steps and fails the test on an error.
func (tb *Tablet) Do(steps ...chromedp.Action[chromedp.Void]) {
	tb.t.Helper()
	if err := chromedp.Do(tb.Ctx, steps...); err != nil {
		tb.t.Fatalf("%v", err)
	}
}

// Eval evaluates a JavaScript expression on the tablet's page.
func Eval[V any](tb *Tablet, expr string) V {
	tb.t.Helper()
	v, err := chromedp.Run(tb.Ctx, chromedp.Evaluate[V](expr))
	if err != nil {
		tb.t.Fatalf("%s: %v", expr, err)
	}
	return v
}

// Open navigates to the app, or reloads it, and waits until it has drawn
// its first frame and its shell is up; it returns the time from navigation
// to the first frame, as the page marks it.
func (tb *Tablet) Open(reload bool) time.Duration {
	tb.t.Helper()
	if reload {
		tb.Do(chromedp.Reload())
	} else {
		tb.Do(chromedp.Navigate(tb.site))
	}
	const painted = `(() => { const m = performance.getEntriesByName("tc-first-paint"); return m.length > 0 && window.tablecompanion !== undefined ? m[0].startTime : 0 })()`
	for start := time.Now(); time.Since(start) < time.Minute; time.Sleep(50 * time.Millisecond) {
		if ms := Eval[float64](tb, painted); ms > 0 {
			tb.settle()
			return time.Duration(ms * float64(time.Millisecond))
		}
	}
	tb.t.Fatalf("the app did not paint within a minute")
	return 0
}

// settle lets the app take and draw what the last event changed: it
// waits until the app has handled the events given, however slow the
// frames, then lets a frame be drawn.
func (tb *Tablet) settle() {
	ctx, cancel := context.WithTimeout(tb.Ctx, 10*time.Second)
	defer cancel()
	time.Sleep(50 * time.Millisecond)
	_, _ = chromedp.Run(ctx, chromedp.Evaluate[bool]("window.tablecompanion === undefined || tablecompanion.settled()", chromedp.EvalAwaitPromise))
	time.Sleep(250 * time.Millisecond)
}

// Locate returns the centres of the objects on show with the text, in the
// order they are laid out.
func (tb *Tablet) Locate(text string) [][2]float64 {
	tb.t.Helper()
	return Eval[[][2]float64](tb, fmt.Sprintf("tablecompanion.locate(%q) || []", text))
}

// Tap touches the n-th object on show with the text, with one finger.
func (tb *Tablet) Tap(text string, n int) {
	tb.t.Helper()
	at := tb.Locate(text)
	if len(at) <= n {
		tb.t.Fatalf("no %q number %d on show (%d found); the screen is %q", text, n, len(at), tb.Title())
	}
	tb.Touch(at[n])
}

// Touch puts fingers down at the points at once, in one touch event, and
// lifts them.
func (tb *Tablet) Touch(points ...[2]float64) {
	tb.t.Helper()
	var down []*input.TouchPoint
	for i, p := range points {
		id := float64(i + 1)
		down = append(down, &input.TouchPoint{X: p[0], Y: p[1], ID: &id})
	}
	tb.call(func(ctx context.Context) error {
		if _, err := chromedp.Call(ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchStart, TouchPoints: down}); err != nil {
			return err
		}
		time.Sleep(30 * time.Millisecond)
		_, err := chromedp.Call(ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{}})
		return err
	})
	tb.settle()
}

// TypeText types text into the field that has the focus.
func (tb *Tablet) TypeText(text string) {
	tb.t.Helper()
	tb.Do(chromedp.KeyEvent(text))
	tb.settle()
}

// Title returns the title of the screen on show.
func (tb *Tablet) Title() string {
	tb.t.Helper()
	return Eval[string](tb, "tablecompanion.title()")
}

// Shows reports whether a text is on show.
func (tb *Tablet) Shows(text string) bool {
	tb.t.Helper()
	return len(tb.Locate(text)) > 0
}

// Texts returns the texts on show, in the order they are laid out.
func (tb *Tablet) Texts() []string {
	tb.t.Helper()
	return Eval[[]string](tb, "tablecompanion.texts()")
}

// AddPlayers types the names into the roster from the home screen of a
// first start, one by one, and comes back home.
func (tb *Tablet) AddPlayers(names ...string) {
	tb.t.Helper()
	tb.Tap("0 players", 0)
	for _, name := range names {
		tb.TypeText(name)
		tb.Tap("Add", 0)
	}
	if got := tb.Title(); got != "Players" {
		tb.t.Fatalf("the roster is not on show: %q", got)
	}
	tb.Tap("Home", 0)
}

// Screenshot returns what the tab shows.
func (tb *Tablet) Screenshot() image.Image {
	tb.t.Helper()
	shot, err := chromedp.Run(tb.Ctx, chromedp.CaptureScreenshot())
	if err != nil {
		tb.t.Fatalf("%v", err)
	}
	img, err := png.Decode(bytes.NewReader(shot))
	if err != nil {
		tb.t.Fatalf("%v", err)
	}
	return img
}

// Colours counts the different colours of a picture, up to limit: a blank
// page has one or two.
func Colours(img image.Image, limit int) int {
	seen := map[[3]uint32]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 4 {
		for x := b.Min.X; x < b.Max.X; x += 4 {
			r, g, bl, _ := img.At(x, y).RGBA()
			seen[[3]uint32{r >> 8, g >> 8, bl >> 8}] = true
			if len(seen) >= limit {
				return len(seen)
			}
		}
	}
	return len(seen)
}
