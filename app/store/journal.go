package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
)

// An import writes many files, and a crash (a kill -9, a flat battery)
// may come at any moment of it. The folder therefore stages them first:
// every file is written and flushed below stagingDir, and only then is
// the journal written, in one atomic replace, listing them. The journal
// is the moment of commit: before it, the next start removes the staging
// folder and the import never happened; after it, the next start moves
// the staged files that are still there into their places, and the import
// happened whole. A move is a rename within one disk, and a rename done
// twice is skipped the second time, so a crash while rolling forward is
// finished by the start after it.
const (
	// stagingDir is the folder an import stages its files in; a dot
	// keeps it out of every listing of the saves.
	stagingDir = ".import"
	// journalFile, in stagingDir, lists the staged files once all of them
	// are on the disk.
	journalFile = "journal.json"
)

// commitStep names a moment of a commit, for a test that stops the commit
// there: "stage" before each staged file, "journal" before the journal is
// written, "move" before each staged file is moved into place.
type commitStep string

// commit writes files whole or not at all, even across a crash: see
// stagingDir.
func (f folder) commit(files []pending) error {
	if err := f.finish(); err != nil || len(files) == 0 {
		return err
	}
	if err := f.stage(files); err != nil {
		removeTree(f.path(stagingDir))
		return err
	}
	var names []string
	for _, p := range files {
		names = append(names, p.name)
	}
	journal, err := json.Marshal(names)
	if err != nil {
		return err
	}
	if err := f.step("journal"); err != nil {
		removeTree(f.path(stagingDir))
		return err
	}
	if err := f.write(stagingDir+"/"+journalFile, journal); err != nil {
		removeTree(f.path(stagingDir))
		return err
	}
	return f.rollForward(names)
}

// step tells the test hook, when there is one, of a moment of a commit; an
// error it returns stops the commit as a failing disk would.
func (f folder) step(s commitStep) error {
	if f.hook == nil {
		return nil
	}
	return f.hook(s)
}

// stage writes every file below stagingDir and flushes each, 32 at a time:
// most of a write is waiting for the disk, and the disk flushes several
// together. The staging folders are flushed once at the end.
func (f folder) stage(files []pending) error {
	dirs := map[string]bool{}
	for _, p := range files {
		dirs[filepath.Dir(f.path(stagingDir+"/"+p.name))] = true
	}
	for dir := range dirs {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
	}
	const writers = 32
	next := make(chan pending)
	errs := make(chan error, writers)
	var wg sync.WaitGroup
	for range writers {
		wg.Go(func() {
			var first error
			for p := range next {
				if first == nil {
					first = f.stageOne(p)
				}
			}
			errs <- first
		})
	}
	for _, p := range files {
		next <- p
	}
	close(next)
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			return err
		}
	}
	for dir := range dirs {
		if err := syncDir(dir); err != nil {
			return err
		}
	}
	return syncDir(f.path(stagingDir))
}

// stageOne writes and flushes one staged file.
func (f folder) stageOne(p pending) error {
	if err := f.step("stage"); err != nil {
		return err
	}
	out, err := os.OpenFile(f.path(stagingDir+"/"+p.name), os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return err
	}
	if _, err := out.Write(p.data); err != nil {
		out.Close()
		return err
	}
	if err := out.Sync(); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

// rollForward moves the staged files that are still staged into their
// places, flushes the folders they went to, and then removes the journal
// and the staging folder. A file no longer staged was moved by an earlier
// roll forward.
func (f folder) rollForward(names []string) error {
	dirs := map[string]bool{}
	for _, name := range names {
		if err := f.step("move"); err != nil {
			return err
		}
		staged := f.path(stagingDir + "/" + name)
		if _, err := os.Lstat(staged); errors.Is(err, os.ErrNotExist) {
			continue
		}
		to := f.path(name)
		if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
			return err
		}
		if err := moveOver(staged, to); err != nil {
			return err
		}
		dirs[filepath.Dir(to)] = true
	}
	for dir := range dirs {
		if err := syncDir(dir); err != nil {
			return err
		}
	}
	if err := os.Remove(f.path(stagingDir + "/" + journalFile)); err != nil && !errors.Is(err, os.ErrNotExist) {
		return err
	}
	return removeTree(f.path(stagingDir))
}

// finish ends what a crash interrupted: an import whose journal was
// written is rolled forward, one whose journal was not is removed, and
// the temporary files of writes that never reached their rename are
// removed from the store's folders.
func (f folder) finish() error {
	journal, err := os.ReadFile(f.path(stagingDir + "/" + journalFile))
	switch {
	case err == nil:
		var names []string
		if err := json.Unmarshal(journal, &names); err != nil {
			return fmt.Errorf("the journal of an import: %w", err)
		}
		for _, name := range names {
			if PortableName(name) != nil || strings.HasPrefix(name, stagingDir) {
				return fmt.Errorf("the journal of an import names %q", name)
			}
		}
		if err := f.rollForward(names); err != nil {
			return err
		}
	case errors.Is(err, os.ErrNotExist):
		if err := removeTree(f.path(stagingDir)); err != nil {
			return err
		}
	default:
		return err
	}
	return f.sweep()
}

// sweep removes the temporary files that a write leaves when it is
// stopped before its rename (see write): ".name.tmp-…" and ".probe-…".
func (f folder) sweep() error {
	var errs []error
	for _, dir := range []string{"", GamesDir, RemovedDir} {
		entries, err := os.ReadDir(f.path(dir))
		if errors.Is(err, os.ErrNotExist) {
			continue
		}
		if err != nil {
			errs = append(errs, err)
			continue
		}
		for _, e := range entries {
			name := e.Name()
			if e.IsDir() || !strings.HasPrefix(name, ".") || !(strings.Contains(name, ".tmp-") || strings.HasPrefix(name, ".probe-")) {
				continue
			}
			if err := os.Remove(filepath.Join(f.path(dir), name)); err != nil && !errors.Is(err, os.ErrNotExist) {
				errs = append(errs, err)
			}
		}
	}
	return errors.Join(errs...)
}

// removeTree removes a folder and everything below it, file by file,
// children first: os.RemoveAll's one call for a whole folder on Windows
// is one that Wine, where the tests also run, refuses. A folder that is not
// there is no error.
func removeTree(dir string) error {
	var paths []string
	err := filepath.WalkDir(dir, func(p string, _ fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		paths = append(paths, p)
		return nil
	})
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	for _, p := range slices.Backward(paths) {
		if err := os.Remove(p); err != nil && !errors.Is(err, os.ErrNotExist) {
			return err
		}
	}
	return nil
}
