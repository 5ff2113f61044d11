package house

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/screens"
)

// RosterRow is one seat's line in the roster: the player's colour, the
// seat's number and the player's name and, when their phone is linked, a
// phone. A tap anywhere on it opens the player's editor. At rest it draws
// two objects, three with the phone: the colour, and one text for the seat
// and the name. Its background is drawn only while it is lit. In the
// browser every object on show costs each frame its time, and a scrolled
// roster of 27 draws twenty rows a frame.
type RosterRow struct {
	widget.BaseWidget

	// line, name, color and linked are what the row shows: line is the
	// seat's number and the name.
	line, name, color string
	linked            bool
	// open is called on a tap, or on Space or Enter while it has the focus.
	open func()
	// hovered, pressed and focused light the background.
	hovered, pressed, focused bool
}

// rowMinHeight is a row's height at least: a finger's target.
const rowMinHeight = 48

// newRosterRow returns an empty row whose tap calls open.
func newRosterRow(open func()) *RosterRow {
	r := &RosterRow{open: open}
	r.ExtendBaseWidget(r)
	return r
}

// set shows a seat, counted from 1, its number as the table's language
// writes it, and its player; it repaints only on a change.
func (r *RosterRow) set(seat int, number, name, color string, linked bool) {
	line := seatLine(seat, number, name)
	if r.line == line && r.name == name && r.color == color && r.linked == linked {
		return
	}
	r.line, r.name, r.color, r.linked = line, name, color, linked
	r.Refresh()
}

// Name returns the player's name the row shows.
func (r *RosterRow) Name() string { return r.name }

// FindBy gives the player's name: the tablet's walk and the browser
// tests find a row by it.
func (r *RosterRow) FindBy() string { return r.name }

// Linked reports whether the row shows the player's phone as linked.
func (r *RosterRow) Linked() bool { return r.linked }

// Tapped opens the player's editor.
func (r *RosterRow) Tapped(*fyne.PointEvent) {
	if r.open != nil {
		r.open()
	}
}

// MouseIn lights the row under the mouse, and not under a finger (see
// screens.Button).
func (r *RosterRow) MouseIn(*desktop.MouseEvent) {
	if !screens.FingerPointing() {
		r.light(&r.hovered, true)
	}
}

// MouseMoved does nothing: the row is lit as a whole.
func (r *RosterRow) MouseMoved(*desktop.MouseEvent) {}

// MouseOut puts the row's light out as the pointer leaves.
func (r *RosterRow) MouseOut() {
	r.light(&r.hovered, false)
	r.light(&r.pressed, false)
}

// MouseDown shows the mouse's press. A finger's comes only as it lifts,
// just before the editor opens, so it would cost a frame and show nothing.
func (r *RosterRow) MouseDown(*desktop.MouseEvent) {
	if !screens.FingerPointing() {
		r.light(&r.pressed, true)
	}
}

// MouseUp ends the press.
func (r *RosterRow) MouseUp(*desktop.MouseEvent) { r.light(&r.pressed, false) }

// FocusGained outlines the row that the keyboard reached.
func (r *RosterRow) FocusGained() { r.light(&r.focused, true) }

// FocusLost takes the outline away.
func (r *RosterRow) FocusLost() { r.light(&r.focused, false) }

// TypedRune does nothing: a row takes no text.
func (r *RosterRow) TypedRune(rune) {}

// TypedKey opens the editor on Space or Enter.
func (r *RosterRow) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeySpace, fyne.KeyReturn, fyne.KeyEnter:
		r.Tapped(nil)
	}
}

// light sets one of the row's lights and repaints on a change.
func (r *RosterRow) light(on *bool, v bool) {
	if *on != v {
		*on = v
		r.Refresh()
	}
}

// CreateRenderer draws the row: a background that shows the press, the
// hover and the focus; the swatch; the seat with the name; the phone.
func (r *RosterRow) CreateRenderer() fyne.WidgetRenderer {
	rr := &rosterRowRenderer{row: r,
		bg:     canvas.NewRectangle(color.Transparent),
		swatch: canvas.NewCircle(color.Transparent),
		name:   canvas.NewText("", color.Black),
		phone:  canvas.NewImageFromResource(PhoneIcon),
	}
	rr.name.TextStyle = fyne.TextStyle{Bold: true}
	rr.phone.FillMode = canvas.ImageFillContain
	rr.swatch.StrokeColor = color.NRGBA{0, 0, 0, 0x60}
	rr.swatch.StrokeWidth = 1
	rr.objects = []fyne.CanvasObject{rr.bg, rr.swatch, rr.name, rr.phone}
	rr.Refresh()
	return rr
}

