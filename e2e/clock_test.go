//go:build e2e

package e2e

import (
	"encoding/json"
	"math/rand/v2"
	"os/exec"
	"regexp"
	"strconv"
	"testing"
	"time"

	"tablecompanion/app"
	"tablecompanion/app/store"
	"tablecompanion/games/decrypto"
	"tablecompanion/games/examples"
	"tablecompanion/screens"
)

// clockGame is a game whose clock the tests run: the save that opens the
// app on it with the clock ready, and the clock's full length.
type clockGame struct {
	name   string
	file   string
	length time.Duration
	save   func(s *store.Store, file string) error
}

var clockGames = []clockGame{
	{"Spyfall round clock", "games/20250301-200000-spyfall-1.json", 6 * time.Minute, saveClockReady("spyfall")},
	{"Decrypto sand glass", "games/20250301-200000-decrypto-1.json", decrypto.SandTimer, saveClockReady("decrypto")},
}

// saveClockReady saves the example game of the kind that opens with its
// clock ready, for four players.
func saveClockReady(kind string) func(s *store.Store, file string) error {
	return func(s *store.Store, file string) error {
		m, err := examples.ClockReady(kind, examples.Seats(4))
		if err != nil {
			return err
		}
		return s.Save(file, kind, m)
	}
}

// clockRig is the app opened on a clock game, with the window focused.
type clockRig struct {
	home  string
	store *store.Store
	p     *proc
	w     string
}

func openOnClock(t *testing.T, g clockGame, home string) *clockRig {
	t.Helper()
	s, err := store.Open(dataDir(home))
	if err != nil {
		t.Fatal(err)
	}
	r := &clockRig{home: home, store: s, p: launch(t, home)}
	w, err := display.WaitWindow("Table Companion", 30*time.Second)
	if err == nil {
		_, err = display.WaitPainted(w, 30*time.Second)
	}
	if err != nil {
		t.Fatalf("%v\n%s", err, r.p.log)
	}
	r.w = strconv.Itoa(int(w))
	r.xdo(t, "windowfocus", "--sync", r.w)
	// The window settles before the table's first key.
	time.Sleep(time.Second)
	return r
}

func (r *clockRig) xdo(t *testing.T, args ...string) {
	t.Helper()
	cmd := exec.Command("xdotool", args...)
	cmd.Env = display.Env(r.home)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("xdotool %v: %v %s", args, err, out)
	}
}

