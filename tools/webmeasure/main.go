// Command webmeasure measures the web build of the app as a tablet gets it:
// the size of app.wasm, raw and as the server sends it gzipped; the time
// from navigation to the first painted home screen at 800×1280, median of
// several fresh tabs, in each engine tablets run (headless Chromium, and
// WebKitGTK's MiniBrowser under Xvfb); the memory of the Chromium tab after a
// four-player Dixit game of ten rounds entered by taps; on an Android
// tablet, the time from a tap on a text field to the touch keyboard's
// field having the focus, and the memory after a seeded monkey run.
//
//	go run ./tools/webmeasure [-runs 5] [-rounds 10] [-taps 10] [-monkey 3m] [-seed 1]
//
// With -compare N it measures the app against a bare Fyne app instead,
// interleaved, at several CPU throttle rates (see compare.go):
//
//	go run ./tools/webmeasure -compare 3 [-rates 1,4,6] [-before ../main]
//
// With -scroll N it measures a finger scrolling the app's roster at
// ×4 beside bare Fyne scrolled by the wheel (see scroll.go).
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"tablecompanion/tools/webtest"
)

func main() {
	runs := flag.Int("runs", 5, "fresh tabs to time the first paint in")
	rounds := flag.Int("rounds", 10, "Dixit rounds to play before reading the memory")
	taps := flag.Int("taps", 10, "taps on a text field to time the keyboard's focus")
	monkeyFor := flag.Duration("monkey", 3*time.Minute, "how long the monkey plays before reading the memory")
	seed := flag.Uint64("seed", 1, "the monkey's seed")
	flag.Parse()
	if *compareRuns > 0 {
		compare()
		return
	}
	if *scrollRuns > 0 {
		scrollCompare()
		return
	}
	if *profileRate > 0 {
		profileTaps(*profileRate)
		return
	}
	if *gameTapRuns > 0 {
		gameTaps()
		return
	}
	t := &tool{}
	defer t.cleanup()
	dir := t.TempDir()
	web, server, err := webtest.Build(dir)
	if err != nil {
		log.Fatal(err)
	}
	raw, gz := fileSize(filepath.Join(web, "app.wasm")), fileSize(filepath.Join(web, "app.wasm.gz"))
	fmt.Printf("app.wasm: %.1f MB raw, %.1f MB gzipped (%.0f %%)\n", mb(raw), mb(gz), 100*float64(gz)/float64(raw))
	site, stop, err := webtest.Serve(server, web)
	if err != nil {
		log.Fatal(err)
	}
	t.Cleanup(stop)

	for _, engine := range webtest.Engines {
		var paints []time.Duration
		for i := range *runs {
			run := &tool{}
			paint := webtest.NewTabletIn(run, engine, site).Open(false)
			run.cleanup()
			paints = append(paints, paint)
			fmt.Printf("%s run %d: first frame %v after navigation\n", engine, i+1, paint.Round(time.Millisecond))
		}
		slices.Sort(paints)
		fmt.Printf("%s first paint at %dx%d: median %v, min %v, max %v (%d runs)\n", engine, webtest.Size[0], webtest.Size[1],
			paints[len(paints)/2].Round(time.Millisecond), paints[0].Round(time.Millisecond), paints[len(paints)-1].Round(time.Millisecond), len(paints))
	}

	tb := webtest.NewTablet(t, site)
	tb.Open(false)
	tb.AddPlayers("Ann", "Bob", "Cy", "Dee")
	tb.Tap("Dixit", 0)
	tb.Tap("Start the game", 0)
	before := memory(tb)
	for round := range *rounds {
		// The storyteller's card is 1, the others put in 2, 3 and 4; two
		// find it and one votes for the card after theirs.
		for _, tap := range webtest.DixitRound(4, round%4, []int{1, 2, 1, 3, 4, 4, 1}) {
			tb.Tap(strconv.Itoa(tap[0]), tap[1])
		}
		tb.Tap("Score the round", 0)
	}
	after := memory(tb)
	fmt.Printf("memory after the setup: %s\n", before)
	fmt.Printf("memory after %d Dixit rounds: %s\n", *rounds, after)

	android := webtest.NewTablet(t, site)
	android.UserAgent(webtest.AndroidTablet)
	android.Open(false)
	keyboardFocus(android, *taps)
	android.Tap("Home", 0)
	android.AddPlayers("Ann", "Bob", "Cy", "Dee", "Оля")
	steps := android.Monkey(*seed, *monkeyFor)
	android.Home()
	fmt.Printf("memory after a monkey of %d steps in %v (seed %d): %s\n", steps, *monkeyFor, *seed, memory(android))
}

