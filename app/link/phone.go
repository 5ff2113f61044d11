package link

import (
	"context"
	"encoding/json"
	"math"
	"net/http"
	"slices"
	"time"

	"github.com/coder/websocket"

	"tablecompanion/games"
)

// phone is one phone's socket. Its own goroutine writes to it: the link
// pokes it when its state may have changed, and it sends the newest state
// when it is free to, so nothing the laptop does waits on a phone.
type phone struct {
	conn *websocket.Conn
	addr string
	// wake holds one poke: a queue of one whose every entry is "send the
	// newest state".
	wake chan struct{}
	// last is the last state sent, not sent again unchanged; the phone's
	// goroutine alone keeps it.
	last []byte

	// The rest is the link's, under its lock.
	player string
	// waits is the token of a seat whose phone is alive elsewhere, which
	// this one takes when that one goes; note is what the page is told
	// of a seat it asked for and did not get: "taken" or "busy".
	waits string
	note  string
	// held is the seat the phone first held in the game heldIn, which
	// dealt private cards; asks is the seat it asks the laptop for, by
	// the ask's number askID.
	held   string
	heldIn *dealt
	asks   string
	askID  int
	// refused are the seats the laptop refused this phone: it asks for
	// them no more, so that it cannot keep the question on the laptop's
	// screen.
	refused map[string]bool
	lang    string
	clock   PhoneClock
	// heard is when the phone last sent anything.
	heard time.Time
	// allowance is what the phone may still send now, refilled at Rate.
	allowance float64
	checked   time.Time
}

// poke tells the phone's goroutine to send the newest state; a poke
// already waiting stands for this one too.
func (p *phone) poke() {
	select {
	case p.wake <- struct{}{}:
	default:
	}
}

// socket takes a phone's socket when its address may try the code and the
// code is the table's, and reads what the phone sends until it goes.
func (s *Server) socket(w http.ResponseWriter, r *http.Request) {
	addr := remoteIP(r)
	a := s.admit(addr, r.URL.Query().Get("code"), r.URL.Query().Get("token"))
	if a.status != 0 {
		a.refuse(w)
		return
	}
	conn, err := websocket.Accept(w, r, nil)
	if err != nil {
		return
	}
	conn.SetReadLimit(maxFrame)
	now := time.Now()
	p := &phone{conn: conn, addr: addr, wake: make(chan struct{}, 1), heard: now, allowance: Burst, checked: now}
	if !s.add(p, a.drawn) {
		conn.CloseNow()
		return
	}
	s.host.Logf("link: a phone joined from %s", addr)
	ctx, cancel := context.WithCancel(r.Context())
	go s.write(ctx, p)
	p.poke()
	for {
		_, data, err := conn.Read(ctx)
		if err != nil {
			break
		}
		s.receive(p, data)
	}
	cancel()
	s.gone(p)
	conn.CloseNow()
	s.host.Logf("link: a phone left (%s)", addr)
}

// add puts a phone let in with the code drawn on the link, unless another
// code was drawn since, the link stopped, its address was barred, or its
// address's sockets are all seats' phones; it closes the idlest sockets
// that stand in its way.
func (s *Server) add(p *phone, drawn int) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed || drawn != s.drawn || s.barred[p.addr] || !s.makeRoomLocked(p.addr) {
		return false
	}
	p.lang = s.published().Lang
	s.phones[p] = true
	s.listLocked()
	return true
}

// message is what a phone sends.
type message struct {
	T      string `json:"t"`
	Token  string `json:"token,omitempty"`
	Player string `json:"player,omitempty"`
	Lang   string `json:"lang,omitempty"`
	// A clock exchange: the laptop's time it was asked, and the phone's
	// when it got the question and sent its answer, in milliseconds.
	Asked float64 `json:"asked,omitempty"`
	Got   float64 `json:"got,omitempty"`
	Sent  float64 `json:"sent,omitempty"`
	// A press: the challenge and the phone's time of the press.
	Challenge int     `json:"challenge,omitempty"`
	At        float64 `json:"at,omitempty"`
}

// receive acts on one message, or drops it; a phone the laptop ended is
// not heard.
func (s *Server) receive(p *phone, data []byte) {
	now := time.Since(s.start)
	s.mu.Lock()
	on := s.phones[p]
	p.heard = time.Now()
	s.mu.Unlock()
	if !on {
		return
	}
	var m message
	if !s.allow(p) || len(data) > MaxMessage || json.Unmarshal(data, &m) != nil || !s.act(p, m, now) {
		s.mu.Lock()
		s.dropped++
		s.mu.Unlock()
	}
}

// allow takes one message from the phone's allowance, and reports false
// when it has none left.
func (s *Server) allow(p *phone) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	now := time.Now()
	p.allowance = min(Burst, p.allowance+now.Sub(p.checked).Seconds()*Rate)
	p.checked = now
	if p.allowance < 1 {
		return false
	}
	p.allowance--
	return true
}

