package keepwatch

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"tablecompanion/games/keepwatch"
	"tablecompanion/screens"
	"tablecompanion/screens/keepwatch/xkeys"
	"tablecompanion/sound"
)

// buildLive makes the challenge under way: the Cancel and Stop buttons on
// top, where Start was, so that a message below moves neither; the countdown
// or GO filling the page; and below it the time left to press, in a line of
// its own height.
func (k *Screen) buildLive() fyne.CanvasObject {
	k.bigText, k.bigBox = newFillText("", theme.Color(theme.ColorNameForeground))
	k.leftLine = newLine(leftSize)
	k.CancelButton = screens.NewButtonWithIcon(k.Ctx.WithKey(k.Ctx.T("keepwatch.cancel"), "key.esc"), theme.CancelIcon(), k.CancelChallenge)
	k.StopButton = screens.NewButtonWithIcon(k.Ctx.WithKey(k.Ctx.T("keepwatch.stop"), "key.space"), theme.MediaStopIcon(), k.StopPresses)
	buttons := container.NewHBox(screens.Tall(k.CancelButton, 56), screens.Tall(k.StopButton, 56))
	return container.NewBorder(container.NewCenter(buttons), k.leftLine, nil, nil, k.bigBox)
}

// showLeft shows how long the presses are taken: the whole listening time
// during the count, the whole seconds left after GO, and that the time is
// up while a phone's press may still come in.
func (k *Screen) showLeft() {
	r := &k.round
	left := k.Ctx.T("keepwatch.listen.ahead", "Seconds", int(r.listen/time.Second))
	switch {
	case r.closing:
		left = k.Ctx.T("keepwatch.listen.up")
	case r.step == stepOpen:
		left = k.Ctx.T("keepwatch.listen.left", "Seconds", r.window().SecondsLeft(k.Clock()))
	}
	k.Left = left
	setLine(k.leftLine, left)
}

// tickLeft shows the time left to press and wakes again when its whole
// seconds next change, until the presses close.
func (k *Screen) tickLeft() {
	if k.round.step != stepOpen || k.round.closing {
		return
	}
	k.showLeft()
	if next, ok := k.round.window().NextChange(k.Clock()); ok {
		k.schedule(next, k.tickLeft)
	}
}

// showBig shows the count or GO, the one thing a step of the countdown
// changes besides the pads and the time left, and lets the Leader stop the
// presses after GO.
func (k *Screen) showBig() {
	big, c := strconv.Itoa(k.round.count), theme.Color(theme.ColorNameForeground)
	if k.round.step == stepOpen {
		big, c = k.Ctx.T("keepwatch.go"), theme.Color(theme.ColorNameSuccess)
	}
	k.Big = big
	if k.bigText.Text != big || k.bigText.Color != c {
		k.bigText.Text, k.bigText.Color = big, c
		// The text's size follows its length: lay it out again, now, so
		// that the count's frame and GO's are one picture each.
		k.bigBox.Refresh()
		screens.DrawOnce(k.bigBox)
	}
	k.showLeft()
	screens.SetEnabled(k.StopButton, k.round.step == stepOpen)
}

// markPads shows on each pad whether the player pressed, too early or not.
func (k *Screen) markPads() {
	for seat, p := range k.Pads {
		switch {
		case k.round.early(seat) && !k.Match().Setup().NoLockOut:
			p.SetStatus(k.Ctx.T("keepwatch.pad.locked"))
		case k.round.pressedAfterGo(seat):
			p.SetStatus(k.Ctx.T("keepwatch.pad.pressed"))
		case k.round.early(seat):
			p.SetStatus(k.Ctx.T("keepwatch.pad.early"))
		case slices.Contains(k.lateSeats(), seat):
			p.SetStatus(k.Ctx.T("keepwatch.pad.late"))
		default:
			p.SetStatus("")
		}
	}
}

// StartChallenge starts the Leader's countdown: 3, 2, 1 with a tick each,
// then GO.
func (k *Screen) StartChallenge() {
	if k.Match() == nil || k.round.step != stepIdle || k.Match().State().Phase() != keepwatch.PhaseReady {
		return
	}
	g := k.Match().State()
	k.round = round{step: stepCounting, count: countFrom, at: k.Match().Len(), goPads: k.Clock().Add(countFrom * countStep),
		number: g.Played() + 1, listen: g.ListenTime()}
	k.closed, k.late = nil, lateNote{}
	k.play(sound.Tick)
	k.schedule(countStep, k.countDown)
	k.Update()
	k.warnUnsurePads()
	k.changed()
}

