// Command padorder measures how well the table link orders the presses of
// Keep Watch pads on phones: phones whose clocks are seconds off and drift
// by up to 200 ppm exchange clocks with the laptop over a network of 5 to
// 60 ms each way with spikes, then two of them press at known true times a
// gap apart. Each press is mapped onto the laptop's clock with its error
// bound and handed to the Keep Watch engine, which orders them or calls
// them too close. Beside it, the order in which the presses arrived, as a
// "first to arrive" buzzer would give it, and how many of these honest
// presses the link's check of a pad's time (PhoneClock.Possible) would
// refuse as claiming a time before they could have been sent, and would
// refuse if each had met the network's worst delay, a spike at its top.
// After it, what each lie a pad can tell about its time buys at most,
// against the same rules the link keeps: a lying phone that knows the
// laptop's mapping to the millisecond claims the earliest time still
// taken.
//
//	go run ./tools/padorder [-pairs 20] [-seed 1] [-every 1s] [-lies 200]
//	go run ./tools/padorder -proxy [-warm 30s]
//
// By default the network and the phones are simulated in time alone, and
// -every sets how often the phones exchange clocks. With -proxy two phones
// join the real link over WebSockets through a proxy on the loopback that
// delays every chunk each way, exchange clocks as the link asks pads to,
// and press in real time.
package main

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"time"

	"tablecompanion/app/link"
	"tablecompanion/app/link/linktest"
	"tablecompanion/games"
	"tablecompanion/games/keepwatch"
)

// Gaps are the true gaps between the two presses that the table reports.
var Gaps = []time.Duration{1 * time.Millisecond, 2 * time.Millisecond, 5 * time.Millisecond, 10 * time.Millisecond, 20 * time.Millisecond}

// Tally counts the pairs of one gap: how the engine ordered them, and how
// the order of arrival did.
type Tally struct {
	Gap                        time.Duration
	Right, Tied, Wrong         int
	ArrivedRight, ArrivedWrong int
	// Refused counts the presses the link refused as impossible; with
	// -proxy a pair with one refused is not judged.
	Refused int
	// RefusedAtWorst counts the presses the check would refuse had each
	// met linktest.WorstDelay on its way.
	RefusedAtWorst int
	// Bounds sums the presses' error bounds, for their mean.
	Bounds time.Duration
	Pairs  int
}

func main() {
	pairs := flag.Int("pairs", 20, "pairs of presses for each gap")
	seed := flag.Uint64("seed", 1, "seed of the simulation")
	every := flag.Duration("every", time.Second, "time between a phone's clock exchanges")
	proxied := flag.Bool("proxy", false, "play on the real link through a delaying proxy on the loopback")
	trials := flag.Int("lies", 200, "trials of each lie a pad can tell, 0 for none")
	warm := flag.Duration("warm", 30*time.Second, "with -proxy, the phones' clock exchanges before the first press")
	flag.Parse()
	var tallies []Tally
	var err error
	if *proxied {
		tallies, err = RunProxied(*pairs, *seed, *warm)
	} else {
		tallies, err = Run(*pairs, *seed, *every)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "padorder:", err)
		os.Exit(1)
	}
	fmt.Println("| gap | right | too close | wrong | mean bound of a press | first to arrive: right | wrong | honest presses refused | refused at the worst delay |")
	fmt.Println("|---|---|---|---|---|---|---|---|---|")
	for _, t := range tallies {
		fmt.Printf("| %v | %d | %d | %d | %.1f ms | %d | %d | %d of %d | %d |\n", t.Gap, t.Right, t.Tied, t.Wrong,
			float64(t.Bounds.Microseconds())/1000/float64(2*max(1, t.Right+t.Tied+t.Wrong)), t.ArrivedRight, t.ArrivedWrong,
			t.Refused, 2*t.Pairs, t.RefusedAtWorst)
	}
	if *trials == 0 || *proxied {
		return
	}
	fmt.Println()
	fmt.Println("| a lying pad tries | most it bought | trials it bought any |")
	fmt.Println("|---|---|---|")
	for _, l := range RunLies(*trials, *seed, *every) {
		fmt.Printf("| %s | %d ms | %d of %d |\n", l.Name, l.Gain.Milliseconds(), l.Bought, *trials)
	}
}

// Run plays the pairs for every gap with the seed, each phone exchanging
// clocks with the laptop every so often for a minute before GO.
func Run(pairs int, seed uint64, every time.Duration) ([]Tally, error) {
	r := rand.New(rand.NewPCG(seed, 21))
	var out []Tally
	for _, gap := range Gaps {
		t := Tally{Gap: gap, Pairs: pairs}
		for range pairs {
			if err := pair(r, gap, every, &t); err != nil {
				return nil, err
			}
		}
		out = append(out, t)
	}
	return out, nil
}

// pair warms up two phones' clocks, has them press gap apart, and counts
// how the engine and the order of arrival put them.
func pair(r *rand.Rand, gap, every time.Duration, t *Tally) error {
	const warmUp = time.Minute
	phones := [2]linktest.Phone{linktest.RandomPhone(r), linktest.RandomPhone(r)}
	var clocks [2]link.PhoneClock
	for at := time.Duration(0); at < warmUp; at += every {
		for i := range phones {
			clocks[i].Add(linktest.Exchange(r, phones[i], at+time.Duration(r.Int64N(int64(every/10)))))
		}
	}
	goAt := warmUp + 500*time.Millisecond
	first := r.IntN(2)
	reaction := 300*time.Millisecond + time.Duration(r.Int64N(int64(700*time.Millisecond)))
	var presses []keepwatch.Press
	var arrived [2]time.Duration
	for i := range phones {
		truth := goAt + reaction
		if i != first {
			truth += gap
		}
		at, within, ok := clocks[i].ToLaptop(phones[i].Clock(truth))
		if !ok {
			return fmt.Errorf("phone %d has no time after a minute of exchanges", i)
		}
		t.Bounds += within
		presses = append(presses, keepwatch.Press{Player: string(rune('a' + i)), At: at - goAt, Within: within})
		arrived[i] = truth + linktest.Delay(r)
		if !clocks[i].Possible(at, within, arrived[i]) {
			t.Refused++
		}
		if !clocks[i].Possible(at, within, truth+linktest.WorstDelay) {
			t.RefusedAtWorst++
		}
	}
	if arrived[first] < arrived[1-first] {
		t.ArrivedRight++
	} else {
		t.ArrivedWrong++
	}
	return t.judge(presses, first)
}

// judge has the Keep Watch engine order the two players' presses and
// counts whether it put the seat first right, called them too close, or
// got them wrong.
func (t *Tally) judge(presses []keepwatch.Press, first int) error {
	m, err := keepwatch.New(keepwatch.Setup{Players: games.Seats{{ID: "a", Name: "A"}, {ID: "b", Name: "B"}}})
	if err != nil {
		return err
	}
	if err := m.Do(keepwatch.Presses("", 0, presses...)); err != nil {
		return err
	}
	c, _ := m.State().Current()
	switch {
	case c.Order[0].Tie != 0:
		t.Tied++
	case c.Order[0].Seat == first:
		t.Right++
	default:
		t.Wrong++
	}
	return nil
}
