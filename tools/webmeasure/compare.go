package main

import (
	"bytes"
	"context"
	_ "embed"
	"encoding/binary"
	"flag"
	"fmt"
	"io"
	"log"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/performance"
	"github.com/chromedp/chromedp"

	"tablecompanion/tools/webtest"
	"tablecompanion/tools/xtest"
)

// probe is injected into each page before its scripts: see probe.js.
//
//go:embed probe.js
var probe string

var (
	compareRuns = flag.Int("compare", 0, "if above 0, instead: this many runs of the app against bare Fyne, interleaved, at each throttle")
	rateList    = flag.String("rates", "1,4,6", "CPU throttle rates to compare at")
	before      = flag.String("before", "", "another checkout of the app (a worktree of main, say) to measure beside this one")
	idleSpan    = flag.Duration("idle", 10*time.Second, "how long to measure each idle or clock CPU")
	sessionOnly = flag.Bool("session-only", false, "skip the start-up runs: only idle CPU, taps, cues and memory at ×4")
	startOnly   = flag.Bool("start-only", false, "only the start-up runs, in Chromium and WebKit: no session after them")
	floor       = flag.Bool("floor", false, "with -compare: also bare Fyne built with all the app's code (tools/webmeasure/bare's appcode tag), what the app's size alone costs")
	appTags     = flag.String("tags", "", "build tags for this checkout's app only, beside the web app's own (webtest.Tags), such as no_emoji, to weigh a build option against -before")
)

// androidUA is a mid-range Android tablet's Chrome.
const androidUA = "Mozilla/5.0 (Linux; Android 14; SM-X210) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"

// contestant is one web app served on its own address.
type contestant struct {
	name string
	app  bool // the app, with its tablecompanion object; else bare Fyne
	site string
	// paints holds, by rate and visit, the runs' phases.
	paints map[string][]phases
}

// phases are a start's marks, in milliseconds after navigation.
type phases struct {
	instantiated, canvas, firstDraw, frameDone, shown float64
}

// workshop is a temporary folder with our web server built in it, where
// builds of the app and of bare Fyne are made and served.
type workshop struct {
	t         *tool
	dir, root string
	server    string
}

// newWorkshop builds the web server into a new temporary folder of t.
func newWorkshop(t *tool) *workshop {
	root, err := xtest.Root()
	if err != nil {
		log.Fatal(err)
	}
	w := &workshop{t: t, dir: t.TempDir(), root: root}
	w.server = filepath.Join(w.dir, "webserve")
	must(run(root, nil, "go", "build", "-o", w.server, "./tools/webserve"))
	return w
}

// serve builds the package pkg of the module at src for the browser, with
// the go build flags given, puts the page from the folder static beside it,
// serves the two till t's cleanup, and returns the site's address and the
// folder served.
func (w *workshop) serve(name, src, pkg, static string, flags ...string) (site, web string) {
	web = filepath.Join(w.dir, name)
	wasm := web + ".wasm"
	args := append(append([]string{"build", "-trimpath"}, flags...), "-o", wasm, pkg)
	must(run(src, []string{"GOOS=js", "GOARCH=wasm"}, "go", args...))
	must(run(w.root, nil, "go", "run", "./tools/webbuild", "-wasm", wasm, "-out", web, "-static", static, "-icon", filepath.Join(w.root, "icon.png")))
	site, stop, err := webtest.Serve(w.server, web)
	must(err)
	w.t.Cleanup(stop)
	return site, web
}

// appTagsFor is the -tags flag an app contestant is built with: the web
// app's own tags, as it ships, and for this checkout's app those of -tags
// too.
func appTagsFor(name string) string {
	tags := webtest.Tags
	if name == "app" && *appTags != "" {
		tags += "," + *appTags
	}
	return "-tags=" + tags
}

