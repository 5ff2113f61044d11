package screens

import (
	"image/color"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// pickerButton is the side of a number button, a finger's width, and
// pickerGap the room between two of them.
const (
	PickerButton = 48
	PickerGap    = 2
)

// Picker is a row of big numbered buttons 1..n, of which up to max can be
// on: the way to enter a card or a vote with one tap and no typing. The
// row is one bar with the numbers on it, and only the numbers that are on
// draw a button of their own: Dixit's round shows a dozen such rows, and a
// tablet's browser draws every object on every frame.
type Picker struct {
	// Buttons are the buttons 1..n in order.
	Buttons  []*PickerCell
	picked   []int
	max      int
	wrong    map[int]bool
	onChange func(picked []int)
}

// NewPicker returns a picker of the numbers 1..n with the given numbers on.
// Tapping a number that is on turns it off; tapping another when max are on
// turns the earliest off. onChange gets the numbers on after every tap.
func NewPicker(n, max int, picked []int, onChange func(picked []int)) *Picker {
	p := &Picker{max: max, picked: slices.Clone(picked), onChange: onChange}
	for i := 1; i <= n; i++ {
		p.Buttons = append(p.Buttons, newPickerCell(strconv.Itoa(i), func() { p.Tap(i) }))
	}
	p.paint()
	return p
}

// Tap turns the number on or off as a tap on its button does.
func (p *Picker) Tap(number int) {
	if i := slices.Index(p.picked, number); i >= 0 {
		p.picked = slices.Delete(p.picked, i, i+1)
	} else {
		if len(p.picked) == p.max {
			p.picked = p.picked[1:]
		}
		p.picked = append(p.picked, number)
	}
	p.paint()
	if p.onChange != nil {
		p.onChange(p.Picked())
	}
}

// Set turns on the given numbers and no others, without telling onChange:
// the screen shows what its draft already holds.
func (p *Picker) Set(picked []int) {
	if slices.Equal(p.picked, picked) {
		return
	}
	p.picked = slices.Clone(picked)
	p.paint()
}

// SetMax lets up to max numbers be on, turning the earliest off if more
// are.
func (p *Picker) SetMax(max int) {
	p.max = max
	if len(p.picked) > max {
		p.Set(p.picked[len(p.picked)-max:])
	}
}

// Picked returns the numbers that are on, in the order they were picked.
func (p *Picker) Picked() []int {
	return slices.Clone(p.picked)
}

// MarkWrong shows the given numbers, when on, as breaking a rule.
func (p *Picker) MarkWrong(numbers ...int) {
	p.wrong = map[int]bool{}
	for _, n := range numbers {
		p.wrong[n] = true
	}
	p.paint()
}

func (p *Picker) paint() {
	for i, b := range p.Buttons {
		n := i + 1
		importance := widget.HighImportance
		switch {
		case !slices.Contains(p.picked, n):
			importance = widget.MediumImportance
		case p.wrong[n]:
			importance = widget.DangerImportance
		}
		b.setImportance(importance)
	}
}

// Object returns the row of buttons to put on screen: the numbers on a
// bar of the input's colour.
func (p *Picker) Object() fyne.CanvasObject {
	bar := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	bar.CornerRadius = theme.InputRadiusSize()
	cells := make([]fyne.CanvasObject, len(p.Buttons))
	for i, b := range p.Buttons {
		cells[i] = b
	}
	// The numbers stand side by side on their bar, with no gap between
	// them: a row of them is 10 px narrower, and Dixit's round keeps the
	// board beside it on a small laptop with six players.
	row := container.New(&CellRow{Size: PickerButton}, cells...)
	return container.NewStack(container.New(underRow{row}, bar), row)
}

// underRow lays a bar out under a row of squares: as long as the squares
// and as tall, from the left, centred in the height.
type underRow struct{ row *fyne.Container }

func (l underRow) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.Size{} }

func (l underRow) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	bar := l.row.MinSize()
	objects[0].Move(fyne.NewPos(0, (size.Height-bar.Height)/2))
	objects[0].Resize(bar)
}

