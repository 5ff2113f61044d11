package link_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"tablecompanion/app/link"
	"tablecompanion/app/link/linktest"
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
	tb.srv = link.NewServer(page, link.Host{Pressed: func(p link.Press) {
		tb.mu.Lock()
		tb.pushed = append(tb.pushed, p)
		tb.mu.Unlock()
	}}, link.Options{})
	tb.http = httptest.NewServer(tb.srv.Handler())
	t.Cleanup(func() { tb.srv.Close(); tb.http.Close() })
	tb.srv.Publish(snapshot(n))
	return tb
}

func snapshot(n int) link.Snapshot {
	snap := link.Snapshot{Lang: "en", Secrets: map[string]map[string]games.Secret{},
		Board: map[string]games.Board{"en": {Title: "Spyfall 2"}, "uk": {Title: "Знахідка для шпигуна 2"}}}
	for i := range n {
		id := string(rune('a' + i))
		snap.Players = append(snap.Players, games.Player{ID: id, Name: "Player " + id, Color: "red"})
		snap.Secrets[id] = map[string]games.Secret{"en": {Hint: "Hold", Text: "secret-of-" + id}}
	}
	return snap
}

func (tb *table) dial(t *testing.T, code string) (*linktest.Client, error) {
	return linktest.Dial(t, tb.http.URL, code)
}

func (tb *table) join(t *testing.T) *linktest.Client {
	t.Helper()
	c, err := tb.dial(t, tb.srv.Code())
	if err != nil {
		t.Fatal(err)
	}
	c.Wait("the roster came", func(st linktest.State) bool { return len(st.Players) > 0 })
	return c
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
	c.Wait("the roster came", func(st linktest.State) bool { return len(st.Players) == 3 })
}

func TestAPlayerHasOnePhoneAndSeesOnlyTheirCard(t *testing.T) {
	tb := newTable(t, 3)
	a, b, stranger := tb.join(t), tb.join(t), tb.join(t)
	a.Claim("a")
	a.Wait("a is linked", func(st linktest.State) bool {
		return st.You == "a" && st.Secret != nil && st.Secret.Text == "secret-of-a"
	})
	b.Claim("a")
	b.Claim("z")
	b.Send(map[string]string{"t": "card", "player": "a"})
	b.Claim("b")
	b.Wait("b is linked", func(st linktest.State) bool { return st.You == "b" && st.Secret != nil })
	stranger.Wait("the stranger sees both linked", func(st linktest.State) bool {
		return len(st.Players) == 3 && st.Players[0].Linked && st.Players[1].Linked && !st.Players[2].Linked
	})
	tb.srv.Publish(snapshot(3))
	time.Sleep(50 * time.Millisecond)
	for name, c := range map[string]*linktest.Client{"a": a, "b": b, "stranger": stranger} {
		sent := c.Everything()
		for _, id := range []string{"a", "b", "c"} {
			if strings.Contains(sent, "secret-of-"+id) != (name == id) {
				t.Errorf("phone %s was sent %q: %v", name, "secret-of-"+id, strings.Contains(sent, "secret-of-"+id))
			}
		}
	}
	if got := b.Latest().You; got != "b" {
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
		if err := c.SendRaw([]byte(m)); err != nil {
			t.Fatal(err)
		}
	}
	c.Claim("a")
	c.Wait("the phone still works", func(st linktest.State) bool { return st.You == "a" })
	if dropped, _ := tb.srv.Dropped(); dropped != 7 {
		t.Fatalf("%d messages dropped, want 7", dropped)
	}
	// A frame over what the socket takes closes it; the link serves on.
	_ = c.SendRaw(make([]byte, 100<<10))
	select {
	case <-c.Closed:
	case <-time.After(2 * time.Second):
		t.Fatal("a 100 KiB frame did not close the socket")
	}
	other := tb.join(t)
	other.Claim("b")
	other.Wait("another phone links", func(st linktest.State) bool { return st.You == "b" })
}

