package app

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
)

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
	if roster() != "Ann,Bobby,Cy" || !e.IsOpen() || e.Heading.Text != "2. Bobby" {
		t.Fatalf("after Rename: %s, heading %q, open %v", roster(), e.Heading.Text, e.IsOpen())
	}
	undo("a rename")
	if e.NameEntry.Text != "Bob" || e.Heading.Text != "2. Bob" {
		t.Fatalf("the editor did not follow the undo: %q, %q", e.NameEntry.Text, e.Heading.Text)
	}

	e.Color.SetSelected("Teal")
	if s.roster.State().Players()[1].Color != "teal" || !e.IsOpen() {
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
	if !e.IsOpen() || !e.Message.Visible() || e.Message.Text != "ann is already at the table: choose another name." && e.Message.Text != "Ann is already at the table: choose another name." {
		t.Fatalf("a refused name: open %v, message %q", e.IsOpen(), e.Message.Text)
	}
	if roster() != "Ann,Bob,Cy" {
		t.Fatalf("a refused name changed the roster: %s", roster())
	}
	e.NameEntry.SetText("Bob")
	test.Tap(e.DoneButton)
	if e.IsOpen() || overlaid(s) {
		t.Fatal("Done left the editor open")
	}

	e = openRow(t, s, 1)
	if e.Message.Visible() {
		t.Fatal("the last player's refusal shows on the next opening")
	}
	test.Tap(e.RemoveButton)
	if roster() != "Ann,Cy" || e.IsOpen() || !r.Notice.Visible() {
		t.Fatalf("after Remove: %s, editor open %v", roster(), e.IsOpen())
	}
	undo("a removal")

	e = openRow(t, s, 1)
	if slices.Contains(e.MergeInto.Options, "Bob") || len(e.MergeInto.Options) != 2 || !e.MergeButton.Disabled() {
		t.Fatalf("Bob may merge into %v", e.MergeInto.Options)
	}
	e.MergeInto.SetSelected("Ann")
	test.Tap(e.MergeButton)
	if roster() != "Ann,Cy" || e.IsOpen() || s.roster.State().Merged(bob.ID) != s.roster.State().Players()[0].ID {
		t.Fatalf("after Merge: %s, editor open %v", roster(), e.IsOpen())
	}
	undo("a merge")
	if s.roster.State().Merged(bob.ID) != bob.ID || s.roster.State().Merges() != nil {
		t.Fatal("the undo kept the merge")
	}

	addPlayer(t, s, "Dee")
	e = openRow(t, s, 3)
	s.Undo()
	if e.IsOpen() || overlaid(s) {
		t.Fatal("the editor stayed open on a player the undo took away")
	}
	for i, row := range rows {
		if r.Rows[i] != row {
			t.Fatalf("row %d was built again", i+1)
		}
	}
}
