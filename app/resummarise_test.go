package app

import (
	"encoding/json"
	"reflect"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"tablecompanion/app/store"
	"tablecompanion/games"
	"tablecompanion/games/evening"
	"tablecompanion/games/examples"
	"tablecompanion/games/facts"
	"tablecompanion/screens/catalog"
)

// forgetFacts rewrites the evenings saved in dir as a build before the
// summaries' version kept them: every recorded game with its file, kind,
// times, players and ranking only.
func forgetFacts(t testing.TB, dir string) {
	t.Helper()
	st, err := store.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	_, body, err := st.Load(store.EveningsFile)
	if err != nil {
		t.Fatal(err)
	}
	var rec games.Record[evening.Setup, evening.Action]
	if err := json.Unmarshal(body, &rec); err != nil {
		t.Fatal(err)
	}
	for _, a := range rec.Log {
		if g := a.Game; g != nil {
			*g = evening.Game{
				File:     g.File,
				Kind:     g.Kind,
				Started:  g.Started,
				Finished: g.Finished,
				Played:   facts.Played{Actions: g.Actions, Players: g.Players, Ranking: g.Ranking, EndedEarly: g.EndedEarly},
			}
		}
	}
	if err := st.Save(store.EveningsFile, "evenings", rec); err != nil {
		t.Fatal(err)
	}
	_, body, err = st.Load(store.EveningsFile)
	if err != nil {
		t.Fatal(err)
	}
	m, err := evening.Load(body)
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range m.State().Games() {
		if g.Summary != 0 || g.Scores != nil {
			t.Fatalf("%s still has its facts", g.File)
		}
	}
}

// TestOldEveningsAreResummarisedOnceFromTheSaves starts the app on the
// evenings of an older build, whose Dixit and Carnival games lack the
// scores, the storytellers and the catches: the start summarises both
// saves again, puts the new summaries in the old ones' place in the log,
// saves the evenings, and the next start has nothing left to do.
func TestOldEveningsAreResummarisedOnceFromTheSaves(t *testing.T) {
	dir := t.TempDir()
	finishedEvening(t, dir)
	want := start(t, dir, "en-US").evenings
	wantGames := want.State().Games()
	if len(wantGames) != 2 || wantGames[0].Stories == nil || wantGames[1].Catches == nil {
		t.Fatalf("a new build keeps the facts: %+v", wantGames)
	}

	forgetFacts(t, dir)
	s := start(t, dir, "en-US")
	if got := s.evenings.State().Games(); !reflect.DeepEqual(got, wantGames) {
		t.Fatalf("summarised again\n%+v\nwant\n%+v", got, wantGames)
	}
	if s.evenings.Len() != want.Len() {
		t.Fatalf("the log has %d actions, want the %d it had", s.evenings.Len(), want.Len())
	}
	saved := start(t, dir, "en-US")
	if got := saved.evenings.State().Games(); !reflect.DeepEqual(got, wantGames) {
		t.Fatalf("after a restart\n%+v\nwant\n%+v", got, wantGames)
	}
	if saved.resummarise() {
		t.Fatal("a game summarised again is summarised once more")
	}
}

// TestResummarisingMarksAGameThatNoLongerSummarises records an old
// summary of a game whose save is not over: it keeps what it had, and is
// marked so that no later start reads its save again.
func TestResummarisingMarksAGameThatNoLongerSummarises(t *testing.T) {
	dir := t.TempDir()
	players := finishedEvening(t, dir)
	s := start(t, dir, "en-US")
	st, err := store.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	underWay, err := examples.Dixit(players, 1)
	if err != nil {
		t.Fatal(err)
	}
	const file = "games/20261122-220000-dixit-1.json"
	if err := st.Save(file, "dixit", underWay); err != nil {
		t.Fatal(err)
	}
	old := s.evenings.State().Games()[0]
	old = evening.Game{File: file, Kind: "dixit", Finished: old.Finished.Add(2 * time.Hour), Played: facts.Played{Actions: 1, Players: old.Players, Ranking: old.Ranking, Over: true}}
	if err := s.evenings.Do(evening.Finished(old)); err != nil {
		t.Fatal(err)
	}
	if !s.resummarise() {
		t.Fatal("the old summary is not marked")
	}
	got, _ := s.evenings.State().Game(file)
	old.Summary = evening.SummaryVersion
	if !reflect.DeepEqual(got, old) {
		t.Fatalf("the game's record\n%+v\nwant\n%+v", got, old)
	}
	if s.resummarise() {
		t.Fatal("a marked game is read again")
	}
}

// BenchmarkResummarise times, on a year of games (200 saves), the start's
// one-time work of summarising every game of older evenings again from its
// save ("old"), and the check every later start makes ("up to date").
func BenchmarkResummarise(b *testing.B) {
	dir := b.TempDir()
	writeYearOfGames(b, dir)
	s, err := New(test.NewTempApp(b), Options{Dir: dir, Games: catalog.All(), Sound: silent, Locale: "en-US", Logf: func(string, ...any) {}})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { s.clocks.close(); s.drafts.close() })
	forgetFacts(b, dir)
	_, old, err := s.store.Load(store.EveningsFile)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("old", func(b *testing.B) {
		for b.Loop() {
			b.StopTimer()
			m, err := evening.Load(old)
			if err != nil {
				b.Fatal(err)
			}
			s.evenings = m
			b.StartTimer()
			if !s.resummarise() {
				b.Fatal("nothing summarised again")
			}
		}
	})
	b.Run("up to date", func(b *testing.B) {
		for b.Loop() {
			if s.resummarise() {
				b.Fatal("summarised again twice")
			}
		}
	})
}
