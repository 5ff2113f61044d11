package app

import (
	"bytes"
	"errors"
	"log"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
)

// logShellLines logs what the shell logs in a session: two routine lines,
// a missing sound device and a failed save.
func logShellLines(c *console) {
	c.logf("saved %s: %d actions", "roster.json", 3)
	c.logf("phones: open %s?code=%s", "http://192.168.1.20:8787/", "ABCDEF")
	c.routinef("sound: no audio device, the app stays silent: %v", errors.New("no card"))
	c.logf("save failed: %v", errors.New("disk full"))
}

func TestQuietShellLogShowsOnlyTheFailures(t *testing.T) {
	var buf bytes.Buffer
	logShellLines(&console{out: log.New(&buf, "", 0)})
	if got, want := buf.String(), "save failed: disk full\n"; got != want {
		t.Errorf("the quiet console wrote %q, want %q", got, want)
	}
}

func TestVerboseShellLogShowsEveryLine(t *testing.T) {
	if !shellLog.verbose {
		t.Error("the app's console is quiet before Quiet")
	}
	var buf bytes.Buffer
	logShellLines(&console{out: log.New(&buf, "", 0), verbose: true})
	want := "saved roster.json: 3 actions\n" +
		"phones: open http://192.168.1.20:8787/?code=ABCDEF\n" +
		"sound: no audio device, the app stays silent: no card\n" +
		"save failed: disk full\n"
	if got := buf.String(); got != want {
		t.Errorf("the verbose console wrote %q, want %q", got, want)
	}
}

func TestQuietLogHidesFynesNoise(t *testing.T) {
	var buf bytes.Buffer
	out, flags := log.Writer(), log.Flags()
	log.SetOutput(&quietLog{out: &buf})
	log.SetFlags(log.LstdFlags)
	t.Cleanup(func() { log.SetOutput(out); log.SetFlags(flags) })

	fyne.LogError("failed to watch theme settings", errors.New(`exec: "dbus-launch": executable file not found`))
	fyne.LogError("Failed to create app storage space", errors.New("read-only file system"))
	fyne.LogError("failed to stop watching removed settings file", errors.New("can't remove non-existent watch"))
	log.Printf("save failed: %v", errors.New("disk full"))

	got := buf.String()
	for _, hidden := range []string{"theme settings", "dbus-launch", "removed settings", "non-existent watch"} {
		if strings.Contains(got, hidden) {
			t.Errorf("the quiet log shows %q:\n%s", hidden, got)
		}
	}
	for _, shown := range []string{"Fyne error:  Failed to create app storage space\n", "  Cause: read-only file system\n", "save failed: disk full\n"} {
		if !strings.Contains(got, shown) {
			t.Errorf("the quiet log lacks %q:\n%s", shown, got)
		}
	}
	if n := strings.Count(got, "  At: "); n != 1 {
		t.Errorf("the quiet log shows %d places of Fyne's errors, want the one of the error it shows:\n%s", n, got)
	}
}