// rosterRowRenderer draws a RosterRow with four canvas objects.
type rosterRowRenderer struct {
	row     *RosterRow
	bg      *canvas.Rectangle
	swatch  *canvas.Circle
	name    *canvas.Text
	phone   *canvas.Image
	objects []fyne.CanvasObject
}

// Destroy has nothing to let go.
func (rr *rosterRowRenderer) Destroy() {}

// Objects returns the four objects the row draws.
func (rr *rosterRowRenderer) Objects() []fyne.CanvasObject { return rr.objects }

// seatLine is the row's one text: the seat's number and the name. A seat
// below 10 is led by a figure space, as wide as a digit, so that the names
// of seats 9 and 10 start at one place.
func seatLine(seat int, number, name string) string {
	if seat < 10 {
		number = "\u2007" + number
	}
	return number + " " + name
}

// swatchSize is the diameter of the row's colour marker.
const swatchSize = 28

// MinSize is a finger's target tall, and wide enough for the seat, the
// swatch, the phone and the first letters of a name: a longer name gets
// smaller rather than cut short (see Layout).
func (rr *rosterRowRenderer) MinSize() fyne.Size {
	pad := theme.InnerPadding()
	text := fyne.MeasureText("88. MmMmMm", theme.TextSize(), rr.name.TextStyle)
	width := pad + swatchSize + pad + text.Width + pad + theme.IconInlineSize() + pad
	return fyne.NewSize(width, max(rowMinHeight, text.Height+pad))
}

// Layout puts the swatch and the seat with the name from the left, the
// phone at the right, each centred in the row's height. A name wider than
// its room is drawn smaller until it fits: a name is never cut short.
func (rr *rosterRowRenderer) Layout(size fyne.Size) {
	pad := theme.InnerPadding()
	rr.bg.Resize(size)
	rr.bg.Move(fyne.Position{})
	middle := func(o fyne.CanvasObject, x float32, s fyne.Size) {
		o.Resize(s)
		o.Move(fyne.NewPos(x, (size.Height-s.Height)/2))
	}
	x := pad
	middle(rr.swatch, x, fyne.NewSquareSize(swatchSize))
	x += swatchSize + pad
	end := size.Width - pad
	if rr.row.linked {
		icon := theme.IconInlineSize()
		middle(rr.phone, end-icon, fyne.NewSquareSize(icon))
		end -= icon + pad
	}
	rr.name.TextSize = fitTextSize(rr.name.Text, theme.TextSize(), rr.name.TextStyle, end-x)
	middle(rr.name, x, fyne.NewSize(max(end-x, 0), rr.name.MinSize().Height))
}

// fitTextSize returns the text size at which a text is at most width wide:
// size itself when it fits.
func fitTextSize(text string, size float32, style fyne.TextStyle, width float32) float32 {
	whole := fyne.MeasureText(text, size, style).Width
	if whole <= width || whole == 0 || width <= 0 {
		return size
	}
	// Measured again, as glyphs do not scale exactly with the size.
	fit := size * width / whole
	for fit > 1 && fyne.MeasureText(text, fit, style).Width > width {
		fit--
	}
	return fit
}

// Refresh shows the row's player and its lights in the current theme.
func (rr *rosterRowRenderer) Refresh() {
	r := rr.row
	fg := theme.Color(theme.ColorNameForeground)
	// At rest the row has no background, which the painter skips.
	bg := color.Color(color.Transparent)
	switch {
	case r.pressed:
		bg = blend(theme.Color(theme.ColorNameButton), theme.Color(theme.ColorNamePressed))
	case r.hovered:
		bg = blend(theme.Color(theme.ColorNameButton), theme.Color(theme.ColorNameHover))
	}
	rr.bg.FillColor = bg
	rr.bg.CornerRadius = theme.InputRadiusSize()
	rr.bg.StrokeColor, rr.bg.StrokeWidth = color.Color(color.Transparent), 0
	if r.focused {
		rr.bg.StrokeColor, rr.bg.StrokeWidth = theme.Color(theme.ColorNameFocus), 2
	}
	rr.swatch.FillColor = screens.PlayerColor(r.color)
	rr.name.Text, rr.name.Color = r.line, fg
	rr.phone.Resource = PhoneIcon
	rr.phone.Hidden = !r.linked
	rr.Layout(r.Size())
	for _, o := range rr.objects {
		o.Refresh()
	}
}

// blend lays a translucent colour over another, as a button lights up.
func blend(under, over color.Color) color.Color {
	ur, ug, ub, ua := under.RGBA()
	or, og, ob, oa := over.RGBA()
	mix := func(o, u uint32) uint16 { return uint16(o + u*(0xffff-oa)/0xffff) }
	return color.RGBA64{R: mix(or, ur), G: mix(og, ug), B: mix(ob, ub), A: mix(oa, ua)}
}
