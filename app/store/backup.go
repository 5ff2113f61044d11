package store

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path"
	"slices"
	"strings"
	"time"

	"tablecompanion/games/evening"
	"tablecompanion/games/roster"
)

// A backup is one file that holds every save of the store that the table
// would miss on another device: the roster, the settings, the evenings and
// every game, each exactly as the store keeps it (its envelope, with its
// format, kind and time of saving). It is a JSON object of its own kind and
// version, whose content carries a SHA-256 checksum, so that a file cut
// short or changed by hand is told apart from a good one before anything
// is written. The files beside a game (its clock and what was half
// entered) and the games the table removed stay behind: a backup is the
// history, not the moment.
const (
	// BackupKind marks a file as a backup of this app.
	BackupKind = "tablecompanion-backup"
	// BackupVersion is the version of the backups this build writes; a
	// newer one is refused whole.
	BackupVersion = 1
)

// The saves of the store besides the games; the shell reads them by these
// names.
const (
	RosterFile   = "roster.json"
	SettingsFile = "settings.json"
	EveningsFile = "evenings.json"
)

// The ways a backup is refused. Each has its own message for the table;
// with each, nothing in the store has changed.
var (
	// ErrBackupTruncated says the file ends before the backup does, as a
	// copy or a download cut short leaves it.
	ErrBackupTruncated = errors.New("the backup ends too early")
	// ErrBackupTampered says the content does not match its checksum.
	ErrBackupTampered = errors.New("the backup was changed after it was made")
	// ErrBackupNewer says a newer build of the app made the backup, or
	// one of the saves in it.
	ErrBackupNewer = errors.New("the backup is from a newer version of the app")
	// ErrNotABackup says the file is not a backup of this app.
	ErrNotABackup = errors.New("not a backup of this app")
	// ErrBackupDamaged says the checksum holds but a save in the backup
	// cannot be read, as a backup made by a faulty build could be.
	ErrBackupDamaged = errors.New("a save in the backup cannot be read")
)

// ImportFailed says the import could not be written. What it had written
// was taken back, so the store is as it was; Err is why it stopped.
type ImportFailed struct{ Err error }

// Error says why the import stopped.
func (e *ImportFailed) Error() string { return "the import could not be written: " + e.Err.Error() }

// Unwrap returns the reason.
func (e *ImportFailed) Unwrap() error { return e.Err }

// backupFile is a backup as written: its marks, and its content with the
// checksum of the content's compact JSON.
type backupFile struct {
	Kind    string          `json:"kind"`
	Version int             `json:"version"`
	SHA256  string          `json:"sha256"`
	Content json.RawMessage `json:"content"`
}

// backupContent is what a backup holds: when it was made, and every save by
// its name in the store.
type backupContent struct {
	Made  time.Time                  `json:"made"`
	Files map[string]json.RawMessage `json:"files"`
}

// Export returns a backup of the store. A save that is not a readable
// save of this build is left out, as the app would move it aside when it
// next starts.
func (s *Store) Export() ([]byte, error) {
	c := backupContent{Made: s.now().UTC(), Files: map[string]json.RawMessage{}}
	names, err := s.Games()
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		return nil, err
	}
	for _, name := range append([]string{RosterFile, SettingsFile, EveningsFile}, names...) {
		data, err := s.disk.read(name)
		if errors.Is(err, os.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, err
		}
		if _, err := parseEnvelope(data); err == nil {
			c.Files[name] = data
		}
	}
	content, err := json.Marshal(c)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, `{"kind":%q,"version":%d,"sha256":%q,"content":`, BackupKind, BackupVersion, checksum(content))
	b.Write(content)
	b.WriteString("}\n")
	return b.Bytes(), nil
}

// checksum returns the hex SHA-256 of compact JSON.
func checksum(compact []byte) string {
	sum := sha256.Sum256(compact)
	return hex.EncodeToString(sum[:])
}

