package app

// Waker keeps the screen on while the table needs it: a Screen Wake Lock
// (or its fallback) in a browser, an inhibited screensaver on the desktop.
// The shell calls Hold and Release only when the answer changes, on the UI
// goroutine; neither may block it.
type Waker interface {
	// Hold keeps the screen on; why says so to the user, where the system
	// shows what keeps it on.
	Hold(why string)
	// Release lets the screen sleep again.
	Release()
}

// wakeNeed is what the table has on that may need the screen awake.
type wakeNeed struct {
	// home is whether the home screen is on show.
	home bool
	// game is whether a game under way, started and not over, is on show.
	game bool
	// clock is whether a game's clock is under way, on show or not.
	clock bool
}

// awakeInBrowser is the rule on a tablet: awake while a game is under way
// on screen or its clock runs, so that the tablet does not dim halfway
// through a round, and never on the home screen, where the table has left
// the game.
func awakeInBrowser(n wakeNeed) bool {
	return !n.home && (n.game || n.clock)
}

// awakeOnDesktop is the rule on a laptop: awake while a clock runs, so the
// screensaver does not hide the time left; a game waiting for the next
// action lets the laptop keep its own settings.
func awakeOnDesktop(n wakeNeed) bool {
	return n.clock
}

// updateWake tells the waker whether the screen must stay on now, when
// that changes.
func (s *Shell) updateWake() {
	if s.wake == nil || s.current == nil {
		return
	}
	n := wakeNeed{home: s.current == s.fixed[screenHome]}
	if h := s.current.screen.History(); h != nil && !h.Over() {
		n.game = true
	}
	for _, on := range s.clockOn {
		n.clock = n.clock || on
	}
	on := wakeRule(n)
	switch {
	case on && !s.awake:
		s.wake.Hold(s.cat.T("wake.why"))
	case !on && s.awake:
		s.wake.Release()
	}
	s.awake = on
}
