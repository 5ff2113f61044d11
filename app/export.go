package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
)

// export hands a file the app made to the table: as a download in a
// browser, through the save dialog on the desktop. done hears whether it
// was written and, if not, why; a dialog the table cancels is neither.
func (s *Shell) export(name string, data []byte, done func(err error)) {
	if download(name, data) {
		done(nil)
		return
	}
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil || w == nil {
			if err != nil {
				done(err)
			}
			return
		}
		_, err = w.Write(data)
		if cerr := w.Close(); err == nil {
			err = cerr
		}
		done(err)
	}, s.win)
	d.SetFileName(name)
	d.Show()
}
