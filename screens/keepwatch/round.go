package keepwatch

import (
	"slices"
	"time"

	"tablecompanion/games/keepwatch"
	"tablecompanion/screens/keepwatch/xkeys"
)

// The resolutions of the two clocks a press can be timed on: the X server
// stamps events in whole milliseconds; Fyne's loop reads input once per
// 60 Hz frame, so presses inside one frame arrive together.
const (
	serverResolution = time.Millisecond
	frameResolution  = 17 * time.Millisecond
)

// roundStep is where the live part of a challenge stands.
type roundStep int

const (
	// stepIdle waits for the Leader to start.
	stepIdle roundStep = iota
	// stepCounting counts 3, 2, 1: a press now is a false start.
	stepCounting
	// stepOpen is after GO: the presses that count.
	stepOpen
)

// rawPress is a press as it came in, before it is timed from GO: the frame
// time it reached the screen and, for a key read from the X server, the
// server's stamp.
type rawPress struct {
	seat   int
	local  time.Time
	server uint32
	x      bool
	// phone marks a press on a phone's pad: local is then its time mapped
	// onto the laptop's clock, known to within.
	phone  bool
	within time.Duration
}

// round is the live part of one challenge: the countdown and the presses.
// It holds clock readings only; the engine gets the presses once the round
// ends, timed from GO.
type round struct {
	step  roundStep
	count int
	// at is the length of the match the round started at; an undo or a
	// redo in between cancels it.
	at      int
	goLocal time.Time
	// goPads is when the pads on the phones show GO: the count's end as
	// planned when it began, which the phones are told ahead.
	goPads   time.Time
	goServer uint32
	goMarked bool
	// final is set when the round ends: a key the server stamped is then
	// timed by the frame clock if the server's GO never came back.
	final   bool
	presses []rawPress
	stops   []func()
	// showPads cancels the pads' pending update.
	showPads func()
}

// stop cancels the round's timers and forgets it.
func (r *round) stop() {
	for _, s := range r.stops {
		s()
	}
	*r = round{}
}

// timed returns the press timed from GO and the resolution of its clock: a
// key stamped by the server when the server's time of GO is known, the frame
// time otherwise. Before GO the time is negative.
func (r *round) timed(p rawPress) (time.Duration, time.Duration) {
	if p.phone {
		return p.local.Sub(r.goPads), serverResolution
	}
	if p.x && r.goMarked {
		return time.Duration(xkeys.Since(r.goServer, p.server)) * time.Millisecond, serverResolution
	}
	if (p.x && !r.final) || r.step != stepOpen {
		// A key that came before the server's GO on the same connection
		// was pressed before GO.
		return -time.Nanosecond, frameResolution
	}
	return p.local.Sub(r.goLocal), frameResolution
}

// result returns each seat's first press after GO and first before it, in
// the order they came in, with their error bounds, and the coarsest
// resolution among them.
func (r *round) result() ([]int, []time.Duration, []time.Duration, time.Duration) {
	var seats []int
	var times, within []time.Duration
	res := serverResolution
	after, before := map[int]bool{}, map[int]bool{}
	for _, p := range r.presses {
		at, pres := r.timed(p)
		seen := after
		if at < 0 {
			seen = before
		}
		if seen[p.seat] {
			continue
		}
		seen[p.seat] = true
		seats = append(seats, p.seat)
		times = append(times, at)
		within = append(within, p.within)
		res = max(res, pres)
	}
	return seats, times, within, res
}

// early reports whether the seat has pressed before GO, as far as is known.
func (r *round) early(seat int) bool {
	for _, p := range r.presses {
		if at, _ := r.timed(p); p.seat == seat && at < 0 {
			return true
		}
	}
	return false
}

// pressedAfterGo reports whether the seat has pressed after GO.
func (r *round) pressedAfterGo(seat int) bool {
	return slices.ContainsFunc(r.presses, func(p rawPress) bool {
		at, _ := r.timed(p)
		return p.seat == seat && at >= 0
	})
}

// onPhonesOnly reports whether every press came from a phone's pad, timed
// on the phone: the frame clock then times none of them.
func (r *round) onPhonesOnly() bool {
	return len(r.presses) > 0 && !slices.ContainsFunc(r.presses, func(p rawPress) bool { return !p.phone })
}

// waitsForMark reports whether a key the server stamped waits for the
// server's time of GO to be timed.
func (r *round) waitsForMark() bool {
	return !r.goMarked && slices.ContainsFunc(r.presses, func(p rawPress) bool { return p.x })
}

// enginePresses turns the round into the engine's presses for the players.
func (r *round) enginePresses(ids []string) ([]keepwatch.Press, time.Duration) {
	seats, times, within, res := r.result()
	out := make([]keepwatch.Press, len(seats))
	for i, seat := range seats {
		out[i] = keepwatch.Press{Player: ids[seat], At: times[i], Within: within[i]}
	}
	return out, res
}