// compare builds the app (and the -before one) and bare Fyne, serves each,
// and measures them interleaved; it prints markdown tables.
func compare() {
	t := &tool{}
	defer t.cleanup()
	w := newWorkshop(t)
	root := w.root
	var cs []*contestant
	add := func(name, src, pkg, static string, app bool, tags ...string) {
		flags := []string{"-ldflags=-s -w"}
		if app {
			flags = append(flags, appTagsFor(name))
		} else if len(tags) > 0 {
			flags = append(flags, "-tags="+strings.Join(tags, ","))
		}
		site, web := w.serve(name, src, pkg, static, flags...)
		wasm := filepath.Join(web, "app.wasm")
		fmt.Printf("%s: app.wasm %.1f MB raw, %.1f MB gzipped, its memory at instantiation %.1f MiB\n", name, mb(fileSize(wasm)), mb(fileSize(wasm+".gz")), mb(startingMemory(wasm)))
		cs = append(cs, &contestant{name: name, app: app, site: site, paints: map[string][]phases{}})
	}
	add("app", root, ".", filepath.Join(root, "web"), true)
	if *before != "" {
		add("before", *before, ".", filepath.Join(*before, "web"), true)
	}
	if *floor {
		add("bare+code", root, "./tools/webmeasure/bare", filepath.Join(root, "web"), false, webtest.Tags, "appcode")
	}
	add("bare", root, "./tools/webmeasure/bare", filepath.Join(root, "web"), false)

	var rates []float64
	for _, r := range strings.Split(*rateList, ",") {
		v, err := strconv.ParseFloat(strings.TrimSpace(r), 64)
		must(err)
		rates = append(rates, v)
	}
	if *sessionOnly {
		sessions(cs)
		return
	}
	for i := range *compareRuns {
		for _, rate := range rates {
			for k := range cs {
				// Who goes first turns round from run to run.
				c := cs[(k+i)%len(cs)]
				first, repeat := c.visits(rate)
				c.paints[key(rate, "first")] = append(c.paints[key(rate, "first")], first)
				c.paints[key(rate, "repeat")] = append(c.paints[key(rate, "repeat")], repeat)
				log.Printf("run %d ×%g %s: first visit %.0f ms, repeat %.0f ms (frame shown)", i+1, rate, c.name, first.shown, repeat.shown)
			}
		}
	}
	bare := cs[len(cs)-1]
	fmt.Printf("\nStart-up, %d runs, headless Chromium %dx%d, touch, Android UA, fresh profile, loopback; ms after navigation, median (min–max)\n\n", *compareRuns, webtest.Size[0], webtest.Size[1])
	for _, rate := range rates {
		for _, visit := range []string{"first", "repeat"} {
			fmt.Printf("×%g, %s visit\n\n| phase |", rate, visit)
			for _, c := range cs {
				fmt.Printf(" %s |", c.name)
			}
			for _, c := range cs[:len(cs)-1] {
				fmt.Printf(" %s / bare |", c.name)
			}
			fmt.Printf("\n|---|%s\n", strings.Repeat("---|", 2*len(cs)-1))
			for _, ph := range phaseNames {
				fmt.Printf("| %s |", ph.name)
				for _, c := range cs {
					fmt.Printf(" %s |", spread(ph.of(c.paints[key(rate, visit)])))
				}
				b := median(ph.of(bare.paints[key(rate, visit)]))
				for _, c := range cs[:len(cs)-1] {
					fmt.Printf(" %.2f |", median(ph.of(c.paints[key(rate, visit)]))/b)
				}
				fmt.Println()
			}
			fmt.Println()
		}
	}
	webkitRuns(cs)
	if !*startOnly {
		sessions(cs)
	}
}

// webkitRuns opens each contestant in WebKitGTK, the iPad's engine, as
// many times as -compare says, interleaved, and prints the first paint
// and Go's memory after it. WebKit's WebDriver cannot throttle the CPU nor
// put a probe in the page before its scripts, so these are at ×1 and from
// the page's own mark and the program's word.
func webkitRuns(cs []*contestant) {
	paints := make([][]float64, len(cs))
	mems := make([][]float64, len(cs))
	for i := range *compareRuns {
		for k := range cs {
			c := cs[(k+i)%len(cs)]
			n := (k + i) % len(cs)
			run := &tool{}
			tb := webtest.NewTabletIn(run, webtest.WebKit, c.site)
			paint := tb.Open(false)
			time.Sleep(2 * time.Second)
			mem := webtest.Eval[map[string]float64](tb, "tablecompanion.memory()")
			run.cleanup()
			paints[n] = append(paints[n], float64(paint.Milliseconds()))
			mems[n] = append(mems[n], mem["sys"])
			log.Printf("WebKit run %d %s: first paint %v, Go's memory %.1f MiB", i+1, c.name, paint.Round(time.Millisecond), mb(mem["sys"]))
		}
	}
	fmt.Printf("WebKitGTK (MiniBrowser), %d runs, %dx%d, ×1, fresh profile, loopback; median (min–max)\n\n| | ", *compareRuns, webtest.Size[0], webtest.Size[1])
	for _, c := range cs {
		fmt.Printf("%s | ", c.name)
	}
	for _, c := range cs[:len(cs)-1] {
		fmt.Printf("%s / bare | ", c.name)
	}
	fmt.Printf("\n|---|%s\n", strings.Repeat("---|", 2*len(cs)-1))
	row := func(name string, v [][]float64, scale float64) {
		fmt.Printf("| %s | ", name)
		for _, x := range v {
			var scaled []float64
			for _, y := range x {
				scaled = append(scaled, y/scale)
			}
			fmt.Printf("%s | ", spread(scaled))
		}
		b := median(v[len(v)-1])
		for _, x := range v[:len(v)-1] {
			fmt.Printf("%.2f | ", median(x)/b)
		}
		fmt.Println()
	}
	row("first paint (navigation → first draw call), ms", paints, 1)
	row("Go's memory after start (MemStats.Sys), MiB", mems, 1<<20)
	fmt.Println()
}

