// Package webtest runs the web build of the app in the two browser engines
// tablets run, Chromium and WebKit, for the browser tests and the web
// measurements: it builds and serves the web app as ./run.sh web does, and
// drives a tab at a tablet's size with touches, finding what the app shows
// through the page's tablecompanion object. A Tablet is the same in both
// engines, so the same scenarios run in each.
package webtest

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"image/png"
	"math"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/chromedp/cdproto/emulation"
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

// Tags are the build tags of the web app, as ./run.sh web builds it.
// no_animations leaves out Fyne's own animations, the ripple of a tapped
// button and the blink of a text cursor: in the browser each of their
// steps draws the whole window again, and at a tablet's speed a ripple's
// frames held the one that answers a tap (Dixit's Score the round took
// 407 ms from the finger's lift at ×4, and 257 ms without them). The
// app's own animations, such as a flicked list's glide, are not Fyne's
// widgets' and stay.
const Tags = "no_animations"

// BaselineCompilers is set before a tablet opens to have its engine run
// the page's WebAssembly with its first compiler only: Liftoff in
// Chromium, BBQ in WebKit, without the optimizing compiler that takes over
// the busy functions. The browser tests set it: they check what the app
// does, not how fast, and the optimizing compiler's work on the app's 44 MB
// of wasm was about a third of a page's CPU in Chromium and a sixth in
// WebKit (opening the app and Dixit, 16–22 CPU-seconds against 11, and
// 21 against 17–18). The measurements leave it unset, as a tablet runs
// both compilers.
var BaselineCompilers bool

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
		{"go", "build", "-trimpath", "-tags=" + Tags, "-ldflags=-s -w", "-o", wasm, "."},
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

// Engine is a browser engine that tablets run, and that the browser tests
// and measurements drive.
type Engine string

const (
	// Chromium is Chrome's engine, as on Android tablets: headless
	// Chromium driven through the DevTools protocol (chromedp), with a
	// tablet's touch screen emulated.
	Chromium Engine = "chromium"
	// WebKit is Safari's engine, as on an iPad: WebKitGTK's MiniBrowser
	// under Xvfb, driven through W3C WebDriver (WebKitWebDriver). Its
	// WebDriver has a mouse and no touch screen, so a tap is a click.
	WebKit Engine = "webkit"
)

// Engines are the engines the same scenarios run in.
var Engines = []Engine{Chromium, WebKit}

// driver is what a Tablet needs of an engine.
type driver interface {
	navigate(url string) error
	reload() error
	// eval evaluates a JavaScript expression, waits for it when it is a
	// promise, and returns its value as JSON.
	eval(expr string) (json.RawMessage, error)
	// touch puts fingers down at the points at once and lifts them.
	touch(points [][2]float64) error
	// swipe puts a finger down at from, moves it to to in steps a frame
	// apart, and lifts it there.
	swipe(from, to [2]float64, steps int, rest time.Duration) error
	// press puts one finger down at a point and keeps it there; lift
	// lifts it, as a tablet's browser would: with the mouse's press,
	// release and click after it unless the page kept them back.
	press(at [2]float64) error
	lift() error
	// typeText types text key by key into the focused field.
	typeText(text string) error
	// resize sets the page's viewport in CSS pixels.
	resize(width, height int64) error
	// screenshot returns the viewport as a PNG.
	screenshot() ([]byte, error)
}

// Tablet is a browser tab at the tablet's size, in one engine, whose
// storage lives in its own profile until the test ends, across reloads.
type Tablet struct {
	t    T
	site string
	drv  driver
	// Engine is the browser engine the tab runs in.
	Engine Engine
	// Ctx is the tab's chromedp context, in Chromium; nil in WebKit.
	Ctx context.Context
	// WebDriver is the tab's WebDriver session, in WebKit; nil in Chromium.
	WebDriver *WebDriver
	// Console is what the page wrote to its console: the app's log. In
	// WebKit, from the page's load event on, with its uncaught errors.
	Console *xtest.Buffer
}

// NewTablet opens a Chromium tab for the site, with touch. A failed test
// leaves a picture of the tab in the temporary folder and its console in
// the test's log.
func NewTablet(t T, site string) *Tablet {
	t.Helper()
	return NewTabletIn(t, Chromium, site)
}

