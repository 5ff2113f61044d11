package app

import (
	"errors"
	"os"
	"path"
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2/storage"

	"tablecompanion/app/store"
	"tablecompanion/games/evening"
	"tablecompanion/screens/catalog"
)

// TestEveryFileNameIsValidOnWindows makes each kind of file name the app
// makes, at times of day whose clock has colons, and checks it against
// Windows' rules: the saves, the clocks and drafts kept beside them, the
// removed and the unreadable files, and the evenings exported.
func TestEveryFileNameIsValidOnWindows(t *testing.T) {
	at := time.Date(2026, 11, 24, 21, 7, 9, 0, time.Local)
	s, err := store.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	names := []string{store.RosterFile, store.SettingsFile, store.EveningsFile}
	for _, g := range catalog.All() {
		game := s.NewGameName(g.Kind)
		names = append(names, game, clockFile(game), draftFile(game), path.Join(store.RemovedDir, path.Base(game)))
		if err := s.Save(game, g.Kind, struct{}{}); err != nil {
			t.Fatalf("%s: %v", g.Kind, err)
		}
		var u *store.Unreadable
		if !errors.As(s.Aside(game, errors.New("test")), &u) || u.MovedTo == game {
			t.Fatalf("%s: not moved aside", game)
		}
		names = append(names, u.MovedTo)
	}
	for _, picture := range []bool{false, true} {
		names = append(names, eveningFileName(evening.Evening{Start: at}, picture))
	}
	for _, name := range names {
		if err := store.PortableName(name); err != nil {
			t.Error(err)
		}
	}
	if got := eveningFileName(evening.Evening{Start: at}, true); got != "evening-2026-11-24.png" {
		t.Errorf("the picture of the evening is named %q", got)
	}
}

// TestTheSaveDialogOpensInDocumentsTheFirstTime checks the folder an
// evening's export is offered in: the user's Documents, not the app's
// storage among the saves; once the dialog has been somewhere, there.
func TestTheSaveDialogOpensInDocumentsTheFirstTime(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	docs := filepath.Join(home, "Documents")
	if err := os.Mkdir(docs, 0o755); err != nil {
		t.Fatal(err)
	}
	s := start(t, t.TempDir(), "en-US")
	dir := s.exportFolder()
	if dir == nil || dir.Path() != docs {
		t.Fatalf("the first export opens in %v, want %s", dir, docs)
	}
	s.app.Preferences().SetString(lastFolderPref, storage.NewFileURI(home).String())
	if dir := s.exportFolder(); dir != nil {
		t.Fatalf("the dialog's last folder is overridden by %v", dir)
	}
}
