package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"os"
	"path"
	"slices"
	"sync/atomic"
	"testing"

	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
)

// sameImport reports whether two imports added the same.
func sameImport(a, b Imported) bool {
	return a.Games == b.Games && a.Players == b.Players && a.Finished == b.Finished && a.Merges == b.Merges && a.Settings == b.Settings && slices.Equal(a.KeptApart, b.KeptApart)
}

// exported returns the backup of a store.
func exported(tb testing.TB, s *Store) []byte {
	tb.Helper()
	data, err := s.Export()
	if err != nil {
		tb.Fatal(err)
	}
	return data
}

func TestABackupBringsEverythingToAnEmptyStore(t *testing.T) {
	from, to := open(t), open(t)
	writeHistory(t, from, tablePlayers(), 0, 10)
	im, err := to.Import(exported(t, from))
	if err != nil || !sameImport(im, Imported{Games: 10, Players: 20, Finished: 10, Settings: true}) {
		t.Fatalf("imported %+v, %v", im, err)
	}
	names, _ := from.Games()
	for _, name := range names {
		a, _ := from.disk.read(name)
		b, err := to.disk.read(name)
		if err != nil || !bytes.Equal(a, b) {
			t.Errorf("%s arrived as %d bytes, %v; it was %d", name, len(b), err, len(a))
		}
	}
	if got, want := playersOf(t, to), playersOf(t, from); !maps.Equal(got, want) {
		t.Errorf("players %v; want %v", got, want)
	}
	if got := eveningsOf(t, to); len(got) != 10 {
		t.Errorf("the evenings hold %d games", len(got))
	}
	if a, b := readBody(t, from, SettingsFile), readBody(t, to, SettingsFile); a != b {
		t.Errorf("an empty store took the settings %s; they were %s", b, a)
	}
}

func TestAnImportMergesAndTheSameImportTwiceChangesNothing(t *testing.T) {
	there, here := open(t), open(t)
	writeHistory(t, there, tablePlayers(), 0, 10)
	// Here, twelve of the same players with the same IDs, and a thirteenth
	// who has the name the other device gives its fifteenth player, and
	// the ID it gives its thirteenth; five of the games are here already.
	writeHistory(t, here, append(tablePlayers()[:12], "Player 15"), 5, 10)
	settings, _ := here.disk.read(SettingsFile)
	im, err := here.Import(exported(t, there))
	if err != nil || !sameImport(im, Imported{Games: 5, Players: 8, Finished: 5, KeptApart: []string{"Player 13 (Player 15)"}}) {
		t.Fatalf("imported %+v, %v", im, err)
	}
	players := playersOf(t, here)
	if len(players) != 21 || players["Player 13"] == "p13" || players["Player 13"] == "" || players["Player 15"] != "p13" || players["Player 15 2"] != "p15" || players["Player 20"] != "p20" {
		t.Errorf("players after the merge: %v", players)
	}
	if names, _ := here.Games(); len(names) != 15 {
		t.Errorf("%d games after the merge; want 15", len(names))
	}
	if got := eveningsOf(t, here); len(got) != 15 {
		t.Errorf("the evenings hold %d games; want 15", len(got))
	}
	// "New evening" was pressed before games 0, 4 and 8 there, and 8 and
	// 12 here: the evenings here now have the four marks, once each.
	_, body, _ := here.Load(EveningsFile)
	if marks := bytes.Count(body, []byte(`"op":"new_evening"`)); marks != 4 {
		t.Errorf("the evenings have %d new evenings; want 4", marks)
	}
	if now, _ := here.disk.read(SettingsFile); !bytes.Equal(now, settings) {
		t.Error("the settings here changed")
	}
	before := snapshot(t, here.Dir())
	again, err := here.Import(exported(t, there))
	if err != nil || again.Changed() {
		t.Fatalf("the second import: %+v, %v", again, err)
	}
	sameFiles(t, before, snapshot(t, here.Dir()))
}

