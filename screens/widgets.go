package screens

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games"
)

// bigLabel returns a bold label in one of the theme's larger text sizes, for
// what must be read across the table.
func bigLabel(text string, size fyne.ThemeSizeName) *widget.Label {
	l := widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.SizeName = size
	return l
}

// boldLabel returns a bold label of the usual size.
func boldLabel(text string) *widget.Label {
	return widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
}

// playerName is a player's colour marker and name.
func playerName(p games.Player) fyne.CanvasObject {
	return container.NewHBox(Swatch(p.Color, 24), boldLabel(p.Name))
}

// columns lays its objects out as a table of n columns, row after row: each
// column as wide as its widest cell, each row as tall as its tallest, the
// last column taking the width left over.
type columns struct {
	n   int
	gap float32
}

func (c *columns) sizes(objects []fyne.CanvasObject) (widths, heights []float32) {
	widths = make([]float32, c.n)
	heights = make([]float32, (len(objects)+c.n-1)/c.n)
	for i, o := range objects {
		m := o.MinSize()
		widths[i%c.n] = max(widths[i%c.n], m.Width)
		heights[i/c.n] = max(heights[i/c.n], m.Height)
	}
	return widths, heights
}

// MinSize is the sum of the columns' widths and the rows' heights.
func (c *columns) MinSize(objects []fyne.CanvasObject) fyne.Size {
	widths, heights := c.sizes(objects)
	var s fyne.Size
	for _, w := range widths {
		s.Width += w
	}
	for _, h := range heights {
		s.Height += h
	}
	s.Width += c.gap * float32(max(len(widths)-1, 0))
	s.Height += c.gap * float32(max(len(heights)-1, 0))
	return s
}

// Layout places each object in its cell.
func (c *columns) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	widths, heights := c.sizes(objects)
	used := c.gap * float32(c.n-1)
	for _, w := range widths[:c.n-1] {
		used += w
	}
	widths[c.n-1] = max(widths[c.n-1], size.Width-used)
	var y float32
	for r, h := range heights {
		var x float32
		for col, w := range widths {
			if i := r*c.n + col; i < len(objects) {
				objects[i].Move(fyne.NewPos(x, y))
				objects[i].Resize(fyne.NewSize(w, h))
			}
			x += w + c.gap
		}
		y += h + c.gap
	}
}
