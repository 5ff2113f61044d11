//go:build !(js && wasm)

package app

import (
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"tablecompanion/app/store"
	"tablecompanion/screens"
	"tablecompanion/screens/catalog"
	"tablecompanion/screens/spyfall"
)

// fakeWaker records what the shell asks of it.
type fakeWaker struct{ calls []string }

func (f *fakeWaker) Hold(why string) { f.calls = append(f.calls, "hold: "+why) }
func (f *fakeWaker) Release()        { f.calls = append(f.calls, "release") }

// TestASpyfallClockHoldsTheScreenOnUntilItStops reopens a dealt Spyfall
// round, whose clock is under way, and checks that the shell holds the
// screen on (here by the desktop's rule: while a clock is under way, even
// behind the home screen), lets it go when no clock is, and when the app
// stops. The clock is not started, so that no wake-up outlives the test.
func TestASpyfallClockHoldsTheScreenOnUntilItStops(t *testing.T) {
	dir := t.TempDir()
	st, m := dealtSpyfall(t, dir)
	const game = "games/20250301-200000-spyfall-1.json"
	if err := st.Save(game, "spyfall", m); err != nil {
		t.Fatal(err)
	}
	if err := st.Save(store.SettingsFile, "settings", Settings{Language: "en", Screen: game}); err != nil {
		t.Fatal(err)
	}
	wake := &fakeWaker{}
	s, err := New(test.NewTempApp(t), Options{Dir: dir, Games: catalog.All(), Sound: silent, Locale: "en-US", Logf: t.Logf, Wake: wake})
	if err != nil {
		t.Fatal(err)
	}
	_, ok := s.Current().(*spyfall.Screen)
	if !ok {
		t.Fatalf("the game opened as %T", s.Current())
	}
	// The round's clock is under way, paused until the table starts it.
	held := []string{"hold: A game of Table Companion is under way at the table"}
	if !slices.Equal(wake.calls, held) {
		t.Fatalf("a dealt round asked %q, want %q", wake.calls, held)
	}
	s.GoHome()
	if !slices.Equal(wake.calls, held) {
		t.Fatalf("the clock is under way behind the home screen, and the waker was asked %q", wake.calls)
	}
	// A game whose clock is no longer under way lets the screen go.
	p := s.games.pages[0]
	s.context(p).KeepClock(screens.ClockState{})
	if want := append(held, "release"); !slices.Equal(wake.calls, want) {
		t.Fatalf("with no clock under way the waker was asked %q, want %q", wake.calls, want)
	}
	s.context(p).KeepClock(screens.ClockState{For: "spyfall round 1, deal 1", Left: time.Minute})
	held = append(held, "release", held[0])
	if !slices.Equal(wake.calls, held) {
		t.Fatalf("with the clock under way again the waker was asked %q, want %q", wake.calls, held)
	}
	s.stopped()
	if want := append(held, "release"); !slices.Equal(wake.calls, want) {
		t.Fatalf("at the stop the waker was asked %q, want %q", wake.calls, want)
	}
}
