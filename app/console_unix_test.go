//go:build unix

package app

import (
	"bytes"
	"errors"
	"fmt"
	"log"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
)

// quietChildEnv names the environment variable that makes the test binary
// the app that TestQuietSilencesTheCLibrariesButNotGo watches.
const quietChildEnv = "TABLECOMPANION_QUIET_CHILD"

func TestQuietSilencesTheCLibrariesButNotGo(t *testing.T) {
	if os.Getenv(quietChildEnv) == "1" {
		quietChild()
		return
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestQuietSilencesTheCLibrariesButNotGo$", "-test.count=1")
	cmd.Env = append(os.Environ(), quietChildEnv+"=1")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err == nil {
		t.Fatalf("the child did not crash; its console:\n%s", &stderr)
	}
	got := stderr.String()
	// The test binary's own sound may write ALSA's lines before Quiet: only
	// the line the child writes after it must not show.
	for _, hidden := range []string{afterQuiet, "saved roster.json"} {
		if strings.Contains(got, hidden) {
			t.Errorf("the quiet console shows %q:\n%s", hidden, got)
		}
	}
	for _, shown := range []string{"Go's log shows", "os.Stderr shows", "save failed: disk full", "panic: a crash shows"} {
		if !strings.Contains(got, shown) {
			t.Errorf("the quiet console lacks %q:\n%s", shown, got)
		}
	}
}

// afterQuiet is the line a C library writes once the console is quiet.
const afterQuiet = "cannot find card '7', written after Quiet"

// quietChild quietens the console, writes to it as a C library, Go's log,
// os.Stderr and the shell do, and crashes.
func quietChild() {
	Quiet()
	_, _ = syscall.Write(2, []byte("ALSA lib confmisc.c:855:(parse_card) "+afterQuiet+"\n"))
	log.Print("Go's log shows")
	fmt.Fprintln(os.Stderr, "os.Stderr shows")
	shellLog.logf("saved %s: %d actions", "roster.json", 1)
	shellLog.logf("save failed: %v", errors.New("disk full"))
	panic("a crash shows")
}