// NewTabletIn opens a tab for the site in the engine, as NewTablet does.
func NewTabletIn(t T, engine Engine, site string) *Tablet {
	t.Helper()
	tb := &Tablet{t: t, site: site, Engine: engine, Console: &xtest.Buffer{}}
	var err error
	switch engine {
	case Chromium:
		err = openChromium(tb)
	case WebKit:
		err = openWebKit(tb)
	default:
		err = fmt.Errorf("no engine %q", engine)
	}
	if err != nil {
		t.Fatalf("%s: %v", engine, err)
	}
	t.Cleanup(tb.leaveTraces)
	return tb
}

// leaveTraces keeps what a failed test's tab showed and wrote.
func (tb *Tablet) leaveTraces() {
	if !tb.t.Failed() {
		return
	}
	tb.t.Logf("the page's console in %s:\n%s", tb.Engine, tb.Console)
	if shot, err := tb.drv.screenshot(); err == nil {
		path := filepath.Join(os.TempDir(), "tc-browser-"+strings.ReplaceAll(tb.t.Name(), "/", "-")+".png")
		if os.WriteFile(path, shot, 0o644) == nil {
			tb.t.Logf("the tab showed %s", path)
		}
	}
}

// check fails the test on an error.
func (tb *Tablet) check(err error) {
	tb.t.Helper()
	if err != nil {
		tb.t.Fatalf("%s: %v", tb.Engine, err)
	}
}

// Do runs chromedp steps and fails the test on an error; only in Chromium.
func (tb *Tablet) Do(steps ...chromedp.Action[chromedp.Void]) {
	tb.t.Helper()
	if tb.Ctx == nil {
		tb.t.Fatalf("chromedp steps need Chromium, not %s", tb.Engine)
	}
	tb.check(chromedp.Do(tb.Ctx, steps...))
}

// Eval evaluates a JavaScript expression on the tablet's page, waits for
// it when it is a promise, and decodes its value.
func Eval[V any](tb *Tablet, expr string) V {
	tb.t.Helper()
	var v V
	raw, err := tb.drv.eval(expr)
	if err == nil {
		err = json.Unmarshal(raw, &v)
	}
	if err != nil {
		tb.t.Fatalf("%s: %s: %v", tb.Engine, expr, err)
	}
	return v
}

// Open navigates to the app, or reloads it, and waits until it has drawn
// its first frame and its shell is up; it returns the time from navigation
// to the first frame, as the page marks it.
func (tb *Tablet) Open(reload bool) time.Duration {
	tb.t.Helper()
	if reload {
		tb.check(tb.drv.reload())
	} else {
		tb.check(tb.drv.navigate(tb.site))
	}
	const painted = `(() => { const m = performance.getEntriesByName("tc-first-paint"); return m.length > 0 && window.tablecompanion !== undefined ? m[0].startTime : 0 })()`
	for start := time.Now(); time.Since(start) < time.Minute; time.Sleep(50 * time.Millisecond) {
		if ms := Eval[float64](tb, painted); ms > 0 {
			tb.settle()
			return time.Duration(ms * float64(time.Millisecond))
		}
	}
	tb.t.Fatalf("%s: the app did not paint within a minute", tb.Engine)
	return 0
}

// Goto navigates to another page of the site, at a path below it, and
// waits for its load event, not for the app.
func (tb *Tablet) Goto(path string) {
	tb.t.Helper()
	tb.check(tb.drv.navigate(tb.site + path))
}

// settle lets the app take and draw what the last event changed: it
// waits until the app has handled the events given, however slow the
// frames, then lets a frame be drawn.
func (tb *Tablet) settle() {
	time.Sleep(50 * time.Millisecond)
	_, _ = tb.drv.eval("window.tablecompanion === undefined || tablecompanion.settled()")
	time.Sleep(250 * time.Millisecond)
}

// Locate returns the centres of the objects on show with the text, in the
// order they are laid out.
func (tb *Tablet) Locate(text string) [][2]float64 {
	tb.t.Helper()
	return Eval[[][2]float64](tb, fmt.Sprintf("tablecompanion.locate(%q) || []", text))
}

// Patience is how long the tablet waits for the app to show what a step
// needs: on a busy machine a screen can take seconds to change.
const Patience = 20 * time.Second

