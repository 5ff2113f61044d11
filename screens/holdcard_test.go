package screens

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// TestAHoldCardKeepsItsSizeWhateverItHolds holds cards of Decrypto's and
// Spyfall's kinds with secrets of one line up to many, at a narrow width:
// the card asks for the same size and lies the same face down and face
// up, and every line it draws lies within it.
func TestAHoldCardKeepsItsSizeWhateverItHolds(t *testing.T) {
	test.NewTempApp(t)
	warning := "Clue 2 is your keyword 3: the other team must not hear it."
	secrets := []string{
		"1.3.4",
		"1.3.4\n" + warning,
		"1.3.4\n" + warning + "\n" + warning + "\n" + warning,
		strings.Repeat("Antidisestablishmentarianism ", 6),
	}
	for _, kind := range []struct {
		name  string
		size  fyne.Size
		text  fyne.ThemeSizeName
		notes bool
	}{
		{"a code card", fyne.NewSize(0, 56), theme.SizeNameText, false},
		{"a role card", fyne.NewSize(320, 140), "", true},
	} {
		h := NewHoldCard("Emma: hold to see the code", "", kind.size, nil)
		h.TextSize, h.Notes = kind.text, kind.notes
		w := test.NewWindow(h)
		w.Resize(fyne.NewSize(330, 400))
		want := h.MinSize()
		for _, secret := range secrets {
			h.Set("Emma: hold to see the code", secret)
			h.SetNote(secret)
			h.Press()
			h.Resize(fyne.NewSize(320, h.MinSize().Height))
			if got := h.MinSize(); got != want {
				t.Errorf("%s holding %q asks for %v, face down %v", kind.name, secret, got, want)
			}
			inside(t, kind.name, h, h.Size())
			h.Release()
		}
		w.Close()
	}
}

// inside fails when a line of text under o lies outside the card's size.
func inside(t *testing.T, name string, o fyne.CanvasObject, card fyne.Size) {
	t.Helper()
	var walk func(o fyne.CanvasObject, at fyne.Position)
	walk = func(o fyne.CanvasObject, at fyne.Position) {
		if !o.Visible() {
			return
		}
		if txt, ok := o.(*canvas.Text); ok {
			end := at.Add(fyne.NewPos(txt.Size().Width, txt.Size().Height))
			if at.X < -0.5 || at.Y < -0.5 || end.X > card.Width+0.5 || end.Y > card.Height+0.5 {
				t.Errorf("%s: %q lies at %v to %v, outside the card's %v", name, txt.Text, at, end, card)
			}
		}
		for _, c := range children(o) {
			walk(c, at.Add(c.Position()))
		}
	}
	for _, c := range children(o) {
		walk(c, c.Position())
	}
}

func children(o fyne.CanvasObject) []fyne.CanvasObject {
	switch v := o.(type) {
	case *fyne.Container:
		return v.Objects
	case fyne.Widget:
		return test.WidgetRenderer(v).Objects()
	}
	return nil
}
