//go:build js

package store

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"sync"
	"syscall/js"

	"fyne.io/fyne/v2"
)

// The browser's saves live in an IndexedDB database of their own: one
// object store whose keys are the files' names and whose values are the
// files' bytes, with no index at all. That is the schema both engines
// tablets run accept; Fyne's own repository puts unique indexes on an
// empty key path, which WebKit (Safari on an iPad) refuses at the second
// write, so nothing was kept there.
//
// IndexedDB rather than localStorage: localStorage keeps about 5 MB per
// site in both engines, as UTF-16 strings, and an evening's games are kept
// for months, which could outgrow it; it also writes synchronously on the
// page's thread. IndexedDB's quota is a share of the disk, and each write
// below is one transaction, which the browser commits whole or not at all:
// the atomic replace a save needs.
const (
	// databaseName is the database of the saves.
	databaseName = "tablecompanion"
	// filesStore is its object store of files.
	filesStore = "files"
	// migratedKey marks the database once the saves of Fyne's repository
	// have been carried over, so that they are read only once.
	migratedKey = ".migrated-from-fyne"
	// fyneDatabase is the database of Fyne's IndexedDB repository, where
	// the builds before this one kept the saves.
	fyneDatabase = "files"
)

// browserDisk returns the disk of the web build: the database of the
// saves, with the saves the builds before kept below root in Fyne's
// repository carried over the first time. When the browser refuses
// storage, the disk refuses every write with the reason and play goes on.
func browserDisk(root fyne.URI) disk {
	d, err := openIndexedDB()
	if err != nil {
		return refused{err}
	}
	if err := d.migrate(root.Path()); err != nil {
		// The old saves stay where they are, to be tried again at the
		// next start; the new ones are kept meanwhile.
		fyne.LogError("carrying the saves over from Fyne's storage", err)
	}
	return d
}

// indexedDB is a disk in the database of the saves.
type indexedDB struct {
	db     js.Value
	behind *behind
}

// behind keeps count of the writes issued and not yet committed. A save
// after a tap does not wait for the browser's commit, which at a tablet's
// speed held the frame that answers the tap by tens of milliseconds: the
// browser runs the transactions on one store in the order they were made,
// so every later read or write sees the save. What is lost in a page
// killed before the commit is the last tap's save, as it would be killed
// a moment earlier. A write the browser then refuses is reported by the
// next write, and finish waits until none is pending.
type behind struct {
	mu      sync.Mutex
	pending int
	failed  error
	idle    chan struct{}
}

// issued notes a write issued and returns the failure of an earlier one,
// if one failed since the last report.
func (b *behind) issued() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.pending == 0 {
		b.idle = make(chan struct{})
	}
	b.pending++
	err := b.failed
	b.failed = nil
	return err
}

// ended notes a write ended, with its failure if it failed.
func (b *behind) ended(name string, err error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if err != nil {
		b.failed = fmt.Errorf("%s: %w", name, err)
	}
	b.pending--
	if b.pending == 0 {
		close(b.idle)
	}
}