// CancelChallenge takes back the challenge under way, its countdown or its
// presses, and nothing else: the Leader may start it again, and the match
// is as it was.
func (k *Screen) CancelChallenge() {
	if k.round.step == stepIdle {
		return
	}
	k.round.stop()
	k.Ctx.Log("keepwatch: challenge cancelled")
	k.Update()
	k.changed()
}

// countDown takes the next step of the countdown: a lower number, or GO.
func (k *Screen) countDown() {
	if k.round.step != stepCounting {
		return
	}
	if k.round.count > 1 {
		k.round.count--
		k.play(sound.Tick)
		k.schedule(countStep, k.countDown)
		k.showBig()
		return
	}
	k.signalGo()
}

// signalGo is GO: the moment is read on the frame clock and asked of the X
// server, then the sound and the screen follow: the big text and the pads,
// which may have been pressed too early.
func (k *Screen) signalGo() {
	k.round.goLocal = k.Clock()
	if k.keys != nil {
		k.keys.Mark()
	}
	k.round.step = stepOpen
	k.play(sound.Go)
	k.Ctx.Log("keepwatch: GO")
	k.schedule(k.round.listen, k.timeUp)
	k.showBig()
	k.tickLeft()
	k.markPads()
	k.maybeDone()
}

// timeUp closes the presses at the end of the listening time; while a
// player who may still press holds a linked phone, it waits phoneGrace for
// a press the phone timed in time.
func (k *Screen) timeUp() {
	if k.round.step != stepOpen {
		return
	}
	k.round.closing = true
	k.showLeft()
	if k.phonesMayPress() {
		k.schedule(phoneGrace, k.StopPresses)
		return
	}
	k.StopPresses()
}

// phonesMayPress reports whether a player who may still press holds a
// linked phone.
func (k *Screen) phonesMayPress() bool {
	lockOut := !k.Match().Setup().NoLockOut
	for _, id := range k.Ctx.Linked() {
		if seat := k.Match().State().Players().Index(id); seat >= 0 && !k.round.out(seat, lockOut) {
			return true
		}
	}
	return false
}

// Press is a press of a player's pad or, without the X server's times, their
// key, timed by the frame it came in.
func (k *Screen) Press(seat int) {
	k.PressAt(seat, k.Clock())
}

// PressAt is a press of a player's pad at a time on the screen's clock that
// may lie before the frame it came in: a finger in the browser is timed by
// its touch event, which a busy page may hand on a frame or more later.
func (k *Screen) PressAt(seat int, at time.Time) {
	k.take(rawPress{seat: seat, local: at})
}

// maxEventAge is the most that a press's time is taken back for the wait
// of its event: an older event's time is not believed. A slow tablet's
// long frame can hold a touch back for more than a second, while a stamp
// on another clock is off by years.
const maxEventAge = 10 * time.Second

// eventAge returns how long ago an event happened, from the page's clock
// now and the event's time stamp on it, both in milliseconds: none when the
// stamp is on another clock, as an old browser's may be, or in the future.
func eventAge(now, stamp float64) time.Duration {
	age := time.Duration((now - stamp) * float64(time.Millisecond))
	if age < 0 || age > maxEventAge {
		return 0
	}
	return age
}

// take is a press as it came in: one of the challenge under way, or one
// after its presses closed, which its player is told of and which counts
// for nothing.
func (k *Screen) take(p rawPress) {
	r := &k.round
	if r.step == stepIdle {
		if c := k.closed; c != nil && !c.out[p.seat] && !k.Match().State().Over() {
			k.tellLate(p.seat, c.lateBy(p))
		}
		return
	}
	if !r.out(p.seat, !k.Match().Setup().NoLockOut) {
		if by, late := r.lateBy(p); late {
			k.tellLate(p.seat, by)
			return
		}
	}
	r.presses = append(r.presses, p)
	k.pressed()
}

