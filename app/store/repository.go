package store

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
)

// repository is a disk in a Fyne storage repository: in a browser, the
// IndexedDB that Fyne's storage keeps, where a single write is replaced
// whole by the database.
type repository struct{ root fyne.URI }

func (r repository) where() string { return r.root.String() }

// uri returns the URI of a name below the root.
func (r repository) uri(name string) (fyne.URI, error) {
	u := r.root
	for _, part := range strings.Split(name, "/") {
		if part == "" {
			continue
		}
		var err error
		if u, err = storage.Child(u, part); err != nil {
			return nil, err
		}
	}
	return u, nil
}

func (r repository) read(name string) ([]byte, error) {
	u, err := r.uri(name)
	if err != nil {
		return nil, err
	}
	if !r.exists(name) {
		return nil, fmt.Errorf("%s: %w", name, os.ErrNotExist)
	}
	// The browser's reader hands over the whole file in one read, from
	// its start each time, as much of it as the buffer holds: read it into
	// a buffer that is larger than the file, doubling until one is.
	for size := 64 << 10; ; size *= 2 {
		data, err := readOnce(u, size)
		if err != nil || len(data) < size {
			return data, err
		}
	}
}

// readOnce opens u and reads up to size bytes of it in one read.
func readOnce(u fyne.URI, size int) ([]byte, error) {
	rd, err := storage.Reader(u)
	if err != nil {
		return nil, err
	}
	defer rd.Close()
	buf := make([]byte, size)
	n, err := rd.Read(buf)
	if err != nil && !errors.Is(err, io.EOF) {
		return nil, err
	}
	return buf[:n], nil
}

func (r repository) write(name string, data []byte) error {
	u, err := r.uri(name)
	if err != nil {
		return err
	}
	w, err := storage.Writer(u)
	if err != nil {
		return err
	}
	if _, err := w.Write(data); err != nil {
		w.Close()
		return err
	}
	return w.Close()
}

// commit writes the files one by one and takes them back when one fails:
// Fyne's repository has no transaction, so a crash midway is not covered.
// The web build's store is the IndexedDB one, which commits in one
// transaction; this one serves tests outside a browser.
func (r repository) commit(files []pending) error { return writeInTurn(r, files) }

// finish has nothing to end: the repository leaves no temporary files.
func (r repository) finish() error { return nil }

func (r repository) move(from, to string) error {
	src, err := r.uri(from)
	if err != nil {
		return err
	}
	dst, err := r.uri(to)
	if err != nil {
		return err
	}
	return storage.Move(src, dst)
}

func (r repository) remove(name string) error {
	u, err := r.uri(name)
	if err != nil {
		return err
	}
	if err := storage.Delete(u); err != nil && !errors.Is(err, os.ErrNotExist) && r.exists(name) {
		return err
	}
	return nil
}

func (r repository) exists(name string) bool {
	u, err := r.uri(name)
	if err != nil {
		return false
	}
	ok, err := storage.Exists(u)
	return ok && err == nil
}

func (r repository) list(dir string) ([]string, error) {
	u, err := r.uri(dir)
	if err != nil {
		return nil, err
	}
	if !r.exists(dir) {
		return nil, fmt.Errorf("%s: %w", dir, os.ErrNotExist)
	}
	children, err := storage.List(u)
	if err != nil {
		return nil, err
	}
	var names []string
	for _, c := range children {
		if folder, err := storage.CanList(c); err == nil && folder {
			continue
		}
		names = append(names, c.Name())
	}
	return names, nil
}

func (r repository) mkdir(dir string) error {
	u := r.root
	for _, part := range strings.Split(dir, "/") {
		var err error
		if u, err = storage.Child(u, part); err != nil {
			return err
		}
		if ok, err := storage.Exists(u); err != nil {
			return err
		} else if !ok {
			if err := storage.CreateListable(u); err != nil {
				return err
			}
		}
	}
	return nil
}

func (r repository) probe() error {
	const name = ".probe"
	if err := r.write(name, []byte("ok")); err != nil {
		return err
	}
	u, err := r.uri(name)
	if err != nil {
		return err
	}
	if err := storage.Delete(u); err != nil && !errors.Is(err, os.ErrNotExist) {
		return err
	}
	return nil
}
