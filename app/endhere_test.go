package app

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"tablecompanion/app/store"
	"tablecompanion/games/examples"
	keepwatchgame "tablecompanion/games/keepwatch"
	"tablecompanion/games/roster"
	spyfallgame "tablecompanion/games/spyfall"
	"tablecompanion/screens"
	"tablecompanion/screens/dixit"
	"tablecompanion/screens/house"
	keepwatchscreen "tablecompanion/screens/keepwatch"
)

// hidden is where barPlaces puts a hidden button.
var hidden = fyne.NewPos(-1, -1)

// barPlaces returns where the top bar's buttons after the title stand, or
// hidden.
func barPlaces(s *Shell) []fyne.Position {
	s.barBox.Layout.Layout(s.barBox.Objects, s.barBox.Size())
	var out []fyne.Position
	for _, o := range []fyne.CanvasObject{s.UndoButton, s.RedoButton, s.LanguageSelect, s.PhonesButton, s.SettingsButton} {
		at := o.Position()
		if !o.Visible() {
			at = hidden
		}
		out = append(out, at)
	}
	return out
}

// TestEndHereEndsADixitGameAsItStands plays a Dixit round through the
// shell, ends the game from the top bar's button after its dialog, by tap
// and then by keyboard, and follows the end to the end screen, tonight's
// leaderboard, the evenings, an undo and a restart.
func TestEndHereEndsADixitGameAsItStands(t *testing.T) {
	dir := t.TempDir()
	s := start(t, dir, "en-US")
	d := dixitRoundEntered(t, s)
	if !s.EndHereButton.Visible() || !s.EndHereButton.Disabled() {
		t.Fatal("before a round is scored End here shows, disabled: nothing to end yet")
	}
	s.typedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if s.EndHereButton.Disabled() || s.EndHereButton.Text != "End here" {
		t.Fatalf("after a round End here is %q, disabled %v", s.EndHereButton.Text, s.EndHereButton.Disabled())
	}
	places := barPlaces(s)

	test.Tap(s.EndHereButton)
	ask := s.EndHereAsked()
	if ask == nil || !strings.HasPrefix(ask.Words.Text, "The scores stand as they are") {
		t.Fatal("End here did not ask in Dixit's words")
	}
	if s.Window().Canvas().Focused() != ask.EndButton {
		t.Fatal("the dialog does not start the keyboard on its End button")
	}
	test.Tap(ask.KeepButton)
	if s.EndHereAsked() != nil || d.Match().Over() {
		t.Fatal("Keep playing ended the game or left the dialog up")
	}
	// By keyboard: a chord opens the dialog, Esc closes it, Space on its
	// End button ends the game. No single key does.
	shortcut(t, s, endHereShortcut)
	s.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if s.EndHereAsked() != nil || s.Current() != d {
		t.Fatal("Esc did not close the dialog alone")
	}
	shortcut(t, s, endHereShortcut)
	s.Window().Canvas().Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	g := d.Match().State()
	if !g.Over() || !g.EndedEarly() || s.EndHereAsked() != nil {
		t.Fatalf("Space on End the game: over %v, ended early %v", g.Over(), g.EndedEarly())
	}
	if s.EndHereButton.Visible() || !d.EndedEarly.Visible() {
		t.Fatal("after the end: End here still shows, or the end screen does not say it ended early")
	}
	if got := barPlaces(s); !samePlaces(got, places) {
		t.Fatalf("the top bar moved as End here went: %v, was %v", got, places)
	}
	if got, ok := s.evenings.State().Game(s.current.key); !ok || !got.EndedEarly {
		t.Fatal("tonight's evening has not the game, marked as ended early")
	}
	test.Tap(s.UndoButton)
	if d.Match().Over() || !s.EndHereButton.Visible() || s.EndHereButton.Disabled() {
		t.Fatal("undo did not take the end back, End here with it")
	}
	if _, ok := s.evenings.State().Game(s.current.key); ok {
		t.Fatal("the game stayed in the evening after its end was undone")
	}
	test.Tap(s.RedoButton)
	s.GoHome()
	if early := s.Home().Board().Early; !early.Visible() || !strings.Contains(early.Text, "Dixit") {
		t.Fatalf("tonight's leaderboard does not name the game ended early: %q", early.Text)
	}
	if done := s.Home().FinishedButtons; len(done) != 1 || !strings.HasSuffix(s.Home().RowText(done[0]), "\nended early") {
		t.Fatalf("the home screen's finished games do not mark it: %d rows", len(done))
	}

	s2 := start(t, dir, "en-US")
	s2.show(s2.games.pages[0])
	d2, ok := s2.Current().(*dixit.Screen)
	if !ok || !d2.Match().State().EndedEarly() || !d2.EndedEarly.Visible() || s2.EndHereButton.Visible() {
		t.Fatal("the restart did not show the game ended early, read-only")
	}
	s2.GoHome()
	test.Tap(s2.Home().EveningsButton)
	es := s2.Current().(*house.EveningsScreen)
	if len(es.GameButtons) != 1 || !strings.HasSuffix(es.RowText(es.GameButtons[0][0]), "\nended early") {
		t.Fatalf("the evenings do not mark the game: %v", es.GameButtons)
	}
}

