package app

import (
	"encoding/json"
	"errors"
	"os"
	"time"

	"tablecompanion/app/store"
	"tablecompanion/games"
	"tablecompanion/games/kinds"
	"tablecompanion/games/roster"
	"tablecompanion/screens"
)

func (s *Shell) loadRoster() error {
	s.roster = roster.New()
	_, body, err := s.store.Load(store.RosterFile)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	m, err := roster.Load(body)
	if err != nil {
		return s.store.Aside(store.RosterFile, err)
	}
	s.roster = m
	return nil
}

// loadGames reads every saved game whose referee this build has and returns
// what it has to tell about the files it could not read.
func (s *Shell) loadGames() []string {
	names, err := s.store.Games()
	if err != nil {
		s.opts.Logf("saves: the games could not be listed: %v", err)
		return nil
	}
	var notices []string
	for _, name := range names {
		if g, ok := s.evenings.State().Game(name); ok {
			if game := s.game(g.Kind); game != nil && game.Load != nil {
				// A finished game the evenings hold is read and replayed
				// only when the table opens it: five years of games
				// start as fast as none.
				s.games.add(&page{key: name, kind: g.Kind, game: game, saved: true, at: g.Finished, readOnly: true})
				continue
			}
		}
		f, err := s.store.Read(name)
		if err != nil {
			notices = append(notices, s.unreadable(err))
			continue
		}
		game := s.game(f.Kind)
		if game == nil || game.Load == nil {
			s.opts.Logf("saves: %s is a %q game this build cannot referee; left as it is", name, f.Kind)
			continue
		}
		p := &page{key: name, kind: f.Kind, game: game, saved: true, at: f.Saved}
		p.screen, err = game.Load(s.context(p), *game, f.Body)
		if err != nil {
			notices = append(notices, s.unreadable(s.store.Aside(name, err)))
			continue
		}
		p.readOnly = p.screen.History().Over()
		s.games.add(p)
	}
	return notices
}

// unreadable says, in the current language, which save could not be read
// and where it was kept.
func (s *Shell) unreadable(err error) string {
	var u *store.Unreadable
	if !errors.As(err, &u) {
		return s.cat.T("storage.read_failed", "Detail", err.Error())
	}
	if errors.Is(err, store.ErrFutureFormat) {
		return s.cat.T("storage.future", "File", u.Name, "Kept", u.MovedTo)
	}
	return s.cat.T("storage.unreadable", "File", u.Name, "Kept", u.MovedTo)
}

// savedClock returns the clock kept beside the game saved as name, and
// false when none was under way.
func (s *Shell) savedClock(name string) (screens.ClockState, bool) {
	st, ok := s.clocks.saved(name)
	if !ok || st.For == "" {
		return screens.ClockState{}, false
	}
	s.opts.Logf("clock %s: %q, %v left", clockFile(name), st.For, st.Left)
	return st, true
}

// commit saves a page's match after an action and, when the page is on
// show, updates it and the top bar.
func (s *Shell) commit(p *page) {
	s.save(p)
	if p.game != nil && p.saved {
		s.recordEvening(p, true)
	}
	if s.current == p {
		p.screen.Update()
		s.updateBar()
		screens.DrawOnce(s.body)
	}
}

// save writes a page's match to its file.
func (s *Shell) save(p *page) {
	h := p.screen.History()
	if h == nil {
		return
	}
	name := p.key
	if p.key == screenRoster {
		name = store.RosterFile
	}
	if err := s.store.Save(name, p.kind, h); err != nil {
		s.saveFailed(err)
		return
	}
	p.at = time.Now()
	if !p.saved && p.game != nil {
		// A new game joins the games under way with its first save, and
		// its setup is where the next setup of its kind starts.
		s.games.add(p)
		s.rememberSetup(p.kind, h)
	}
	p.saved = true
	s.saveErr = ""
	s.opts.Logf("saved %s: %d actions", name, h.Len())
}

// rememberSetup keeps the setup of a match just started for the next game
// of its kind.
func (s *Shell) rememberSetup(kind string, h games.History) {
	data, err := json.Marshal(h)
	var rec struct {
		Setup json.RawMessage `json:"setup"`
	}
	if err != nil || json.Unmarshal(data, &rec) != nil || len(rec.Setup) == 0 {
		return
	}
	if s.settings.Setups == nil {
		s.settings.Setups = map[string]json.RawMessage{}
	}
	s.settings.Setups[kind] = rec.Setup
	// The game's players are the next setup's, whatever its game; the
	// ticks of this kind's setup are spent.
	if p := s.setups[kind]; p != nil && p.screen.History() == h {
		delete(s.setups, kind)
	}
	delete(s.settings.Ticks, kind)
	if k, ok := kinds.Lookup(kind); ok {
		if played, ok := k.Tell(h); ok {
			s.settings.Players = []string{}
			for _, pl := range played.Players {
				s.settings.Players = append(s.settings.Players, pl.ID)
			}
		}
	}
	s.saveSettings()
}

func (s *Shell) saveFailed(err error) {
	s.opts.Logf("save failed: %v", err)
	s.saveErr = s.cat.T(s.storageID("storage.save_failed"), "Dir", s.store.Dir(), "Detail", err.Error())
}

// storageID returns the message about the saves' place: a folder on the
// desktop, the browser's storage on the web.
func (s *Shell) storageID(id string) string {
	if s.opts.Root != nil {
		return id + "_browser"
	}
	return id
}