// sessions runs each contestant's session at ×4, bare Fyne's first.
func sessions(cs []*contestant) {
	for i := len(cs) - 1; i >= 0; i-- {
		cs[i].session(4)
	}
}

func key(rate float64, visit string) string { return fmt.Sprintf("%g/%s", rate, visit) }

// phaseNames are the phases the tables show: each from the previous mark.
var phaseNames = []struct {
	name string
	of   func([]phases) []float64
}{
	{"download and compile (navigation → instantiated)", each(func(p phases) float64 { return p.instantiated })},
	{"Go start-up (instantiated → window's canvas)", each(func(p phases) float64 { return p.canvas - p.instantiated })},
	{"first draw (canvas → first draw call)", each(func(p phases) float64 { return p.firstDraw - p.canvas })},
	{"frame shown (first draw call → next animation frame)", each(func(p phases) float64 { return p.shown - p.firstDraw })},
	{"first paint (navigation → first draw call)", each(func(p phases) float64 { return p.firstDraw })},
	{"total (navigation → frame shown)", each(func(p phases) float64 { return p.shown })},
}

func each(f func(phases) float64) func([]phases) []float64 {
	return func(ps []phases) []float64 {
		var out []float64
		for _, p := range ps {
			out = append(out, f(p))
		}
		return out
	}
}

// browser is a fresh headless Chromium as a tablet: its own profile, the
// tablet's size, touch, an Android user agent, the CPU throttled by rate,
// and the probe in every page.
func (c *contestant) browser(t *tool, rate float64) context.Context {
	path, err := exec.LookPath("chromium")
	if err != nil {
		log.Fatal("chromium is not installed (Debian package chromium)")
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.NoSandbox,
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("use-angle", "swiftshader"),
		chromedp.Flag("autoplay-policy", "user-gesture-required"),
		chromedp.UserAgent(androidUA),
		chromedp.WindowSize(int(webtest.Size[0]), int(webtest.Size[1])),
	)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelTab := chromedp.NewContext(actx)
	t.Cleanup(func() { cancelTab(); cancelAlloc() })
	_, err = chromedp.Call(ctx, emulation.SetDeviceMetricsOverride, emulation.SetDeviceMetricsOverrideParams{
		Width: webtest.Size[0], Height: webtest.Size[1], DeviceScaleFactor: 1, Mobile: true})
	must(err)
	_, err = chromedp.Call(ctx, emulation.SetTouchEmulationEnabled, emulation.SetTouchEmulationEnabledParams{Enabled: true, MaxTouchPoints: 5})
	must(err)
	_, err = chromedp.Call(ctx, emulation.SetUserAgentOverride, emulation.SetUserAgentOverrideParams{UserAgent: androidUA, Platform: "Linux armv8l"})
	must(err)
	_, err = chromedp.Call(ctx, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: rate})
	must(err)
	_, err = chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: probe})
	must(err)
	_, err = chromedp.Call(ctx, performance.Enable, performance.EnableParams{})
	must(err)
	return ctx
}

// visits opens the site in a fresh browser, then again once its service
// worker is ready, and returns both starts' phases.
func (c *contestant) visits(rate float64) (first, repeat phases) {
	t := &tool{}
	defer t.cleanup()
	ctx := c.browser(t, rate)
	first = open(ctx, c.site)
	// The service worker installs after the first frame; the browser keeps
	// the compiled code once it has compiled it all.
	_, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`navigator.serviceWorker ? navigator.serviceWorker.ready.then(() => true) : false`, chromedp.EvalAwaitPromise))
	must(err)
	time.Sleep(3 * time.Second)
	repeat = open(ctx, c.site)
	return first, repeat
}

