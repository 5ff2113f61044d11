// Command reaction measures Keep Watch's reaction timing in the real app
// under Xvfb. It opens a six-player game, and for each gap it starts
// challenges with Space and, after GO, injects the six players' keys with
// XTest one gap apart (so each challenge gives five pairs of presses at that
// gap, in a rotating seat order). It reads the times the app measured from
// its log, undoes the challenge with Ctrl+Z and goes on. It does this with
// the X server's key times and again with them turned off, when the app
// times presses by Fyne's frames, and prints a table for each.
//
//	go run ./tools/reaction [-pairs 30] [-gaps 1,2,5,10,20,50]
package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"time"

	"tablecompanion/app"
	"tablecompanion/app/store"
	"tablecompanion/games"
	"tablecompanion/games/keepwatch"
	"tablecompanion/games/roster"
	"tablecompanion/screens"
	keepwatchscreen "tablecompanion/screens/keepwatch"
	"tablecompanion/tools/xtest"
)

// keys are the six players' keys, by seat.
var keys = func() []string {
	var out []string
	for _, k := range keepwatchscreen.PlayerKeys {
		out = append(out, string(k))
	}
	return out
}()

func main() {
	pairs := flag.Int("pairs", 30, "pairs of presses at each gap (at least)")
	gapList := flag.String("gaps", "1,2,5,10,20,50", "gaps between presses in ms")
	flag.Parse()
	var gaps []time.Duration
	for _, s := range strings.Split(*gapList, ",") {
		ms, err := strconv.ParseFloat(s, 64)
		if err != nil {
			fmt.Fprintln(os.Stderr, "reaction: bad gap", s)
			os.Exit(2)
		}
		gaps = append(gaps, time.Duration(ms*float64(time.Millisecond)))
	}
	if err := run(*pairs, gaps); err != nil {
		fmt.Fprintln(os.Stderr, "reaction:", err)
		os.Exit(1)
	}
}

func run(pairs int, gaps []time.Duration) error {
	rig, err := xtest.NewRig("tc-reaction-")
	if err != nil {
		return err
	}
	defer rig.Close()
	d, bin, tmp := rig.Display, rig.Bin, rig.Tmp
	for _, frame := range []bool{false, true} {
		rows, err := measure(d, bin, tmp, frame, pairs, gaps)
		if err != nil {
			return err
		}
		report(frame, rows)
		fmt.Printf("\nlongest the X server took to take an injected press: %.2f ms\n", ms(serverLag))
		fmt.Printf("Ctrl+Z sent again after the app missed it: %d times\n", undoRetries)
		serverLag, undoRetries = 0, 0
	}
	return nil
}

// serverLag is the longest the X server took to take an injected press.
var serverLag time.Duration

// pair is one measured pair: the gap the injector left between the two
// key requests and the gap the app measured.
type pair struct {
	sent, measured time.Duration
}

// measure runs the app once, with the X server's key times or without, and
// returns the pairs measured at each gap.
func measure(d *xtest.Display, bin, tmp string, frame bool, pairs int, gaps []time.Duration) (map[time.Duration][]pair, error) {
	home, err := seed(tmp)
	if err != nil {
		return nil, err
	}
	// -v: the timings are read from the app's log.
	cmd := exec.Command(bin, "-v")
	cmd.Env = d.Env(home)
	if frame {
		cmd.Env = append(cmd.Env, keepwatchscreen.FrameClockEnv+"=1")
	}
	stderr, err := cmd.StderrPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	defer func() {
		_ = cmd.Process.Signal(syscall.SIGTERM)
		_ = cmd.Wait()
	}()
	lines := make(chan string, 1000)
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	w, err := d.WaitWindow("Table Companion", 60*time.Second)
	if err != nil {
		return nil, err
	}
	if _, err := d.WaitPainted(w, 60*time.Second); err != nil {
		return nil, err
	}
	kb, err := d.Keyboard()
	if err != nil {
		return nil, err
	}
	defer kb.Close()
	if err := kb.Focus(w); err != nil {
		return nil, err
	}
	if !frame {
		if _, err := await(lines, "key times from the X server", 10*time.Second); err != nil {
			return nil, err
		}
	}
	time.Sleep(time.Second)
	out := map[time.Duration][]pair{}
	per := len(keys) - 1
	for _, gap := range gaps {
		for rep := 0; rep*per < pairs; rep++ {
			got, err := challenge(kb, lines, gap, rep)
			if err != nil {
				return nil, fmt.Errorf("gap %v, challenge %d: %w", gap, rep+1, err)
			}
			out[gap] = append(out[gap], got...)
		}
	}
	return out, nil
}

