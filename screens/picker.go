package screens

import (
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// pickerButton is the side of a number button, a finger's width, and
// pickerGap the room between two of them.
const (
	PickerButton = 48
	PickerGap    = 2
)

// Picker is a row of big numbered buttons 1..n, of which up to max can be
// on: the way to enter a card or a vote with one tap and no typing.
type Picker struct {
	// Buttons are the buttons 1..n in order.
	Buttons  []*widget.Button
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
		p.Buttons = append(p.Buttons, widget.NewButton(strconv.Itoa(i), func() { p.Tap(i) }))
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
		SetButton(b, b.Text, importance)
	}
}

// Object returns the row of buttons to put on screen.
func (p *Picker) Object() fyne.CanvasObject {
	objects := make([]fyne.CanvasObject, len(p.Buttons))
	for i, b := range p.Buttons {
		objects[i] = b
	}
	return container.New(&CellRow{Size: PickerButton, Gap: PickerGap}, objects...)
}

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

// NonZero is the picks of a picker that holds n, a number from 1 on: none
// for 0.
func NonZero(n int) []int {
	if n == 0 {
		return nil
	}
	return []int{n}
}

// First is the first of a picker's picks, or 0 when it has none.
func First(picked []int) int {
	if len(picked) == 0 {
		return 0
	}
	return picked[0]
}
