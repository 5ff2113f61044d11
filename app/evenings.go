package app

import (
	"bytes"
	"encoding/csv"
	"errors"
	"image/png"
	"os"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/software"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/app/store"
	"tablecompanion/games/evening"
	"tablecompanion/screens/house"
)

// loadEvenings reads the evenings and brings them in line with the games
// the shell loaded: a finished game they lack joins them, and a game they
// hold whose save could not be read is left out and named in the banner.
// The evenings were read before the games (readEvenings).
func (s *Shell) loadEvenings() []string {
	var notices []string
	before := s.evenings.Len()
	loaded := map[string]bool{}
	for _, p := range s.games.pages {
		loaded[p.key] = true
		if p.screen != nil {
			s.recordEvening(p, false)
		}
	}
	for _, g := range s.evenings.State().Games() {
		if !loaded[g.File] {
			s.leftOut = append(s.leftOut, s.cat.T("evening.left_out", "Game", s.gameTitle(g.Kind), "File", g.File))
			s.evenings.Do(evening.Remove(g.File))
		}
	}
	if s.resummarise() || s.evenings.Len() != before {
		s.saveEvenings()
	}
	return notices
}

// readEvenings reads the evenings' save, before the games: a finished game
// they hold is loaded only when it is opened (see loadGames).
func (s *Shell) readEvenings() []string { return s.readEveningsBeside()() }

// readEveningsBeside starts reading and replaying the evenings' save on
// another goroutine, and returns the call that waits for it and takes the
// evenings, with what the banner says of a save it could not read.
func (s *Shell) readEveningsBeside() func() []string {
	type read struct {
		m        *evening.Match
		err, bad error
	}
	done := make(chan read, 1)
	go func() {
		var r read
		var body []byte
		if _, body, r.err = s.store.Load(store.EveningsFile); r.err == nil {
			r.m, r.bad = evening.Load(body)
		}
		done <- r
	}()
	return func() []string {
		r := <-done
		s.evenings, _ = evening.New(evening.Setup{})
		switch {
		case errors.Is(r.err, os.ErrNotExist):
		case r.err != nil:
			return []string{s.unreadable(r.err)}
		case r.bad != nil:
			return []string{s.unreadable(s.store.Aside(store.EveningsFile, r.bad))}
		default:
			s.evenings = r.m
		}
		return nil
	}
}

// gameTitle returns a game's name in the current language.
func (s *Shell) gameTitle(kind string) string {
	if g := s.game(kind); g != nil {
		return s.cat.T(g.Title)
	}
	return kind
}

// gameIcon returns a kind of game's icon, nil for a kind this build does
// not know.
func (s *Shell) gameIcon(kind string) fyne.Resource {
	if g := s.game(kind); g != nil {
		return g.Icon
	}
	return nil
}

// recordEvening brings the evenings in line with a game: a finished game
// joins them with its result, and a game no longer over, after an undo,
// leaves them. It saves the evenings when save is set and they changed.
func (s *Shell) recordEvening(p *page, save bool) {
	h := p.screen.History()
	if h == nil || p.game == nil {
		return
	}
	had, recorded := s.evenings.State().Game(p.key)
	var a evening.Action
	switch {
	case h.Over() && (!recorded || had.Actions != h.Len()):
		at := p.at
		if recorded && at.IsZero() {
			at = had.Finished
		}
		// The match in hand tells its result: nothing is replayed.
		g, err := evening.Tell(p.key, p.kind, at, h)
		if err != nil {
			s.opts.Logf("evenings: %v", err)
			return
		}
		a = evening.Finished(g)
	case !h.Over() && recorded:
		a = evening.Remove(p.key)
	default:
		return
	}
	if err := s.evenings.Do(a); err != nil {
		s.opts.Logf("evenings: %v", err)
		return
	}
	// A new evening that has its games now is no longer the evenings' last
	// step, and stays.
	s.home.DropEveningSteps()
	if save {
		s.saveEvenings()
	}
}

