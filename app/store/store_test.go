package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"
)

type body struct {
	Log []int `json:"log"`
}

func open(t *testing.T) *Store {
	t.Helper()
	s, err := Open(tempDir(t))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestSaveAndLoadRoundTrip(t *testing.T) {
	s := open(t)
	name := s.NewGameName("dixit")
	if err := s.Save(name, "dixit", body{Log: []int{1, 2, 3}}); err != nil {
		t.Fatal(err)
	}
	kind, raw, err := s.Load(name)
	if err != nil {
		t.Fatal(err)
	}
	var got body
	if err := json.Unmarshal(raw, &got); err != nil || kind != "dixit" || len(got.Log) != 3 || got.Log[2] != 3 {
		t.Fatalf("got %s %+v %v", kind, got, err)
	}
	names, _ := s.Games()
	if len(names) != 1 || names[0] != name {
		t.Fatalf("Games() = %v", names)
	}
	entries, _ := os.ReadDir(filepath.Join(s.Dir(), GamesDir))
	if len(entries) != 1 {
		t.Fatalf("a temporary file was left behind: %v", entries)
	}
}

func TestSaveReplacesTheWholeFile(t *testing.T) {
	s := open(t)
	_ = s.Save("roster.json", "roster", body{Log: make([]int, 100)})
	_ = s.Save("roster.json", "roster", body{Log: []int{7}})
	_, raw, err := s.Load("roster.json")
	if err != nil || string(raw) != `{"log":[7]}` {
		t.Fatalf("got %s, %v", raw, err)
	}
}

func TestReadGivesTheTimeOfTheSave(t *testing.T) {
	s := open(t)
	at := time.Date(2026, 11, 22, 21, 30, 0, 0, time.UTC)
	s.now = func() time.Time { return at }
	if err := s.Save("games/a.json", "dixit", body{Log: []int{1}}); err != nil {
		t.Fatal(err)
	}
	f, err := s.Read("games/a.json")
	if err != nil || f.Kind != "dixit" || !f.Saved.Equal(at) || string(f.Body) != `{"log":[1]}` {
		t.Fatalf("read %+v, %v; want a dixit saved at %v", f, err, at)
	}
}

func TestARemovedGameLeavesTheGamesUntilRestored(t *testing.T) {
	s := open(t)
	name := s.NewGameName("dixit")
	if err := s.Save(name, "dixit", body{Log: []int{1, 2}}); err != nil {
		t.Fatal(err)
	}
	if err := s.Remove(name); err != nil {
		t.Fatal(err)
	}
	if names, _ := s.Games(); len(names) != 0 {
		t.Fatalf("games after the removal: %v", names)
	}
	if _, err := os.Stat(filepath.Join(s.Dir(), RemovedDir, filepath.Base(name))); err != nil {
		t.Fatalf("the removed game is not kept: %v", err)
	}
	if err := s.Restore(name); err != nil {
		t.Fatal(err)
	}
	_, raw, err := s.Load(name)
	if names, _ := s.Games(); err != nil || len(names) != 1 || string(raw) != `{"log":[1,2]}` {
		t.Fatalf("after the restore: games %v, body %s, %v", names, raw, err)
	}
}

func TestNewGameNamesAreUnique(t *testing.T) {
	s := open(t)
	s.now = func() time.Time { return time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC) }
	a, b := s.NewGameName("dixit"), s.NewGameName("dixit")
	if a == b || !strings.HasPrefix(a, "games/20261122-200000-dixit-") {
		t.Fatalf("names %q and %q", a, b)
	}
}

func TestMissingFileIsNotUnreadable(t *testing.T) {
	s := open(t)
	_, _, err := s.Load("settings.json")
	if !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("want not-exist, got %v", err)
	}
}

