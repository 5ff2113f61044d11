package keepwatch

import (
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"tablecompanion/games/keepwatch"
)

// fireAfter runs the pending timer of the given length: the time left's
// next wake-up, say, past the end of the presses that comes first.
func (ft *fakeTimers) fireAfter(t *testing.T, d time.Duration) {
	t.Helper()
	ft.next()
	i := slices.IndexFunc(ft.pending, func(t *fakeTimer) bool { return t.d == d })
	if i < 0 {
		t.Fatalf("no timer of %v is waiting", d)
	}
	timer := ft.pending[i]
	ft.pending = slices.Delete(ft.pending, i, i+1)
	timer.f()
}

// waiting reports whether a timer of the length is pending.
func (ft *fakeTimers) waiting(d time.Duration) bool {
	ft.next()
	return slices.ContainsFunc(ft.pending, func(t *fakeTimer) bool { return t.d == d })
}

// placeOf returns where an object lies in the window, or fails.
func (kt *table) placeOf(t *testing.T, o fyne.CanvasObject) rect {
	t.Helper()
	p, ok := places(t, kt.Win.Content(), kt.Win.Canvas().Size())[o]
	if !ok {
		t.Fatal("the object is not on show")
	}
	return p.at
}

func TestKeepWatchListeningTimeIsASetupChoice(t *testing.T) {
	kt := newTable(t, language.English, "Ann", "Bob", "Cy")
	k := kt.k
	if got := k.ListenChoice.Selected; got != "10 s" || len(k.ListenChoice.Buttons) != len(keepwatch.ListenChoices) {
		t.Fatalf("the setup offers %d times with %q chosen", len(k.ListenChoice.Buttons), got)
	}
	k.ListenChoice.SetSelected("20 s")
	kt.start(t)
	if got := k.Match().Setup().Listen; got != 20*time.Second {
		t.Fatalf("the game listens for %v", got)
	}
	kt.key(fyne.KeySpace)
	if k.Left != "20 s to press after GO" {
		t.Fatalf("during the count: %q", k.Left)
	}
	kt.key(fyne.KeyEscape)
	kt.countdown(t)
	goAt := kt.now
	if k.Left != "20 s left to press" || !kt.timers.waiting(20*time.Second) {
		t.Fatalf("at GO: %q", k.Left)
	}
	// The time left is read off the clock whenever the display wakes.
	kt.now = goAt.Add(2300 * time.Millisecond)
	kt.timers.fireAfter(t, time.Second)
	if k.Left != "18 s left to press" || !kt.timers.waiting(700*time.Millisecond) {
		t.Fatalf("2.3 s after GO: %q", k.Left)
	}
	kt.now = goAt.Add(3 * time.Second)
	kt.timers.fireAfter(t, 700*time.Millisecond)
	if k.Left != "17 s left to press" || !kt.timers.waiting(time.Second) {
		t.Fatalf("3 s after GO: %q", k.Left)
	}
	kt.now = goAt.Add(20 * time.Second)
	kt.timers.fireAfter(t, 20*time.Second)
	if k.Match().Len() != 1 || kt.timers.waiting(time.Second) {
		t.Fatal("the presses did not close at the end of the listening time, or the time left still wakes")
	}
}

func TestKeepWatchSetupKeepsItsDefaultListeningTime(t *testing.T) {
	kt := newTable(t, language.Russian, "Юра", "Тимур")
	kt.start(t)
	if got := kt.k.Match().Setup().Listen; got != keepwatch.DefaultListen {
		t.Fatalf("a game started with the default listens for %v", got)
	}
	kt.countdown(t)
	if kt.k.Left != "На нажатие осталось 10 с" {
		t.Fatalf("at GO: %q", kt.k.Left)
	}
}

