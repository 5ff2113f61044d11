package app

import "tablecompanion/screens"

// OpenRules opens the game's How to play at the part that fits the step
// under way.
func (s *Shell) OpenRules() {
	t, ok := s.current.screen.(screens.Teacher)
	if !ok {
		return
	}
	screens.ShowHowTo(s.cat, s.win, s.current.screen.Title(), t.HowTo(), t.RulesPart())
}
