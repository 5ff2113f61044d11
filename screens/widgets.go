package screens

import (
	"image/color"
	"math"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games"
)

// BigLabel returns a bold label in one of the theme's larger text sizes, for
// what must be read across the table.
func BigLabel(text string, size fyne.ThemeSizeName) *widget.Label {
	l := widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.SizeName = size
	return l
}

// BoldLabel returns a bold label of the usual size.
func BoldLabel(text string) *widget.Label {
	return widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
}

// PlayerTag is a player's colour marker beside a label, both set again when
// the player on that line changes: a row of a leaderboard, a line of gains.
// A tag given a most width ends a longer name in an ellipsis.
type PlayerTag struct {
	dot *canvas.Circle
	// Label is the player's name.
	Label    *widget.Label
	box      *fyne.Container
	size     float32
	maxWidth float32
	color    string
}

// NewPlayerTag returns a tag with a marker of the given size before the
// label, no wider than maxWidth unless that is zero.
func NewPlayerTag(size, maxWidth float32, label *widget.Label) *PlayerTag {
	t := &PlayerTag{dot: canvas.NewCircle(color.Transparent), Label: label, size: size, maxWidth: maxWidth}
	t.dot.StrokeColor = color.NRGBA{0, 0, 0, 0x60}
	t.dot.StrokeWidth = 1
	if maxWidth > 0 {
		label.Truncation = fyne.TextTruncateEllipsis
	}
	t.box = container.New(t, t.dot, label)
	return t
}

// Set shows a player's colour and a text.
func (t *PlayerTag) Set(colorName, text string) {
	if t.color != colorName {
		t.color = colorName
		t.dot.FillColor = PlayerColor(colorName)
		t.dot.Refresh()
	}
	SetText(t.Label, text)
}

// MinSize is the marker and the whole text, within the most width.
func (t *PlayerTag) MinSize([]fyne.CanvasObject) fyne.Size {
	text := t.Label.MinSize()
	width := text.Width
	if t.maxWidth > 0 {
		size := theme.TextSize()
		if t.Label.SizeName != "" {
			size = theme.Size(t.Label.SizeName)
		}
		// A pixel to spare: the label's own truncation rounds otherwise,
		// and would end a name that fits in an ellipsis.
		whole := float32(math.Ceil(float64(fyne.MeasureText(t.Label.Text, size, t.Label.TextStyle).Width))) + 2*theme.InnerPadding() + 1
		width = min(whole, t.maxWidth-t.size-theme.Padding())
	}
	return fyne.NewSize(t.size+theme.Padding()+width, max(t.size, text.Height))
}

// Layout puts the marker on the left, centred in the height, and the label
// in the rest.
func (t *PlayerTag) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	t.dot.Move(fyne.NewPos(0, (size.Height-t.size)/2))
	t.dot.Resize(fyne.NewSquareSize(t.size))
	x := t.size + theme.Padding()
	t.Label.Move(fyne.NewPos(x, 0))
	t.Label.Resize(fyne.NewSize(size.Width-x, size.Height))
}

// Object is the tag's place on screen.
func (t *PlayerTag) Object() fyne.CanvasObject { return t.box }

// Columns lays its objects on show out as a table of N columns, row after
// row: each column as wide as its widest cell, each row as tall as its
// tallest, the last column taking the width left over.
type Columns struct {
	// N is the number of columns.
	N int
	// Gap is the room between two cells, across and down.
	Gap float32
}

// NewColumns returns the layout of a table of n columns with gap between
// them, as the screens lay out their tables, for the shell's own.
func NewColumns(n int, gap float32) fyne.Layout {
	return &Columns{N: n, Gap: gap}
}

// Shown returns the objects on show: a table hides a row by hiding all of
// its cells.
func Shown(objects []fyne.CanvasObject) []fyne.CanvasObject {
	out := make([]fyne.CanvasObject, 0, len(objects))
	for _, o := range objects {
		if o.Visible() {
			out = append(out, o)
		}
	}
	return out
}

// Sizes returns the widths of the columns and the heights of the rows.
func (c *Columns) Sizes(objects []fyne.CanvasObject) (widths, heights []float32) {
	widths = make([]float32, c.N)
	heights = make([]float32, (len(objects)+c.N-1)/c.N)
	for i, o := range objects {
		m := o.MinSize()
		widths[i%c.N] = max(widths[i%c.N], m.Width)
		heights[i/c.N] = max(heights[i/c.N], m.Height)
	}
	return widths, heights
}

// MinSize is the sum of the columns' widths and the rows' heights.
func (c *Columns) MinSize(objects []fyne.CanvasObject) fyne.Size {
	widths, heights := c.Sizes(Shown(objects))
	var s fyne.Size
	for _, w := range widths {
		s.Width += w
	}
	for _, h := range heights {
		s.Height += h
	}
	s.Width += c.Gap * float32(max(len(widths)-1, 0))
	s.Height += c.Gap * float32(max(len(heights)-1, 0))
	return s
}

