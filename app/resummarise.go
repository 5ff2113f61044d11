package app

import (
	"encoding/json"

	"tablecompanion/games"
	"tablecompanion/games/evening"
)

// resummarise summarises again, from its save, every finished game the
// evenings recorded before they kept all they keep now (a summary older
// than evening.SummaryVersion: no scores, no spy rounds, no reactions, no
// interceptions, storytellers or catches), so that the records count the
// games of the years before as well as tonight's. It reports whether it
// changed the evenings; the caller saves them.
//
// It costs nothing once it has run: each game it took is marked with the
// summary's version, a game whose save no longer summarises too (it keeps
// what it had), so that no later start reads that save again. Only a save
// that cannot be read now is left for the next start. The new summary
// takes the old one's place in the evenings' log rather than joining it at
// the end, so that the log, which every start replays, does not double.
func (s *Shell) resummarise() bool {
	fresh := map[string]evening.Game{}
	for _, g := range s.evenings.State().Games() {
		if g.Summary >= evening.SummaryVersion {
			continue
		}
		f, err := s.store.Read(g.File)
		if err != nil {
			s.opts.Logf("evenings: %s is not summarised again: %v", g.File, err)
			continue
		}
		again, err := evening.Summarise(evening.Saved{File: g.File, Kind: f.Kind, Saved: g.Finished, Body: f.Body})
		if err != nil {
			s.opts.Logf("evenings: %s keeps its old summary: %v", g.File, err)
			again = g
			again.Summary = evening.SummaryVersion
		}
		fresh[g.File] = again
	}
	if len(fresh) == 0 {
		return false
	}
	m, err := s.evenings.MarshalJSON()
	var rec games.Record[evening.Setup, evening.Action]
	if err == nil {
		err = json.Unmarshal(m, &rec)
	}
	if err != nil {
		s.opts.Logf("evenings: not summarised again: %v", err)
		return false
	}
	// The game's last record is the one the evenings hold: it is replaced,
	// and any before it are replaced by it on replay as they always were.
	for i := len(rec.Log) - 1; i >= 0 && len(fresh) > 0; i-- {
		a := rec.Log[i]
		if a.Op != evening.OpGame || a.Game == nil {
			continue
		}
		if g, ok := fresh[a.Game.File]; ok {
			rec.Log[i] = evening.Finished(g)
			delete(fresh, a.Game.File)
		}
	}
	data, err := json.Marshal(rec)
	var again *evening.Match
	if err == nil {
		again, err = evening.Load(data)
	}
	if err != nil {
		s.opts.Logf("evenings: not summarised again: %v", err)
		return false
	}
	s.evenings = again
	return true
}
