package screens

import (
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// pickerButton is the side of a number button: big enough for a finger.
const pickerButton = 48

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
		switch {
		case !slices.Contains(p.picked, n):
			b.Importance = widget.MediumImportance
		case p.wrong[n]:
			b.Importance = widget.DangerImportance
		default:
			b.Importance = widget.HighImportance
		}
		b.Refresh()
	}
}

// Object returns the row of buttons to put on screen.
func (p *Picker) Object() fyne.CanvasObject {
	row := container.NewHBox()
	for _, b := range p.Buttons {
		row.Add(container.NewGridWrap(fyne.NewSquareSize(pickerButton), b))
	}
	return row
}
