package app

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"tablecompanion/app/store"
	"tablecompanion/games/examples"
	"tablecompanion/games/roster"
	"tablecompanion/screens/catalog"
	"tablecompanion/screens/house"
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

// rowName is the text a roster row draws its seat and player's name with,
// the third of its objects after the background and the swatch.
func rowName(row *house.RosterRow) *canvas.Text {
	return test.WidgetRenderer(row).Objects()[2].(*canvas.Text)
}

// TestRosterShowsEveryColourAndNameWhole fills the roster with players
// with long names, the longest a name may be among them, and checks, in
// every language and at the three window sizes, that every row shows its
// player's name whole inside the row and the window, at a readable size
// (the usual one, unless the name is the longest the roster takes), and
// that every colour's name shows whole in the editor's picker.
func TestRosterShowsEveryColourAndNameWhole(t *testing.T) {
	long := []string{"Олександра", "Станіслава", "Ярославна", "Мирослава", "Володимир", "Святослав",
		"Костянтин", "Олександр", "Валентина", "Анастасія", "Христина", "Маргарита", "Ярославна-Мирославна"}
	for _, locale := range []string{"en-US", "ru-RU", "uk-UA"} {
		s := start(t, t.TempDir(), locale)
		s.OpenRoster()
		for _, name := range long {
			addPlayer(t, s, name)
		}
		r := s.RosterScreen()
		if got := len(s.roster.State().Players()); got != len(long) {
			t.Fatalf("%s: %d players on the roster, want %d", locale, got, len(long))
		}
		for _, size := range []fyne.Size{{Width: 800, Height: 1280}, {Width: 1024, Height: 600}, {Width: 1280, Height: 800}} {
			s.Window().Resize(size)
			for seat, row := range r.Rows {
				name := rowName(row)
				whole := fyne.MeasureText(name.Text, name.TextSize, name.TextStyle).Width
				right := fyne.CurrentApp().Driver().AbsolutePositionForObject(row).X + row.Size().Width
				smallest := theme.TextSize()
				if utf8.RuneCountInString(long[seat]) == roster.MaxName {
					smallest = 12
				}
				switch {
				case strings.TrimPrefix(name.Text, "\u2007") != fmt.Sprintf("%d. %s", seat+1, long[seat]):
					t.Errorf("%s at %v: seat %d shows %q", locale, size, seat+1, name.Text)
				case whole > name.Size().Width+0.5 || name.Position().X+name.Size().Width > row.Size().Width:
					t.Errorf("%s at %v: seat %d's name is %.0f wide in a room of %.0f", locale, size, seat+1, whole, name.Size().Width)
				case name.TextSize < smallest:
					t.Errorf("%s at %v: seat %d's name shrank to %.0f", locale, size, seat+1, name.TextSize)
				case right > size.Width:
					t.Errorf("%s at %v: seat %d's row ends at %.0f, past the window", locale, size, seat+1, right)
				}
			}
			e := openRow(t, s, 0)
			for _, c := range roster.Colors {
				name := s.cat.T("color." + c)
				// As the editor sets it, without recolouring anyone.
				e.Color.Selected = name
				e.Color.Refresh()
				if got := shownText(e.Color); got != name {
					t.Errorf("%s at %v: the colour %s shows as %q", locale, size, name, got)
				}
			}
			test.Tap(e.DoneButton)
		}
	}
}

// TestEveryTitleShowsWholeInTheTopBar opens every screen, and a game of
// each kind under way with its Undo and Redo, in every language at the three
// window sizes, and checks that its title in the top bar shows whole: on an
// upright tablet the buttons give up their words for it.
func TestEveryTitleShowsWholeInTheTopBar(t *testing.T) {
	sizes := []fyne.Size{{Width: 1280, Height: 800}, {Width: 1024, Height: 600}, {Width: 800, Height: 1280}}
	for _, locale := range []string{"en-US", "ru-RU", "uk-UA"} {
		dir := t.TempDir()
		saveMomentsUnderWay(t, dir, locale[:2])
		s := start(t, dir, locale)
		opens := map[string]func(){
			"roster":   s.OpenRoster,
			"settings": s.OpenSettings,
			"evenings": s.OpenEvenings,
			"home":     s.GoHome,
		}
		for _, g := range catalog.All() {
			opens[g.Kind+" setup"] = func() { s.NewGame(g.Kind) }
			opens[g.Kind+" under way"] = func() {
				p := s.games.underWay(g.Kind)
				if p == nil {
					t.Fatalf("no %s under way", g.Kind)
				}
				s.show(p)
				if !s.UndoButton.Visible() || !s.RedoButton.Visible() {
					t.Fatalf("%s under way shows no Undo and Redo", g.Kind)
				}
			}
		}
		for name, open := range opens {
			open()
			for _, size := range sizes {
				s.Window().Resize(size)
				title := s.TitleLabel.Text
				if got := shownText(s.TitleLabel); got != title || title == "" {
					t.Errorf("%s, %s at %v: the title shows %q of %q", locale, name, size, got, title)
				}
				if size.Width == 1280 && s.UndoButton.Visible() && s.UndoButton.Text == "" {
					t.Errorf("%s, %s at %v: Undo lost its word on a wide window", locale, name, size)
				}
			}
		}
	}
}

// saveMomentsUnderWay saves a roster and the first moment under way of each
// game the examples play, as the store keeps them.
func saveMomentsUnderWay(t *testing.T, dir, lang string) {
	t.Helper()
	st, err := store.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	m := roster.New()
	for _, n := range []string{"Оксана", "Тарас", "Соломія", "Богдан", "Ярина", "Святослав"} {
		if err := m.Do(roster.Action{Op: roster.Add, Name: n, Color: m.State().FreeColor()}); err != nil {
			t.Fatal(err)
		}
	}
	if err := st.Save("roster.json", "roster", m); err != nil {
		t.Fatal(err)
	}
	saved := map[string]bool{}
	for _, mo := range examples.Moments() {
		h, err := mo.Play(m.State().Players()[:5], lang)
		if err != nil {
			t.Fatal(err)
		}
		if saved[mo.Kind] || h.Over() {
			continue
		}
		saved[mo.Kind] = true
		if err := st.Save("games/20261124-200000-"+mo.Kind+"-1.json", mo.Kind, h); err != nil {
			t.Fatal(err)
		}
	}
}
