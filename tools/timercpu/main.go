// Command timercpu measures what a running countdown costs: the app's CPU
// over the same stretch of time on the idle home screen and on a game screen
// whose timer runs, started by its key as a player would, under Xvfb; and
// what twelve idle phones linked to the app cost.
//
//	go run ./tools/timercpu [-runs 3] [-for 25s] [-sound]
//
// With -sound the app finds a silent ALSA device (type null) and plays its
// cues on it, as on a laptop with a sound card; without, it has none.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/coder/websocket"

	"tablecompanion/app"
	"tablecompanion/app/store"
	"tablecompanion/games/decrypto"
	"tablecompanion/games/examples"
	"tablecompanion/games/roster"
	"tablecompanion/games/spyfall"
	"tablecompanion/screens"
	"tablecompanion/tools/xtest"
)

// scenario is a screen to measure: what to save before the start, so the app
// opens on it, and the keys that set its timer running.
type scenario struct {
	name string
	save func(s *store.Store) (screen string, err error)
	keys []string
	// phones join the table link the keys turned on, each linked to a
	// player of the roster, and stay idle.
	phones int
	cpu    []float64
}

func main() {
	runs := flag.Int("runs", 3, "measurements of each screen")
	span := flag.Duration("for", 25*time.Second, "how long to measure each time")
	flag.BoolVar(&withSound, "sound", false, "give the app a silent ALSA device to play its cues on")
	flag.Parse()
	if err := measure(*runs, *span); err != nil {
		fmt.Fprintln(os.Stderr, "timercpu:", err)
		os.Exit(1)
	}
}

// withSound gives the app a silent ALSA device.
var withSound bool

var scenarios = []*scenario{
	{name: "home screen, idle", save: func(*store.Store) (string, error) { return "home", nil }},
	{name: "Decrypto, sand timer stopped", save: saveClockReady(decrypto.Kind)},
	{name: "Decrypto, sand timer running", save: saveClockReady(decrypto.Kind), keys: []string{"space"}},
	{name: "Spyfall 2, round clock running", save: saveClockReady(spyfall.Kind), keys: []string{"space"}},
	{name: "Spyfall 2, round clock paused", save: saveClockReady(spyfall.Kind), keys: []string{"space", "space"}},
	{name: "home screen, 12 phones linked and idle", save: saveRoster(12), keys: []string{"ctrl+p"}, phones: 12},
}

func measure(runs int, span time.Duration) error {
	if _, err := exec.LookPath("xdotool"); err != nil {
		return fmt.Errorf("xdotool is needed (Debian package xdotool)")
	}
	rig, err := xtest.NewRig("tc-timercpu-")
	if err != nil {
		return err
	}
	defer rig.Close()
	d, bin, tmp := rig.Display, rig.Bin, rig.Tmp
	for range runs {
		for _, sc := range scenarios {
			cpu, err := sc.once(d, bin, tmp, span)
			if err != nil {
				return fmt.Errorf("%s: %w", sc.name, err)
			}
			sc.cpu = append(sc.cpu, cpu)
		}
	}
	fmt.Printf("CPU of one core over %v, median of %d, Xvfb 1280x800, sound device: %v, %s\n\n", span, runs, withSound, time.Now().Format("2006-01-02"))
	fmt.Println("| screen | CPU | beside the idle home screen |\n|---|---|---|")
	base := median(scenarios[0].cpu)
	for _, sc := range scenarios {
		m := median(sc.cpu)
		fmt.Printf("| %s | %.2f %% | %+.2f %% |\n", sc.name, m, m-base)
	}
	return nil
}

