package app

import (
	"encoding/json"
	"fmt"
	"testing"

	"tablecompanion/games"
	"tablecompanion/games/carnival"
	"tablecompanion/games/evening"
	"tablecompanion/games/examples"
	"tablecompanion/games/kinds"
)

// finishedPage opens a game of the kind played to its end by examples.Finished
// as the shell holds a game the table has just finished, saved and on show.
func finishedPage(tb testing.TB, s *Shell, kind string, v int) *page {
	tb.Helper()
	var seats games.Seats
	for i, color := range carnival.SpyColors[:5] {
		seats = append(seats, games.Player{ID: fmt.Sprintf("p%d", i+1), Name: fmt.Sprintf("Player %d", i+1), Color: color})
	}
	h, err := examples.Finished(kind, seats, v)
	if err != nil {
		tb.Fatal(err)
	}
	record, err := json.Marshal(h)
	if err != nil {
		tb.Fatal(err)
	}
	game := s.game(kind)
	p := &page{key: s.store.NewGameName(kind), kind: kind, game: game}
	if p.screen, err = game.Load(s.context(p), *game, record); err != nil {
		tb.Fatal(err)
	}
	s.save(p)
	s.show(p)
	return p
}

// BenchmarkCommitFinishedGame times the commit of the action that ends a
// game, of each kind, in the shell: its save, its record in the evenings
// and the update of its screen. The evenings are emptied before each
// commit, untimed, so that every commit records the game as the first
// one of the evening.
func BenchmarkCommitFinishedGame(b *testing.B) {
	for _, k := range kinds.All() {
		b.Run(k.Name, func(b *testing.B) {
			s := startShell(b, b.TempDir())
			b.Cleanup(func() { s.clocks.close(); s.drafts.close() })
			p := finishedPage(b, s, k.Name, 1)
			for b.Loop() {
				b.StopTimer()
				s.evenings, _ = evening.New(evening.Setup{})
				b.StartTimer()
				s.commit(p)
			}
			if _, ok := s.evenings.State().Game(p.key); !ok {
				b.Fatal("the finished game is not in the evenings")
			}
		})
	}
}

// BenchmarkRecordFinishedGame times the part of that commit that tells
// the evenings of the game, without the saves: what the kind tells of the
// finished match, made into the evenings' record.
func BenchmarkRecordFinishedGame(b *testing.B) {
	for _, k := range kinds.All() {
		b.Run(k.Name, func(b *testing.B) {
			s := startShell(b, b.TempDir())
			b.Cleanup(func() { s.clocks.close(); s.drafts.close() })
			p := finishedPage(b, s, k.Name, 1)
			for b.Loop() {
				b.StopTimer()
				s.evenings, _ = evening.New(evening.Setup{})
				b.StartTimer()
				s.recordEvening(p, false)
			}
			if _, ok := s.evenings.State().Game(p.key); !ok {
				b.Fatal("the finished game is not in the evenings")
			}
		})
	}
}

// BenchmarkHomeAfterAnEvening times the home screen's update with a game
// of each kind finished today: each row names the game's winners.
func BenchmarkHomeAfterAnEvening(b *testing.B) {
	s := startShell(b, b.TempDir())
	b.Cleanup(func() { s.clocks.close(); s.drafts.close() })
	for i, k := range kinds.All() {
		finishedPage(b, s, k.Name, i)
	}
	s.GoHome()
	if n := len(s.home.FinishedButtons); n != len(kinds.All()) {
		b.Fatalf("%d finished games on home", n)
	}
	for b.Loop() {
		s.home.Update()
	}
}
