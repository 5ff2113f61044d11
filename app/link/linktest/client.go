package linktest

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"tablecompanion/games"
)

// Client is a phone on the table link, for tests: it answers the clock
// exchanges at once, as the phone page does, and keeps every state it was
// sent.
type Client struct {
	t      *testing.T
	Conn   *websocket.Conn
	start  time.Time
	mu     sync.Mutex
	states []State
	raw    []string
	// hold is how long the next clock answer is held back; asked are the
	// laptop's times of the clock questions the phone was asked.
	hold  time.Duration
	asked []float64
	// Closed is closed once the socket has closed.
	Closed chan struct{}
}

// State is what the link sends a phone, as far as the tests read it.
type State struct {
	Token   string `json:"token"`
	You     string `json:"you"`
	Note    string `json:"note"`
	Players []struct {
		ID     string `json:"id"`
		Linked bool   `json:"linked"`
	} `json:"players"`
	Board   games.Board   `json:"board"`
	Tonight []games.Row   `json:"tonight"`
	Secret  *games.Secret `json:"secret"`
	Lang    string        `json:"lang"`
	Pad     *struct {
		Challenge int     `json:"challenge"`
		Round     int64   `json:"round"`
		Go        float64 `json:"go"`
		Closes    float64 `json:"closes"`
		Open      bool    `json:"open"`
		LockOut   bool    `json:"lockOut"`
		Late      bool    `json:"late"`
		Name      string  `json:"name"`
	} `json:"pad"`
	Clock *struct {
		Ends    float64 `json:"ends"`
		Left    float64 `json:"left"`
		Running bool    `json:"running"`
	} `json:"clock"`
}

// Dial joins the link at the page's URL with the join code.
func Dial(t *testing.T, url, code string) (*Client, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	conn, _, err := websocket.Dial(ctx, socketURL(url, code), nil)
	if err != nil {
		return nil, err
	}
	return answer(t, conn), nil
}

// socketURL is where a phone opens its socket with the code.
func socketURL(url, code string) string {
	return strings.Replace(strings.TrimSuffix(url, "/"), "http", "ws", 1) + "/ws?code=" + code
}

// answer makes a phone of the socket: it answers the clock exchanges and
// keeps every state.
func answer(t *testing.T, conn *websocket.Conn) *Client {
	conn.SetReadLimit(1 << 20)
	c := &Client{t: t, Conn: conn, start: time.Now(), Closed: make(chan struct{})}
	go func() {
		defer close(c.Closed)
		for {
			_, data, err := conn.Read(context.Background())
			if err != nil {
				return
			}
			got := c.Clock()
			var m struct {
				T     string  `json:"t"`
				Asked float64 `json:"asked"`
			}
			_ = json.Unmarshal(data, &m)
			if m.T == "sync" {
				c.mu.Lock()
				hold := c.hold
				c.hold = 0
				c.asked = append(c.asked, m.Asked)
				c.mu.Unlock()
				answer := map[string]any{"t": "sync", "asked": m.Asked, "got": got, "sent": c.Clock()}
				if hold == 0 {
					c.Send(answer)
					continue
				}
				// A held answer says it was sent at once: its trip looks
				// as slow as the hold.
				go func() {
					time.Sleep(hold)
					c.Send(answer)
				}()
				continue
			}
			var st State
			_ = json.Unmarshal(data, &st)
			c.mu.Lock()
			c.states = append(c.states, st)
			c.raw = append(c.raw, string(data))
			c.mu.Unlock()
		}
	}()
	t.Cleanup(func() { conn.CloseNow() })
	return c
}

// Clock is the phone's clock: milliseconds since it joined.
func (c *Client) Clock() float64 {
	return float64(time.Since(c.start)) / float64(time.Millisecond)
}

// Send sends the link a message.
func (c *Client) Send(m any) {
	data, _ := json.Marshal(m)
	_ = c.Conn.Write(context.Background(), websocket.MessageText, data)
}

// SendRaw sends the link a message as it is.
func (c *Client) SendRaw(data []byte) error {
	return c.Conn.Write(context.Background(), websocket.MessageText, data)
}

// Claim asks to be the player's phone.
func (c *Client) Claim(player string) {
	c.Send(map[string]string{"t": "claim", "player": player})
}

// Wait returns the first state since the start for which ok holds, or
// fails the test after five seconds.
func (c *Client) Wait(what string, ok func(State) bool) State {
	c.t.Helper()
	deadline := time.Now().Add(5 * time.Second)
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
	return State{}
}

// Hold holds back the phone's next clock answer for d, as a phone that
// wants its trips to look slow does.
func (c *Client) Hold(d time.Duration) {
	c.mu.Lock()
	c.hold = d
	c.mu.Unlock()
}

// Asked returns the laptop's times of the clock questions the phone was
// asked, oldest first.
func (c *Client) Asked() []float64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return slices.Clone(c.asked)
}

// Latest returns the last state the phone was sent.
func (c *Client) Latest() State {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.states) == 0 {
		return State{}
	}
	return c.states[len(c.states)-1]
}

// Everything returns every message the phone was sent, as sent.
func (c *Client) Everything() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return strings.Join(c.raw, "\n")
}