func TestKeepWatchALateKeyIsTold(t *testing.T) {
	kt := newTable(t, language.English, "Ann", "Bob", "Cy")
	k := kt.k
	kt.start(t)
	kt.countdown(t)
	goAt, goPads := kt.now, k.round.goPads
	kt.press(t, goAt, fyne.KeyQ, 300)
	kt.now = goAt.Add(10 * time.Second)
	kt.timers.fire(t)
	if k.Match().State().Phase() != keepwatch.PhaseChecking || kt.onShow(k.Message) {
		t.Fatal("the presses did not close quietly at ten seconds")
	}
	right := kt.placeOf(t, k.RightButton)

	kt.press(t, goAt, fyne.KeyP, 10_400)
	if !kt.onShow(k.Message) || k.Message.Text != "Too late, the presses had closed: Bob (+0.4 s)" || k.Pads[1].Status() != "too late" {
		t.Fatalf("Bob's late key: %q, pad %q", k.Message.Text, k.Pads[1].Status())
	}
	if got := kt.placeOf(t, k.RightButton); got != right {
		t.Fatalf("the message moved the verdict from %v to %v", right, got)
	}
	pad, _ := k.Pad()
	if pad.Open || pad.Challenge != 1 || !pad.GO.Equal(goPads) || !pad.Closes.Equal(goPads.Add(10*time.Second)) || !slices.Equal(pad.Late, []string{idOf(k, 1)}) {
		t.Fatalf("the phones are told %+v", pad)
	}
	// Ann pressed in time: another press of hers is no late one. Bob is
	// named once; Cy joins him.
	kt.press(t, goAt, fyne.KeyQ, 11_000, fyne.KeyP, 11_500, fyne.KeyZ, 12_000)
	if k.Message.Text != "Too late, the presses had closed: Bob (+0.4 s), Cy (+2.0 s)" {
		t.Fatalf("after more keys: %q", k.Message.Text)
	}
	if c := current(t, k); len(c.Order) != 1 || c.Order[0].Seat != 0 {
		t.Fatalf("a late press reached the check: %+v", c.Order)
	}
	// The table's next step ends the note.
	test.Tap(k.RightButton)
	if kt.onShow(k.Message) || k.Pads[1].Status() != "" {
		t.Fatalf("the note outlived the verdict: %q", k.Message.Text)
	}
	if pad, _ := k.Pad(); pad.Late != nil {
		t.Fatalf("the phones are still told %v", pad.Late)
	}
}

func TestKeepWatchAPhonesLatePressIsTold(t *testing.T) {
	kt := newTable(t, language.English, "Ann", "Bob", "Cy")
	k := kt.k
	kt.start(t)
	kt.countdown(t)
	goPads := k.round.goPads
	stop, cancel := kt.placeOf(t, k.StopButton), kt.placeOf(t, k.CancelButton)
	// Bob's phone timed his press past the close, before the laptop's own
	// timer ran out: he is told at once, and it takes no part.
	k.PadPress(idOf(k, 1), 1, goPads.Add(10_200*time.Millisecond), 5*time.Millisecond)
	if !kt.onShow(k.Message) || k.Message.Text != "Too late, the presses had closed: Bob (+0.2 s)" || k.Pads[1].Status() != "too late" {
		t.Fatalf("Bob's late press: %q, pad %q", k.Message.Text, k.Pads[1].Status())
	}
	if kt.placeOf(t, k.StopButton) != stop || kt.placeOf(t, k.CancelButton) != cancel {
		t.Fatal("the message moved the Stop or the Cancel button")
	}
	// Cy's came in time.
	k.PadPress(idOf(k, 2), 1, goPads.Add(9900*time.Millisecond), 5*time.Millisecond)
	kt.now = k.round.goLocal.Add(10 * time.Second)
	kt.timers.fire(t)
	if c := current(t, k); len(c.Order) != 1 || c.Order[0].Seat != 2 || k.Message.Text != "Too late, the presses had closed: Bob (+0.2 s)" {
		t.Fatalf("the check: %+v, %q", c.Order, k.Message.Text)
	}
	// Ann's phone timed hers in time, but it came in after the close; a
	// press for another challenge is no press at all.
	k.PadPress(idOf(k, 0), 2, goPads.Add(9950*time.Millisecond), 5*time.Millisecond)
	k.PadPress(idOf(k, 0), 1, goPads.Add(9950*time.Millisecond), 5*time.Millisecond)
	want := "Too late, the presses had closed: Bob (+0.2 s), Ann (pressed in time, but the phone's press reached the laptop after the close)"
	if k.Message.Text != want {
		t.Fatalf("Ann's press: %q", k.Message.Text)
	}
}

func TestKeepWatchWaitsForAPhoneAtTheClose(t *testing.T) {
	kt := newTable(t, language.English, "Ann", "Bob", "Cy")
	k := kt.k
	kt.Phones = []string{"pBob"}
	kt.start(t)
	kt.countdown(t)
	goAt, goPads := kt.now, k.round.goPads
	kt.press(t, goAt, fyne.KeyQ, 300)
	kt.now = goAt.Add(10 * time.Second)
	kt.timers.fire(t)
	if k.round.step != stepOpen || k.Left != "Time is up" || !kt.timers.waiting(phoneGrace) {
		t.Fatalf("the presses closed at once with a phone still to press: %q", k.Left)
	}
	// Bob's press, timed in time, comes in over the Wi-Fi; Cy's key now
	// is late.
	k.PadPress(idOf(k, 1), 1, goPads.Add(9800*time.Millisecond), 5*time.Millisecond)
	kt.press(t, goAt, fyne.KeyZ, 10_100)
	kt.timers.fireAfter(t, phoneGrace)
	c := current(t, k)
	if got := seatsOf(c); !slices.Equal(got, []int{0, 1}) || k.Message.Text != "Too late, the presses had closed: Cy (+0.1 s)" {
		t.Fatalf("after the wait: %v, %q", got, k.Message.Text)
	}
}

// idOf is the ID of the player at the seat.
func idOf(k *Screen, seat int) string {
	return k.Match().State().Players()[seat].ID
}

