package link_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"github.com/coder/websocket"

	"tablecompanion/app/link"
	"tablecompanion/games"
)

// table is a link on a test server with n players in the roster, each
// with a card of their own that says their ID.
type table struct {
	srv    *link.Server
	http   *httptest.Server
	mu     sync.Mutex
	pushed []link.Press
}

func newTable(t *testing.T, n int) *table {
	t.Helper()
	tb := &table{}
	page := fstest.MapFS{"index.html": {Data: []byte("<!doctype html><title>phone</title>")}}
	tb.srv = link.NewServer(page, link.Host{Logf: t.Logf, Pressed: func(p link.Press) {
		tb.mu.Lock()
		tb.pushed = append(tb.pushed, p)
		tb.mu.Unlock()
	}})
	tb.http = httptest.NewServer(tb.srv.Handler())
	t.Cleanup(func() { tb.srv.Close(); tb.http.Close() })
	tb.srv.Publish(snapshot(n))
	return tb
}

func snapshot(n int) link.Snapshot {
	snap := link.Snapshot{Lang: "en", Cards: map[string]map[string]link.Card{},
		Board: map[string]link.Board{"en": {Title: "Spyfall 2"}, "uk": {Title: "Знахідка для шпигуна 2"}}}
	for i := range n {
		id := string(rune('a' + i))
		snap.Players = append(snap.Players, games.Player{ID: id, Name: "Player " + id, Color: "red"})
		snap.Cards[id] = map[string]link.Card{"en": {Hint: "Hold", Secret: "secret-of-" + id}}
	}
	return snap
}

// client is one phone: it answers the clock exchanges at once, as the
// page does, and keeps every state it was sent.
type client struct {
	t      *testing.T
	conn   *websocket.Conn
	mu     sync.Mutex
	states []state
	raw    []string
	closed chan struct{}
}

type state struct {
	Token   string `json:"token"`
	You     string `json:"you"`
	Players []struct {
		ID     string `json:"id"`
		Linked bool   `json:"linked"`
	} `json:"players"`
	Board link.Board `json:"board"`
	Card  *link.Card `json:"card"`
	Lang  string     `json:"lang"`
	Pad   *struct {
		Challenge int  `json:"challenge"`
		Open      bool `json:"open"`
	} `json:"pad"`
}

func (tb *table) dial(t *testing.T, code string) (*client, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	conn, _, err := websocket.Dial(ctx, strings.Replace(tb.http.URL, "http", "ws", 1)+"/ws?code="+code, nil)
	if err != nil {
		return nil, err
	}
	conn.SetReadLimit(1 << 20)
	c := &client{t: t, conn: conn, closed: make(chan struct{})}
	start := time.Now()
	go func() {
		defer close(c.closed)
		for {
			_, data, err := conn.Read(context.Background())
			if err != nil {
				return
			}
			got := float64(time.Since(start)) / 1e6
			var m struct {
				T     string  `json:"t"`
				Asked float64 `json:"asked"`
			}
			_ = json.Unmarshal(data, &m)
			if m.T == "sync" {
				c.send(map[string]any{"t": "sync", "asked": m.Asked, "got": got, "sent": float64(time.Since(start)) / 1e6})
				continue
			}
			var st state
			_ = json.Unmarshal(data, &st)
			c.mu.Lock()
			c.states = append(c.states, st)
			c.raw = append(c.raw, string(data))
			c.mu.Unlock()
		}
	}()
	t.Cleanup(func() { conn.CloseNow() })
	return c, nil
}

func (c *client) send(m any) {
	data, _ := json.Marshal(m)
	_ = c.conn.Write(context.Background(), websocket.MessageText, data)
}

func (c *client) sendRaw(data []byte) error {
	return c.conn.Write(context.Background(), websocket.MessageText, data)
}

// wait returns the first state since the start for which ok holds, or
// fails the test after two seconds.
func (c *client) wait(what string, ok func(state) bool) state {
	c.t.Helper()
	deadline := time.Now().Add(2 * time.Second)
	for time.Now().Before(deadline) {
		c.mu.Lock()
		for _, st := range c.states {
			if ok(st) {
				c.mu.Unlock()
				return st
			}
		}
		c.mu.Unlock()
		time.Sleep(5 * time.Millisecond)
	}
	c.t.Fatalf("no state in which %s", what)
	return state{}
}

// latest returns the last state the phone was sent.
func (c *client) latest() state {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.states) == 0 {
		return state{}
	}
	return c.states[len(c.states)-1]
}

// everything returns every message the phone was sent, as sent.
func (c *client) everything() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return strings.Join(c.raw, "\n")
}

