package link_test

import (
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"tablecompanion/app/link"
	"tablecompanion/app/link/linktest"
)

// TestAMappedTimeIsWithinItsBound runs phones whose clocks are seconds off
// and drift by up to 200 ppm through ten minutes of exchanges once a
// second, over unequal, spiking delays, and maps a time at every second
// both ways: the error never passes the bound given with it.
func TestAMappedTimeIsWithinItsBound(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 4))
	worst, settled := time.Duration(0), time.Duration(0)
	var bounds []time.Duration
	for range 20 {
		p := linktest.RandomPhone(r)
		var c link.PhoneClock
		if _, _, ok := c.ToLaptop(0); ok {
			t.Fatal("a time is mapped before any exchange")
		}
		for s := range 600 {
			now := time.Duration(s) * time.Second
			c.Add(linktest.Exchange(r, p, now))
			truth := now + 500*time.Millisecond
			at, within, ok := c.ToLaptop(p.Clock(truth))
			if !ok {
				t.Fatal("no time after an exchange")
			}
			if err := (at - truth).Abs(); err > within {
				t.Fatalf("at %v the mapped time is %v off, bound %v", truth, err, within)
			} else if err > worst {
				worst = err
			}
			on, within, _ := c.ToPhone(truth)
			if err := (on - p.Clock(truth)).Abs(); err > within {
				t.Fatalf("at %v the phone's GO is %v off, bound %v", truth, err, within)
			}
			if s >= 60 {
				bounds = append(bounds, within)
				settled = max(settled, (at - truth).Abs())
			}
		}
	}
	slices.Sort(bounds)
	median, p90 := bounds[len(bounds)/2], bounds[len(bounds)*9/10]
	t.Logf("worst error %v, %v after the first minute; after a minute of exchanges the bound's median is %v, its 90th percentile %v, its widest %v",
		worst, settled, median, p90, bounds[len(bounds)-1])
	if median > link.TooUncertain {
		t.Fatalf("after a minute of exchanges the bound's median is %v, over %v", median, link.TooUncertain)
	}
}

// TestABadExchangeIsDropped keeps out exchanges that cannot have happened.
func TestABadExchangeIsDropped(t *testing.T) {
	var c link.PhoneClock
	for _, e := range []link.Exchange{
		{Asked: 10, Answered: 5},
		{Asked: 0, Answered: 10, PhoneGot: 8, PhoneSent: 4},
		{Asked: 0, Answered: 10, PhoneGot: 0, PhoneSent: 20},
	} {
		if c.Add(e) {
			t.Fatalf("%+v was kept", e)
		}
	}
	if _, _, ok := c.ToLaptop(0); ok {
		t.Fatal("dropped exchanges map a time")
	}
}

// TestAPressCannotClaimATimeBeforeItCouldHaveBeenSent maps presses of
// phones a minute into their exchanges: an honest press over the uneven
// Wi-Fi is possible, one that claims a time 900 ms before it was pressed
// is not.
func TestAPressCannotClaimATimeBeforeItCouldHaveBeenSent(t *testing.T) {
	r := rand.New(rand.NewPCG(33, 1))
	refused, caught := 0, 0
	const presses = 2000
	for range presses {
		p := linktest.RandomPhone(r)
		var c link.PhoneClock
		for at := time.Duration(0); at < time.Minute; at += 250 * time.Millisecond {
			c.Add(linktest.Exchange(r, p, at))
		}
		pressed := time.Minute + time.Duration(r.Int64N(int64(time.Second)))
		arrived := pressed + linktest.Delay(r)
		at, within, _ := c.ToLaptop(p.Clock(pressed))
		if !c.Possible(at, within, arrived) {
			refused++
		}
		lie, within, _ := c.ToLaptop(p.Clock(pressed - 900*time.Millisecond))
		if !c.Possible(lie, within, arrived) {
			caught++
		}
	}
	if refused > 0 || caught < presses {
		t.Fatalf("of %d presses, %d honest ones refused and %d lies of 900 ms caught", presses, refused, caught)
	}
}

