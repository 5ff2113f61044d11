// Package store keeps the app's saves: one versioned JSON file per game,
// plus the roster and the settings, each written atomically after every
// change. A file that cannot be read is moved aside, never overwritten.
package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// Format is the version of the save files this build writes. A file of a
// newer format is left for the build that wrote it: it is moved aside, not
// read.
const Format = 1

// GamesDir is the folder under the store that holds one file per game.
const GamesDir = "games"

// RemovedDir is the folder under the store that keeps the games the table
// removed, so that a removal can be taken back.
const RemovedDir = "removed"

// envelope is a save file: what it holds and in which format.
type envelope struct {
	Format int             `json:"format"`
	Kind   string          `json:"kind"`
	Saved  time.Time       `json:"saved"`
	Body   json.RawMessage `json:"body"`
}

// outgoing is an envelope being written; its body is encoded in the same
// pass as the envelope.
type outgoing struct {
	Format int       `json:"format"`
	Kind   string    `json:"kind"`
	Saved  time.Time `json:"saved"`
	Body   any       `json:"body"`
}

// Unreadable says a save file could not be read, and where it was moved.
type Unreadable struct {
	Name    string
	MovedTo string
	Err     error
}

// Error says which file and why.
func (u *Unreadable) Error() string {
	return fmt.Sprintf("%s could not be read (%v); kept as %s", u.Name, u.Err, u.MovedTo)
}

// Unwrap returns the reason.
func (u *Unreadable) Unwrap() error { return u.Err }

// ErrFutureFormat says a file was written by a newer build of the app.
var ErrFutureFormat = errors.New("written by a newer version of the app")

// Store is a folder of save files.
type Store struct {
	dir   string
	now   func() time.Time
	given map[string]bool
}

// Open returns the store in dir, making its folders. It returns the store
// together with an error when the folder cannot be written: the app can then
// still read and play, and tells the user that nothing will be kept.
func Open(dir string) (*Store, error) {
	s := &Store{dir: dir, now: time.Now, given: map[string]bool{}}
	if err := os.MkdirAll(filepath.Join(dir, GamesDir), 0o755); err != nil {
		return s, err
	}
	probe, err := os.CreateTemp(dir, ".probe-*")
	if err != nil {
		return s, err
	}
	name := probe.Name()
	probe.Close()
	return s, os.Remove(name)
}

// Dir returns the store's folder.
func (s *Store) Dir() string {
	return s.dir
}

// Save writes body as the file name (a path relative to the store) of the
// given kind. The file is replaced whole or not at all: the new content goes
// to a temporary file that is synced to disk and then renamed over the old.
func (s *Store) Save(name, kind string, body any) error {
	data, err := json.Marshal(outgoing{Format: Format, Kind: kind, Saved: s.now().UTC(), Body: body})
	if err != nil {
		return err
	}
	path := filepath.Join(s.dir, name)
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return err
	}
	ok := false
	defer func() {
		if !ok {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err := tmp.Write(data); err != nil {
		return err
	}
	if err := tmp.Sync(); err != nil {
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return err
	}
	ok = true
	return syncDir(dir)
}

// syncDir makes a rename in dir survive a power cut.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}

// File is a save file as read: what it holds, when it was saved, and its
// body.
type File struct {
	Kind  string
	Saved time.Time
	Body  json.RawMessage
}

// Load reads the file name and returns its kind and body. A missing file
// returns an error that matches os.ErrNotExist. A file that is not a save of
// a format this build reads is moved aside and reported as *Unreadable.
func (s *Store) Load(name string) (kind string, body json.RawMessage, err error) {
	f, err := s.Read(name)
	return f.Kind, f.Body, err
}

// Read reads the file name as Load does, with the time it was saved.
func (s *Store) Read(name string) (File, error) {
	data, err := os.ReadFile(filepath.Join(s.dir, name))
	if err != nil {
		return File{}, err
	}
	var env envelope
	if err := json.Unmarshal(data, &env); err != nil {
		return File{}, s.Aside(name, err)
	}
	switch {
	case env.Format > Format:
		return File{}, s.Aside(name, fmt.Errorf("format %d: %w", env.Format, ErrFutureFormat))
	case env.Format < 1 || env.Kind == "" || len(env.Body) == 0:
		return File{}, s.Aside(name, errors.New("not a save file of this app"))
	}
	return File{Kind: env.Kind, Saved: env.Saved, Body: env.Body}, nil
}

// Remove moves the game file name into RemovedDir, where the games do not
// look and from where Restore brings it back.
func (s *Store) Remove(name string) error {
	removed := filepath.Join(s.dir, RemovedDir)
	if err := os.MkdirAll(removed, 0o755); err != nil {
		return err
	}
	if err := os.Rename(filepath.Join(s.dir, name), filepath.Join(removed, filepath.Base(name))); err != nil {
		return err
	}
	return syncDir(removed)
}

// Restore brings the game file name back from RemovedDir.
func (s *Store) Restore(name string) error {
	path := filepath.Join(s.dir, name)
	if err := os.Rename(filepath.Join(s.dir, RemovedDir, filepath.Base(name)), path); err != nil {
		return err
	}
	return syncDir(filepath.Dir(path))
}

// Aside moves the file name out of the way under a new name that no save
// uses, and returns an *Unreadable that says where it went. The app calls it
// for a file it cannot use, so that the next save does not overwrite it.
func (s *Store) Aside(name string, reason error) error {
	stamp := s.now().UTC().Format("20060102-150405")
	for i := 0; ; i++ {
		moved := fmt.Sprintf("%s.unreadable-%s", name, stamp)
		if i > 0 {
			moved = fmt.Sprintf("%s-%d", moved, i)
		}
		if _, err := os.Lstat(filepath.Join(s.dir, moved)); err == nil {
			continue
		}
		if err := os.Rename(filepath.Join(s.dir, name), filepath.Join(s.dir, moved)); err != nil {
			return &Unreadable{Name: name, MovedTo: name, Err: fmt.Errorf("%v, and it could not be moved aside: %w", reason, err)}
		}
		return &Unreadable{Name: name, MovedTo: moved, Err: reason}
	}
}

// Games returns the names of the game files, oldest first.
func (s *Store) Games() ([]string, error) {
	entries, err := os.ReadDir(filepath.Join(s.dir, GamesDir))
	if err != nil {
		return nil, err
	}
	var names []string
	for _, e := range entries {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".json") && !strings.HasPrefix(e.Name(), ".") {
			names = append(names, filepath.ToSlash(filepath.Join(GamesDir, e.Name())))
		}
	}
	sort.Strings(names)
	return names, nil
}

// NewGameName returns a file name for a new game of the given kind that no
// other game uses; names sort by the time the game started.
func (s *Store) NewGameName(kind string) string {
	stamp := s.now().UTC().Format("20060102-150405")
	for i := 1; ; i++ {
		name := fmt.Sprintf("%s/%s-%s-%d.json", GamesDir, stamp, kind, i)
		if _, err := os.Lstat(filepath.Join(s.dir, name)); errors.Is(err, os.ErrNotExist) && !s.given[name] {
			s.given[name] = true
			return name
		}
	}
}
