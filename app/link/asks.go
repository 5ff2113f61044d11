package link

import (
	"crypto/rand"
	"slices"
)

// Once a game has dealt private cards, the laptop decides who sits where:
// a phone that held a seat in it may come back to that seat, and to no
// other while the game runs; any other phone asks the laptop, and gets the
// seat, and its card, only when the laptop allows it. A seat the laptop
// handed over or unlinked is given by the laptop alone, whether cards are
// out or not, until a new code is drawn.

// dealt is a game whose private cards are out, and the seats the phones
// held in it, by their address.
type dealt struct {
	game string
	held map[string][]string
}

// Ask is a phone that asks the laptop for a seat: its number, the player
// whose seat it asks for, and its address.
type Ask struct {
	ID     int
	Player string
	Addr   string
}

// dealtLocked returns the game whose private cards are out, or nil before
// any game dealt them. A game that has dealt since is recorded with the
// seats held now, each its phone's: those phones were there when the cards
// came. The record stays while no other game deals, the table's way home
// and back included. s.mu is held.
func (s *Server) dealtLocked() *dealt {
	snap := s.published()
	if snap.Game == "" || len(snap.Secrets) == 0 || s.deal != nil && s.deal.game == snap.Game {
		return s.deal
	}
	d := &dealt{game: snap.Game, held: map[string][]string{}}
	for player, st := range s.seats {
		d.hold(st.addr, player)
		if st.phone != nil {
			st.phone.held, st.phone.heldIn = player, d
		}
	}
	s.deal = d
	return d
}

// hold records that the phone at addr held the player's seat.
func (d *dealt) hold(addr, player string) {
	if !slices.Contains(d.held[addr], player) {
		d.held[addr] = append(d.held[addr], player)
	}
}

// mine returns the seats the phone held in the game: its own first, or
// else those of its address, another page of the same phone.
func (d *dealt) mine(p *phone) []string {
	if p.heldIn == d && p.held != "" {
		return []string{p.held}
	}
	return d.held[p.addr]
}

// judgeLocked says whether the phone must ask the laptop for the free
// seat, or may not have it at all while the game runs: then why is what
// the phone is told. s.mu is held.
func (s *Server) judgeLocked(p *phone, player string) (ask bool, why string) {
	if p.refused[player] {
		return false, "refused"
	}
	if d := s.dealtLocked(); d != nil {
		switch mine := d.mine(p); {
		case len(mine) == 0:
			return true, ""
		case !slices.Contains(mine, player):
			return false, "one_seat"
		}
	}
	return s.vetted[player], ""
}

// heldLocked records the seat the phone sits on in the game that dealt
// cards, if one did; s.mu is held.
func (s *Server) heldLocked(p *phone, player string) {
	d := s.dealtLocked()
	if d == nil {
		return
	}
	d.hold(p.addr, player)
	if p.heldIn != d || p.held == "" {
		p.held, p.heldIn = player, d
	}
}

// askLocked has the phone ask the laptop for the player's seat, in place
// of any seat it asked for before; s.mu is held.
func (s *Server) askLocked(p *phone, player string) {
	s.asks++
	p.asks, p.askID, p.note = player, s.asks, "asked"
}

// Asks returns the phones that ask the laptop for a seat, the first to
// ask first.
func (s *Server) Asks() []Ask {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []Ask
	for p := range s.phones {
		if p.asks != "" {
			out = append(out, Ask{ID: p.askID, Player: p.asks, Addr: p.addr})
		}
	}
	slices.SortFunc(out, func(a, b Ask) int { return a.ID - b.ID })
	return out
}

// askerLocked returns the phone that asks with the number id, or nil once
// it asks no more; s.mu is held.
func (s *Server) askerLocked(id int) *phone {
	for p := range s.phones {
		if p.asks != "" && p.askID == id {
			return p
		}
	}
	return nil
}

// Allow gives the phone that asked with the number id the seat it asked
// for, and reports whether it did: not when the phone has gone or stopped
// asking, and not when the seat was taken meanwhile or the phone held
// another seat in the game since, which ends its ask. The other phones
// that ask for the seat are told it is taken.
func (s *Server) Allow(id int) bool {
	s.mu.Lock()
	p := s.askerLocked(id)
	if p == nil {
		s.mu.Unlock()
		return false
	}
	player := p.asks
	why := ""
	switch {
	case p.player != "" || s.seats[player] != nil:
		why = "taken"
	default:
		_, why = s.judgeLocked(p, player)
	}
	if why == "" {
		st := &seat{token: rand.Text()}
		s.seats[player] = st
		s.sitLocked(player, st, p)
		delete(s.vetted, player)
	} else {
		p.asks, p.askID, p.note = "", 0, why
	}
	s.mu.Unlock()
	if why == "" {
		s.host.Logf("link: the laptop let a phone (%s) take %s's seat", p.addr, player)
	}
	s.linkedNow()
	return why == ""
}

// Refuse turns down the phone that asked with the number id: it is told
// so, and asks for that seat no more; the page, opened again, may.
func (s *Server) Refuse(id int) {
	s.mu.Lock()
	p := s.askerLocked(id)
	player := ""
	if p != nil {
		player = p.asks
		p.asks, p.askID, p.note = "", 0, "refused"
		if p.refused == nil {
			p.refused = map[string]bool{}
		}
		p.refused[player] = true
	}
	s.mu.Unlock()
	if p != nil {
		s.host.Logf("link: the laptop refused a phone (%s) %s's seat", p.addr, player)
		s.linkedNow()
	}
}