// TestSlowAnswersDoNotWidenAPressesReach: answers held back, a few or all
// of them, leave a phone's reach as its quick trips set it, and never past
// PressCap.
func TestSlowAnswersDoNotWidenAPressesReach(t *testing.T) {
	r := rand.New(rand.NewPCG(34, 1))
	p := linktest.RandomPhone(r)
	var c link.PhoneClock
	if c.Reach() != link.PressCap {
		t.Fatalf("a phone with no exchange reaches %v, want %v", c.Reach(), link.PressCap)
	}
	for at := time.Duration(0); at < 15*time.Second; at += 250 * time.Millisecond {
		c.Add(linktest.Exchange(r, p, at))
	}
	honest := c.Reach()
	if honest < link.PressMargin || honest > link.PressMargin+120*time.Millisecond {
		t.Fatalf("an honest phone reaches %v", honest)
	}
	for i := range 5 {
		e := linktest.Exchange(r, p, 15*time.Second+time.Duration(i)*time.Second)
		e.Answered += 12 * time.Second
		c.Add(e)
	}
	if c.Reach() != honest {
		t.Fatalf("five answers held 12 s widened the reach from %v to %v", honest, c.Reach())
	}
	for i := range 64 {
		e := linktest.Exchange(r, p, 40*time.Second+time.Duration(i)*time.Second)
		e.Answered += 2 * time.Second
		c.Add(e)
	}
	if c.Reach() != link.PressCap {
		t.Fatalf("a phone that holds every answer 2 s reaches %v, want the cap %v", c.Reach(), link.PressCap)
	}
}

// TestAnAnswerCountsOnceAndOnlyToAQuestionAsked: a clock answer to a
// question never asked, one answered before, or one asked too many
// questions ago is dropped.
func TestAnAnswerCountsOnceAndOnlyToAQuestionAsked(t *testing.T) {
	r := rand.New(rand.NewPCG(35, 1))
	p := linktest.RandomPhone(r)
	var c link.PhoneClock
	first := linktest.Exchange(r, p, time.Second)
	if c.Answer(first) {
		t.Fatal("an answer to a question never asked was kept")
	}
	c.Ask(first.Asked)
	if !c.Answer(first) {
		t.Fatal("an honest answer was dropped")
	}
	replay := first
	replay.Answered += 5 * time.Second
	if c.Answer(replay) {
		t.Fatal("a second answer to one question was kept")
	}
	old := linktest.Exchange(r, p, 2*time.Second)
	c.Ask(old.Asked)
	for i := range link.Outstanding {
		c.Ask(3*time.Second + time.Duration(i)*250*time.Millisecond)
	}
	old.Answered += 3 * time.Second
	if c.Answer(old) {
		t.Fatalf("an answer held past %d newer questions was kept", link.Outstanding)
	}
}

// TestAPressThatArrivesBeforeGOIsAFalseStart: whatever time it claims, a
// press that arrived before GO is taken before GO, and one that arrived
// after GO as it claims.
func TestAPressThatArrivesBeforeGOIsAFalseStart(t *testing.T) {
	const goAt = 10 * time.Second
	for _, c := range []struct{ at, within, arrived, wantAt, wantWithin time.Duration }{
		{goAt + time.Millisecond, 3 * time.Millisecond, goAt - 2977*time.Millisecond, goAt - 2977*time.Millisecond, 0},
		{goAt - 50*time.Millisecond, 3 * time.Millisecond, goAt - time.Millisecond, goAt - 50*time.Millisecond, 3 * time.Millisecond},
		{goAt - 2*time.Millisecond, 3 * time.Millisecond, goAt - time.Millisecond, goAt - 2*time.Millisecond, time.Millisecond},
		{goAt + time.Millisecond, 3 * time.Millisecond, goAt + 20*time.Millisecond, goAt + time.Millisecond, 3 * time.Millisecond},
	} {
		at, within := link.ByArrival(c.at, c.within, c.arrived, goAt)
		if at != c.wantAt || within != c.wantWithin {
			t.Errorf("a press claiming %v ±%v, arrived %v: taken at %v ±%v, want %v ±%v", c.at, c.within, c.arrived, at, within, c.wantAt, c.wantWithin)
		}
	}
}