func TestUnreadableFilesAreMovedAsideNeverOverwritten(t *testing.T) {
	cases := map[string]string{
		"torn":        `{"format":1,"kind":"roster","body":{"log":[1,`,
		"not json":    "hello",
		"future":      `{"format":99,"kind":"roster","body":{}}`,
		"no kind":     `{"format":1,"body":{}}`,
		"no format":   `{"kind":"roster","body":{}}`,
		"empty":       ``,
		"wrong shape": `[1,2,3]`,
	}
	for what, content := range cases {
		t.Run(what, func(t *testing.T) {
			s := open(t)
			path := filepath.Join(s.Dir(), "roster.json")
			if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
				t.Fatal(err)
			}
			_, _, err := s.Load("roster.json")
			var u *Unreadable
			if !errors.As(err, &u) {
				t.Fatalf("want *Unreadable, got %v", err)
			}
			if what == "future" && !errors.Is(err, ErrFutureFormat) {
				t.Fatalf("a newer file must say so: %v", err)
			}
			kept, err := os.ReadFile(filepath.Join(s.Dir(), u.MovedTo))
			if err != nil || string(kept) != content {
				t.Fatalf("the file was not kept whole as %s: %v", u.MovedTo, err)
			}
			if err := s.Save("roster.json", "roster", body{}); err != nil {
				t.Fatal(err)
			}
			kept, _ = os.ReadFile(filepath.Join(s.Dir(), u.MovedTo))
			if string(kept) != content {
				t.Fatal("a new save overwrote the unreadable file")
			}
		})
	}
}

func TestAsideTwiceInOneSecondKeepsBoth(t *testing.T) {
	s := open(t)
	s.now = func() time.Time { return time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC) }
	var moved []string
	for i := 0; i < 2; i++ {
		_ = os.WriteFile(filepath.Join(s.Dir(), "x.json"), []byte(strconv.Itoa(i)), 0o644)
		var u *Unreadable
		if !errors.As(s.Aside("x.json", errors.New("bad")), &u) {
			t.Fatal("no Unreadable")
		}
		moved = append(moved, u.MovedTo)
	}
	if moved[0] == moved[1] {
		t.Fatalf("both moved to %s", moved[0])
	}
}

func TestReadOnlyFolderIsReportedAndNothingIsLost(t *testing.T) {
	if os.Geteuid() == 0 || runtime.GOOS == "windows" {
		// root writes anywhere, and Windows lets a read-only folder be
		// written; make the folder a file's child instead.
		dir := filepath.Join(tempDir(t), "file")
		_ = os.WriteFile(dir, []byte("x"), 0o444)
		if _, err := Open(filepath.Join(dir, "sub")); err == nil {
			t.Fatal("a folder that cannot be made must be reported")
		}
		return
	}
	dir := tempDir(t)
	s, _ := Open(dir)
	_ = s.Save("roster.json", "roster", body{Log: []int{1}})
	_ = os.Chmod(dir, 0o555)
	defer os.Chmod(dir, 0o755)
	if _, err := Open(dir); err == nil {
		t.Fatal("a read-only folder must be reported")
	}
	if err := s.Save("roster.json", "roster", body{Log: []int{2}}); err == nil {
		t.Fatal("a save into a read-only folder must fail")
	}
	_, raw, err := s.Load("roster.json")
	if err != nil || string(raw) != `{"log":[1]}` {
		t.Fatalf("the old save was harmed: %s %v", raw, err)
	}
}

// TestCrashWhileSaving kills a process that saves without pause at random
// moments and checks that the file always holds one whole save.
func TestCrashWhileSaving(t *testing.T) {
	if os.Getenv("STORE_CRASH_DIR") != "" {
		s, _ := Open(os.Getenv("STORE_CRASH_DIR"))
		for i := 1; ; i++ {
			if err := s.Save("game.json", "tally", body{Log: make([]int, i%500)}); err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(1)
			}
			fmt.Println(i)
		}
	}
	for round := 0; round < 8; round++ {
		dir := tempDir(t)
		cmd := exec.Command(os.Args[0], "-test.run=^TestCrashWhileSaving$")
		cmd.Env = append(os.Environ(), "STORE_CRASH_DIR="+dir)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(time.Duration(50+round*37) * time.Millisecond)
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		s, _ := Open(dir)
		_, raw, err := s.Load("game.json")
		if errors.Is(err, os.ErrNotExist) {
			continue
		}
		var b body
		if err != nil || json.Unmarshal(raw, &b) != nil {
			t.Fatalf("round %d: the file is torn: %v", round, err)
		}
	}
}
