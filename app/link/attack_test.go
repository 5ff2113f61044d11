//go:build !js

package link_test

// The table link against a friend who wants to win, with the join code, a
// second browser tab or a laptop on the same Wi-Fi, and against a phone on
// a weak Wi-Fi. Each test is an attack: what the friend tries, and what
// they get. The link listens as the app's does (Listen, on the loopback),
// and another machine on the Wi-Fi is another address of the loopback:
// Linux routes all of 127/8 there, so a client bound to 127.0.0.2 reaches
// the link from 127.0.0.2.

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"github.com/coder/websocket"

	"tablecompanion/app/link"
	"tablecompanion/app/link/linktest"
	"tablecompanion/games"
)

// The addresses of the table's phones, of a friend's second machine and
// of a third.
const (
	tableAddr  = "127.0.0.1"
	friendAddr = "127.0.0.2"
	thirdAddr  = "127.0.0.3"
)

// served is a link on the loopback as the app serves it, with n players,
// each with a card that says their ID.
type served struct {
	srv *link.Server
	url string
	mu  sync.Mutex
	log []string
	// pressed are the presses the link handed on.
	pressed []link.Press
}

func serve(t *testing.T, n int) *served {
	t.Helper()
	return serveWith(t, n, link.Options{})
}

// serveWith is serve with the link's timings set by opts.
func serveWith(t *testing.T, n int, opts link.Options) *served {
	t.Helper()
	sv := &served{}
	page := fstest.MapFS{"index.html": {Data: []byte("<!doctype html><title>phone</title>")}}
	sv.srv = link.NewServer(page, link.Host{
		Logf: func(format string, args ...any) {
			sv.mu.Lock()
			sv.log = append(sv.log, fmt.Sprintf(format, args...))
			sv.mu.Unlock()
		},
		Pressed: func(p link.Press) {
			sv.mu.Lock()
			sv.pressed = append(sv.pressed, p)
			sv.mu.Unlock()
		},
	}, opts)
	urls, err := sv.srv.Listen(0, net.ParseIP(tableAddr))
	if err != nil {
		t.Fatal(err)
	}
	sv.url = urls[0]
	t.Cleanup(sv.srv.Close)
	sv.srv.Publish(snapshot(n))
	return sv
}

// phone joins from the address and claims the player, and waits for the
// player's card.
func (sv *served) phone(t *testing.T, from, player string) *linktest.Client {
	t.Helper()
	c, err := linktest.DialFrom(t, sv.url, sv.srv.Code(), from)
	if err != nil {
		t.Fatalf("a phone from %s could not join: %v", from, err)
	}
	c.Claim(player)
	c.Wait(player+"'s phone has the card", func(st linktest.State) bool {
		return st.You == player && st.Token != "" && st.Secret != nil && st.Secret.Text == "secret-of-"+player
	})
	return c
}

// sleep is what a phone whose screen locks does: its socket drops. It
// returns once the link has seen it go.
func (sv *served) sleep(t *testing.T, c *linktest.Client) {
	t.Helper()
	c.Conn.CloseNow()
	<-c.Closed
	time.Sleep(100 * time.Millisecond)
}

// logged reports whether a line of the link's log holds every word.
func (sv *served) logged(words ...string) bool {
	sv.mu.Lock()
	defer sv.mu.Unlock()
	for _, line := range sv.log {
		all := true
		for _, w := range words {
			all = all && strings.Contains(line, w)
		}
		if all {
			return true
		}
	}
	return false
}

// never fails the test if the phone was ever sent the player's card or
// linked to the player.
func never(t *testing.T, c *linktest.Client, who, player string) {
	t.Helper()
	if strings.Contains(c.Everything(), "secret-of-"+player) || c.Latest().You == player {
		t.Fatalf("%s was linked to %s and sent the card: %s", who, player, c.Latest().You)
	}
}