// keyboardFocus times, on the roster, taps on the name field: from the
// finger's lift (touchend, when the page may bring a keyboard up) to the
// page's text field having the focus, and to Fyne's word that the entry
// has the app's focus (the driver's call the bridge follows). Between
// taps, a tap on the title puts the keyboard down.
func keyboardFocus(tb *webtest.Tablet, taps int) {
	tb.Tap("0 players", 0)
	webtest.Eval[bool](tb, `(() => {
		const field = document.getElementById("dummyEntry");
		window.__tcField = [];
		window.__tcFyne = [];
		let lifted = 0;
		document.addEventListener("touchend", () => { lifted = performance.now(); }, true);
		field.addEventListener("focus", () => window.__tcField.push(performance.now() - lifted));
		const follow = tablecompanion.keyboard;
		tablecompanion.keyboard = () => { window.__tcFyne.push(performance.now() - lifted); return follow(); };
		return true;
	})()`)
	// A tap on the field first: the roster focused it without one.
	tb.Tap("field:New player's name", 0)
	var field, fyne []float64
	for range taps {
		tb.Tap("Players", 0)
		if tb.FieldFocused() {
			// Seen here: a tap on the title left the entry focused, so the
			// next tap on the field cannot be timed. Not yet understood.
			fmt.Println("tap on a text field to the keyboard's field focused: not measured, a tap on the title did not put the keyboard down")
			return
		}
		webtest.Eval[bool](tb, "(window.__tcField = [], window.__tcFyne = [], true)")
		tb.Tap("field:New player's name", 0)
		if !tb.FieldFocused() {
			log.Fatal("a tap on the name field brought no keyboard up")
		}
		times := webtest.Eval[map[string][]float64](tb, "({field: window.__tcField, fyne: window.__tcFyne})")
		if len(times["field"]) == 0 || len(times["fyne"]) == 0 {
			log.Fatalf("no focus seen: %v", times)
		}
		field, fyne = append(field, times["field"][0]), append(fyne, times["fyne"][0])
	}
	slices.Sort(field)
	slices.Sort(fyne)
	fmt.Printf("tap on a text field (touchend) to the keyboard's field focused: median %.1f ms, max %.1f ms (%d taps)\n",
		field[len(field)/2], field[len(field)-1], taps)
	fmt.Printf("tap on a text field (touchend) to the app's focus on the entry: median %.1f ms, max %.1f ms\n",
		fyne[len(fyne)/2], fyne[len(fyne)-1])
}

// usage is the tab's memory: the Go program's heap in use and all the
// memory it took from the wasm's, the page's JavaScript heap, and the
// renderer process's resident set.
type usage struct{ goHeap, goSys, jsHeap, rss float64 }

func (u usage) String() string {
	return fmt.Sprintf("Go heap %.1f MB of %.1f MB taken, JS heap %.1f MB, renderer process %.0f MB resident",
		mb(u.goHeap), mb(u.goSys), mb(u.jsHeap), mb(u.rss))
}

func memory(tb *webtest.Tablet) usage {
	h, err := chromedp.Call(tb.Ctx, runtime.GetHeapUsage, cdp.Empty{})
	if err != nil {
		log.Fatal(err)
	}
	g := webtest.Eval[map[string]float64](tb, "tablecompanion.memory()")
	return usage{goHeap: g["heap"], goSys: g["sys"], jsHeap: h.UsedSize, rss: rendererRSS(chromedp.FromContext(tb.Ctx).Browser.Process().Pid)}
}

// rendererRSS returns the resident set of the largest renderer process
// under the browser: the tab's.
func rendererRSS(browser int) float64 {
	entries, _ := os.ReadDir("/proc")
	var most float64
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil || !descends(pid, browser) {
			continue
		}
		cmd, _ := os.ReadFile(filepath.Join("/proc", e.Name(), "cmdline"))
		if !strings.Contains(string(cmd), "--type=renderer") {
			continue
		}
		status, _ := os.ReadFile(filepath.Join("/proc", e.Name(), "status"))
		for _, line := range strings.Split(string(status), "\n") {
			if f := strings.Fields(line); len(f) >= 2 && f[0] == "VmRSS:" {
				kb, _ := strconv.ParseFloat(f[1], 64)
				most = max(most, kb*1024)
			}
		}
	}
	return most
}

// descends reports whether the process pid is the browser's child,
// grandchild or further.
func descends(pid, browser int) bool {
	for pid > 1 {
		stat, err := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pid), "stat"))
		if err != nil {
			return false
		}
		// The parent is the second field after the command in parentheses.
		fields := strings.Fields(string(stat[strings.LastIndexByte(string(stat), ')')+1:]))
		if len(fields) < 2 {
			return false
		}
		pid, _ = strconv.Atoi(fields[1])
		if pid == browser {
			return true
		}
	}
	return false
}

func fileSize(path string) int64 {
	st, err := os.Stat(path)
	if err != nil {
		log.Fatal(err)
	}
	return st.Size()
}

func mb[N int64 | float64](n N) float64 { return float64(n) / (1 << 20) }

// tool stands in for a test for the tablet: a failure ends the program.
type tool struct {
	cleanups []func()
}

func (*tool) Helper()                           {}
func (*tool) Fatalf(format string, args ...any) { log.Fatalf(format, args...) }
func (*tool) Logf(format string, args ...any)   { log.Printf(format, args...) }
func (*tool) Failed() bool                      { return false }
func (*tool) Name() string                      { return "webmeasure" }
func (t *tool) Cleanup(f func())                { t.cleanups = append(t.cleanups, f) }
func (t *tool) TempDir() string {
	dir, err := os.MkdirTemp("", "tc-webmeasure-")
	if err != nil {
		log.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	return dir
}

// cleanup runs the cleanups, the last one first.
func (t *tool) cleanup() {
	for i := len(t.cleanups) - 1; i >= 0; i-- {
		t.cleanups[i]()
	}
	t.cleanups = nil
}
