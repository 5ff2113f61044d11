package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"tablecompanion/games/roster"
)

// shownText returns the text an object draws, as its canvas texts say it:
// a label or select cut short ends in "…".
func shownText(o fyne.CanvasObject) string {
	var b strings.Builder
	switch v := o.(type) {
	case *canvas.Text:
		b.WriteString(v.Text)
	case *fyne.Container:
		for _, c := range v.Objects {
			b.WriteString(shownText(c))
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(v).Objects() {
			b.WriteString(shownText(c))
		}
	}
	return b.String()
}

// TestRosterShowsEveryColourAndNameWhole fills the roster with twelve
// players with long names and checks, in every language and at the three
// window sizes, that every colour's name shows whole in its picker and the
// players' names still show whole beside it.
func TestRosterShowsEveryColourAndNameWhole(t *testing.T) {
	long := []string{"Олександра", "Станіслава", "Ярославна", "Мирослава", "Володимир", "Святослав",
		"Костянтин", "Олександр", "Валентина", "Анастасія", "Христина", "Маргарита"}
	for _, locale := range []string{"en-US", "ru-RU", "uk-UA"} {
		s := start(t, t.TempDir(), locale)
		s.OpenRoster()
		for _, name := range long {
			addPlayer(t, s, name)
		}
		r := s.RosterScreen()
		for _, size := range []fyne.Size{{Width: 800, Height: 1280}, {Width: 1024, Height: 600}, {Width: 1280, Height: 800}} {
			s.Window().Resize(size)
			for seat, row := range r.Rows {
				if got := shownText(row.Name); got != long[seat] {
					t.Errorf("%s at %v: seat %d shows %q", locale, size, seat+1, got)
				}
			}
			row := r.Rows[0]
			for _, c := range roster.Colors {
				name := s.cat.T("color." + c)
				// As fillRow sets it, without recolouring anyone.
				row.Color.Selected = name
				row.Color.Refresh()
				if got := shownText(row.Color); got != name {
					t.Errorf("%s at %v: the colour %s shows as %q", locale, size, name, got)
				}
			}
		}
	}
}
