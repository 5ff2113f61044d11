//go:build e2e

// Package e2e runs the real binary in a real window under Xvfb: it starts,
// paints, quits cleanly, refuses to start without a display, and loses
// nothing when it is killed in the middle of a stream of actions.
package e2e

import (
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"tablecompanion/app"
	"tablecompanion/app/store"
	"tablecompanion/games/roster"
	"tablecompanion/screens"
	"tablecompanion/tools/xtest"
)

var (
	binary  string
	display *xtest.Display
)

func TestMain(m *testing.M) {
	os.Exit(run(m))
}

func run(m *testing.M) int {
	root, err := xtest.Root()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	dir, err := os.MkdirTemp("", "tc-e2e-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(dir)
	binary = filepath.Join(dir, "table-companion")
	if err := xtest.Build(root, binary); err != nil {
		fmt.Fprintln(os.Stderr, "build:", err)
		return 1
	}
	display, err = xtest.StartXvfb(1280, 800)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer display.Close()
	return m.Run()
}

type proc struct {
	cmd    *exec.Cmd
	log    *xtest.Buffer
	done   chan error
	exited chan struct{}
}

// launch starts the app with its home in home. When the test ends the app
// is killed and waited for, so that its window is gone before the next
// test looks for one.
func launch(t *testing.T, home string) *proc {
	t.Helper()
	// -v: the tests read the app's log, which the console shows only then.
	p := &proc{cmd: exec.Command(binary, "-v"), log: &xtest.Buffer{}, done: make(chan error, 1), exited: make(chan struct{})}
	p.cmd.Env = display.Env(home)
	p.cmd.Stdout, p.cmd.Stderr = p.log, p.log
	if err := p.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() {
		p.done <- p.cmd.Wait()
		close(p.exited)
	}()
	t.Cleanup(func() {
		_ = p.cmd.Process.Kill()
		select {
		case <-p.exited:
		case <-time.After(10 * time.Second):
		}
	})
	return p
}

// quit asks the app to stop as a desktop session would and checks that it
// exits cleanly.
func (p *proc) quit(t *testing.T) {
	t.Helper()
	_ = p.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case err := <-p.done:
		if err != nil {
			t.Fatalf("the app did not exit cleanly: %v\n%s", err, p.log)
		}
	case <-time.After(15 * time.Second):
		t.Fatalf("the app did not quit within 15 s\n%s", p.log)
	}
	if strings.Contains(p.log.String(), "panic") {
		t.Fatalf("the app panicked:\n%s", p.log)
	}
}

func dataDir(home string) string {
	return filepath.Join(home, ".config", "fyne", app.ID)
}

func TestRealWindowPaintsAndQuitsCleanly(t *testing.T) {
	home := t.TempDir()
	p := launch(t, home)
	w, err := display.WaitWindow("Table Companion", 30*time.Second)
	if err != nil {
		t.Fatalf("%v\n%s", err, p.log)
	}
	img, err := display.WaitPainted(w, 30*time.Second)
	if err != nil {
		t.Fatalf("%v\n%s", err, p.log)
	}
	if dir := os.Getenv("E2E_SHOTS"); dir != "" {
		_ = xtest.SavePNG(img, filepath.Join(dir, "smoke.png"))
	}
	p.quit(t)
	if info, err := os.Stat(filepath.Join(dataDir(home), store.GamesDir)); err != nil || !info.IsDir() {
		t.Fatalf("the app made no storage root: %v", err)
	}
}

func TestNoDisplayIsOneTranslatedLineAndExitCode2(t *testing.T) {
	for lang, want := range map[string]string{"C": "no display found", "uk_UA.UTF-8": "не знайдено дисплей"} {
		cmd := exec.Command(binary)
		for _, kv := range display.Env(t.TempDir()) {
			if !strings.HasPrefix(kv, "DISPLAY=") && !strings.HasPrefix(kv, "LANG=") && !strings.HasPrefix(kv, "LC_") && !strings.HasPrefix(kv, "LANGUAGE=") {
				cmd.Env = append(cmd.Env, kv)
			}
		}
		cmd.Env = append(cmd.Env, "LANG="+lang)
		out, err := cmd.CombinedOutput()
		exit, ok := err.(*exec.ExitError)
		if !ok || exit.ExitCode() != 2 {
			t.Fatalf("LANG=%s: want exit code 2, got %v\n%s", lang, err, out)
		}
		lines := strings.Split(strings.TrimSpace(string(out)), "\n")
		if len(lines) != 1 || !strings.Contains(lines[0], want) {
			t.Fatalf("LANG=%s: want one line with %q, got %q", lang, want, out)
		}
	}
}

