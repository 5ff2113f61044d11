package app

import (
	"tablecompanion/games"
	"tablecompanion/screens"
)

// host is the shell as one page's screen sees it: the screen's commits
// and ways to the other screens, what the shell keeps beside its match,
// and the table round it.
type host struct {
	s *Shell
	p *page
	// underWay are the players of this kind's other games under way,
	// looked up at the first PlayedHere, since a setup asks at each tick.
	underWay []games.Seats
	looked   bool
}

var (
	_ screens.Host   = (*host)(nil)
	_ screens.Keeper = (*host)(nil)
	_ screens.Table  = (*host)(nil)
)

func (h *host) Commit()             { h.s.commit(h.p) }
func (h *host) Home()               { h.s.GoHome() }
func (h *host) OpenRoster()         { h.s.OpenRoster() }
func (h *host) PlayAgain(setup any) { h.s.playAgain(h.p, setup) }

// Changed updates the top bar, if the page is on show, and has the window
// draw the screen's own move in one picture, as a commit does.
func (h *host) Changed() {
	if h.s.current == h.p {
		h.s.updateBar()
		screens.DrawOnce(h.s.body)
	}
}

func (h *host) Log(format string, args ...any) { h.s.opts.Logf(format, args...) }

// KeepClock writes the clock beside the match, off the UI goroutine, and
// keeps the tablet awake while it runs.
func (h *host) KeepClock(st screens.ClockState) {
	s, p := h.s, h.p
	s.clocks.keep(p.key, st)
	s.clockOn[p.key] = st.For != ""
	s.updateWake()
	if s.current == p {
		s.publish()
	}
}

func (h *host) KeptClock() (screens.ClockState, bool) { return h.s.savedClock(h.p.key) }
func (h *host) KeepDraft(d string)                    { h.s.drafts.keep(h.p.key, d) }
func (h *host) KeptDraft() (string, bool)             { return h.s.drafts.saved(h.p.key) }

// KeepTicks keeps the setup's ticks in the settings, by the game's kind.
func (h *host) KeepTicks(ids []string) {
	s := h.s
	if s.settings.Ticks == nil {
		s.settings.Ticks = map[string][]string{}
	}
	s.settings.Ticks[h.p.kind] = ids
	s.saveSettings()
}

func (h *host) KeepTeach(st screens.TeachState)       { h.s.keepTeach(h.p, st) }
func (h *host) KeptTeach() (screens.TeachState, bool) { return h.s.savedTeach(h.p) }

func (h *host) Players() games.Seats { return h.s.roster.State().Players() }
func (h *host) Linked() []string     { return h.s.linkedIDs() }
func (h *host) PadsUnsure() []string { return h.s.unsurePads() }
func (h *host) HasKeyboard() bool    { return h.s.keyboard }

// PlayedHere reports whether any of the players has played this kind of
// game here: in the evenings' finished games or in another game under way.
func (h *host) PlayedHere(ids []string) bool {
	s, p := h.s, h.p
	if !h.looked {
		h.looked = true
		for _, u := range s.games.unfinished() {
			if u.kind != p.kind || u == p {
				continue
			}
			if played, ok := told(u); ok {
				h.underWay = append(h.underWay, played.Players)
			}
		}
	}
	return playedHere(p.kind, ids, s.evenings.State().Games(), h.underWay)
}
