package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2/test"
	"github.com/coder/websocket"

	"tablecompanion/app"
	"tablecompanion/app/link/linktest"
	"tablecompanion/app/store"
	"tablecompanion/games/roster"
	"tablecompanion/screens/catalog"
	"tablecompanion/sound"
)

// window is the app's shell with the Phones dialog open, whose UI
// goroutine is a loop of this tool's: what the link hands the UI waits
// its turn there, and so does a frame queued every frameEvery. How late
// the frames run is the window's lag.
type window struct {
	shell *app.Shell
	url   string
	code  string

	mu    sync.Mutex
	queue []queued
	wake  chan struct{}
	// worst is the latest a frame ran after it was due; frames counts
	// them; handed counts what the link handed the UI.
	worst  time.Duration
	frames int
	handed atomic.Int64
	// seated counts the seats the link gave.
	seated atomic.Int64
	stop   chan struct{}
}

type queued struct {
	f     func()
	at    time.Time
	frame bool
}

// frameEvery is a 60 Hz window's frame.
const frameEvery = time.Second / 60

// openWindow starts the shell on a test app with the link on and its
// Phones dialog open, with players in the roster.
func openWindow(players int) (*window, error) {
	dir, err := os.MkdirTemp("", "linkmeasure")
	if err != nil {
		return nil, err
	}
	if err := seatRoster(dir, players); err != nil {
		return nil, err
	}
	w := &window{wake: make(chan struct{}, 1), stop: make(chan struct{})}
	joined := regexp.MustCompile(`phones: open (http://127\.0\.0\.1:\d+/)\?code=(\w+)`)
	var logMu sync.Mutex
	logf := func(format string, args ...any) {
		if strings.Contains(format, "is linked to") {
			w.seated.Add(1)
		}
		if m := joined.FindStringSubmatch(fmt.Sprintf(format, args...)); m != nil {
			logMu.Lock()
			w.url, w.code = m[1], m[2]
			logMu.Unlock()
		}
	}
	a := test.NewApp()
	opts := app.Options{Dir: dir, Games: catalog.All(), Sound: sound.New(func(string, ...any) {}), Locale: "en-US", Logf: logf,
		OnUI: func(f func()) {
			w.handed.Add(1)
			w.add(queued{f: f, at: time.Now()})
		}}
	w.shell, err = app.New(a, opts)
	if err != nil {
		return nil, err
	}
	w.shell.OpenPhones()
	if w.url == "" {
		return nil, fmt.Errorf("the link did not start")
	}
	go w.loop()
	go w.tick()
	return w, nil
}

func (w *window) add(q queued) {
	w.mu.Lock()
	w.queue = append(w.queue, q)
	w.mu.Unlock()
	select {
	case w.wake <- struct{}{}:
	default:
	}
}

// loop is the UI goroutine: it runs what waits, in order.
func (w *window) loop() {
	for {
		select {
		case <-w.stop:
			return
		case <-w.wake:
		}
		for {
			w.mu.Lock()
			if len(w.queue) == 0 {
				w.mu.Unlock()
				break
			}
			q := w.queue[0]
			w.queue = w.queue[1:]
			w.mu.Unlock()
			if q.frame {
				w.mu.Lock()
				w.worst = max(w.worst, time.Since(q.at))
				w.frames++
				w.mu.Unlock()
				continue
			}
			q.f()
		}
	}
}

// tick queues a frame every frameEvery.
func (w *window) tick() {
	t := time.NewTicker(frameEvery)
	defer t.Stop()
	for {
		select {
		case <-w.stop:
			return
		case <-t.C:
			w.add(queued{frame: true, at: time.Now()})
		}
	}
}

