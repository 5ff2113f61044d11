package store

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
)

// TestAStoreInFynesStorageKeepsEverything runs the store on Fyne's storage
// repository, as the web build does with the browser's IndexedDB, here with
// the repository of local files.
func TestAStoreInFynesStorageKeepsEverything(t *testing.T) {
	test.NewTempApp(t)
	dir := tempDir(t)
	s, err := OpenURI(storage.NewFileURI(dir))
	if err != nil {
		t.Fatal(err)
	}
	if s.Dir() != storage.NewFileURI(dir).String() {
		t.Fatalf("the store says it is in %q", s.Dir())
	}
	if _, _, err := s.Load("settings.json"); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("a missing file: %v", err)
	}
	a, b := s.NewGameName("dixit"), s.NewGameName("dixit")
	for i, name := range []string{a, b} {
		if err := s.Save(name, "dixit", body{Log: make([]int, i+1)}); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Save(a, "dixit", body{Log: []int{7}}); err != nil {
		t.Fatal(err)
	}
	names, err := s.Games()
	if err != nil || len(names) != 2 || names[0] != a || names[1] != b {
		t.Fatalf("games %v, %v; want %s and %s", names, err, a, b)
	}
	kind, raw, err := s.Load(a)
	var got body
	if err != nil || kind != "dixit" || json.Unmarshal(raw, &got) != nil || len(got.Log) != 1 || got.Log[0] != 7 {
		t.Fatalf("read back %s %s %v", kind, raw, err)
	}
	if err := s.Remove(a); err != nil {
		t.Fatal(err)
	}
	if names, _ := s.Games(); len(names) != 1 {
		t.Fatalf("games after a removal: %v", names)
	}
	if err := s.Restore(a); err != nil {
		t.Fatal(err)
	}
	if names, _ := s.Games(); len(names) != 2 {
		t.Fatalf("games after the restore: %v", names)
	}
	got = body{}
	long := body{Log: make([]int, 100_000)}
	if err := s.Save("games/long.json", "dixit", long); err != nil {
		t.Fatal(err)
	}
	if _, raw, err := s.Load("games/long.json"); err != nil || json.Unmarshal(raw, &got) != nil || len(got.Log) != len(long.Log) {
		t.Fatalf("a 200 kB save read back as %d bytes: %v", len(raw), err)
	}
	if err := os.WriteFile(filepath.Join(dir, "roster.json"), []byte("torn {"), 0o644); err != nil {
		t.Fatal(err)
	}
	var u *Unreadable
	if _, _, err := s.Load("roster.json"); !errors.As(err, &u) || !s.disk.exists(u.MovedTo) || s.disk.exists("roster.json") {
		t.Fatalf("an unreadable file is moved aside: %v", err)
	}
}
