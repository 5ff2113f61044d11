//go:build ignore

package screens

import (
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"tablecompanion/games/keepwatch"
)

// fakeTimers is a Schedule the test fires by hand, in the order the timers
// would run out.
type fakeTimers struct {
	pending []*fakeTimer
}

type fakeTimer struct {
	d       time.Duration
	f       func()
	stopped bool
}

func (ft *fakeTimers) schedule(d time.Duration, f func()) func() {
	t := &fakeTimer{d: d, f: f}
	ft.pending = append(ft.pending, t)
	return func() { t.stopped = true }
}

// next returns the length of the timer that runs out next, and false when
// none is left.
func (ft *fakeTimers) next() (time.Duration, bool) {
	ft.pending = slices.DeleteFunc(ft.pending, func(t *fakeTimer) bool { return t.stopped })
	if len(ft.pending) == 0 {
		return 0, false
	}
	return ft.pending[0].d, true
}

// fire runs the challenge's next timer: the count, or the end of the time
// for presses. The pads' display waits for showPads.
func (ft *fakeTimers) fire(t *testing.T) {
	t.Helper()
	ft.next()
	i := slices.IndexFunc(ft.pending, func(t *fakeTimer) bool { return t.d != padsQuiet })
	if i < 0 {
		t.Fatal("no timer to fire")
	}
	timer := ft.pending[i]
	ft.pending = slices.Delete(ft.pending, i, i+1)
	timer.f()
}

// showPads runs the pads' pending update, as the pause after a burst of
// presses does.
func (ft *fakeTimers) showPads(t *testing.T) {
	t.Helper()
	ft.next()
	i := slices.IndexFunc(ft.pending, func(t *fakeTimer) bool { return t.d == padsQuiet })
	if i < 0 {
		t.Fatal("no pads update is waiting")
	}
	timer := ft.pending[i]
	ft.pending = slices.Delete(ft.pending, i, i+1)
	timer.f()
}

// kwTable is a Keep Watch screen with a hand-driven clock and timers.
type kwTable struct {
	*table
	k      *KeepWatch
	timers *fakeTimers
	now    time.Time
}

func newKeepWatchTable(t *testing.T, lang language.Tag, names ...string) *kwTable {
	t.Helper()
	tb := newTable(t, lang, people(names...))
	kt := &kwTable{table: tb, timers: &fakeTimers{}, now: time.Date(2026, 5, 1, 20, 0, 0, 0, time.UTC)}
	kt.k = NewKeepWatch(tb.ctx, registered("keepwatch")).(*KeepWatch)
	kt.k.Clock = func() time.Time { return kt.now }
	kt.k.Schedule = kt.timers.schedule
	tb.open(kt.k)
	return kt
}

func (kt *kwTable) start(t *testing.T) {
	t.Helper()
	test.Tap(kt.k.Setup.StartButton)
	if kt.k.Match() == nil {
		t.Fatalf("the game did not start: %s", kt.k.Setup.Message.Text)
	}
}

func (kt *kwTable) key(name fyne.KeyName) bool {
	return kt.k.TypedKey(&fyne.KeyEvent{Name: name})
}

// countdown starts a challenge with Space and runs the count to GO; early
// presses keys during the count.
func (kt *kwTable) countdown(t *testing.T, early ...fyne.KeyName) {
	t.Helper()
	if !kt.key(fyne.KeySpace) || kt.k.Big != "3" {
		t.Fatalf("Space did not start the count: %q", kt.k.Big)
	}
	kt.now = kt.now.Add(time.Second)
	kt.timers.fire(t)
	if kt.k.Big != "2" {
		t.Fatalf("second count %q", kt.k.Big)
	}
	for _, k := range early {
		kt.now = kt.now.Add(100 * time.Millisecond)
		kt.key(k)
	}
	kt.now = kt.now.Add(time.Second - time.Duration(len(early))*100*time.Millisecond)
	kt.timers.fire(t)
	if kt.k.Big != "1" {
		t.Fatalf("third count %q", kt.k.Big)
	}
	kt.now = kt.now.Add(time.Second)
	kt.timers.fire(t)
}

// press presses each key at its time in ms after GO, in that order.
func (kt *kwTable) press(t *testing.T, goAt time.Time, presses ...any) {
	t.Helper()
	for i := 0; i < len(presses); i += 2 {
		kt.now = goAt.Add(time.Duration(presses[i+1].(int)) * time.Millisecond)
		kt.key(presses[i].(fyne.KeyName))
	}
}