// samePlaces reports whether the buttons shown in both a and b stand in
// the same places.
func samePlaces(a, b []fyne.Position) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] && a[i] != hidden && b[i] != hidden {
			return false
		}
	}
	return true
}

// TestEndHereMovesNothingInTheTopBar starts a Dixit game at each window
// width the app runs at, in each language, and checks that the buttons
// after the title stand still as End here comes with the play and goes with
// the end: the bar keeps its room on every page of a game with rounds.
func TestEndHereMovesNothingInTheTopBar(t *testing.T) {
	for _, locale := range []string{"en-US", "ru-RU", "uk-UA"} {
		for _, size := range []fyne.Size{{Width: 1280, Height: 800}, {Width: 1024, Height: 600}, {Width: 800, Height: 1280}} {
			s := start(t, t.TempDir(), locale)
			s.Window().Resize(size)
			s.OpenRoster()
			for _, n := range []string{"Ann", "Bob", "Cy", "Dee"} {
				addPlayer(t, s, n)
			}
			s.GoHome()
			test.Tap(s.Home().Tiles[3])
			d := s.Current().(*dixit.Screen)
			before := barPlaces(s)
			test.Tap(d.Setup.StartButton)
			if got := barPlaces(s); !samePlaces(got, before) || !s.EndHereButton.Visible() {
				t.Fatalf("%s at %v: the bar moved as End here came: %v, was %v", locale, size, got, before)
			}
			for _, b := range []*screens.PickerCell{d.StoryCard.Buttons[0], d.CardPickers[1].Buttons[1], d.VotePickers[1].Buttons[0],
				d.CardPickers[2].Buttons[2], d.VotePickers[2].Buttons[1], d.CardPickers[3].Buttons[3], d.VotePickers[3].Buttons[0]} {
				test.Tap(b)
			}
			before = barPlaces(s)
			s.typedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
			if !s.EndHereButton.Visible() || s.EndHereButton.Size().Height < 44 || s.EndHereButton.Size().Width < 44 {
				t.Fatalf("%s at %v: End here shows %v at %v, want a target of 44 px or more", locale, size, s.EndHereButton.Visible(), s.EndHereButton.Size())
			}
			if got := barPlaces(s); !samePlaces(got, before) {
				t.Fatalf("%s at %v: the bar moved as the round was scored: %v, was %v", locale, size, got, before)
			}
			if err := d.EndHere(); err != nil {
				t.Fatal(err)
			}
			if got := barPlaces(s); !samePlaces(got, before) || s.EndHereButton.Visible() {
				t.Fatalf("%s at %v: the bar moved as End here went: %v, was %v", locale, size, got, before)
			}
		}
	}
}

// TestGreyedEndHereSaysWhy: End here, greyed before Dixit's first round
// is scored, says why when it is tapped or asked for by its shortcut, in
// the table's language, and puts the reason away once the game may end.
func TestGreyedEndHereSaysWhy(t *testing.T) {
	s := start(t, t.TempDir(), "uk-UA")
	dixitRoundEntered(t, s)
	if !s.EndHereButton.Disabled() || s.WhyNote.Shown() != "" {
		t.Fatal("before a round is scored End here is greyed, with no reason on show yet")
	}
	test.Tap(s.EndHereButton)
	want := "«Завершити» стане доступно, коли буде зараховано перший раунд"
	if why := s.WhyNote.Shown(); !strings.HasPrefix(why, want) {
		t.Fatalf("End here tapped greyed says %q, want %q…", why, want)
	}
	if s.EndHereAsked() != nil {
		t.Fatal("a greyed End here asked to end the game")
	}
	s.WhyNote.Close()
	s.AskEndHere()
	if why := s.WhyNote.Shown(); !strings.HasPrefix(why, want) {
		t.Fatalf("End here's shortcut on a game that may not end says %q, want %q…", why, want)
	}
	s.typedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if s.EndHereButton.Disabled() || s.WhyNote.Shown() != "" {
		t.Fatalf("after the round End here is greyed %v with %q on show; want it open, the reason put away",
			s.EndHereButton.Disabled(), s.WhyNote.Shown())
	}
}