// parseEnvelope checks that data is a save this build reads, as Read does,
// without moving anything.
func parseEnvelope(data []byte) (envelope, error) {
	var env envelope
	if err := json.Unmarshal(data, &env); err != nil {
		return env, err
	}
	switch {
	case env.Format > Format:
		return env, ErrFutureFormat
	case env.Format < 1 || env.Kind == "" || len(env.Body) == 0:
		return env, errors.New("not a save file of this app")
	}
	return env, nil
}

// backup is a backup read and checked whole: its saves by name, the
// roster and the evenings rebuilt from theirs.
type backup struct {
	files    map[string]json.RawMessage
	roster   *roster.Match
	evenings *evening.Match
}

// readBackup reads and checks a whole backup: its marks, its checksum and
// every save in it. It changes nothing, and its error is one of the
// ErrBackup… reasons.
func readBackup(data []byte) (*backup, error) {
	var f backupFile
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, notParsed(data, err)
	}
	switch {
	case f.Kind != BackupKind:
		return nil, ErrNotABackup
	case f.Version > BackupVersion:
		return nil, ErrBackupNewer
	case f.Version < 1 || len(f.Content) == 0:
		return nil, ErrNotABackup
	}
	// The content as this app writes it is compact already; a file laid
	// out again by an editor is checked in its compact form.
	content := []byte(f.Content)
	if checksum(content) != strings.ToLower(f.SHA256) {
		var compact bytes.Buffer
		if err := json.Compact(&compact, content); err != nil {
			return nil, ErrBackupDamaged
		}
		if content = compact.Bytes(); checksum(content) != strings.ToLower(f.SHA256) {
			return nil, ErrBackupTampered
		}
	}
	var c backupContent
	if err := json.Unmarshal(content, &c); err != nil {
		return nil, ErrBackupDamaged
	}
	b := &backup{files: c.Files}
	if err := checkNames(c.Files); err != nil {
		return nil, err
	}
	for name, data := range c.Files {
		if err := checkBackedUp(name, data); err != nil {
			return nil, err
		}
	}
	var err error
	if b.roster, err = loadBackedUp(c.Files[RosterFile], roster.New, roster.Load); err != nil {
		return nil, err
	}
	newEvenings := func() *evening.Match { m, _ := evening.New(evening.Setup{}); return m }
	if b.evenings, err = loadBackedUp(c.Files[EveningsFile], newEvenings, evening.Load); err != nil {
		return nil, err
	}
	if err := checkPlayers(RosterFile, b.roster.State().Players()); err != nil {
		return nil, err
	}
	if err := checkEvenings(b.evenings); err != nil {
		return nil, err
	}
	return b, nil
}

// notParsed tells a file cut short from one that is not a backup at all:
// JSON that is fine as far as it goes and then ends is a backup that was
// cut short, if it begins as one.
func notParsed(data []byte, err error) error {
	var syntax *json.SyntaxError
	trimmed := bytes.TrimSpace(data)
	cut := len(trimmed) == 0 || (errors.As(err, &syntax) && syntax.Offset >= int64(len(data)))
	if !cut {
		return ErrNotABackup
	}
	if len(trimmed) == 0 || bytes.Contains(trimmed, []byte(`"`+BackupKind+`"`)) || len(trimmed) < len(BackupKind)+12 {
		return ErrBackupTruncated
	}
	return ErrNotABackup
}

// checkBackedUp checks that one save of a backup, whose name checkNames
// checked, is a save this build reads.
func checkBackedUp(name string, data []byte) error {
	if _, err := parseEnvelope(data); errors.Is(err, ErrFutureFormat) {
		return ErrBackupNewer
	} else if err != nil {
		return ErrBackupDamaged
	}
	return nil
}

// loadBackedUp rebuilds a match from its save in a backup, or returns a
// new one when the backup has none.
func loadBackedUp[M any](data json.RawMessage, fresh func() M, load func([]byte) (M, error)) (M, error) {
	if data == nil {
		return fresh(), nil
	}
	env, _ := parseEnvelope(data)
	m, err := load(env.Body)
	if err != nil {
		return m, ErrBackupDamaged
	}
	return m, nil
}

