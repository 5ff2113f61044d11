package store

import (
	"fmt"
	"sort"
	"testing"
	"time"

	"tablecompanion/games/roster"
)

// longEvening returns the 1,000 actions of a long roster evening: eight
// players, then renames, recolours and moves.
func longEvening() []roster.Action {
	var actions []roster.Action
	for i := 1; i <= 8; i++ {
		actions = append(actions, roster.Action{Op: roster.Add, Name: fmt.Sprintf("Player %d", i), Color: roster.Colors[i-1]})
	}
	for i := 0; len(actions) < 1000; i++ {
		id := fmt.Sprintf("p%d", i%8+1)
		switch i % 3 {
		case 0:
			actions = append(actions, roster.Action{Op: roster.Rename, ID: id, Name: fmt.Sprintf("Player %d.%d", i%8+1, i)})
		case 1:
			actions = append(actions, roster.Action{Op: roster.Recolor, ID: id, Color: roster.Colors[i%len(roster.Colors)]})
		default:
			actions = append(actions, roster.Action{Op: roster.Move, ID: id, To: i % 8})
		}
	}
	return actions
}

func percentile(sorted []time.Duration, p float64) time.Duration {
	return sorted[int(p*float64(len(sorted)-1))]
}

// BenchmarkSaveAfterEveryAction plays a 1,000-action match and saves it
// after every action, as the shell does, and reports the save latency's
// median, 99th percentile and worst case over all saves.
func BenchmarkSaveAfterEveryAction(b *testing.B) {
	actions := longEvening()
	var lat []time.Duration
	for b.Loop() {
		s, err := Open(tempDir(b))
		if err != nil {
			b.Fatal(err)
		}
		m := roster.New()
		for _, a := range actions {
			if err := m.Do(a); err != nil {
				b.Fatal(err)
			}
			start := time.Now()
			if err := s.Save("roster.json", "roster", m); err != nil {
				b.Fatal(err)
			}
			lat = append(lat, time.Since(start))
		}
	}
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	b.ReportMetric(float64(percentile(lat, 0.5).Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(percentile(lat, 0.99).Microseconds())/1000, "p99-ms")
	b.ReportMetric(float64(lat[len(lat)-1].Microseconds())/1000, "max-ms")
}

// BenchmarkUndo1000 undoes the last action of a 1,000-action match, which
// replays the other 999 from the setup.
func BenchmarkUndo1000(b *testing.B) {
	m := roster.New()
	for _, a := range longEvening() {
		if err := m.Do(a); err != nil {
			b.Fatal(err)
		}
	}
	for b.Loop() {
		if !m.Undo() {
			b.Fatal("undo refused")
		}
		b.StopTimer()
		m.Redo()
		b.StartTimer()
	}
}

// BenchmarkUndoAndSave1000 is what a tap on Undo costs in a 1,000-action
// match: the replay and the save.
func BenchmarkUndoAndSave1000(b *testing.B) {
	s, err := Open(tempDir(b))
	if err != nil {
		b.Fatal(err)
	}
	m := roster.New()
	for _, a := range longEvening() {
		_ = m.Do(a)
	}
	for b.Loop() {
		m.Undo()
		if err := s.Save("roster.json", "roster", m); err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		m.Redo()
		b.StartTimer()
	}
}
