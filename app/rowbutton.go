package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/screens"
)

// rowButton is a game's row that opens it: a button with the game's icon
// and words that read from its left edge, line by line. A Fyne button
// centres each line of its own text, which splits a row of two lines.
type rowButton struct {
	button *widget.Button
	icon   *widget.Icon
	words  *widget.Label
	object fyne.CanvasObject
}

func newRowButton() *rowButton {
	r := &rowButton{button: widget.NewButton("", nil), icon: widget.NewIcon(nil),
		words: widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})}
	face := container.NewBorder(nil, nil, container.NewPadded(r.icon), nil, r.words)
	r.object = container.NewStack(r.button, face)
	return r
}

// set shows the row's words and icon and makes a tap open.
func (r *rowButton) set(words string, icon fyne.Resource, open func()) {
	screens.SetText(r.words, words)
	if r.icon.Resource != icon {
		r.icon.SetResource(icon)
	}
	r.button.OnTapped = open
}

// rowWords returns the words of the row whose button is b among rows.
func rowWords(rows map[*widget.Button]*rowButton, b *widget.Button) string {
	if r, ok := rows[b]; ok {
		return r.words.Text
	}
	return ""
}