// closedWithin reports whether the socket closed within d.
func closedWithin(c *linktest.Client, d time.Duration) bool {
	select {
	case <-c.Closed:
		return true
	case <-time.After(d):
		return false
	}
}

// Brute-forcing the code from one address while the table's phones join
// from another → after a few wrong codes, "wait" (429 with Retry-After) and
// no verdict on any code, the right one included; the table joins; the
// log names the guesser.
func TestAttackBruteForcingTheCodeGetsNoVerdicts(t *testing.T) {
	t.Parallel()
	sv := serve(t, 4)
	friend := linktest.HTTPFrom(friendAddr)
	get := func(code string) (int, string) {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, sv.url+"ws?code="+code, nil)
		res, err := friend.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		return res.StatusCode, res.Header.Get("Retry-After")
	}
	const guesses = 200
	verdicts := 0
	for i := range guesses {
		status, retry := get(fmt.Sprintf("ZZZ%03d", i))
		switch {
		case status == http.StatusForbidden:
			verdicts++
		case status != http.StatusTooManyRequests || retry == "" || retry == "0":
			t.Fatalf("guess %d: %d, Retry-After %q; want 403 or 429 with a wait", i, status, retry)
		}
	}
	if verdicts > 10 {
		t.Fatalf("%d of %d wrong codes from one address were judged; a few at most may be", verdicts, guesses)
	}
	if status, _ := get(sv.srv.Code()); status != http.StatusTooManyRequests {
		t.Fatalf("the right code from the guesser's address got %d during its wait, a verdict", status)
	}
	// The table, at another address, still joins.
	for _, id := range []string{"a", "b", "c", "d"} {
		sv.phone(t, tableAddr, id)
	}
	if !sv.logged("guessing", friendAddr) {
		t.Fatalf("the log never says %s is guessing the code: %q", friendAddr, sv.log)
	}
	t.Logf("%d of %d wrong codes judged, the rest told to wait", verdicts, guesses)
}

// Claiming a sleeping player's seat, one seat after another, from a second
// machine → each seat is taken; no card is sent; the player's phone comes
// back to its seat.
func TestAttackClaimingASleepingPlayersSeat(t *testing.T) {
	t.Parallel()
	sv := serve(t, 3)
	var tokens []string
	for _, id := range []string{"a", "b"} {
		c := sv.phone(t, tableAddr, id)
		tokens = append(tokens, c.Latest().Token)
		sv.sleep(t, c)
	}
	friend, err := linktest.DialFrom(t, sv.url, sv.srv.Code(), friendAddr)
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"a", "b"} {
		friend.Claim(id)
		friend.Send(map[string]string{"t": "leave"})
	}
	time.Sleep(300 * time.Millisecond)
	never(t, friend, "the friend's tab", "a")
	never(t, friend, "the friend's tab", "b")
	// The sleeping phone wakes and is its player's again.
	back, err := linktest.DialFrom(t, sv.url, sv.srv.Code(), tableAddr)
	if err != nil {
		t.Fatal(err)
	}
	back.Send(map[string]string{"t": "hello", "token": tokens[0]})
	back.Wait("a's phone is back on its seat", func(st linktest.State) bool { return st.You == "a" && st.Secret != nil })
}

// Replaying a stale token after the laptop handed the seat to a new phone
// of its choice → nothing: the token died with the hand-over, and the new
// phone keeps the seat.
func TestAttackReplayingAStaleTokenAfterAHandOver(t *testing.T) {
	t.Parallel()
	sv := serve(t, 2)
	old := sv.phone(t, tableAddr, "a")
	token := old.Latest().Token
	sv.sleep(t, old)
	sv.srv.HandOver("a")
	fresh := sv.allowed(t, thirdAddr, "a")
	replay, err := linktest.DialFrom(t, sv.url, sv.srv.Code(), friendAddr)
	if err != nil {
		t.Fatal(err)
	}
	replay.Send(map[string]string{"t": "hello", "token": token})
	if closedWithin(fresh, 500*time.Millisecond) {
		t.Fatal("the stale token closed the phone the seat was handed to")
	}
	never(t, replay, "the stale token", "a")
	if fresh.Latest().You != "a" {
		t.Fatalf("the new phone lost the seat to a stale token: %q", fresh.Latest().You)
	}
}

