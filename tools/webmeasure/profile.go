package main

import (
	"cmp"
	"context"
	"flag"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/chromedp"

	"tablecompanion/tools/webtest"
)

var profileUnder = flag.String("under", "tablecompanion_app.New", "with -profile: the function whose callees' time is listed, by wasm name")

var profileRate = flag.Float64("profile", 0, "if above 0, instead: CPU profiles of the app's start and of its taps (a home tile, then Home, five times) at this throttle, by Go function")

var profileDixit = flag.Bool("profile-dixit", false, "with -profile: profile three Dixit rounds of four players entered by taps, each with its Score the round, in place of the home taps")

var profileScore = flag.Bool("profile-score", false, "with -profile-dixit: profile only the three taps on Score the round, the digits entered unthrottled and unrecorded")

// profileTaps builds the app with its function names, and profiles its
// start in a fresh tablet at the throttle, to the first frame shown, then
// five taps on Dixit's tile and five on Home. For each it prints where the
// main thread's time went: by function itself, by the Go packages on the
// stack and by the functions on the stack.
func profileTaps(rate float64) {
	t := &tool{}
	defer t.cleanup()
	w := newWorkshop(t)
	// Without -s -w: the profile names the functions.
	site, _ := w.serve("app", w.root, ".", filepath.Join(w.root, "web"), appTagsFor("app"))
	c := &contestant{name: "app", app: true, site: site}
	ctx := c.browser(t, rate)
	stop := startProfile(ctx)
	p := open(ctx, site)
	fmt.Printf("the start at ×%g, to the frame shown: %.0f ms\n", rate, p.shown)
	summarize(stop())
	time.Sleep(2 * time.Second)
	touch(ctx, [2]float64{float64(webtest.Size[0]) - 4, float64(webtest.Size[1]) - 4})
	time.Sleep(2 * time.Second)
	var taps []float64
	if *profileDixit {
		throttle(ctx, 1)
		addPlayers(ctx, "Ann", "Bob", "Cy", "Dee")
		tap(ctx, "Dixit", 0)
		tap(ctx, "Start the game", 0)
		throttle(ctx, rate)
		stop = startProfile(ctx)
		var profs []*profiler.Profile
		for round := range 3 {
			if *profileScore {
				throttle(ctx, 1)
				profs = append(profs, stop())
			}
			for _, d := range webtest.DixitRound(4, round, []int{1, 2, 1, 3, 4, 4, 1}) {
				tapped := tap(ctx, fmt.Sprint(d[0]), d[1])
				if !*profileScore {
					taps = append(taps, tapped)
				}
			}
			if *profileScore {
				time.Sleep(time.Second)
				throttle(ctx, rate)
				time.Sleep(time.Second)
				stop = startProfile(ctx)
			}
			taps = append(taps, tap(ctx, "Score the round", 0))
		}
		if *profileScore {
			// The first profile is the moment between the record and the
			// first round's digits: only the taps on Score are kept.
			prof := stop()
			fmt.Printf("\ntap latency at ×%g, release → frame: %s ms\n", rate, spread(taps))
			summarize(append(profs[1:], prof)...)
			return
		}
	} else {
		stop = startProfile(ctx)
		for range 5 {
			taps = append(taps, tap(ctx, "Dixit", 0), goHome(ctx))
		}
	}
	prof := stop()
	fmt.Printf("\ntap latency at ×%g, release → frame: %s ms\n", rate, spread(taps))
	summarize(prof)
}

// summarize prints the profile's heaviest functions by self time, and the
// share of the samples each Go package is on the stack of.
func summarize(profs ...*profiler.Profile) {
	self := map[string]float64{}
	inclusive := map[string]float64{}
	calls := map[string]float64{}
	// under is the time of the callees of -under, and of its own body.
	under := map[string]float64{}
	var total, idle float64
	for _, prof := range profs {
		nodes := map[int64]*profiler.ProfileNode{}
		parent := map[int64]int64{}
		for _, n := range prof.Nodes {
			nodes[n.ID] = n
			for _, c := range n.Children {
				parent[c] = n.ID
			}
		}
		for i, id := range prof.Samples {
			dt := float64(prof.TimeDeltas[i]) / 1000
			name := nodes[id].CallFrame.FunctionName
			if name == "(idle)" || name == "(program)" {
				idle += dt
				continue
			}
			total += dt
			self[name] += dt
			var stack []string
			for at := id; at != 0; at = parent[at] {
				stack = append(stack, nodes[at].CallFrame.FunctionName)
			}
			// The stack runs from the sample's function to the root: the callee
			// of -under's outermost call is just before it.
			for i := len(stack) - 1; i >= 0; i-- {
				if stack[i] == *profileUnder {
					callee := "(itself)"
					if i > 0 {
						callee = stack[i-1]
					}
					under[callee] += dt
					break
				}
			}
			seen := map[string]bool{}
			for at := id; at != 0; at = parent[at] {
				fn := nodes[at].CallFrame.FunctionName
				if !seen["func "+fn] {
					seen["func "+fn] = true
					calls[fn] += dt
				}
				pkg := goPackage(fn)
				if pkg != "" && !seen[pkg] {
					seen[pkg] = true
					inclusive[pkg] += dt
				}
			}
		}
	}
	fmt.Printf("busy %.0f ms, idle or outside JS %.0f ms\n", total, idle)
	print := func(title string, m map[string]float64, n int) {
		type row struct {
			name string
			ms   float64
		}
		var rows []row
		for k, v := range m {
			rows = append(rows, row{k, v})
		}
		slices.SortFunc(rows, func(a, b row) int { return cmp.Compare(b.ms, a.ms) })
		fmt.Println(title)
		for _, r := range rows[:min(n, len(rows))] {
			fmt.Printf("  %7.0f ms %5.1f %%  %s\n", r.ms, 100*r.ms/total, r.name)
		}
	}
	print("by function, itself:", self, 40)
	print("by Go package on the stack:", inclusive, 30)
	print("by function on the stack:", calls, 200)
	print("called by "+*profileUnder+":", under, 40)
}

// goPackage returns the Go package of a wasm function's name, in which
// the Go toolchain writes each "/" of the path as "_": such as
// "fyne.io_fyne_v2_widget" for "fyne.io_fyne_v2_widget.__Button_.Tapped",
// or "" for a name that is not Go's.
func goPackage(name string) string {
	domain := ""
	for _, d := range []string{"fyne.io_", "github.com_", "golang.org_", "gopkg.in_"} {
		if strings.HasPrefix(name, d) {
			domain, name = d, strings.TrimPrefix(name, d)
		}
	}
	dot := strings.Index(name, ".")
	if dot <= 0 {
		return ""
	}
	return domain + name[:dot]
}

// startProfile starts the page's CPU profiler, sampling every 200 µs,
// and returns the function that stops it and gives its profile.
func startProfile(ctx context.Context) func() *profiler.Profile {
	_, err := chromedp.Call(ctx, profiler.Enable, cdp.Empty{})
	must(err)
	_, err = chromedp.Call(ctx, profiler.SetSamplingInterval, profiler.SetSamplingIntervalParams{Interval: 200})
	must(err)
	_, err = chromedp.Call(ctx, profiler.Start, cdp.Empty{})
	must(err)
	return func() *profiler.Profile {
		stopped, err := chromedp.Call(ctx, profiler.Stop, cdp.Empty{})
		must(err)
		return stopped.Profile
	}
}