func TestAFloodIsDroppedAndThePhoneGoesOn(t *testing.T) {
	tb := newTable(t, 2)
	c := tb.join(t)
	start := time.Now()
	for range 10_000 {
		if err := c.SendRaw([]byte(`{"t":"lang","lang":"uk"}`)); err != nil {
			t.Fatal(err)
		}
	}
	sent := time.Since(start)
	// The link reads a phone's messages in order: once a claim after the
	// flood is taken, the whole flood has been read. A second's pause
	// first gives the phone back an allowance to claim with; on a loaded
	// machine the link may still be reading the flood then, and drop the
	// claim with it, so the phone claims again after each second.
	for tries := 0; c.Latest().You != "a"; tries++ {
		if tries == 10 {
			t.Fatal("the phone never linked after the flood")
		}
		time.Sleep(time.Second)
		c.Claim("a")
		for deadline := time.Now().Add(time.Second); c.Latest().You != "a" && time.Now().Before(deadline); {
			time.Sleep(5 * time.Millisecond)
		}
	}
	if c.Latest().Lang != "uk" {
		t.Fatalf("the phone reads %q after the flood", c.Latest().Lang)
	}
	elapsed := time.Since(start)
	dropped, _ := tb.srv.Dropped()
	most := link.Burst + int(elapsed.Seconds()*link.Rate) + 1
	if dropped < 10_000-most {
		t.Fatalf("%d of 10,000 messages dropped in %v; at most %d may pass", dropped, elapsed, most)
	}
	t.Logf("10,000 messages sent in %v, and read with the claim after them in %v; %d dropped", sent, elapsed, dropped)
}

func TestTwelvePhonesAtOnce(t *testing.T) {
	tb := newTable(t, 12)
	var phones []*linktest.Client
	for range 12 {
		phones = append(phones, tb.join(t))
	}
	var wg sync.WaitGroup
	for i, c := range phones {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c.Claim(string(rune('a' + i)))
		}()
	}
	wg.Wait()
	for i, c := range phones {
		id := string(rune('a' + i))
		c.Wait(id+" has their card", func(st linktest.State) bool {
			return st.You == id && st.Secret != nil && st.Secret.Text == "secret-of-"+id
		})
	}
	if got := len(tb.srv.Linked()); got != 12 {
		t.Fatalf("%d phones linked, want 12", got)
	}
}

func TestAPhoneComesBackToItsPlayer(t *testing.T) {
	tb := newTable(t, 2)
	c := tb.join(t)
	c.Claim("a")
	token := c.Wait("a is linked", func(st linktest.State) bool { return st.You == "a" && st.Token != "" }).Token
	c.Conn.CloseNow()
	<-c.Closed
	again := tb.join(t)
	again.Send(map[string]string{"t": "hello", "token": token})
	again.Wait("the phone is a's again", func(st linktest.State) bool { return st.You == "a" && st.Secret != nil })
	// A stranger with a made-up token gets nobody.
	stranger := tb.join(t)
	stranger.Send(map[string]string{"t": "hello", "token": "made-up"})
	time.Sleep(100 * time.Millisecond)
	if got := stranger.Latest().You; got != "" {
		t.Fatalf("a made-up token linked the phone to %q", got)
	}
	// A new code unlinks every phone, and the old token is worth nothing.
	code := tb.srv.NewCode()
	<-again.Closed
	if len(tb.srv.Linked()) != 0 {
		t.Fatalf("phones still linked after a new code: %v", tb.srv.Linked())
	}
	back, err := tb.dial(t, code)
	if err != nil {
		t.Fatal(err)
	}
	back.Send(map[string]string{"t": "hello", "token": token})
	time.Sleep(100 * time.Millisecond)
	if got := back.Latest().You; got != "" {
		t.Fatalf("the old token linked the phone to %q after a new code", got)
	}
}

func TestTheRefereeUnlinksAPhone(t *testing.T) {
	tb := newTable(t, 2)
	c := tb.join(t)
	c.Claim("b")
	c.Wait("b is linked", func(st linktest.State) bool { return st.You == "b" })
	tb.srv.Unlink("b")
	<-c.Closed
	if len(tb.srv.Linked()) != 0 {
		t.Fatalf("still linked: %v", tb.srv.Linked())
	}
}

func TestAPressComesForThePhonesOwnPlayer(t *testing.T) {
	tb := newTable(t, 3)
	c, out := tb.join(t), tb.join(t)
	c.Claim("b")
	c.Wait("b is linked", func(st linktest.State) bool { return st.You == "b" })
	out.Claim("c")
	out.Wait("c is linked", func(st linktest.State) bool { return st.You == "c" })
	// C sits this game out: only A and B play.
	snap := snapshot(3)
	snap.Pad = &link.Pad{Challenge: 3, Open: true, GO: time.Now(), Players: []string{"a", "b"}}
	tb.srv.Publish(snap)
	// The pad opens once the phone's clock is known.
	c.Wait("the pad is open", func(st linktest.State) bool { return st.Pad != nil && st.Pad.Open })
	c.Send(map[string]any{"t": "press", "challenge": 2, "at": 1000.0, "player": "a"})
	c.Send(map[string]any{"t": "press", "challenge": 3, "at": 1000.0, "player": "a"})
	out.Send(map[string]any{"t": "press", "challenge": 3, "at": 1000.0})
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		tb.mu.Lock()
		pushed := len(tb.pushed)
		tb.mu.Unlock()
		if dropped, _ := tb.srv.Dropped(); dropped >= 2 && pushed >= 1 {
			break
		}
	}
	if strings.Contains(out.Everything(), `"pad"`) {
		t.Error("the phone of a player who sits the game out was made a pad")
	}
	tb.mu.Lock()
	defer tb.mu.Unlock()
	if len(tb.pushed) != 1 || tb.pushed[0].Player != "b" || tb.pushed[0].Challenge != 3 {
		t.Fatalf("presses handed on: %+v", tb.pushed)
	}
	if dropped, _ := tb.srv.Dropped(); dropped != 2 {
		t.Fatalf("%d dropped, want the press for another challenge and the one from outside the game", dropped)
	}
}

