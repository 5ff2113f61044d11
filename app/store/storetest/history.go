// Package storetest writes the histories the app's benchmarks and measuring
// tools start on: a folder of saves as the app leaves them.
package storetest

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"tablecompanion/app/store"
	"tablecompanion/games"
	"tablecompanion/games/carnival"
	"tablecompanion/games/examples"
)

// WriteGames writes n finished games into a store in dir, as the app leaves
// them: weekly evenings of four games up to October 2026, of every kind in
// turn, each game of four to six of eight players. Each file carries the
// time its game finished, as the store stamps the last save, and its name
// the time it started. The weeks end before any test runs: none of these
// games finished "today", where the home screen lists each one.
func WriteGames(dir string, n int) error {
	if _, err := store.Open(dir); err != nil {
		return err
	}
	var table games.Seats
	for i, color := range carnival.SpyColors {
		table = append(table, games.Player{ID: fmt.Sprintf("p%d", i+1), Name: fmt.Sprintf("Player %d", i+1), Color: color})
	}
	kinds := []string{"keepwatch", "spyfall", "decrypto", "dixit", "carnival"}
	first := time.Date(2026, 10, 2, 19, 0, 0, 0, time.UTC).AddDate(0, 0, -7*(n/4))
	for i := range n {
		kind := kinds[i%len(kinds)]
		seated := append(append(games.Seats(nil), table[i%8:]...), table[:i%8]...)[:4+i%3]
		h, err := examples.Finished(kind, seated, i)
		if err != nil {
			return fmt.Errorf("game %d (%s): %w", i, kind, err)
		}
		finished := first.AddDate(0, 0, 7*(i/4)).Add(time.Duration(i%4+1) * 50 * time.Minute)
		started := finished.Add(-45 * time.Minute)
		body, err := json.Marshal(h)
		if err != nil {
			return err
		}
		// The store's envelope, with the time of the game's last save.
		data, err := json.Marshal(map[string]any{"format": store.Format, "kind": kind, "saved": finished, "body": json.RawMessage(body)})
		if err != nil {
			return err
		}
		name := fmt.Sprintf("%s-%s-1.json", started.Format("20060102-150405"), kind)
		if err := os.WriteFile(filepath.Join(dir, store.GamesDir, name), data, 0o600); err != nil {
			return err
		}
	}
	return nil
}
