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

// playedHereFunc is the context's PlayedHere for a page: the games are
// looked up once, at the first question, since a setup asks at each tick.
func (s *Shell) playedHereFunc(p *page) func(ids []string) bool {
	var underWay []games.Seats
	looked := false
	return func(ids []string) bool {
		if !looked {
			looked = true
			for _, u := range s.games.unfinished() {
				if u.kind != p.kind || u == p {
					continue
				}
				if played, ok := told(u); ok {
					underWay = append(underWay, played.Players)
				}
			}
		}
		return playedHere(p.kind, ids, s.evenings.State().Games(), underWay)
	}
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
