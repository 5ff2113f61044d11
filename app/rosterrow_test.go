package app

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"tablecompanion/screens/screenstest"
)

// TestARosterRowIsOneLightLine checks that a roster row draws at most six
// objects, its phone only when the player's phone is linked, and that it is
// a finger's target tall on an upright tablet.
func TestARosterRowIsOneLightLine(t *testing.T) {
	s := start(t, t.TempDir(), "uk-UA")
	s.OpenRoster()
	for _, n := range []string{"Оксана", "Тарас"} {
		addPlayer(t, s, n)
	}
	s.Window().Resize(fyne.NewSize(800, 1280))
	r := s.RosterScreen()
	taras := s.roster.State().Players()[1].ID
	r.linked = func() []string { return []string{taras} }
	r.Update()
	plain, linked := screenstest.DrawnIn(r.Rows[0]), screenstest.DrawnIn(r.Rows[1])
	if plain > 6 || linked > 6 {
		t.Fatalf("a row draws %d objects, a linked player's %d: want 6 at most", plain, linked)
	}
	if linked != plain+1 || !r.Rows[1].Linked() || r.Rows[0].Linked() {
		t.Fatalf("the phone is drawn on the wrong row: %d objects without it, %d with", plain, linked)
	}
	for seat, row := range r.Rows[:2] {
		if h := row.Size().Height; h < 44 {
			t.Errorf("seat %d's row is %.0f tall, less than a finger's 44", seat+1, h)
		}
	}
}

// TestTheRowsEditorDoesWhatTheRowsButtonsDid taps a row and uses each of
// its editor's changes: each is made, shows in the editor that stays open,
// and the shell's Undo takes it back; the rows stay the ones built.
func TestTheRowsEditorDoesWhatTheRowsButtonsDid(t *testing.T) {
	s := start(t, t.TempDir(), "en-US")
	s.OpenRoster()
	for _, n := range []string{"Ann", "Bob", "Cy"} {
		addPlayer(t, s, n)
	}
	r := s.RosterScreen()
	rows := slices.Clone(r.Rows)
	bob := s.roster.State().Players()[1]
	roster := func() string { return strings.Join(names(s), ",") }
	undo := func(what string) {
		t.Helper()
		s.Undo()
		if got := roster(); got != "Ann,Bob,Cy" || s.roster.State().Players()[1] != bob {
			t.Fatalf("Undo after %s left %s, %+v", what, got, s.roster.State().Players()[1])
		}
	}

	e := openRow(t, s, 1)
	if e.Heading.Text != "2. Bob" || e.NameEntry.Text != "Bob" || e.Color.Selected != s.cat.T("color."+bob.Color) || !e.RenameButton.Disabled() {
		t.Fatalf("the editor opens on %q, name %q, colour %q", e.Heading.Text, e.NameEntry.Text, e.Color.Selected)
	}
	if s.Window().Canvas().Focused() != nil {
		t.Fatal("the add field behind the editor keeps the keys")
	}

	e.NameEntry.SetText("Bobby")
	test.Tap(e.RenameButton)
	if roster() != "Ann,Bobby,Cy" || !e.open() || e.Heading.Text != "2. Bobby" {
		t.Fatalf("after Rename: %s, heading %q, open %v", roster(), e.Heading.Text, e.open())
	}
	undo("a rename")
	if e.NameEntry.Text != "Bob" || e.Heading.Text != "2. Bob" {
		t.Fatalf("the editor did not follow the undo: %q, %q", e.NameEntry.Text, e.Heading.Text)
	}

	e.Color.SetSelected("Teal")
	if s.roster.State().Players()[1].Color != "teal" || !e.open() {
		t.Fatal("the colour did not change")
	}
	undo("a new colour")
	if e.Color.Selected != s.cat.T("color."+bob.Color) {
		t.Fatalf("after the undo the picker shows %q", e.Color.Selected)
	}

	test.Tap(e.Up)
	if roster() != "Bob,Ann,Cy" || e.Heading.Text != "1. Bob" || !e.Up.Disabled() || e.Down.Disabled() {
		t.Fatalf("after Move up: %s, heading %q", roster(), e.Heading.Text)
	}
	undo("a move up")
	test.Tap(e.Down)
	if roster() != "Ann,Cy,Bob" || !e.Down.Disabled() {
		t.Fatalf("after Move down: %s", roster())
	}
	undo("a move down")

	e.NameEntry.SetText("ann")
	test.Tap(e.DoneButton)
	if !e.open() || !e.Message.Visible() || e.Message.Text != "ann is already at the table: choose another name." && e.Message.Text != "Ann is already at the table: choose another name." {
		t.Fatalf("a refused name: open %v, message %q", e.open(), e.Message.Text)
	}
	if roster() != "Ann,Bob,Cy" {
		t.Fatalf("a refused name changed the roster: %s", roster())
	}
	e.NameEntry.SetText("Bob")
	test.Tap(e.DoneButton)
	if e.open() || overlaid(s) {
		t.Fatal("Done left the editor open")
	}

	e = openRow(t, s, 1)
	if e.Message.Visible() {
		t.Fatal("the last player's refusal shows on the next opening")
	}
	test.Tap(e.RemoveButton)
	if roster() != "Ann,Cy" || e.open() || !r.notice.Visible() {
		t.Fatalf("after Remove: %s, editor open %v", roster(), e.open())
	}
	undo("a removal")

	e = openRow(t, s, 1)
	if slices.Contains(e.MergeInto.Options, "Bob") || len(e.MergeInto.Options) != 2 || !e.MergeButton.Disabled() {
		t.Fatalf("Bob may merge into %v", e.MergeInto.Options)
	}
	e.MergeInto.SetSelected("Ann")
	test.Tap(e.MergeButton)
	if roster() != "Ann,Cy" || e.open() || s.roster.State().Merged(bob.ID) != s.roster.State().Players()[0].ID {
		t.Fatalf("after Merge: %s, editor open %v", roster(), e.open())
	}
	undo("a merge")
	if s.roster.State().Merged(bob.ID) != bob.ID || s.roster.State().Merges() != nil {
		t.Fatal("the undo kept the merge")
	}

	addPlayer(t, s, "Dee")
	e = openRow(t, s, 3)
	s.Undo()
	if e.open() || overlaid(s) {
		t.Fatal("the editor stayed open on a player the undo took away")
	}
	for i, row := range rows {
		if r.Rows[i] != row {
			t.Fatalf("row %d was built again", i+1)
		}
	}
}
