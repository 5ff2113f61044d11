package dixit

import (
	"math"

	"fyne.io/fyne/v2"

	"tablecompanion/screens"
)

// nameWidth is the least room a player's name asks for in the round entry,
// so the number rows keep their room beside the board on a small laptop.
const nameWidth = 120

// wholeName lets a name tag take its whole name's width: the entry's
// layout says how much of it shows.
const wholeName = math.MaxFloat32

// entryLayout lays the round entry out as a table of names, cards and
// votes, as screens.Columns does, but the names' column takes the room the
// numbers leave it, up to the longest name, while it asks for no more than
// nameWidth: a long name ends in an ellipsis on a small laptop and shows
// whole where there is room.
type entryLayout struct {
	screens.Columns
}

// MinSize is the table with the names' column at most nameWidth wide.
func (e *entryLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	s := e.Columns.MinSize(objects)
	widths, _ := e.Sizes(screens.Shown(objects))
	return fyne.NewSize(s.Width-widths[0]+min(widths[0], nameWidth), s.Height)
}

// Layout gives the names what the numbers leave, then places each object
// on show in its cell, the last column taking the width left over.
func (e *entryLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	objects = screens.Shown(objects)
	widths, heights := e.Sizes(objects)
	numbers := e.Gap * float32(e.N-1)
	for _, w := range widths[1:] {
		numbers += w
	}
	widths[0] = max(min(widths[0], size.Width-numbers), min(widths[0], nameWidth))
	widths[e.N-1] = max(widths[e.N-1], size.Width-numbers+widths[e.N-1]-widths[0])
	var y float32
	for r, h := range heights {
		var x float32
		for col, w := range widths {
			if i := r*e.N + col; i < len(objects) {
				objects[i].Move(fyne.NewPos(x, y))
				objects[i].Resize(fyne.NewSize(w, h))
			}
			x += w + e.Gap
		}
		y += h + e.Gap
	}
}
