package app

import (
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
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
			btn := widget.NewButton(text, nil)
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