// once starts the app on the scenario's screen, presses its keys once the
// window is painted and settled, and returns the CPU it used over span.
func (sc *scenario) once(d *xtest.Display, bin, tmp string, span time.Duration) (float64, error) {
	home, err := os.MkdirTemp(tmp, "home-")
	if err != nil {
		return 0, err
	}
	if withSound {
		if err := os.WriteFile(filepath.Join(home, ".asoundrc"), []byte("pcm.!default { type null }\n"), 0o644); err != nil {
			return 0, err
		}
	}
	s, err := store.Open(filepath.Join(home, ".config", "fyne", app.ID))
	if err != nil {
		return 0, err
	}
	screen, err := sc.save(s)
	if err != nil {
		return 0, err
	}
	if err := s.Save("settings.json", "settings", app.Settings{Language: "en", Theme: screens.ThemeLight, Screen: screen}); err != nil {
		return 0, err
	}
	// -v: the phones' address is read from the app's log.
	cmd := exec.Command(bin, "-v")
	cmd.Env = d.Env(home)
	log := &xtest.Buffer{}
	cmd.Stdout, cmd.Stderr = log, log
	if err := cmd.Start(); err != nil {
		return 0, err
	}
	defer func() {
		_ = cmd.Process.Signal(syscall.SIGTERM)
		_ = cmd.Wait()
	}()
	w, err := d.WaitWindow("Table Companion", 60*time.Second)
	if err == nil {
		_, err = d.WaitPainted(w, 60*time.Second)
	}
	if err != nil {
		return 0, err
	}
	time.Sleep(2 * time.Second)
	for _, k := range sc.keys {
		key := exec.Command("xdotool", "windowfocus", "--sync", strconv.Itoa(int(w)), "key", k)
		key.Env = d.Env(home)
		if out, err := key.CombinedOutput(); err != nil {
			return 0, fmt.Errorf("xdotool: %v %s", err, out)
		}
	}
	if sc.phones > 0 {
		stop, err := linkPhones(log, sc.phones)
		if err != nil {
			return 0, err
		}
		defer stop()
		// The phones' first exchanges and states settle.
		time.Sleep(2 * time.Second)
	}
	before, err := xtest.CPUSeconds(cmd.Process.Pid)
	if err != nil {
		return 0, err
	}
	time.Sleep(span)
	after, err := xtest.CPUSeconds(cmd.Process.Pid)
	if err != nil {
		return 0, err
	}
	if strings.Contains(log.String(), "panic:") {
		return 0, fmt.Errorf("the app crashed:\n%s", log)
	}
	return 100 * (after - before) / span.Seconds(), nil
}

// saveClockReady saves the example game of the kind that opens with its
// clock ready, for four players.
func saveClockReady(kind string) func(s *store.Store) (string, error) {
	return func(s *store.Store) (string, error) {
		m, err := examples.ClockReady(kind, examples.Seats(4))
		if err != nil {
			return "", err
		}
		name := "games/measure-" + kind + ".json"
		return name, s.Save(name, kind, m)
	}
}

// saveRoster saves a roster of n players and opens the app at home.
func saveRoster(n int) func(s *store.Store) (string, error) {
	return func(s *store.Store) (string, error) {
		m := roster.New()
		for i := range n {
			if err := m.Do(roster.Action{Op: roster.Add, Name: fmt.Sprintf("Player %d", i+1), Color: m.State().FreeColor()}); err != nil {
				return "", err
			}
		}
		return "home", s.Save("roster.json", "roster", m)
	}
}

// linkPhones reads the link's loopback address from the app's log and
// links n phones to the roster's players, each answering the clock
// exchanges as the phone page does; stop closes them.
func linkPhones(log *xtest.Buffer, n int) (stop func(), err error) {
	addr := regexp.MustCompile(`http://(127\.0\.0\.1:\d+)/\?code=([A-Z0-9]+)`)
	var m []string
	for deadline := time.Now().Add(10 * time.Second); m == nil && time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		m = addr.FindStringSubmatch(log.String())
	}
	if m == nil {
		return nil, fmt.Errorf("the link printed no address:\n%s", log)
	}
	ctx, cancel := context.WithCancel(context.Background())
	for i := range n {
		conn, _, err := websocket.Dial(ctx, "ws://"+m[1]+"/ws?code="+m[2], nil)
		if err != nil {
			cancel()
			return nil, err
		}
		start := time.Now()
		ms := func() float64 { return float64(time.Since(start)) / float64(time.Millisecond) }
		go func() {
			defer conn.CloseNow()
			claimed := false
			for {
				_, data, err := conn.Read(ctx)
				if err != nil {
					return
				}
				got := ms()
				var msg struct {
					T       string  `json:"t"`
					Asked   float64 `json:"asked"`
					Players []struct {
						ID string `json:"id"`
					} `json:"players"`
				}
				_ = json.Unmarshal(data, &msg)
				switch {
				case msg.T == "sync":
					reply, _ := json.Marshal(map[string]any{"t": "sync", "asked": msg.Asked, "got": got, "sent": ms()})
					_ = conn.Write(ctx, websocket.MessageText, reply)
				case msg.T == "state" && !claimed && len(msg.Players) > i:
					claimed = true
					claim, _ := json.Marshal(map[string]string{"t": "claim", "player": msg.Players[i].ID})
					_ = conn.Write(ctx, websocket.MessageText, claim)
				}
			}
		}()
	}
	return cancel, nil
}

func median(v []float64) float64 {
	s := append([]float64(nil), v...)
	sort.Float64s(s)
	return s[len(s)/2]
}
