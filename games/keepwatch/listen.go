package keepwatch

import (
	"time"

	"tablecompanion/games"
)

// The listening time: how long after GO a challenge takes presses. The
// book sets no limit; the app needs one, or a challenge nobody can answer
// would hold the table until the Leader gives up.
const (
	// DefaultListen is the listening time when the table chooses none:
	// a seven-symbol card is counted in a few seconds, so ten leave the
	// slowest player room to spare, and it is the time the app always
	// kept before the table could choose.
	DefaultListen = 10 * time.Second
	// MinListen and MaxListen bound the listening time a setup may set.
	MinListen = 3 * time.Second
	MaxListen = 2 * time.Minute
)

// ListenChoices are the listening times a setup offers, shortest first.
var ListenChoices = []time.Duration{5 * time.Second, 10 * time.Second, 15 * time.Second, 20 * time.Second, 30 * time.Second, 60 * time.Second}

// ListenTime returns how long after GO a challenge takes presses: the
// setup's listening time, or DefaultListen when it sets none.
func (g *Game) ListenTime() time.Duration {
	return g.setup.listen()
}

func (s Setup) listen() time.Duration {
	if s.Listen == 0 {
		return DefaultListen
	}
	return s.Listen
}

func (s Setup) checkListen() error {
	if s.Listen != 0 && (s.Listen < MinListen || s.Listen > MaxListen) {
		return games.Refuse("keepwatch.setup.listen_range", "Min", int(MinListen/time.Second), "Max", int(MaxListen/time.Second))
	}
	return nil
}

// late reports whether a press timed from GO came after the presses
// closed. Only a setup that sets its listening time closes them in the
// engine: a save from before the choice holds the presses its screen took
// within the old ten seconds, and loads as it was.
func (s Setup) late(at time.Duration) bool {
	return s.Listen != 0 && at > s.Listen
}

// Window is the time a challenge takes presses: from GO for the listening
// time. It is a deadline on a clock, never a count of ticks, so the time
// left is right whatever the redraw rate.
type Window struct {
	// GO is the moment of GO on the clock that times the presses.
	GO time.Time
	// Length is the listening time.
	Length time.Duration
}

// Closes returns the moment the presses close.
func (w Window) Closes() time.Time {
	return w.GO.Add(w.Length)
}

// Left returns the time left to press at now: the whole length before
// GO, nothing once the presses have closed.
func (w Window) Left(now time.Time) time.Duration {
	if now.Before(w.GO) {
		return w.Length
	}
	return max(w.Closes().Sub(now), 0)
}

// Late reports whether a press at the time from GO came after the presses
// closed; a press at the very moment they close still counts.
func (w Window) Late(at time.Duration) bool {
	return at > w.Length
}

// SecondsLeft returns the time left at now in whole seconds, rounded up,
// so that 0 shows exactly when the presses close.
func (w Window) SecondsLeft(now time.Time) int {
	return int((w.Left(now) + time.Second - 1) / time.Second)
}

// NextChange returns how long after now the whole seconds left change
// next, and false once the presses have closed.
func (w Window) NextChange(now time.Time) (time.Duration, bool) {
	left := w.Left(now)
	if left <= 0 {
		return 0, false
	}
	next := left - time.Duration(w.SecondsLeft(now)-1)*time.Second
	if now.Before(w.GO) {
		// The seconds stand still until GO.
		next += w.GO.Sub(now)
	}
	return next, true
}