// act does what a message asks, and reports false for one that asks for
// nothing the phone may have.
func (s *Server) act(p *phone, m message, now time.Duration) bool {
	switch m.T {
	case "hello":
		return s.hello(p, m.Token)
	case "lang":
		if m.Lang != "en" && m.Lang != "ru" && m.Lang != "uk" {
			return false
		}
		s.mu.Lock()
		p.lang = m.Lang
		s.mu.Unlock()
		p.poke()
		return true
	case "claim":
		return s.claim(p, m.Player)
	case "leave":
		return s.leave(p)
	case "sync":
		s.mu.Lock()
		ok := p.clock.Answer(Exchange{Asked: ms(m.Asked), PhoneGot: ms(m.Got), PhoneSent: ms(m.Sent), Answered: now})
		s.mu.Unlock()
		if ok {
			// The pad's GO and the clock's end are on the phone's clock,
			// which each exchange knows better.
			p.poke()
		}
		return ok
	case "press":
		return s.press(p, m, now)
	}
	return false
}

// press hands a pad's press to the shell, on the laptop's clock; one that
// claims a time before the phone could have sent it, arrived at now, is
// refused, counted and named. One that arrived before GO was pressed
// before GO, whatever time it claims: it goes on as a false start, at its
// arrival at the latest.
func (s *Server) press(p *phone, m message, arrived time.Duration) bool {
	s.mu.Lock()
	pad := s.published().Pad
	player := p.player
	at, within, ok := p.clock.ToLaptop(ms(m.At))
	possible := p.clock.Possible(at, within, arrived)
	s.mu.Unlock()
	if pad != nil && !pad.GO.IsZero() {
		at, within = ByArrival(at, within, arrived, pad.GO.Sub(s.start))
	}
	// A press after the close still goes on: the laptop tells its player.
	taken := pad != nil && (pad.Open || !pad.GO.IsZero())
	if player == "" || !taken || m.Challenge != pad.Challenge || !ok || s.host.Pressed == nil ||
		pad.Players != nil && !slices.Contains(pad.Players, player) {
		return false
	}
	pr := Press{Player: player, Challenge: m.Challenge, At: s.start.Add(at), Within: within}
	if possible {
		s.host.Pressed(pr)
		return true
	}
	s.mu.Lock()
	s.doubted++
	s.mu.Unlock()
	s.host.Logf("link: %s's pad claimed a press %v before it arrived, more than its phone's network allows: refused",
		player, (arrived - at).Round(time.Millisecond))
	if s.host.Doubted != nil {
		s.host.Doubted(pr)
	}
	return true
}

// write is the phone's own goroutine: it sends the phone its newest state
// when poked, and asks for its clock now and then, until the socket goes.
// A phone that takes longer than WriteWithin to read a message, or sends
// nothing for SilentFor, is dropped.
func (s *Server) write(ctx context.Context, p *phone) {
	next := time.NewTimer(0)
	defer next.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-p.wake:
			if data, ok := s.stateFor(p); !ok || data != nil && !s.send(ctx, p, data) {
				return
			}
		case <-next.C:
			every, ok := s.exchangeDue(p)
			if !ok {
				return
			}
			asked := millis(time.Since(s.start))
			s.mu.Lock()
			p.clock.Ask(ms(asked))
			s.mu.Unlock()
			data, _ := json.Marshal(map[string]any{"t": "sync", "asked": asked})
			if !s.send(ctx, p, data) {
				return
			}
			next.Reset(every)
		}
	}
}

// exchangeDue returns how long until the next clock exchange with the
// phone: often while it is a pad. It reports false for a phone the laptop
// ended, and drops one that has been silent too long.
func (s *Server) exchangeDue(p *phone) (time.Duration, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.phones[p] {
		return 0, false
	}
	if time.Since(p.heard) > s.opts.SilentFor {
		s.host.Logf("link: a phone (%s) has been silent for %v: dropped", p.addr, s.opts.SilentFor)
		go p.conn.CloseNow()
		return 0, false
	}
	if p.player != "" && s.published().Pad != nil {
		return s.opts.ExchangeEvery, true
	}
	return 4 * s.opts.ExchangeEvery, true
}

// send writes one message to the phone, and drops a phone that does not
// take it within WriteWithin: it connects again by itself.
func (s *Server) send(ctx context.Context, p *phone, data []byte) bool {
	ctx, cancel := context.WithTimeout(ctx, s.opts.WriteWithin)
	defer cancel()
	if err := p.conn.Write(ctx, websocket.MessageText, data); err != nil {
		if ctx.Err() == context.DeadlineExceeded {
			s.host.Logf("link: a phone (%s) stopped reading: dropped", p.addr)
		}
		p.conn.CloseNow()
		return false
	}
	return true
}

