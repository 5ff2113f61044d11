package spyfall

import (
	"tablecompanion/games/spyfall"
	"tablecompanion/screens"
)

// The table may end a game of Spyfall 2 where it stands, from the shell's top bar.
var _ screens.Ender = (*Screen)(nil)

// EndHereWords says what ending the match now does, and that a round
// under way is dropped.
func (s *Screen) EndHereWords() string {
	if s.Match().State().Phase() != spyfall.PhaseDeal {
		return s.Ctx.T("spyfall.end_here.ask_round")
	}
	return s.Ctx.T("spyfall.end_here.ask")
}

// EndHereWhyNot says why the table may not end the match yet.
func (s *Screen) EndHereWhyNot() string {
	return s.Ctx.T("end_here.why_not.first_round")
}