// startClock presses Space, which starts the clock, and waits until the
// app keeps the clock running: the app started it between the two moments
// it returns, the press and the first kept state, which on a loaded
// machine can be half a second apart.
func (r *clockRig) startClock(t *testing.T, g clockGame) (pressed, running time.Time) {
	t.Helper()
	r.xdo(t, "key", "space")
	pressed = time.Now()
	for time.Since(pressed) < 10*time.Second {
		if kind, body, err := r.store.Load(clockFile(g.file)); err == nil && kind == "clock" {
			var st screens.ClockState
			if json.Unmarshal(body, &st) == nil && st.For != "" && st.Left < g.length {
				return pressed, time.Now()
			}
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("the app kept no running clock within 10 s of Space\n%s", lastLines(r.p.log.String(), 15))
	return pressed, pressed
}

// kept reads the clock state the app keeps beside the game.
func (r *clockRig) kept(t *testing.T, g clockGame) screens.ClockState {
	t.Helper()
	kind, body, err := r.store.Load(clockFile(g.file))
	if err != nil || kind != "clock" {
		t.Fatalf("no clock kept beside %s: %v (kind %q)", g.file, err, kind)
	}
	var st screens.ClockState
	if err := json.Unmarshal(body, &st); err != nil {
		t.Fatal(err)
	}
	return st
}

func clockFile(game string) string {
	return game[:len(game)-len(".json")] + ".clock"
}

var restoredLine = regexp.MustCompile(`clock (\S+\.clock): "[^"]*", (\S+) left`)

// restored waits for the restarted app to say which clock it handed its
// screen, and returns the time left.
func (r *clockRig) restored(t *testing.T, g clockGame) time.Duration {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		for _, m := range restoredLine.FindAllStringSubmatch(r.p.log.String(), -1) {
			if m[1] == clockFile(g.file) {
				d, err := time.ParseDuration(m[2])
				if err != nil {
					t.Fatal(err)
				}
				return d
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("the restarted app did not take up the kept clock\n%s", lastLines(r.p.log.String(), 15))
	return 0
}

// TestClocksSurviveAKill runs each game's clock on the real window for a
// few seconds, kills the app with SIGKILL, and checks that the time kept is
// within a second of the time left at the kill; the restarted app takes it
// up paused: quitting it a few seconds later keeps the same time.
func TestClocksSurviveAKill(t *testing.T) {
	if _, err := exec.LookPath("xdotool"); err != nil {
		t.Fatal("xdotool is not installed (Debian package xdotool)")
	}
	for _, g := range clockGames {
		t.Run(g.name, func(t *testing.T) {
			home := t.TempDir()
			prepareClockGame(t, g, home)
			r := openOnClock(t, g, home)
			started, _ := r.startClock(t, g)
			time.Sleep(3*time.Second + time.Duration(rand.IntN(1000))*time.Millisecond)
			killed := time.Now()
			_ = r.p.cmd.Process.Kill()
			<-r.p.exited
			want := g.length - killed.Sub(started)
			got := r.kept(t, g).Left
			off := got - want
			t.Logf("killed %v after the start: %v left at the kill, %v kept (%+v)", killed.Sub(started).Round(time.Millisecond),
				want.Round(time.Millisecond), got, off.Round(time.Millisecond))
			if off < -50*time.Millisecond || off > time.Second {
				t.Fatalf("kept %v left, the kill came with %v left: more than a second apart", got, want)
			}

			again := openOnClock(t, g, home)
			if back := again.restored(t, g); back != got {
				t.Fatalf("the restart took up %v, the kept state says %v", back, got)
			}
			time.Sleep(2 * time.Second)
			again.p.quit(t)
			if after := again.kept(t, g).Left; after != got {
				t.Fatalf("the restarted clock ran by itself: %v kept after a quit, %v before", after, got)
			}
		})
	}
}

// TestCtrlQKeepsTheRunningClock quits with Ctrl+Q while the Spyfall clock
// runs: the screen closes on the way out and keeps the time to the frame.
func TestCtrlQKeepsTheRunningClock(t *testing.T) {
	if _, err := exec.LookPath("xdotool"); err != nil {
		t.Fatal("xdotool is not installed (Debian package xdotool)")
	}
	g := clockGames[0]
	home := t.TempDir()
	prepareClockGame(t, g, home)
	r := openOnClock(t, g, home)
	pressed, running := r.startClock(t, g)
	time.Sleep(2500 * time.Millisecond)
	quit := time.Now()
	r.xdo(t, "key", "ctrl+q")
	select {
	case err := <-r.p.done:
		if err != nil {
			t.Fatalf("the app did not exit cleanly: %v\n%s", err, r.p.log)
		}
	case <-time.After(15 * time.Second):
		t.Fatalf("Ctrl+Q did not quit within 15 s\n%s", r.p.log)
	}
	// The app started the clock between the press and its first kept
	// state: Ctrl+Q came with a time left between these two, give or take
	// the 200 ms the app may take to handle it.
	least, most := g.length-quit.Sub(pressed), g.length-quit.Sub(running)
	got := r.kept(t, g).Left
	t.Logf("Ctrl+Q %v after the press: %v to %v left, %v kept", quit.Sub(pressed).Round(time.Millisecond), least.Round(time.Millisecond), most.Round(time.Millisecond), got)
	if got < least-200*time.Millisecond || got > most+200*time.Millisecond {
		t.Fatalf("kept %v left, Ctrl+Q came with %v to %v left", got, least, most)
	}
}

func prepareClockGame(t *testing.T, g clockGame, home string) {
	t.Helper()
	s, err := store.Open(dataDir(home))
	if err != nil {
		t.Fatal(err)
	}
	if err := g.save(s, g.file); err != nil {
		t.Fatal(err)
	}
	if err := s.Save("settings.json", "settings", app.Settings{Language: "en", Theme: screens.ThemeSystem, Screen: g.file}); err != nil {
		t.Fatal(err)
	}
}
