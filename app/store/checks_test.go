package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"strings"
	"testing"
	"time"

	"tablecompanion/games/evening"
)

// filesOf returns the saves of a backup by their names.
func filesOf(tb testing.TB, data []byte) map[string]json.RawMessage {
	tb.Helper()
	var f backupFile
	if err := json.Unmarshal(data, &f); err != nil {
		tb.Fatal(err)
	}
	var c backupContent
	if err := json.Unmarshal(f.Content, &c); err != nil {
		tb.Fatal(err)
	}
	return c.Files
}

// sealed returns a backup of the saves with its checksum made right.
func sealed(tb testing.TB, files map[string]json.RawMessage) []byte {
	tb.Helper()
	content, err := json.Marshal(backupContent{Made: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC), Files: files})
	if err != nil {
		tb.Fatal(err)
	}
	return fmt.Appendf(nil, `{"kind":%q,"version":1,"sha256":%q,"content":%s}`, BackupKind, checksum(content), content)
}

// envelopeOf returns a save of kind around body.
func envelopeOf(kind, body string) json.RawMessage {
	return json.RawMessage(fmt.Sprintf(`{"format":1,"kind":%q,"saved":"2026-01-01T00:00:00Z","body":%s}`, kind, body))
}

// TestEveryFieldIsCheckedAtTheDoor imports backups whose checksums are
// right but whose saves name a file outside the store, a player ID that is
// a path, a NUL or a megabyte, a game's name of a case this app never
// writes, or a game that does not replay; each is refused and the store is
// as it was, byte for byte.
func TestEveryFieldIsCheckedAtTheDoor(t *testing.T) {
	there, here := open(t), open(t)
	writeHistory(t, there, tablePlayers()[:6], 0, 5)
	writeHistory(t, here, tablePlayers()[:4], 3, 4)
	good := filesOf(t, exported(t, there))
	games, _ := there.Games()

	withEvening := func(file string) []byte {
		ev, _ := evening.New(evening.Setup{})
		g := eveningsOf(t, there)[0]
		g.File = file
		if err := ev.Do(evening.Finished(g)); err != nil {
			t.Fatal(err)
		}
		body, _ := json.Marshal(ev)
		files := maps.Clone(good)
		files[EveningsFile] = envelopeOf("evenings", string(body))
		return sealed(t, files)
	}
	withPlayer := func(id string) []byte {
		files := maps.Clone(good)
		action, _ := json.Marshal(map[string]string{"op": "add", "id": id, "name": "Xena", "color": "red"})
		files[RosterFile] = envelopeOf("roster", `{"setup":{},"log":[`+string(action)+`]}`)
		return sealed(t, files)
	}
	withGame := func(name string, data json.RawMessage) []byte {
		files := maps.Clone(good)
		files[name] = data
		return sealed(t, files)
	}
	renamed := func(from, to string) []byte {
		files := maps.Clone(good)
		files[to] = files[from]
		delete(files, from)
		return sealed(t, files)
	}
	// A game new here: the import replays the games it adds.
	dixit := "games/20200101-120000-dixit-1.json"
	for _, c := range []struct {
		name string
		data []byte
		want error
	}{
		{"an evening naming a path up", withEvening("../../escape.json"), ErrBackupDamaged},
		{"an evening naming /etc/passwd", withEvening("/etc/passwd"), ErrBackupDamaged},
		{"an evening naming a NUL", withEvening("games/20260101-120000-dixit-1\x00.json"), ErrBackupDamaged},
		{"an evening naming a drive", withEvening(`C:\Windows\win.ini`), ErrBackupDamaged},
		{"a player ID of a path", withPlayer("../../x"), ErrBackupDamaged},
		{"a player ID with a NUL", withPlayer("p1\x00"), ErrBackupDamaged},
		{"a player ID of a megabyte", withPlayer("p-" + strings.Repeat("a", 1<<20)), ErrBackupDamaged},
		{"a game's kind in capitals", renamed(games[0], strings.Replace(games[0], "keepwatch", "KEEPWATCH", 1)), ErrBackupDamaged},
		{"a game of a kind not refereed", renamed(games[0], strings.Replace(games[0], "keepwatch", "chess", 1)), ErrBackupDamaged},
		{"a game of another kind than its name", renamed(games[0], strings.Replace(games[0], "keepwatch", "dixit", 1)), ErrBackupDamaged},
		{"a game that does not replay", withGame(dixit, envelopeOf("dixit", `{"setup":{"players":[]},"log":[]}`)), ErrBackupDamaged},
		{"a game too large", withGame(dixit, envelopeOf("dixit", `{"pad":"`+strings.Repeat("x", maxGameSave)+`"}`)), ErrBackupDamaged},
		{"a backup larger than any", make([]byte, MaxBackup+1), ErrBackupTooLarge},
	} {
		before := snapshot(t, here.Dir())
		im, err := here.Import(c.data)
		if !errors.Is(err, c.want) || im.Changed() {
			t.Errorf("%s: %+v, %v; want %v", c.name, im, err, c.want)
		}
		sameFiles(t, before, snapshot(t, here.Dir()))
	}
}

// TestAGameThatDoesNotReplayIsNamed checks that the refusal names the
// game, for the table to find it.
func TestAGameThatDoesNotReplayIsNamed(t *testing.T) {
	there, here := open(t), open(t)
	writeHistory(t, there, tablePlayers()[:6], 0, 5)
	files := filesOf(t, exported(t, there))
	names, _ := there.Games()
	files[names[3]] = envelopeOf("dixit", `{"setup":{"players":[]},"log":[]}`)
	_, err := here.Import(sealed(t, files))
	var game *GameNotReplayed
	if !errors.As(err, &game) || game.File != names[3] {
		t.Fatalf("refused with %v; want the game %s named", err, names[3])
	}
	if !strings.Contains(game.Error(), names[3]) {
		t.Errorf("the refusal %q does not name the game", game)
	}
	if names, _ := here.Games(); len(names) != 0 {
		t.Errorf("%d games were written", len(names))
	}
}

// TestABackupTooLargeIsRefusedBeforeItIsRead reads 200 MiB from a reader:
// the refusal comes after MaxBackup and one byte, never the rest.
func TestABackupTooLargeIsRefusedBeforeItIsRead(t *testing.T) {
	src := &counting{r: io.LimitReader(zeros{}, 200<<20)}
	if _, err := ReadBackup(src); !errors.Is(err, ErrBackupTooLarge) {
		t.Fatalf("200 MiB read with %v", err)
	}
	if src.n > MaxBackup+64<<10 {
		t.Errorf("%d bytes were read; the limit is %d", src.n, MaxBackup)
	}
	data, err := ReadBackup(bytes.NewReader([]byte("{}")))
	if err != nil || string(data) != "{}" {
		t.Errorf("a small file read as %q, %v", data, err)
	}
}

// zeros reads as endless zero bytes.
type zeros struct{}

func (zeros) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

// counting counts the bytes read through it.
type counting struct {
	r io.Reader
	n int
}

func (c *counting) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += n
	return n, err
}