func (tb *table) join(t *testing.T) *client {
	t.Helper()
	c, err := tb.dial(t, tb.srv.Code())
	if err != nil {
		t.Fatal(err)
	}
	c.wait("the roster came", func(st state) bool { return len(st.Players) > 0 })
	return c
}

func (c *client) claim(player string) {
	c.send(map[string]string{"t": "claim", "player": player})
}

func TestWithoutTheCodeOnlyThePageIsServed(t *testing.T) {
	tb := newTable(t, 3)
	for _, code := range []string{"", "WRONG1", strings.ToLower(tb.srv.Code()) + "X"} {
		if _, err := tb.dial(t, code); err == nil {
			t.Fatalf("a socket was opened with the code %q", code)
		}
	}
	if _, refused := tb.srv.Dropped(); refused != 3 {
		t.Fatalf("%d refusals counted, want 3", refused)
	}
	for path, want := range map[string]int{"/": 200, "/texts.json": 200, "/ws": 403, "/state": 404} {
		res, err := http.Get(tb.http.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != want {
			t.Errorf("GET %s: %d, want %d", path, res.StatusCode, want)
		}
	}
	// The code is read as the phone types it, in either case.
	c, err := tb.dial(t, strings.ToLower(tb.srv.Code()))
	if err != nil {
		t.Fatalf("the code in lower case: %v", err)
	}
	c.wait("the roster came", func(st state) bool { return len(st.Players) == 3 })
}

func TestAPlayerHasOnePhoneAndSeesOnlyTheirCard(t *testing.T) {
	tb := newTable(t, 3)
	a, b, stranger := tb.join(t), tb.join(t), tb.join(t)
	a.claim("a")
	a.wait("a is linked", func(st state) bool { return st.You == "a" && st.Card != nil && st.Card.Secret == "secret-of-a" })
	b.claim("a")
	b.claim("z")
	b.send(map[string]string{"t": "card", "player": "a"})
	b.claim("b")
	b.wait("b is linked", func(st state) bool { return st.You == "b" && st.Card != nil })
	stranger.wait("the stranger sees both linked", func(st state) bool {
		return len(st.Players) == 3 && st.Players[0].Linked && st.Players[1].Linked && !st.Players[2].Linked
	})
	tb.srv.Publish(snapshot(3))
	time.Sleep(50 * time.Millisecond)
	for name, c := range map[string]*client{"a": a, "b": b, "stranger": stranger} {
		sent := c.everything()
		for _, id := range []string{"a", "b", "c"} {
			if strings.Contains(sent, "secret-of-"+id) != (name == id) {
				t.Errorf("phone %s was sent %q: %v", name, "secret-of-"+id, strings.Contains(sent, "secret-of-"+id))
			}
		}
	}
	if got := b.latest().You; got != "b" {
		t.Fatalf("the second phone is linked to %q", got)
	}
	if dropped, _ := tb.srv.Dropped(); dropped != 3 {
		t.Fatalf("%d messages dropped, want the 3 that asked for what the phone may not have", dropped)
	}
}

func TestBadMessagesAreDroppedAndCounted(t *testing.T) {
	tb := newTable(t, 2)
	c := tb.join(t)
	for _, m := range []string{"not json", `{"t":"claim","player":`, `{"t":"launch"}`, `{"t":"lang","lang":"fr"}`, `{"t":"sync"}`, `{"t":"press","challenge":1,"at":5}`,
		`{"t":"claim","player":"` + strings.Repeat("x", link.MaxMessage) + `"}`} {
		if err := c.sendRaw([]byte(m)); err != nil {
			t.Fatal(err)
		}
	}
	c.claim("a")
	c.wait("the phone still works", func(st state) bool { return st.You == "a" })
	if dropped, _ := tb.srv.Dropped(); dropped != 7 {
		t.Fatalf("%d messages dropped, want 7", dropped)
	}
	// A frame over what the socket takes closes it; the link serves on.
	_ = c.sendRaw(make([]byte, 100<<10))
	select {
	case <-c.closed:
	case <-time.After(2 * time.Second):
		t.Fatal("a 100 KiB frame did not close the socket")
	}
	other := tb.join(t)
	other.claim("b")
	other.wait("another phone links", func(st state) bool { return st.You == "b" })
}

func TestAFloodIsDroppedAndThePhoneGoesOn(t *testing.T) {
	tb := newTable(t, 2)
	c := tb.join(t)
	start := time.Now()
	for range 10_000 {
		if err := c.sendRaw([]byte(`{"t":"lang","lang":"uk"}`)); err != nil {
			t.Fatal(err)
		}
	}
	sent := time.Since(start)
	// The link reads on until it has read them all; every second of it
	// refills the phone's allowance.
	dropped, last := 0, -1
	for dropped != last {
		time.Sleep(100 * time.Millisecond)
		last = dropped
		dropped, _ = tb.srv.Dropped()
	}
	elapsed := time.Since(start)
	most := link.Burst + int(elapsed.Seconds()*link.Rate) + 1
	if dropped < 10_000-most {
		t.Fatalf("%d of 10,000 messages dropped in %v; at most %d may pass", dropped, elapsed, most)
	}
	time.Sleep(time.Second)
	c.claim("a")
	c.wait("the phone links after the flood", func(st state) bool { return st.You == "a" && st.Lang == "uk" })
	t.Logf("10,000 messages sent in %v and read in %v, %d dropped", sent, elapsed, dropped)
}

func TestTwelvePhonesAtOnce(t *testing.T) {
	tb := newTable(t, 12)
	var phones []*client
	for range 12 {
		phones = append(phones, tb.join(t))
	}
	var wg sync.WaitGroup
	for i, c := range phones {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c.claim(string(rune('a' + i)))
		}()
	}
	wg.Wait()
	for i, c := range phones {
		id := string(rune('a' + i))
		c.wait(id+" has their card", func(st state) bool { return st.You == id && st.Card != nil && st.Card.Secret == "secret-of-"+id })
	}
	if got := len(tb.srv.Linked()); got != 12 {
		t.Fatalf("%d phones linked, want 12", got)
	}
}

