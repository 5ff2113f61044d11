//go:build js && wasm

package app

import (
	"errors"
	"strings"
	"sync/atomic"
	"syscall/js"

	"fyne.io/fyne/v2"

	"tablecompanion/app/store"
	"tablecompanion/screens"
)

// openFile asks for a backup with the browser's own file picker: Fyne's
// open dialog lists the app's storage in a browser, not the tablet's
// files. A hidden <input type=file> is clicked from the tap on Import,
// and the chosen file's bytes come back on the UI goroutine. A picker the
// table cancels hands over nothing.
func openFile(_ fyne.Window, _ fyne.ListableURI, done func([]byte, error)) {
	doc := js.Global().Get("document")
	input := doc.Call("getElementById", "tablecompanion-import")
	if !input.Truthy() {
		// Safari clicks only an input that is on the page.
		input = doc.Call("createElement", "input")
		input.Set("id", "tablecompanion-import")
		input.Set("type", "file")
		input.Set("accept", ".json,application/json")
		input.Get("style").Set("display", "none")
		doc.Get("body").Call("appendChild", input)
	}
	// A picker the table cancelled left its callback: the new one takes
	// its place.
	if pickerChanged.Truthy() {
		pickerChanged.Release()
	}
	pickerChanged = js.FuncOf(func(js.Value, []js.Value) any {
		files := input.Get("files")
		if files.Length() == 0 {
			return nil
		}
		file := files.Index(0)
		input.Set("value", "")
		go func() {
			data, err := []byte(nil), error(store.ErrBackupTooLarge)
			// The browser knows the file's size before its bytes are read.
			if file.Get("size").Float() <= store.MaxBackup {
				data, err = fileBytes(file)
			}
			screens.OnUI(func() { done(data, err) })
		}()
		return nil
	})
	input.Set("onchange", pickerChanged)
	input.Call("click")
}

// pickerChanged is the file picker's callback while it is open; it lives
// until the next Import… tap, as the picker may call it only then.
var pickerChanged js.Func

// fileBytes reads a File the picker gave, waiting for its bytes.
func fileBytes(file js.Value) ([]byte, error) {
	type result struct {
		data []byte
		err  error
	}
	got := make(chan result, 1)
	var ok, failed js.Func
	ok = js.FuncOf(func(_ js.Value, args []js.Value) any {
		a := js.Global().Get("Uint8Array").New(args[0])
		data := make([]byte, a.Get("length").Int())
		js.CopyBytesToGo(data, a)
		got <- result{data: data}
		return nil
	})
	failed = js.FuncOf(func(_ js.Value, args []js.Value) any {
		got <- result{err: errors.New(js.Global().Get("String").Invoke(args[0]).String())}
		return nil
	})
	defer ok.Release()
	defer failed.Release()
	file.Call("arrayBuffer").Call("then", ok, failed)
	r := <-got
	return r.data, r.err
}

// persisted is what the browser answered when the app asked it, at start,
// to keep its storage: 0 while it has not answered, 1 for yes, 2 for no.
var persisted atomic.Int32

// init asks the browser to keep the app's storage (navigator.storage.persist):
// without it Chromium may clear the storage when the disk runs low.
func init() {
	storage := js.Global().Get("navigator").Get("storage")
	if !storage.Truthy() || !storage.Get("persist").Truthy() {
		persisted.Store(2)
		return
	}
	var answered, failed js.Func
	answered = js.FuncOf(func(_ js.Value, args []js.Value) any {
		if args[0].Truthy() {
			persisted.Store(1)
		} else {
			persisted.Store(2)
		}
		answered.Release()
		failed.Release()
		return nil
	})
	failed = js.FuncOf(func(js.Value, []js.Value) any {
		persisted.Store(2)
		answered.Release()
		failed.Release()
		return nil
	})
	storage.Call("persist").Call("then", answered, failed)
}

// storageWarning says why this browser may clear the saves, in the table's
// words, or returns "" when it keeps them: Safari (every browser on an iPad
// is Safari's engine) clears a site's storage after seven days without a
// visit unless the app was added to the home screen; another browser that
// said no to keeping the storage may clear it when space runs low.
func storageWarning() string {
	if webKit() && !standalone() {
		return "backup.storage.safari"
	}
	if persisted.Load() == 2 {
		return "backup.storage.not_kept"
	}
	return ""
}

// webKit reports whether the browser is Safari's engine, and not Chrome's
// (whose user agent names AppleWebKit too).
func webKit() bool {
	ua := js.Global().Get("navigator").Get("userAgent").String()
	return strings.Contains(ua, "AppleWebKit") && !strings.Contains(ua, "Chrome") && !strings.Contains(ua, "Chromium") &&
		!strings.Contains(ua, "Android")
}

// standalone reports whether the app runs from the home screen.
func standalone() bool {
	nav := js.Global().Get("navigator")
	if s := nav.Get("standalone"); s.Type() == js.TypeBoolean && s.Bool() {
		return true
	}
	m := js.Global().Get("matchMedia")
	return m.Truthy() && js.Global().Call("matchMedia", "(display-mode: standalone)").Get("matches").Truthy()
}