// Tap touches the n-th object on show with the text, with one finger,
// waiting up to Patience for it to be on show and still: after a turn of
// the tablet the window takes its new size on a later frame, and a finger
// aimed at where a dialog was would tap its shade.
func (tb *Tablet) Tap(text string, n int) {
	tb.t.Helper()
	var at, before [][2]float64
	tb.Until(fmt.Sprintf("%q number %d on show and still", text, n), func() bool {
		before, at = at, tb.Locate(text)
		return len(at) > n && len(before) > n && at[n] == before[n]
	})
	tb.Touch(at[n])
}

// Until waits up to Patience for ok to hold, and fails the test with what
// was awaited and the screen's texts when it does not.
func (tb *Tablet) Until(what string, ok func() bool) {
	tb.t.Helper()
	for start := time.Now(); !ok(); time.Sleep(100 * time.Millisecond) {
		if time.Since(start) > Patience {
			tb.t.Fatalf("%s: no %s after %v; the screen %q shows %q", tb.Engine, what, Patience, tb.Title(), tb.Texts())
		}
	}
}

// Touch puts fingers down at the points at once, in one touch event, and
// lifts them.
func (tb *Tablet) Touch(points ...[2]float64) {
	tb.t.Helper()
	tb.check(tb.drv.touch(points))
	tb.settle()
}

// TouchAhead puts a finger down at a point and lifts it, and goes on at
// once, without waiting for the app to take the tap: a table that taps
// and types faster than a slow tablet draws.
func (tb *Tablet) TouchAhead(at [2]float64) {
	tb.t.Helper()
	tb.check(tb.drv.touch([][2]float64{at}))
}

// Throttle slows the page's CPU by the rate, as a tablet's is slower than
// this machine's; 1 is full speed. Only in Chromium.
func (tb *Tablet) Throttle(rate float64) {
	tb.t.Helper()
	_, err := chromedp.Call(tb.chromium(), emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: rate})
	tb.check(err)
}

// Swipe drags one finger from a point to another over the time given, a
// move a frame, and lifts it there, as a hand that flicks a list.
func (tb *Tablet) Swipe(from, to [2]float64, d time.Duration) {
	tb.t.Helper()
	tb.check(tb.drv.swipe(from, to, max(int(d/swipeFrame), 2), swipeFrame))
	tb.settle()
	tb.AtRest()
}

// Drag moves one finger as Swipe does, then holds it still at the end
// before it lifts, as a finger that scrolls to read does: the list stops
// where the finger left it, with no glide, however busy the machine that
// plays the moves.
func (tb *Tablet) Drag(from, to [2]float64, d time.Duration) {
	tb.t.Helper()
	tb.check(tb.drv.swipe(from, to, max(int(d/swipeFrame), 2), 200*time.Millisecond))
	tb.settle()
	tb.AtRest()
}

// Hold puts one finger down at a point and keeps it there until the
// function it returns lifts it; both let the app take and draw the touch.
func (tb *Tablet) Hold(at [2]float64) (lift func()) {
	tb.t.Helper()
	tb.check(tb.drv.press(at))
	tb.settle()
	return func() {
		tb.t.Helper()
		tb.check(tb.drv.lift())
		tb.settle()
	}
}

// AtRest waits until every scroll on show has stopped, after a swipe's
// glide, and returns how long it waited: a finger that lands on a gliding
// list only stops it.
func (tb *Tablet) AtRest() time.Duration {
	tb.t.Helper()
	start := time.Now()
	last := tb.Scrolls()
	for time.Since(start) < Patience {
		time.Sleep(100 * time.Millisecond)
		now := tb.Scrolls()
		if slices.Equal(now, last) {
			return time.Since(start)
		}
		last = now
	}
	tb.t.Fatalf("%s: the scrolls did not come to rest in %v", tb.Engine, Patience)
	return 0
}

// swipeFrame is the time between two moves of a swipe, a 60 Hz screen's.
const swipeFrame = 16 * time.Millisecond

