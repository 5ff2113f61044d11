//go:build !js

package link_test

// Guessing the join code, as attacks: from many addresses at once, slowly
// from one, and from behind the address of a phone that holds a seat.

import (
	"fmt"
	"net/http"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"tablecompanion/app/link"
	"tablecompanion/app/link/linktest"
)

// guessFrom sends each address tries wrong codes, eight addresses at once,
// and returns how many got a verdict (403) and how many were told to wait
// (429).
func guessFrom(t *testing.T, url string, addrs []string, tries int) (verdicts, waits int) {
	t.Helper()
	var judged, waited atomic.Int64
	var wg sync.WaitGroup
	next := atomic.Int64{}
	for range 8 {
		wg.Go(func() {
			for i := int(next.Add(1)) - 1; i < len(addrs); i = int(next.Add(1)) - 1 {
				for try := range tries {
					switch status, _, _ := joinAt(t, url, addrs[i], fmt.Sprintf("ZZ%d%03d", try, i%1000)); status {
					case http.StatusForbidden:
						judged.Add(1)
					case http.StatusTooManyRequests:
						waited.Add(1)
					}
				}
			}
		})
	}
	wg.Wait()
	return int(judged.Load()), int(waited.Load())
}

// addresses are n addresses of the loopback, each another machine.
func addresses(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf("127.0.%d.%d", 10+i/250, 1+i%250)
	}
	return out
}

// Guessing the code from 200 addresses, five codes each → a few verdicts
// in all, not five an address; then every stranger waits, the right code
// included, while a phone that brings its seat's token gets in; the
// laptop hears how many addresses and how many codes.
func TestAttackGuessingFromTwoHundredAddresses(t *testing.T) {
	t.Parallel()
	sv := serve(t, 2)
	token := sv.phone(t, thirdAddr, "a").Latest().Token
	verdicts, waits := guessFrom(t, sv.url, addresses(200), link.Tries)
	if verdicts > 2*link.AllTries {
		t.Fatalf("%d of 1,000 wrong codes from 200 addresses got a verdict; a few in all may", verdicts)
	}
	if status, _, _ := sv.join(t, friendAddr, sv.srv.Code()); status != http.StatusTooManyRequests {
		t.Fatalf("a stranger with the right code got %d while 200 addresses guess: a verdict", status)
	}
	if status, _, _ := sv.join(t, thirdAddr, sv.srv.Code()+"&token="+token); status != http.StatusNoContent {
		t.Fatalf("a's phone with its live token got %d while 200 addresses guess", status)
	}
	if g := sv.srv.Guessing(); g.Addresses != 200 || g.Wrong != 1000 {
		t.Fatalf("the laptop hears %+v; want 200 addresses and 1,000 codes", g)
	}
	if !sv.logged("guessing") {
		t.Fatalf("the log never says someone is guessing: %q", sv.log)
	}
	t.Logf("%d verdicts, %d told to wait", verdicts, waits)
}

// Guessing from a hundred addresses that each keep a try in hand, four
// codes each → a few verdicts in all, and the laptop is told someone is
// guessing though no address ran out of tries.
func TestAttackGuessingWithATryInHandIsSeen(t *testing.T) {
	t.Parallel()
	sv := serve(t, 2)
	verdicts, _ := guessFrom(t, sv.url, addresses(100), link.Tries-1)
	if verdicts > 2*link.AllTries {
		t.Fatalf("%d of 400 wrong codes got a verdict", verdicts)
	}
	if !sv.logged("guessing") {
		t.Fatalf("400 wrong codes, four an address, and the log never says someone is guessing: %q", sv.log)
	}
}

// Guessing slowly from one address, a code whenever a try has come back,
// for an evening → every code is judged, as a phone's typo would be; the
// laptop says someone is guessing by the fifth.
func TestAttackSlowGuessingFromOneAddressIsSeen(t *testing.T) {
	t.Parallel()
	sv := serve(t, 2)
	now := time.Now()
	var mu sync.Mutex
	link.SetClock(sv.srv, func() time.Time {
		mu.Lock()
		defer mu.Unlock()
		return now
	})
	for i := range 60 {
		if status, _, _ := sv.join(t, friendAddr, fmt.Sprintf("SLOW%02d", i)); status != http.StatusForbidden {
			t.Fatalf("slow guess %d: %d; a code a try is judged", i, status)
		}
		if i == link.Tries-1 && !sv.logged("guessing", friendAddr) {
			t.Fatalf("%d slow wrong codes from %s, and the log does not say it is guessing: %q", link.Tries, friendAddr, sv.log)
		}
		mu.Lock()
		now = now.Add(link.TryEvery)
		mu.Unlock()
	}
	if g := sv.srv.Guessing(); g.Addresses != 1 || g.Wrong != 60 {
		t.Fatalf("the laptop hears %+v; want one address and 60 codes", g)
	}
}

// A guesser behind the address of a phone that holds a seat (one router)
// sends wrong codes while the phone sleeps → the phone still comes back
// with its token, every time, and its card with it.
func TestAttackAGuesserBehindAPhonesAddress(t *testing.T) {
	t.Parallel()
	sv := serve(t, 2)
	c := sv.phone(t, friendAddr, "a")
	token := c.Latest().Token
	for round := range 5 {
		sv.sleep(t, c)
		guessFrom(t, sv.url, []string{friendAddr}, 3*link.Tries)
		var err error
		c, err = linktest.DialFrom(t, sv.url, sv.srv.Code()+"&token="+token, friendAddr)
		if err != nil {
			t.Fatalf("round %d: a's phone with its live token was kept out by the guesser at its address: %v", round, err)
		}
		c.Send(map[string]string{"t": "hello", "token": token})
		c.Wait("a's phone is back with its card", func(st linktest.State) bool {
			return st.You == "a" && st.Secret != nil && st.Secret.Text == "secret-of-a"
		})
	}
}
