//go:build browser && !e2e

package e2e

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"tablecompanion/games"
	"tablecompanion/games/dixit"

	"tablecompanion/tools/xtest"
)

// site is the address the web build is served at for the browser tests.
var site string

// settingsIcon is how the page's tablecompanion.locate names the top bar's
// settings button, which has only an icon.
const settingsIcon = "icon:foreground_settings.svg"

func TestMain(m *testing.M) {
	os.Exit(serveWeb(m))
}

// serveWeb builds the web app as ./run.sh web does, serves it with the
// same server on a free local port, and runs the tests against it.
func serveWeb(m *testing.M) int {
	if s := os.Getenv("TMPSITE"); s != "" {
		site = s
		return m.Run()
	}
	root, err := xtest.Root()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	dir, err := os.MkdirTemp("", "tc-browser-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(dir)
	wasm, web, server := filepath.Join(dir, "app.wasm"), filepath.Join(dir, "web"), filepath.Join(dir, "webserve")
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
			fmt.Fprintf(os.Stderr, "%s: %v\n%s", strings.Join(step, " "), err, out)
			return 1
		}
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	addr := l.Addr().String()
	l.Close()
	serve := exec.Command(server, "-dir", web, "-addr", addr)
	if err := serve.Start(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer serve.Process.Kill()
	site = "http://" + addr + "/"
	for start := time.Now(); ; time.Sleep(50 * time.Millisecond) {
		if c, err := net.Dial("tcp", addr); err == nil {
			c.Close()
			break
		}
		if time.Since(start) > 10*time.Second {
			fmt.Fprintln(os.Stderr, "the web server did not start")
			return 1
		}
	}
	return m.Run()
}

// tablet is a headless Chromium tab at 800×1280 with touch, whose storage
// lives in its own profile for the whole test, across reloads.
type tablet struct {
	t   *testing.T
	ctx context.Context
	// console is what the page wrote to its console: the app's log.
	console *lockedBuffer
}

func newTablet(t *testing.T) *tablet {
	t.Helper()
	browser, err := exec.LookPath("chromium")
	if err != nil {
		t.Fatal("chromium is not installed (Debian package chromium)")
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(browser),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.NoSandbox,
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("use-angle", "swiftshader"),
		chromedp.WindowSize(800, 1280),
	)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelTab := chromedp.NewContext(actx)
	t.Cleanup(func() { cancelTab(); cancelAlloc() })
	tb := &tablet{t: t, ctx: ctx, console: &lockedBuffer{}}
	t.Cleanup(func() {
		// A failed test leaves what the tab showed and its log, to look at.
		if !t.Failed() {
			return
		}
		t.Logf("the page's console:\n%s", tb.console)
		if shot, err := chromedp.Run(ctx, chromedp.CaptureScreenshot()); err == nil {
			path := filepath.Join(os.TempDir(), "tc-browser-"+t.Name()+".png")
			if os.WriteFile(path, shot, 0o644) == nil {
				t.Logf("the tab showed %s", path)
			}
		}
	})
	tb.call(func(ctx context.Context) error {
		if _, err := chromedp.Call(ctx, emulation.SetDeviceMetricsOverride, emulation.SetDeviceMetricsOverrideParams{
			Width: 800, Height: 1280, DeviceScaleFactor: 1, Mobile: true}); err != nil {
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
				fmt.Fprintf(tb.console, "%s ", a.Value)
			}
			fmt.Fprintln(tb.console)
		}
	}()
	return tb
}

// call runs f on the tab and fails the test on an error.
func (tb *tablet) call(f func(ctx context.Context) error) {
	tb.t.Helper()
	if err := f(tb.ctx); err != nil {
		tb.t.Fatal(err)
	}
}

// do runs browser steps and fails the test on an error.
func (tb *tablet) do(steps ...chromedp.Action[chromedp.Void]) {
	tb.t.Helper()
	if err := chromedp.Do(tb.ctx, steps...); err != nil {
		tb.t.Fatal(err)
	}
}

// eval evaluates a JavaScript expression on the page.
func eval[T any](tb *tablet, expr string) T {
	tb.t.Helper()
	v, err := chromedp.Run(tb.ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		tb.t.Fatalf("%s: %v", expr, err)
	}
	return v
}

// open navigates to the app, or reloads it, and waits until it has drawn
// its first frame and its shell is up; it returns the time from navigation
// to the first frame.
func (tb *tablet) open(reload bool) time.Duration {
	tb.t.Helper()
	if reload {
		tb.do(chromedp.Reload())
	} else {
		tb.do(chromedp.Navigate(site))
	}
	const painted = `(() => { const m = performance.getEntriesByName("tc-first-paint"); return m.length > 0 && window.tablecompanion !== undefined ? m[0].startTime : 0 })()`
	for start := time.Now(); time.Since(start) < time.Minute; time.Sleep(50 * time.Millisecond) {
		if ms := eval[float64](tb, painted); ms > 0 {
			tb.settle()
			return time.Duration(ms * float64(time.Millisecond))
		}
	}
	tb.t.Fatal("the app did not paint within a minute")
	return 0
}

// settle lets the app draw what the last event changed.
func (tb *tablet) settle() {
	time.Sleep(300 * time.Millisecond)
}

// locate returns the centres of the objects on show with the text.
func (tb *tablet) locate(text string) [][2]float64 {
	tb.t.Helper()
	return eval[[][2]float64](tb, fmt.Sprintf("tablecompanion.locate(%q) || []", text))
}

// tap touches the n-th object on show with the text, with one finger.
func (tb *tablet) tap(text string, n int) {
	tb.t.Helper()
	at := tb.locate(text)
	if len(at) <= n {
		tb.t.Fatalf("no %q number %d on show (%d found); the screen is %q", text, n, len(at), tb.title())
	}
	tb.touch(at[n])
}

// touch puts fingers down at the points at once, and lifts them.
func (tb *tablet) touch(points ...[2]float64) {
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

// typeText types text into the field that has the focus.
func (tb *tablet) typeText(text string) {
	tb.t.Helper()
	tb.do(chromedp.KeyEvent(text))
	tb.settle()
}

// title returns the title of the screen on show.
func (tb *tablet) title() string {
	tb.t.Helper()
	return eval[string](tb, "tablecompanion.title()")
}

// shows reports whether a text is on show.
func (tb *tablet) shows(text string) bool {
	tb.t.Helper()
	return len(tb.locate(text)) > 0
}

// screenshot returns what the tab shows.
func (tb *tablet) screenshot() image.Image {
	tb.t.Helper()
	shot, err := chromedp.Run(tb.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		tb.t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(shot))
	if err != nil {
		tb.t.Fatal(err)
	}
	return img
}

// colours counts the different colours of a picture, up to limit.
func colours(img image.Image, limit int) int {
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

func TestTheHomeScreenPaintsInTheBrowser(t *testing.T) {
	tb := newTablet(t)
	took := tb.open(false)
	t.Logf("first frame %v after navigation", took)
	if n := colours(tb.screenshot(), 50); n < 20 {
		t.Fatalf("the page shows %d colours: blank", n)
	}
	for _, tile := range []string{"Keep Watch", "Spyfall 2", "Decrypto", "Dixit", "Carnival"} {
		if !tb.shows(tile) {
			t.Errorf("no %s tile on the home screen", tile)
		}
	}
	if tb.shows("Please note") {
		t.Fatal("the app opened with a notice: the browser's storage did not work")
	}
}

// addPlayers types the names into the roster, one by one.
func (tb *tablet) addPlayers(names ...string) {
	tb.t.Helper()
	tb.tap("0 players", 0)
	for _, name := range names {
		tb.typeText(name)
		tb.tap("Add", 0)
	}
	if got := tb.title(); got != "Players" {
		tb.t.Fatalf("the roster is not on show: %q", got)
	}
	tb.tap("Home", 0)
}

// texts returns the texts on show, in the order they are laid out.
func (tb *tablet) texts() []string {
	tb.t.Helper()
	return eval[[]string](tb, "tablecompanion.texts()")
}

func TestDixitByTapsSurvivesAReloadAndSoDoesTheLanguage(t *testing.T) {
	tb := newTablet(t)
	tb.open(false)
	tb.addPlayers("Ann", "Bob", "Cy", "Dee")
	tb.tap("Dixit", 0)
	tb.tap("Start the game", 0)
	// Each round is tapped in: the pickers' buttons come in the order of
	// the form, the storyteller's card first, then each other player's card
	// and vote, round the table from the storyteller's left.
	rounds := [][]int{
		{1, 2, 1, 3, 2, 4, 1}, // Ann tells; Bob, Cy, Dee
		{2, 1, 2, 3, 1, 4, 2}, // Bob tells; Cy, Dee, Ann
	}
	g, err := dixit.Start(dixit.Setup{Players: games.Seats{{ID: "a"}, {ID: "b"}, {ID: "c"}, {ID: "d"}}})
	if err != nil {
		t.Fatal(err)
	}
	for r, picks := range rounds {
		for i, n := range picks {
			tb.tap(fmt.Sprint(n), i)
		}
		tb.tap("Score the round", 0)
		teller := g.Players()[r].ID
		round := dixit.Round{Storyteller: teller, Card: picks[0]}
		for k := 1; k < len(picks); k += 2 {
			round.Plays = append(round.Plays, dixit.Play{Player: g.Players()[(r+(k+1)/2)%4].ID, Cards: []int{picks[k]}, Vote: picks[k+1]})
		}
		if err := g.Apply(round); err != nil {
			t.Fatal(err)
		}
	}
	if !tb.shows("Round 3: Cy tells the story") {
		t.Fatalf("two rounds are not scored: %q", tb.texts())
	}
	before := tb.texts()
	for seat, score := range g.Scores() {
		if !slices.Contains(before, fmt.Sprint(score)) {
			t.Errorf("seat %d's %d points are not on the board: %q", seat, score, before)
		}
	}

	tb.open(true)
	if after := tb.texts(); !slices.Equal(after, before) || tb.title() != "Dixit" {
		t.Fatalf("after a reload the screen shows\n%q\nnot\n%q", after, before)
	}

	tb.tap(settingsIcon, 0)
	tb.tap("Русский", 0)
	if got := tb.title(); got != "Настройки" {
		t.Fatalf("the language did not switch: %q", got)
	}
	tb.open(true)
	if got := tb.title(); got != "Настройки" {
		t.Fatalf("after a reload the title is %q, not in Russian", got)
	}
	tb.tap("Главная", 0)
	if !tb.shows("Находка для шпиона 2") {
		t.Fatalf("the home screen is not in Russian: %q", tb.texts())
	}
}

func TestTwoFingersOnKeepWatchPadsAtOnceAreTwoPresses(t *testing.T) {
	tb := newTablet(t)
	tb.open(false)
	tb.addPlayers("Ann", "Bob", "Cy")
	tb.tap("Keep Watch", 0)
	tb.tap("Start the game", 0)
	tb.tap("Start the challenge (Space)", 0)
	// The count takes three seconds; then GO, and the pads take presses.
	deadline := time.Now().Add(10 * time.Second)
	for !tb.shows("GO!") {
		if time.Now().After(deadline) {
			t.Fatalf("no GO: %q", tb.texts())
		}
		time.Sleep(100 * time.Millisecond)
	}
	ann, bob := tb.locate("Ann"), tb.locate("Bob")
	if len(ann) == 0 || len(bob) == 0 {
		t.Fatalf("no pads on show: %q", tb.texts())
	}
	// The pads are the last objects named after the players.
	tb.touch(ann[len(ann)-1], bob[len(bob)-1])
	tb.tap("Cy", len(tb.locate("Cy"))-1)
	// Everyone has pressed: the presses are listed, Ann's and Bob's in one
	// frame, so too close to call.
	if n := len(tb.locate("too close to call")); n != 2 {
		t.Fatalf("%d presses too close to call, want Ann's and Bob's: %q", n, tb.texts())
	}
}
