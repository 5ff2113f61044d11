package screens

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Flow lays the objects on show out in lines, left to right, as many to a
// line as the width takes, each centred in the line's height: a status bar
// or a row of buttons that wraps on a narrow window instead of running off
// it. Even makes every object as wide as the widest, like cells of a grid.
// A label that truncates counts at the width of its whole text and is cut
// short only when a line cannot hold even that. Its height follows the width
// of its last layout, as a grid that wraps.
type Flow struct {
	// Gap is the room between two objects in a line and between lines.
	Gap float32
	// Even makes every object as wide as the widest.
	Even bool
	// Width is the width of the last layout; set it before the first one
	// to have the height at that width, or leave it zero for one line.
	Width float32
}

// naturalSize is the size an object wants: a label that truncates wants its
// whole text.
func naturalSize(o fyne.CanvasObject) fyne.Size {
	s := o.MinSize()
	if l, ok := o.(*widget.Label); ok && l.Truncation != fyne.TextTruncateOff {
		size := theme.TextSize()
		if l.SizeName != "" {
			size = theme.Size(l.SizeName)
		}
		s.Width = max(s.Width, fyne.MeasureText(l.Text, size, l.TextStyle).Width+2*theme.InnerPadding()+1)
	}
	return s
}

// lines places the objects on show at the width: their sizes and
// positions, and the whole height.
func (f *Flow) lines(objects []fyne.CanvasObject, width float32) ([]fyne.CanvasObject, []fyne.Position, []fyne.Size, float32) {
	objects = Shown(objects)
	sizes := make([]fyne.Size, len(objects))
	var widest float32
	for i, o := range objects {
		sizes[i] = naturalSize(o)
		widest = max(widest, sizes[i].Width)
	}
	for i := range sizes {
		if f.Even {
			sizes[i].Width = widest
		}
		sizes[i].Width = min(sizes[i].Width, width)
	}
	pos := make([]fyne.Position, len(objects))
	var y, height float32
	start := 0
	end := func(stop int) {
		var h float32
		for _, s := range sizes[start:stop] {
			h = max(h, s.Height)
		}
		for i := start; i < stop; i++ {
			pos[i].Y = y + (h-sizes[i].Height)/2
		}
		height = y + h
		y += h + f.Gap
		start = stop
	}
	var x float32
	for i, s := range sizes {
		if i > start && x+s.Width > width {
			end(i)
			x = 0
		}
		pos[i].X = x
		x += s.Width + f.Gap
	}
	if len(objects) > 0 {
		end(len(objects))
	}
	return objects, pos, sizes, height
}

// MinSize is as wide as the widest object's minimum, and as tall as the
// lines the last width took: all on one line before the first layout.
func (f *Flow) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var widest float32
	for _, o := range Shown(objects) {
		widest = max(widest, o.MinSize().Width)
	}
	width := f.Width
	if width <= 0 {
		width = float32(1e6)
	}
	_, _, _, h := f.lines(objects, max(width, widest))
	return fyne.NewSize(widest, h)
}

// Layout places the objects line after line.
func (f *Flow) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	f.Width = size.Width
	shownObjects, pos, sizes, _ := f.lines(objects, size.Width)
	for i, o := range shownObjects {
		o.Move(pos[i])
		o.Resize(sizes[i])
	}
}
