package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
)

// export hands a file the app made to the table: as a download in a
// browser, through the save dialog on the desktop. done hears where it
// was written ("" for a download, which the browser keeps) or why it was
// not; a dialog the table cancels is neither.
func (s *Shell) export(name string, data []byte, done func(where string, err error)) {
	if download(name, data) {
		done("", nil)
		return
	}
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil || w == nil {
			if err != nil {
				done("", err)
			}
			return
		}
		_, err = w.Write(data)
		if cerr := w.Close(); err == nil {
			err = cerr
		}
		done(where(w.URI()), err)
	}, s.win)
	d.SetFileName(name)
	if dir := s.exportFolder(); dir != nil {
		d.SetLocation(dir)
	}
	d.Show()
}

// where is a written file's place as the table reads it: its path, or
// its address when it is no file on the disk.
func where(u fyne.URI) string {
	if u.Scheme() == "file" {
		return u.Path()
	}
	return u.String()
}

// lastFolderPref is the preference in which Fyne's file dialog keeps the
// folder it last showed.
const lastFolderPref = "fyne:fileDialogLastFolder"

// exportFolder returns the folder the save dialog opens in the first time:
// the user's Documents. Later the dialog opens where it was last; left to
// itself it would open in the app's own storage, among the saves.
func (s *Shell) exportFolder() fyne.ListableURI {
	if s.app.Preferences().String(lastFolderPref) != "" {
		return nil
	}
	path := documentsPath()
	if path == "" {
		return nil
	}
	dir, err := storage.ListerForURI(storage.NewFileURI(path))
	if err != nil {
		return nil
	}
	return dir
}
