package keepwatch

import (
	"fmt"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"golang.org/x/text/language"

	"tablecompanion/games"
	"tablecompanion/games/keepwatch"
	"tablecompanion/screens"
	"tablecompanion/screens/screenstest"
)

// watchLive is a Keep Watch game played through on a live window: keys,
// taps, and the count's timers fired by hand on a clock the test moves.
type watchLive struct {
	*screenstest.Live
	k      *Screen
	timers *fakeTimers
	now    time.Time
}

func newWatchLive(t *testing.T, lang language.Tag, size fyne.Size, players games.Seats) *watchLive {
	w := &watchLive{Live: screenstest.NewLive(t, lang, players, size), timers: &fakeTimers{},
		now: time.Date(2026, 5, 1, 20, 0, 0, 0, time.UTC)}
	w.Prepare = func(s screens.Screen) { w.ready(s.(*Screen)) }
	return w
}

// ready puts a screen on the test's clock and timers.
func (w *watchLive) ready(k *Screen) {
	w.k = k
	k.Clock = func() time.Time { return w.now }
	k.Schedule = w.timers.schedule
}

// key types a key on the laptop.
func (w *watchLive) key(name string, key fyne.KeyName) {
	w.T.Helper()
	w.Do(name, func() { w.k.TypedKey(&fyne.KeyEvent{Name: key}) })
}

// count runs the Leader's count to GO with Space, one second a step.
func (w *watchLive) count() {
	w.T.Helper()
	w.key("Space starts the count", fyne.KeySpace)
	for _, n := range []string{"2", "1", "GO"} {
		w.Do("the count: "+n, func() {
			w.now = w.now.Add(time.Second)
			w.timers.fire(w.T.(*testing.T))
		})
	}
}

// presses presses the seats' keys in order, 40 ms apart from 300 ms after
// GO, and lets the pads show them.
func (w *watchLive) presses(seats ...int) {
	w.T.Helper()
	goAt := w.now
	for i, seat := range seats {
		w.now = goAt.Add(time.Duration(300+40*i) * time.Millisecond)
		w.key(fmt.Sprintf("seat %d presses", seat), PlayerKeys[seat])
	}
	if _, ok := w.timers.next(); ok && w.k.round.step == stepOpen {
		w.Do("the pads show the presses", func() { w.timers.showPads(w.T.(*testing.T)) })
	}
}

func TestKeepWatchPlayedThrough(t *testing.T) {
	screenstest.EachTable(t, func(t *testing.T, lang language.Tag, size fyne.Size) {
		playKeepWatch(t, lang, size)
	})
}

// playKeepWatch plays a game of four to the end, the Leader's name
// changing length, with a false start, a wrong call and its penalty, a
// tie settled by the table, a count cancelled, an undo and a redo and a
// restart; then Play again and the next game's first challenge.
func playKeepWatch(t *testing.T, lang language.Tag, size fyne.Size) {
	names := screenstest.Tables[lang]
	w := newWatchLive(t, lang, size, screenstest.People(names[0], names[1], names[2], names[5]))
	// The players' keys are the keyboard's letters in every language.
	w.Name("Q", "P", "Z", "M")
	k := New(w.Ctx, Game()).(*Screen)
	w.ready(k)
	w.Open("setup", k)
	w.Tap("start", k.Setup.StartButton)

	// Challenge 1: a false start, then a wrong call and the right one.
	w.key("Space starts the count", fyne.KeySpace)
	w.now = w.now.Add(time.Second)
	w.Do("the count: 2", func() { w.timers.fire(t) })
	w.key("a false start", PlayerKeys[2])
	w.now = w.now.Add(time.Second)
	w.Do("the count: 1", func() { w.timers.fire(t) })
	w.now = w.now.Add(time.Second)
	w.Do("the count: GO", func() { w.timers.fire(t) })
	w.presses(0, 1, 3)
	w.Tap("a wrong call", w.k.WrongButton)
	w.Tap("a right call", w.k.RightButton)

	// A challenge whose time runs out with one press in: a key after the
	// close is told on the message line, and moves nothing.
	w.count()
	goAt := w.now
	w.presses(2)
	listen := w.k.Match().State().ListenTime()
	w.Do("the time to press runs out", func() {
		w.now = goAt.Add(listen)
		w.timers.fire(t)
	})
	w.now = goAt.Add(listen + 700*time.Millisecond)
	w.key("a key after the close", PlayerKeys[1])
	if !w.k.Message.Visible() || w.k.Message.Text == "" {
		t.Fatal("the key after the close was not told")
	}
	w.Tap("right", w.k.RightButton)

	// A count the Leader cancels, and one undone and done again.
	w.key("Space starts the count", fyne.KeySpace)
	w.Tap("cancel the count", w.k.CancelButton)
	w.count()
	w.presses(1, 2, 3, 0)
	w.Tap("right", w.k.RightButton)
	w.Do("undo", func() { w.k.Match().Undo(); w.k.Update() })
	w.Do("redo", func() { w.k.Match().Redo(); w.k.Update() })
	w.Restart("restart between challenges", Game())

	// The rest, each challenge won by a player after the Leader, so the
	// Leader's name changes length; a tie when the clock cannot tell.
	for turn := 0; !w.k.Match().State().Over(); turn++ {
		g := w.k.Match().State()
		left := g.Players().Left(g.Leader())
		w.count()
		order := g.Players().From(left)
		if turn == 2 {
			// Two presses inside one frame: the table settles them.
			goAt := w.now
			for i, seat := range order {
				w.now = goAt.Add(time.Duration(300+5*i) * time.Millisecond)
				w.key(fmt.Sprintf("seat %d presses", seat), PlayerKeys[seat])
			}
			for _, b := range w.k.TieButtons {
				w.Tap("settle the tie", b)
			}
		} else {
			w.presses(order...)
		}
		if turn == 4 {
			w.Restart("restart in the check", Game())
		}
		w.Tap("right", w.k.RightButton)
		if w.k.Match().Len() > 300 {
			t.Fatal("the game does not end")
		}
	}
	if got := w.k.Match().State().Phase(); got != keepwatch.PhaseOver {
		t.Fatalf("the game ended in %s", got)
	}
	w.Tap("play again", w.k.End.PlayAgain)
	w.PlayAgain("the next game", Game())
	w.count()
	w.presses(0, 1, 2, 3)
	t.Logf("%d steps played and checked", w.Steps)
}