// swipeScript is the JavaScript that plays a swipe on the page as touch
// events, for an engine whose WebDriver has no touch screen: a finger
// down at the first point, a move a frame towards the last, and the lift
// there after the finger's rest. WebKit makes no Touch of a script's, so
// the events are plain ones that carry the touches a page reads. It is
// filled with the points, the steps, and the frame and the rest in
// milliseconds.
const swipeScript = `(async () => {
  const [x0, y0, x1, y1, steps, frame, rest] = [%f, %f, %f, %f, %d, %d, %d];
  const target = document.elementFromPoint(x0, y0) || document.body;
  const finger = (x, y) => ({identifier: 7, target, clientX: x, clientY: y, pageX: x, pageY: y, screenX: x, screenY: y});
  const send = (type, t, down) => {
    const ev = new Event(type, {bubbles: true, cancelable: true, composed: true});
    for (const [name, list] of [["touches", down], ["targetTouches", down], ["changedTouches", [t]]]) {
      Object.defineProperty(ev, name, {value: Object.assign([...list], {item: (i) => list[i]})});
    }
    target.dispatchEvent(ev);
  };
  let t = finger(x0, y0);
  send("touchstart", t, [t]);
  for (let i = 1; i <= steps; i++) {
    await new Promise((r) => setTimeout(r, frame));
    t = finger(x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps);
    send("touchmove", t, [t]);
  }
  await new Promise((r) => setTimeout(r, rest));
  send("touchend", t, []);
  return true;
})()`

// holdScript puts a finger down on the page from a script, as swipeScript
// does, and keeps it for liftScript, which lifts it and returns whether
// the page kept the browser from making the touch a mouse's click. They
// are filled with the point.
const (
	holdScript = `(() => {
  const [x, y] = [%f, %f];
  const target = document.elementFromPoint(x, y) || document.body;
  const t = {identifier: 9, target, clientX: x, clientY: y, pageX: x, pageY: y, screenX: x, screenY: y};
  const send = (type, down) => {
    const ev = new Event(type, {bubbles: true, cancelable: true, composed: true});
    for (const [name, list] of [["touches", down], ["targetTouches", down], ["changedTouches", [t]]]) {
      Object.defineProperty(ev, name, {value: Object.assign([...list], {item: (i) => list[i]})});
    }
    return target.dispatchEvent(ev);
  };
  window.__webtestHold = {send, kept: !send("touchstart", [t])};
  return true;
})()`
	liftScript = `(() => {
  const h = window.__webtestHold;
  delete window.__webtestHold;
  return !h.send("touchend", []) || h.kept;
})()`
)

// Scrolls returns the scrolls a finger reaches that have more to show
// than their view: each one's left, top, width and height, how far it has
// scrolled down and how tall its content is, in CSS pixels, in the order
// they are laid out.
func (tb *Tablet) Scrolls() [][6]float64 {
	tb.t.Helper()
	return Eval[[][6]float64](tb, "tablecompanion.scrolls() || []")
}

// InView returns the texts a finger reaches that are in view now.
func (tb *Tablet) InView() []string {
	tb.t.Helper()
	return Eval[[]string](tb, "tablecompanion.inView() || []")
}

// Reach brings the first object with the text into view by touch, as a
// hand does before it taps: it swipes each scroll on show up to its end,
// then down to its start, until the text is in view.
func (tb *Tablet) Reach(text string) {
	tb.t.Helper()
	inView := func() bool { return slices.Contains(tb.InView(), text) }
	for _, up := range []bool{true, false} {
		for i := 0; !inView() && i < len(tb.Scrolls()); i++ {
			for range 40 {
				scrolls := tb.Scrolls()
				if inView() || i >= len(scrolls) {
					break
				}
				r := scrolls[i]
				x, from, to := r[0]+r[2]/2, r[1]+r[3]*0.7, r[1]+r[3]*0.3
				if !up {
					from, to = to, from
				}
				tb.Swipe([2]float64{x, from}, [2]float64{x, to}, 500*time.Millisecond)
				if after := tb.Scrolls(); i >= len(after) || after[i][4] == r[4] {
					break
				}
			}
		}
	}
	if !inView() {
		tb.t.Fatalf("%s: a finger cannot bring %q into view: %q", tb.Engine, text, tb.InView())
	}
}