// open navigates to the site and waits for the frame shown after the
// first draw; it returns the marks.
func open(ctx context.Context, site string) phases {
	must(chromedp.Do(ctx, chromedp.Navigate(site)))
	const marks = `(() => { const m = (n) => { const e = performance.getEntriesByName(n); return e.length ? e[0].startTime : 0 };
		return [m("tc-instantiated"), m("tc-canvas"), m("tc-first-draw"), m("tc-first-frame-done"), m("tc-frame-shown")] })()`
	for start := time.Now(); time.Since(start) < 2*time.Minute; time.Sleep(100 * time.Millisecond) {
		v, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](marks))
		must(err)
		if len(v) == 5 && v[4] > 0 {
			return phases{v[0], v[1], v[2], v[3], v[4]}
		}
	}
	log.Fatalf("%s did not show a frame within two minutes", site)
	return phases{}
}

// session measures, at one throttle rate, what a tablet does after the
// start: idle CPU, tap latency, the clock's CPU and the wasm memory.
func (c *contestant) session(rate float64) {
	t := &tool{}
	defer t.cleanup()
	ctx := c.browser(t, rate)
	open(ctx, c.site)
	time.Sleep(2 * time.Second)
	fmt.Printf("%s at ×%g:\n", c.name, rate)
	fmt.Printf("- wasm memory after start: %.1f MiB (%s)\n", mb(evalf(ctx, "__tc.memory()")), goMemory(ctx))
	fmt.Printf("- main thread busy, idle before any touch: %.1f %%\n", busy(ctx))
	// The first touch, on nothing: browsers let a page sound after one.
	touch(ctx, [2]float64{float64(webtest.Size[0]) - 4, float64(webtest.Size[1]) - 4})
	time.Sleep(3 * time.Second)
	fmt.Printf("- main thread busy, idle after a touch: %.1f %% (audio context %s)\n", busy(ctx), audioState(ctx))
	var taps []float64
	if !c.app {
		for range 10 {
			taps = append(taps, tap(ctx, "Tap", 0))
		}
		fmt.Printf("- tap latency (button that changes a label), release → frame: %s ms, first %.0f ms\n", spread(taps), taps[0])
		fmt.Printf("- wasm memory after ten taps: %.1f MiB (%s)\n", mb(evalf(ctx, "__tc.memory()")), goMemory(ctx))
		return
	}
	for range 5 {
		taps = append(taps, tap(ctx, "Dixit", 0))
		taps = append(taps, goHome(ctx))
	}
	fmt.Printf("- tap latency (home tile, then Home), release → frame: %s ms, first %.0f ms\n", spread(taps), taps[0])
	fmt.Printf("- wasm memory after ten taps: %.1f MiB\n", mb(evalf(ctx, "__tc.memory()")))
	var steps memorySteps
	tap(ctx, "Dixit", 0)
	time.Sleep(2 * time.Second)
	steps.take(ctx, "Dixit's setup")
	fmt.Printf("- main thread busy, Dixit's setup idle: %.1f %%\n", busy(ctx))
	goHome(ctx)
	addPlayers(ctx, "Ann", "Bob", "Cy", "Dee")
	// A setup's buttons: a player out of the game and back in, five times.
	tap(ctx, "Dixit", 0)
	taps = taps[:0]
	for range 10 {
		taps = append(taps, tap(ctx, "Ann", 0))
	}
	fmt.Printf("- tap latency (a player's box on Dixit's setup), release → frame: %s ms, first %.0f ms\n", spread(taps), taps[0])
	steps.take(ctx, "four players typed in, ten setup taps")
	goHome(ctx)
	tap(ctx, "Decrypto", 0)
	tap(ctx, "Start the game", 0)
	time.Sleep(2 * time.Second)
	fmt.Printf("- main thread busy, Decrypto's sand glass stopped: %.1f %%\n", busy(ctx))
	if len(locate(ctx, "Start the timer")) > 0 {
		tap(ctx, "Start the timer", 0)
		time.Sleep(time.Second)
		fmt.Printf("- main thread busy, Decrypto's sand glass running: %.1f %%\n", busy(ctx))
	} else {
		fmt.Printf("- Decrypto's sand glass: no \"Start the timer\" on show: %q\n", texts(ctx))
	}
	steps.take(ctx, "Decrypto's sand glass")
	goHome(ctx)
	cueDelays(ctx)
	steps.take(ctx, "the settings' cue test")
	tap(ctx, "Dixit", 0)
	// The setup keeps whom the last game took, which may not be all four.
	if len(locate(ctx, "Tick all")) > 0 {
		tap(ctx, "Tick all", 0)
	}
	tap(ctx, "Start the game", 0)
	for round := range 10 {
		for _, tap := range webtest.DixitRound(4, round%4, []int{1, 2, 1, 3, 4, 4, 1}) {
			press(ctx, strconv.Itoa(tap[0]), tap[1])
		}
		tap(ctx, "Score the round", 0)
		if round == 4 {
			steps.take(ctx, "five Dixit rounds")
		}
	}
	if !slices.Contains(texts(ctx), "Round 11: Cy tells the story") {
		log.Printf("ten Dixit rounds did not all count: %q", texts(ctx))
	}
	fmt.Printf("- wasm memory after ten Dixit rounds by taps: %.1f MiB (%s)\n", mb(evalf(ctx, "__tc.memory()")), goMemory(ctx))
	fmt.Printf("- wasm memory on the way, MiB: %s\n", strings.Join(steps, ", "))
}