func rowTexts(k *KeepWatch) []string {
	var out []string
	for _, r := range k.Rows {
		var cells []string
		for _, l := range r {
			cells = append(cells, l.Text)
		}
		out = append(out, strings.Join(cells, " | "))
	}
	return out
}

func TestKeepWatchThreePlayersToTheEnd(t *testing.T) {
	kt := newKeepWatchTable(t, language.English, "Ann", "Bob", "Cy")
	k := kt.k
	kt.start(t)
	if k.LeaderLabel.Text != "Leader: Ann" || k.StackLabel.Text != "Stack: 32 cards" || len(k.Pads) != 3 {
		t.Fatalf("status %q / %q, %d pads", k.LeaderLabel.Text, k.StackLabel.Text, len(k.Pads))
	}
	if k.ServerClock() || !strings.Contains(k.ClockNote.Text, "17 ms") {
		t.Fatalf("a test window has no X server: %q", k.ClockNote.Text)
	}

	// Challenge 1: Cy slaps during the count and is locked out; Ann is
	// first but wrong, Bob is right.
	kt.countdown(t, fyne.KeyZ)
	if k.Big != "GO!" || k.Pads[2].Status() != "false start: out" {
		t.Fatalf("GO screen %q, Cy's pad %q", k.Big, k.Pads[2].Status())
	}
	goAt := kt.now
	kt.press(t, goAt, fyne.KeyQ, 301)
	if k.Pads[0].Status() != "" {
		t.Fatal("the pad changed while the burst of presses may go on")
	}
	kt.timers.showPads(t)
	if k.Pads[0].Status() != "✓ pressed" || k.Match().Len() != 0 {
		t.Fatal("Ann's press did not show, or ended the presses while Bob may still press")
	}
	kt.press(t, goAt, fyne.KeyP, 452)
	if k.Match().Len() != 1 || k.Match().State().Phase() != keepwatch.PhaseChecking {
		t.Fatalf("the presses did not end when everyone who may press had: %d actions", k.Match().Len())
	}
	want := []string{"1. | Ann | 301 ms | — | ", "2. | Bob | 452 ms | +151 ms | "}
	if got := rowTexts(k); !slices.Equal(got, want) {
		t.Fatalf("rows %q, want %q", got, want)
	}
	if k.FalseStarts == nil || k.FalseStarts.Text != "False start, locked out of this challenge: Cy (1900 ms before GO)" {
		t.Fatalf("false starts %v", k.FalseStarts)
	}
	if k.Question.Text != "Is Ann's call right?" {
		t.Fatalf("question %q", k.Question.Text)
	}
	test.Tap(k.WrongButton)
	if k.Penalties[0].Text != "Wrong call by Ann: Bob gets 1 card." {
		t.Fatalf("penalty %q", k.Penalties[0].Text)
	}
	if got := rowTexts(k)[0]; got != "1. | Ann | 301 ms | — | ✗ Wrong" {
		t.Fatalf("judged row %q", got)
	}
	if k.Piles[0].Text != "0" || k.Piles[1].Text != "2" {
		t.Fatalf("piles after the penalty %q %q", k.Piles[0].Text, k.Piles[1].Text)
	}
	test.Tap(k.RightButton)
	if k.LeaderLabel.Text != "Leader: Bob" || k.Piles[1].Text != "3" || k.StackLabel.Text != "Stack: 31 cards" {
		t.Fatalf("after Bob's right call: %q, %q, %q", k.LeaderLabel.Text, k.Piles[1].Text, k.StackLabel.Text)
	}
	if k.LastResult.Text != "Challenge 1: Bob was right, takes the card and is the Leader now." {
		t.Fatalf("last result %q", k.LastResult.Text)
	}
	if k.Penalties[0].Text != "Wrong call by Ann: Bob gets 1 card." {
		t.Fatal("the penalty is not shown with the last challenge")
	}

	// Challenge 2: Bob and Cy press 5 ms apart, inside one frame: the table
	// settles them, Cy first.
	kt.countdown(t)
	goAt = kt.now
	kt.press(t, goAt, fyne.KeyP, 400, fyne.KeyZ, 405, fyne.KeyQ, 600)
	if got := rowTexts(k)[0]; got != "1. | Bob | 400 ms | — | too close to call" {
		t.Fatalf("first tied row %q", got)
	}
	if k.TieButtons == nil || k.RightButton != nil {
		t.Fatalf("a 5 ms gap on the frame clock must wait for the table: %q", rowTexts(k))
	}
	if got := rowTexts(k)[1]; got != "2. | Cy | 405 ms | +5 ms | too close to call" {
		t.Fatalf("tied row %q", got)
	}
	test.Tap(k.TieButtons[1]) // Cy
	if k.TieButtons[1].Text != "1. Cy" {
		t.Fatalf("the first tap is not shown: %q", k.TieButtons[1].Text)
	}
	test.Tap(k.ResetTie)
	test.Tap(k.TieButtons[1])
	test.Tap(k.TieButtons[0])
	if k.Question == nil || k.Question.Text != "Is Cy's call right?" {
		t.Fatalf("after the table's order: %q", rowTexts(k))
	}
	test.Tap(k.RightButton)

	// The rest: the Leader's left neighbour is always first and right.
	for !k.Match().State().Over() {
		g := k.Match().State()
		left := g.Players().Left(g.Leader())
		kt.countdown(t)
		goAt = kt.now
		for i, seat := range g.Players().From(left) {
			kt.press(t, goAt, PlayerKeys[seat], 300+40*i)
		}
		test.Tap(k.RightButton)
		if k.Match().Len() > 200 {
			t.Fatal("the game does not end")
		}
	}
	g := k.Match().State()
	total := 0
	for _, n := range g.Piles() {
		total += n
	}
	if total != keepwatch.Cards || g.Stack() != 0 {
		t.Fatalf("piles %v and stack %d do not hold the box", g.Piles(), g.Stack())
	}
	if k.Winners == nil || !strings.Contains(k.Winners.Text, "cards") {
		t.Fatalf("no winners shown: %v", k.Winners)
	}
	if kt.key(fyne.KeySpace) || k.StartButton != nil && k.Pads != nil {
		t.Fatal("Space started a challenge after the end")
	}
	if _, ok := kt.timers.next(); ok {
		t.Fatal("a timer is left running after the game")
	}
}