// Imported says what an import added: the games, the players, their
// merges and the finished games of the evenings that were not here before,
// and whether the settings were taken.
type Imported struct {
	Games, Players, Merges, Finished int
	// KeptApart are the players of the backup whose ID names another
	// person here, as "name in the backup (name here)": they were added as
	// players of their own, under new IDs.
	KeptApart []string
	// Settings reports that the store had no settings and took the
	// backup's.
	Settings bool
}

// Changed reports whether the import added anything.
func (im Imported) Changed() bool {
	return im.Games+im.Players+im.Merges+im.Finished > 0 || im.Settings
}

// Import merges a backup into the store: it checks the whole backup first,
// and then writes everything or nothing, even across a crash (see
// disk.commit). A game the store has, under its file name (also among the
// removed games, compared as a case-folding disk would), is not added
// again; each game it adds is replayed first. The players and merges of
// the backup's roster join the roster here by roster actions (see
// roster.Join), so that the games saved there count for them here and the
// roster can take the additions back; a player whose ID here names
// another person is kept apart under a new ID, and the games, evenings and
// settings of the backup are rewritten to it. The evenings get the
// finished games and the "New evening" marks they lack. The settings are
// taken only by a store that has none, as a new device's: the last
// table's ticks come with them. Importing the same backup again changes
// nothing.
//
// A backup that is refused returns one of the ErrBackup… errors or a
// *GameNotReplayed, and an import that could not be written returns
// *ImportFailed once what it wrote was taken back: either way the store is
// as it was.
func (s *Store) Import(data []byte) (Imported, error) {
	if len(data) > MaxBackup {
		return Imported{}, ErrBackupTooLarge
	}
	b, err := readBackup(data)
	if err != nil {
		return Imported{}, err
	}
	var im Imported
	var writes []pending

	local, err := loadHere(s, RosterFile, roster.New, roster.Load)
	if err != nil {
		return Imported{}, err
	}
	joined, err := roster.Join(local, b.roster)
	if err != nil {
		return Imported{}, fmt.Errorf("%w: %v", ErrBackupDamaged, err)
	}
	im.Players, im.Merges, im.KeptApart = joined.Added, joined.Merges, joined.KeptApart
	if err := b.rewrite(joined.NewIDs); err != nil {
		return Imported{}, err
	}

	here, err := s.gameFiles()
	if err != nil {
		return Imported{}, &ImportFailed{err}
	}
	var newGames []string
	for name := range b.files {
		if path.Dir(name) == GamesDir && !here[folded(path.Base(name))] {
			newGames = append(newGames, name)
		}
	}
	slices.Sort(newGames)
	if err := replayGames(newGames, b.files); err != nil {
		return Imported{}, err
	}
	for _, name := range newGames {
		writes = append(writes, pending{name: name, data: b.files[name]})
	}
	im.Games = len(newGames)

	if im.Players+im.Merges > 0 {
		w, err := s.pendingSave(RosterFile, "roster", local)
		if err != nil {
			return Imported{}, err
		}
		writes = append(writes, w)
	}

	newEvenings := func() *evening.Match { m, _ := evening.New(evening.Setup{}); return m }
	evenings, err := loadHere(s, EveningsFile, newEvenings, evening.Load)
	if err != nil {
		return Imported{}, err
	}
	finished, marks, err := evening.Join(evenings, b.evenings)
	if err != nil {
		return Imported{}, ErrBackupDamaged
	}
	im.Finished = finished
	if finished+marks > 0 {
		w, err := s.pendingSave(EveningsFile, "evenings", evenings)
		if err != nil {
			return Imported{}, err
		}
		writes = append(writes, w)
	}
	if settings, ok := b.files[SettingsFile]; ok && !s.disk.exists(SettingsFile) {
		writes = append(writes, pending{name: SettingsFile, data: settings})
		im.Settings = true
	}
	if err := s.disk.commit(writes); err != nil {
		return Imported{}, &ImportFailed{err}
	}
	return im, nil
}

