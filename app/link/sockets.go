package link

// How many sockets the link keeps open: SocketsPerAddress from one
// address, and Strangers in all whose phone holds no seat. A socket past
// either closes the one of its kind that has been idle longest, so a
// flood of sockets costs the link a bounded number of goroutines and
// never closes a seat's phone; a table behind one router still fits.
const (
	SocketsPerAddress = 16
	Strangers         = 64
)

// Sockets returns how many phones' sockets the link holds open.
func (s *Server) Sockets() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.phones)
}

// makeRoomLocked closes the sockets that leave room for one more from
// addr: the phones without a seat that have been idle longest, from addr
// while it holds SocketsPerAddress, and from anywhere while the link holds
// Strangers. It reports false when addr's sockets are all seats' phones,
// and the new one may not stay. s.mu is held.
func (s *Server) makeRoomLocked(addr string) bool {
	for s.count(func(p *phone) bool { return p.addr == addr }) >= SocketsPerAddress {
		idle := s.idlest(func(p *phone) bool { return p.addr == addr && p.player == "" })
		if idle == nil {
			return false
		}
		s.endLocked(idle, "too many")
	}
	for s.count(func(p *phone) bool { return p.player == "" }) >= Strangers {
		s.endLocked(s.idlest(func(p *phone) bool { return p.player == "" }), "too many")
	}
	return true
}

// count counts the phones on the link for which is holds; s.mu is held.
func (s *Server) count(is func(*phone) bool) int {
	n := 0
	for p := range s.phones {
		if is(p) {
			n++
		}
	}
	return n
}

// idlest returns the phone for which is holds that was heard from least
// recently, or nil; s.mu is held.
func (s *Server) idlest(is func(*phone) bool) *phone {
	var out *phone
	for p := range s.phones {
		if is(p) && (out == nil || p.heard.Before(out.heard)) {
			out = p
		}
	}
	return out
}