func TestKeepWatchPadsReactOnPressDown(t *testing.T) {
	kt := newKeepWatchTable(t, language.English, "Ann", "Bob")
	k := kt.k
	kt.start(t)
	test.Tap(k.StartButton)
	if k.Big != "3" {
		t.Fatalf("the Start button did not count: %q", k.Big)
	}
	kt.timers.fire(t)
	kt.timers.fire(t)
	kt.now = kt.now.Add(3 * time.Second)
	kt.timers.fire(t)
	goAt := kt.now
	kt.now = goAt.Add(250 * time.Millisecond)
	k.Pads[1].MouseDown(&desktop.MouseEvent{})
	kt.timers.showPads(t)
	if k.Pads[1].Status() != "✓ pressed" || k.Match().Len() != 0 {
		t.Fatalf("Bob's pad %q", k.Pads[1].Status())
	}
	k.Pads[1].MouseUp(&desktop.MouseEvent{})
	kt.now = goAt.Add(900 * time.Millisecond)
	k.Pads[1].MouseDown(&desktop.MouseEvent{})
	// Ann never presses: the Leader ends the presses with Space.
	kt.key(fyne.KeySpace)
	if got := rowTexts(k); !slices.Equal(got, []string{"1. | Bob | 250 ms | — | "}) {
		t.Fatalf("rows %q", got)
	}
}

func TestKeepWatchPressLimitAndNobody(t *testing.T) {
	kt := newKeepWatchTable(t, language.English, "Ann", "Bob", "Cy")
	k := kt.k
	kt.start(t)
	kt.countdown(t)
	if d, _ := kt.timers.next(); d != pressLimit {
		t.Fatalf("after GO the next timer is %v", d)
	}
	kt.timers.fire(t)
	c, ok := k.Match().State().Last()
	if !ok || c.Taker != 0 || k.LastResult.Text != "Challenge 1: nobody was right, so the Leader, Ann, takes the card." {
		t.Fatalf("nobody pressed: %+v %q", c, k.LastResult.Text)
	}
}

func TestKeepWatchCloseAndUndoStopTheCount(t *testing.T) {
	kt := newKeepWatchTable(t, language.English, "Ann", "Bob", "Cy")
	k := kt.k
	kt.start(t)
	kt.key(fyne.KeySpace)
	k.Close()
	if _, ok := kt.timers.next(); ok || k.round.step != stepIdle {
		t.Fatal("closing the screen left the countdown running")
	}
	kt.render()
	if k.StartButton == nil {
		t.Fatal("back on the screen, the challenge waits for the Leader again")
	}
	// A challenge checked, then undone in the middle of the next count.
	kt.countdown(t)
	kt.press(t, kt.now, fyne.KeyQ, 200, fyne.KeyP, 300, fyne.KeyZ, 400)
	test.Tap(k.RightButton)
	kt.key(fyne.KeySpace)
	k.Match().Undo()
	kt.render()
	if _, ok := kt.timers.next(); ok || k.Big == "2" {
		t.Fatal("an undo left the count of a challenge that no longer follows")
	}
}