// TestKeepWatchResultsTakeTheRoom plays a challenge of six with two pads
// pressed and the first call judged wrong: the order and the penalty line
// must show whole wherever the screen has room for them, with no scroll
// that cuts them while a third of the window is empty.
func TestKeepWatchResultsTakeTheRoom(t *testing.T) {
	for _, size := range screenstest.FitSizes {
		t.Run(fmt.Sprintf("%gx%g", size.Width, size.Height), func(t *testing.T) {
			lang := language.Ukrainian
			names := screenstest.Tables[lang]
			w := newWatchLive(t, lang, size, screenstest.People(names...))
			w.Name("Q", "P", "Z", "M", "T", "B")
			k := New(w.Ctx, Game()).(*Screen)
			w.ready(k)
			w.Open("setup", k)
			w.Tap("start", k.Setup.StartButton)
			w.count()
			w.presses(1, 2)
			w.Tap("done", w.k.StopButton)
			w.Tap("wrong", w.k.WrongButton)
			if len(w.k.Penalties) != 1 {
				t.Fatalf("%d penalty lines, want 1", len(w.k.Penalties))
			}
			if at, whole := screenstest.PlaceInView(w.Table, w.k.Penalties[0]); !whole {
				t.Errorf("the penalty line %q at %v is out of view", w.k.Penalties[0].Text, at)
			}
		})
	}
}

// TestKeepWatchTellsOfAwayPhonesInItsRoom plays the first challenges of
// five players whose linked phones are away, so none is yet timed closely
// enough for a pad: Space puts the warning that names four of them, and
// the screen must still ask the window for no more than it has, the pads
// whole at the bottom of a small laptop's screen.
func TestKeepWatchTellsOfAwayPhonesInItsRoom(t *testing.T) {
	screenstest.EachTable(t, func(t *testing.T, lang language.Tag, size fyne.Size) {
		names := screenstest.Tables[lang][:5]
		players := screenstest.People(names...)
		w := newWatchLive(t, lang, size, players)
		for _, key := range PlayerKeys[:5] {
			w.Name(string(key))
		}
		w.Unsure = []string{players[1].ID, players[2].ID, players[3].ID, players[4].ID}
		k := New(w.Ctx, Game()).(*Screen)
		w.ready(k)
		w.Open("setup", k)
		w.Tap("start", k.Setup.StartButton)
		for range 2 {
			w.count()
			if !w.k.Message.Visible() {
				t.Fatal("the phones not yet timed are not told")
			}
			w.presses(1, 2, 3, 4, 0)
			w.Tap("right", w.k.RightButton)
		}
	})
}
