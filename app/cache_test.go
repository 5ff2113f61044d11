package app

import (
	"bytes"
	"log"
	"os"
	"path/filepath"
	"strings"
	"testing"

	fyneapp "fyne.io/fyne/v2/app"
)

// TestAFreshHomeStartsWithoutCacheErrors: in a home folder with no cache
// folder yet, as on a fresh machine, Fyne's start logs no failure to make
// its cache, which it did six lines of before.
func TestAFreshHomeStartsWithoutCacheErrors(t *testing.T) {
	// Fyne's settings watcher may still write under the home folder after
	// the test, so the folder is removed as well as it can be, not by
	// t.TempDir, whose cleanup fails the test when a file lands late.
	home, err := os.MkdirTemp("", "freshhome")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(home) })
	t.Setenv("HOME", home)
	t.Setenv("XDG_CACHE_HOME", filepath.Join(home, ".cache"))
	var out bytes.Buffer
	log.SetOutput(&out)
	defer log.SetOutput(os.Stderr)

	MakeCacheRoom()
	fyneapp.NewWithID("org.example.freshhome")
	if strings.Contains(out.String(), "cache space") {
		t.Fatalf("a fresh home's start logged:\n%s", out.String())
	}
}