func TestKeepWatchNoLockOutAndAlternating(t *testing.T) {
	kt := newKeepWatchTable(t, language.English, "Ann", "Bob", "Cy")
	k := kt.k
	test.Tap(k.LockOutCheck)
	test.Tap(k.AlternatingCheck)
	k.FirstLeader.SetSelected("Bob")
	kt.start(t)
	if s := k.Match().Setup(); !s.NoLockOut || !s.Alternating || s.Leader != 1 {
		t.Fatalf("setup %+v", s)
	}
	k.ConditionChoice.SetSelected("Which is less?")
	kt.countdown(t, fyne.KeyQ)
	kt.press(t, kt.now, fyne.KeyQ, 180, fyne.KeyP, 260, fyne.KeyZ, 300)
	c, _ := k.Match().State().Current()
	if c.Condition != keepwatch.Less || len(c.Order) != 3 {
		t.Fatalf("challenge %+v", c)
	}
	if got := rowTexts(k)[0]; got != "1. | Ann | 180 ms | — | false start" {
		t.Fatalf("row %q", got)
	}
	if !strings.HasPrefix(k.FalseStarts.Text, "False start, the press after GO still counts: Ann") {
		t.Fatalf("false starts %q", k.FalseStarts.Text)
	}
}

func TestKeepWatchAnswerCheckerAndReference(t *testing.T) {
	kt := newKeepWatchTable(t, language.English, "Ann", "Bob", "Cy")
	k := kt.k
	test.Tap(k.NeighboursCheck)
	kt.start(t)
	test.Tap(k.ReferenceButton)
	if len(k.Reference.Names) != 8 || k.Reference.Names[2].Text != "Commonwealth" || k.Reference.Others[2].Text != "Содружество · Співдружність" {
		t.Fatalf("reference card %q / %q", k.Reference.Names[2].Text, k.Reference.Others[2].Text)
	}
	test.Tap(k.CheckerButton)
	c := k.Checker
	if len(c.Slots) != 4 || c.Answer.Text != "Enter the three symbols of the challenge card." {
		t.Fatalf("checker with %d cards: %q", len(c.Slots), c.Answer.Text)
	}
	tap := func(s keepwatch.Symbol) { test.Tap(c.Palette[slices.Index(keepwatch.Symbols, s)]) }
	for _, s := range []keepwatch.Symbol{keepwatch.FATF, keepwatch.EAG, keepwatch.Scout} {
		tap(s)
	}
	// Own card: FATF ×3, EAG ×2; left: EAG ×1; right: Scout ×4.
	for _, s := range []keepwatch.Symbol{keepwatch.FATF, keepwatch.FATF, keepwatch.FATF, keepwatch.EAG, keepwatch.EAG, keepwatch.Youth, keepwatch.Youth} {
		tap(s)
	}
	if c.Answer.Text != "A card shows seven symbols, but 0 were entered." {
		t.Fatalf("before the neighbours: %q", c.Answer.Text)
	}
	for _, card := range [][]keepwatch.Symbol{
		{keepwatch.EAG, keepwatch.Youth, keepwatch.Youth, keepwatch.Youth, keepwatch.Youth, keepwatch.Youth, keepwatch.Youth},
		{keepwatch.Scout, keepwatch.Scout, keepwatch.Scout, keepwatch.Scout, keepwatch.Youth, keepwatch.Youth, keepwatch.Youth},
	} {
		for _, s := range card {
			tap(s)
		}
	}
	if c.Answer.Text != "Right answers: Financial investigator" {
		t.Fatalf("answer %q", c.Answer.Text)
	}
	// Empty one of the right neighbour's Scouts: now FATF, EAG and Scout
	// count 3 each.
	test.Tap(c.Slots[3][0])
	tap(keepwatch.Youth)
	if c.Answer.Text != "Right answers: FATF, EAG, Financial investigator" {
		t.Fatalf("answer after a change %q", c.Answer.Text)
	}
	test.Tap(c.ClearButton)
	if c.Answer.Text != "Enter the three symbols of the challenge card." {
		t.Fatalf("after clearing %q", c.Answer.Text)
	}
}

