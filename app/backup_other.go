//go:build !(js && wasm)

package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"

	"tablecompanion/app/store"
)

// openFile asks for a backup with Fyne's open dialog, in the folder where
// the save dialog opens, and hands over its bytes, or
// store.ErrBackupTooLarge without reading past the limit; a dialog the
// table cancels hands over nothing.
func openFile(win fyne.Window, folder fyne.ListableURI, done func([]byte, error)) {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil || r == nil {
			if err != nil {
				done(nil, err)
			}
			return
		}
		data, err := store.ReadBackup(r)
		if cerr := r.Close(); err == nil {
			err = cerr
		}
		done(data, err)
	}, win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
	if folder != nil {
		d.SetLocation(folder)
	}
	d.Show()
}

// storageWarning is the browser's: a desktop keeps its saves in a folder.
func storageWarning() string { return "" }
