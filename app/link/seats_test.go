//go:build !js

package link_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"tablecompanion/app/link"
	"tablecompanion/app/link/linktest"
	"tablecompanion/games"
)

// join asks the link whether a code lets the address in, as the page does
// before it opens its socket, and returns the status, why, and the wait.
func (sv *served) join(t *testing.T, from, code string) (int, string, string) {
	t.Helper()
	return joinAt(t, sv.url, from, code)
}

func joinAt(t *testing.T, url, from, code string) (int, string, string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, url+"join?code="+code, nil)
	res, err := linktest.HTTPFrom(from).Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var body struct {
		Why string `json:"why"`
	}
	_ = json.NewDecoder(res.Body).Decode(&body)
	return res.StatusCode, body.Why, res.Header.Get("Retry-After")
}

func TestThePageLearnsWhyItMayNotJoin(t *testing.T) {
	sv := serve(t, 2)
	old := sv.srv.Code()
	if status, _, _ := sv.join(t, tableAddr, strings.ToLower(old)); status != http.StatusNoContent {
		t.Fatalf("the right code: %d", status)
	}
	if status, why, _ := sv.join(t, tableAddr, "WRONG1"); status != http.StatusForbidden || why != "wrong" {
		t.Fatalf("a wrong code: %d %q", status, why)
	}
	sv.phone(t, thirdAddr, "a")
	sv.srv.Unlink("a")
	if status, why, _ := sv.join(t, thirdAddr, old); status != http.StatusForbidden || why != "unlinked" {
		t.Fatalf("the unlinked phone: %d %q", status, why)
	}
	sv.srv.NewCode()
	// The phones that held the old code are told it changed, as often as
	// they ask: that is no guess.
	for range 2 * link.Tries {
		if status, why, _ := sv.join(t, tableAddr, old); status != http.StatusForbidden || why != "old" {
			t.Fatalf("the old code: %d %q", status, why)
		}
	}
	if status, _, _ := sv.join(t, thirdAddr, sv.srv.Code()); status != http.StatusNoContent {
		t.Fatalf("a new code lets the unlinked phone join again: %d", status)
	}
	for range link.Tries - 1 {
		sv.join(t, tableAddr, "WRONG2")
	}
	if status, why, retry := sv.join(t, tableAddr, sv.srv.Code()); status != http.StatusTooManyRequests || why != "wait" || retry != fmt.Sprint(int(link.TryEvery.Seconds())) {
		t.Fatalf("after %d wrong codes: %d %q, Retry-After %q", link.Tries, status, why, retry)
	}
}

func TestTheLaptopLearnsOfAGuesserUntilANewCode(t *testing.T) {
	var mu sync.Mutex
	var told []link.Guessing
	srv := link.NewServer(nil, link.Host{Guessing: func(g link.Guessing) {
		mu.Lock()
		told = append(told, g)
		mu.Unlock()
	}}, link.Options{})
	urls, err := srv.Listen(0, net.ParseIP(tableAddr))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Close)
	for range link.Tries - 1 {
		joinAt(t, urls[0], friendAddr, "WRONG1")
	}
	if g := srv.Guessing(); g.Wrong != 0 {
		t.Fatalf("%d wrong codes already say someone is guessing: %+v", link.Tries-1, g)
	}
	for range 2*link.Tries + 1 {
		joinAt(t, urls[0], friendAddr, "WRONG1")
	}
	mu.Lock()
	first := told
	mu.Unlock()
	if len(first) == 0 || first[0] != (link.Guessing{Addresses: 1, Wrong: link.Tries}) {
		t.Fatalf("the laptop was told %+v; want one address at its %d wrong codes first", first, link.Tries)
	}
	if got := srv.Guessing(); got != (link.Guessing{Addresses: 1, Wrong: 3 * link.Tries}) {
		t.Fatalf("guessing: %+v; want one address with every code it sent", got)
	}
	srv.NewCode()
	if got := srv.Guessing(); got.Wrong != 0 {
		t.Fatalf("guessing after a new code: %+v", got)
	}
}

