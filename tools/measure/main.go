// Command measure compares the app with a bare Fyne window under Xvfb: the
// time from launch to the first painted frame, the memory after start, and
// the CPU of the idle home screen. Both are measured in the same run, on the
// same display, alternately.
//
//	go run ./tools/measure [-runs 5] [-idle 30s]
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"time"

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
	flag.Parse()
	if err := measure(*runs, *idle, *history); err != nil {
		fmt.Fprintln(os.Stderr, "measure:", err)
		os.Exit(1)
	}
}

func measure(runs int, idle time.Duration, history string) error {
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
	if history != "" {
		subjects = append(subjects, &subject{name: "Table Companion with " + filepath.Base(history), pkg: ".", title: "Table Companion", saves: history})
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

	for i := 0; i < runs; i++ {
		for _, s := range subjects {
			if err := s.startOnce(d, tmp, 0); err != nil {
				return err
			}
		}
	}
	for _, s := range subjects {
		if err := s.startOnce(d, tmp, idle); err != nil {
			return err
		}
	}

	hello, app := subjects[0], subjects[1]
	fmt.Printf("%d start-ups each, idle CPU over %v, Xvfb 1280x800, %s\n\n", runs, idle, time.Now().Format("2006-01-02"))
	fmt.Printf("| measure | %s | %s | ratio |\n|---|---|---|---|\n", hello.name, app.name)
	row := func(what string, a, b []float64, unit string) {
		ma, mb := median(a), median(b)
		fmt.Printf("| %s | %.2f %s | %.2f %s | %.2f× |\n", what, ma, unit, mb, unit, mb/ma)
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
	}
	return nil
}

// startOnce launches the program with a new home folder, waits for its
// first painted frame, reads its memory and, when idle > 0, its CPU while
// it sits idle, then asks it to quit.
func (s *subject) startOnce(d *xtest.Display, tmp string, idle time.Duration) error {
	home, err := os.MkdirTemp(tmp, "home-")
	if err != nil {
		return err
	}
	if s.saves != "" {
		// The app's own folder of saves, as the store opens it.
		to := filepath.Join(home, ".config", "fyne", "org.tablecompanion.app")
		if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
			return err
		}
		if err := os.CopyFS(to, os.DirFS(s.saves)); err != nil {
			return err
		}
	}
	cmd := exec.Command(s.binary)
	cmd.Env = d.Env(home)
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
		return err
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
