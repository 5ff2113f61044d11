package keepwatch

import (
	"fmt"
	"image/color"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"

	"tablecompanion/games/keepwatch"
	"tablecompanion/screens"
	"tablecompanion/screens/keepwatch/xkeys"
	"tablecompanion/screens/screenstest"
	"tablecompanion/translations"
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

// table is a Keep Watch screen with a hand-driven clock and timers.
type table struct {
	*screenstest.Table
	k      *Screen
	timers *fakeTimers
	now    time.Time
}

func newTable(t *testing.T, lang language.Tag, names ...string) *table {
	t.Helper()
	tb := screenstest.NewTable(t, lang, screenstest.People(names...))
	kt := &table{Table: tb, timers: &fakeTimers{}, now: time.Date(2026, 5, 1, 20, 0, 0, 0, time.UTC)}
	kt.k = New(tb.Ctx, Game()).(*Screen)
	kt.k.Clock = func() time.Time { return kt.now }
	kt.k.Schedule = kt.timers.schedule
	tb.Open(kt.k)
	return kt
}

func (kt *table) start(t *testing.T) {
	t.Helper()
	test.Tap(kt.k.Setup.StartButton)
	if kt.k.Match() == nil {
		t.Fatalf("the game did not start: %s", kt.k.Setup.Message.Text)
	}
}

func (kt *table) key(name fyne.KeyName) bool {
	return kt.k.TypedKey(&fyne.KeyEvent{Name: name})
}

// countdown starts a challenge with Space and runs the count to GO; early
// presses keys during the count.
func (kt *table) countdown(t *testing.T, early ...fyne.KeyName) {
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
func (kt *table) press(t *testing.T, goAt time.Time, presses ...any) {
	t.Helper()
	for i := 0; i < len(presses); i += 2 {
		kt.now = goAt.Add(time.Duration(presses[i+1].(int)) * time.Millisecond)
		kt.key(presses[i].(fyne.KeyName))
	}
}

func rowTexts(k *Screen) []string {
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
	kt := newTable(t, language.English, "Ann", "Bob", "Cy")
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
	if k.Pads[0].Status() != "✅ pressed" || k.Match().Len() != 0 {
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
	if !kt.onShow(k.FalseStarts) || k.FalseStarts.Text != "False start, locked out of this challenge: Cy (1900 ms before GO)" {
		t.Fatalf("false starts %v", k.FalseStarts)
	}
	if !kt.onShow(k.QuestionLabel) || k.QuestionLabel.Text != "Is Ann's call right?" {
		t.Fatalf("question %q", k.QuestionLabel.Text)
	}
	test.Tap(k.WrongButton)
	if k.Penalties[0].Text != "Wrong call by Ann: Bob gets 1 card." {
		t.Fatalf("penalty %q", k.Penalties[0].Text)
	}
	if got := rowTexts(k)[0]; got != "1. | Ann | 301 ms | — | ❌ Wrong" {
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
	if len(k.TieButtons) != 2 || !kt.onShow(k.TieButtons[1]) || kt.onShow(k.RightButton) {
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
	if !kt.onShow(k.RightButton) || k.QuestionLabel.Text != "Is Cy's call right?" {
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
	if kt.key(fyne.KeySpace) || k.round.step != stepIdle || kt.onShow(k.StartButton) || kt.onShow(k.Pads[0]) {
		t.Fatal("Space started a challenge after the end")
	}
	if _, ok := kt.timers.next(); ok {
		t.Fatal("a timer is left running after the game")
	}
	for _, size := range sizes {
		kt.fits(t, kt.layOut(size), "the end")
	}
}

func TestKeepWatchPadsReactOnPressDown(t *testing.T) {
	kt := newTable(t, language.English, "Ann", "Bob")
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
	if k.Pads[1].Status() != "✅ pressed" || k.Match().Len() != 0 {
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
	kt := newTable(t, language.English, "Ann", "Bob", "Cy")
	k := kt.k
	kt.start(t)
	kt.countdown(t)
	if d, _ := kt.timers.next(); d != keepwatch.DefaultListen {
		t.Fatalf("after GO the next timer is %v", d)
	}
	kt.timers.fire(t)
	c, ok := k.Match().State().Last()
	if !ok || c.Taker != 0 || k.LastResult.Text != "Challenge 1: nobody was right, so the Leader, Ann, takes the card." {
		t.Fatalf("nobody pressed: %+v %q", c, k.LastResult.Text)
	}
}

func TestKeepWatchCloseAndUndoStopTheCount(t *testing.T) {
	kt := newTable(t, language.English, "Ann", "Bob", "Cy")
	k := kt.k
	kt.start(t)
	kt.key(fyne.KeySpace)
	k.Close()
	if _, ok := kt.timers.next(); ok || k.round.step != stepIdle {
		t.Fatal("closing the screen left the countdown running")
	}
	// The shell comes back to the screen.
	k.Update()
	if !kt.onShow(k.StartButton) || kt.onShow(k.StopButton) {
		t.Fatal("back on the screen, the challenge waits for the Leader again")
	}
	// A challenge checked, then undone in the middle of the next count.
	kt.countdown(t)
	kt.press(t, kt.now, fyne.KeyQ, 200, fyne.KeyP, 300, fyne.KeyZ, 400)
	test.Tap(k.RightButton)
	kt.key(fyne.KeySpace)
	if k.Big != "3" || !kt.onShow(k.StopButton) {
		t.Fatalf("the next count did not start: %q", k.Big)
	}
	k.Match().Undo()
	kt.Ctx.Commit()
	if _, ok := kt.timers.next(); ok || k.round.step != stepIdle || !kt.onShow(k.RightButton) {
		t.Fatal("an undo left the count of a challenge that no longer follows")
	}
	// The presses taken back too, a count started, and the presses redone
	// under it: the count stops and the call waits for its verdict again.
	k.Match().Undo()
	kt.Ctx.Commit()
	kt.key(fyne.KeySpace)
	if k.round.step != stepCounting {
		t.Fatal("the challenge taken back does not start again")
	}
	k.Match().Redo()
	kt.Ctx.Commit()
	if _, ok := kt.timers.next(); ok || k.round.step != stepIdle || !kt.onShow(k.RightButton) {
		t.Fatal("a redo left the count of a challenge that no longer follows")
	}
}

// elapse lets a long time pass: every timer still running runs out, and
// those they start too.
func (ft *fakeTimers) elapse(t *testing.T) {
	t.Helper()
	for range 100 {
		if _, ok := ft.next(); !ok {
			return
		}
		timer := ft.pending[0]
		ft.pending = ft.pending[1:]
		timer.f()
	}
	t.Fatal("the timers never stop")
}

func TestKeepWatchCancelTakesBackTheChallengeAndNothingElse(t *testing.T) {
	for _, c := range []struct {
		name   string
		cancel func(kt *table) bool
	}{
		{"Ctrl+Z", func(kt *table) bool { return kt.k.Undo() }},
		{"Esc", func(kt *table) bool { return kt.key(fyne.KeyEscape) }},
		{"Cancel", func(kt *table) bool { test.Tap(kt.k.CancelButton); return true }},
	} {
		t.Run(c.name, func(t *testing.T) {
			kt := newTable(t, language.English, "Ann", "Bob", "Cy")
			k := kt.k
			kt.start(t)
			if k.CanUndo() || k.Undo() || kt.key(fyne.KeyEscape) {
				t.Fatal("with no challenge under way undo and Esc are the shell's")
			}
			// A verdict to keep: Ann is wrong, Bob right.
			kt.countdown(t)
			kt.press(t, kt.now, fyne.KeyQ, 200, fyne.KeyP, 300, fyne.KeyZ, 400)
			test.Tap(k.WrongButton)
			test.Tap(k.RightButton)
			played := k.Match().Len()

			// During the countdown, with a false start on the pads.
			kt.key(fyne.KeySpace)
			kt.timers.fire(t)
			kt.key(fyne.KeyZ)
			if k.Big != "2" || !k.CanUndo() || !kt.onShow(k.CancelButton) || k.CancelButton.Disabled() {
				t.Fatalf("the count %q offers no way back", k.Big)
			}
			if !c.cancel(kt) {
				t.Fatal("the cancel was not taken")
			}
			if k.Match().Len() != played || k.LeaderLabel.Text != "Leader: Bob" || k.Piles[1].Text != "3" {
				t.Fatalf("the cancel changed the match: %d actions, %d before", k.Match().Len(), played)
			}
			if k.round.step != stepIdle || k.CanUndo() || !kt.onShow(k.StartButton) || kt.onShow(k.CancelButton) {
				t.Fatal("the challenge is not back at its start")
			}
			if k.Pads[2].Status() != "" || k.ready.heading.Text != "Challenge 2 of 32" {
				t.Fatalf("the cancelled count left Cy's pad %q, heading %q", k.Pads[2].Status(), k.ready.heading.Text)
			}
			kt.timers.elapse(t)
			if k.Big != "2" || k.round.step != stepIdle || k.Match().Len() != played {
				t.Fatalf("the count went on after its cancel: %q", k.Big)
			}

			// After GO, with a press in: the presses are dropped.
			kt.countdown(t)
			kt.press(t, kt.now, fyne.KeyQ, 250)
			if !c.cancel(kt) || k.Match().Len() != played || k.round.step != stepIdle {
				t.Fatal("the presses after GO were not taken back alone")
			}
			kt.timers.elapse(t)
			if k.Match().Len() != played || !kt.onShow(k.StartButton) {
				t.Fatal("the presses of the cancelled challenge reached the match")
			}

			// The challenge starts again and plays as ever.
			kt.countdown(t)
			kt.press(t, kt.now, fyne.KeyZ, 200, fyne.KeyQ, 300, fyne.KeyP, 400)
			if k.Match().Len() != played+1 || !kt.onShow(k.RightButton) || k.QuestionLabel.Text != "Is Cy's call right?" {
				t.Fatalf("the challenge after the cancel: %d actions, %q", k.Match().Len(), k.QuestionLabel.Text)
			}
		})
	}
}

func TestKeepWatchCancelSpeaksEachLanguage(t *testing.T) {
	for lang, want := range map[language.Tag]string{
		language.English: "Cancel (Esc)", language.Russian: "Отмена (Esc)", language.Ukrainian: "Скасувати (Esc)",
	} {
		kt := newTable(t, lang, "Ann", "Bob")
		kt.start(t)
		kt.key(fyne.KeySpace)
		if kt.k.CancelButton.Text != want {
			t.Errorf("%v: the Cancel button says %q", lang, kt.k.CancelButton.Text)
		}
	}
}

func TestKeepWatchNoLockOutAndAlternating(t *testing.T) {
	kt := newTable(t, language.English, "Ann", "Bob", "Cy")
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
	kt := newTable(t, language.English, "Ann", "Bob", "Cy")
	k := kt.k
	test.Tap(k.NeighboursCheck)
	kt.start(t)
	test.Tap(k.ReferenceButton)
	if len(k.Reference.Names) != 8 || k.Reference.Names[2].Text != "Commonwealth" || k.Reference.Others[2].Text != "Содружество · Співдружність" {
		t.Fatalf("reference card %q / %q", k.Reference.Names[2].Text, k.Reference.Others[2].Text)
	}
	test.Tap(k.CheckerButton)
	c := k.Checker
	if len(c.Counts) != 8 || len(c.Cards.Buttons) != 3 || c.Answer.Text != "Mark the three symbols of the challenge card." {
		t.Fatalf("checker with %d rows: %q", len(c.Counts), c.Answer.Text)
	}
	row := func(s keepwatch.Symbol) int { return slices.Index(keepwatch.Symbols, s) }
	count := func(s keepwatch.Symbol, n int) { test.Tap(c.Counts[row(s)][n]) }
	for _, s := range []keepwatch.Symbol{keepwatch.FATF, keepwatch.EAG, keepwatch.Scout, keepwatch.Youth} {
		test.Tap(c.Symbols[row(s)])
	}
	if !c.Symbols[row(keepwatch.Youth)].Disabled() || c.Symbols[row(keepwatch.Youth)].Importance == widget.HighImportance {
		t.Fatal("a fourth symbol went on the challenge card")
	}
	// Own card: FATF ×3, EAG ×2, Youth ×2: three taps.
	count(keepwatch.FATF, 3)
	count(keepwatch.EAG, 2)
	count(keepwatch.Youth, 2)
	if c.Tally.Text != "Player's card: 7 of 7 symbols counted" || c.Answer.Text != "Left neighbour's card: 0 symbols counted, and a card shows seven." {
		t.Fatalf("before the neighbours: %q, %q", c.Tally.Text, c.Answer.Text)
	}
	if c.Counts[row(keepwatch.FATF)][3].Importance != widget.HighImportance || c.Counts[row(keepwatch.FATF)][0].Importance == widget.HighImportance {
		t.Fatal("FATF's count does not show 3")
	}
	// Left: EAG ×1, Youth ×6; right: Scout ×4, Youth ×3.
	test.Tap(c.Cards.Buttons[1])
	if c.Counts[row(keepwatch.FATF)][0].Importance != widget.HighImportance || c.Tally.Text != "Left neighbour's card: 0 of 7 symbols counted" {
		t.Fatalf("the left neighbour's card starts empty: %q", c.Tally.Text)
	}
	count(keepwatch.EAG, 1)
	count(keepwatch.Youth, 6)
	test.Tap(c.Cards.Buttons[2])
	count(keepwatch.Scout, 4)
	count(keepwatch.Youth, 3)
	if c.Answer.Text != "Right answer: Financial investigator" {
		t.Fatalf("answer %q", c.Answer.Text)
	}
	// One of the right neighbour's Scouts was a Youth: now FATF, EAG and
	// Scout count 3 each.
	count(keepwatch.Scout, 3)
	count(keepwatch.Youth, 4)
	if c.Answer.Text != "Right answers: FATF, Financial investigator, EAG" {
		t.Fatalf("answer after a change %q", c.Answer.Text)
	}
	// Eight counted on a card is refused by the engine's rule.
	count(keepwatch.Youth, 5)
	if c.Answer.Text != "Right neighbour's card: 8 symbols counted, and a card shows seven." || c.Tally.Text != "Right neighbour's card: 8 of 7 symbols counted" {
		t.Fatalf("eight symbols: %q, %q", c.Answer.Text, c.Tally.Text)
	}
	test.Tap(c.Cards.Buttons[0])
	if c.Counts[row(keepwatch.EAG)][2].Importance != widget.HighImportance {
		t.Fatal("back on the player's card, EAG does not show 2")
	}
	test.Tap(c.ClearButton)
	if c.Answer.Text != "Mark the three symbols of the challenge card." || c.Symbols[row(keepwatch.FATF)].Importance == widget.HighImportance ||
		c.Counts[row(keepwatch.FATF)][0].Importance != widget.HighImportance || c.Cards.Selected != "Player's card" {
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
		kt := newTable(t, c.lang, "Юра", "Тимур", "Маша")
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
	kt := newTable(t, language.English, "Ann", "Bob", "Cy")
	k := kt.k
	kt.start(t)
	kt.countdown(t)
	kt.press(t, kt.now, fyne.KeyQ, 200, fyne.KeyP, 300, fyne.KeyZ, 400)
	data, err := k.History().MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	s, err := Load(kt.Ctx, Game(), data)
	if err != nil {
		t.Fatal(err)
	}
	kt.Open(s)
	loaded := s.(*Screen)
	if !kt.onShow(loaded.RightButton) || loaded.QuestionLabel.Text != "Is Ann's call right?" {
		t.Fatal("the loaded game does not wait for the verdict on Ann")
	}
	if _, err := Load(kt.Ctx, Game(), []byte(`{"setup":{"players":[]}}`)); err == nil {
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

// onShow reports whether the object is in the window with everything round
// it on show.
func (kt *table) onShow(o fyne.CanvasObject) bool {
	_, ok := places(kt.T, kt.Win.Content(), kt.Win.Canvas().Size())[o]
	return ok
}

// rect is a rectangle of the window.
type rect struct {
	pos  fyne.Position
	size fyne.Size
}

// holds reports whether the rectangle holds the other, give or take a
// pixel.
func (r rect) holds(o rect) bool {
	const slack = 1
	return o.pos.X >= r.pos.X-slack && o.pos.Y >= r.pos.Y-slack &&
		o.pos.X+o.size.Width <= r.pos.X+r.size.Width+slack && o.pos.Y+o.size.Height <= r.pos.Y+r.size.Height+slack
}

// cut returns the part of the rectangle inside the other.
func (r rect) cut(o rect) rect {
	x, y := max(r.pos.X, o.pos.X), max(r.pos.Y, o.pos.Y)
	right := min(r.pos.X+r.size.Width, o.pos.X+o.size.Width)
	bottom := min(r.pos.Y+r.size.Height, o.pos.Y+o.size.Height)
	return rect{fyne.NewPos(x, y), fyne.NewSize(max(right-x, 0), max(bottom-y, 0))}
}

// place is where an object on show lies in the window, and the part of
// the window that shows it: the window cut by the scrollers round it.
type place struct {
	at, view rect
}

// places finds every object on show under the root, which lies at the
// window's origin.
func places(t testing.TB, root fyne.CanvasObject, window fyne.Size) map[fyne.CanvasObject]place {
	out := map[fyne.CanvasObject]place{}
	var walk func(o fyne.CanvasObject, abs fyne.Position, view rect)
	walk = func(o fyne.CanvasObject, abs fyne.Position, view rect) {
		if o == nil || !o.Visible() {
			return
		}
		at := rect{abs, o.Size()}
		out[o] = place{at, view}
		switch v := o.(type) {
		case *fyne.Container:
			for _, c := range v.Objects {
				walk(c, abs.Add(c.Position()), view)
			}
		case *container.Scroll:
			walk(v.Content, abs.Add(v.Content.Position()), view.cut(at))
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(v).Objects() {
				walk(c, abs.Add(c.Position()), view)
			}
		}
	}
	walk(root, root.Position(), rect{size: window})
	return out
}

// layOut gives the screen the body of a window of the size, as the shell
// does, twice: labels that wrap learn their height from the first layout.
func (kt *table) layOut(window fyne.Size) fyne.Size {
	body := window.Subtract(screens.ShellChrome)
	kt.Win.Resize(body)
	kt.Win.Content().Refresh()
	kt.Win.Resize(body)
	return body
}

// fits checks the screen at the body: it needs no more room, the
// question is in view, and each pad is whole in the window, with the room it
// needs and at least a finger's.
func (kt *table) fits(t *testing.T, body fyne.Size, moment string) {
	t.Helper()
	t.Run(moment, func(t *testing.T) { screenstest.CheckFits(t, kt.Table, body) })
	places := places(t, kt.Win.Content(), body)
	for i, pad := range kt.k.Pads {
		p, ok := places[pad]
		if !ok {
			continue
		}
		m := pad.MinSize()
		if !p.view.holds(p.at) || p.at.size.Width+0.5 < max(m.Width, 44) || p.at.size.Height+0.5 < max(m.Height, 44) {
			t.Errorf("%s at %v: pad %d at %v, the window shows %v", moment, body, i, p.at, p.view)
		}
	}
	for i, chip := range kt.k.chips {
		if p := places[chip.box]; !p.view.holds(p.at) {
			t.Errorf("%s at %v: chip %d at %v lies outside %v", moment, body, i, p.at, p.view)
		}
	}
	for _, l := range []*widget.Label{kt.k.LeaderLabel, kt.k.StackLabel} {
		if p, ok := places[l]; ok && !p.view.holds(p.at) {
			t.Errorf("%s at %v: %q at %v lies outside %v", moment, body, l.Text, p.at, p.view)
		}
	}
}

// sizes are the windows the screen must fit: a laptop, a small laptop,
// an upright tablet and the laptop window a user reported from.
var sizes = []fyne.Size{{Width: 1280, Height: 800}, {Width: 1024, Height: 600}, {Width: 800, Height: 1280}, {Width: 1100, Height: 760}}

func TestKeepWatchFitsEachWindow(t *testing.T) {
	for _, c := range []struct {
		lang  language.Tag
		names []string
	}{
		{language.English, []string{"Alice", "Ben", "Chloe", "Dmitri", "Emma", "Frederick"}},
		{language.Russian, []string{"Лена", "Юра", "Тимур", "Маша", "Коля", "Александра"}},
		{language.Ukrainian, []string{"Оксана", "Тарас", "Соломія", "Богдан", "Ярина", "Святослав"}},
	} {
		kt := newTable(t, c.lang, c.names...)
		k := kt.k
		check := func(moment string) {
			for _, size := range sizes {
				kt.fits(t, kt.layOut(size), c.lang.String()+" "+moment)
			}
		}
		check("setup")
		kt.start(t)
		check("ready")
		kt.key(fyne.KeySpace)
		check("countdown")
		test.Tap(k.CancelButton)
		kt.countdown(t, fyne.KeyB)
		check("GO")
		// Ben and Chloe press inside one frame: a tie.
		kt.press(t, kt.now, fyne.KeyP, 300, fyne.KeyZ, 305, fyne.KeyQ, 350, fyne.KeyM, 420, fyne.KeyT, 480)
		check("tie")
		test.Tap(k.TieButtons[0])
		test.Tap(k.TieButtons[1])
		test.Tap(k.WrongButton)
		check("verdict")
		test.Tap(k.RightButton)
		check("after a challenge")
	}
}

func TestKeepWatchPadsReflowAndReadOnTheirColour(t *testing.T) {
	kt := newTable(t, language.English, "Alice", "Ben", "Chloe", "Dmitri", "Emma", "Frederick")
	k := kt.k
	kt.start(t)
	rows := func() int {
		ys := map[float32]bool{}
		for _, p := range k.Pads {
			ys[p.Position().Y] = true
		}
		return len(ys)
	}
	for size, want := range map[fyne.Size]int{{Width: 1280, Height: 800}: 1, {Width: 1024, Height: 600}: 1, {Width: 800, Height: 1280}: 2} {
		kt.layOut(size)
		if got := rows(); got != want {
			t.Errorf("%v: the six pads take %d rows, want %d", size, got, want)
		}
	}
	for i, p := range k.Pads {
		seat := k.Match().State().Players()[i]
		if want := screens.InkOn(screens.PlayerColor(seat.Color)); p.name.Color != want || p.status.Color != want {
			t.Errorf("%s's pad writes in %v on %s", seat.Name, p.name.Color, seat.Color)
		}
	}
	if k.Pads[3].name.Color != color.Black {
		t.Error("Dmitri's name is not black on his yellow pad")
	}
}

func TestKeepWatchCheckerShowsEverySymbol(t *testing.T) {
	for _, lang := range translations.Languages {
		kt := newTable(t, lang, "Ann", "Bob", "Cy")
		test.Tap(kt.k.NeighboursCheck)
		test.Tap(kt.k.AlternatingCheck)
		kt.start(t)
		for _, size := range sizes {
			kt.Win.Resize(size)
			for _, open := range []*screens.Button{kt.k.CheckerButton, kt.k.ReferenceButton} {
				test.Tap(open)
				overlay := kt.Win.Canvas().Overlays().Top()
				window := rect{size: kt.Win.Canvas().Size()}
				// Lay out twice, as the window's first frames do: the
				// checker learns from its width whether the grid goes
				// beside its words.
				overlay.Refresh()
				places := places(t, overlay, window.size)
				if p := places[overlay]; !window.holds(p.at) {
					t.Errorf("%v %v: the dialog at %v lies outside the window", lang, size, p.at)
				}
				if open == kt.k.CheckerButton {
					c := kt.k.Checker
					inView := func(what string, o fyne.CanvasObject) {
						p, ok := places[o]
						if !ok || !p.view.holds(p.at) {
							t.Errorf("%v %v: %s at %v is out of view %v", lang, size, what, p.at, p.view)
						}
						if screens.FyneButton(o) != nil && (p.at.size.Width < 44 || p.at.size.Height < 44) {
							t.Errorf("%v %v: %s is %v, smaller than a finger", lang, size, what, p.at.size)
						}
					}
					inView("the answer", c.Answer)
					inView("the tally", c.Tally)
					for i, b := range c.Cards.Buttons {
						inView(fmt.Sprintf("card %d", i), b)
					}
					for i, b := range c.Symbols {
						inView(fmt.Sprintf("symbol %d", i+1), b)
						for n, count := range c.Counts[i] {
							inView(fmt.Sprintf("symbol %d's count %d", i+1, n), count)
						}
					}
				}
				kt.Win.Canvas().Overlays().Remove(overlay)
			}
		}
	}
}

func TestKeepWatchCountdownChangesOnlyTheCount(t *testing.T) {
	kt := newTable(t, language.English, "Ann", "Bob", "Cy")
	k := kt.k
	kt.start(t)
	content, pads, leader := kt.Win.Content(), k.Pads[0], k.LeaderLabel
	kt.key(fyne.KeySpace)
	big := k.bigText
	for _, want := range []string{"2", "1", "GO!"} {
		kt.timers.fire(t)
		if k.Big != want || k.bigText != big || k.bigText.Text != want {
			t.Fatalf("the count shows %q on %p, want %q on %p", k.bigText.Text, k.bigText, want, big)
		}
	}
	if kt.Win.Content() != content || k.Pads[0] != pads || k.LeaderLabel != leader || !kt.onShow(pads) {
		t.Fatal("the countdown made the screen again")
	}
	if k.StopButton.Disabled() {
		t.Fatal("after GO the Leader may stop the presses")
	}
}

func TestKeepWatchHoldsStill(t *testing.T) {
	kt := newTable(t, language.English, "Alice", "Ben", "Chloe", "Dmitri", "Emma", "Frederick")
	k := kt.k
	kt.start(t)
	kt.countdown(t)
	kt.press(t, kt.now, fyne.KeyQ, 300, fyne.KeyP, 340, fyne.KeyZ, 380, fyne.KeyM, 420, fyne.KeyT, 460, fyne.KeyB, 500)
	kt.Win.Resize(fyne.NewSize(800, 400))
	// A wrong call, the next call right, and that taken back: the result
	// keeps its place each time.
	kt.HoldsStill(func() { test.Tap(k.WrongButton) })
	if len(k.Penalties) != 1 || k.QuestionLabel.Text != "Is Ben's call right?" {
		t.Fatalf("after the wrong call: %q", k.QuestionLabel.Text)
	}
	result := kt.Scrollers()[0]
	var offset fyne.Position
	kt.HoldsStill(func() {
		offset = result.Offset
		test.Tap(k.RightButton)
	})
	if !kt.onShow(k.StartButton) {
		t.Fatal("the challenge did not end with the right call")
	}
	// The app's next frame lays out the page that came on show, with the
	// pads below it.
	kt.Win.Content().Refresh()
	kt.HoldsStill(func() {
		if !k.Match().Undo() {
			t.Fatal("nothing to undo")
		}
		kt.Ctx.Commit()
	})
	if !kt.onShow(k.RightButton) || result.Offset != offset {
		t.Fatalf("back at Ben's call the result moved from %v to %v", offset, result.Offset)
	}
}

// TestAKeyUnderADialogIsNoPress opens the symbols card during a challenge:
// a player's key stamped by the X server is then the dialog's, as a finger
// on a pad under it is, and presses count again once the card is closed.
func TestAKeyUnderADialogIsNoPress(t *testing.T) {
	kt := newTable(t, language.English, "Ann", "Bob", "Cy")
	kt.start(t)
	k := kt.k
	kt.countdown(t)
	k.ShowReference()
	if !k.covered() {
		t.Fatal("the symbols card does not cover the pads")
	}
	k.serverKey(xkeys.Press{Key: string(fyne.KeyQ), Time: 1000})
	if len(k.round.presses) != 0 {
		t.Fatalf("a key under the symbols card made %d presses", len(k.round.presses))
	}
	// The dialog's own Close is Fyne's button.
	var closeButton func(o fyne.CanvasObject) *widget.Button
	closeButton = func(o fyne.CanvasObject) *widget.Button {
		if b, ok := o.(*widget.Button); ok && b.Text == "Close" {
			return b
		}
		for _, c := range kt.Children(o) {
			if b := closeButton(c); b != nil {
				return b
			}
		}
		return nil
	}
	b := closeButton(kt.Win.Canvas().Overlays().Top())
	if b == nil {
		t.Fatal("the symbols card has no Close")
	}
	test.Tap(b)
	if k.covered() {
		t.Fatal("the symbols card did not close")
	}
	k.serverKey(xkeys.Press{Key: string(fyne.KeyQ), Time: 1300})
	if len(k.round.presses) != 1 || k.round.presses[0].seat != 0 {
		t.Fatalf("Ann's key after the card closed made %v", k.round.presses)
	}
}

// A finger on a pad is timed by its touch event, not by the frame that
// hands it on: on a slow tablet Cy's finger, down 300 ms after GO, reached
// the screen in the same frame as Bob's press at 500 ms, and after it.
func TestAPadPressCountsAtItsEventsTimeNotAtItsFrames(t *testing.T) {
	kt := newTable(t, language.English, "Ann", "Bob", "Cy")
	kt.start(t)
	kt.countdown(t)
	goAt := kt.now
	kt.now = goAt.Add(500 * time.Millisecond)
	kt.k.Press(1)
	kt.k.PressAt(2, goAt.Add(300*time.Millisecond))
	kt.press(t, goAt, fyne.KeyQ, 900)
	rows := rowTexts(kt.k)
	if len(rows) < 2 || rows[0] != "1. | Cy | 300 ms | — | " || !strings.HasPrefix(rows[1], "2. | Bob | 500 ms | +200 ms") {
		t.Fatalf("the presses in order of their fingers: %q", rows)
	}
}

func TestAnEventsAgeIsBelievedOnlyOnThePagesOwnClock(t *testing.T) {
	for _, c := range []struct {
		now, stamp float64
		want       time.Duration
	}{
		{1000, 900, 100 * time.Millisecond},
		{1000, 1000, 0},
		{1000.5, 1000, 500 * time.Microsecond},
		// A touch held back more than a second by a long frame on a
		// loaded tablet is still timed by its stamp.
		{2050, 1000, 1050 * time.Millisecond},
		{11000, 1000, 10 * time.Second},
		// A stamp in the future, or on another clock (the epoch's
		// milliseconds, as old WebKit stamped events), counts for nothing.
		{1000, 1200, 0},
		{12000, 1000, 0},
		{1000, 1.7e12, 0},
	} {
		if got := eventAge(c.now, c.stamp); got != c.want {
			t.Errorf("eventAge(%v, %v) = %v, want %v", c.now, c.stamp, got, c.want)
		}
	}
}
