package store

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
	"time"

	"tablecompanion/games/carnival"
	"tablecompanion/games/evening"
	"tablecompanion/games/examples"
	"tablecompanion/games/roster"
)

// tablePlayers are the 20 players of a table that meets every week, each
// in a spy colour that the four to six seated in a row do not share, as
// Carnival wants.
func tablePlayers() []string {
	var names []string
	for i := range 20 {
		names = append(names, fmt.Sprintf("Player %d", i+1))
	}
	return names
}

// writeHistory fills the store as the app leaves it after n finished games
// of the five kinds, from game first on: the roster of the named players,
// the settings, one save per game (played to its end by games/examples,
// stamped with the time it finished) and the evenings with each game and a
// "New evening" every fourth game. Two stores given other first games hold
// other games.
func writeHistory(tb testing.TB, s *Store, names []string, first, n int) {
	tb.Helper()
	saveNow := s.now
	defer func() { s.now = saveNow }()
	r := roster.New()
	for i, name := range names {
		if err := r.Do(roster.Action{Op: roster.Add, Name: name, Color: carnival.SpyColors[i%len(carnival.SpyColors)]}); err != nil {
			tb.Fatal(err)
		}
	}
	if err := s.Save(RosterFile, "roster", r); err != nil {
		tb.Fatal(err)
	}
	if err := s.Save(SettingsFile, "settings", map[string]string{"language": "en", "theme": "dark"}); err != nil {
		tb.Fatal(err)
	}
	players := r.State().Players()
	ev, _ := evening.New(evening.Setup{})
	kindNames := []string{"keepwatch", "spyfall", "decrypto", "dixit", "carnival"}
	start := time.Date(2021, 1, 1, 19, 0, 0, 0, time.UTC)
	for i := first; i < first+n; i++ {
		kind := kindNames[i%len(kindNames)]
		from := i % max(1, len(players)-5)
		seated := players[from:min(len(players), from+4+i%3)]
		h, err := examples.Finished(kind, seated, i)
		if err != nil {
			tb.Fatalf("game %d (%s): %v", i, kind, err)
		}
		finished := start.Add(time.Duration(i) * 22 * time.Hour)
		name := fmt.Sprintf("%s/%s-%s-1.json", GamesDir, finished.Add(-45*time.Minute).Format("20060102-150405"), kind)
		s.now = func() time.Time { return finished }
		if err := s.Save(name, kind, h); err != nil {
			tb.Fatal(err)
		}
		body, _ := json.Marshal(h)
		g, err := evening.Summarise(evening.Saved{File: name, Kind: kind, Saved: finished, Body: body})
		if err != nil {
			tb.Fatal(err)
		}
		if i%4 == 0 {
			if err := ev.Do(evening.NewEvening(finished.Add(-time.Hour))); err != nil {
				tb.Fatal(err)
			}
		}
		if err := ev.Do(evening.Finished(g)); err != nil {
			tb.Fatal(err)
		}
	}
	if err := s.Save(EveningsFile, "evenings", ev); err != nil {
		tb.Fatal(err)
	}
}

// snapshot returns every file below dir with its bytes, by its path.
func snapshot(tb testing.TB, dir string) map[string]string {
	tb.Helper()
	files := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(p)
		files[p] = string(data)
		return err
	})
	if err != nil {
		tb.Fatal(err)
	}
	return files
}

// sameFiles fails the test where two snapshots differ.
func sameFiles(tb testing.TB, before, after map[string]string) {
	tb.Helper()
	for p, data := range before {
		if got, ok := after[p]; !ok {
			tb.Errorf("%s is gone", p)
		} else if got != data {
			tb.Errorf("%s changed", p)
		}
	}
	for p := range after {
		if _, ok := before[p]; !ok {
			tb.Errorf("%s appeared", p)
		}
	}
}

// playersOf returns the roster of a store, its players' IDs by name.
func playersOf(tb testing.TB, s *Store) map[string]string {
	tb.Helper()
	_, body, err := s.Load(RosterFile)
	if err != nil {
		tb.Fatal(err)
	}
	m, err := roster.Load(body)
	if err != nil {
		tb.Fatal(err)
	}
	out := map[string]string{}
	for _, p := range m.State().Players() {
		out[p.Name] = p.ID
	}
	return out
}

// eveningsOf returns the finished games the evenings of a store hold.
func eveningsOf(tb testing.TB, s *Store) []evening.Game {
	tb.Helper()
	_, body, err := s.Load(EveningsFile)
	if err != nil {
		tb.Fatal(err)
	}
	m, err := evening.Load(body)
	if err != nil {
		tb.Fatal(err)
	}
	return m.State().Games()
}
