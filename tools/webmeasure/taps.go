package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"tablecompanion/tools/webtest"
)

var profileVerdict = flag.Bool("profile-verdict", false, "with -game-taps: profile Keep Watch's Wrong in this checkout's app, built with its function names, and print where the time goes")

var showFrames = flag.Bool("frames", false, "log each timed tap's frames: when each started and ended after the finger's lift, its draw calls, and how many times it drew the whole picture again in the same task")

var gameTapRuns = flag.Int("game-taps", 0, "if above 0, instead: this many runs of the taps a game is played by (a Dixit digit, Score the round, a Keep Watch verdict, a Spyfall vote) at ×4, timed from the finger's lift to the frame that answers, beside -before when given")

// gameTaps times, at ×4, the taps a table plays by, from the finger's
// lift to the end of the frame that answers it: each of two Dixit rounds'
// digits and their Score the round, Keep Watch's Wrong after a challenge,
// and a Spyfall player's Yes in a vote. Runs of this checkout and of
// -before take turns, each in a fresh tablet whose players were typed in
// at full speed.
func gameTaps() {
	t := &tool{}
	defer t.cleanup()
	w := newWorkshop(t)
	var cs []*contestant
	add := func(name, src string) {
		strip := "-ldflags=-s -w"
		if *profileVerdict {
			// The profile names the functions.
			strip = "-ldflags="
		}
		site, _ := w.serve(name, src, ".", filepath.Join(src, "web"), strip, appTagsFor(name))
		cs = append(cs, &contestant{name: name, app: true, site: site})
	}
	add("app", w.root)
	if *before != "" {
		add("before", *before)
	}
	names := []string{"a Dixit digit", "Dixit's Score the round", "Dixit's Score the round, second round", "Keep Watch's Wrong", "Spyfall's Yes in a vote"}
	got := make([]map[string][]float64, len(cs))
	for i := range got {
		got[i] = map[string][]float64{}
	}
	for run := range *gameTapRuns {
		for k := range cs {
			j := (k + run) % len(cs)
			c := cs[j]
			for name, ms := range c.playTaps() {
				got[j][name] = append(got[j][name], ms...)
			}
			log.Printf("run %d %s: %v", run+1, c.name, got[j])
		}
	}
	fmt.Printf("\nTaps at ×4, %d runs, headless Chromium %dx%d, touch; ms from the finger's lift to the end of the frame that answers, median (min–max)\n\n| tap |", *gameTapRuns, webtest.Size[0], webtest.Size[1])
	for _, c := range cs {
		fmt.Printf(" %s |", c.name)
	}
	fmt.Printf("\n|---|%s\n", strings.Repeat("---|", len(cs)))
	for _, name := range names {
		fmt.Printf("| %s |", name)
		for j := range cs {
			fmt.Printf(" %s |", spread(got[j][name]))
		}
		fmt.Println()
	}
}

// playTaps plays a Dixit round, a Keep Watch challenge and a Spyfall
// accusation on a fresh tablet of four players and times their taps.
func (c *contestant) playTaps() map[string][]float64 {
	t := &tool{}
	defer t.cleanup()
	ctx := c.browser(t, 1)
	open(ctx, c.site)
	time.Sleep(2 * time.Second)
	addPlayers(ctx, "Ann", "Bob", "Cy", "Dee")
	out := map[string][]float64{}
	at4 := func(f func()) {
		throttle(ctx, 4)
		defer throttle(ctx, 1)
		time.Sleep(time.Second)
		f()
	}

	tap(ctx, "Dixit", 0)
	tap(ctx, "Start the game", 0)
	at4(func() {
		for _, d := range webtest.DixitRound(4, 0, []int{1, 2, 1, 3, 4, 4, 1}) {
			out["a Dixit digit"] = append(out["a Dixit digit"], tap(ctx, strconv.Itoa(d[0]), d[1]))
		}
		out["Dixit's Score the round"] = append(out["Dixit's Score the round"], tap(ctx, "Score the round", 0))
		// The first round's score shows the board's results for the first
		// time; the second's is the one a table taps round after round.
		for _, d := range webtest.DixitRound(4, 1, []int{2, 3, 2, 4, 1, 1, 2}) {
			out["a Dixit digit"] = append(out["a Dixit digit"], tap(ctx, strconv.Itoa(d[0]), d[1]))
		}
		second := "Dixit's Score the round, second round"
		out[second] = append(out[second], tap(ctx, "Score the round", 0))
	})
	goHome(ctx)

	tap(ctx, "Spyfall 2", 0)
	tap(ctx, "Start the game", 0)
	tap(ctx, "Deal the cards", 0)
	tap(ctx, "Start the clock", 0)
	until(ctx, "Accusation: who accuses?")
	tap(ctx, "Ann", 0)
	until(ctx, "Ann accuses: whom?")
	tap(ctx, "Bob", 0)
	until(ctx, "Yes")
	at4(func() {
		out["Spyfall's Yes in a vote"] = append(out["Spyfall's Yes in a vote"], tap(ctx, "Yes", 0))
	})
	goHome(ctx)
	// Keep Watch last: the app before issue 38 took a tap on Home after
	// its verdict for a pad's.
	tap(ctx, "Keep Watch", 0)
	tap(ctx, "Start the game", 0)
	tap(ctx, "Start the challenge", 0)
	until(ctx, "GO!")
	// The pads are the last objects named after the players.
	for _, name := range []string{"Ann", "Bob"} {
		at := locate(ctx, name)
		touch(ctx, at[len(at)-1])
		time.Sleep(300 * time.Millisecond)
	}
	tap(ctx, "Done", 0)
	at4(func() {
		if *profileVerdict && c.name == "app" {
			record := startProfile(ctx)
			defer func() { summarize(record()) }()
		}
		out["Keep Watch's Wrong"] = append(out["Keep Watch's Wrong"], tap(ctx, "Wrong", 0))
	})
	return out
}

// until waits up to 20 s for a text to be on show.
func until(ctx context.Context, text string) {
	for start := time.Now(); time.Since(start) < 20*time.Second; time.Sleep(100 * time.Millisecond) {
		if len(locate(ctx, text)) > 0 {
			return
		}
	}
	log.Fatalf("no %q on show: %q", text, texts(ctx))
}

// goHome taps the top bar's Home button, by its word or by its icon,
// and returns the tap's time from the lift to its answer.
func goHome(ctx context.Context) float64 {
	if len(locate(ctx, "Home")) > 0 {
		return tap(ctx, "Home", 0)
	}
	return tap(ctx, "icon:foreground_home.svg", 0)
}