func TestKeepWatchSpeaksEachLanguage(t *testing.T) {
	for _, c := range []struct {
		lang                      language.Tag
		stack, penalty, reference string
	}{
		{language.Russian, "В стопке 32 карты", "Неверный ответ: Юра. Тимур получает 1 карту.", "Содружество"},
		{language.Ukrainian, "У стосі 32 карти", "Неправильна відповідь: Юра. Тимур отримує 1 карту.", "Співдружність"},
	} {
		kt := newKeepWatchTable(t, c.lang, "Юра", "Тимур", "Маша")
		k := kt.k
		kt.start(t)
		kt.countdown(t)
		kt.press(t, kt.now, fyne.KeyQ, 200, fyne.KeyP, 300, fyne.KeyZ, 400)
		test.Tap(k.WrongButton)
		if k.StackLabel.Text != c.stack || k.Penalties[0].Text != c.penalty {
			t.Errorf("%v: %q / %q", c.lang, k.StackLabel.Text, k.Penalties[0].Text)
		}
		test.Tap(k.ReferenceButton)
		if k.Reference.Names[2].Text != c.reference {
			t.Errorf("%v: reference %q", c.lang, k.Reference.Names[2].Text)
		}
	}
}

func TestKeepWatchLoadsASavedGame(t *testing.T) {
	kt := newKeepWatchTable(t, language.English, "Ann", "Bob", "Cy")
	k := kt.k
	kt.start(t)
	kt.countdown(t)
	kt.press(t, kt.now, fyne.KeyQ, 200, fyne.KeyP, 300, fyne.KeyZ, 400)
	data, err := k.History().MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	s, err := LoadKeepWatch(kt.ctx, registered("keepwatch"), data)
	if err != nil {
		t.Fatal(err)
	}
	kt.open(s)
	loaded := s.(*KeepWatch)
	if loaded.Question == nil || loaded.Question.Text != "Is Ann's call right?" {
		t.Fatal("the loaded game does not wait for the verdict on Ann")
	}
	if _, err := LoadKeepWatch(kt.ctx, registered("keepwatch"), []byte(`{"setup":{"players":[]}}`)); err == nil {
		t.Fatal("a save with no players loaded")
	}
}

func TestKeepWatchRoundTimesFromTheServerClock(t *testing.T) {
	start := time.Date(2026, 5, 1, 20, 0, 0, 0, time.UTC)
	r := round{step: stepOpen, goLocal: start}
	// Two keys stamped 3 ms apart by the server, read in the same frame,
	// and a key stamped before the server's GO.
	r.presses = []rawPress{
		{seat: 2, local: start, server: 4294967290, x: true},
		{seat: 0, local: start.Add(20 * time.Millisecond), server: 119, x: true},
		{seat: 1, local: start.Add(20 * time.Millisecond), server: 122, x: true},
	}
	if !r.waitsForMark() {
		t.Fatal("server keys must wait for the server's GO")
	}
	if at, _ := r.timed(r.presses[1]); at >= 0 {
		t.Fatal("a key before the server's GO came back counts as early")
	}
	r.goServer, r.goMarked = 4294967295, true // GO just before the clock wraps
	presses, res := r.enginePresses([]string{"a", "b", "c"})
	want := []keepwatch.Press{{Player: "c", At: -5 * time.Millisecond}, {Player: "a", At: 120 * time.Millisecond}, {Player: "b", At: 123 * time.Millisecond}}
	if res != time.Millisecond || !slices.Equal(presses, want) {
		t.Fatalf("presses %v at %v, want %v at 1ms", presses, res, want)
	}
	// A pad among the keys makes the whole challenge as coarse as a frame.
	r.presses = append(r.presses, rawPress{seat: 2, local: start.Add(200 * time.Millisecond)})
	if _, res := r.enginePresses([]string{"a", "b", "c"}); res != frameResolution {
		t.Fatalf("resolution with a pad %v", res)
	}
	// When the server's GO never came back, its keys are timed by frames.
	r = round{step: stepOpen, goLocal: start, final: true,
		presses: []rawPress{{seat: 0, local: start.Add(30 * time.Millisecond), server: 99, x: true}}}
	if presses, res := r.enginePresses([]string{"a"}); res != frameResolution || presses[0].At != 30*time.Millisecond {
		t.Fatalf("without the server's GO: %v at %v", presses, res)
	}
}
