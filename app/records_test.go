package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"tablecompanion/games/roster"
	"tablecompanion/screens/house"
)

// TestTheRecordsButtonOpensTheRecordsOfTheSavedEvenings checks what the
// shell hands the records screen: the evenings' finished games, the
// roster's players and its merges (the screen's own tests are in
// screens/house).
func TestTheRecordsButtonOpensTheRecordsOfTheSavedEvenings(t *testing.T) {
	dir := t.TempDir()
	finishedEvening(t, dir)
	s := start(t, dir, "ru-RU")
	// Ann is typed again as «Анна» on another evening, then merged.
	if err := s.roster.Do(roster.Action{Op: roster.Add, Name: "Анна", Color: "teal"}); err != nil {
		t.Fatal(err)
	}
	if err := s.roster.Do(roster.Action{Op: roster.Merge, ID: "p1", Into: "p6"}); err != nil {
		t.Fatal(err)
	}
	test.Tap(s.Home().RecordsButton)
	rs, ok := s.Current().(*house.RecordsScreen)
	if !ok {
		t.Fatalf("the records button opened %T", s.Current())
	}
	if got := rs.Summary.Text; got != "За этот срок закончились 2 игры." {
		t.Fatalf("the summary says %q", got)
	}
	if len(rs.PlayerButtons) != 5 || len(rs.KindButtons) != 2 {
		t.Fatalf("%d player rows and %d game rows, want 5 and 2", len(rs.PlayerButtons), len(rs.KindButtons))
	}
	if !containsText(s.Window().Content(), "Анна\n2 игры") {
		t.Fatal("the list does not name Анна with Ann's games")
	}
}

func TestThePlayerEditorMergesTwoPlayersAndRestoreKeepsThemApart(t *testing.T) {
	dir := t.TempDir()
	finishedEvening(t, dir)
	s := start(t, dir, "uk-UA")
	s.OpenRoster()
	r := s.RosterScreen()
	r.NameEntry.SetText("Енн")
	test.Tap(r.AddButton)
	// Енн is Ann (p1) typed again: merged from Енн's editor.
	players := s.roster.State().Players()
	enn := players[len(players)-1].ID
	if !strings.HasPrefix(enn, "p-") || len(enn) != 14 {
		t.Fatalf("a player added on the roster screen has the ID %q, not one of its own", enn)
	}
	e := openRow(t, s, len(players)-1)
	if !e.MergeButton.Disabled() {
		t.Fatal("Merge is on before anyone is picked")
	}
	e.MergeInto.SetSelected("Ann")
	test.Tap(e.MergeButton)
	if got := names(s); strings.Join(got, ",") != "Ann,Bob,Cy,Dee,Eve" {
		t.Fatalf("after the merge the roster is %v", got)
	}
	if !r.Removed.Visible() || r.Removed.Text != "Енн і Ann тепер один гравець: їхні ігри рахуються разом. «Повернути» або «Крок назад» угорі знову розділять їх." {
		t.Fatalf("the notice says %q", r.Removed.Text)
	}
	if got := s.roster.State().Merged(enn); got != "p1" {
		t.Fatalf("Енн counts as %q", got)
	}
	// The merge is saved with the roster.
	s2 := start(t, dir, "uk-UA")
	if got := s2.roster.State().Merged(enn); got != "p1" {
		t.Fatalf("after a restart Енн counts as %q", got)
	}
	test.Tap(r.RestoreButton)
	if got := names(s); strings.Join(got, ",") != "Ann,Bob,Cy,Dee,Eve,Енн" || s.roster.State().Merges() != nil {
		t.Fatalf("Restore left %v with merges %v", got, s.roster.State().Merges())
	}
}
