package store

import (
	"errors"
	"os"
	"path/filepath"
)

// disk is where a store keeps its files. Names are slash-separated paths
// relative to the store.
type disk interface {
	// where names the place for the user: a folder, or the browser.
	where() string
	// read returns a file's bytes, or an error matching os.ErrNotExist.
	read(name string) ([]byte, error)
	// write replaces a file whole or not at all.
	write(name string, data []byte) error
	// move renames a file; the place it goes to is free.
	move(from, to string) error
	// remove deletes a file; a file that is not there is no error.
	remove(name string) error
	// commit writes files, new or in the place of old ones, all of them
	// or none; on a disk that keeps a journal, even across a crash, which
	// finish then ends at the next start.
	commit(files []pending) error
	// finish ends what a crash interrupted: a commit half done, a
	// temporary file left behind.
	finish() error
	// exists reports whether a file is there.
	exists(name string) bool
	// list returns the names of the files in a folder, without the folder.
	list(dir string) ([]string, error)
	// mkdir makes a folder and its parents.
	mkdir(dir string) error
	// probe checks that the place can be written.
	probe() error
}

// folder is a disk in an OS folder: a write goes to a temporary file that is
// flushed to the disk and then put in the old one's place, so a crash leaves
// either file whole. How the place is made durable is the platform's:
// replace and rename (folder_unix.go, folder_windows.go). An import is
// committed through a journal (journal.go).
type folder struct {
	dir string
	// hook, in tests, hears each step of a commit and may stop it there.
	hook func(commitStep) error
}

func (f folder) where() string { return f.dir }

func (f folder) path(name string) string { return filepath.Join(f.dir, filepath.FromSlash(name)) }

func (f folder) read(name string) ([]byte, error) { return os.ReadFile(f.path(name)) }

func (f folder) write(name string, data []byte) error {
	path := f.path(name)
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
	if err := replace(tmp.Name(), path); err != nil {
		return err
	}
	ok = true
	return nil
}

func (f folder) move(from, to string) error { return rename(f.path(from), f.path(to)) }

func (f folder) remove(name string) error {
	if err := os.Remove(f.path(name)); err != nil && !errors.Is(err, os.ErrNotExist) {
		return err
	}
	return nil
}

func (f folder) exists(name string) bool {
	_, err := os.Lstat(f.path(name))
	return !errors.Is(err, os.ErrNotExist)
}

func (f folder) list(dir string) ([]string, error) {
	entries, err := os.ReadDir(f.path(dir))
	if err != nil {
		return nil, err
	}
	var names []string
	for _, e := range entries {
		if !e.IsDir() {
			names = append(names, e.Name())
		}
	}
	return names, nil
}

func (f folder) mkdir(dir string) error { return os.MkdirAll(f.path(dir), 0o755) }

func (f folder) probe() error {
	probe, err := os.CreateTemp(f.dir, ".probe-*")
	if err != nil {
		return err
	}
	name := probe.Name()
	probe.Close()
	return os.Remove(name)
}
