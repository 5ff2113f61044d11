package link

import (
	"crypto/rand"
	"slices"
	"time"

	"github.com/coder/websocket"
)

// seat is a player a phone holds. It stays the phone's while the phone
// sleeps and reconnects, until the laptop unlinks it or hands it over, the
// phone leaves, or a new code is drawn; its one token is what brings the
// phone back, and dies with the seat.
type seat struct {
	token string
	// phone is the phone on the seat now, nil while it is away.
	phone *phone
	// addr is where the seat's phone last came from.
	addr string
}

// Linked returns the IDs of the players whose seat a phone holds, away or
// not, in no order.
func (s *Server) Linked() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []string
	for player := range s.seats {
		out = append(out, player)
	}
	return out
}

// Away returns the players whose seat a phone holds while the phone is
// away, asleep or out of reach, in order.
func (s *Server) Away() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []string
	for player, st := range s.seats {
		if st.phone == nil {
			out = append(out, player)
		}
	}
	slices.Sort(out)
	return out
}

// Uncertain returns the players whose phone cannot time a press to within
// TooUncertain now, or is away: the referee says so before GO.
func (s *Server) Uncertain() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	now := time.Since(s.start)
	var out []string
	for player, st := range s.seats {
		if st.phone == nil {
			out = append(out, player)
		} else if _, within, ok := st.phone.clock.ToPhone(now); !ok || within > TooUncertain {
			out = append(out, player)
		}
	}
	slices.Sort(out)
	return out
}

// Unlink takes the player's seat from its phone and bars the phone: its
// token dies, its sockets close, and its address may not join again until
// a new code is drawn, whether the phone is there or away; a phone from
// another address gets the seat only when the laptop allows it (Allow). It
// returns at once.
func (s *Server) Unlink(player string) {
	s.mu.Lock()
	st := s.seats[player]
	if st != nil {
		s.barred[st.addr] = true
		s.vetted[player] = true
		s.freeLocked(player, "unlinked")
		for p := range s.phones {
			if p.addr == st.addr {
				s.endLocked(p, "unlinked")
			}
		}
	}
	s.mu.Unlock()
	if st != nil {
		s.host.Logf("link: %s's phone (%s) is unlinked", player, st.addr)
		s.linkedNow()
	}
}

// HandOver frees the player's seat for another phone, as for a phone that
// died: the seat's token dies and its phone, if still there, is closed; a
// phone that asks for the seat then gets it only when the laptop allows it
// (Allow), not the first that asks. It returns at once.
func (s *Server) HandOver(player string) {
	s.mu.Lock()
	ok := s.seats[player] != nil
	if ok {
		s.vetted[player] = true
	}
	s.freeLocked(player, "handed over")
	s.mu.Unlock()
	if ok {
		s.host.Logf("link: %s's seat is handed over", player)
		s.linkedNow()
	}
}

// freeLocked frees the player's seat: its phone is ended for why, and the
// phones that wait with its token are told it is gone; s.mu is held.
func (s *Server) freeLocked(player, why string) {
	st := s.seats[player]
	if st == nil {
		return
	}
	delete(s.seats, player)
	if st.phone != nil {
		s.endLocked(st.phone, why)
	}
	for p := range s.phones {
		if p.waits == st.token {
			p.waits, p.note = "", ""
			p.poke()
		}
	}
}

// endLocked takes the phone off the link and closes its socket on a
// goroutine of its own, saying why; what it still sends is not read.
// s.mu is held.
func (s *Server) endLocked(p *phone, why string) {
	delete(s.phones, p)
	s.listLocked()
	if st := s.seats[p.player]; st != nil && st.phone == p {
		st.phone = nil
	}
	p.player, p.waits = "", ""
	go func() { _ = p.conn.Close(websocket.StatusNormalClosure, why) }()
}

