package app

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/screens"
)

// ticked returns the names ticked at a setup, in seating order.
func ticked(setup *screens.Setup) []string {
	var names []string
	for _, c := range setup.Checks {
		if c.Checked {
			names = append(names, c.Text)
		}
	}
	return names
}

// TestASetupOpensWithTheLastGamesPlayers plays "the same players again":
// after a Dixit of four, Decrypto's setup opens with the four ticked; ticks
// changed there survive stepping away and a restart; another game's setup
// still opens with the Dixit's four, and a started game spends the ticks.
func TestASetupOpensWithTheLastGamesPlayers(t *testing.T) {
	dir := t.TempDir()
	s := start(t, dir, "en-US")
	s.OpenRoster()
	for _, n := range []string{"Ann", "Bob", "Cy", "Dee", "Eve", "Fay"} {
		addPlayer(t, s, n)
	}
	s.GoHome()
	test.Tap(s.Home().Tiles[3]) // Dixit
	setup := setupOf(s)
	test.Tap(setup.NoneButton)
	if got := ticked(setup); len(got) != 0 {
		t.Fatalf("Clear ticks left %v", got)
	}
	for i := range 4 {
		test.Tap(setup.Checks[i])
	}
	test.Tap(setup.StartButton)
	four := []string{"Ann", "Bob", "Cy", "Dee"}

	s.GoHome()
	test.Tap(s.Home().Tiles[2]) // Decrypto
	setup = setupOf(s)
	if got := ticked(setup); !slices.Equal(got, four) {
		t.Fatalf("Decrypto's setup opens with %v ticked, want the Dixit's %v", got, four)
	}
	test.Tap(setup.Checks[3])
	test.Tap(setup.Checks[4])
	changed := []string{"Ann", "Bob", "Cy", "Eve"}
	s.GoHome()
	test.Tap(s.Home().Tiles[2])
	if again := setupOf(s); again != setup || !slices.Equal(ticked(again), changed) {
		t.Fatalf("stepping away lost the setup: %v, want %v", ticked(again), changed)
	}

	s2 := start(t, dir, "en-US")
	s2.GoHome()
	test.Tap(s2.Home().Tiles[2])
	if got := ticked(setupOf(s2)); !slices.Equal(got, changed) {
		t.Fatalf("after a restart Decrypto's setup has %v ticked, want %v", got, changed)
	}
	s2.GoHome()
	test.Tap(s2.Home().Tiles[1]) // Spyfall
	setup = setupOf(s2)
	if got := ticked(setup); !slices.Equal(got, four) {
		t.Fatalf("Spyfall's setup opens with %v ticked, want the last game's %v", got, four)
	}
	test.Tap(setup.AllButton)
	if got := ticked(setup); len(got) != 6 {
		t.Fatalf("Tick all ticked %v", got)
	}
	test.Tap(setup.Checks[5])
	test.Tap(setup.StartButton)
	if _, ok := s2.settings.Ticks["spyfall"]; ok {
		t.Fatal("a started game keeps the ticks of its setup")
	}
	// A Dixit is under way: the tile would ask, a new one is wanted.
	s2.NewGame("dixit")
	if got := ticked(setupOf(s2)); !slices.Equal(got, []string{"Ann", "Bob", "Cy", "Dee", "Eve"}) {
		t.Fatalf("Dixit's setup opens with %v, want the Spyfall's five", got)
	}
}

// TestFinishedRowsNameTheWinners checks that a finished game's row on the
// home screen says who won, as the evening's leaderboard counts it, and
// that the leaderboard says what its points are.
func TestFinishedRowsNameTheWinners(t *testing.T) {
	dir := t.TempDir()
	finishedEvening(t, dir)
	s := start(t, dir, "en-US")
	games := s.tonight().Games
	rows := s.Home().FinishedButtons
	if len(rows) != len(games) || len(rows) != 2 {
		t.Fatalf("%d rows for %d games", len(rows), len(games))
	}
	for i, g := range games {
		var names []string
		for _, r := range g.Results() {
			if r.Winner {
				names = append(names, r.Player.Name)
			}
		}
		// The rows run newest first, the evening oldest first.
		row := s.Home().RowText(rows[len(rows)-1-i])
		want := regexp.MustCompile(`^\S+ · finished at \d\d:\d\d · won by ` + regexp.QuoteMeta(strings.Join(names, ", ")) + `( together)?$`)
		if !want.MatchString(row) {
			t.Errorf("row %q does not name the winners %v", row, names)
		}
	}
	var said []string
	for _, o := range test.LaidOutObjects(s.Home().Tonight) {
		if l, ok := o.(*widget.Label); ok && l.Visible() {
			said = append(said, l.Text)
		}
	}
	if !slices.ContainsFunc(said, func(t string) bool { return strings.HasPrefix(t, "Place points: in each game") }) ||
		!slices.Contains(said, "Place points") {
		t.Fatalf("the leaderboard does not say what its points are: %q", said)
	}
}

// TestARemovedPlayerIsToldToComeBack removes a player: the roster says who
// went and that Restore or Undo brings them back, below the list, and
// Restore does; the notice goes once another change follows.
func TestARemovedPlayerIsToldToComeBack(t *testing.T) {
	s := start(t, t.TempDir(), "en-US")
	s.OpenRoster()
	for _, n := range []string{"Ann", "Bob", "Cy"} {
		addPlayer(t, s, n)
	}
	r := s.RosterScreen()
	if r.Notice.Visible() {
		t.Fatal("a notice before anyone was removed")
	}
	test.Tap(openRow(t, s, 1).RemoveButton)
	if !r.Notice.Visible() || r.Removed.Text != "Bob is off the roster. Restore, or Undo at the top, brings the player back." {
		t.Fatalf("after a removal the roster says %q", r.Removed.Text)
	}
	test.Tap(r.RestoreButton)
	if names := s.roster.State().Players(); len(names) != 3 || names[1].Name != "Bob" || r.Notice.Visible() {
		t.Fatalf("Restore brought back %v, notice shown %v", names, r.Notice.Visible())
	}
	test.Tap(openRow(t, s, 2).RemoveButton)
	if !strings.HasPrefix(r.Removed.Text, "Cy is off") {
		t.Fatalf("notice %q", r.Removed.Text)
	}
	addPlayer(t, s, "Dee")
	if r.Notice.Visible() {
		t.Fatal("the notice stays after another change")
	}
}
