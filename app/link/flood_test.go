//go:build !js

package link_test

// Floods from phones with the code, as attacks: what a friend's tabs send
// as fast as the link lets them, and what the laptop's screen pays for it.

import (
	"fmt"
	"net"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"tablecompanion/app/link"
	"tablecompanion/app/link/linktest"
)

// redraws is a link on the loopback with n players that counts the times
// it asks the laptop to redraw its phones, and how many seats were held
// at each.
type redraws struct {
	srv *link.Server
	url string
	mu  sync.Mutex
	// held are the seats held at each redraw the link asked for.
	held []int
}

func serveRedraws(t *testing.T, n int) *redraws {
	t.Helper()
	r := &redraws{}
	page := fstest.MapFS{"index.html": {Data: []byte("<!doctype html><title>phone</title>")}}
	r.srv = link.NewServer(page, link.Host{Linked: func() {
		held := len(r.srv.Linked())
		r.mu.Lock()
		r.held = append(r.held, held)
		r.mu.Unlock()
	}}, link.Options{})
	urls, err := r.srv.Listen(0, net.ParseIP(tableAddr))
	if err != nil {
		t.Fatal(err)
	}
	r.url = urls[0]
	t.Cleanup(r.srv.Close)
	r.srv.Publish(snapshot(n))
	return r
}

// asked returns the seats held at each redraw asked for so far.
func (r *redraws) asked() []int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]int(nil), r.held...)
}

// quiet waits until the link has read what the phones sent and told the
// laptop: the seats held, the count of dropped messages and of redraws
// asked for all hold still for longer than a redraw may be held back. It
// returns the redraws asked for.
func (r *redraws) quiet(t *testing.T) []int {
	t.Helper()
	type seen struct{ dropped, asked, held int }
	var last seen
	still := time.Now()
	for deadline := time.Now().Add(10 * time.Second); time.Since(still) < 300*time.Millisecond; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the link never stopped reading")
		}
		n, _ := r.srv.Dropped()
		if now := (seen{n, len(r.asked()), len(r.srv.Linked())}); now != last {
			last, still = now, time.Now()
		}
	}
	return r.asked()
}

// seatless joins n phones, each from an address of its own, that take no
// seat.
func (r *redraws) seatless(t *testing.T, n int) []*linktest.Client {
	t.Helper()
	var out []*linktest.Client
	for i := range n {
		c, err := linktest.DialFrom(t, r.url, r.srv.Code(), fmt.Sprintf("127.0.2.%d", 1+i))
		if err != nil {
			t.Fatal(err)
		}
		c.Wait("the roster came", func(st linktest.State) bool { return len(st.Players) > 0 })
		out = append(out, c)
	}
	return out
}

// 2,000 "leave"s from 20 phones that hold no seat, with a "hello" of no
// token and claims of seats already held among them → the laptop is asked
// to redraw nothing: none of them changed anything.
func TestAttackLeavesFromSeatlessPhonesRedrawNothing(t *testing.T) {
	t.Parallel()
	r := serveRedraws(t, 2)
	owner, err := linktest.DialFrom(t, r.url, r.srv.Code(), tableAddr)
	if err != nil {
		t.Fatal(err)
	}
	owner.Claim("a")
	owner.Wait("a's phone has the seat", func(st linktest.State) bool { return st.You == "a" })
	before := len(r.quiet(t))
	phones := r.seatless(t, 20)
	var wg sync.WaitGroup
	for _, c := range phones {
		wg.Go(func() {
			for i := range 100 {
				switch i % 10 {
				case 8:
					c.Send(map[string]string{"t": "hello"})
				case 9:
					c.Claim("a")
				default:
					c.Send(map[string]string{"t": "leave"})
				}
			}
		})
	}
	wg.Wait()
	if got := r.quiet(t)[before:]; len(got) > 0 {
		t.Fatalf("2,000 messages that changed nothing asked the laptop for %d redraws", len(got))
	}
	if got := r.srv.Linked(); len(got) != 1 || got[0] != "a" {
		t.Fatalf("seats after the flood: %v", got)
	}
}

// 20 phones that each take a seat and leave it again as fast as the link
// lets them → the laptop is asked to redraw a few times a second, not
// once a change, and the last redraw shows every seat free.
func TestAttackSeatChurnIsRedrawnAFewTimesASecond(t *testing.T) {
	t.Parallel()
	r := serveRedraws(t, 20)
	phones := r.seatless(t, 20)
	start := time.Now()
	var wg sync.WaitGroup
	for i, c := range phones {
		wg.Go(func() {
			for range 18 {
				c.Claim(string(rune('a' + i)))
				c.Send(map[string]string{"t": "leave"})
			}
		})
	}
	wg.Wait()
	asked := r.quiet(t)
	// The flood lasts until the link has read it all and told the laptop,
	// less the quiet it then waits.
	took := time.Since(start) - 300*time.Millisecond
	if few := 2 + int(took/(250*time.Millisecond)); len(asked) > few {
		t.Fatalf("720 changes in %v asked the laptop for %d redraws; want %d at most", took.Round(time.Millisecond), len(asked), few)
	}
	if len(asked) == 0 || asked[len(asked)-1] != 0 {
		t.Fatalf("the laptop's last redraw did not show every seat free: %v", asked)
	}
	t.Logf("720 changes in %v: %d redraws", took.Round(time.Millisecond), len(asked))
}