// challenge starts one challenge, injects the six keys one gap apart after
// GO, reads the app's times and undoes the challenge.
func challenge(kb *xtest.Keyboard, lines <-chan string, gap time.Duration, rep int) ([]pair, error) {
	if err := kb.Tap("Space"); err != nil {
		return nil, err
	}
	if _, err := await(lines, "keepwatch: GO", 10*time.Second); err != nil {
		return nil, err
	}
	time.Sleep(250 * time.Millisecond)
	order := make([]string, len(keys))
	for i := range keys {
		order[i] = keys[(i+rep)%len(keys)]
	}
	sent := make([]time.Time, len(order))
	start := time.Now()
	for i, k := range order {
		at := start.Add(time.Duration(i) * gap)
		// Sleep most of the gap, so the app and the X server have the
		// cores, and spin the last bit for precision.
		if wait := time.Until(at) - 300*time.Microsecond; wait > 0 {
			time.Sleep(wait)
		}
		for time.Now().Before(at) {
		}
		sent[i] = time.Now()
		if err := kb.Down(k); err != nil {
			return nil, err
		}
		// Wait for the server to take the press, so the next one cannot
		// queue up behind it and share its millisecond.
		if err := kb.Sync(); err != nil {
			return nil, err
		}
		if lag := time.Since(sent[i]); lag > serverLag {
			serverLag = lag
		}
	}
	for _, k := range order {
		_ = kb.Up(k)
	}
	line, err := await(lines, "keepwatch: presses", 10*time.Second)
	if err != nil {
		return nil, err
	}
	times, err := parse(line)
	if err != nil {
		return nil, err
	}
	var out []pair
	for i := 1; i < len(order); i++ {
		a, okA := times[order[i-1]]
		b, okB := times[order[i]]
		if !okA || !okB {
			return nil, fmt.Errorf("the app lost a press: %s", line)
		}
		out = append(out, pair{sent: sent[i].Sub(sent[i-1]), measured: b - a})
	}
	// Undo the challenge, so the next one is a fresh start. Now and then
	// the app misses the injected Ctrl+Z (see undoRetries); it is sent again.
	for try := 0; try < 3; try++ {
		if try > 0 {
			undoRetries++
		}
		if err = undo(kb); err != nil {
			return nil, err
		}
		if _, err = await(lines, ": 0 actions", 3*time.Second); err == nil {
			return out, nil
		}
	}
	return nil, err
}

// undoRetries counts the Ctrl+Z the harness had to send again.
var undoRetries int

// undo presses Ctrl+Z.
func undo(kb *xtest.Keyboard) error {
	if err := kb.Down("Control"); err != nil {
		return err
	}
	if err := kb.Tap("Z"); err != nil {
		return err
	}
	return kb.Up("Control")
}

// parse reads the times of a presses line: KEY=microseconds after GO.
func parse(line string) (map[string]time.Duration, error) {
	times := map[string]time.Duration{}
	for _, f := range strings.Fields(line[strings.Index(line, "keepwatch: presses"):])[2:] {
		k, v, ok := strings.Cut(f, "=")
		if !ok || k == "clock" || k == "resolution_us" {
			continue
		}
		us, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			return nil, err
		}
		if us >= 0 {
			times[k] = time.Duration(us) * time.Microsecond
		}
	}
	return times, nil
}

