package webtest

import (
	"fmt"
	"strings"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// The page's life on a tablet: the tab losing and regaining the focus,
// going hidden and visible, turning, reloading; and what a test checks
// after each: that the app still answers and wrote nothing fatal.

// BlurFocus blurs and focuses the page's window, as switching apps does.
func (tb *Tablet) BlurFocus() {
	tb.t.Helper()
	Eval[bool](tb, `window.dispatchEvent(new Event("blur")) && window.dispatchEvent(new Event("focus"))`)
	tb.settle()
}

// HideShow makes the page hidden, then visible again, as a tablet's
// screen going off and on does.
func (tb *Tablet) HideShow() {
	tb.t.Helper()
	for _, state := range []string{"hidden", "visible"} {
		Eval[bool](tb, fmt.Sprintf(`(() => {
			Object.defineProperty(document, "visibilityState", { value: %[1]q, configurable: true });
			Object.defineProperty(document, "hidden", { value: %[1]q === "hidden", configurable: true });
			return document.dispatchEvent(new Event("visibilitychange"));
		})()`, state))
	}
	tb.settle()
}

// WatchErrors records the page's uncaught exceptions in its console, so
// that Fatal finds them; call it before Open. WebKit's tablet hears them
// already.
func (tb *Tablet) WatchErrors() {
	if tb.Ctx == nil {
		return
	}
	go func() {
		for ev, err := range chromedp.Events(tb.Ctx, runtime.ExceptionThrown) {
			if err != nil {
				return
			}
			fmt.Fprintf(tb.Console, "Uncaught %s %s\n", ev.ExceptionDetails.Text, describe(ev.ExceptionDetails.Exception))
		}
	}()
}

// describe returns what an exception says of itself.
func describe(o *runtime.RemoteObject) string {
	if o == nil {
		return ""
	}
	return o.Description
}

// fatalSigns are what the console shows when the app died or came close.
var fatalSigns = []string{"fatal error", "panic:", "uncaught", "call to released function", "deadlock", "go program has already exited"}

// Fatal returns the first line of the console that says the app died, or
// an exception escaped, or "".
func (tb *Tablet) Fatal() string {
	for _, line := range strings.Split(tb.Console.String(), "\n") {
		for _, sign := range fatalSigns {
			if strings.Contains(strings.ToLower(line), sign) {
				return line
			}
		}
	}
	return ""
}

// Alive fails the test unless the app answers and its console has
// nothing fatal.
func (tb *Tablet) Alive(after string) {
	tb.t.Helper()
	_, err := tb.drv.eval("tablecompanion.title()")
	if line := tb.Fatal(); err != nil || line != "" {
		tb.t.Fatalf("after %s the app is gone (%v): %s", after, err, line)
	}
}
