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
	// number is the challenge's number, by which the phones' pads know it.
	number int
	// listen is how long after GO the presses are taken.
	listen time.Duration
	// closing is set once the listening time is up: a press on its way from
	// a phone may still come in.
	closing bool
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
		if r.late(at) {
			// Told as it came in; the engine refuses it.
			continue
		}
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

// window is the time the presses are taken, on the frame clock.
func (r *round) window() keepwatch.Window {
	return keepwatch.Window{GO: r.goLocal, Length: r.listen}
}

// lateBy returns how long after the presses closed a press came, and
// whether it came after them: only a press after GO can be late, and a key
// the server stamped only once the server's GO is known.
func (r *round) lateBy(p rawPress) (time.Duration, bool) {
	if r.step != stepOpen || p.x && !r.goMarked {
		return 0, false
	}
	at, _ := r.timed(p)
	return at - r.listen, r.late(at)
}

// late reports whether a press at the time from GO came after the presses
// closed; a round that sets no listening time takes every press.
func (r *round) late(at time.Duration) bool {
	return r.listen > 0 && r.window().Late(at)
}

// out reports whether the seat takes no further part in the round: it has
// pressed after GO, or pressed too early and is locked out.
func (r *round) out(seat int, lockOut bool) bool {
	return r.pressedAfterGo(seat) || lockOut && r.early(seat)
}

// closedRound is the challenge whose presses closed last, until the next
// one starts: a press for it now is late, and the player is told.
type closedRound struct {
	// number is the challenge's number, by which the pads know it.
	number int
	// at is the match's length once its presses went in: an undo before
	// it takes the challenge back.
	at int
	// goPads is GO as the pads were told it.
	goPads time.Time
	// keys and pads are when the presses closed, on the frame clock and on
	// the clock the phones' presses are mapped to: the end of the
	// listening time, or earlier when the Leader or the last press ended
	// them.
	keys, pads time.Time
	// out are the seats that took no further part: pressed in time, or
	// locked out.
	out []bool
}

// closeRound remembers the round whose presses close at now.
func closeRound(r *round, now time.Time, at int, players int, lockOut bool) *closedRound {
	c := &closedRound{number: r.number, at: at, goPads: r.goPads,
		keys: earliest(now, r.goLocal.Add(r.listen)), pads: earliest(now, r.goPads.Add(r.listen)), out: make([]bool, players)}
	for seat := range c.out {
		c.out[seat] = r.out(seat, lockOut)
	}
	return c
}

// lateBy returns how long after the presses closed a press came in. A
// phone's press timed before the close came in after it over the network;
// a key reaches the screen after the close, so it is late by something,
// however little.
func (c *closedRound) lateBy(p rawPress) time.Duration {
	if p.phone {
		return p.local.Sub(c.pads)
	}
	return max(p.local.Sub(c.keys), time.Nanosecond)
}

func earliest(a, b time.Time) time.Time {
	if b.Before(a) {
		return b
	}
	return a
}

// lateNote names the players told their press came after the presses
// closed, until the table's next step.
type lateNote struct {
	seats []int
	// by is how late each press was; a press a phone timed in time but
	// whose message came in after the close has none.
	by []time.Duration
	// at is the match's length the note speaks of.
	at int
}