func TestAPressAfterTheCloseComesOnForTheLaptopToTell(t *testing.T) {
	tb := newTable(t, 2)
	c := tb.join(t)
	c.Claim("b")
	c.Wait("b is linked", func(st linktest.State) bool { return st.You == "b" })
	goAt := time.Now()
	snap := snapshot(2)
	snap.Pad = &link.Pad{Challenge: 4, Open: true, GO: goAt, Closes: goAt.Add(10 * time.Second)}
	tb.srv.Publish(snap)
	open := c.Wait("the pad is open", func(st linktest.State) bool { return st.Pad != nil && st.Pad.Open })
	if open.Pad.Round == 0 || open.Pad.Closes-open.Pad.Go < 9999 || open.Pad.Closes-open.Pad.Go > 10001 || open.Pad.Late {
		t.Fatalf("the open pad: %+v", *open.Pad)
	}
	// The presses closed; the laptop found b's press late.
	snap = snapshot(2)
	snap.Pad = &link.Pad{Challenge: 4, GO: goAt, Closes: goAt.Add(10 * time.Second), Late: []string{"b"}}
	tb.srv.Publish(snap)
	closed := c.Wait("the pad is closed", func(st linktest.State) bool { return st.Pad != nil && !st.Pad.Open && st.Pad.Late })
	if closed.Pad.Round != open.Pad.Round || closed.Pad.Go != open.Pad.Go {
		t.Fatalf("the closed pad is another count: %+v, open %+v", *closed.Pad, *open.Pad)
	}
	c.Send(map[string]any{"t": "press", "challenge": 4, "at": c.Clock()})
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		tb.mu.Lock()
		pushed := len(tb.pushed)
		tb.mu.Unlock()
		if pushed > 0 {
			break
		}
	}
	// Between counts, with no GO, a press is no press at all.
	snap = snapshot(2)
	snap.Pad = &link.Pad{Challenge: 5}
	tb.srv.Publish(snap)
	c.Wait("the pad waits", func(st linktest.State) bool { return st.Pad != nil && st.Pad.Challenge == 5 && st.Pad.Round == 0 })
	c.Send(map[string]any{"t": "press", "challenge": 5, "at": c.Clock()})
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		if dropped, _ := tb.srv.Dropped(); dropped >= 1 {
			break
		}
	}
	tb.mu.Lock()
	defer tb.mu.Unlock()
	if len(tb.pushed) != 1 || tb.pushed[0].Player != "b" || tb.pushed[0].Challenge != 4 {
		t.Fatalf("presses handed on: %+v", tb.pushed)
	}
	if dropped, _ := tb.srv.Dropped(); dropped != 1 {
		t.Fatalf("%d dropped, want the press between counts", dropped)
	}
}

// TestTheLinkKeepsTheAppsTimingsUnlessSetShorter checks that a zero
// option takes the timing the app runs with, and a set one is kept.
func TestTheLinkKeepsTheAppsTimingsUnlessSetShorter(t *testing.T) {
	app := link.Options{ExchangeEvery: 250 * time.Millisecond, WriteWithin: 2 * time.Second,
		SilentFor: 10 * time.Second, LiveWithin: 3 * time.Second, JoinWithin: 3 * time.Second}
	if got := link.Timings(link.NewServer(nil, link.Host{}, link.Options{})); got != app {
		t.Errorf("no options gave %+v, want %+v", got, app)
	}
	short := app
	short.JoinWithin = 300 * time.Millisecond
	if got := link.Timings(link.NewServer(nil, link.Host{}, link.Options{JoinWithin: short.JoinWithin})); got != short {
		t.Errorf("a short JoinWithin gave %+v, want %+v", got, short)
	}
}