func (s *Shell) saveEvenings() {
	if err := s.store.Save(store.EveningsFile, "evenings", s.evenings); err != nil {
		s.saveFailed(err)
	}
}

// NewEvening starts a new evening now: the games finished from here on
// make its leaderboard. Undo on the home screen takes it back.
func (s *Shell) NewEvening() {
	if err := s.evenings.Do(evening.NewEvening(time.Now())); err != nil {
		return
	}
	s.home.AddStep(func() string { return s.cat.T("evening.started") }, func() bool {
		ok := s.evenings.Undo()
		s.saveEvenings()
		return ok
	}, true)
	s.saveEvenings()
	s.commit(s.fixed[screenHome])
}

// tonight returns the evening under way.
func (s *Shell) tonight() evening.Evening {
	return s.evenings.State().Tonight(time.Now())
}

// savedGame returns the icon of the finished game kept in a file and what
// opens it read-only on its final board; open is nil once the save is
// gone.
func (s *Shell) savedGame(file string) (icon fyne.Resource, open func()) {
	p := s.games.file(file)
	if p == nil {
		return nil, nil
	}
	return p.game.Icon, func() {
		p.readOnly = true
		s.show(p)
	}
}

// eveningCSV is an evening as a table: one row per player per game, with
// the date, the game, the player, the place, the points and whether they
// won.
func (s *Shell) eveningCSV(e evening.Evening) []byte {
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	_ = w.Write([]string{s.cat.T("export.date"), s.cat.T("export.game"), s.cat.T("export.player"),
		s.cat.T("export.place"), s.cat.T("export.points"), s.cat.T("export.winner")})
	for _, g := range e.Games {
		for _, r := range g.Results() {
			won := s.cat.T("export.no")
			if r.Winner {
				won = s.cat.T("export.yes")
			}
			_ = w.Write([]string{g.Finished.Local().Format("2006-01-02 15:04"), s.gameTitle(g.Kind), r.Player.Name,
				strconv.Itoa(r.Place), house.Points(r.HalfPoints), won})
		}
	}
	w.Flush()
	return b.Bytes()
}

// eveningPNG draws an evening's leaderboard as a picture, in the current
// language and theme, to share in a chat.
func (s *Shell) eveningPNG(e evening.Evening) ([]byte, error) {
	name := house.Heading(s.cat.T("app.name"))
	title := widget.NewLabelWithStyle(house.EveningTitle(s.cat, e), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	lb := house.NewLeaderboard(s.cat, e)
	board := container.NewVBox(name, title, lb.Box, lb.Chart.Object())
	c := software.NewCanvas()
	c.SetPadded(true)
	c.SetContent(board)
	c.Resize(fyne.NewSize(max(480, board.MinSize().Width+16), board.MinSize().Height+16))
	var b bytes.Buffer
	if err := png.Encode(&b, c.Capture()); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// exportEvening saves an evening as CSV or as a picture, tells where it
// went to the screen that asked, and says in the banner when that failed.
func (s *Shell) exportEvening(e evening.Evening, picture bool, tell func(said string)) {
	name := eveningFileName(e, picture)
	data, err := s.eveningCSV(e), error(nil)
	if picture {
		data, err = s.eveningPNG(e)
	}
	if err == nil {
		s.saveFile(name, data, func(where string, err error) {
			if err != nil {
				s.exportFailed(err)
				return
			}
			tell(s.savedTo(name, where))
		})
		return
	}
	s.exportFailed(err)
}

// eveningFileName names the file an evening is saved to by its day, such
// as evening-2026-11-24.csv: no time of day, whose colon Windows refuses.
func eveningFileName(e evening.Evening, picture bool) string {
	if picture {
		return "evening-" + e.Start.Local().Format("2006-01-02") + ".png"
	}
	return "evening-" + e.Start.Local().Format("2006-01-02") + ".csv"
}

func (s *Shell) exportFailed(err error) {
	s.opts.Logf("export failed: %v", err)
	s.saveErr = s.cat.T("export.failed", "Detail", err.Error())
	s.updateBar()
}
