package store

import (
	"errors"
	"os"
	"time"

	"golang.org/x/sys/windows"
)

// On Windows a folder cannot be flushed (a folder handle opened to read
// refuses FlushFileBuffers with "Access denied"): the file's own flush
// (Sync is FlushFileBuffers) and MoveFileEx with MOVEFILE_WRITE_THROUGH,
// which returns only once the move is on the disk, are what NTFS gives.

// replace puts the flushed file tmp in the place of path, and returns once
// the replace is on the disk.
func replace(tmp, path string) error {
	return moveFile(tmp, path, windows.MOVEFILE_REPLACE_EXISTING|windows.MOVEFILE_WRITE_THROUGH)
}

// rename moves a file to a free name and returns once the move is on the
// disk; it fails when the name is taken.
func rename(from, to string) error {
	return moveFile(from, to, windows.MOVEFILE_WRITE_THROUGH)
}

// moveOver moves a file in the place of another or to a free name, and
// returns once the move is on the disk.
func moveOver(from, to string) error { return replace(from, to) }

// syncDir has nothing to do on Windows: MOVEFILE_WRITE_THROUGH put each
// move on the disk before it returned.
func syncDir(string) error { return nil }

// busyFor is how long a move waits for a file that another program holds
// open: a virus scanner or the search indexer opens a new file for a moment
// without letting it be replaced.
const busyFor = time.Second

func moveFile(from, to string, flags uint32) error {
	src, err := windows.UTF16PtrFromString(from)
	if err != nil {
		return err
	}
	dst, err := windows.UTF16PtrFromString(to)
	if err != nil {
		return err
	}
	err = whileBusy(busyFor, func() error { return windows.MoveFileEx(src, dst, flags) })
	if err != nil {
		return &os.LinkError{Op: "MoveFileEx", Old: from, New: to, Err: err}
	}
	return nil
}

// whileBusy runs op again, after a growing pause, while it fails because
// another program holds the file and the time given is not spent; then it
// returns op's last error.
func whileBusy(limit time.Duration, op func() error) error {
	end := time.Now().Add(limit)
	pause := time.Millisecond
	for {
		err := op()
		if err == nil || !busy(err) || time.Now().Add(pause).After(end) {
			return err
		}
		time.Sleep(pause)
		pause = min(2*pause, 100*time.Millisecond)
	}
}

// busy reports whether err says that another program has the file open.
func busy(err error) bool {
	return errors.Is(err, windows.ERROR_ACCESS_DENIED) || errors.Is(err, windows.ERROR_SHARING_VIOLATION) ||
		errors.Is(err, windows.ERROR_LOCK_VIOLATION)
}
