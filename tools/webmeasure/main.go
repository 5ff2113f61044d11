// Command webmeasure measures the web build of the app as a tablet gets it:
// the size of app.wasm, raw and as the server sends it gzipped; the time
// from navigation to the first painted home screen at 800×1280, median of
// several fresh tabs, in each engine tablets run (headless Chromium, and
// WebKitGTK's MiniBrowser under Xvfb); and the memory of the Chromium tab
// after a four-player Dixit game of ten rounds entered by taps.
//
//	go run ./tools/webmeasure [-runs 5] [-rounds 10]
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
	flag.Parse()
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
	for range *rounds {
		// The storyteller's card is 1, the others put in 2, 3 and 4; two
		// find it and one votes for the card after theirs.
		for i, n := range []int{1, 2, 1, 3, 4, 4, 1} {
			tb.Tap(strconv.Itoa(n), i)
		}
		tb.Tap("Score the round", 0)
	}
	after := memory(tb)
	fmt.Printf("memory after the setup: %s\n", before)
	fmt.Printf("memory after %d Dixit rounds: %s\n", *rounds, after)
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
