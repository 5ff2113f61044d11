package games

import "time"

// Clock tells the time. Engines and timers take one, so that tests move time
// by hand and never sleep; the app passes time.Now, whose readings carry the
// monotonic clock.
type Clock func() time.Time

// Timer counts down to a deadline. It keeps the moment it started and the
// time spent paused, never a count of ticks, so it ends on time whatever the
// redraw rate or a sleeping laptop did. The zero Timer is not usable: make one
// with NewTimer.
type Timer struct {
	clock     Clock
	length    time.Duration
	started   bool
	startedAt time.Time
	paused    bool
	pausedAt  time.Time
	pausedFor time.Duration
}

// NewTimer returns a stopped timer of the given length on the clock.
func NewTimer(clock Clock, length time.Duration) *Timer {
	return &Timer{clock: clock, length: length}
}

// Length returns the full length of the countdown.
func (t *Timer) Length() time.Duration {
	return t.length
}

// Start starts the countdown from its full length, also when it was already
// running or had expired.
func (t *Timer) Start() {
	t.started = true
	t.startedAt = t.clock()
	t.paused = false
	t.pausedFor = 0
}

// Pause stops the countdown where it is; it does nothing unless the timer is
// running.
func (t *Timer) Pause() {
	if !t.Running() {
		return
	}
	t.paused = true
	t.pausedAt = t.clock()
}

// Resume continues a paused countdown; it does nothing otherwise.
func (t *Timer) Resume() {
	if !t.started || !t.paused {
		return
	}
	t.pausedFor += t.clock().Sub(t.pausedAt)
	t.paused = false
}

// Started reports whether Start was called.
func (t *Timer) Started() bool {
	return t.started
}

// Paused reports whether the countdown is paused.
func (t *Timer) Paused() bool {
	return t.started && t.paused
}

// Running reports whether the countdown is going: started, not paused and not
// yet expired.
func (t *Timer) Running() bool {
	return t.started && !t.paused && t.Remaining() > 0
}

// Remaining returns the time left: the full length before the start, never
// less than zero.
func (t *Timer) Remaining() time.Duration {
	if !t.started {
		return t.length
	}
	now := t.clock()
	if t.paused {
		now = t.pausedAt
	}
	left := t.length - (now.Sub(t.startedAt) - t.pausedFor)
	if left < 0 {
		return 0
	}
	return left
}

// Expired reports whether the countdown has reached zero.
func (t *Timer) Expired() bool {
	return t.started && t.Remaining() == 0
}

// Deadline returns the moment the countdown reaches zero, and false while it
// is stopped or paused, when there is no such moment yet.
func (t *Timer) Deadline() (time.Time, bool) {
	if !t.started || t.paused {
		return time.Time{}, false
	}
	return t.startedAt.Add(t.pausedFor + t.length), true
}