// TestARefusedBackupChangesNotOneByte imports files that are cut short,
// changed by hand, from a newer version or of another kind, and checks
// that each is refused for its reason and that every file of the store is
// as it was.
func TestARefusedBackupChangesNotOneByte(t *testing.T) {
	there, here := open(t), open(t)
	writeHistory(t, there, tablePlayers(), 0, 6)
	writeHistory(t, here, tablePlayers()[:4], 4, 4)
	good := exported(t, there)
	newerSave := backupOf(t, map[string]string{"games/20260101-120000-dixit-1.json": `{"format":2,"kind":"dixit","saved":"2026-01-01T00:00:00Z","body":{}}`})
	badSave := backupOf(t, map[string]string{"games/x.json": `{"format":1,"kind":"","body":{}}`})
	badName := backupOf(t, map[string]string{"../x.json": `{"format":1,"kind":"dixit","body":{}}`})
	badRoster := backupOf(t, map[string]string{RosterFile: `{"format":1,"kind":"roster","body":{"log":[{"op":"fly"}]}}`})
	settings, _ := here.disk.read(SettingsFile)
	for _, c := range []struct {
		name string
		data []byte
		want error
	}{
		{"cut in half", good[:len(good)/2], ErrBackupTruncated},
		{"cut before its end", good[:len(good)-3], ErrBackupTruncated},
		{"cut at its start", good[:5], ErrBackupTruncated},
		{"empty", nil, ErrBackupTruncated},
		{"a name changed", bytes.Replace(good, []byte("Player 3"), []byte("Player 9"), 1), ErrBackupTampered},
		{"its checksum changed", bytes.Replace(good, []byte(`"sha256":"`), []byte(`"sha256":"0`), 1), ErrBackupTampered},
		{"from a newer version", bytes.Replace(good, []byte(`"version":1`), []byte(`"version":2`), 1), ErrBackupNewer},
		{"with a save of a newer version", newerSave, ErrBackupNewer},
		{"a settings save", settings, ErrNotABackup},
		{"another app's file", []byte(`{"kind":"something-else","version":1}`), ErrNotABackup},
		{"a picture", []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), ErrNotABackup},
		{"with a save that is not one", badSave, ErrBackupDamaged},
		{"with a name outside the store", badName, ErrBackupDamaged},
		{"with a roster that does not replay", badRoster, ErrBackupDamaged},
	} {
		before := snapshot(t, here.Dir())
		im, err := here.Import(c.data)
		if !errors.Is(err, c.want) || im.Changed() {
			t.Errorf("%s: %+v, %v; want %v", c.name, im, err, c.want)
		}
		sameFiles(t, before, snapshot(t, here.Dir()))
	}
}

// backupOf returns a backup with a good checksum of the saves given.
func backupOf(t *testing.T, files map[string]string) []byte {
	t.Helper()
	c := backupContent{Files: map[string]json.RawMessage{}}
	for name, data := range files {
		c.Files[name] = json.RawMessage(data)
	}
	content, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	return fmt.Appendf(nil, `{"kind":%q,"version":1,"sha256":%q,"content":%s}`, BackupKind, checksum(content), content)
}

// failingDisk fails the write of the given number, counting from 1; each
// new game is a write.
type failingDisk struct {
	disk
	writes, failAt int
}

func (f *failingDisk) commit(files []pending) error { return writeInTurn(f, files) }

func (f *failingDisk) write(name string, data []byte) error {
	f.writes++
	if f.writes == f.failAt {
		return errors.New("the disk is full")
	}
	return f.disk.write(name, data)
}

// TestAnImportThatCannotBeWrittenIsTakenBack fails each write of an import
// in turn, the two new games', the roster's and the evenings', on the web
// build's store on Fyne's repository of local files, and checks that the
// store is as it was each time.
func TestAnImportThatCannotBeWrittenIsTakenBack(t *testing.T) {
	test.NewTempApp(t)
	there := open(t)
	writeHistory(t, there, tablePlayers(), 0, 4)
	data := exported(t, there)
	for failAt := 1; failAt <= 4; failAt++ {
		dir := tempDir(t)
		here, err := OpenURI(storage.NewFileURI(dir))
		if err != nil {
			t.Fatal(err)
		}
		writeHistory(t, here, tablePlayers()[:4], 2, 3)
		before := snapshot(t, dir)
		here.disk = &failingDisk{disk: here.disk, failAt: failAt}
		_, err = here.Import(data)
		var failed *ImportFailed
		if !errors.As(err, &failed) {
			t.Errorf("write %d failed: %v", failAt, err)
		}
		sameFiles(t, before, snapshot(t, dir))
	}
}

