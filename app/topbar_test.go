package app

import (
	"testing"

	"tablecompanion/screens"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// TestTheTopBarMeasuresButtonsAsFyneLaysThemOut holds the top bar's
// reckoning of a button's width, words measured alone, against real
// buttons with their icons, with and without words in the three languages,
// so that a Fyne whose buttons lay out otherwise fails here first.
func TestTheTopBarMeasuresButtonsAsFyneLaysThemOut(t *testing.T) {
	test.NewTempApp(t)
	b := &topBar{}
	for _, text := range []string{"", "Home", "Undo", "Redo", "На главную", "Отменить", "Повернути", "Головна"} {
		for _, icon := range []bool{false, true} {
			if text == "" && !icon {
				continue
			}
			btn := screens.NewButton(text, nil)
			if icon {
				btn.SetIcon(theme.ContentUndoIcon())
			}
			want := btn.MinSize().Width
			if got := b.buttonWidth(text, icon); got != want {
				t.Errorf("%q with icon %v: the bar reckons %v, the button is %v wide", text, icon, got, want)
			}
		}
	}
}

// TestATitleShrinksBeforeItIsCut narrows the window under Spyfall's setup
// in Ukrainian, the longest game name: where the buttons' icons alone
// leave too little room for the title at its heading's size, it takes the
// body text's size and shows whole, and it is cut only where even that
// does not fit.
func TestATitleShrinksBeforeItIsCut(t *testing.T) {
	s := start(t, t.TempDir(), "uk-UA")
	s.NewGame("spyfall")
	title := s.TitleLabel.Text
	shrunkWhole := false
	for w := float32(1280); w >= 400; w -= 8 {
		s.Window().Resize(fyne.NewSize(w, 800))
		whole := shownText(s.TitleLabel) == title
		small := s.TitleLabel.SizeName == theme.SizeNameText
		if !whole && !small {
			t.Fatalf("at %g px the title is cut at its heading's size: %q", w, shownText(s.TitleLabel))
		}
		if whole && small {
			shrunkWhole = true
		}
		if w >= 1024 && small {
			t.Fatalf("at %g px the title shrank with room to spare", w)
		}
	}
	if !shrunkWhole {
		t.Fatal("the title never shrank to show whole: the test checks nothing")
	}
}
