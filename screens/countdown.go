package screens

import (
	"fmt"
	"time"

	"tablecompanion/games"
)

// roundClock is a round's countdown on screen: a games.Timer on a clock,
// woken only when the shown second changes and at the deadline itself.
// It lives on the UI goroutine; the Schedule brings its wake-ups there.
type roundClock struct {
	now   games.Clock
	after Schedule

	timer *games.Timer
	// base is the round time used before timer began.
	base time.Duration
	// round is the number of the round the timer belongs to, 0 for none.
	round int
	// at is the match length the clock last agreed with.
	at int
	// held is true while the table has not started the clock, or paused it.
	held bool
	// shown is the number of seconds last shown.
	shown int
	// live is true while the clock should count down: the rules let it and
	// the table has started it. A timer that reached zero cannot be
	// paused, so this, not the timer, says whether to keep waking.
	live bool

	cancel func()
	gen    int
}

// reset gives the clock a new timer for the round: length left after used,
// waiting for the table to start it.
func (c *roundClock) reset(round int, length, used time.Duration) {
	c.halt()
	c.round = round
	c.live = false
	c.base = used
	c.timer = games.NewTimer(c.now, length-used)
	c.held = true
	c.shown = wholeSeconds(c.remaining())
}

// clear removes the timer between rounds.
func (c *roundClock) clear() {
	c.halt()
	c.round, c.timer = 0, nil
}

// elapsed returns the round time used so far.
func (c *roundClock) elapsed() time.Duration {
	if c.timer == nil {
		return 0
	}
	return c.base + c.timer.Length() - c.timer.Remaining()
}

// remaining returns the round time left.
func (c *roundClock) remaining() time.Duration {
	if c.timer == nil {
		return 0
	}
	return c.timer.Remaining()
}

// run lets the timer go when on is true and stops it where it is when not.
func (c *roundClock) run(on bool) {
	c.live = on
	switch {
	case c.timer == nil:
	case !on:
		c.timer.Pause()
	case !c.timer.Started():
		c.timer.Start()
	default:
		c.timer.Resume()
	}
}

// going reports whether the timer counts down now, or has reached zero
// while running.
func (c *roundClock) going() bool {
	return c.live && c.timer != nil && c.timer.Started() && !c.timer.Paused()
}

// schedule wakes f when the shown second next changes, or at once when the
// time is up; it replaces any wake-up pending.
func (c *roundClock) schedule(f func()) {
	c.halt()
	if !c.going() {
		return
	}
	gen := c.gen
	c.cancel = c.after(c.untilNextChange(), func() {
		if gen == c.gen {
			f()
		}
	})
}

// halt cancels the pending wake-up; one already on its way is ignored.
func (c *roundClock) halt() {
	if c.cancel != nil {
		c.cancel()
		c.cancel = nil
	}
	c.gen++
}

// untilNextChange is the time until the shown second changes: the shown
// seconds are rounded up, so 00:00 appears exactly at the deadline.
func (c *roundClock) untilNextChange() time.Duration {
	r := c.remaining()
	if r <= 0 {
		return 0
	}
	return r - time.Duration(wholeSeconds(r)-1)*time.Second
}

// wholeSeconds rounds a duration up to whole seconds.
func wholeSeconds(d time.Duration) int {
	return int((d + time.Second - 1) / time.Second)
}

// clockText shows a duration as mm:ss, rounded up to the second.
func clockText(d time.Duration) string {
	s := wholeSeconds(max(d, 0))
	return fmt.Sprintf("%02d:%02d", s/60, s%60)
}
