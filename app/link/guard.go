package link

import (
	"cmp"
	"slices"
	"strings"
	"time"
)

// How many wrong join codes one address may try: Tries at once, then one
// more every TryEvery. An address out of tries gets no verdict on any code,
// the right one included, until its next try comes: it is told to wait.
//
// The arithmetic: a code is six of 26 letters, 26⁶ = 308,915,776 codes, and
// a guesser finds it on average after half of them, 154,457,888. From one
// address that is 5 tries and then 3 a minute: 154,457,883 / 3 ≈ 51.5
// million minutes, about 98 years. Ten addresses on the table's Wi-Fi still
// need about ten years; the evening is over long before, and the laptop
// says someone is guessing after the first five wrong codes of each.
const (
	Tries    = 5
	TryEvery = 20 * time.Second
)

// guard keeps count of the wrong codes by address.
type guard struct {
	tries map[string]*tries
	// sent counts the codes each address sent that were not the table's,
	// judged or not, since the code was drawn; out marks the addresses
	// that ran out of tries since then.
	sent map[string]int
	out  map[string]bool
}

// tries is what one address may still try: left, reckoned at when.
type tries struct {
	left float64
	when time.Time
}

func newGuard() *guard {
	return &guard{tries: map[string]*tries{}, sent: map[string]int{}, out: map[string]bool{}}
}

// refill brings the address's tries up to now, and forgets an address
// whose tries are all back.
func (g *guard) refill(addr string, now time.Time) *tries {
	t, ok := g.tries[addr]
	if !ok {
		return &tries{left: Tries, when: now}
	}
	t.left = min(Tries, t.left+float64(now.Sub(t.when))/float64(TryEvery))
	t.when = now
	if t.left == Tries {
		delete(g.tries, addr)
	}
	return t
}

// wait returns how long the address must wait before it gets a verdict on
// a code, or 0 when it may try now.
func (g *guard) wait(addr string, now time.Time) time.Duration {
	t := g.refill(addr, now)
	if t.left >= 1 {
		return 0
	}
	return time.Duration((1 - t.left) * float64(TryEvery))
}

// unjudged counts a code the address sent while it had to wait.
func (g *guard) unjudged(addr string) {
	g.sent[addr]++
}

// miss counts a wrong code from the address, and reports whether that was
// its last try, which makes it a guesser.
func (g *guard) miss(addr string, now time.Time) bool {
	t := g.refill(addr, now)
	t.left--
	g.tries[addr] = t
	g.sent[addr]++
	if t.left < 1 && !g.out[addr] {
		g.out[addr] = true
		return true
	}
	return false
}

// forget starts the count of guessers again, for a new code; what each
// address may still try stays.
func (g *guard) forget() {
	g.sent, g.out = map[string]int{}, map[string]bool{}
}

// Guesser is an address that ran out of tries at the join code since it
// was drawn, and how many codes not the table's it sent.
type Guesser struct {
	Addr  string
	Wrong int
}

// guessers returns the guessers, the busiest first.
func (g *guard) guessers() []Guesser {
	var out []Guesser
	for addr := range g.out {
		out = append(out, Guesser{Addr: addr, Wrong: g.sent[addr]})
	}
	slices.SortFunc(out, func(a, b Guesser) int {
		return cmp.Or(b.Wrong-a.Wrong, strings.Compare(a.Addr, b.Addr))
	})
	return out
}
