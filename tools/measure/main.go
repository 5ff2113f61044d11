// Command measure compares the app with a bare Fyne window under Xvfb: the
// time from launch to the first painted frame, the memory after start, and
// the CPU of the idle home screen. Both are measured in the same run, on the
// same display, alternately. With -history or -games the app also starts on
// a folder of saves, in the same rounds, and the table compares it with the
// app's empty start.
//
//	go run ./tools/measure [-runs 5] [-idle 30s] [-history DIR | -games 2000]
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"time"

	"tablecompanion/app"
	"tablecompanion/app/store"
	"tablecompanion/app/store/storetest"
	"tablecompanion/tools/xtest"
)

type subject struct {
	name, pkg, title, binary string
	// saves, when set, is a folder of saves copied into the home folder
	// of each start.
	saves           string
	start, rss, cpu []float64
}

func main() {
	runs := flag.Int("runs", 5, "start-ups of each program")
	idle := flag.Duration("idle", 30*time.Second, "how long to measure the idle CPU")
	history := flag.String("history", "", "a folder of saves the app also starts on")
	games := flag.Int("games", 0, "when no -history: write this many finished games for the app to also start on")
	flag.Parse()
	if err := measure(*runs, *idle, *history, *games); err != nil {
		fmt.Fprintln(os.Stderr, "measure:", err)
		os.Exit(1)
	}
}

func measure(runs int, idle time.Duration, history string, games int) error {
	root, err := xtest.Root()
	if err != nil {
		return err
	}
	tmp, err := os.MkdirTemp("", "tc-measure-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	subjects := []*subject{
		{name: "bare Fyne window", pkg: "tools/hello", title: "Hello"},
		{name: "Table Companion", pkg: ".", title: "Table Companion"},
	}
	name := filepath.Base(history)
	if history == "" && games > 0 {
		name = fmt.Sprintf("%d games", games)
	}
	if name != "." {
		subjects = append(subjects, &subject{name: "Table Companion with " + name, pkg: ".", title: "Table Companion", saves: history})
	}
	for _, s := range subjects {
		s.binary = filepath.Join(tmp, filepath.Base(s.pkg)+".bin")
		if err := xtest.Build(filepath.Join(root, s.pkg), s.binary); err != nil {
			return err
		}
	}
	d, err := xtest.StartXvfb(1280, 800)
	if err != nil {
		return err
	}
	defer d.Close()
	if history == "" && games > 0 {
		saved := subjects[2]
		if saved.saves, err = writeHistory(d, tmp, saved, games); err != nil {
			return err
		}
	}

	// Every start's home folder, with its copy of the saves, is made
	// before any start and written through to the disk, so that no start
	// waits on the writing of the copy made for it.
	homes := map[*subject][]string{}
	for _, s := range subjects {
		for range runs + 1 {
			home, err := s.home(tmp)
			if err != nil {
				return err
			}
			homes[s] = append(homes[s], home)
		}
	}
	syscall.Sync()
	for i := range runs {
		for _, s := range subjects {
			if err := s.launch(d, homes[s][i], 0); err != nil {
				return err
			}
		}
	}
	for _, s := range subjects {
		if err := s.launch(d, homes[s][runs], idle); err != nil {
			return err
		}
	}

	hello, app := subjects[0], subjects[1]
	fmt.Printf("%d start-ups each, idle CPU over %v, Xvfb 1280x800, %s\n\n", runs, idle, time.Now().Format("2006-01-02"))
	fmt.Printf("| measure | %s | %s | ratio |\n|---|---|---|---|\n", hello.name, app.name)
	row := func(what string, a, b []float64, unit string) {
		ma, mb := median(a), median(b)
		fmt.Printf("| %s | %.2f %s %s | %.2f %s %s | %.2f× |\n", what, ma, unit, spread(a), mb, unit, spread(b), mb/ma)
	}
	row("launch to first frame (median)", hello.start, app.start, "s")
	row("RSS 2 s after the first frame (median)", hello.rss, app.rss, "MB")
	row("idle CPU of one core", hello.cpu, app.cpu, "%")
	if len(subjects) > 2 {
		saved := subjects[2]
		fmt.Printf("\n| measure | %s | %s | ratio |\n|---|---|---|---|\n", app.name, saved.name)
		row("launch to first frame (median)", app.start, saved.start, "s")
		row("RSS 2 s after the first frame (median)", app.rss, saved.rss, "MB")
		row("idle CPU of one core", app.cpu, saved.cpu, "%")
		// The runs alternate, so each round's two starts met the same
		// load: their ratios tell more on a busy machine than the medians.
		var ratios []string
		for i := range min(len(app.start), len(saved.start)) {
			ratios = append(ratios, fmt.Sprintf("%.2f×", saved.start[i]/app.start[i]))
		}
		fmt.Printf("\nlaunch to first frame, round by round: %s\n", strings.Join(ratios, " "))
	}
	return nil
}

