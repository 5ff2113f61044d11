package house

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"tablecompanion/games"
	"tablecompanion/games/evening"
	"tablecompanion/games/records/recordstest"
	"tablecompanion/translations"
)

// recordsOfFiveYears returns a records screen over five years of games,
// built and laid out at the upright tablet's size, and a way to add a
// game as one finishing would.
func recordsOfFiveYears(b *testing.B) (*RecordsScreen, func()) {
	return recordsOf(b, recordstest.FiveYears())
}

// recordsOf returns a records screen over the games, as recordsOfFiveYears
// does.
func recordsOf(b *testing.B, all []evening.Game) (*RecordsScreen, func()) {
	test.NewTempApp(b)
	cat, err := translations.New(language.Ukrainian)
	if err != nil {
		b.Fatal(err)
	}
	version := 0
	rs := &RecordsScreen{cat: cat, sh: RecordsShell{Finished: func() []evening.Game { return all },
		Version:   func() int { return version },
		Merges:    func() map[string]string { return nil },
		Roster:    func() games.Seats { return nil },
		GameTitle: func(kind string) string { return kind }, Icon: func(string) fyne.Resource { return nil },
		Now: func() time.Time { return all[len(all)-1].Finished }, Remember: func(RecordsPlace) {}}}
	w := test.NewWindow(rs.Build())
	w.Resize(fyne.NewSize(800, 1280))
	b.Cleanup(w.Close)
	finish := func() {
		g := all[len(all)-1]
		g.File += "-again"
		all = append(all, g)
		version++
	}
	return rs, finish
}

// BenchmarkRecordsScreen times the records screen of five years of games:
// an update that finds nothing new (the screen shown again: in place, no
// records built), one after a game finished (the records built again),
// and a profile's, all time; and the one after a game finished over
// 10,000 games. The issues want the first under 16 ms and the last under
// 50 ms.
func BenchmarkRecordsScreen(b *testing.B) {
	b.Run("in-place", func(b *testing.B) {
		rs, _ := recordsOfFiveYears(b)
		rs.SetPeriod(periodAll)
		for b.Loop() {
			rs.Update()
		}
	})
	b.Run("game-finished", func(b *testing.B) {
		rs, finish := recordsOfFiveYears(b)
		rs.SetPeriod(periodAll)
		for b.Loop() {
			finish()
			rs.Update()
		}
	})
	b.Run("game-finished-10000", func(b *testing.B) {
		rs, finish := recordsOf(b, recordstest.Weekly(10000))
		rs.SetPeriod(periodAll)
		for b.Loop() {
			finish()
			rs.Update()
		}
	})
	b.Run("profile", func(b *testing.B) {
		rs, _ := recordsOfFiveYears(b)
		rs.SetPeriod(periodAll)
		id := rs.records.Players[0].Player.ID
		for b.Loop() {
			rs.OpenPlayer(id)
			rs.show(recordsList, "")
		}
	})
}
