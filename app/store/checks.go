package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"regexp"
	"runtime"
	"strings"
	"sync"
	"unicode/utf8"

	"tablecompanion/games"
	"tablecompanion/games/evening"
	"tablecompanion/games/kinds"
	"tablecompanion/games/roster"
)

// What a backup may hold. Five years of a weekly table, 2,000 games, make
// a backup of about 6 MB; the limits leave ten times that room and keep a
// file made to exhaust the device's memory out before it is read whole.
const (
	// MaxBackup is the largest backup an import reads, in bytes.
	MaxBackup = 64 << 20
	// maxGameSave is the largest save of one game in a backup, in bytes;
	// a long game's is a few tens of kilobytes.
	maxGameSave = 1 << 20
	// maxFiles is the most saves a backup may hold.
	maxFiles = 50_000
)

// ErrBackupTooLarge says the file is larger than any backup this app
// makes (MaxBackup); it was not read.
var ErrBackupTooLarge = errors.New("the backup is too large")

// ReadBackup reads a backup file from r, but not more than MaxBackup bytes
// of it: a larger file is refused with ErrBackupTooLarge before it fills
// the memory.
func ReadBackup(r io.Reader) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxBackup+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxBackup {
		return nil, ErrBackupTooLarge
	}
	return data, nil
}

// GameNotReplayed says a game in the backup cannot be replayed by its
// engine: the backup is refused whole, naming the game.
type GameNotReplayed struct {
	// File is the game's save in the backup.
	File string
	// Err is the engine's reason.
	Err error
}

// Error names the game and the reason.
func (e *GameNotReplayed) Error() string {
	return fmt.Sprintf("the game %s in the backup cannot be replayed: %v", e.File, e.Err)
}

// Unwrap returns ErrBackupDamaged and the engine's reason.
func (e *GameNotReplayed) Unwrap() []error { return []error{ErrBackupDamaged, e.Err} }

// gameName is the form of the name NewGameName gives a game's save: the
// UTC time its setup opened, its kind, and a number.
var gameName = regexp.MustCompile(`^games/[0-9]{8}-[0-9]{6}-([a-z]{1,16})-[1-9][0-9]{0,5}\.json$`)

// GameName reports whether name is a game's save as NewGameName names it,
// of a kind of game this build referees, and returns that kind.
func GameName(name string) (kind string, ok bool) {
	m := gameName.FindStringSubmatch(name)
	if m == nil {
		return "", false
	}
	if _, known := kinds.Lookup(m[1]); !known {
		return "", false
	}
	return m[1], true
}

// folded is a file's name as a disk that folds case compares it (Windows,
// macOS): two names with the same folded form are one file there.
func folded(name string) string { return strings.ToLower(strings.ToUpper(name)) }

// damaged is ErrBackupDamaged with what was found, for the log.
func damaged(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrBackupDamaged, fmt.Sprintf(format, args...))
}

// checkNames checks the names of a backup's saves: the roster, the
// settings, the evenings, and games named as NewGameName names them, no two
// of which a case-folding disk would take for one file.
func checkNames(files map[string]json.RawMessage) error {
	if len(files) > maxFiles {
		return damaged("%d saves", len(files))
	}
	seen := map[string]string{}
	for name := range files {
		switch name {
		case RosterFile, SettingsFile, EveningsFile:
		default:
			if _, ok := GameName(name); !ok {
				return damaged("the name %q", name)
			}
			if len(files[name]) > maxGameSave {
				return damaged("%s is %d bytes", name, len(files[name]))
			}
		}
		if other, ok := seen[folded(name)]; ok {
			return damaged("%q and %q are one file on a disk that folds case", name, other)
		}
		seen[folded(name)] = name
	}
	return nil
}

// checkPlayers checks the players a save names: IDs of the roster's forms
// and names a roster takes.
func checkPlayers(where string, players games.Seats) error {
	for _, p := range players {
		if !roster.ValidID(p.ID) {
			return damaged("%s names the player ID %q", where, p.ID)
		}
		if n := utf8.RuneCountInString(p.Name); n > roster.MaxName || !utf8.ValidString(p.Name) {
			return damaged("%s names a player of %d letters", where, n)
		}
	}
	return nil
}

// checkEvenings checks every game the evenings record: a game's save
// name of the app's form, of the kind it says, and its players.
func checkEvenings(m *evening.Match) error {
	for _, g := range m.State().Games() {
		if kind, ok := GameName(g.File); !ok || kind != g.Kind {
			return damaged("the evenings name the game %q", g.File)
		}
		if err := checkPlayers(g.File, g.Players); err != nil {
			return err
		}
	}
	return nil
}

// replayGame replays a game's save of the backup with its kind's engine,
// and returns who played; a game that does not replay is a
// *GameNotReplayed.
func replayGame(name string, data []byte) (games.Seats, error) {
	env, err := parseEnvelope(data)
	if err != nil {
		return nil, damaged("%s: %v", name, err)
	}
	kind, _ := GameName(name)
	k, ok := kinds.Lookup(env.Kind)
	if !ok || env.Kind != kind {
		return nil, &GameNotReplayed{File: name, Err: fmt.Errorf("the kind %q", env.Kind)}
	}
	played, err := k.Replay(env.Body)
	if err != nil {
		return nil, &GameNotReplayed{File: name, Err: err}
	}
	if err := checkPlayers(name, played.Players); err != nil {
		return nil, err
	}
	return played.Players, nil
}

// replayGames replays the games of a backup by their names, on every
// core, and returns the error of the first that does not replay.
func replayGames(names []string, files map[string]json.RawMessage) error {
	errs := make([]error, len(names))
	next := make(chan int)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for i := range next {
				_, errs[i] = replayGame(names[i], files[names[i]])
			}
		})
	}
	for i := range names {
		next <- i
	}
	close(next)
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}
