package screens

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// RowButton is a row that opens something, a game or a player: a button
// with an icon and words that read from its left edge, line by line. A
// Fyne button centres each line of its own text, which splits a row of
// two lines.
type RowButton struct {
	// Button takes the tap; Object is the row to lay out.
	Button *Button
	Object fyne.CanvasObject
	icon   *widget.Icon
	words  *widget.Label
}

// NewRowButton makes an empty row.
func NewRowButton() *RowButton {
	r := &RowButton{Button: NewButton("", nil), icon: widget.NewIcon(nil),
		words: widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})}
	face := container.NewBorder(nil, nil, container.NewPadded(r.icon), nil, r.words)
	r.Object = container.NewStack(r.Button, face)
	return r
}

// Set shows the row's words and icon and makes a tap open.
func (r *RowButton) Set(words string, icon fyne.Resource, open func()) {
	SetText(r.words, words)
	if r.icon.Resource != icon {
		r.icon.SetResource(icon)
	}
	r.Button.OnTapped = open
}

// RowWords returns the words of the row whose button is b among rows.
func RowWords(rows map[*Button]*RowButton, b *Button) string {
	if r, ok := rows[b]; ok {
		return r.words.Text
	}
	return ""
}
