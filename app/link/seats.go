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
// a new code is drawn, whether the phone is there or away. It returns at
// once.
func (s *Server) Unlink(player string) {
	s.mu.Lock()
	st := s.seats[player]
	if st != nil {
		s.barred[st.addr] = true
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
		s.linked()
	}
}

// HandOver frees the player's seat for another phone, as for a phone that
// died: the seat's token dies and its phone, if still there, is closed; the
// next phone to ask for the seat takes it. It returns at once.
func (s *Server) HandOver(player string) {
	s.mu.Lock()
	ok := s.seats[player] != nil
	s.freeLocked(player, "handed over")
	s.mu.Unlock()
	if ok {
		s.host.Logf("link: %s's seat is handed over", player)
		s.linked()
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
// holds; a seat held by a phone, away or not, is taken.
func (s *Server) claim(p *phone, player string) bool {
	s.mu.Lock()
	_, held := s.seats[player]
	ok := p.player == "" && s.published().Players.Index(player) >= 0 && !held
	switch {
	case ok:
		s.seats[player] = &seat{token: rand.Text(), phone: p, addr: p.addr}
		p.player, p.waits, p.note = player, "", ""
	case held && p.player == "":
		p.note = "taken"
	}
	s.mu.Unlock()
	if ok {
		s.host.Logf("link: a phone (%s) is linked to %s", p.addr, player)
		s.linked()
	} else {
		p.poke()
	}
	return ok
}

// hello brings a phone that comes back to the seat its token names. While
// the seat's phone is alive elsewhere (another tab with the same token)
// this one waits, and takes the seat when that one goes; a phone silent
// for liveWithin is taken to be this one before it slept, and closed. A
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
	case st.phone != nil && st.phone != p && time.Since(st.phone.heard) < liveWithin:
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

// sitLocked puts the phone on the player's seat; s.mu is held.
func (s *Server) sitLocked(player string, st *seat, p *phone) {
	st.phone, st.addr = p, p.addr
	p.player, p.waits, p.note = player, "", ""
}

// leave frees the seat the phone holds: "This isn't me".
func (s *Server) leave(p *phone) bool {
	s.mu.Lock()
	player := p.player
	st := s.seats[player]
	held := st != nil && st.phone == p
	if held {
		st.phone = nil
		s.freeLocked(player, "")
	}
	p.player, p.waits, p.note = "", "", ""
	s.mu.Unlock()
	if !held {
		// A phone with no seat changes nothing by leaving: the laptop
		// redraws nothing, and the phone alone hears back.
		p.poke()
		return true
	}
	s.host.Logf("link: a phone (%s) left %s's seat", p.addr, player)
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
	if on && held {
		s.linked()
	}
}
