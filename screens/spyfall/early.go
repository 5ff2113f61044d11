package spyfall

import (
	"tablecompanion/games/spyfall"
	"tablecompanion/screens"
)

// The table may end a game of Spyfall 2 where it stands, from the shell's top bar.
var _ screens.Ender = (*Screen)(nil)

// Ending reports whether a game is under way and whether the table may end
// it here now.
func (s *Screen) Ending() (underWay, now bool) {
	if s.match == nil || s.match.Over() {
		return false, false
	}
	return true, s.match.State().CanEndHere()
}

// EndHere ends the game where it stands.
func (s *Screen) EndHere() error {
	if err := s.match.Do(spyfall.EndHere()); err != nil {
		return err
	}
	s.Ctx.Commit()
	return nil
}

// EndHereWords says what ending the match now does, and that a round
// under way is dropped.
func (s *Screen) EndHereWords() string {
	if s.match.State().Phase() != spyfall.PhaseDeal {
		return s.Ctx.T("spyfall.end_here.ask_round")
	}
	return s.Ctx.T("spyfall.end_here.ask")
}

// EndHereWhyNot says why the table may not end the match yet.
func (s *Screen) EndHereWhyNot() string {
	return s.Ctx.T("end_here.why_not.first_round")
}