// PickerCell is a number of a picker's: its text on the picker's bar, and
// a button's colour behind it while it is on.
type PickerCell struct {
	widget.BaseWidget
	// Text is the number.
	Text string
	// Importance is how the number stands out: high while it is on,
	// danger while it is on and breaks a rule, medium while it is off.
	Importance widget.Importance
	onTapped   func()
}

func newPickerCell(text string, onTapped func()) *PickerCell {
	c := &PickerCell{Text: text, Importance: widget.MediumImportance, onTapped: onTapped}
	c.ExtendBaseWidget(c)
	return c
}

// Tapped turns the number on or off.
func (c *PickerCell) Tapped(*fyne.PointEvent) { c.onTapped() }

// setImportance shows the number on, off or breaking a rule.
func (c *PickerCell) setImportance(i widget.Importance) {
	if c.Importance != i {
		c.Importance = i
		c.Refresh()
	}
}

// CreateRenderer draws the number over its button's colour, which is
// clear while the number is off.
func (c *PickerCell) CreateRenderer() fyne.WidgetRenderer {
	r := &pickerCellRenderer{c: c, bg: canvas.NewRectangle(color.Transparent), text: canvas.NewText(c.Text, nil)}
	r.bg.CornerRadius = theme.InputRadiusSize()
	r.text.Alignment = fyne.TextAlignCenter
	r.text.TextStyle.Bold = true
	r.Refresh()
	return r
}

type pickerCellRenderer struct {
	c    *PickerCell
	bg   *canvas.Rectangle
	text *canvas.Text
}

func (r *pickerCellRenderer) MinSize() fyne.Size { return fyne.NewSquareSize(PickerButton) }

func (r *pickerCellRenderer) Layout(size fyne.Size) {
	r.bg.Resize(size)
	h := r.text.MinSize().Height
	r.text.Move(fyne.NewPos(0, (size.Height-h)/2))
	r.text.Resize(fyne.NewSize(size.Width, h))
}

func (r *pickerCellRenderer) Refresh() {
	fill, ink := color.Color(color.Transparent), theme.Color(theme.ColorNameForeground)
	switch r.c.Importance {
	case widget.HighImportance:
		fill, ink = theme.Color(theme.ColorNamePrimary), theme.Color(theme.ColorNameForegroundOnPrimary)
	case widget.DangerImportance:
		fill, ink = theme.Color(theme.ColorNameError), theme.Color(theme.ColorNameForegroundOnError)
	}
	r.bg.FillColor, r.text.Color = fill, ink
	r.text.Text = r.c.Text
	r.text.TextSize = theme.TextSize()
	r.bg.Refresh()
	r.text.Refresh()
}

func (r *pickerCellRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.bg, r.text}
}

func (r *pickerCellRenderer) Destroy() {}

// CellRow lays out its objects side by side as squares of one size.
type CellRow struct {
	// Size is the side of a square; Gap the room between two.
	Size, Gap float32
}

// MinSize is the row of squares.
func (r *CellRow) MinSize(objects []fyne.CanvasObject) fyne.Size {
	n := float32(len(objects))
	return fyne.NewSize(n*r.Size+max(n-1, 0)*r.Gap, r.Size)
}

// Layout places the squares from the left, centred in the height.
func (r *CellRow) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	y := (size.Height - r.Size) / 2
	for i, o := range objects {
		o.Move(fyne.NewPos(float32(i)*(r.Size+r.Gap), y))
		o.Resize(fyne.NewSquareSize(r.Size))
	}
}

// PicksOf is the picks of a picker that holds n, a number from 1 on: none
// for 0.
func PicksOf(n int) []int {
	if n == 0 {
		return nil
	}
	return []int{n}
}

// FirstPick is the first of a picker's picks, or 0 when it has none.
func FirstPick(picked []int) int {
	if len(picked) == 0 {
		return 0
	}
	return picked[0]
}