// state is what one phone is sent: the roster with whose seat is held, its
// own player and secret, the board, tonight's leaderboard, the clock and
// the pad, in its language.
type state struct {
	T       string          `json:"t"`
	Token   string          `json:"token,omitempty"`
	You     string          `json:"you,omitempty"`
	Note    string          `json:"note,omitempty"`
	Players []player        `json:"players"`
	Colors  map[string]Mark `json:"colors,omitempty"`
	Board   games.Board     `json:"board"`
	Tonight []games.Row     `json:"tonight,omitempty"`
	Secret  *games.Secret   `json:"secret,omitempty"`
	Pad     *padState       `json:"pad,omitempty"`
	Clock   *clockState     `json:"clock,omitempty"`
	Lang    string          `json:"lang"`
}

type player struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	Color  string `json:"color,omitempty"`
	Linked bool   `json:"linked,omitempty"`
}

// padState is the pad on the phone's clock: GO when the phone's clock
// reads Go and the close of the presses when it reads Closes, in
// milliseconds; the player's name and colour. Round tells one count from
// another, a challenge cancelled and started again or replayed included,
// so that a press for one never shows on the next; Late says the laptop
// found this player's press too late.
type padState struct {
	Challenge int     `json:"challenge"`
	Round     int64   `json:"round,omitempty"`
	Go        float64 `json:"go,omitempty"`
	Closes    float64 `json:"closes,omitempty"`
	Open      bool    `json:"open"`
	LockOut   bool    `json:"lockOut,omitempty"`
	Late      bool    `json:"late,omitempty"`
	Name      string  `json:"name"`
	Color     string  `json:"color,omitempty"`
}

// clockState is the board's clock on the phone's clock: it ends when the
// phone's reads Ends, or keeps Left while stopped; milliseconds.
type clockState struct {
	Ends    float64 `json:"ends,omitempty"`
	Left    float64 `json:"left"`
	Running bool    `json:"running"`
}

// stateFor returns the phone's state, or nil when it is the one sent
// last; ok is false for a phone the laptop ended. Only the phone's own
// goroutine calls it: it alone keeps last, and it turns the state into
// JSON outside the lock, since a snapshot once published never changes.
func (s *Server) stateFor(p *phone) (data []byte, ok bool) {
	st, ok := s.stateOf(p)
	if !ok {
		return nil, false
	}
	data, err := json.Marshal(st)
	if err != nil || slices.Equal(data, p.last) {
		return nil, true
	}
	p.last = data
	return data, true
}

// stateOf gathers the phone's state.
func (s *Server) stateOf(p *phone) (state, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.phones[p] {
		return state{}, false
	}
	// A game that dealt cards since is recorded before any card is sent.
	s.dealtLocked()
	snap := s.published()
	st := state{T: "state", You: p.player, Note: p.note, Lang: p.lang, Board: snap.Board[p.lang], Tonight: snap.Tonight[p.lang], Colors: snap.Marks}
	if seat := s.seats[p.player]; seat != nil && seat.phone == p {
		st.Token = seat.token
	}
	for _, pl := range snap.Players {
		_, held := s.seats[pl.ID]
		st.Players = append(st.Players, player{ID: pl.ID, Name: pl.Name, Color: pl.Color, Linked: held})
	}
	if secret, ok := snap.Secrets[p.player][p.lang]; ok && p.player != "" {
		st.Secret = &secret
	}
	st.Clock, st.Pad = s.clockAndPad(p, snap)
	return st, true
}

// clockAndPad are the clock and the phone's pad on the phone's own clock;
// s.mu is held.
func (s *Server) clockAndPad(p *phone, snap Snapshot) (*clockState, *padState) {
	offset, _, synced := p.clock.ahead(time.Since(s.start))
	phoneMs := func(t time.Time) float64 { return math.Round(millis(t.Sub(s.start) + offset)) }
	var clock *clockState
	if c := snap.Clock; c != nil {
		// A phone whose clock is known runs the clock to its end on its
		// own; another shows the time left, stopped, until it is known.
		clock = &clockState{Running: c.Running && synced}
		if clock.Running {
			clock.Ends = phoneMs(c.Ends)
		} else {
			clock.Left = math.Round(millis(c.Left))
		}
	}
	pad := snap.Pad
	if pad == nil || p.player == "" || pad.Players != nil && !slices.Contains(pad.Players, p.player) {
		return clock, nil
	}
	out := &padState{Challenge: pad.Challenge, Open: pad.Open && synced, LockOut: pad.LockOut, Late: slices.Contains(pad.Late, p.player)}
	if i := snap.Players.Index(p.player); i >= 0 {
		out.Name, out.Color = snap.Players[i].Name, snap.Players[i].Color
	}
	if !pad.GO.IsZero() {
		out.Round = pad.GO.UnixMilli()
		if synced {
			out.Go = phoneMs(pad.GO)
		}
	}
	if !pad.Closes.IsZero() && synced {
		out.Closes = phoneMs(pad.Closes)
	}
	return clock, out
}