// TestEndHereWaitsForAKeepWatchChallenge: while a challenge counts down or
// takes presses, End here is shown but disabled, since its dialog would
// cover the pads; once the presses are in, the check may end the game, and
// the dialog says the challenge goes to nobody.
func TestEndHereWaitsForAKeepWatchChallenge(t *testing.T) {
	s := start(t, t.TempDir(), "en-US")
	s.OpenRoster()
	for _, n := range []string{"Ann", "Bob", "Cy"} {
		addPlayer(t, s, n)
	}
	s.GoHome()
	test.Tap(s.Home().Tiles[0])
	k := s.Current().(*keepwatchscreen.Screen)
	timers := &handTimers{}
	now := time.Date(2026, 5, 1, 20, 0, 0, 0, time.UTC)
	k.Schedule = timers.schedule
	k.Clock = func() time.Time { now = now.Add(100 * time.Millisecond); return now }
	test.Tap(k.Setup.StartButton)
	s.Window().Canvas().Unfocus()
	key := func(name fyne.KeyName) { s.typedKey(&fyne.KeyEvent{Name: name}) }
	challenge := func() {
		t.Helper()
		key(fyne.KeySpace)
		if !s.EndHereButton.Visible() || !s.EndHereButton.Disabled() {
			t.Fatal("End here is offered during the count")
		}
		test.Tap(s.EndHereButton)
		if why := s.WhyNote.Shown(); !strings.Contains(why, "waits for this challenge") {
			t.Fatalf("End here tapped greyed during the count says %q, want that it waits for the challenge", why)
		}
		// The reason on show covers no key: the pads below take presses.
		for k.Big != "GO!" {
			timers.fire()
		}
		if !s.EndHereButton.Disabled() {
			t.Fatal("End here is offered while the pads take presses")
		}
		for _, seat := range []int{1, 0, 2} {
			key(keepwatchscreen.PlayerKeys[seat])
		}
	}
	challenge()
	g := k.Match().State()
	if g.Phase() != keepwatchgame.PhaseChecking || !s.EndHereButton.Disabled() {
		t.Fatalf("with the presses in and no card moved yet: phase %s, End here disabled %v; want the check, nothing to end yet",
			g.Phase(), s.EndHereButton.Disabled())
	}
	c, _ := g.Current()
	if err := k.Match().Do(keepwatchgame.WrongCall(g.Players()[c.Checking].ID)); err != nil {
		t.Fatal(err)
	}
	s.commit(s.current)
	if s.EndHereButton.Disabled() {
		t.Fatal("after a wrong call gave cards away End here is not offered")
	}
	test.Tap(s.EndHereButton)
	if ask := s.EndHereAsked(); ask == nil || !strings.Contains(ask.Words.Text, "The challenge under way goes to nobody") {
		t.Fatal("the dialog does not say what becomes of the challenge being checked")
	}
}

// TestRowsOfAGameEndedEarlyFitAnUprightTablet: the home screen's and the
// evenings' row of a Spyfall 2 game the table ended early, with the
// longest name of a game, say so and stay within an upright tablet's width
// in every language.
func TestRowsOfAGameEndedEarlyFitAnUprightTablet(t *testing.T) {
	for _, lang := range []string{"en", "ru", "uk"} {
		dir := t.TempDir()
		st, err := store.Open(dir)
		if err != nil {
			t.Fatal(err)
		}
		m := roster.New()
		for _, name := range []string{"Александра", "Святослав", "Соломія", "Frederick", "Богдан"} {
			if err := m.Do(roster.Action{Op: roster.Add, Name: name, Color: m.State().FreeColor()}); err != nil {
				t.Fatal(err)
			}
		}
		game, err := examples.EndedHere(spyfallgame.Kind, m.State().Players(), lang)
		if err != nil {
			t.Fatal(err)
		}
		if err := st.Save("roster.json", "roster", m); err != nil {
			t.Fatal(err)
		}
		if err := st.Save("games/20261122-200000-spyfall-1.json", spyfallgame.Kind, game); err != nil {
			t.Fatal(err)
		}
		s := start(t, dir, lang)
		room := 800 - screens.ShellChrome.Width
		s.GoHome()
		if w := s.current.body.MinSize().Width; w > room || len(s.Home().FinishedButtons) != 1 {
			t.Errorf("%s: the home screen is %v wide with its finished row, room %v", lang, w, room)
		}
		s.OpenEvenings()
		if w := s.current.body.MinSize().Width; w > room {
			t.Errorf("%s: the evenings are %v wide, room %v", lang, w, room)
		}
	}
}
