package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"tablecompanion/app/store"
	"tablecompanion/games/examples"
	"tablecompanion/games/roster"
	"tablecompanion/screens/catalog"
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