func seatsOf(c keepwatch.Challenge) []int {
	var seats []int
	for _, e := range c.Order {
		seats = append(seats, e.Seat)
	}
	return seats
}

func current(t *testing.T, k *Screen) keepwatch.Challenge {
	t.Helper()
	c, ok := k.Match().State().Current()
	if !ok {
		t.Fatal("no challenge is being checked")
	}
	return c
}

func TestKeepWatchNoWaitWhenThePhonesHavePressed(t *testing.T) {
	kt := newTable(t, language.English, "Ann", "Bob", "Cy")
	k := kt.k
	kt.Phones = []string{"pBob"}
	kt.start(t)
	kt.countdown(t)
	k.PadPress(idOf(k, 1), 1, k.round.goPads.Add(500*time.Millisecond), 5*time.Millisecond)
	kt.now = kt.now.Add(10 * time.Second)
	kt.timers.fire(t)
	if k.round.step != stepIdle || k.Match().State().Phase() != keepwatch.PhaseChecking {
		t.Fatal("the presses waited for a phone that had pressed")
	}
}

func TestKeepWatchALatePadOnTheReadyPageIsTold(t *testing.T) {
	kt := newTable(t, language.Ukrainian, "Оксана", "Тарас")
	k := kt.k
	kt.start(t)
	kt.countdown(t)
	goAt := kt.now
	kt.now = goAt.Add(10 * time.Second)
	kt.timers.fire(t)
	if !kt.onShow(k.StartButton) || !kt.onShow(k.Pads[1]) {
		t.Fatal("nobody pressed: the Leader takes the card and the pads wait for the next challenge")
	}
	start := kt.placeOf(t, k.StartButton)
	kt.now = goAt.Add(11 * time.Second)
	k.Pads[1].MouseDown(&desktop.MouseEvent{})
	if k.Message.Text != "Запізно, натискання вже не приймалися: Тарас (+1,0 с)" || k.Pads[1].Status() != "запізно" {
		t.Fatalf("Тарас's late pad: %q, %q", k.Message.Text, k.Pads[1].Status())
	}
	if kt.placeOf(t, k.StartButton) != start {
		t.Fatal("the message moved the Start button")
	}
	// The next count starts afresh.
	kt.key(fyne.KeySpace)
	if kt.onShow(k.Message) || k.Pads[1].Status() != "" {
		t.Fatalf("the note outlived the next start: %q", k.Message.Text)
	}
	if pad, _ := k.Pad(); pad.Late != nil || pad.Challenge != 2 || !pad.Open {
		t.Fatalf("the phones are told %+v", pad)
	}
}

func TestKeepWatchAnUndoForgetsTheClosedChallenge(t *testing.T) {
	kt := newTable(t, language.English, "Ann", "Bob")
	k := kt.k
	kt.start(t)
	kt.countdown(t)
	kt.press(t, kt.now, fyne.KeyQ, 300)
	kt.now = kt.now.Add(10 * time.Second)
	kt.timers.fire(t)
	k.Match().Undo()
	kt.Ctx.Commit()
	if k.closed != nil || kt.key(fyne.KeyP) || kt.onShow(k.Message) {
		t.Fatal("a key after the presses were taken back is told late")
	}
	if pad, _ := k.Pad(); !pad.GO.IsZero() || pad.Open {
		t.Fatalf("the phones still see the challenge taken back: %+v", pad)
	}
}

func TestKeepWatchThePadsWaitOnceTheCheckEnds(t *testing.T) {
	kt := newTable(t, language.English, "Ann", "Bob")
	k := kt.k
	kt.start(t)
	kt.countdown(t)
	goPads := k.round.goPads
	kt.press(t, kt.now, fyne.KeyQ, 300)
	kt.now = kt.now.Add(10 * time.Second)
	kt.timers.fire(t)
	if pad, _ := k.Pad(); pad.Challenge != 1 || !pad.GO.Equal(goPads) || pad.Open {
		t.Fatalf("during the check the phones see %+v", pad)
	}
	// Ann was wrong and nobody else pressed: the Leader takes the card,
	// and the phones wait for the next count.
	test.Tap(k.WrongButton)
	if pad, _ := k.Pad(); pad.Challenge != 2 || !pad.GO.IsZero() || pad.Open {
		t.Fatalf("after the check the phones see %+v", pad)
	}
	// When nobody pressed, the phones say the time is up until the
	// Leader's next count.
	kt.countdown(t)
	goPads = k.round.goPads
	kt.now = kt.now.Add(10 * time.Second)
	kt.timers.fire(t)
	if pad, _ := k.Pad(); pad.Challenge != 2 || !pad.GO.Equal(goPads) || pad.Open || k.Match().State().Phase() != keepwatch.PhaseReady {
		t.Fatalf("after a challenge nobody answered the phones see %+v", pad)
	}
}
