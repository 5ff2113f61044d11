package records_test

import (
	"testing"
	"time"

	"tablecompanion/games/evening"
	"tablecompanion/games/records"
	"tablecompanion/games/records/recordstest"
)

// BenchmarkBuild times every record and profile of five years, all time
// and one year, and of 10,000 games all time: what a finished game costs
// the records screen of a big table (issue 40 wants it under 50 ms).
func BenchmarkBuild(b *testing.B) {
	five, big := recordstest.FiveYears(), recordstest.Weekly(10000)
	for _, c := range []struct {
		name string
		all  []evening.Game
		p    records.Period
	}{{"all time", five, records.AllTime()}, {"a year", five, records.Year(time.Date(2023, time.June, 1, 0, 0, 0, 0, time.UTC))},
		{"10000 games", big, records.AllTime()}} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				records.Build(c.all, c.p)
			}
		})
	}
}