// An unlinked phone coming back at once with its stored code, and one
// unlinked while away coming back with its token → neither gets a seat;
// the rest of the table plays on.
func TestAttackAnUnlinkedPhoneComingBack(t *testing.T) {
	t.Parallel()
	sv := serve(t, 3)
	sv.phone(t, tableAddr, "a")
	online := sv.phone(t, friendAddr, "b")
	away := sv.phone(t, thirdAddr, "c")
	awayToken := away.Latest().Token
	sv.sleep(t, away)
	sv.srv.Unlink("b")
	sv.srv.Unlink("c")
	if !closedWithin(online, time.Second) {
		t.Fatal("the unlinked phone's socket stayed open")
	}
	for _, try := range []struct{ from, player, token string }{{friendAddr, "b", ""}, {thirdAddr, "c", awayToken}} {
		c, err := linktest.DialFrom(t, sv.url, sv.srv.Code(), try.from)
		if err != nil {
			continue // refused at the door
		}
		c.Send(map[string]string{"t": "hello", "token": try.token})
		c.Claim(try.player)
		time.Sleep(300 * time.Millisecond)
		never(t, c, "the unlinked phone from "+try.from, try.player)
	}
	if got := sv.srv.Linked(); len(got) != 1 || got[0] != "a" {
		t.Fatalf("linked after the unlinks: %v", got)
	}
}

// Two pages holding the token of one seat, both reconnecting as often as
// they like → no fight: the phone on the seat keeps it for longer than
// LiveWithin (here 500 ms, not the app's 3 s) since it answers the clock
// all along, the other waits, and takes it only once the first has gone.
func TestAttackTwoPagesFightingOverOneSeat(t *testing.T) {
	t.Parallel()
	sv := serveWith(t, 2, link.Options{LiveWithin: 500 * time.Millisecond, ExchangeEvery: 25 * time.Millisecond})
	first := sv.phone(t, tableAddr, "a")
	token := first.Latest().Token
	second, err := linktest.DialFrom(t, sv.url, sv.srv.Code(), tableAddr)
	if err != nil {
		t.Fatal(err)
	}
	for range 20 {
		second.Send(map[string]string{"t": "hello", "token": token})
		if closedWithin(first, 50*time.Millisecond) {
			t.Fatal("the second page took the seat from the first, which was there")
		}
	}
	never(t, second, "the second page", "a")
	first.Conn.CloseNow()
	second.Wait("the waiting page takes the seat once the first has gone", func(st linktest.State) bool { return st.You == "a" })
}

// A phone that stops reading while the laptop publishes 300 changes, three
// such phones → no Publish and no Unlink call takes over 100 ms; a phone
// that reads gets the last change.
func TestAttackPhonesThatStopReadingNeverStallTheLaptop(t *testing.T) {
	t.Parallel()
	sv := serve(t, 4)
	reader := sv.phone(t, tableAddr, "d")
	for i, id := range []string{"a", "b", "c"} {
		conn, err := linktest.Socket(sv.url, sv.srv.Code(), fmt.Sprintf("127.0.0.%d", 11+i))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { conn.CloseNow() })
		if err := conn.Write(context.Background(), websocket.MessageText, []byte(`{"t":"claim","player":"`+id+`"}`)); err != nil {
			t.Fatal(err)
		}
	}
	for deadline := time.Now().Add(5 * time.Second); len(sv.srv.Linked()) < 4; time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("the stuck phones never took their seats: %v", sv.srv.Linked())
		}
	}
	// Each change is a board of about 60 kB: 300 of them are far more than
	// the loopback's buffers hold for a phone that reads nothing.
	line := strings.Repeat("x", 300)
	var longest time.Duration
	for i := range 300 {
		snap := snapshot(4)
		snap.Board = map[string]games.Board{"en": {Title: fmt.Sprintf("change %d", i), Lines: repeat(line, 200)}}
		start := time.Now()
		sv.srv.Publish(snap)
		took := time.Since(start)
		longest = max(longest, took)
		if took > 100*time.Millisecond {
			t.Fatalf("publishing change %d took %v", i, took)
		}
	}
	for _, id := range []string{"a", "b", "c"} {
		start := time.Now()
		sv.srv.Unlink(id)
		if took := time.Since(start); took > 100*time.Millisecond {
			t.Fatalf("unlinking the stuck phone %s took %v", id, took)
		}
	}
	reader.Wait("the reading phone got the last change", func(st linktest.State) bool { return st.Board.Title == "change 299" })
	t.Logf("the longest Publish took %v", longest)
}