// Layout places each object on show in its cell.
func (c *Columns) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	objects = Shown(objects)
	widths, heights := c.Sizes(objects)
	used := c.Gap * float32(c.N-1)
	for _, w := range widths[:c.N-1] {
		used += w
	}
	widths[c.N-1] = max(widths[c.N-1], size.Width-used)
	var y float32
	for r, h := range heights {
		var x float32
		for col, w := range widths {
			if i := r*c.N + col; i < len(objects) {
				objects[i].Move(fyne.NewPos(x, y))
				objects[i].Resize(fyne.NewSize(w, h))
			}
			x += w + c.Gap
		}
		y += h + c.Gap
	}
}

// BesideOrBelow lays out two objects side by side when the width allows
// both their minimum widths, as on a laptop, and one above the other when it
// does not, as on a tablet held upright: the first then takes the height it
// needs, up to three quarters, and the second the rest; or, with a Share,
// always that share of the height.
type BesideOrBelow struct {
	// Gap is the room between the two.
	Gap float32
	// Wide, if set, is a width the second object would rather have: it
	// gets it beside the first when the window has room for both.
	Wide func() float32
	// Share, if set, is the share of the height the first takes when the
	// two are one above the other in a window taller than wide, however
	// much its content needs: what heads the second, such as a clock, then
	// stays in its place as the first changes.
	Share float32
}

// MinSize is as wide as the wider of the two, so a narrow window still fits.
func (b *BesideOrBelow) MinSize(objects []fyne.CanvasObject) fyne.Size {
	first, second := objects[0].MinSize(), objects[1].MinSize()
	return fyne.NewSize(max(first.Width, second.Width), max(first.Height, second.Height))
}

// Layout puts the second object on the right, taking its minimum width, or
// below the first.
func (b *BesideOrBelow) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	first, second := objects[0], objects[1]
	fw, w := first.MinSize().Width, second.MinSize().Width
	if size.Width >= fw+b.Gap+w {
		if b.Wide != nil && size.Width >= fw+b.Gap+b.Wide() {
			w = max(w, b.Wide())
		}
		first.Move(fyne.NewPos(0, 0))
		first.Resize(fyne.NewSize(size.Width-w-b.Gap, size.Height))
		second.Move(fyne.NewPos(size.Width-w, 0))
		second.Resize(fyne.NewSize(w, size.Height))
		return
	}
	// The second keeps at least the height it needs, such as a glass
	// docked at its top.
	h := min(b.content(first).Height, size.Height*3/4, size.Height-b.Gap-second.MinSize().Height)
	if b.Share > 0 && size.Height > size.Width {
		h = min(size.Height*b.Share, size.Height-b.Gap-second.MinSize().Height)
	}
	h = max(h, first.MinSize().Height)
	first.Move(fyne.NewPos(0, 0))
	first.Resize(fyne.NewSize(size.Width, h))
	second.Move(fyne.NewPos(0, h+b.Gap))
	second.Resize(fyne.NewSize(size.Width, size.Height-h-b.Gap))
}

// content is the size a scroll's content wants, or the object's own.
func (b *BesideOrBelow) content(o fyne.CanvasObject) fyne.Size {
	if s, ok := o.(*container.Scroll); ok {
		return s.Content.MinSize()
	}
	return o.MinSize()
}

// Docked keeps an object in view while it matters, such as a running clock
// with its button: in a dock at the head of a side that does not scroll
// away, or else in its slot among a scrolled side's content. The object
// itself moves, so it keeps its state and what the screen holds of it.
type Docked struct {
	object fyne.CanvasObject
	// Slot is the object's place among the scrolled content.
	Slot *fyne.Container
	dock *fyne.Container
	// side is the container that holds the dock, laid out again on a move.
	side *fyne.Container
}

// NewDocked puts the object in its slot, the dock empty.
func NewDocked(o fyne.CanvasObject) *Docked {
	d := &Docked{object: o, Slot: container.NewStack(o), dock: container.NewStack()}
	d.dock.Hide()
	return d
}

// HeadOf returns the scrolled content with the dock above it, outside the
// scroll.
func (d *Docked) HeadOf(content fyne.CanvasObject) *fyne.Container {
	d.side = container.NewBorder(d.dock, nil, nil, nil, container.NewVScroll(content))
	return d.side
}

// Pin moves the object to the dock, or back to its slot.
func (d *Docked) Pin(on bool) {
	from, to := d.Slot, d.dock
	if !on {
		from, to = d.dock, d.Slot
	}
	if len(to.Objects) == 1 {
		return
	}
	from.Objects, to.Objects = nil, []fyne.CanvasObject{d.object}
	SetVisible(d.dock, on)
	from.Refresh()
	to.Refresh()
	if d.side != nil {
		Relayout(d.side)
	}
}

// NewSelect is a drop-down list of the options whose words, before one is
// chosen, are the table's language, not Fyne's own English.
func NewSelect(t Words, options []string, changed func(string)) *widget.Select {
	sel := widget.NewSelect(options, changed)
	sel.PlaceHolder = t("select.none")
	return sel
}

