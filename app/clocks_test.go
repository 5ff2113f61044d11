package app

import (
	"encoding/json"
	"math/rand/v2"
	"testing"
	"time"

	"tablecompanion/app/store"
	"tablecompanion/games"
	"tablecompanion/games/spyfall"
	"tablecompanion/screens"
	spyfallscreen "tablecompanion/screens/spyfall"
)

func TestTheClockKeeperWritesTheLatestStateAndStopsAtClose(t *testing.T) {
	st, err := store.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	k := newClockKeeper(st, t.Logf)
	const game = "games/20250301-200000-spyfall-1.json"
	for left := 10; left >= 7; left-- {
		k.keep(game, screens.ClockState{For: "round 1", Left: time.Duration(left) * time.Second})
	}
	k.close()
	if got, ok := k.saved(game); !ok || got != (screens.ClockState{For: "round 1", Left: 7 * time.Second}) {
		t.Fatalf("after close the file keeps %+v %v, want the last state", got, ok)
	}
	k.keep(game, screens.ClockState{For: "round 1", Left: time.Second})
	k.close()
	if got, _ := k.saved(game); got.Left != 7*time.Second {
		t.Fatalf("a state kept after close was written: %+v", got)
	}
	if names, _ := st.Games(); len(names) != 0 {
		t.Fatalf("a clock file is listed as a game: %v", names)
	}
	k = newClockKeeper(st, t.Logf)
	k.keep(game, screens.ClockState{})
	k.close()
	s := &Shell{clocks: k, opts: Options{Logf: t.Logf}}
	if _, ok := s.savedClock(game); ok {
		t.Fatal("a state of no clock reads as a clock")
	}
}

func TestTheDraftKeeperKeepsTheLatestDraftBesideTheGame(t *testing.T) {
	st, err := store.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	k := newDraftKeeper(st, t.Logf)
	const game = "games/20250301-200000-dixit-1.json"
	for _, d := range []string{"a", "ab", "abc"} {
		k.keep(game, d)
	}
	k.close()
	if got, ok := k.saved(game); !ok || got != "abc" {
		t.Fatalf("the draft file keeps %q %v, want the last draft", got, ok)
	}
	if names, _ := st.Games(); len(names) != 0 {
		t.Fatalf("a draft file is listed as a game: %v", names)
	}
	if _, ok := k.saved("games/20250301-200000-dixit-2.json"); ok {
		t.Fatal("a game with no draft has one")
	}
}

// dealtSpyfall opens a store in dir and deals round 1 of a four-player
// Spyfall, not yet saved.
func dealtSpyfall(t *testing.T, dir string) (*store.Store, *spyfall.Match) {
	t.Helper()
	st, err := store.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	var seats games.Seats
	for _, name := range []string{"Ann", "Bob", "Cy", "Dee"} {
		seats = append(seats, games.Player{ID: "p" + name, Name: name, Color: "red"})
	}
	m, err := spyfall.New(spyfall.Setup{Players: seats})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Do(m.State().Draw(rand.New(rand.NewPCG(1, 2)))); err != nil {
		t.Fatal(err)
	}
	return st, m
}

// spyfallGame is the file savedSpyfall saves its round in.
const spyfallGame = "games/20250301-200000-spyfall-1.json"

// savedSpyfall saves, in a store in dir, a dealt Spyfall round with its
// clock kept as the app leaves it, and settings that open the app on it.
func savedSpyfall(t *testing.T, dir string, kept screens.ClockState) *store.Store {
	t.Helper()
	st, m := dealtSpyfall(t, dir)
	for _, err := range []error{
		st.Save(spyfallGame, "spyfall", m),
		st.Save(clockFile(spyfallGame), clockKind, kept),
		st.Save(store.SettingsFile, "settings", Settings{Language: "en", Screen: spyfallGame}),
	} {
		if err != nil {
			t.Fatal(err)
		}
	}
	return st
}

// TestASpyfallClockComesBackPausedAfterARestart saves a Spyfall round and
// its clock as the app leaves them, starts the shell on it and checks that
// the round shows the time left, paused; stopping the app keeps it.
func TestASpyfallClockComesBackPausedAfterARestart(t *testing.T) {
	dir := t.TempDir()
	kept := screens.ClockState{For: "spyfall round 1, deal 1", Left: 3*time.Minute + 7400*time.Millisecond}
	savedSpyfall(t, dir, kept)
	s := start(t, dir, "en-US")
	sp, ok := s.Current().(*spyfallscreen.Screen)
	if !ok {
		t.Fatalf("the app reopened on %T", s.Current())
	}
	if _, running := sp.Deadline(); sp.Clock.Text != "03:08" || running || sp.StartButton.Text != "Start the clock" {
		t.Fatalf("the restarted round shows %q, running %v, button %q", sp.Clock.Text, running, sp.StartButton.Text)
	}
	s.stopped()
	if got, ok := s.clocks.saved(spyfallGame); !ok || got != kept {
		t.Fatalf("after the stop the clock file keeps %+v, want %+v", got, kept)
	}
}

// TestQuitKeepsTheClockAndExitsOnce quits on a Spyfall round with its
// clock, by Ctrl+Q and then by the window's close button, as when a second
// way out comes in at the same time: the app exits once, the window's size
// is kept, and the clock file keeps the time of the quit, which no clock
// callback coming late can change any more.
func TestQuitKeepsTheClockAndExitsOnce(t *testing.T) {
	dir := t.TempDir()
	kept := screens.ClockState{For: "spyfall round 1, deal 1", Left: 4*time.Minute + 2500*time.Millisecond}
	st := savedSpyfall(t, dir, kept)
	s := start(t, dir, "en-US")
	exits := 0
	s.opts.Exit = func() { exits++ }
	p := s.current
	s.shortcut(quitShortcut)
	s.Quit()
	s.context(p).KeepClock(screens.ClockState{For: kept.For, Left: time.Minute})
	// Whatever the late callback left waiting is written before the file
	// is read.
	s.clocks.close()
	if exits != 1 {
		t.Fatalf("the app exited %d times, want 1", exits)
	}
	if got, ok := s.clocks.saved(spyfallGame); !ok || got != kept {
		t.Fatalf("after the quit the clock file keeps %+v, want %+v", got, kept)
	}
	_, body, err := st.Load(store.SettingsFile)
	var settings Settings
	if err == nil {
		err = json.Unmarshal(body, &settings)
	}
	if err != nil || settings.Window.Width <= 0 {
		t.Fatalf("the window's size was not kept: %+v, %v", settings.Window, err)
	}
}