func repeat(s string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = s
	}
	return out
}

// Sockets opening with the code while the laptop draws a new one, round
// after round → none let in with the old code is open after the new code.
func TestAttackNewSocketsRacingACodeChange(t *testing.T) {
	t.Parallel()
	sv := serve(t, 2)
	survivors, opened := 0, 0
	for range 5 {
		code := sv.srv.Code()
		var mu sync.Mutex
		var clients []*linktest.Client
		var wg sync.WaitGroup
		for i := range 40 {
			wg.Go(func() {
				time.Sleep(time.Duration(i) * time.Millisecond / 2)
				if c, err := linktest.DialFrom(t, sv.url, code, tableAddr); err == nil {
					mu.Lock()
					clients = append(clients, c)
					mu.Unlock()
				}
			})
		}
		time.Sleep(12 * time.Millisecond)
		sv.srv.NewCode()
		wg.Wait()
		for _, c := range clients {
			opened++
			if !closedWithin(c, time.Second) {
				survivors++
			}
		}
	}
	if survivors > 0 {
		t.Fatalf("%d of %d sockets let in with an old code were still open after the new code", survivors, opened)
	}
	t.Logf("%d sockets opened with a code as it changed; none survived", opened)
}

// A hundred connections from a stranger without the code, half of them
// silent and half idle after one request → each is closed once it has
// waited JoinWithin (here 300 ms, not the app's 3 s).
func TestAttackIdleStrangersAreClosed(t *testing.T) {
	t.Parallel()
	const joinWithin = 300 * time.Millisecond
	sv := serveWith(t, 2, link.Options{JoinWithin: joinWithin})
	host := strings.TrimSuffix(strings.TrimPrefix(sv.url, "http://"), "/")
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(friendAddr)}}
	var conns []net.Conn
	for i := range 100 {
		conn, err := d.Dial("tcp4", host)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { conn.Close() })
		if i%2 == 1 {
			fmt.Fprintf(conn, "GET /texts.json HTTP/1.1\r\nHost: %s\r\n\r\n", host)
			res, err := http.ReadResponse(bufio.NewReader(conn), nil)
			if err != nil {
				t.Fatal(err)
			}
			_, _ = io.Copy(io.Discard, res.Body)
			res.Body.Close()
		}
		conns = append(conns, conn)
	}
	deadline := time.Now().Add(joinWithin + time.Second)
	open := 0
	for _, conn := range conns {
		_ = conn.SetReadDeadline(deadline)
		var b [1]byte
		if _, err := conn.Read(b[:]); errors.Is(err, os.ErrDeadlineExceeded) {
			open++
		}
	}
	if open > 0 {
		t.Fatalf("%d of 100 strangers' connections were still open a second past JoinWithin (%v) after the last connected", open, joinWithin)
	}
}