// goMemory tells, after a collection, the heap the program holds and all
// the memory Go took (MemStats.Sys). The wasm memory is the module's own at
// instantiation (its data: code tables, fonts, texts) and Go's above it, and
// it never shrinks; so the collection comes after the wasm memory is read.
func goMemory(ctx context.Context) string {
	m, err := chromedp.Run(ctx, chromedp.Evaluate[map[string]float64]("tablecompanion.memory()"))
	must(err)
	return fmt.Sprintf("Go: live heap %.1f MiB, all Go took %.1f MiB", mb(m["heap"]), mb(m["sys"]))
}

// startingMemory returns the memory a wasm module declares it starts with:
// the initial pages of its memory section.
func startingMemory(path string) float64 {
	data, err := os.ReadFile(path)
	must(err)
	r := bytes.NewReader(data[8:]) // past the magic number and version
	for r.Len() > 0 {
		id, err := r.ReadByte()
		must(err)
		size, err := binary.ReadUvarint(r)
		must(err)
		if id != 5 { // the memory section
			_, err = r.Seek(int64(size), io.SeekCurrent)
			must(err)
			continue
		}
		_, err = binary.ReadUvarint(r) // how many memories: one
		must(err)
		_, err = r.ReadByte() // the limits' flags; the least comes first
		must(err)
		pages, err := binary.ReadUvarint(r)
		must(err)
		return float64(pages) * 65536
	}
	log.Fatalf("%s declares no memory", path)
	return 0
}

// memorySteps are the wasm memory after each step of a session, which tell
// which screen made the tab take more.
type memorySteps []string

func (m *memorySteps) take(ctx context.Context, step string) {
	*m = append(*m, fmt.Sprintf("%s %.1f", step, mb(evalf(ctx, "__tc.memory()"))))
}

// cueDelays plays the settings' test three times, each after the audio
// context has been suspended for a while, and prints how late the first
// cue's samples reached the browser's audio.
func cueDelays(ctx context.Context) {
	if !evalb(ctx, "typeof tablecompanion.cueDelay === 'function'") {
		fmt.Println("- first cue after a silence: this build does not tell")
		return
	}
	tap(ctx, webtest.SettingsIcon, 0)
	var delays []float64
	for range 3 {
		time.Sleep(5 * time.Second)
		state := audioState(ctx)
		tap(ctx, "Test: 3, 2, 1, alarm", 0)
		delays = append(delays, evalf(ctx, "tablecompanion.cueDelay()"))
		log.Printf("cue delay %.1f ms, the audio context was %s", delays[len(delays)-1], state)
		time.Sleep(4 * time.Second)
	}
	fmt.Printf("- first cue after a silence, Play → the browser takes its samples: %s ms (audio context %s after the test)\n", spread(delays), audioState(ctx))
	goHome(ctx)
}

func audioState(ctx context.Context) string {
	v, err := chromedp.Run(ctx, chromedp.Evaluate[string]("__tc.audioState()"))
	must(err)
	return v
}

