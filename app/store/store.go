// Package store keeps the app's saves: one versioned JSON file per game,
// plus the roster and the settings, each written atomically after every
// change. A file that cannot be read is moved aside, never overwritten.
package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"path"
	"sort"
	"strings"
	"time"

	"fyne.io/fyne/v2"
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

// Store is a place for save files: a folder, or a browser's storage.
type Store struct {
	disk  disk
	now   func() time.Time
	given map[string]bool
}

// Open returns the store in the folder dir, making its folders. It returns
// the store together with an error when the folder cannot be written: the
// app can then still read and play, and tells the user that nothing will be
// kept.
func Open(dir string) (*Store, error) {
	return openOn(folder{dir: dir})
}

// OpenURI returns the store of the web build, as Open does: in a browser,
// a database of its own in IndexedDB, which first carries over the saves
// that builds before kept below root, the app's storage root in Fyne's
// IndexedDB repository. Outside a browser, the store below root in Fyne's
// storage.
func OpenURI(root fyne.URI) (*Store, error) {
	return openOn(browserDisk(root))
}

func openOn(d disk) (*Store, error) {
	s := &Store{disk: d, now: time.Now, given: map[string]bool{}}
	if err := d.mkdir(GamesDir); err != nil {
		return s, err
	}
	if err := d.finish(); err != nil {
		return s, err
	}
	return s, d.probe()
}

// Dir returns where the store keeps its files, for the user.
func (s *Store) Dir() string {
	return s.disk.where()
}

// Save writes body as the file name (a path relative to the store) of the
// given kind. The file is replaced whole or not at all. A name that is not
// a PortableName is refused.
func (s *Store) Save(name, kind string, body any) error {
	if err := PortableName(name); err != nil {
		return err
	}
	data, err := json.Marshal(outgoing{Format: Format, Kind: kind, Saved: s.now().UTC(), Body: body})
	if err != nil {
		return err
	}
	return s.disk.write(name, data)
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
	data, err := s.disk.read(name)
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
	if err := s.disk.mkdir(RemovedDir); err != nil {
		return err
	}
	return s.disk.move(name, path.Join(RemovedDir, path.Base(name)))
}

// Restore brings the game file name back from RemovedDir.
func (s *Store) Restore(name string) error {
	return s.disk.move(path.Join(RemovedDir, path.Base(name)), name)
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
		if s.disk.exists(moved) {
			continue
		}
		if err := s.disk.move(name, moved); err != nil {
			return &Unreadable{Name: name, MovedTo: name, Err: fmt.Errorf("%v, and it could not be moved aside: %w", reason, err)}
		}
		return &Unreadable{Name: name, MovedTo: moved, Err: reason}
	}
}

// Games returns the names of the game files, oldest first.
func (s *Store) Games() ([]string, error) {
	files, err := s.disk.list(GamesDir)
	if err != nil {
		return nil, err
	}
	var names []string
	for _, f := range files {
		if strings.HasSuffix(f, ".json") && !strings.HasPrefix(f, ".") {
			names = append(names, path.Join(GamesDir, f))
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
		if !s.disk.exists(name) && !s.given[name] {
			s.given[name] = true
			return name
		}
	}
}