// claim seats the phone as a player of the roster whose seat nobody
// holds; a seat held by a phone, away or not, is taken. Once a game has
// dealt private cards, and for a seat the laptop handed over or unlinked,
// the phone may have to ask the laptop first, or may not have the seat at
// all (judgeLocked).
func (s *Server) claim(p *phone, player string) bool {
	s.mu.Lock()
	_, held := s.seats[player]
	ok := p.player == "" && s.published().Players.Index(player) >= 0 && !held
	ask, why, again := false, "", p.asks == player
	if ok {
		ask, why = s.judgeLocked(p, player)
	}
	switch {
	case ok && ask && again:
		// Asked already: the laptop's question stays as it is.
	case ok && why != "":
		p.note = why
		ok = false
	case ok && ask:
		s.askLocked(p, player)
	case ok:
		st := &seat{token: rand.Text()}
		s.seats[player] = st
		s.sitLocked(player, st, p)
	case held && p.player == "":
		p.note = "taken"
	}
	s.mu.Unlock()
	switch {
	case why == "refused":
		p.poke()
	case why != "":
		s.host.Logf("link: a phone (%s) that held another seat in this game asked for %s's: refused", p.addr, player)
		p.poke()
	case ok && ask && again:
	case ok && ask:
		s.host.Logf("link: a phone (%s) asks the laptop for %s's seat", p.addr, player)
		s.linked()
	case ok:
		s.host.Logf("link: a phone (%s) is linked to %s", p.addr, player)
		s.linked()
	default:
		p.poke()
	}
	return ok
}

// hello brings a phone that comes back to the seat its token names. While
// the seat's phone is alive elsewhere (another tab with the same token)
// this one waits, and takes the seat when that one goes; a phone silent
// for LiveWithin is taken to be this one before it slept, and closed. A
// token that names no seat is dead: the phone is told it holds none.
func (s *Server) hello(p *phone, token string) bool {
	if token == "" {
		return true
	}
	s.mu.Lock()
	player, st := s.seatOf(token)
	switch {
	case st == nil || p.player != "":
		s.mu.Unlock()
		p.poke()
		// A phone already on the seat its token names changes nothing.
		return st != nil && st.phone == p
	case st.phone != nil && st.phone != p && time.Since(st.phone.heard) < s.opts.LiveWithin:
		p.waits, p.note = token, "busy"
		s.mu.Unlock()
		p.poke()
		return true
	case st.phone != nil && st.phone != p:
		s.endLocked(st.phone, "the phone came back")
	}
	s.sitLocked(player, st, p)
	s.mu.Unlock()
	s.host.Logf("link: a phone (%s) came back to %s", p.addr, player)
	s.linked()
	return true
}

// seatOf returns the seat whose token this is, and its player; s.mu is
// held.
func (s *Server) seatOf(token string) (string, *seat) {
	for player, st := range s.seats {
		if st.token == token {
			return player, st
		}
	}
	return "", nil
}

// sitLocked puts the phone on the player's seat, where it asks for no
// other; the phones that ask the laptop for the seat are told it is
// taken. s.mu is held.
func (s *Server) sitLocked(player string, st *seat, p *phone) {
	st.phone, st.addr = p, p.addr
	p.player, p.waits, p.note = player, "", ""
	p.asks, p.askID = "", 0
	s.heldLocked(p, player)
	for q := range s.phones {
		if q.asks == player {
			q.asks, q.askID, q.note = "", 0, "taken"
			q.poke()
		}
	}
}

// leave frees the seat the phone holds: "This isn't me".
func (s *Server) leave(p *phone) bool {
	s.mu.Lock()
	// A game that dealt cards since learns first whose seat this was.
	s.dealtLocked()
	player := p.player
	st := s.seats[player]
	held := st != nil && st.phone == p
	if held {
		st.phone = nil
		s.freeLocked(player, "")
	}
	asked := p.asks != ""
	p.player, p.waits, p.note = "", "", ""
	p.asks, p.askID = "", 0
	s.mu.Unlock()
	if !held && !asked {
		// A phone with no seat that asked for none changes nothing by
		// leaving: the laptop redraws nothing, and the phone alone hears
		// back.
		p.poke()
		return true
	}
	if held {
		s.host.Logf("link: a phone (%s) left %s's seat", p.addr, player)
	}
	// The laptop drops the seat, or the question the phone asked.
	s.linked()
	return true
}

// gone takes a phone whose socket closed off the link: its seat stays, and
// passes to a phone that waits with its token, if one does.
func (s *Server) gone(p *phone) {
	s.mu.Lock()
	on := s.phones[p]
	delete(s.phones, p)
	s.listLocked()
	player := p.player
	asked := p.asks != ""
	st := s.seats[player]
	held := st != nil && st.phone == p
	var next *phone
	if held {
		st.phone = nil
		for q := range s.phones {
			if q.waits == st.token && (next == nil || q.heard.After(next.heard)) {
				next = q
			}
		}
		if next != nil {
			s.sitLocked(player, st, next)
		}
	}
	s.mu.Unlock()
	if next != nil {
		s.host.Logf("link: a waiting phone (%s) took %s's seat", next.addr, player)
	}
	if on && (held || asked) {
		s.linked()
	}
}