// A phone that stops reading is dropped once a message to it has waited
// WriteWithin (here 300 ms, not the app's 2 s), and keeps its seat.
func TestAStuckPhoneIsDroppedAndKeepsItsSeat(t *testing.T) {
	sv := serveWith(t, 2, link.Options{WriteWithin: 300 * time.Millisecond})
	conn, err := linktest.Socket(sv.url, sv.srv.Code(), friendAddr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.CloseNow()
	_ = conn.Write(context.Background(), websocket.MessageText, []byte(`{"t":"claim","player":"a"}`))
	line := strings.Repeat("x", 1000)
	start := time.Now()
	for i := 0; len(sv.srv.Away()) == 0; i++ {
		if time.Since(start) > 20*time.Second {
			t.Fatal("a phone that reads nothing was never dropped")
		}
		snap := snapshot(2)
		snap.Board = map[string]games.Board{"en": {Title: fmt.Sprint(i), Lines: repeat(line, 100)}}
		sv.srv.Publish(snap)
		time.Sleep(time.Millisecond)
	}
	if got := sv.srv.Linked(); len(got) != 1 || got[0] != "a" {
		t.Fatalf("after the drop the seats are %v", got)
	}
	// The socket's closing wakes its reader and its writer at once: the
	// writer may say why a moment after the seat shows away.
	for deadline := time.Now().Add(2 * time.Second); !sv.logged("stopped reading", friendAddr); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the log does not say the phone was dropped for not reading")
		}
	}
	t.Logf("the phone that stopped reading was dropped after %v", time.Since(start))
}

// A phone that reads but sends nothing, not even its clock answers, is
// dropped once it has been silent for SilentFor (here 500 ms, not the
// app's 10 s), and keeps its seat; a phone that answers stays.
func TestASilentPhoneIsDroppedAndKeepsItsSeat(t *testing.T) {
	sv := serveWith(t, 2, link.Options{SilentFor: 500 * time.Millisecond, ExchangeEvery: 25 * time.Millisecond})
	answering := sv.phone(t, tableAddr, "b")
	conn, err := linktest.Socket(sv.url, sv.srv.Code(), friendAddr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.CloseNow()
	_ = conn.Write(context.Background(), websocket.MessageText, []byte(`{"t":"claim","player":"a"}`))
	go func() {
		for {
			if _, _, err := conn.Read(context.Background()); err != nil {
				return
			}
		}
	}()
	// The link logs the drop and then closes the socket, whose reader
	// ending leaves the seat away.
	for deadline := time.Now().Add(5 * time.Second); len(sv.srv.Away()) == 0; time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("a phone silent for 5 s was never dropped; seats %v", sv.srv.Linked())
		}
	}
	if got := sv.srv.Away(); len(got) != 1 || got[0] != "a" || !sv.logged("has been silent", friendAddr) {
		t.Fatalf("after the drop the seats away are %v, want a's alone, and the log says %q", got, sv.log)
	}
	if got := sv.srv.Linked(); len(got) != 2 || closedWithin(answering, 0) {
		t.Fatalf("after the drop the seats are %v, and the answering phone closed: %v", got, closedWithin(answering, 0))
	}
}

func TestASeatAskedForIsTakenOrBusy(t *testing.T) {
	sv := serve(t, 2)
	a := sv.phone(t, tableAddr, "a")
	other, err := linktest.DialFrom(t, sv.url, sv.srv.Code(), friendAddr)
	if err != nil {
		t.Fatal(err)
	}
	other.Claim("a")
	other.Wait("the seat is taken", func(st linktest.State) bool { return st.Note == "taken" && st.You == "" })
	other.Send(map[string]string{"t": "hello", "token": a.Latest().Token})
	other.Wait("the seat is busy", func(st linktest.State) bool { return st.Note == "busy" && st.You == "" })
	// "This isn't me": the seat is free, and the waiting page is told the
	// token it waits with is dead.
	a.Send(map[string]string{"t": "leave"})
	other.Wait("the page waits no more", func(st linktest.State) bool { return st.Note == "" && st.You == "" && !st.Players[0].Linked })
	other.Claim("a")
	other.Wait("the free seat is claimed", func(st linktest.State) bool { return st.You == "a" })
}

func TestAPadNamesItsPlayerAndTheClockStaysThroughAVote(t *testing.T) {
	sv := serve(t, 2)
	c := sv.phone(t, tableAddr, "b")
	snap := snapshot(2)
	snap.Players[1].Color = "yellow"
	snap.Marks = map[string]link.Mark{"yellow": {Fill: "#fdd835", Ink: "#000000", Light: "#8a7617"}}
	snap.Pad = &link.Pad{Challenge: 2, LockOut: true}
	snap.Clock = &link.Clock{Left: 83 * time.Second}
	sv.srv.Publish(snap)
	c.Wait("the pad names b and the stopped clock shows", func(st linktest.State) bool {
		return st.Pad != nil && st.Pad.Name == "Player b" && st.Pad.LockOut && st.Clock != nil && !st.Clock.Running && st.Clock.Left == 83000
	})
	if !strings.Contains(c.Everything(), `"yellow":{"fill":"#fdd835","ink":"#000000","light":"#8a7617"}`) {
		t.Fatalf("the marks did not reach the phone: %s", c.Everything())
	}
}