// settle waits until the UI has run all it was handed, or budget passes,
// and returns how much still waits.
func (w *window) settle(budget time.Duration) int {
	deadline := time.Now().Add(budget)
	for {
		w.mu.Lock()
		n := 0
		for _, q := range w.queue {
			if !q.frame {
				n++
			}
		}
		w.mu.Unlock()
		if n == 0 || time.Now().After(deadline) {
			return n
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// report says the window's worst lag and how much the link handed the UI.
func (w *window) report(what string, waiting int, budget time.Duration) {
	w.mu.Lock()
	worst, frames := w.worst, w.frames
	w.mu.Unlock()
	// A frame still waiting is as late as it has waited.
	w.mu.Lock()
	for _, q := range w.queue {
		if q.frame {
			worst = max(worst, time.Since(q.at))
			break
		}
	}
	w.mu.Unlock()
	more := ""
	if waiting > 0 {
		more = fmt.Sprintf("; %d calls still waited %v after the attack", waiting, budget)
	}
	fmt.Printf("%s: %d seats taken; the window's worst lag %v over %d frames; the link handed the UI %d calls%s\n",
		what, w.seated.Load(), worst.Round(time.Millisecond), frames, w.handed.Load(), more)
}

// close quits the shell on the UI goroutine, as the app does, and then
// stops it.
func (w *window) close() {
	done := make(chan struct{})
	w.add(queued{f: func() { w.shell.Quit(); close(done) }, at: time.Now()})
	<-done
	close(w.stop)
}

// leaves opens sockets with the code from many addresses, none with a
// seat, and has each send "leave" as fast as it can for span.
func leaves(sockets, addrs int, span, budget time.Duration) error {
	w, err := openWindow(0)
	if err != nil {
		return err
	}
	defer w.close()
	var conns []*websocket.Conn
	for i := range sockets {
		conn, err := linktest.Socket(w.url, w.code, fmt.Sprintf("127.0.1.%d", 1+i%addrs))
		if err != nil {
			continue
		}
		defer conn.CloseNow()
		// Read and drop what the link sends, as a page does.
		go func() {
			for {
				if _, _, err := conn.Read(context.Background()); err != nil {
					return
				}
			}
		}()
		conns = append(conns, conn)
	}
	var sent atomic.Int64
	start := time.Now()
	var wg sync.WaitGroup
	for _, conn := range conns {
		wg.Go(func() {
			for time.Since(start) < span {
				if conn.Write(context.Background(), websocket.MessageText, []byte(`{"t":"leave"}`)) != nil {
					return
				}
				sent.Add(1)
				time.Sleep(time.Millisecond)
			}
		})
	}
	wg.Wait()
	waiting := w.settle(budget)
	w.report(fmt.Sprintf("%d leaves from %d seatless sockets (%d of %d let in, from %d addresses) in %v",
		sent.Load(), len(conns), len(conns), sockets, addrs, span), waiting, budget)
	return nil
}

// guessers has each of n addresses send Tries+1 wrong codes.
func guessers(n, workers, tries int, budget time.Duration) error {
	w, err := openWindow(0)
	if err != nil {
		return err
	}
	defer w.close()
	var next atomic.Int64
	var judged, waited atomic.Int64
	start := time.Now()
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for {
				i := int(next.Add(1)) - 1
				if i >= n {
					return
				}
				from := fmt.Sprintf("127.%d.%d.%d", 2+i/(250*250), i/250%250, 1+i%250)
				client := linktest.HTTPFrom(from)
				for t := range tries {
					switch get(client, fmt.Sprintf("%sjoin?code=Z%d%04d", w.url, t, i%10000)) {
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
	took := time.Since(start)
	waiting := w.settle(budget)
	w.report(fmt.Sprintf("%d addresses × %d wrong codes in %v: %d judged, %d told to wait",
		n, tries, took.Round(time.Millisecond), judged.Load(), waited.Load()), waiting, budget)
	return nil
}

// seatRoster saves a roster of n players in dir, as the app keeps it.
func seatRoster(dir string, n int) error {
	if n == 0 {
		return nil
	}
	st, err := store.Open(dir)
	if err != nil {
		return err
	}
	m := roster.New()
	for i := range n {
		if err := m.Do(roster.Action{Op: roster.Add, Name: fmt.Sprintf("Player %d", i+1), Color: m.State().FreeColor()}); err != nil {
			return err
		}
	}
	return st.Save("roster.json", "roster", m)
}

// churn has n phones, each from an address of its own, take a seat of the
// roster and leave it again, as fast as they may, for span.
func churn(n int, span, budget time.Duration) error {
	w, err := openWindow(n)
	if err != nil {
		return err
	}
	defer w.close()
	ids, err := playerIDs(w)
	if err != nil {
		return err
	}
	var sent atomic.Int64
	start := time.Now()
	var wg sync.WaitGroup
	for i, id := range ids {
		conn, err := linktest.Socket(w.url, w.code, fmt.Sprintf("127.0.3.%d", 1+i))
		if err != nil {
			return err
		}
		defer conn.CloseNow()
		go func() {
			for {
				if _, _, err := conn.Read(context.Background()); err != nil {
					return
				}
			}
		}()
		claim := []byte(fmt.Sprintf(`{"t":"claim","player":%q}`, id))
		wg.Go(func() {
			for time.Since(start) < span {
				for _, m := range [][]byte{claim, []byte(`{"t":"leave"}`)} {
					if conn.Write(context.Background(), websocket.MessageText, m) != nil {
						return
					}
					sent.Add(1)
				}
				time.Sleep(time.Millisecond)
			}
		})
	}
	wg.Wait()
	waiting := w.settle(budget)
	w.report(fmt.Sprintf("%d claims and leaves from %d phones, each on a seat of its own and off it, in %v", sent.Load(), n, span), waiting, budget)
	return nil
}

// playerIDs returns the IDs of the roster's players, as the link's page
// reads them.
func playerIDs(w *window) ([]string, error) {
	c, _, err := websocket.Dial(context.Background(), strings.Replace(w.url, "http", "ws", 1)+"ws?code="+w.code, nil)
	if err != nil {
		return nil, err
	}
	defer c.CloseNow()
	for {
		_, data, err := c.Read(context.Background())
		if err != nil {
			return nil, err
		}
		var st struct {
			T       string
			Players []struct{ ID string }
		}
		if json.Unmarshal(data, &st) == nil && st.T == "state" {
			var ids []string
			for _, p := range st.Players {
				ids = append(ids, p.ID)
			}
			return ids, nil
		}
	}
}
