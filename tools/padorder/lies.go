package main

import (
	"math/rand/v2"
	"time"

	"tablecompanion/app/link"
	"tablecompanion/app/link/linktest"
)

// Lie is what a lying pad tries, and the most it bought over the trials.
type Lie struct {
	Name string
	// try plays one trial and returns the time the lie bought: how much
	// earlier than it was made its press is ranked, or, for a press before
	// GO, how long before GO it was made and still ranked after GO.
	try func(r *rand.Rand, every time.Duration) time.Duration
	// Gain is the most the lie bought in any trial; Bought counts the
	// trials where it bought anything.
	Gain   time.Duration
	Bought int
}

// Lies are the lies a pad can tell about its time: a press that claims an
// earlier time than it was made, alone; the same after holding one clock
// answer back for 2 s, or 12 s, so that its trips look slow; after
// answering an old question once more and one never asked; and a press
// made before GO that claims a time just after it.
func Lies() []Lie {
	return []Lie{
		{Name: "a press that claims an earlier time, alone", try: func(r *rand.Rand, every time.Duration) time.Duration {
			l := newLiar(r, every)
			return l.earliest(r)
		}},
		{Name: "the same after one clock answer held 2 s", try: func(r *rand.Rand, every time.Duration) time.Duration {
			l := newLiar(r, every)
			l.hold(r, 2*time.Second)
			return l.earliest(r)
		}},
		{Name: "the same after one clock answer held 12 s", try: func(r *rand.Rand, every time.Duration) time.Duration {
			l := newLiar(r, every)
			l.hold(r, 12*time.Second)
			return l.earliest(r)
		}},
		{Name: "the same after an old answer replayed and one unasked", try: func(r *rand.Rand, every time.Duration) time.Duration {
			l := newLiar(r, every)
			l.replay(r)
			return l.earliest(r)
		}},
		{Name: "a press made up to 3 s before GO that claims GO+1 ms", try: func(r *rand.Rand, every time.Duration) time.Duration {
			l := newLiar(r, every)
			return l.beforeGO(r)
		}},
	}
}

// RunLies plays each lie trials times and keeps the most it bought.
func RunLies(trials int, seed uint64, every time.Duration) []Lie {
	r := rand.New(rand.NewPCG(seed, 39))
	lies := Lies()
	for i := range lies {
		for range trials {
			if g := lies[i].try(r, every); g > 0 {
				lies[i].Gain = max(lies[i].Gain, g)
				lies[i].Bought++
			}
		}
	}
	return lies
}

// liar is a lying phone a minute into its clock exchanges with the laptop,
// which asks every so often, as the link does.
type liar struct {
	phone linktest.Phone
	clock link.PhoneClock
	// now is the laptop's clock; first is the first question asked.
	now, first time.Duration
	every      time.Duration
}

func newLiar(r *rand.Rand, every time.Duration) *liar {
	l := &liar{phone: linktest.RandomPhone(r), every: every}
	l.first = -1
	l.exchange(r, time.Minute)
	return l
}

// exchange has the phone answer every question honestly for d.
func (l *liar) exchange(r *rand.Rand, d time.Duration) {
	for end := l.now + d; l.now < end; l.now += l.every {
		e := linktest.Exchange(r, l.phone, l.now)
		if l.first < 0 {
			l.first = e.Asked
		}
		l.clock.Ask(e.Asked)
		l.clock.Answer(e)
	}
}

// hold holds the answer to the next question back for d, answering the
// rest honestly meanwhile: it says it answered at once, so its trip looks
// d slower.
func (l *liar) hold(r *rand.Rand, d time.Duration) {
	held := linktest.Exchange(r, l.phone, l.now)
	l.clock.Ask(held.Asked)
	l.now += l.every
	l.exchange(r, d)
	held.Answered += d
	l.clock.Answer(held)
}

// replay answers the first question once more, and one never asked, as if
// both had just come: their trips look a minute and more long.
func (l *liar) replay(r *rand.Rand) {
	for _, asked := range []time.Duration{l.first, time.Millisecond} {
		got := l.now + linktest.Delay(r)
		l.clock.Answer(link.Exchange{Asked: asked, PhoneGot: l.phone.Clock(got), PhoneSent: l.phone.Clock(got), Answered: got + linktest.Delay(r)})
	}
	l.exchange(r, l.every)
}

// taken returns where the link ranks a press claiming the phone's time
// claim that arrived at arrived, with GO at goAt; ok is false for one
// refused.
func (l *liar) taken(claim, arrived, goAt time.Duration) (time.Duration, bool) {
	at, within, ok := l.clock.ToLaptop(claim)
	if !ok || !l.clock.Possible(at, within, arrived) {
		return 0, false
	}
	at, _ = link.ByArrival(at, within, arrived, goAt)
	return at, true
}

// earliest presses 300 ms to 1 s after GO and claims the earliest time the
// link still takes, found to the millisecond, and returns how much earlier
// than the press it is ranked.
func (l *liar) earliest(r *rand.Rand) time.Duration {
	goAt := l.now + 500*time.Millisecond
	pressed := goAt + 300*time.Millisecond + time.Duration(r.Int64N(int64(700*time.Millisecond)))
	arrived := pressed + linktest.Delay(r)
	// The lie is the time claimed before the press: the largest taken.
	lo, hi := time.Duration(0), 5*time.Minute
	if _, ok := l.taken(l.phone.Clock(pressed-lo), arrived, goAt); !ok {
		return 0
	}
	for hi-lo > time.Millisecond {
		mid := lo + (hi-lo)/2
		if _, ok := l.taken(l.phone.Clock(pressed-mid), arrived, goAt); ok {
			lo = mid
		} else {
			hi = mid
		}
	}
	at, _ := l.taken(l.phone.Clock(pressed-lo), arrived, goAt)
	return pressed - at
}

// beforeGO presses up to 3 s before GO and claims GO+1 ms; it returns how
// long before GO the press was made when it is ranked after GO, and
// nothing for a press refused or taken as a false start.
func (l *liar) beforeGO(r *rand.Rand) time.Duration {
	goAt := l.now + 3500*time.Millisecond
	pressed := goAt - time.Duration(r.Int64N(int64(3*time.Second)))
	arrived := pressed + linktest.Delay(r)
	at, ok := l.taken(l.phone.Clock(goAt+time.Millisecond), arrived, goAt)
	if !ok || at < goAt {
		return 0
	}
	return goAt - pressed
}
