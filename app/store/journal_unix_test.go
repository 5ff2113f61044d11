//go:build unix

package store

import (
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
)

// The child process of TestAnImportKilledAnywhereIsWholeOrAbsent: when the
// test binary runs with these set, the test imports the backup file into
// the folder and is killed (SIGKILL, as kill -9) at the given step of the
// commit.
const (
	childDirEnv    = "TABLECOMPANION_IMPORT_DIR"
	childBackupEnv = "TABLECOMPANION_IMPORT_BACKUP"
	childKillEnv   = "TABLECOMPANION_IMPORT_KILL" // step:count, as move:30
)

// TestImportChild is the child's side; run alone it does nothing.
func TestImportChild(t *testing.T) {
	dir := os.Getenv(childDirEnv)
	if dir == "" {
		t.Skip("run by TestAnImportKilledAnywhereIsWholeOrAbsent")
	}
	step, at, _ := strings.Cut(os.Getenv(childKillEnv), ":")
	n, _ := strconv.Atoi(at)
	var seen atomic.Int32
	hook := func(s commitStep) error {
		if string(s) == step {
			if seen.Add(1) == int32(n) {
				_ = syscall.Kill(os.Getpid(), syscall.SIGKILL)
				select {}
			}
		}
		return nil
	}
	s, err := openOn(folder{dir: dir, hook: hook})
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(os.Getenv(childBackupEnv))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Import(data); err != nil {
		t.Fatal(err)
	}
}

// TestAnImportKilledAnywhereIsWholeOrAbsent imports 60 games, with the
// roster's and the evenings' changes, in a child process that is killed at
// steps across the commit's span: while the files are staged, before the
// journal, while they move into place and after the last move. The store
// opened again holds none of the import or all of it, and no temporary or
// staged file.
func TestAnImportKilledAnywhereIsWholeOrAbsent(t *testing.T) {
	there := open(t)
	writeHistory(t, there, tablePlayers(), 0, 60)
	backup := filepath.Join(tempDir(t), "backup.json")
	if err := os.WriteFile(backup, exported(t, there), 0o644); err != nil {
		t.Fatal(err)
	}
	// Here: 10 of the games, four of the players, and a temporary file a
	// save killed before its rename left.
	prepare := func() string {
		dir := tempDir(t)
		here, err := Open(dir)
		if err != nil {
			t.Fatal(err)
		}
		writeHistory(t, here, tablePlayers()[:4], 50, 10)
		if err := os.WriteFile(filepath.Join(dir, GamesDir, ".x-dixit-1.json.tmp-123"), []byte("{"), 0o644); err != nil {
			t.Fatal(err)
		}
		return dir
	}
	whole := func(s *Store) bool {
		names, _ := s.Games()
		return len(names) == 60 && len(playersOf(t, s)) == 20 && len(eveningsOf(t, s)) == 60
	}
	absent := func(s *Store) bool {
		names, _ := s.Games()
		return len(names) == 10 && len(playersOf(t, s)) == 4 && len(eveningsOf(t, s)) == 10
	}
	outcomes := map[string]int{}
	for _, kill := range []string{"stage:1", "stage:25", "stage:52", "journal:1", "move:1", "move:26", "move:52", "never:1"} {
		dir := prepare()
		cmd := exec.Command(os.Args[0], "-test.run=^TestImportChild$", "-test.count=1")
		cmd.Env = append(os.Environ(), childDirEnv+"="+dir, childBackupEnv+"="+backup, childKillEnv+"="+kill)
		out, err := cmd.CombinedOutput()
		killed := cmd.ProcessState != nil && cmd.ProcessState.Sys().(syscall.WaitStatus).Signal() == syscall.SIGKILL
		if kill != "never:1" && !killed {
			t.Fatalf("%s: the child was not killed: %v\n%s", kill, err, out)
		}
		s, err := Open(dir)
		if err != nil {
			t.Fatalf("%s: open: %v", kill, err)
		}
		switch {
		case whole(s):
			outcomes[kill] = 1
		case absent(s):
			outcomes[kill] = 0
		default:
			names, _ := s.Games()
			t.Errorf("killed at %s: torn: %d games, %d players, %d in the evenings", kill, len(names), len(playersOf(t, s)), len(eveningsOf(t, s)))
		}
		_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if err == nil && (strings.Contains(d.Name(), ".tmp-") || d.Name() == stagingDir) {
				t.Errorf("killed at %s: %s is left", kill, p)
			}
			return err
		})
	}
	// The kills before the journal lose the import; those after keep it.
	want := map[string]int{"stage:1": 0, "stage:25": 0, "stage:52": 0, "journal:1": 0, "move:1": 1, "move:26": 1, "move:52": 1, "never:1": 1}
	if fmt.Sprint(outcomes) != fmt.Sprint(want) {
		t.Errorf("outcomes %v; want %v", outcomes, want)
	}
}
