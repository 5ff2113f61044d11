package app

import (
	"time"

	"tablecompanion/games"
	"tablecompanion/games/evening"
	"tablecompanion/games/kinds"
	"tablecompanion/screens"
	"tablecompanion/screens/house"
)

// homeShell gives the home screen the games it lists and the steps it
// asks the shell to take.
func (s *Shell) homeShell() house.HomeShell {
	return house.HomeShell{Games: s.opts.Games,
		Unfinished:    func() []house.SavedGame { return s.savedGames(s.games.unfinished()) },
		FinishedSince: func(since time.Time) []house.SavedGame { return s.savedGames(s.games.finishedSince(since)) },
		Players:       func() games.Seats { return s.roster.State().Players() },
		Tonight:       s.tonight, OpenGame: s.OpenGame, OpenRoster: s.OpenRoster, OpenEvenings: s.OpenEvenings,
		OpenRecords: s.OpenRecords, NewEvening: s.NewEvening, Export: s.exportEvening, Undo: s.undoHome}
}

// savedGames tells the home screen of the pages' games.
func (s *Shell) savedGames(pages []*page) []house.SavedGame {
	out := make([]house.SavedGame, len(pages))
	for i, p := range pages {
		g := house.SavedGame{Game: p.game, Started: evening.StartedAt(p.key), At: p.at,
			Open: func() { s.show(p) }, Remove: func() { s.RemoveGame(p) }}
		if h := p.screen.History(); h != nil {
			g.Moves = h.Len()
		}
		if pr, ok := p.screen.(screens.Progress); ok {
			g.Progress = pr.Progress()
		}
		if played, ok := told(p); ok {
			g.Played = &played
		}
		out[i] = g
	}
	return out
}

// told is what the page's game tells of itself from its match in hand:
// its players and, when it is over, its ranking.
func told(p *page) (kinds.Played, bool) {
	kind, ok := kinds.Lookup(p.kind)
	h := p.screen.History()
	if !ok || h == nil {
		return kinds.Played{}, false
	}
	return kind.Tell(h)
}

// RemoveGame takes a game off the home screen and out of the evenings. Its
// file is kept aside, and Undo on the home screen brings it back.
func (s *Shell) RemoveGame(p *page) {
	if err := s.store.Remove(p.key); err != nil {
		s.saveFailed(err)
		s.updateBar()
		return
	}
	s.games.remove(p)
	if _, ok := s.evenings.State().Game(p.key); ok {
		s.evenings.Do(evening.Remove(p.key))
		s.saveEvenings()
	}
	s.home.AddStep(func() string {
		return s.cat.T("home.removed", "Game", s.cat.T(p.game.Title), "Time", p.at.Local().Format("15:04"))
	}, func() bool { return s.restore(p) }, false)
	s.opts.Logf("removed %s", p.key)
	s.commit(s.fixed[screenHome])
}

// restore brings a removed game back to the home screen and the evenings.
func (s *Shell) restore(p *page) bool {
	if err := s.store.Restore(p.key); err != nil {
		s.saveFailed(err)
		return false
	}
	s.games.restore(p)
	s.recordEvening(p, true)
	s.opts.Logf("restored %s", p.key)
	return true
}

// undoHome takes back the home screen's last step and reports whether
// there was one.
func (s *Shell) undoHome() bool {
	if !s.home.UndoStep() {
		return false
	}
	s.commit(s.fixed[screenHome])
	return true
}