func TestAPhoneComesBackToItsPlayer(t *testing.T) {
	tb := newTable(t, 2)
	c := tb.join(t)
	c.claim("a")
	token := c.wait("a is linked", func(st state) bool { return st.You == "a" && st.Token != "" }).Token
	c.conn.CloseNow()
	<-c.closed
	again := tb.join(t)
	again.send(map[string]string{"t": "hello", "token": token})
	again.wait("the phone is a's again", func(st state) bool { return st.You == "a" && st.Card != nil })
	// A stranger with a made-up token gets nobody.
	stranger := tb.join(t)
	stranger.send(map[string]string{"t": "hello", "token": "made-up"})
	time.Sleep(100 * time.Millisecond)
	if got := stranger.latest().You; got != "" {
		t.Fatalf("a made-up token linked the phone to %q", got)
	}
	// A new code unlinks every phone, and the old token is worth nothing.
	code := tb.srv.NewCode()
	<-again.closed
	if len(tb.srv.Linked()) != 0 {
		t.Fatalf("phones still linked after a new code: %v", tb.srv.Linked())
	}
	back, err := tb.dial(t, code)
	if err != nil {
		t.Fatal(err)
	}
	back.send(map[string]string{"t": "hello", "token": token})
	time.Sleep(100 * time.Millisecond)
	if got := back.latest().You; got != "" {
		t.Fatalf("the old token linked the phone to %q after a new code", got)
	}
}

func TestTheRefereeUnlinksAPhone(t *testing.T) {
	tb := newTable(t, 2)
	c := tb.join(t)
	c.claim("b")
	c.wait("b is linked", func(st state) bool { return st.You == "b" })
	tb.srv.Unlink("b")
	<-c.closed
	if len(tb.srv.Linked()) != 0 {
		t.Fatalf("still linked: %v", tb.srv.Linked())
	}
}

func TestAPressComesForThePhonesOwnPlayer(t *testing.T) {
	tb := newTable(t, 2)
	c := tb.join(t)
	c.claim("b")
	c.wait("b is linked", func(st state) bool { return st.You == "b" })
	snap := snapshot(2)
	snap.Pad = &link.Pad{Challenge: 3, Open: true, GO: time.Now()}
	tb.srv.Publish(snap)
	// The pad opens once the phone's clock is known.
	c.wait("the pad is open", func(st state) bool { return st.Pad != nil && st.Pad.Open })
	c.send(map[string]any{"t": "press", "challenge": 2, "at": 1000.0, "player": "a"})
	c.send(map[string]any{"t": "press", "challenge": 3, "at": 1000.0, "player": "a"})
	time.Sleep(100 * time.Millisecond)
	tb.mu.Lock()
	defer tb.mu.Unlock()
	if len(tb.pushed) != 1 || tb.pushed[0].Player != "b" || tb.pushed[0].Challenge != 3 {
		t.Fatalf("presses handed on: %+v", tb.pushed)
	}
	if dropped, _ := tb.srv.Dropped(); dropped != 1 {
		t.Fatalf("%d dropped, want the press for another challenge", dropped)
	}
}
