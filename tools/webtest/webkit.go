package webtest

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"image/png"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"time"

	"tablecompanion/tools/xtest"
)

//go:embed errnoshim/errnoshim.c
var errnoShimSource []byte

// errnoShim builds errnoshim.c into dir, with the C compiler the Fyne
// build already needs, and returns the library's path.
func errnoShim(dir string) (string, error) {
	src, lib := filepath.Join(dir, "errnoshim.c"), filepath.Join(dir, "errnoshim.so")
	if err := os.WriteFile(src, errnoShimSource, 0o644); err != nil {
		return "", err
	}
	if out, err := exec.Command("gcc", "-shared", "-fPIC", "-O2", "-Wall", "-Werror", "-o", lib, src, "-ldl").CombinedOutput(); err != nil {
		return "", fmt.Errorf("building the errno shim: %v\n%s", err, out)
	}
	return lib, nil
}

// MiniBrowser is WebKitGTK's browser, which WebKitWebDriver starts.
const MiniBrowser = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"

// webkit drives WebKitGTK's MiniBrowser through its WebDriver session.
type webkit struct {
	wd *WebDriver
	// display is the X server the browser runs on, whose screen the
	// screenshots are cut from.
	display *xtest.Display
	// mouse clicks on the X display the browser runs on.
	mouse *xtest.Keyboard
	// console is the tablet's Console, which the page's console is copied
	// to at each evaluation.
	console io.Writer
	// chrome is how much taller and wider the window is than the page in
	// it: MiniBrowser's own bars.
	chrome [2]int64
	// held is where the finger that press put down is.
	held [2]float64
}

// openWebKit starts an X server of its own, WebKitWebDriver on a free
// local port, and a MiniBrowser session at the tablet's size whose
// console goes to the tablet's Console.
func openWebKit(tb *Tablet) error {
	driver, err := exec.LookPath("WebKitWebDriver")
	if err != nil {
		return errors.New("WebKitWebDriver is not installed (Debian package webkit2gtk-driver)")
	}
	// Room for the tablet either way up, and MiniBrowser's bars.
	side := int(max(Size[0], Size[1])) + 200
	display, err := xtest.StartXvfb(side, side)
	if err != nil {
		return err
	}
	tb.t.Cleanup(display.Close)
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	addr := l.Addr().(*net.TCPAddr)
	l.Close()
	cmd := exec.Command(driver, fmt.Sprintf("--port=%d", addr.Port), "--host=127.0.0.1")
	// WebKit composites without GL, and Mesa's software GL (the page's
	// WebGL) draws on one thread. With accelerated compositing the web
	// process crashed at times in Mesa's swrast_dri.so on WebKit's
	// compositor thread: in 3 Dixit runs of 12 with Mesa's own threads, and
	// still, with one thread, in the Dixit reload and the wake test of
	// fresh-clone runs. Without it that thread does not exist and the page
	// still draws, at about half the speed; but WebDriver's screenshots
	// then time out, so the tablet takes its screenshots from the X server.
	cmd.Env = append(display.Env(tb.t.TempDir()), "LP_NUM_THREADS=0", "WEBKIT_DISABLE_COMPOSITING_MODE=1")
	// And errno survives JavaScriptCore's signals (see errnoshim.c).
	shim, err := errnoShim(tb.t.TempDir())
	if err != nil {
		return err
	}
	cmd.Env = append(cmd.Env, "LD_PRELOAD="+shim)
	if BaselineCompilers {
		cmd.Env = append(cmd.Env, "JSC_useOMGJIT=false")
	}
	// The driver's and the browser's own messages, for a failed test.
	browserLog := &xtest.Buffer{}
	cmd.Stdout, cmd.Stderr = browserLog, browserLog
	tb.t.Cleanup(func() {
		if tb.t.Failed() {
			tb.t.Logf("WebKitWebDriver and MiniBrowser wrote:\n%s", browserLog)
		}
	})
	// The driver and the browsers it starts are one process group, so
	// that the group ends with the test.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		return err
	}
	tb.t.Cleanup(func() {
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		_ = cmd.Wait()
	})
	base := "http://" + addr.String()
	if err := waitReady(base); err != nil {
		return err
	}
	wd, err := NewSession(base, map[string]any{
		"browserName": "MiniBrowser",
		"webkitgtk:browserOptions": map[string]any{
			"binary": MiniBrowser,
			// Without web audio: with it, WebKitGTK's web process froze
			// for good, at times, on the first tap after a reload, where
			// the app makes its audio context. gdb showed the page's
			// thread waiting on a lock and the new AudioWorklet thread
			// waiting for the page's thread (callOnMainThreadAndWait), in
			// the engine's GStreamer audio, which Safari does not have.
			// Making the audio later, and closing the last page's audio as
			// it went, did not help. The app is silent here, as it is on a
			// machine with no sound.
			"args": []string{"--automation", "--enable-webaudio=false"},
		},
	})
	if err != nil {
		return err
	}
	tb.t.Cleanup(func() { _ = wd.Quit() })
	mouse, err := display.Keyboard()
	if err != nil {
		return err
	}
	tb.t.Cleanup(mouse.Close)
	w := &webkit{wd: wd, display: display, mouse: mouse, console: tb.Console}
	tb.WebDriver, tb.drv = wd, w
	return w.resize(Size[0], Size[1])
}

