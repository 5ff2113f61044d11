// Command timeraccuracy runs the Spyfall 2 screen's real clock and display
// loop in a real Fyne window under Xvfb, on the real clock, and reports how
// far from the true deadline the screen declares the round's time up, and
// the CPU the running countdown costs beside the same window with no clock.
//
//	go run ./tools/timeraccuracy [-runs 1] [-idle 20s]
//
// Each run plays a 60-second round: the shortest the setup's minute buttons
// allow.
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"syscall"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"golang.org/x/text/language"

	"tablecompanion/games"
	"tablecompanion/games/spyfall"
	"tablecompanion/screens"
	"tablecompanion/screens/catalog"
	spyfallscreen "tablecompanion/screens/spyfall"
	"tablecompanion/tools/xtest"
	"tablecompanion/translations"
)

func main() {
	runs := flag.Int("runs", 1, "60-second rounds to time")
	idle := flag.Duration("idle", 20*time.Second, "how long to measure the CPU of the window without a clock")
	child := flag.Bool("child", false, "run the window (the parent starts Xvfb and runs this)")
	flag.Parse()
	var err error
	if *child {
		err = runWindow(*runs, *idle)
	} else {
		err = onXvfb()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "timeraccuracy:", err)
		os.Exit(1)
	}
}

// onXvfb starts an X server and runs this program's window on it.
func onXvfb() error {
	d, err := xtest.StartXvfb(1280, 800)
	if err != nil {
		return err
	}
	defer d.Close()
	home, err := os.MkdirTemp("", "tc-timer-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(home)
	self, err := os.Executable()
	if err != nil {
		return err
	}
	cmd := exec.Command(self, append([]string{"-child"}, os.Args[1:]...)...)
	cmd.Env = d.Env(home)
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	return cmd.Run()
}

// probe is the screen's shell in the tool's window, with its table of
// three, and what the window reports back from the UI goroutine.
type probe struct {
	screens.Alone
	screen   *spyfallscreen.Screen
	players  games.Seats
	timeUpAt chan time.Time
}

// Commit notes when the round's time ran out, and shows the screen.
func (p *probe) Commit() {
	if m := p.screen.Match(); m != nil && m.State().Phase() == spyfall.PhaseEndVote {
		p.timeUpAt <- time.Now()
	}
	p.screen.Update()
}

// Players are the three at the probe's table.
func (p *probe) Players() games.Seats { return p.players }

// runWindow opens the screen in a real window, waits idle, then times the
// rounds.
func runWindow(runs int, idle time.Duration) error {
	a := app.NewWithID("app.tablecompanion.timeraccuracy")
	w := a.NewWindow("Timer accuracy")
	w.Resize(fyne.NewSize(1280, 760))
	cat, err := translations.New(language.English)
	if err != nil {
		return err
	}
	p := &probe{timeUpAt: make(chan time.Time, 1)}
	p.players = games.Seats{{ID: "a", Name: "Ann", Color: "red"}, {ID: "b", Name: "Bob", Color: "blue"}, {ID: "c", Name: "Cy", Color: "green"}}
	ctx := screens.NewContext(screens.Context{Catalog: cat, Window: w, Host: p, Table: p})
	p.screen = spyfallscreen.New(ctx, game()).(*spyfallscreen.Screen)
	w.SetContent(p.screen.Build())
	var result error
	go func() {
		result = p.measure(runs, idle)
		screens.OnUI(a.Quit)
	}()
	w.ShowAndRun()
	return result
}

func game() screens.Game {
	for _, g := range catalog.All() {
		if g.Kind == spyfall.Kind {
			return g
		}
	}
	panic("no Spyfall")
}

// ui runs f on the UI goroutine and waits for it.
func ui(f func()) {
	done := make(chan struct{})
	screens.OnUI(func() { f(); close(done) })
	<-done
}

func (p *probe) measure(runs int, idle time.Duration) error {
	s := p.screen
	time.Sleep(2 * time.Second) // the window's first frames
	ui(func() {
		for range 5 {
			s.LengthMinus.OnTapped() // 6 minutes for three players → 1
		}
		s.Setup.StartButton.OnTapped()
	})
	// The deal screen: the same window, no clock running.
	cpuIdle := cpuShare(idle)
	fmt.Printf("window without a clock: CPU %.2f %% of a core over %v\n", cpuIdle, idle)
	var worst time.Duration
	for r := 1; r <= runs; r++ {
		var deadline time.Time
		var ok bool
		start := cpuTime()
		began := time.Now()
		ui(func() {
			s.DealButton.OnTapped()
			s.StartButton.OnTapped()
			deadline, ok = s.Deadline()
		})
		if !ok {
			return fmt.Errorf("run %d: the clock did not start", r)
		}
		at := <-p.timeUpAt
		cpu := 100 * (cpuTime() - start).Seconds() / time.Since(began).Seconds()
		late := at.Sub(deadline)
		worst = max(worst, late)
		fmt.Printf("run %d: time up declared %v after the deadline (negative = early); countdown CPU %.2f %% of a core, %+.2f points beside the window without a clock\n",
			r, late, cpu, cpu-cpuIdle)
		if late < 0 {
			return fmt.Errorf("run %d: declared %v early", r, -late)
		}
		// End the round: everyone votes yes on the dealer.
		ui(func() {
			g := s.Match().State()
			v, _ := g.Vote()
			for i := range g.Players() {
				if i != v.Suspect && s.YesButtons[i] != nil {
					s.YesButtons[i].OnTapped()
				}
			}
		})
	}
	fmt.Printf("worst lateness over %d run(s): %v\n", runs, worst)
	return nil
}

// cpuShare returns the process's CPU over d in percent of one core.
func cpuShare(d time.Duration) float64 {
	start, began := cpuTime(), time.Now()
	time.Sleep(d)
	return 100 * (cpuTime() - start).Seconds() / time.Since(began).Seconds()
}

// cpuTime returns the user and system time the process has used.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
