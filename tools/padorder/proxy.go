package main

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"net"
	"net/http/httptest"
	"sync"
	"testing/fstest"
	"time"

	"github.com/coder/websocket"

	"tablecompanion/app/link"
	"tablecompanion/app/link/linktest"
	"tablecompanion/games"
	"tablecompanion/games/keepwatch"
)

// proxy relays TCP between the phones and the link on the loopback, holding
// every chunk for a delay of its own in each direction, never letting a
// chunk pass the one before it.
type proxy struct {
	l      net.Listener
	target string
	mu     sync.Mutex
	r      *rand.Rand
}

func newProxy(target string, r *rand.Rand) (*proxy, error) {
	l, err := net.Listen("tcp4", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	p := &proxy{l: l, target: target, r: r}
	go p.serve()
	return p, nil
}

func (p *proxy) delay() time.Duration {
	p.mu.Lock()
	defer p.mu.Unlock()
	return linktest.Delay(p.r)
}

func (p *proxy) serve() {
	for {
		in, err := p.l.Accept()
		if err != nil {
			return
		}
		out, err := net.Dial("tcp4", p.target)
		if err != nil {
			in.Close()
			continue
		}
		go p.relay(in, out)
		go p.relay(out, in)
	}
}

// relay copies from src to dst, each chunk after its delay.
func (p *proxy) relay(src, dst net.Conn) {
	type chunk struct {
		data []byte
		at   time.Time
	}
	queue := make(chan chunk, 1024)
	go func() {
		defer dst.Close()
		for c := range queue {
			time.Sleep(time.Until(c.at))
			if _, err := dst.Write(c.data); err != nil {
				return
			}
		}
	}()
	defer close(queue)
	last := time.Now()
	buf := make([]byte, 32<<10)
	for {
		n, err := src.Read(buf)
		if n > 0 {
			at := time.Now().Add(p.delay())
			if at.Before(last) {
				at = last
			}
			last = at
			queue <- chunk{data: append([]byte(nil), buf[:n]...), at: at}
		}
		if err != nil {
			return
		}
	}
}

// simPhone is a phone on the real link through the proxy: its clock is off
// and drifts, and it answers the clock exchanges as the page does.
type simPhone struct {
	conn  *websocket.Conn
	clock linktest.Phone
	start time.Time
}

// now is what the phone's clock reads at the real moment t, in ms.
func (sp *simPhone) read(t time.Time) float64 {
	return float64(sp.clock.Clock(t.Sub(sp.start))) / float64(time.Millisecond)
}

func dialPhone(ctx context.Context, url, code, player string, clock linktest.Phone, start time.Time) (*simPhone, error) {
	conn, _, err := websocket.Dial(ctx, url+"/ws?code="+code, nil)
	if err != nil {
		return nil, err
	}
	sp := &simPhone{conn: conn, clock: clock, start: start}
	claim, _ := json.Marshal(map[string]string{"t": "claim", "player": player})
	if err := conn.Write(ctx, websocket.MessageText, claim); err != nil {
		return nil, err
	}
	go func() {
		for {
			_, data, err := conn.Read(ctx)
			if err != nil {
				return
			}
			got := sp.read(time.Now())
			var m struct {
				T     string  `json:"t"`
				Asked float64 `json:"asked"`
			}
			if json.Unmarshal(data, &m) == nil && m.T == "sync" {
				reply, _ := json.Marshal(map[string]any{"t": "sync", "asked": m.Asked, "got": got, "sent": sp.read(time.Now())})
				_ = conn.Write(ctx, websocket.MessageText, reply)
			}
		}
	}()
	return sp, nil
}

// press sends a press the phone's player made at the real moment t.
func (sp *simPhone) press(ctx context.Context, challenge int, t time.Time) error {
	msg, _ := json.Marshal(map[string]any{"t": "press", "challenge": challenge, "at": sp.read(t)})
	return sp.conn.Write(ctx, websocket.MessageText, msg)
}

// RunProxied plays the pairs for every gap on the real link, with two
// phones behind a loopback proxy that delays each way: they link and
// exchange clocks as pads for the warm-up, then press each pair a gap
// apart, one pair at a time.
func RunProxied(pairs int, seed uint64, warmUp time.Duration) ([]Tally, error) {
	r := rand.New(rand.NewPCG(seed, 22))
	var mu sync.Mutex
	var got []link.Press
	refused := 0
	srv := link.NewServer(fstest.MapFS{"index.html": {Data: []byte("phone")}}, link.Host{Pressed: func(p link.Press) {
		mu.Lock()
		got = append(got, p)
		mu.Unlock()
	}, Doubted: func(link.Press) {
		mu.Lock()
		refused++
		mu.Unlock()
	}}, link.Options{})
	hs := httptest.NewServer(srv.Handler())
	defer hs.Close()
	defer srv.Close()
	px, err := newProxy(hs.Listener.Addr().String(), rand.New(rand.NewPCG(seed, 23)))
	if err != nil {
		return nil, err
	}
	defer px.l.Close()
	players := games.Seats{{ID: "a", Name: "A"}, {ID: "b", Name: "B"}}
	challenge := 1
	publish := func(open bool) {
		srv.Publish(link.Snapshot{Players: players, Pad: &link.Pad{Challenge: challenge, Open: open, GO: time.Now()}})
	}
	publish(false)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	start := time.Now()
	var phones [2]*simPhone
	for i := range phones {
		if phones[i], err = dialPhone(ctx, "ws://"+px.l.Addr().String(), srv.Code(), players[i].ID, linktest.RandomPhone(r), start); err != nil {
			return nil, err
		}
	}
	time.Sleep(warmUp)
	var out []Tally
	for _, gap := range Gaps {
		t := Tally{Gap: gap, Pairs: pairs}
		for range pairs {
			publish(true)
			mu.Lock()
			got, refused = nil, 0
			mu.Unlock()
			first := r.IntN(2)
			goAt := time.Now()
			truth := [2]time.Time{}
			truth[first] = goAt.Add(5 * time.Millisecond)
			truth[1-first] = truth[first].Add(gap)
			// Each phone presses at its own true moment.
			var wg sync.WaitGroup
			for i := range phones {
				wg.Go(func() {
					time.Sleep(time.Until(truth[i]))
					_ = phones[i].press(ctx, challenge, truth[i])
				})
			}
			wg.Wait()
			deadline := time.Now().Add(2 * time.Second)
			for {
				mu.Lock()
				n := len(got)
				mu.Unlock()
				if n+refused == 2 || time.Now().After(deadline) {
					break
				}
				time.Sleep(5 * time.Millisecond)
			}
			mu.Lock()
			arrived := append([]link.Press(nil), got...)
			t.Refused += refused
			mu.Unlock()
			if len(arrived) == 2 {
				if err := tallyPair(&t, arrived, first, goAt); err != nil {
					return nil, err
				}
			}
			challenge++
			time.Sleep(200 * time.Millisecond)
		}
		out = append(out, t)
	}
	return out, nil
}

// tallyPair counts how the engine and the order of arrival put the two
// presses, in the order they arrived.
func tallyPair(t *Tally, arrived []link.Press, first int, goAt time.Time) error {
	var presses []keepwatch.Press
	for _, p := range arrived {
		presses = append(presses, keepwatch.Press{Player: p.Player, At: p.At.Sub(goAt), Within: p.Within})
		t.Bounds += p.Within
	}
	if arrived[0].Player == string(rune('a'+first)) {
		t.ArrivedRight++
	} else {
		t.ArrivedWrong++
	}
	return t.judge(presses, first)
}