// Widest keeps a button as wide as it would be with the longest of the
// words it shows in turn, with the icon, so that a change of words moves
// neither the button nor what stands beside it.
func Widest(b *Button, icon fyne.Resource, words ...string) fyne.CanvasObject {
	var widest fyne.Size
	for _, w := range words {
		widest = widest.Max(NewButtonWithIcon(w, icon, nil).MinSize())
	}
	return container.NewStack(strut(widest), b)
}

// Reserved is a place as big as the biggest of its objects, whether they
// are on show or not, each laid over the whole place: one of them shows at
// a time, such as a button and the words that take its place once it is
// tapped, and showing one for another moves nothing round it.
func Reserved(objects ...fyne.CanvasObject) *fyne.Container {
	return container.New(reserved{}, objects...)
}

type reserved struct{}

// MinSize is the biggest of the objects' least sizes, hidden ones too.
func (reserved) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var size fyne.Size
	for _, o := range objects {
		size = size.Max(o.MinSize())
	}
	return size
}

// Layout gives each object the whole place.
func (reserved) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Move(fyne.Position{})
		o.Resize(size)
	}
}

// FixedLines keeps a label the height of the given number of its lines, so
// that a text which takes fewer lines, or more up to that number, moves
// nothing below it: a heading that changes with the step.
func FixedLines(l *widget.Label, n int) fyne.CanvasObject {
	probe := widget.NewLabelWithStyle(strings.Repeat("Ag\n", n-1)+"Ag", l.Alignment, l.TextStyle)
	probe.SizeName = l.SizeName
	return container.NewStack(strut(fyne.NewSize(0, probe.MinSize().Height)), l)
}

// Tall gives an object at least the given height, for buttons a finger finds
// at arm's length.
func Tall(o fyne.CanvasObject, height float32) fyne.CanvasObject {
	return container.NewStack(strut(fyne.NewSize(0, height)), o)
}

// Names joins the names of the seats.
func Names(seats games.Seats, of []int) string {
	out := make([]string, len(of))
	for i, seat := range of {
		out[i] = seats[seat].Name
	}
	return strings.Join(out, ", ")
}

// Signed writes points won with their sign: +2, or 0 for none.
func Signed(points int) string {
	if points > 0 {
		return "+" + strconv.Itoa(points)
	}
	return strconv.Itoa(points)
}

// EvenGrid lays equal cells out in rows: all in one row when the width
// gives each its minimum, else in as few rows as it takes with the cells
// shared evenly (six Keep Watch pads on an upright tablet: two rows of
// three; Carnival's 35 cards: seven by five beside the ledgers). The cells
// stretch to the width. Its height follows the width of its last layout,
// as a grid that wraps.
type EvenGrid struct {
	// Gap is the room between two cells, across and down.
	Gap float32
	// Least is the fewest cells a row must have room for, if more than one.
	Least int
	width float32
}

// cell is the size of the largest cell.
func (g *EvenGrid) cell(objects []fyne.CanvasObject) fyne.Size {
	var c fyne.Size
	for _, o := range objects {
		c = c.Max(o.MinSize())
	}
	return c
}

// columns returns how many cells go in a row at the width.
func (g *EvenGrid) columns(n int, cell fyne.Size, width float32) int {
	for rows := 1; rows < n; rows++ {
		cols := (n + rows - 1) / rows
		if float32(cols)*cell.Width+float32(cols-1)*g.Gap <= width {
			return cols
		}
	}
	return 1
}

// MinSize is least cells wide, and as tall as the rows the last width took.
func (g *EvenGrid) MinSize(objects []fyne.CanvasObject) fyne.Size {
	n := len(objects)
	if n == 0 {
		return fyne.Size{}
	}
	cell := g.cell(objects)
	cols := n
	if g.width > 0 {
		cols = g.columns(n, cell, g.width)
	}
	rows := (n + cols - 1) / cols
	least := float32(max(min(g.Least, n), 1))
	return fyne.NewSize(least*cell.Width+(least-1)*g.Gap, float32(rows)*cell.Height+float32(rows-1)*g.Gap)
}

// Layout shares the width between the cells of each row.
func (g *EvenGrid) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	g.width = size.Width
	n := len(objects)
	if n == 0 {
		return
	}
	cell := g.cell(objects)
	cols := g.columns(n, cell, size.Width)
	w := (size.Width - float32(cols-1)*g.Gap) / float32(cols)
	for i, o := range objects {
		o.Move(fyne.NewPos(float32(i%cols)*(w+g.Gap), float32(i/cols)*(cell.Height+g.Gap)))
		o.Resize(fyne.NewSize(w, cell.Height))
	}
}

// Findable is a widget that draws what it shows rather than writing it as
// a label: the tablet's walk and the browser tests find it by the words
// it gives, as they find a button by its text.
type Findable interface {
	FindBy() string
}

// NewMessageLabel returns the label of a screen's message line: what the
// rules refused, or why a tap did nothing. It wraps its words and speaks
// in the theme's colour of danger.
func NewMessageLabel() *widget.Label {
	l := widget.NewLabel("")
	l.Wrapping = fyne.TextWrapWord
	l.Importance = widget.DangerImportance
	return l
}
