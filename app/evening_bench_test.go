package app

import (
	"testing"
	"time"

	"tablecompanion/app/store"
	"tablecompanion/app/store/storetest"
	"tablecompanion/games/evening"
)

// yearOfGames is the number of finished games of a year of evenings: one
// evening a week, four games each.
const yearOfGames = 200

// writeYearOfGames writes a year of finished games into a store in dir, as
// the app leaves them: fifty weekly evenings of four games, of every kind
// in turn, each game of four to six of eight players. Each file carries the
// time its game finished, as the store stamps the last save, and its name
// the time it started.
func writeYearOfGames(tb testing.TB, dir string) {
	tb.Helper()
	writeGames(tb, dir, yearOfGames)
}

// writeGames writes n finished games as writeYearOfGames does, a week of
// four games after another up to October 2026 (storetest.WriteGames).
func writeGames(tb testing.TB, dir string, n int) {
	tb.Helper()
	if err := storetest.WriteGames(dir, n); err != nil {
		tb.Fatal(err)
	}
}

// eveningTimes are where a rebuild of the evenings from the saves spends
// its time.
type eveningTimes struct {
	read, replay, board time.Duration
}

// eveningsFromDisk does what the app does to show the evenings: it lists
// the saved games, reads each, replays it into its summary, records the
// finished ones and computes every evening's leaderboard.
func eveningsFromDisk(tb testing.TB, st *store.Store, t *eveningTimes) ([]evening.Evening, [][]evening.Standing) {
	tb.Helper()
	start := time.Now()
	names, err := st.Games()
	if err != nil {
		tb.Fatal(err)
	}
	files := make([]store.File, len(names))
	for i, name := range names {
		if files[i], err = st.Read(name); err != nil {
			tb.Fatal(err)
		}
	}
	read := time.Now()
	summaries := make([]evening.Game, len(names))
	for i, name := range names {
		f := files[i]
		if summaries[i], err = evening.Summarise(evening.Saved{File: name, Kind: f.Kind, Saved: f.Saved, Body: f.Body}); err != nil {
			tb.Fatal(err)
		}
	}
	replayed := time.Now()
	m, err := evening.New(evening.Setup{})
	if err != nil {
		tb.Fatal(err)
	}
	for _, g := range summaries {
		if err := m.Do(evening.Finished(g)); err != nil {
			tb.Fatal(err)
		}
	}
	evenings := m.State().Evenings()
	boards := make([][]evening.Standing, len(evenings))
	for i, e := range evenings {
		boards[i] = e.Leaderboard()
	}
	t.read += read.Sub(start)
	t.replay += replayed.Sub(read)
	t.board += time.Since(replayed)
	return evenings, boards
}

func TestAYearOfGamesMakesFiftyEvenings(t *testing.T) {
	dir := t.TempDir()
	writeYearOfGames(t, dir)
	st, err := store.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	evenings, boards := eveningsFromDisk(t, st, &eveningTimes{})
	if len(evenings) != yearOfGames/4 {
		t.Fatalf("%d evenings, want %d", len(evenings), yearOfGames/4)
	}
	kinds := map[string]int{}
	for i, e := range evenings {
		if len(e.Games) != 4 {
			t.Fatalf("evening %d has %d games", i, len(e.Games))
		}
		// Every game gives 0 + 1 + … + (n − 1) points.
		want, got := 0, 0
		for _, g := range e.Games {
			kinds[g.Kind]++
			want += len(g.Players) * (len(g.Players) - 1)
		}
		for _, s := range boards[i] {
			got += s.HalfPoints
		}
		if got != want || boards[i][0].Place != 1 {
			t.Fatalf("evening %d: %d half points on the board, want %d", i, got, want)
		}
	}
	if len(kinds) != 5 || kinds["dixit"] != yearOfGames/5 {
		t.Fatalf("games by kind %v", kinds)
	}
}

// BenchmarkEveningsOfAYear rebuilds a year of evenings and their
// leaderboards from the 200 saves on disk, and reports the parts: reading
// the files, replaying them and the leaderboards.
func BenchmarkEveningsOfAYear(b *testing.B) {
	dir := b.TempDir()
	writeYearOfGames(b, dir)
	st, err := store.Open(dir)
	if err != nil {
		b.Fatal(err)
	}
	var t eveningTimes
	n := 0
	for b.Loop() {
		eveningsFromDisk(b, st, &t)
		n++
	}
	ms := func(d time.Duration) float64 { return float64(d) / float64(n) / 1e6 }
	b.ReportMetric(ms(t.read), "read-ms/op")
	b.ReportMetric(ms(t.replay), "replay-ms/op")
	b.ReportMetric(ms(t.board), "board-ms/op")
}