// TestAFolderImportThatFailsIsWholeOrAbsent fails the folder's commit at
// each of its steps: before the journal, the store is as it was; once the
// journal is written, the import is finished when the store opens again.
func TestAFolderImportThatFailsIsWholeOrAbsent(t *testing.T) {
	there := open(t)
	writeHistory(t, there, tablePlayers(), 0, 4)
	data := exported(t, there)
	for _, c := range []struct {
		step  commitStep
		at    int
		whole bool
	}{{"stage", 1, false}, {"stage", 4, false}, {"journal", 1, false}, {"move", 1, true}, {"move", 4, true}} {
		dir := tempDir(t)
		here, err := Open(dir)
		if err != nil {
			t.Fatal(err)
		}
		writeHistory(t, here, tablePlayers()[:4], 2, 3)
		before := snapshot(t, dir)
		var seen atomic.Int32
		here.disk = folder{dir: dir, hook: func(s commitStep) error {
			if s == c.step {
				if seen.Add(1) == int32(c.at) {
					return errors.New("the disk is full")
				}
			}
			return nil
		}}
		_, err = here.Import(data)
		var failed *ImportFailed
		if !errors.As(err, &failed) {
			t.Errorf("%s %d failed: %v", c.step, c.at, err)
		}
		again, err := Open(dir)
		if err != nil {
			t.Fatal(err)
		}
		if !c.whole {
			sameFiles(t, before, snapshot(t, dir))
		} else if names, _ := again.Games(); len(names) != 5 || len(playersOf(t, again)) != 20 || len(eveningsOf(t, again)) != 5 {
			t.Errorf("%s %d failed: reopened with %d games", c.step, c.at, len(names))
		}
	}
}

// TestABackupMovesBetweenTheDesktopAndTheWebStore exports from a folder
// store into a store on Fyne's storage repository, the web build's store
// outside a browser (see indexeddb_other.go), and back again.
func TestABackupMovesBetweenTheDesktopAndTheWebStore(t *testing.T) {
	test.NewTempApp(t)
	desktop := open(t)
	writeHistory(t, desktop, tablePlayers(), 0, 5)
	web, err := OpenURI(storage.NewFileURI(tempDir(t)))
	if err != nil {
		t.Fatal(err)
	}
	writeHistory(t, web, tablePlayers()[:6], 3, 5)
	if im, err := web.Import(exported(t, desktop)); err != nil || !sameImport(im, Imported{Games: 3, Players: 14, Finished: 3}) {
		t.Fatalf("desktop to web: %+v, %v", im, err)
	}
	if im, err := desktop.Import(exported(t, web)); err != nil || !sameImport(im, Imported{Games: 3, Finished: 3}) {
		t.Fatalf("web to desktop: %+v, %v", im, err)
	}
	a, _ := desktop.Games()
	b, _ := web.Games()
	if len(a) != 8 || !slices.Equal(a, b) {
		t.Errorf("the desktop has %v, the web store %v", a, b)
	}
	for _, s := range []*Store{desktop, web} {
		if im, err := s.Import(exported(t, desktop)); err != nil || im.Changed() {
			t.Errorf("%s imported again: %+v, %v", s.Dir(), im, err)
		}
	}
}

