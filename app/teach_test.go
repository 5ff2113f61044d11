package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"tablecompanion/games"
	"tablecompanion/games/evening"
	"tablecompanion/games/facts"
	"tablecompanion/screens/dixit"
)

func TestPlayedHereLooksAtTheKindAndThePlayers(t *testing.T) {
	ann, bob := games.Player{ID: "ann"}, games.Player{ID: "bob"}
	finished := []evening.Game{{Kind: "dixit", Played: facts.Played{Players: games.Seats{ann}}}}
	underWay := []games.Seats{{bob}}
	for _, c := range []struct {
		kind string
		ids  []string
		want bool
	}{
		{"dixit", []string{"ann", "cy"}, true},
		{"dixit", []string{"cy"}, false},
		{"spyfall", []string{"ann"}, false},
		{"spyfall", []string{"bob"}, true},
		{"spyfall", nil, false},
	} {
		under := underWay
		if c.kind == "dixit" {
			under = nil
		}
		if got := playedHere(c.kind, c.ids, finished, under); got != c.want {
			t.Errorf("playedHere(%s, %v) = %v, want %v", c.kind, c.ids, got, c.want)
		}
	}
}

// taught is a game screen's teaching, as every screen's skeleton says it.
type taught interface{ Teaching() bool }

// TestANewTableIsTaughtAndATableThatPlayedIsNot starts a Dixit with four
// new players: its setup offers the teaching, which the game keeps across
// a restart. A second Dixit of the same players is not taught, a Decrypto
// of theirs is; a table that turns the teaching off is not taught.
func TestANewTableIsTaughtAndATableThatPlayedIsNot(t *testing.T) {
	dir := t.TempDir()
	s := start(t, dir, "en-US")
	s.OpenRoster()
	for _, n := range []string{"Ann", "Bob", "Cy", "Dee"} {
		addPlayer(t, s, n)
	}
	s.GoHome()
	test.Tap(s.Home().Tiles[3]) // Dixit
	setup := setupOf(s)
	if !setup.TeachCheck.Checked {
		t.Fatal("a table new to Dixit is not offered the teaching")
	}
	test.Tap(setup.StartButton)
	if !s.Current().(taught).Teaching() {
		t.Fatal("the Dixit the table chose to be taught is not taught")
	}
	key := s.current.key

	s2 := start(t, dir, "en-US")
	p := s2.games.file(key)
	if p == nil || !p.screen.(taught).Teaching() {
		t.Fatal("after a restart the Dixit under way is no longer taught")
	}
	s2.NewGame("dixit")
	if setupOf(s2).TeachCheck.Checked {
		t.Fatal("a second Dixit of the same players is offered the teaching")
	}
	s2.GoHome()
	test.Tap(s2.Home().Tiles[2]) // Decrypto
	setup = setupOf(s2)
	if !setup.TeachCheck.Checked {
		t.Fatal("players new to Decrypto are not offered the teaching")
	}
	test.Tap(setup.TeachCheck)
	test.Tap(setup.StartButton)
	if s2.Current().(taught).Teaching() {
		t.Fatal("the table turned the teaching off, and the Decrypto teaches")
	}
	if _, ok := s2.settings.Teach[s2.current.key]; ok {
		t.Fatal("a game not taught keeps a teaching in the settings")
	}
}

// TestTheNoteOnTheLessonLineSurvivesARestart: the first round's score,
// explained on the lesson line of a taught Dixit, is still there when the
// app starts again, in the language the app then speaks, and gives way at
// the game's next step as it would have.
func TestTheNoteOnTheLessonLineSurvivesARestart(t *testing.T) {
	dir := t.TempDir()
	s := start(t, dir, "en-US")
	d := dixitRoundEntered(t, s)
	s.typedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	note := d.Lesson().Text()
	if note != s.cat.T("lesson.dixit.score") {
		t.Fatalf("after the first round the lesson says %q, not what the points were for", note)
	}

	s2 := start(t, dir, "en-US")
	d2 := s2.Current().(*dixit.Screen)
	if got := d2.Lesson().Text(); got != note {
		t.Fatalf("after a restart the lesson says %q, want %q", got, note)
	}
	s2.SetLanguage(language.Ukrainian)
	d2 = s2.Current().(*dixit.Screen)
	if got, want := d2.Lesson().Text(), s2.cat.T("lesson.dixit.score"); got != want {
		t.Fatalf("in Ukrainian the lesson says %q, want %q", got, want)
	}
}