// await returns the first log line containing want; when none comes, the
// error shows the last lines the app wrote instead.
func await(lines <-chan string, want string, timeout time.Duration) (string, error) {
	deadline := time.After(timeout)
	var seen []string
	for {
		select {
		case l, ok := <-lines:
			if !ok {
				return "", errors.New("the app quit")
			}
			if strings.Contains(l, want) {
				return l, nil
			}
			seen = append(seen[max(0, len(seen)-4):], l)
		case <-deadline:
			return "", fmt.Errorf("no %q in the log after %v; the app's last lines:\n%s", want, timeout, strings.Join(seen, "\n"))
		}
	}
}

// seed makes a home folder with six players and a new Keep Watch game,
// which the app opens on.
func seed(tmp string) (string, error) {
	home, err := os.MkdirTemp(tmp, "home-")
	if err != nil {
		return "", err
	}
	s, err := store.Open(filepath.Join(home, ".config", "fyne", app.ID))
	if err != nil {
		return "", err
	}
	m := roster.New()
	for _, name := range []string{"Ann", "Bob", "Cy", "Dee", "Eve", "Fay"} {
		if err := m.Do(roster.Action{Op: roster.Add, Name: name, Color: m.State().FreeColor()}); err != nil {
			return "", err
		}
	}
	if err := s.Save("roster.json", "roster", m); err != nil {
		return "", err
	}
	game, err := keepwatch.New(keepwatch.Setup{Players: games.Seats(m.State().Players())})
	if err != nil {
		return "", err
	}
	const file = "games/reaction-keepwatch.json"
	if err := s.Save(file, keepwatch.Kind, game); err != nil {
		return "", err
	}
	return home, s.Save("settings.json", "settings", app.Settings{Language: "en", Theme: screens.ThemeLight, Screen: file})
}

// report prints the table of one clock.
func report(frame bool, rows map[time.Duration][]pair) {
	name := "X server key times (1 ms resolution)"
	if frame {
		name = "frame-time fallback (" + keepwatchscreen.FrameClockEnv + "=1, 17 ms resolution)"
	}
	fmt.Printf("\n%s, %s\n\n", name, time.Now().Format("2006-01-02 15:04"))
	fmt.Println("| gap | pairs | order right | shown as tie | sent gap (median) | measured gap (median) | error median | error worst |")
	fmt.Println("|---|---|---|---|---|---|---|---|")
	var gaps []time.Duration
	for g := range rows {
		gaps = append(gaps, g)
	}
	sort.Slice(gaps, func(i, j int) bool { return gaps[i] < gaps[j] })
	res := time.Millisecond
	if frame {
		res = 17 * time.Millisecond
	}
	for _, g := range gaps {
		ps := rows[g]
		right, ties := 0, 0
		var sent, measured, errs []float64
		for _, p := range ps {
			if p.measured > 0 {
				right++
			}
			if p.measured < res {
				ties++
			}
			sent = append(sent, ms(p.sent))
			measured = append(measured, ms(p.measured))
			errs = append(errs, math.Abs(ms(p.measured)-ms(p.sent)))
		}
		fmt.Printf("| %v | %d | %d/%d (%.0f %%) | %d | %.2f ms | %.2f ms | %.2f ms | %.2f ms |\n",
			g, len(ps), right, len(ps), 100*float64(right)/float64(len(ps)), ties,
			median(sent), median(measured), median(errs), slicesMax(errs))
	}
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

func median(v []float64) float64 {
	s := append([]float64(nil), v...)
	sort.Float64s(s)
	if len(s) == 0 {
		return 0
	}
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

func slicesMax(v []float64) float64 {
	m := 0.0
	for _, x := range v {
		m = max(m, x)
	}
	return m
}
