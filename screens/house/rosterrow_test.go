package house

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"golang.org/x/text/language"

	"tablecompanion/games/roster"
	"tablecompanion/screens"
	"tablecompanion/screens/screenstest"
	"tablecompanion/translations"
)

// TestARosterRowIsOneLightLine checks that a roster row at rest draws two
// objects, its colour and one line of text, and its phone only when the
// player's phone is linked, and that it is a finger's target tall on an
// upright tablet.
func TestARosterRowIsOneLightLine(t *testing.T) {
	test.NewTempApp(t)
	cat, err := translations.New(language.Ukrainian)
	if err != nil {
		t.Fatal(err)
	}
	m := roster.New()
	var linked []string
	w := test.NewWindow(nil)
	defer w.Close()
	r := NewRosterScreen(cat, m, w, RosterShell{
		Shortcut: func(fyne.Shortcut) bool { return false }, Quit: &fyne.ShortcutCopy{},
		GoHome: func() {}, Shown: func() bool { return true },
		Linked: func() []string { return linked }})
	r.sh.Commit = r.Update
	w.SetContent(r.Build())
	w.Resize(fyne.NewSize(800, 1280))
	for _, n := range []string{"Оксана", "Тарас"} {
		test.Type(r.NameEntry, n)
		test.Tap(r.AddButton)
	}
	players := m.State().Players()
	if len(players) != 2 {
		t.Fatalf("the roster has %v", players)
	}
	linked = []string{players[1].ID}
	r.Update()
	plain, withPhone := screenstest.DrawnIn(r.Rows[0]), screenstest.DrawnIn(r.Rows[1])
	if plain != 2 {
		t.Fatalf("a row at rest draws %d objects: want its colour and its line", plain)
	}
	if withPhone != plain+1 || !r.Rows[1].Linked() || r.Rows[0].Linked() {
		t.Fatalf("the phone is drawn on the wrong row: %d objects without it, %d with", plain, withPhone)
	}
	for seat, row := range r.Rows[:2] {
		if h := row.Size().Height; h < 44 {
			t.Errorf("seat %d's row is %.0f tall, less than a finger's 44", seat+1, h)
		}
	}
}

// TestAFingerLightsNoRosterRow checks that the mouse lights a row it is over
// and presses, and a finger neither: a browser moves the mouse and presses
// only as a finger lifts, and a light then would cost a frame.
func TestAFingerLightsNoRosterRow(t *testing.T) {
	test.NewTempApp(t)
	defer screens.SetFingerPointing(false)
	r := newRosterRow(func() {})
	r.set(1, "1.", "Оксана", "", false)
	rr := test.TempWidgetRenderer(t, r).(*rosterRowRenderer)
	plain := rr.bg.FillColor

	screens.SetFingerPointing(true)
	r.MouseIn(&desktop.MouseEvent{})
	r.MouseDown(&desktop.MouseEvent{})
	if rr.bg.FillColor != plain {
		t.Fatalf("a finger lit the row: %v, plain %v", rr.bg.FillColor, plain)
	}
	r.MouseUp(&desktop.MouseEvent{})
	r.MouseOut()

	screens.SetFingerPointing(false)
	r.MouseIn(&desktop.MouseEvent{})
	hovered := rr.bg.FillColor
	r.MouseDown(&desktop.MouseEvent{})
	pressed := rr.bg.FillColor
	if hovered == plain || pressed == plain || pressed == hovered {
		t.Fatalf("the mouse: plain %v, over %v, pressed %v; each should differ", plain, hovered, pressed)
	}
	r.MouseUp(&desktop.MouseEvent{})
	r.MouseOut()
	if rr.bg.FillColor != plain {
		t.Fatalf("the mouse's light stayed after it left: %v", rr.bg.FillColor)
	}
}

// TestSeatsNineAndTenStartTheirNamesAtOnePlace checks that a seat below 10
// is padded to a two-digit seat's width in the row's one text.
func TestSeatsNineAndTenStartTheirNamesAtOnePlace(t *testing.T) {
	test.NewTempApp(t)
	width := func(seat int) float32 {
		return fyne.MeasureText(seatLine(seat, fmt.Sprintf("%d.", seat), ""), theme.TextSize(), fyne.TextStyle{Bold: true}).Width
	}
	if width(9) != width(10) || width(1) != width(27) {
		t.Fatalf("names start at %v after seat 9, %v after 10, %v after 1, %v after 27", width(9), width(10), width(1), width(27))
	}
}