// FuzzImport feeds the whole import backups whose content is damaged but
// whose checksum is made right for it, as a faulty build or a careful hand
// would write them: it must never panic; what it refuses leaves the store
// as it was; what it takes leaves only saves of the app's names, each one
// that reads.
func FuzzImport(f *testing.F) {
	there, err := Open(tempDir(f))
	if err != nil {
		f.Fatal(err)
	}
	writeHistory(f, there, tablePlayers()[:5], 0, 3)
	good := filesOf(f, exported(f, there))
	content := func(files map[string]json.RawMessage) []byte {
		data, err := json.Marshal(backupContent{Files: files})
		if err != nil {
			f.Fatal(err)
		}
		return data
	}
	f.Add(content(good))
	for name := range good {
		one := maps.Clone(good)
		delete(one, name)
		f.Add(content(one))
	}
	evil := maps.Clone(good)
	evil["games/20200101-120000-dixit-1.json"] = envelopeOf("dixit", `{"setup":{"players":[]},"log":[]}`)
	f.Add(content(evil))
	f.Add(content(map[string]json.RawMessage{RosterFile: envelopeOf("roster", `{"setup":{},"log":[{"op":"add","id":"../x","name":"X","color":"red"}]}`)}))
	f.Add([]byte(`{"files":{"../../escape.json":{"format":1,"kind":"dixit","body":{}}}}`))
	f.Add([]byte(`{}`))
	f.Add([]byte(`[]`))
	f.Fuzz(func(t *testing.T, content []byte) {
		data := fmt.Appendf(nil, `{"kind":%q,"version":1,"sha256":%q,"content":%s}`, BackupKind, checksum(content), content)
		here := &Store{disk: memDisk{}, now: there.now, given: map[string]bool{}}
		if err := here.Save(RosterFile, "roster", json.RawMessage(`{"setup":{},"log":[{"op":"add","name":"Ann","color":"red"}]}`)); err != nil {
			t.Fatal(err)
		}
		before := maps.Clone(here.disk.(memDisk))
		if _, err := here.Import(data); err != nil {
			if !maps.EqualFunc(before, here.disk.(memDisk), bytes.Equal) {
				t.Fatalf("a refused import (%v) changed the store", err)
			}
			return
		}
		for name, data := range here.disk.(memDisk) {
			if _, game := GameName(name); !game && name != RosterFile && name != EveningsFile && name != SettingsFile {
				t.Errorf("the import wrote %q", name)
			}
			if _, err := parseEnvelope(data); err != nil {
				t.Errorf("the import wrote %s that does not read: %v", name, err)
			}
		}
	})
}

// memDisk is a disk in memory, for the fuzzer's many imports.
type memDisk map[string][]byte

func (m memDisk) where() string { return "memory" }

func (m memDisk) read(name string) ([]byte, error) {
	data, ok := m[name]
	if !ok {
		return nil, fmt.Errorf("%s: %w", name, os.ErrNotExist)
	}
	return data, nil
}

func (m memDisk) write(name string, data []byte) error {
	m[name] = slices.Clone(data)
	return nil
}

func (m memDisk) move(from, to string) error {
	m[to] = m[from]
	delete(m, from)
	return nil
}

func (m memDisk) commit(files []pending) error {
	for _, p := range files {
		m[p.name] = slices.Clone(p.data)
	}
	return nil
}

func (m memDisk) finish() error { return nil }

func (m memDisk) remove(name string) error {
	delete(m, name)
	return nil
}

func (m memDisk) exists(name string) bool {
	_, ok := m[name]
	return ok
}

func (m memDisk) list(dir string) ([]string, error) {
	var names []string
	for name := range m {
		if path.Dir(name) == dir {
			names = append(names, path.Base(name))
		}
	}
	return names, nil
}

func (m memDisk) mkdir(string) error { return nil }

func (m memDisk) probe() error { return nil }

// TestABackupLaidOutAgainStillImports: an editor that only indents the
// file changes no save in it, and the checksum holds for its compact form.
func TestABackupLaidOutAgainStillImports(t *testing.T) {
	from, to := open(t), open(t)
	writeHistory(t, from, tablePlayers()[:5], 0, 2)
	var indented bytes.Buffer
	if err := json.Indent(&indented, exported(t, from), "", "  "); err != nil {
		t.Fatal(err)
	}
	if im, err := to.Import(indented.Bytes()); err != nil || im.Games != 2 {
		t.Fatalf("imported %+v, %v", im, err)
	}
}

// readBody returns the body of a save of the store, compacted.
func readBody(tb testing.TB, s *Store, name string) string {
	tb.Helper()
	_, body, err := s.Load(name)
	if err != nil {
		tb.Fatal(err)
	}
	var b bytes.Buffer
	if err := json.Compact(&b, body); err != nil {
		tb.Fatal(err)
	}
	return b.String()
}