// waitReady waits until the WebDriver server at base answers.
func waitReady(base string) error {
	for start := time.Now(); time.Since(start) < 20*time.Second; time.Sleep(50 * time.Millisecond) {
		resp, err := http.Get(base + "/status")
		if err == nil {
			resp.Body.Close()
			return nil
		}
	}
	return errors.New("WebKitWebDriver did not answer within 20 s")
}

// listenConsole is a script that keeps what the page writes to its console,
// and its uncaught errors, in a list the tablet takes at each evaluation.
// MiniBrowser's option to write the console to its output does not apply
// to the pages WebDriver opens, and WebDriver has no command that runs a
// script before the page's own: what the page writes before its load event
// is not heard.
const listenConsole = `(() => {
  if (window.__webtestConsole) return;
  const kept = window.__webtestConsole = [];
  for (const level of ["log", "info", "warn", "error", "debug"]) {
    const original = console[level];
    console[level] = function (...args) {
      kept.push(args.map(String).join(" "));
      return original.apply(this, args);
    };
  }
  addEventListener("error", (e) => kept.push("uncaught " + (e.error && e.error.stack ? e.error.stack : e.message)));
  addEventListener("unhandledrejection", (e) => kept.push("uncaught (in promise) " + String(e.reason && e.reason.stack ? e.reason.stack : e.reason)));
})()`

func (w *webkit) navigate(url string) error {
	if err := w.wd.Navigate(url); err != nil {
		return err
	}
	_, err := w.wd.Evaluate(listenConsole)
	return err
}

func (w *webkit) reload() error {
	w.takeConsole()
	if err := w.wd.Reload(); err != nil {
		return err
	}
	_, err := w.wd.Evaluate(listenConsole)
	return err
}

func (w *webkit) eval(expr string) (json.RawMessage, error) {
	v, err := w.wd.Evaluate(expr)
	w.takeConsole()
	return v, err
}

// takeConsole copies what the page wrote to its console since the last
// time to the tablet's Console.
func (w *webkit) takeConsole() {
	raw, err := w.wd.Evaluate("window.__webtestConsole ? window.__webtestConsole.splice(0) : []")
	var lines []string
	if err != nil || json.Unmarshal(raw, &lines) != nil {
		return
	}
	for _, line := range lines {
		fmt.Fprintln(w.console, line)
	}
}

