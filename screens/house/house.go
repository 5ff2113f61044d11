// Package house holds the screens that are no game: the roster, the
// settings, the evenings and the records, with the rows and boards they
// share with the home screen. The shell builds each with what it may ask
// of the shell, in a struct of functions; none names the shell.
package house

import (
	_ "embed"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

//go:embed phone.svg
var phoneSVG []byte

// PhoneIcon is a phone: the top bar's Phones button, and a linked player.
var PhoneIcon = theme.NewThemedResource(fyne.NewStaticResource("phone.svg", phoneSVG))

// Heading is a part's heading on a screen that is no game.
func Heading(text string) *widget.Label {
	l := widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.SizeName = theme.SizeNameSubHeadingText
	return l
}