// busy returns the share of the idle span the page's main thread worked,
// from the browser's own task durations: under throttling the process's
// CPU time says nothing, as the throttler spins.
func busy(ctx context.Context) float64 {
	task := func() float64 {
		m, err := chromedp.Call(ctx, performance.GetMetrics, struct{}{})
		must(err)
		for _, v := range m.Metrics {
			if v.Name == "TaskDuration" {
				return v.Value
			}
		}
		log.Fatal("no TaskDuration among the metrics")
		return 0
	}
	t0, w0 := task(), time.Now()
	time.Sleep(*idleSpan)
	return 100 * (task() - t0) / time.Since(w0).Seconds()
}

func locate(ctx context.Context, text string) [][2]float64 {
	v, err := chromedp.Run(ctx, chromedp.Evaluate[[][2]float64](fmt.Sprintf("tablecompanion.locate(%q) || []", text)))
	must(err)
	return v
}

func texts(ctx context.Context) []string {
	v, err := chromedp.Run(ctx, chromedp.Evaluate[[]string]("tablecompanion.texts ? tablecompanion.texts() : []"))
	must(err)
	return v
}

// tap touches the n-th object with the text and returns the time from the
// release to the end of the frame that answered it, in milliseconds.
func tap(ctx context.Context, text string, n int) float64 {
	at := locate(ctx, text)
	if len(at) <= n {
		log.Fatalf("no %q number %d on show: %q", text, n, texts(ctx))
	}
	touch(ctx, at[n])
	for start := time.Now(); time.Since(start) < 10*time.Second; time.Sleep(200 * time.Millisecond) {
		// The answer is the biggest frame within two seconds of the release.
		if time.Since(start) > 2200*time.Millisecond {
			if ms := evalf(ctx, "__tc.tap()"); ms > 0 {
				if *showFrames {
					burst, err := chromedp.Run(ctx, chromedp.Evaluate[string]("JSON.stringify(__tc.burst())"))
					must(err)
					log.Printf("tap on %q: %.0f ms; frames from the release [start, end, draw calls, drawn again]: %s", text, ms, burst)
				}
				return ms
			}
		}
	}
	log.Printf("no frame answered the tap on %q in time", text)
	return math.NaN()
}

// press touches the n-th object with the text and gives the app a moment.
func press(ctx context.Context, text string, n int) {
	at := locate(ctx, text)
	if len(at) <= n {
		log.Fatalf("no %q number %d on show: %q", text, n, texts(ctx))
	}
	touch(ctx, at[n])
	time.Sleep(700 * time.Millisecond)
}

// touch puts a finger down at p and lifts it 30 ms later.
func touch(ctx context.Context, p [2]float64) {
	id := 1.0
	_, err := chromedp.Call(ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchStart,
		TouchPoints: []*input.TouchPoint{{X: p[0], Y: p[1], ID: &id}}})
	must(err)
	time.Sleep(30 * time.Millisecond)
	_, err = chromedp.Call(ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{}})
	must(err)
}

// addPlayers types the names into the roster from the home screen.
func addPlayers(ctx context.Context, names ...string) {
	tap(ctx, "0 players", 0)
	for _, name := range names {
		must(chromedp.Do(ctx, chromedp.KeyEvent(name)))
		time.Sleep(300 * time.Millisecond)
		tap(ctx, "Add", 0)
	}
	goHome(ctx)
}

func evalb(ctx context.Context, expr string) bool {
	v, err := chromedp.Run(ctx, chromedp.Evaluate[bool](expr))
	must(err)
	return v
}

func evalf(ctx context.Context, expr string) float64 {
	v, err := chromedp.Run(ctx, chromedp.Evaluate[float64](expr))
	must(err)
	return v
}

// spread shows the median and the range of the values; a tap no frame
// answered in time (NaN) is left out.
func spread(v []float64) string {
	s := known(v)
	if len(s) == 0 {
		return "–"
	}
	return fmt.Sprintf("%.0f (%.0f–%.0f)", median(s), s[0], s[len(s)-1])
}

// median is the middle value, or the mean of the middle two.
func median(v []float64) float64 {
	s := known(v)
	if len(s) == 0 {
		return math.NaN()
	}
	if len(s)%2 == 0 {
		return (s[len(s)/2-1] + s[len(s)/2]) / 2
	}
	return s[len(s)/2]
}

// known returns the values that are numbers, sorted.
func known(v []float64) []float64 {
	var s []float64
	for _, x := range v {
		if !math.IsNaN(x) {
			s = append(s, x)
		}
	}
	slices.Sort(s)
	return s
}

// run runs a command in dir with extra environment, and says what failed.
func run(dir string, env []string, name string, args ...string) error {
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
	}
	return nil
}

func must(err error) {
	if err != nil {
		log.Fatal(err)
	}
}