var savedLine = regexp.MustCompile(`saved roster\.json: (\d+) actions`)

// TestKillLosesNothing types players into the roster of the real app, kills
// it with SIGKILL at a random moment, restarts it and checks that the roster
// is the one after the last action the app had saved.
func TestKillLosesNothing(t *testing.T) {
	if _, err := exec.LookPath("xdotool"); err != nil {
		t.Fatal("xdotool is not installed (Debian package xdotool)")
	}
	seed := time.Now().UnixNano()
	rng := rand.New(rand.NewSource(seed))
	t.Logf("seed %d", seed)
	for round := 1; round <= 3; round++ {
		home := t.TempDir()
		s, err := store.Open(dataDir(home))
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Save("settings.json", "settings", app.Settings{Language: "en", Theme: screens.ThemeSystem, Screen: "roster"}); err != nil {
			t.Fatal(err)
		}

		p := launch(t, home)
		w, err := display.WaitWindow("Table Companion", 30*time.Second)
		if err == nil {
			_, err = display.WaitPainted(w, 30*time.Second)
		}
		if err != nil {
			t.Fatalf("%v\n%s", err, p.log)
		}
		xdo := func(args ...string) error {
			cmd := exec.Command("xdotool", args...)
			cmd.Env = display.Env(home)
			return cmd.Run()
		}
		if err := xdo("windowfocus", "--sync", strconv.Itoa(int(w))); err != nil {
			t.Fatalf("focus: %v", err)
		}

		const n = 40
		var typed []string
		for i := 1; i <= n; i++ {
			typed = append(typed, fmt.Sprintf("R%dP%d", round, i))
		}
		stop := make(chan struct{})
		go func() {
			for _, name := range typed {
				select {
				case <-stop:
					return
				default:
				}
				_ = xdo("type", "--delay", "2", name)
				_ = xdo("key", "Return")
			}
		}()
		time.Sleep(time.Duration(300+rng.Intn(2500)) * time.Millisecond)
		_ = p.cmd.Process.Kill()
		<-p.done
		close(stop)

		last := 0
		for _, m := range savedLine.FindAllStringSubmatch(p.log.String(), -1) {
			last, _ = strconv.Atoi(m[1])
		}
		if last == 0 {
			t.Fatalf("round %d: no action was saved before the kill\n%s", round, p.log)
		}

		again := launch(t, home)
		w, err = display.WaitWindow("Table Companion", 30*time.Second)
		if err == nil {
			_, err = display.WaitPainted(w, 30*time.Second)
		}
		if err != nil {
			t.Fatalf("restart: %v\n%s", err, again.log)
		}
		again.quit(t)

		if aside, _ := filepath.Glob(filepath.Join(dataDir(home), "*.unreadable-*")); len(aside) > 0 {
			t.Fatalf("round %d: the restart found unreadable saves: %v\n%s", round, aside, again.log)
		}
		_, body, err := s.Load("roster.json")
		if err != nil {
			t.Fatalf("round %d: %v", round, err)
		}
		m, err := roster.Load(body)
		if err != nil {
			t.Fatalf("round %d: the saved roster does not replay: %v", round, err)
		}
		// The kill may land after a save and before its log line.
		if got := m.Len(); got != last && got != last+1 {
			t.Fatalf("round %d: %d actions saved, the log's last completed one is %d", round, got, last)
		}
		for i, pl := range m.State().Players() {
			if pl.Name != typed[i] {
				t.Fatalf("round %d: seat %d is %q, want %q", round, i+1, pl.Name, typed[i])
			}
		}
		t.Logf("round %d: killed after %d saved actions; the restart has all %d", round, last, m.Len())
	}
}
