package link

import (
	"time"
)

// How many wrong join codes one address may try: Tries at once, then one
// more every TryEvery. An address out of tries gets no verdict on any code,
// the right one included, until its next try comes: it is told to wait.
//
// All addresses together may try AllTries at once, then one more every
// AllTryEvery: past that every stranger waits, however many addresses
// the guessing comes from, while a phone that brings a live token gets in.
//
// The arithmetic: a code is six of 26 letters, 26⁶ = 308,915,776 codes, and
// a guesser finds it on average after half of them, 154,457,888. However
// many addresses guess, that is 30 tries a minute: about 5.1 million
// minutes, nearly ten years. The evening is over long before, and the
// laptop says someone is guessing once an address has sent Tries wrong
// codes, or all of them together WarnAfter, however slowly.
const (
	Tries       = 5
	TryEvery    = 20 * time.Second
	AllTries    = 20
	AllTryEvery = 2 * time.Second
	WarnAfter   = 20
)

// guard keeps count of the wrong codes, by address and in all.
type guard struct {
	tries map[string]*tries
	all   *tries
	// sent counts the codes each address sent that were not the table's,
	// judged or not, since the code was drawn, and wrong all of them;
	// out marks the addresses that sent Tries of them, and warned
	// reports that the laptop is to say someone is guessing.
	sent   map[string]int
	wrong  int
	out    map[string]bool
	warned bool
}

// tries is what one address, or all together, may still try: left,
// reckoned at when.
type tries struct {
	left float64
	when time.Time
}

func newGuard(now time.Time) *guard {
	return &guard{tries: map[string]*tries{}, all: &tries{left: AllTries, when: now}, sent: map[string]int{}, out: map[string]bool{}}
}

// refill brings the tries up to now, at one every every up to most.
func (t *tries) refill(most float64, every time.Duration, now time.Time) {
	t.left = min(most, t.left+float64(now.Sub(t.when))/float64(every))
	t.when = now
}

// waitFor is how long until the tries hold one.
func (t *tries) waitFor(every time.Duration) time.Duration {
	if t.left >= 1 {
		return 0
	}
	return time.Duration((1 - t.left) * float64(every))
}

// of brings the address's tries up to now, and forgets an address whose
// tries are all back.
func (g *guard) of(addr string, now time.Time) *tries {
	t, ok := g.tries[addr]
	if !ok {
		return &tries{left: Tries, when: now}
	}
	t.refill(Tries, TryEvery, now)
	if t.left == Tries {
		delete(g.tries, addr)
	}
	return t
}

// wait returns how long the address must wait before it gets a verdict on
// a code, or 0 when it may try now: until it has a try of its own, and
// one is left of all addresses'.
func (g *guard) wait(addr string, now time.Time) time.Duration {
	g.all.refill(AllTries, AllTryEvery, now)
	return max(g.of(addr, now).waitFor(TryEvery), g.all.waitFor(AllTryEvery))
}

// unjudged counts a code the address sent while it had to wait, and
// reports whether the address has now sent Tries codes not the table's.
func (g *guard) unjudged(addr string) bool {
	g.sent[addr]++
	g.wrong++
	g.warned = g.warned || g.wrong >= WarnAfter
	if g.sent[addr] >= Tries && !g.out[addr] {
		g.out[addr] = true
		g.warned = true
		return true
	}
	return false
}

// miss counts a wrong code from the address, which costs a try of its own
// and one of all addresses', and reports whether the address has now sent
// Tries codes not the table's: it is guessing.
func (g *guard) miss(addr string, now time.Time) bool {
	t := g.of(addr, now)
	t.left--
	g.tries[addr] = t
	g.all.refill(AllTries, AllTryEvery, now)
	g.all.left--
	return g.unjudged(addr)
}

// forget starts the count of guessers again, for a new code; what each
// address, and all of them, may still try stays.
func (g *guard) forget() {
	g.sent, g.out, g.wrong, g.warned = map[string]int{}, map[string]bool{}, 0, false
}

// Guessing is how the join code is being guessed since it was drawn: how
// many addresses sent codes that were not the table's, and how many such
// codes they sent, judged or not.
type Guessing struct {
	Addresses int
	Wrong     int
}

// guessing returns how the code is being guessed, or nothing while no
// address has sent Tries wrong codes and all of them fewer than
// WarnAfter.
func (g *guard) guessing() Guessing {
	if !g.warned {
		return Guessing{}
	}
	return Guessing{Addresses: len(g.sent), Wrong: g.wrong}
}
