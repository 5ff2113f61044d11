// Package link is the table link's own logic, apart from its server: how a
// phone's clock maps onto the laptop's, so that a press timed on a phone
// can be set beside a key pressed on the laptop.
package link

import (
	"slices"
	"time"
)

// DriftBound is the fastest a phone's clock is taken to run away from the
// laptop's, in parts per million. Quartz clocks stay well within it; the
// bound of a mapped time grows by it for every second since its exchange.
const DriftBound = 300

// TooUncertain is the bound above which a phone's time is not good enough
// for a challenge: its screen and the referee's say so before GO.
const TooUncertain = 10 * time.Millisecond

// keep is how many of a phone's latest exchanges a PhoneClock keeps.
const keep = 64

// PressMargin is what a press's message may take beyond the quick trips
// its phone has shown: the phone's own handling of the touch, and a spike
// of the Wi-Fi on the way, which stalls one message for a few hundred
// milliseconds now and then.
const PressMargin = 350 * time.Millisecond

// PressCap is the longest a press's message is ever taken to have been on
// its way, whatever trips its phone has shown: a phone that holds back
// every answer cannot widen its room past it.
const PressCap = 500 * time.Millisecond

// quickShare is the share of a phone's kept exchanges, the quickest, that
// bounds how long its press's message may take: a phone must hold back
// more than this share of its answers to widen it at all.
const quickShare = 10

// Exchange is one round of the clock exchange with a phone: when the laptop
// asked and when the answer came, on the laptop's clock, and when the phone
// got the question and sent its answer, on the phone's.
type Exchange struct {
	Asked, Answered     time.Duration
	PhoneGot, PhoneSent time.Duration
}

// trip is the time the exchange spent on the network, both ways.
func (e Exchange) trip() time.Duration {
	return (e.Answered - e.Asked) - (e.PhoneSent - e.PhoneGot)
}

// PhoneClock maps one phone's clock onto the laptop's from the exchanges
// with it. Each exchange bounds how far the phone's clock is ahead: no more
// than it read on getting the question less the laptop's clock on asking,
// no less than it read on answering less the laptop's clock when the
// answer came. The bounds widen with the drift since the exchange, and the
// clock takes the tightest of them all, so a question that went quickly
// and an answer that came back quickly narrow it even when they were not
// the same exchange.
type PhoneClock struct {
	exchanges []Exchange
	// asked are the laptop's times of the questions the phone has not
	// answered yet, the latest Outstanding of them.
	asked []time.Duration
}

// Outstanding is how many unanswered clock questions a PhoneClock keeps:
// an answer to an older one is dropped, as one held back too long.
const Outstanding = 8

// Ask notes a clock question put to the phone when the laptop's clock read
// at, for Answer to take its answer.
func (c *PhoneClock) Ask(at time.Duration) {
	c.asked = append(c.asked, at)
	if len(c.asked) > Outstanding {
		c.asked = slices.Delete(c.asked, 0, len(c.asked)-Outstanding)
	}
}

// Answer keeps the exchange of an answer to a question Ask noted and the
// phone has not answered before, as Add does. An answer to a question the
// laptop never asked, or one already answered, is a phone making up a
// trip: it is dropped, and Answer reports false.
func (c *PhoneClock) Answer(e Exchange) bool {
	i := slices.Index(c.asked, e.Asked)
	if i < 0 {
		return false
	}
	c.asked = slices.Delete(c.asked, i, i+1)
	return c.Add(e)
}

// Add keeps an exchange. One whose answer came before its question, or
// whose phone answered before it was asked, is a bad reading and dropped;
// it reports whether the exchange was kept.
func (c *PhoneClock) Add(e Exchange) bool {
	if e.Answered < e.Asked || e.PhoneSent < e.PhoneGot || e.trip() < 0 {
		return false
	}
	c.exchanges = append(c.exchanges, e)
	if len(c.exchanges) > keep {
		c.exchanges = slices.Delete(c.exchanges, 0, len(c.exchanges)-keep)
	}
	return true
}

// ahead returns how far the phone's clock is ahead of the laptop's when
// the laptop's reads at, and how far off that can be at most; ok is false
// before any exchange or when the exchanges contradict each other, which
// a clock drifting faster than DriftBound does.
func (c *PhoneClock) ahead(at time.Duration) (offset, within time.Duration, ok bool) {
	var low, high time.Duration
	for i, e := range c.exchanges {
		d := drift(max((at - e.Asked).Abs(), (at - e.Answered).Abs()))
		lo, hi := e.PhoneSent-e.Answered-d, e.PhoneGot-e.Asked+d
		if i == 0 || lo > low {
			low = lo
		}
		if i == 0 || hi < high {
			high = hi
		}
	}
	if len(c.exchanges) == 0 || low > high {
		return 0, 0, false
	}
	return low + (high-low)/2, (high - low + 1) / 2, true
}

// ToLaptop returns when the laptop's clock read what the phone's read t,
// and how far off that can be at most; ok is false before any exchange.
func (c *PhoneClock) ToLaptop(t time.Duration) (at, within time.Duration, ok bool) {
	if len(c.exchanges) == 0 {
		return 0, 0, false
	}
	// The drift is reckoned from the laptop's time, which the first pass
	// knows to well within a second: a second off moves the bound by 0.3 ms
	// at most, and the second pass by a microsecond.
	last := c.exchanges[len(c.exchanges)-1]
	at = t - (last.PhoneGot - last.Asked)
	for range 2 {
		var offset time.Duration
		if offset, within, ok = c.ahead(at); !ok {
			return 0, 0, false
		}
		at = t - offset
	}
	return at, within, ok
}

// ToPhone returns when the phone's clock will read what the laptop's reads
// at t, and how far off that can be at most: the GO a phone shows.
func (c *PhoneClock) ToPhone(t time.Duration) (at, within time.Duration, ok bool) {
	offset, within, ok := c.ahead(t)
	return t + offset, within, ok
}

// drift is the most two clocks can drift apart over d.
func drift(d time.Duration) time.Duration {
	return d.Abs() / 1_000_000 * DriftBound
}

// Reach is the longest the laptop takes a press's message from the phone
// to have been on its way: a quick trip of the phone's kept exchanges, one
// that a tenth of them beat, both ways, plus PressMargin, and never more
// than PressCap. The phone can make a trip slower by holding back its
// answer, never quicker, so a few slow or held answers leave it as it is.
// It is PressCap before any exchange.
func (c *PhoneClock) Reach() time.Duration {
	if len(c.exchanges) == 0 {
		return PressCap
	}
	trips := make([]time.Duration, len(c.exchanges))
	for i, e := range c.exchanges {
		trips[i] = e.trip()
	}
	slices.Sort(trips)
	return min(trips[len(trips)/quickShare]+PressMargin, PressCap)
}

// ByArrival bounds a press the phone timed at on the laptop's clock, known
// to within, by its arrival: one that arrived before GO was pressed before
// GO, whatever time it claims, so it is taken as made at its arrival at the
// latest, a false start.
func ByArrival(at, within, arrived, goAt time.Duration) (time.Duration, time.Duration) {
	if arrived >= goAt {
		return at, within
	}
	at = min(at, arrived)
	return at, min(within, arrived-at)
}

// Possible reports whether a press the phone timed at on the laptop's
// clock, known to within, could have been made at all when its message
// arrived on the laptop's clock: a message from the phone is on its way
// no longer than Reach. A press that claims an earlier time is a pad lying
// about its time.
func (c *PhoneClock) Possible(at, within, arrived time.Duration) bool {
	return at+within >= arrived-c.Reach()
}