// rewrite gives the players the import keeps apart their new IDs in every
// save of the backup: its games, its evenings and its settings.
func (b *backup) rewrite(ids map[string]string) error {
	if len(ids) == 0 {
		return nil
	}
	for name, data := range b.files {
		if name == RosterFile {
			continue
		}
		out, err := rewriteSave(data, ids)
		if err != nil {
			return fmt.Errorf("%w: %s: %v", ErrBackupDamaged, name, err)
		}
		b.files[name] = out
	}
	env, _ := parseEnvelope(b.files[EveningsFile])
	if env.Body == nil {
		return nil
	}
	m, err := evening.Load(env.Body)
	if err != nil {
		return fmt.Errorf("%w: %s: %v", ErrBackupDamaged, EveningsFile, err)
	}
	b.evenings = m
	return nil
}

// gameFiles returns the names of the files in the folder of the games and
// in that of the removed games, without their folders and folded as a
// disk that folds case compares them (see folded): a game the table
// removed is still known by its file.
func (s *Store) gameFiles() (map[string]bool, error) {
	names := map[string]bool{}
	for _, dir := range []string{GamesDir, RemovedDir} {
		files, err := s.disk.list(dir)
		if err != nil && !errors.Is(err, os.ErrNotExist) {
			return nil, err
		}
		for _, f := range files {
			names[folded(f)] = true
		}
	}
	return names, nil
}

// loadHere reads one of the store's own matches for the import, or a new
// one when the store has none. A save here that cannot be read stops the
// import, as a merge into it would overwrite it.
func loadHere[M any](s *Store, name string, fresh func() M, load func([]byte) (M, error)) (M, error) {
	data, err := s.disk.read(name)
	if errors.Is(err, os.ErrNotExist) {
		return fresh(), nil
	}
	if err != nil {
		return fresh(), &ImportFailed{err}
	}
	env, err := parseEnvelope(data)
	if err != nil {
		return fresh(), &ImportFailed{fmt.Errorf("%s: %w", name, err)}
	}
	m, err := load(env.Body)
	if err != nil {
		return m, &ImportFailed{fmt.Errorf("%s: %w", name, err)}
	}
	return m, nil
}

// pending is a file an import is about to write.
type pending struct {
	name string
	data []byte
}

// pendingSave returns the save of body under name as Save would write it.
func (s *Store) pendingSave(name, kind string, body any) (pending, error) {
	data, err := json.Marshal(outgoing{Format: Format, Kind: kind, Saved: s.now().UTC(), Body: body})
	return pending{name: name, data: data}, err
}

// written is a file an import wrote, with what it was before: its bytes
// when it was there.
type written struct {
	name string
	old  []byte
	had  bool
}

// writeInTurn is the commit of a disk that has no transaction: it writes
// the files one by one, and when a write fails it puts back what was there
// before, last first: each file's old bytes, or no file when there was none.
func writeInTurn(d disk, files []pending) error {
	var done []written
	for _, w := range files {
		old, err := d.read(w.name)
		had := err == nil
		if err != nil && !errors.Is(err, os.ErrNotExist) {
			return rollBack(d, done, err)
		}
		if err := d.write(w.name, w.data); err != nil {
			return rollBack(d, done, err)
		}
		done = append(done, written{w.name, old, had})
	}
	return nil
}

// rollBack takes back the files written, last first, and returns the
// reason the writing stopped; a file that could not be put back is named
// too.
func rollBack(d disk, done []written, reason error) error {
	errs := []error{reason}
	for _, w := range slices.Backward(done) {
		var err error
		if w.had {
			err = d.write(w.name, w.old)
		} else {
			err = d.remove(w.name)
		}
		if err != nil {
			errs = append(errs, fmt.Errorf("%s could not be put back: %w", w.name, err))
		}
	}
	return errors.Join(errs...)
}
