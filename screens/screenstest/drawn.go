package screenstest

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
)

// Drawn counts the objects a frame of the canvas draws, as Fyne's GL
// painter does on the desktop and in the browser: every visible object
// with something to draw (a rectangle, a text, an image, a line, a
// circle…), in the window's content and in the pop-ups over it, that lies
// at least in part inside the window and inside every scroll round it. In
// the browser each such object costs several calls from Go's wasm into
// WebGL on every frame, so a screen's count is its frame time on a slow
// tablet.
func Drawn(c fyne.Canvas) int {
	n := 0
	window := clip{size: c.Size()}
	count := func(o fyne.CanvasObject) {
		drawnIn(o, fyne.Position{}, window, &n)
	}
	count(c.Content())
	for _, o := range c.Overlays().List() {
		count(o)
	}
	return n
}

// DrawnIn counts the objects a frame draws for one object on show, as
// Drawn does for a whole canvas, wherever the object lies.
func DrawnIn(o fyne.CanvasObject) int {
	n := 0
	drawnIn(o, fyne.NewPos(-o.Position().X, -o.Position().Y), clip{pos: fyne.NewPos(-1e9, -1e9), size: fyne.NewSize(2e9, 2e9)}, &n)
	return n
}

// clip is a rectangle the painter draws inside.
type clip struct {
	pos  fyne.Position
	size fyne.Size
}

// meets reports whether an object at pos of the size reaches into the
// clip, as the painter's test does.
func (c clip) meets(pos fyne.Position, size fyne.Size) bool {
	return !(pos.Y > c.pos.Y+c.size.Height || pos.Y+size.Height < c.pos.Y ||
		pos.X > c.pos.X+c.size.Width || pos.X+size.Width < c.pos.X)
}

// within returns the part of the clip inside a scroll at pos of the size.
func (c clip) within(pos fyne.Position, size fyne.Size) clip {
	x0, y0 := max(c.pos.X, pos.X), max(c.pos.Y, pos.Y)
	x1, y1 := min(c.pos.X+c.size.Width, pos.X+size.Width), min(c.pos.Y+c.size.Height, pos.Y+size.Height)
	return clip{pos: fyne.NewPos(x0, y0), size: fyne.NewSize(max(0, x1-x0), max(0, y1-y0))}
}

// drawnIn adds to n the objects drawn of o, whose parent is at the
// absolute position parent, inside the clip.
func drawnIn(o fyne.CanvasObject, parent fyne.Position, in clip, n *int) {
	if o == nil || !o.Visible() {
		return
	}
	pos := parent.Add(o.Position())
	if paints(o) && in.meets(pos, o.Size()) {
		*n++
	}
	if _, ok := o.(fyne.Scrollable); ok {
		in = in.within(pos, o.Size())
	}
	for _, child := range Inside(o) {
		drawnIn(child, pos, in, n)
	}
}

// Inside returns the objects right inside o: a container's, or those its
// renderer draws for a widget; none for anything else.
func Inside(o fyne.CanvasObject) []fyne.CanvasObject {
	switch v := o.(type) {
	case *fyne.Container:
		return v.Objects
	case fyne.Widget:
		return test.WidgetRenderer(v).Objects()
	}
	return nil
}

// ShownIn reports whether o is on show inside root: it, and every
// container and widget round it, visible.
func ShownIn(root, o fyne.CanvasObject) bool {
	if root == nil || !root.Visible() {
		return false
	}
	if root == o {
		return true
	}
	for _, in := range Inside(root) {
		if ShownIn(in, o) {
			return true
		}
	}
	return false
}

// paints reports whether the painter draws the object itself, rather than
// only what is inside it: a rectangle with neither fill nor border, a
// line without a colour, an empty text and an image of nothing cost it
// nothing.
func paints(o fyne.CanvasObject) bool {
	switch v := o.(type) {
	case *canvas.Rectangle:
		return !clear(v.FillColor) || !clear(v.StrokeColor) && v.StrokeWidth > 0
	case *canvas.Line:
		return !clear(v.StrokeColor) && v.StrokeWidth > 0
	case *canvas.Text:
		return v.Text != "" && (v.Text != " " || v.TextStyle.Underline || v.TextStyle.Strikethrough)
	case *canvas.Image:
		return v.Resource != nil || v.Image != nil || v.File != ""
	case *canvas.Circle, *canvas.Raster, *canvas.LinearGradient, *canvas.RadialGradient, *canvas.Blur,
		*canvas.RegularPolygon, *canvas.ArbitraryPolygon, *canvas.Arc, *canvas.BezierCurve,
		*canvas.Shader, *canvas.Ellipse:
		return true
	}
	return false
}

// clear reports whether the painter takes a colour for none at all.
func clear(c color.Color) bool {
	return c == nil || c == color.Transparent
}
