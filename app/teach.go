package app

import (
	"slices"

	"tablecompanion/games"
	"tablecompanion/games/evening"
	"tablecompanion/screens"
)

// playedHere returns whether any of the players, by ID, has played a game
// of the kind here: one of the finished games the evenings hold, or one
// of the games under way, given by their players.
func playedHere(kind string, ids []string, finished []evening.Game, underWay []games.Seats) bool {
	played := func(seats games.Seats) bool {
		return slices.ContainsFunc(ids, func(id string) bool { return seats.Index(id) >= 0 })
	}
	for _, g := range finished {
		if g.Kind == kind && played(g.Players) {
			return true
		}
	}
	return slices.ContainsFunc(underWay, played)
}

// keepTeach keeps a game's teaching in the settings by its save's name;
// a game not taught, the most of them, keeps nothing.
func (s *Shell) keepTeach(p *page, st screens.TeachState) {
	if !st.On {
		if _, ok := s.settings.Teach[p.key]; ok {
			delete(s.settings.Teach, p.key)
			s.saveSettings()
		}
		return
	}
	if s.settings.Teach == nil {
		s.settings.Teach = map[string]screens.TeachState{}
	}
	s.settings.Teach[p.key] = st
	s.saveSettings()
}

// savedTeach returns the teaching kept for a game.
func (s *Shell) savedTeach(p *page) (screens.TeachState, bool) {
	st, ok := s.settings.Teach[p.key]
	return st, ok
}