// A pad's press sent 900 ms after GO that claims GO+5 ms → refused,
// counted and logged; an honest press sent after it is taken.
func TestAttackAPadClaimingAnImpossibleTime(t *testing.T) {
	t.Parallel()
	sv := serve(t, 2)
	c := sv.phone(t, tableAddr, "a")
	snap := snapshot(2)
	snap.Pad = &link.Pad{Challenge: 1, Open: true, GO: time.Now()}
	sv.srv.Publish(snap)
	st := c.Wait("the pad shows GO", func(st linktest.State) bool { return st.Pad != nil && st.Pad.Open && st.Pad.Go != 0 })
	time.Sleep(time.Duration(st.Pad.Go+900-c.Clock()) * time.Millisecond)
	c.Send(map[string]any{"t": "press", "challenge": 1, "at": st.Pad.Go + 5})
	c.Send(map[string]any{"t": "press", "challenge": 1, "at": c.Clock()})
	for deadline := time.Now().Add(2 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		sv.mu.Lock()
		n := len(sv.pressed)
		sv.mu.Unlock()
		if n > 0 && sv.srv.Doubted() > 0 {
			break
		}
	}
	sv.mu.Lock()
	pressed := sv.pressed
	sv.mu.Unlock()
	for _, p := range pressed {
		if after := p.At.Sub(snap.Pad.GO); after < 500*time.Millisecond {
			t.Fatalf("a press that claimed GO+5 ms, sent at GO+900 ms, was taken at GO+%v", after)
		}
	}
	if len(pressed) != 1 {
		t.Fatalf("presses taken: %+v; want the honest one", pressed)
	}
	if n := sv.srv.Doubted(); n != 1 || !sv.logged("a's pad claimed a press") {
		t.Fatalf("the lie was not counted (%d) or not logged: %q", n, sv.log)
	}
}

// race opens challenge 1 with GO at goAt, has b press honestly at GO+300
// ms on its phone's clock and a lie by a, and returns the presses the link
// handed on, once b's is among them and a's is handed on or refused.
func (sv *served) race(t *testing.T, a, b *linktest.Client, goAt time.Time, lie func(goOnA float64)) (link.Snapshot, []link.Press) {
	t.Helper()
	snap := snapshot(2)
	snap.Pad = &link.Pad{Challenge: 1, Open: true, GO: goAt}
	sv.srv.Publish(snap)
	open := func(st linktest.State) bool { return st.Pad != nil && st.Pad.Open && st.Pad.Go != 0 }
	goOnA, goOnB := a.Wait("a's pad shows GO", open).Pad.Go, b.Wait("b's pad shows GO", open).Pad.Go
	done := make(chan struct{})
	go func() {
		defer close(done)
		time.Sleep(time.Duration(goOnB+300-b.Clock()) * time.Millisecond)
		b.Send(map[string]any{"t": "press", "challenge": 1, "at": b.Clock()})
	}()
	lie(goOnA)
	<-done
	for deadline := time.Now().Add(2 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		sv.mu.Lock()
		n := len(sv.pressed)
		sv.mu.Unlock()
		if n+sv.srv.Doubted() >= 2 {
			break
		}
	}
	sv.mu.Lock()
	defer sv.mu.Unlock()
	return snap, slices.Clone(sv.pressed)
}

// ranksAhead fails the test unless b's honest press was taken, and a's,
// if taken, is a false start or comes after b's.
func ranksAhead(t *testing.T, snap link.Snapshot, pressed []link.Press) {
	t.Helper()
	var honest *link.Press
	for i, p := range pressed {
		if p.Player == "b" {
			honest = &pressed[i]
		}
	}
	if honest == nil {
		t.Fatalf("the honest press at GO+300 ms was not taken: %+v", pressed)
	}
	for _, p := range pressed {
		if p.Player == "a" && !p.At.Before(snap.Pad.GO) && !p.At.After(honest.At) {
			t.Fatalf("the lying pad's press was taken at GO+%v, ahead of the honest one at GO+%v",
				p.At.Sub(snap.Pad.GO).Round(time.Millisecond), honest.At.Sub(snap.Pad.GO).Round(time.Millisecond))
		}
	}
}

