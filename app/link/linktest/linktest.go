// Package linktest simulates what the table link meets on a Wi-Fi network,
// for its tests and its measuring tool: phones whose clocks are off and
// drift, and a network whose delays are uneven and spike.
package linktest

import (
	"math/rand/v2"
	"time"

	"tablecompanion/app/link"
)

// Phone is a simulated phone: its clock is ahead of the laptop's by Offset
// and runs faster by PPM parts per million.
type Phone struct {
	Offset time.Duration
	PPM    float64
}

// RandomPhone is a phone up to ten seconds off either way, drifting by up
// to 200 ppm either way.
func RandomPhone(r *rand.Rand) Phone {
	return Phone{Offset: time.Duration(r.Int64N(int64(20*time.Second))) - 10*time.Second, PPM: r.Float64()*400 - 200}
}

// Clock returns what the phone's clock reads when the laptop's reads t.
func (p Phone) Clock(t time.Duration) time.Duration {
	return t + p.Offset + time.Duration(float64(t)*p.PPM/1e6)
}

// WorstDelay is the longest Delay ever draws: 60 ms and a spike of 300.
const WorstDelay = 360 * time.Millisecond

// Delay is one message's way over the network: 5 to 60 ms, drawn afresh
// for each message so that the two ways of an exchange differ, and one
// time in twenty a spike of up to 300 ms more.
func Delay(r *rand.Rand) time.Duration {
	d := 5*time.Millisecond + time.Duration(r.Int64N(int64(55*time.Millisecond)))
	if r.IntN(20) == 0 {
		d += time.Duration(r.Int64N(int64(300 * time.Millisecond)))
	}
	return d
}

// Exchange is one clock exchange with p that the laptop starts when its
// clock reads at; the phone takes up to 2 ms to answer.
func Exchange(r *rand.Rand, p Phone, at time.Duration) link.Exchange {
	got := at + Delay(r)
	sent := got + time.Duration(r.Int64N(int64(2*time.Millisecond)))
	return link.Exchange{Asked: at, PhoneGot: p.Clock(got), PhoneSent: p.Clock(sent), Answered: sent + Delay(r)}
}
