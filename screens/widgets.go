package screens

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
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

// besideOrBelow lays out two objects side by side when the width allows
// both their minimum widths, as on a laptop, and one above the other when it
// does not, as on a tablet held upright: the first then takes the height it
// needs, up to two thirds, and the second the rest.
type besideOrBelow struct {
	gap float32
}

// MinSize is as wide as the wider of the two, so a narrow window still fits.
func (b *besideOrBelow) MinSize(objects []fyne.CanvasObject) fyne.Size {
	first, second := objects[0].MinSize(), objects[1].MinSize()
	return fyne.NewSize(max(first.Width, second.Width), max(first.Height, second.Height))
}

// Layout puts the second object on the right, taking its minimum width, or
// below the first.
func (b *besideOrBelow) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	first, second := objects[0], objects[1]
	if size.Width >= first.MinSize().Width+b.gap+second.MinSize().Width {
		w := second.MinSize().Width
		first.Move(fyne.NewPos(0, 0))
		first.Resize(fyne.NewSize(size.Width-w-b.gap, size.Height))
		second.Move(fyne.NewPos(size.Width-w, 0))
		second.Resize(fyne.NewSize(w, size.Height))
		return
	}
	h := min(b.content(first).Height, size.Height*2/3)
	first.Move(fyne.NewPos(0, 0))
	first.Resize(fyne.NewSize(size.Width, h))
	second.Move(fyne.NewPos(0, h+b.gap))
	second.Resize(fyne.NewSize(size.Width, size.Height-h-b.gap))
}

// content is the size a scroll's content wants, or the object's own.
func (b *besideOrBelow) content(o fyne.CanvasObject) fyne.Size {
	if s, ok := o.(*container.Scroll); ok {
		return s.Content.MinSize()
	}
	return o.MinSize()
}

// tall gives an object at least the given height, for buttons a finger finds
// at arm's length.
func tall(o fyne.CanvasObject, height float32) fyne.CanvasObject {
	strut := canvas.NewRectangle(color.Transparent)
	strut.SetMinSize(fyne.NewSize(0, height))
	return container.NewStack(strut, o)
}