// tellLate names on the message line, and on the player's pads, a player
// whose press came after the presses closed, by how long; once for each
// player until the table's next step.
func (k *Screen) tellLate(seat int, by time.Duration) {
	if k.late.at != k.Match().Len() {
		k.late = lateNote{at: k.Match().Len()}
	}
	if slices.Contains(k.late.seats, seat) {
		return
	}
	k.late.seats = append(k.late.seats, seat)
	k.late.by = append(k.late.by, by)
	k.Ctx.Log("keepwatch: %s pressed %v after the presses closed", k.Match().State().Players()[seat].Name, by)
	k.showNotes(k.Match().State())
	k.markPads()
	k.changed()
}

// serverKey is a key press the X server stamped. Under a dialog it is
// the dialog's, as the window's own keys are.
func (k *Screen) serverKey(p xkeys.Press) {
	seat := slices.Index(PlayerKeys, fyne.KeyName(p.Key))
	if k.Match() == nil || seat < 0 || seat >= len(k.Match().State().Players()) || k.covered() {
		return
	}
	k.take(rawPress{seat: seat, local: k.Clock(), server: p.Time, x: true})
}

// covered reports whether a dialog lies over the pads: the answer
// checker or the symbols card. A key or a finger is then the dialog's.
func (k *Screen) covered() bool {
	return k.Ctx.Window.Canvas().Overlays().Top() != nil
}

// serverMark is the X server's time of GO.
func (k *Screen) serverMark(t uint32) {
	if k.round.step != stepOpen || k.round.goMarked {
		return
	}
	k.round.goServer, k.round.goMarked = t, true
	k.markPads()
	k.maybeDone()
}

// pressed shows the presses on the pads once the burst pauses, and ends the
// presses when everyone who may press has.
func (k *Screen) pressed() {
	if k.round.showPads != nil {
		k.round.showPads()
	}
	k.round.showPads = k.Schedule(padsQuiet, k.markPads)
	k.round.stops = append(k.round.stops, k.round.showPads)
	k.maybeDone()
}

// maybeDone ends the presses once every player who may press has.
func (k *Screen) maybeDone() {
	if k.round.step != stepOpen || k.round.waitsForMark() {
		return
	}
	lockOut := !k.Match().Setup().NoLockOut
	for seat := range k.Match().State().Players() {
		if !k.round.out(seat, lockOut) {
			return
		}
	}
	k.StopPresses()
}

// StopPresses ends the presses of the challenge and hands them to the
// engine, which orders them for the check.
func (k *Screen) StopPresses() {
	if k.round.step != stepOpen {
		return
	}
	r := &k.round
	r.final = true
	g := k.Match().State()
	var ids []string
	for _, p := range g.Players() {
		ids = append(ids, p.ID)
	}
	presses, res := r.enginePresses(ids)
	if k.keys == nil && !r.onPhonesOnly() {
		res = max(res, frameResolution)
	}
	k.logPresses(presses, res)
	cond := keepwatch.Condition("")
	if _, fixed := g.FixedCondition(); !fixed {
		cond = k.cond
	}
	closed := closeRound(r, k.Clock(), k.Match().Len()+1, len(ids), !k.Match().Setup().NoLockOut)
	r.stop()
	if err := k.Act(keepwatch.Presses(cond, res, presses...), k.bite); err != nil {
		k.Update()
		k.refuse(err)
		k.changed()
		return
	}
	k.closed = closed
	if k.late.at == closed.at-1 {
		// Who was late while the presses were open is still told.
		k.late.at = closed.at
	}
	k.Ctx.Commit()
}

// logPresses writes the measured presses, for the reaction harness.
func (k *Screen) logPresses(presses []keepwatch.Press, res time.Duration) {
	clock := "frame"
	switch {
	case k.round.onPhonesOnly():
		clock = "phone"
	case res == serverResolution:
		clock = "server"
	}
	var parts []string
	for _, p := range presses {
		seat := k.Match().State().Players().Index(p.Player)
		parts = append(parts, fmt.Sprintf("%s=%d", PlayerKeys[seat], p.At.Microseconds()))
	}
	k.Ctx.Log("keepwatch: presses clock=%s resolution_us=%d %s", clock, res.Microseconds(), strings.Join(parts, " "))
}