// Walk scrolls each scroll on show from where it is to its end by touch
// alone, a swipe up at a time in its middle, and returns the texts on show
// that never came into view on the way. A swipe up that takes the content
// down fails the test.
func (tb *Tablet) Walk() (unseen []string) {
	tb.t.Helper()
	seen := map[string]bool{}
	look := func() {
		for _, text := range tb.InView() {
			seen[text] = true
		}
	}
	look()
	for i := 0; i < len(tb.Scrolls()); i++ {
		for range 40 {
			scrolls := tb.Scrolls()
			if i >= len(scrolls) {
				break
			}
			r := scrolls[i]
			x := r[0] + r[2]/2
			tb.Swipe([2]float64{x, r[1] + r[3]*0.8}, [2]float64{x, r[1] + r[3]*0.3}, 500*time.Millisecond)
			look()
			after := tb.Scrolls()
			if i >= len(after) || after[i][4] == r[4] {
				break
			}
			if after[i][4] < r[4] {
				tb.t.Fatalf("%s: a swipe up took the content down, from %.0f to %.0f", tb.Engine, r[4], after[i][4])
			}
		}
	}
	for _, text := range tb.Texts() {
		if !seen[text] {
			seen[text] = true
			unseen = append(unseen, text)
		}
	}
	return unseen
}

// TypeText types text into the field that has the focus.
func (tb *Tablet) TypeText(text string) {
	tb.t.Helper()
	tb.check(tb.drv.typeText(text))
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
// first start, one by one, each once the roster shows and the one before
// is in it, and comes back home. Each name ends with Enter, as a table
// adds one player after another on the keyboard, on screen or not: a
// tap on Add costs a wait for the button to be still, and the tests that
// tap Add are their own.
func (tb *Tablet) AddPlayers(names ...string) {
	tb.t.Helper()
	tb.Tap("0 players", 0)
	tb.Until("the roster", func() bool { return tb.Title() == "Players" })
	for _, name := range names {
		tb.TypeText(name)
		tb.Press("Enter")
		tb.Until(name+" in the roster", func() bool { return tb.Shows(name) })
	}
	tb.TapHome()
}

// homeIcon is how the page's locate names the top bar's Home button when
// it shows its icon alone, as it does when the bar lacks room for its word.
const homeIcon = "icon:foreground_home.svg"

// TapHome taps the top bar's Home button, by its word or, on a bar with
// no room for it, by its icon.
func (tb *Tablet) TapHome() {
	tb.t.Helper()
	var at [][2]float64
	tb.Until("the Home button", func() bool {
		if at = tb.Locate("Home"); len(at) == 0 {
			at = tb.Locate(homeIcon)
		}
		return len(at) > 0
	})
	tb.Touch(at[0])
}

// Resize sets the page's viewport in CSS pixels, as a tablet turned on
// its side does, and lets the app draw again.
func (tb *Tablet) Resize(width, height int64) {
	tb.t.Helper()
	tb.check(tb.drv.resize(width, height))
	// The app takes the new size on a later frame: wait for it a while.
	// A browser window may keep another size (WebKit's, under the
	// monkey's taps, once kept one), and then the test goes on with it.
	for start := time.Now(); time.Since(start) < 3*time.Second; time.Sleep(100 * time.Millisecond) {
		got := Eval[[]float64](tb, "tablecompanion.size()")
		if len(got) == 2 && math.Abs(got[0]-float64(width)) < 1.5 && math.Abs(got[1]-float64(height)) < 1.5 {
			break
		}
	}
	tb.settle()
}

// Screenshot returns what the tab shows.
func (tb *Tablet) Screenshot() image.Image {
	tb.t.Helper()
	shot, err := tb.drv.screenshot()
	tb.check(err)
	img, err := png.Decode(bytes.NewReader(shot))
	tb.check(err)
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

// DixitRound returns the taps of a Dixit round on its form: for each
// number, which of the buttons showing it to tap, counted in the order
// they are laid out. Picks are the storyteller's card, then each other
// player's card and vote round the table from the storyteller's left. The
// form's rows keep the seating order, every row with its card's numbers
// and every row but the storyteller's with its vote's after them.
func DixitRound(players, storyteller int, picks []int) (taps [][2]int) {
	// before is how many buttons of one number lie above a seat's row.
	before := func(seat int) int {
		n := seat
		if storyteller < seat {
			n += seat - 1
		} else {
			n += seat
		}
		return n
	}
	taps = append(taps, [2]int{picks[0], before(storyteller)})
	for k, i := 1, 1; k+1 < len(picks) && i < players; k, i = k+2, i+1 {
		seat := (storyteller + i) % players
		taps = append(taps, [2]int{picks[k], before(seat)}, [2]int{picks[k+1], before(seat) + 1})
	}
	return taps
}
