package screens

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
)

// FitDialog gives a dialog the size it wants, or less where the window is
// smaller: the dialog's content scrolls within it.
func FitDialog(d dialog.Dialog, win fyne.Window, want fyne.Size) {
	room := win.Canvas().Size().Subtract(fyne.NewSquareSize(4 * theme.Padding()))
	d.Resize(want.Min(room))
}
