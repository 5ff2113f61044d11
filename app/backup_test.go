package app

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"tablecompanion/app/store"
	"tablecompanion/games"
	"tablecompanion/games/carnival"
	"tablecompanion/games/examples"
	"tablecompanion/games/roster"
)

// writeTable leaves in dir what a table leaves after an evening: five
// players and three finished games, saved now.
func writeTable(t *testing.T, dir string) {
	t.Helper()
	st, err := store.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	r := roster.New()
	for i, name := range []string{"Ann", "Bob", "Cy", "Dee", "Eve"} {
		if err := r.Do(roster.Action{Op: roster.Add, Name: name, Color: carnival.SpyColors[i]}); err != nil {
			t.Fatal(err)
		}
	}
	if err := st.Save(store.RosterFile, "roster", r); err != nil {
		t.Fatal(err)
	}
	for i, kind := range []string{"spyfall", "dixit", "keepwatch"} {
		h, err := examples.Finished(kind, games.Seats(r.State().Players())[:4+i%2], i)
		if err != nil {
			t.Fatal(err)
		}
		if err := st.Save(st.NewGameName(kind), kind, h); err != nil {
			t.Fatal(err)
		}
	}
}

// TestExportOnOneShellAndImportOnAnotherBringsTheGames taps Export
// everything on a shell with an evening behind it and Import… on a new
// one, and checks that the games, the players and the evenings arrive and
// show, that the same file again adds nothing, and that a file changed on
// the way is refused with its message.
func TestExportOnOneShellAndImportOnAnotherBringsTheGames(t *testing.T) {
	from := t.TempDir()
	writeTable(t, from)
	a := start(t, from, "en-US")
	test.Tap(a.SettingsButton)
	var file []byte
	var name string
	a.backup.save = func(n string, data []byte, done func(string, error)) {
		name, file = n, data
		done("/home/ann/Documents/"+n, nil)
	}
	test.Tap(a.SettingsScreen().ExportAll)
	if !strings.HasPrefix(name, "tablecompanion-") || !strings.HasSuffix(name, ".json") || len(file) == 0 {
		t.Fatalf("exported %q, %d bytes", name, len(file))
	}
	// The settings say where the file went, as they say what an import
	// added; a browser's download is named among its downloads.
	if said, want := a.SettingsScreen().BackupResult.Text, "Saved to /home/ann/Documents/"+name+"."; said != want {
		t.Fatalf("after the export the settings say %q; want %q", said, want)
	}
	a.backup.save = func(n string, _ []byte, done func(string, error)) { done("", nil) }
	test.Tap(a.SettingsScreen().ExportAll)
	if said := a.SettingsScreen().BackupResult.Text; !strings.Contains(said, name) || !strings.Contains(said, "downloads") {
		t.Fatalf("after a download the settings say %q", said)
	}

	b := start(t, t.TempDir(), "en-US")
	test.Tap(b.SettingsButton)
	st := b.SettingsScreen()
	importing := file
	b.backup.open = func(done func([]byte, error)) { done(importing, nil) }
	test.Tap(st.Import)
	want := "Added: 3 games and 5 players. The settings of this device stay as they were."
	if st.BackupResult.Text != want {
		t.Fatalf("the import says %q; want %q", st.BackupResult.Text, want)
	}
	if got := names(b); strings.Join(got, " ") != "Ann Bob Cy Dee Eve" {
		t.Errorf("the roster is %v", got)
	}
	if len(b.games.pages) != 3 || len(b.evenings.State().Games()) != 3 {
		t.Errorf("%d games, %d in the evenings; want 3 and 3", len(b.games.pages), len(b.evenings.State().Games()))
	}
	b.GoHome()
	shown := 0
	for _, row := range b.Home().FinishedButtons {
		if row.Visible() {
			shown++
		}
	}
	if shown != 3 {
		t.Errorf("the home screen shows %d finished games; want 3", shown)
	}
	b.OpenRoster()
	if !containsText(b.Window().Content(), "Eve") {
		t.Error("the roster screen does not show the players the import added")
	}

	b.OpenSettings()
	test.Tap(st.Import)
	if want := "Everything in this file is here already: nothing was added. The settings of this device stay as they were."; st.BackupResult.Text != want {
		t.Errorf("the second import says %q", st.BackupResult.Text)
	}
	importing = bytes.Replace(file, []byte("Ann"), []byte("Ana"), 1)
	test.Tap(st.Import)
	if !strings.Contains(st.BackupResult.Text, "changed after it was exported") {
		t.Errorf("a changed file: %q", st.BackupResult.Text)
	}
	if len(b.games.pages) != 3 {
		t.Errorf("%d games after the refused import", len(b.games.pages))
	}
}

// TestTheDesktopShowsNoStorageWarning: a folder keeps the saves as long as
// the table does; only a browser may clear them.
func TestTheDesktopShowsNoStorageWarning(t *testing.T) {
	s := start(t, t.TempDir(), "en-US")
	s.OpenSettings()
	if s.SettingsScreen().StorageWarning.Visible() {
		t.Error("the desktop warns that the saves may be cleared")
	}
}

// TestAnImportSaysWhomItKeptApartAndWhichGameItRefused imports a table
// whose first player's ID names Zoe here: the report says Ann was kept
// apart, in the table's language. A backup with a game that does not
// replay is refused with the game's file named.
func TestAnImportSaysWhomItKeptApartAndWhichGameItRefused(t *testing.T) {
	from, to := t.TempDir(), t.TempDir()
	writeTable(t, from)
	st, err := store.Open(to)
	if err != nil {
		t.Fatal(err)
	}
	r := roster.New()
	if err := r.Do(roster.Action{Op: roster.Add, Name: "Zoe", Color: "red"}); err != nil {
		t.Fatal(err)
	}
	if err := st.Save(store.RosterFile, "roster", r); err != nil {
		t.Fatal(err)
	}
	source, err := store.Open(from)
	if err != nil {
		t.Fatal(err)
	}
	file, err := source.Export()
	if err != nil {
		t.Fatal(err)
	}
	b := start(t, to, "uk-UA")
	test.Tap(b.SettingsButton)
	set := b.SettingsScreen()
	b.backup.open = func(done func([]byte, error)) { done(file, nil) }
	test.Tap(set.Import)
	if said := set.BackupResult.Text; !strings.Contains(said, "Ann (Zoe)") || !strings.Contains(said, "додано окремо") {
		t.Errorf("the import says %q", said)
	}

	var f struct {
		Content struct {
			Files map[string]json.RawMessage `json:"files"`
		} `json:"content"`
	}
	if err := json.Unmarshal(file, &f); err != nil {
		t.Fatal(err)
	}
	const bad = "games/20200101-120000-dixit-1.json"
	f.Content.Files[bad] = json.RawMessage(`{"format":1,"kind":"dixit","saved":"2020-01-01T12:00:00Z","body":{"setup":{"players":[]},"log":[]}}`)
	content, _ := json.Marshal(f.Content)
	sum := sha256.Sum256(content)
	file = fmt.Appendf(nil, `{"kind":%q,"version":1,"sha256":"%x","content":%s}`, store.BackupKind, sum, content)
	test.Tap(set.Import)
	if said := set.BackupResult.Text; !strings.Contains(said, "20200101-120000-dixit-1.json") || !strings.Contains(said, "не імпортовано") {
		t.Errorf("the refused import says %q", said)
	}
}