// A pad that holds back one clock answer for 1 s, twice PressCap, so that
// its phone looks slow, then sends a press at GO+900 ms that claims GO+5 ms → refused and
// logged; the honest press at GO+300 ms ranks first.
func TestAttackAPadHoldingAClockAnswer(t *testing.T) {
	t.Parallel()
	sv := serve(t, 2)
	a, b := sv.phone(t, tableAddr, "a"), sv.phone(t, tableAddr, "b")
	a.Hold(time.Second)
	// Once the held question has come, its answer arrives a second later.
	for asked := len(a.Asked()); len(a.Asked()) == asked; {
		time.Sleep(5 * time.Millisecond)
	}
	time.Sleep(time.Second + 300*time.Millisecond)
	snap, pressed := sv.race(t, a, b, time.Now(), func(goOnA float64) {
		time.Sleep(time.Duration(goOnA+900-a.Clock()) * time.Millisecond)
		a.Send(map[string]any{"t": "press", "challenge": 1, "at": goOnA + 5})
	})
	ranksAhead(t, snap, pressed)
	if sv.srv.Doubted() != 1 || !sv.logged("a's pad claimed a press") {
		t.Fatalf("the lie was not refused (%d) or not logged: %q", sv.srv.Doubted(), sv.log)
	}
}

// A pad that answers a clock question it was asked long ago once more,
// and one it was never asked, so that its trips look a second long, twice
// PressCap, then
// sends a press at GO+900 ms that claims GO+5 ms → the answers are dropped
// and the press refused; the honest press at GO+300 ms ranks first.
func TestAttackAPadReplayingAClockAnswer(t *testing.T) {
	t.Parallel()
	sv := serveWith(t, 2, link.Options{ExchangeEvery: 50 * time.Millisecond})
	a, b := sv.phone(t, tableAddr, "a"), sv.phone(t, tableAddr, "b")
	for len(a.Asked()) < 2 {
		time.Sleep(10 * time.Millisecond)
	}
	time.Sleep(time.Second)
	dropped, _ := sv.srv.Dropped()
	a.Send(map[string]any{"t": "sync", "asked": a.Asked()[0], "got": a.Clock(), "sent": a.Clock()})
	a.Send(map[string]any{"t": "sync", "asked": 1, "got": a.Clock(), "sent": a.Clock()})
	snap, pressed := sv.race(t, a, b, time.Now(), func(goOnA float64) {
		time.Sleep(time.Duration(goOnA+900-a.Clock()) * time.Millisecond)
		a.Send(map[string]any{"t": "press", "challenge": 1, "at": goOnA + 5})
	})
	ranksAhead(t, snap, pressed)
	if now, _ := sv.srv.Dropped(); now-dropped != 2 {
		t.Fatalf("%d of the two made-up clock answers were dropped", now-dropped)
	}
	if sv.srv.Doubted() != 1 || !sv.logged("a's pad claimed a press") {
		t.Fatalf("the lie was not refused (%d) or not logged: %q", sv.srv.Doubted(), sv.log)
	}
}

// A pad that sends a press 1.4 s before GO, nearly three times PressCap,
// that claims GO+1 ms → a false start; the honest press at GO+300 ms ranks first.
func TestAttackAPadPressingBeforeGO(t *testing.T) {
	t.Parallel()
	sv := serve(t, 2)
	a, b := sv.phone(t, tableAddr, "a"), sv.phone(t, tableAddr, "b")
	goAt := time.Now().Add(1500 * time.Millisecond)
	snap, pressed := sv.race(t, a, b, goAt, func(goOnA float64) {
		time.Sleep(time.Duration(goOnA-1400-a.Clock()) * time.Millisecond)
		a.Send(map[string]any{"t": "press", "challenge": 1, "at": goOnA + 1})
	})
	ranksAhead(t, snap, pressed)
	for _, p := range pressed {
		if p.Player == "a" && !p.At.Before(goAt) {
			t.Fatalf("a press sent before GO was taken at GO+%v, not as a false start", p.At.Sub(goAt))
		}
	}
}
