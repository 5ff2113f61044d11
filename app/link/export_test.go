package link

import "time"

// SetClock has the link count the tries at the join code by now.
func SetClock(s *Server, now func() time.Time) {
	s.mu.Lock()
	s.now = now
	s.mu.Unlock()
}

// Timings returns the timings the link keeps.
func Timings(s *Server) Options { return s.opts }