// spread writes the least and the most of v.
func spread(v []float64) string {
	if len(v) == 0 {
		return ""
	}
	return fmt.Sprintf("(%.2f–%.2f)", slices.Min(v), slices.Max(v))
}

// savesIn returns the app's own folder of saves in a home folder, as the
// store opens it.
func savesIn(home string) string { return filepath.Join(home, ".config", "fyne", app.ID) }

// writeHistory writes n finished games into a folder of saves, as the app
// leaves them (storetest.WriteGames), and starts the app on it once, as a
// table's first start after an update would: that start brings the
// evenings in line with the saves, and the starts measured then read them
// as every later start does. It returns the folder.
func writeHistory(d *xtest.Display, tmp string, s *subject, n int) (string, error) {
	home, err := os.MkdirTemp(tmp, "history-")
	if err != nil {
		return "", err
	}
	dir := savesIn(home)
	if err := storetest.WriteGames(dir, n); err != nil {
		return "", err
	}
	first := *s
	if err := first.launch(d, home, 0); err != nil {
		return "", err
	}
	if _, err := os.Stat(filepath.Join(dir, store.EveningsFile)); err != nil {
		return "", fmt.Errorf("the first start on %d games left no evenings: %w", n, err)
	}
	return dir, nil
}

// home makes a new home folder for a start of the program, with a copy
// of its saves when it has some.
func (s *subject) home(tmp string) (string, error) {
	home, err := os.MkdirTemp(tmp, "home-")
	if err != nil {
		return "", err
	}
	if s.saves != "" {
		to := savesIn(home)
		if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
			return "", err
		}
		if err := os.CopyFS(to, os.DirFS(s.saves)); err != nil {
			return "", err
		}
	}
	return home, nil
}

// launch starts the program in the home folder, waits for its first
// painted frame, reads its memory and, when idle > 0, its CPU while it
// sits idle, then asks it to quit.
func (s *subject) launch(d *xtest.Display, home string, idle time.Duration) error {
	cmd := exec.Command(s.binary)
	cmd.Env = d.Env(home)
	log := &xtest.Buffer{}
	cmd.Stdout, cmd.Stderr = log, log
	begin := time.Now()
	if err := cmd.Start(); err != nil {
		return err
	}
	defer func() {
		_ = cmd.Process.Signal(syscall.SIGTERM)
		done := make(chan struct{})
		go func() { _ = cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			_ = cmd.Process.Kill()
			<-done
		}
	}()
	w, err := d.WaitWindow(s.title, 60*time.Second)
	if err != nil {
		return fmt.Errorf("%s: %w", s.name, err)
	}
	if _, err := d.WaitPainted(w, 60*time.Second); err != nil {
		return fmt.Errorf("%s: %w", s.name, err)
	}
	first := time.Since(begin)
	time.Sleep(2 * time.Second)
	rss, err := rssMB(cmd.Process.Pid)
	if err != nil {
		return fmt.Errorf("%s: %w; it wrote:\n%s", s.name, err, log)
	}
	if idle == 0 {
		s.start = append(s.start, first.Seconds())
		s.rss = append(s.rss, rss)
		return nil
	}
	before, err := xtest.CPUSeconds(cmd.Process.Pid)
	if err != nil {
		return err
	}
	time.Sleep(idle)
	after, err := xtest.CPUSeconds(cmd.Process.Pid)
	if err != nil {
		return err
	}
	s.cpu = append(s.cpu, 100*(after-before)/idle.Seconds())
	return nil
}

func rssMB(pid int) (float64, error) {
	f, err := os.Open(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if fields := strings.Fields(sc.Text()); len(fields) >= 2 && fields[0] == "VmRSS:" {
			kb, err := strconv.ParseFloat(fields[1], 64)
			return kb / 1024, err
		}
	}
	return 0, fmt.Errorf("no VmRSS for %d", pid)
}

func median(v []float64) float64 {
	s := append([]float64(nil), v...)
	sort.Float64s(s)
	if len(s) == 0 {
		return 0
	}
	return s[len(s)/2]
}