// wait returns once no write is pending, with the failure of one that
// failed since the last report.
func (b *behind) wait() error {
	b.mu.Lock()
	idle := b.idle
	pending := b.pending
	b.mu.Unlock()
	if pending > 0 {
		<-idle
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	err := b.failed
	b.failed = nil
	return err
}

// openIndexedDB opens the database of the saves, making it the first time.
func openIndexedDB() (d indexedDB, err error) {
	defer catch(&err)
	factory := js.Global().Get("indexedDB")
	if !factory.Truthy() {
		return d, errors.New("no IndexedDB in this browser")
	}
	req := factory.Call("open", databaseName, 1)
	upgrade := js.FuncOf(func(js.Value, []js.Value) any {
		db := req.Get("result")
		if !db.Get("objectStoreNames").Call("contains", filesStore).Bool() {
			db.Call("createObjectStore", filesStore)
		}
		return nil
	})
	defer upgrade.Release()
	req.Set("onupgradeneeded", upgrade)
	db, err := await(req)
	req.Set("onupgradeneeded", js.Null())
	return indexedDB{db: db, behind: &behind{}}, err
}

// await waits for an IndexedDB request to succeed or fail.
func await(req js.Value) (js.Value, error) {
	done := make(chan error, 1)
	ok := js.FuncOf(func(js.Value, []js.Value) any {
		done <- nil
		return nil
	})
	failed := js.FuncOf(func(js.Value, []js.Value) any {
		done <- domError(req.Get("error"))
		return nil
	})
	defer ok.Release()
	defer failed.Release()
	req.Set("onsuccess", ok)
	req.Set("onerror", failed)
	err := <-done
	req.Set("onsuccess", js.Null())
	req.Set("onerror", js.Null())
	if err != nil {
		return js.Undefined(), err
	}
	return req.Get("result"), nil
}

// awaitPromise waits for a promise to settle.
func awaitPromise(p js.Value) (js.Value, error) {
	type result struct {
		v   js.Value
		err error
	}
	done := make(chan result, 1)
	ok := js.FuncOf(func(_ js.Value, args []js.Value) any {
		done <- result{v: args[0]}
		return nil
	})
	failed := js.FuncOf(func(_ js.Value, args []js.Value) any {
		done <- result{err: domError(args[0])}
		return nil
	})
	defer ok.Release()
	defer failed.Release()
	p.Call("then", ok, failed)
	r := <-done
	return r.v, r.err
}

// domError turns a DOMException into a Go error with its name and message.
func domError(e js.Value) error {
	if !e.Truthy() {
		return errors.New("the browser's storage failed")
	}
	return fmt.Errorf("%s: %s", e.Get("name").String(), e.Get("message").String())
}

// catch turns an exception the browser threw at a call into the error.
func catch(err *error) {
	if r := recover(); r != nil {
		e, ok := r.(js.Error)
		if !ok {
			panic(r)
		}
		*err = domError(e.Value)
	}
}

// transact runs f on the files' store in one transaction of the mode
// ("readonly" or "readwrite"), and waits until the browser has committed
// it, or aborted it and everything f asked for.
func (d indexedDB) transact(mode string, f func(files js.Value)) error {
	return transact(d.db, filesStore, mode, f)
}

// transact runs f on the object store of the database db in one
// transaction, as indexedDB.transact does.
func transact(db js.Value, store, mode string, f func(files js.Value)) (err error) {
	defer catch(&err)
	tx := db.Call("transaction", store, mode)
	done := make(chan error, 1)
	// A failed request aborts its transaction, so complete and abort are
	// the two ends, and only one of them comes.
	complete := js.FuncOf(func(js.Value, []js.Value) any {
		done <- nil
		return nil
	})
	abort := js.FuncOf(func(js.Value, []js.Value) any {
		done <- domError(tx.Get("error"))
		return nil
	})
	defer complete.Release()
	defer abort.Release()
	tx.Set("oncomplete", complete)
	tx.Set("onabort", abort)
	// A call f makes that throws aborts the transaction, and its end is
	// awaited all the same, so that no end comes to a released callback.
	var thrown error
	func() {
		defer catch(&thrown)
		f(tx.Call("objectStore", store))
	}()
	if thrown != nil {
		func() {
			defer catch(new(error))
			tx.Call("abort")
		}()
	}
	err = <-done
	tx.Set("oncomplete", js.Null())
	tx.Set("onabort", js.Null())
	if thrown != nil {
		return thrown
	}
	return err
}

func (d indexedDB) where() string { return "IndexedDB " + databaseName }

func (d indexedDB) read(name string) ([]byte, error) {
	var req js.Value
	if err := d.transact("readonly", func(files js.Value) { req = files.Call("get", name) }); err != nil {
		return nil, err
	}
	v := req.Get("result")
	if v.IsUndefined() {
		return nil, fmt.Errorf("%s: %w", name, os.ErrNotExist)
	}
	data := make([]byte, v.Get("length").Int())
	js.CopyBytesToGo(data, v)
	return data, nil
}

// bytesJS copies data into a new Uint8Array.
func bytesJS(data []byte) js.Value {
	a := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(a, data)
	return a
}

// write issues the file's put in a transaction of its own and returns
// without waiting for the commit (see behind), with the failure of an
// earlier write if one failed.
func (d indexedDB) write(name string, data []byte) (err error) {
	earlier := d.behind.issued()
	issued := false
	defer func() {
		if !issued {
			d.behind.ended(name, nil)
		}
	}()
	defer catch(&err)
	tx := d.db.Call("transaction", filesStore, "readwrite")
	var end js.Func
	end = js.FuncOf(func(_ js.Value, args []js.Value) any {
		var failed error
		if args[0].Get("type").String() == "abort" {
			failed = domError(tx.Get("error"))
		}
		tx.Set("oncomplete", js.Null())
		tx.Set("onabort", js.Null())
		end.Release()
		d.behind.ended(name, failed)
		return nil
	})
	tx.Set("oncomplete", end)
	tx.Set("onabort", end)
	// A put that throws leaves the transaction to abort of itself, and
	// the abort ends the write.
	issued = true
	tx.Call("objectStore", filesStore).Call("put", bytesJS(data), name)
	return earlier
}

// commit writes every file in one transaction, which the browser commits
// whole or not at all, a crash of the page included.
func (d indexedDB) commit(files []pending) error {
	return d.transact("readwrite", func(store js.Value) {
		for _, p := range files {
			store.Call("put", bytesJS(p.data), p.name)
		}
	})
}

func (d indexedDB) move(from, to string) error {
	data, err := d.read(from)
	if err != nil {
		return err
	}
	return d.transact("readwrite", func(files js.Value) {
		files.Call("put", bytesJS(data), to)
		files.Call("delete", from)
	})
}

func (d indexedDB) remove(name string) error {
	return d.transact("readwrite", func(files js.Value) { files.Call("delete", name) })
}

func (d indexedDB) exists(name string) bool {
	var req js.Value
	if err := d.transact("readonly", func(files js.Value) { req = files.Call("count", name) }); err != nil {
		return false
	}
	return req.Get("result").Int() > 0
}

// list returns the names below dir with no further folder: folders are
// only the prefixes of the names.
func (d indexedDB) list(dir string) ([]string, error) {
	prefix := ""
	if dir != "" {
		prefix = strings.TrimSuffix(dir, "/") + "/"
	}
	var req js.Value
	if err := d.transact("readonly", func(files js.Value) {
		req = files.Call("getAllKeys", js.Global().Get("IDBKeyRange").Call("bound", prefix, prefix+"\uffff"))
	}); err != nil {
		return nil, err
	}
	keys := req.Get("result")
	var names []string
	for i := range keys.Length() {
		name := strings.TrimPrefix(keys.Index(i).String(), prefix)
		if !strings.Contains(name, "/") {
			names = append(names, name)
		}
	}
	return names, nil
}

func (d indexedDB) mkdir(string) error { return nil }

// finish waits for the writes still pending: a transaction is never left
// half done, so there is nothing else to end.
func (d indexedDB) finish() error { return d.behind.wait() }

func (d indexedDB) probe() error {
	return d.transact("readwrite", func(files js.Value) {
		files.Call("put", bytesJS([]byte("ok")), ".probe")
		files.Call("delete", ".probe")
	})
}

// migrate carries the saves kept below the folder root in Fyne's
// repository over to the database, once: every file there, read from
// Fyne's database as it stores them (the file's path as the key of a Blob
// in its "data" store), is put under its name below root, unless the
// database already has that name, in one transaction with the mark that
// the carrying is done. Fyne's database is left as it was.
func (d indexedDB) migrate(root string) (err error) {
	if d.exists(migratedKey) {
		return nil
	}
	old, err := readFyneFiles(root)
	if err != nil {
		return err
	}
	var have map[string]bool
	if len(old) > 0 {
		names, err := d.allNames()
		if err != nil {
			return err
		}
		have = names
	}
	return d.transact("readwrite", func(files js.Value) {
		for name, data := range old {
			if !have[name] {
				files.Call("put", bytesJS(data), name)
			}
		}
		files.Call("put", bytesJS([]byte("ok")), migratedKey)
	})
}

// allNames returns every name in the database.
func (d indexedDB) allNames() (map[string]bool, error) {
	var req js.Value
	if err := d.transact("readonly", func(files js.Value) { req = files.Call("getAllKeys") }); err != nil {
		return nil, err
	}
	keys := req.Get("result")
	names := map[string]bool{}
	for i := range keys.Length() {
		names[keys.Index(i).String()] = true
	}
	return names, nil
}

// readFyneFiles returns the files below the folder root in Fyne's
// database, by their names below root; none when there is no such
// database or it has no files.
func readFyneFiles(root string) (files map[string][]byte, err error) {
	defer catch(&err)
	if !strings.HasSuffix(root, "/") {
		root += "/"
	}
	// Opened without a version, a database that is not there would be
	// made empty: the upgrade that would make it is called off instead.
	req := js.Global().Get("indexedDB").Call("open", fyneDatabase)
	none := false
	upgrade := js.FuncOf(func(js.Value, []js.Value) any {
		none = true
		req.Get("transaction").Call("abort")
		return nil
	})
	defer upgrade.Release()
	req.Set("onupgradeneeded", upgrade)
	db, err := await(req)
	req.Set("onupgradeneeded", js.Null())
	if none {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	defer db.Call("close")
	if !db.Get("objectStoreNames").Call("contains", "data").Bool() {
		return nil, nil
	}
	var keys, values js.Value
	if err := transact(db, "data", "readonly", func(data js.Value) {
		keys, values = data.Call("getAllKeys"), data.Call("getAll")
	}); err != nil {
		return nil, err
	}
	keys, values = keys.Get("result"), values.Get("result")
	files = map[string][]byte{}
	for i := range keys.Length() {
		key := keys.Index(i)
		if key.Type() != js.TypeString || !strings.HasPrefix(key.String(), root) {
			continue
		}
		b, err := blobBytes(values.Index(i))
		if err != nil {
			return nil, fmt.Errorf("%s: %w", key.String(), err)
		}
		files[strings.TrimPrefix(key.String(), root)] = b
	}
	return files, nil
}

// blobBytes returns the bytes of a Blob, as Fyne's repository stores a
// file.
func blobBytes(blob js.Value) ([]byte, error) {
	if !blob.InstanceOf(js.Global().Get("Blob")) {
		return nil, errors.New("not a Blob")
	}
	buf, err := awaitPromise(blob.Call("arrayBuffer"))
	if err != nil {
		return nil, err
	}
	a := js.Global().Get("Uint8Array").New(buf)
	data := make([]byte, a.Get("length").Int())
	js.CopyBytesToGo(data, a)
	return data, nil
}

// refused is the disk of a browser that refuses storage: nothing is
// there, and every write fails with the browser's reason.
type refused struct{ err error }

func (r refused) where() string { return "IndexedDB " + databaseName }

func (r refused) read(name string) ([]byte, error) {
	return nil, fmt.Errorf("%s: %w", name, os.ErrNotExist)
}

func (r refused) write(string, []byte) error { return r.err }

func (r refused) move(string, string) error { return r.err }

func (r refused) remove(string) error { return r.err }

func (r refused) commit([]pending) error { return r.err }

func (r refused) finish() error { return nil }

func (r refused) exists(string) bool { return false }

func (r refused) list(string) ([]string, error) { return nil, nil }

func (r refused) mkdir(string) error { return r.err }

func (r refused) probe() error { return r.err }
