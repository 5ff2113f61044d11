//go:build !windows

package store

import (
	"os"
	"path/filepath"
)

// replace puts the flushed file tmp in the place of path, and returns once
// the new name is on the disk: the folder is flushed too.
func replace(tmp, path string) error {
	if err := os.Rename(tmp, path); err != nil {
		return err
	}
	return syncDir(filepath.Dir(path))
}

// rename moves a file to a free name and returns once the move is on the
// disk.
func rename(from, to string) error { return replace(from, to) }

// moveOver moves a file in the place of another or to a free name; the
// caller flushes the folder (syncDir) once for many moves.
func moveOver(from, to string) error { return os.Rename(from, to) }

// syncDir makes a rename in dir survive a power cut.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}
