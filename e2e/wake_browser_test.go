//go:build browser && !e2e

package e2e

import (
	"testing"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"tablecompanion/tools/webtest"
)

// awake returns how the page keeps the screen on: "wake-lock", "video",
// or "" when it does not.
func awake(tb *webtest.Tablet) string {
	return webtest.Eval[string](tb, `document.documentElement.dataset.awake || ""`)
}

// videoPlays reports whether the fallback's video is playing.
func videoPlays(tb *webtest.Tablet) bool {
	return webtest.Eval[bool](tb, `(() => { const v = document.querySelector("video"); return !!v && !v.paused && v.currentTime > 0 })()`)
}

// keepsAwakeInAGame starts a Dixit and checks that the screen is held on
// while it is on show, and let go on the home screen; it returns how it
// was held.
func keepsAwakeInAGame(t *testing.T, tb *webtest.Tablet) string {
	tb.Open(false)
	if got := awake(tb); got != "" {
		t.Fatalf("the home screen keeps the screen on with %q", got)
	}
	tb.AddPlayers("Ann", "Bob", "Cy", "Dee")
	tb.Tap("Dixit", 0)
	tb.Tap("Start the game", 0)
	tb.Until("the screen held on", func() bool { return awake(tb) != "" })
	how := awake(tb)
	if how == "video" {
		tb.Until("the silent video playing", func() bool { return videoPlays(tb) })
	}
	tb.TapHome()
	tb.Until("the screen let go", func() bool { return awake(tb) == "" && !videoPlays(tb) })
	return how
}

func TestAGameOnScreenKeepsTheTabletAwakeAndHomeLetsItSleep(t *testing.T) {
	inEngines(t, func(t *testing.T, tb *webtest.Tablet) {
		t.Logf("%s keeps the screen on with %q", tb.Engine, keepsAwakeInAGame(t, tb))
	})
}

// On the plain http:// address of ./run.sh web a page is no secure
// context and has no navigator.wakeLock: the silent video keeps the screen
// on. Chromium only, which can take the lock away before the page starts.
func TestWithoutAWakeLockASilentVideoKeepsTheTabletAwake(t *testing.T) {
	t.Parallel()
	tb := webtest.NewTablet(t, site)
	if _, err := chromedp.Call(tb.Ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{
		Source: `delete Navigator.prototype.wakeLock;`,
	}); err != nil {
		t.Fatal(err)
	}
	if how := keepsAwakeInAGame(t, tb); how != "video" {
		t.Fatalf("without a wake lock the screen was held with %q, not the video", how)
	}
}