// touch clicks with the mouse, as the X server's own input that reaches
// MiniBrowser through GTK. (WebDriver's input actions stopped answering at
// times in the first tap after a reload; the cause turned out to be the
// engine's audio, which openWebKit switches off.) The page
// is under MiniBrowser's bars, in the window at the screen's corner. One
// finger only, as WebKitGTK's WebDriver too turns touch into a mouse.
func (w *webkit) touch(points [][2]float64) error {
	if len(points) != 1 {
		return fmt.Errorf("WebKit's tablet has one pointer, not %d fingers at once", len(points))
	}
	before, err := w.releases()
	if err != nil {
		return err
	}
	view, err := w.viewport()
	if err != nil {
		return err
	}
	x, y := points[0][0], points[0][1]
	if err := w.mouse.Click(int(x)+int(w.chrome[0]), int(y)+int(w.chrome[1])); err != nil {
		return err
	}
	if x < 0 || y < 0 || x >= view[0] || y >= view[1] {
		// Beside the page, as a finger can land: the page hears nothing.
		return nil
	}
	// The X server has the click; the page has it only once its mouseup
	// came, which WebDriver's input actions used to wait for.
	for start := time.Now(); time.Since(start) < 10*time.Second; time.Sleep(10 * time.Millisecond) {
		n, err := w.releases()
		if err != nil {
			return err
		}
		if n > before {
			return nil
		}
	}
	return errors.New("the page saw no mouseup within 10 s of the click")
}

// releases returns how many mouseups the page has seen, counting from the
// first time it is asked after the page loaded.
func (w *webkit) releases() (int, error) {
	raw, err := w.wd.Evaluate(`(() => {
  if (window.__webtestReleases === undefined) {
    window.__webtestReleases = 0;
    addEventListener("mouseup", () => window.__webtestReleases++, true);
  }
  return window.__webtestReleases;
})()`)
	if err != nil {
		return 0, err
	}
	var n int
	return n, json.Unmarshal(raw, &n)
}

// swipe plays the finger's moves as touch events from a script: WebKitGTK's
// WebDriver, and its X input, have no touch screen.
func (w *webkit) swipe(from, to [2]float64, steps int, rest time.Duration) error {
	_, err := w.wd.Evaluate(fmt.Sprintf(swipeScript, from[0], from[1], to[0], to[1], steps, swipeFrame.Milliseconds(), rest.Milliseconds()))
	return err
}

// press plays a finger going down as a touch event from a script, as
// swipe does, and keeps the point for lift.
func (w *webkit) press(at [2]float64) error {
	w.held = at
	_, err := w.wd.Evaluate(fmt.Sprintf(holdScript, at[0], at[1]))
	return err
}

// lift plays the finger's lift from a script; when the page did not keep
// the touch from the browser, a real WebKit clicks there after it, which
// the X server's mouse plays.
func (w *webkit) lift() error {
	raw, err := w.wd.Evaluate(liftScript)
	if err != nil {
		return err
	}
	var kept bool
	if err := json.Unmarshal(raw, &kept); err != nil || kept {
		return err
	}
	return w.touch([][2]float64{w.held})
}

func (w *webkit) typeText(text string) error { return w.wd.Keys(text) }

// resize sizes the window so that the page in it has the size asked, the
// window's bars measured the first time.
func (w *webkit) resize(width, height int64) error {
	if w.chrome == [2]int64{} {
		if err := w.wd.WindowRect(int(width), int(height)); err != nil {
			return err
		}
		inner, err := w.viewport()
		if err != nil {
			return err
		}
		w.chrome = [2]int64{width - int64(inner[0]), height - int64(inner[1])}
		if w.chrome == [2]int64{} {
			return nil
		}
	}
	return w.wd.WindowRect(int(width+w.chrome[0]), int(height+w.chrome[1]))
}

// screenshot cuts the page out of the X server's screen: the window is at
// the screen's corner, the page under its bars.
func (w *webkit) screenshot() ([]byte, error) {
	view, err := w.viewport()
	if err != nil {
		return nil, err
	}
	screen, err := w.display.CaptureScreen()
	if err != nil {
		return nil, err
	}
	x, y := int(w.chrome[0]), int(w.chrome[1])
	var out bytes.Buffer
	err = png.Encode(&out, screen.SubImage(image.Rect(x, y, x+int(view[0]), y+int(view[1]))))
	return out.Bytes(), err
}

// viewport returns the page's size in CSS pixels.
func (w *webkit) viewport() ([2]float64, error) {
	var view [2]float64
	raw, err := w.wd.Evaluate("[innerWidth, innerHeight]")
	if err == nil {
		err = json.Unmarshal(raw, &view)
	}
	return view, err
}
