package records_test

import (
	"testing"
	"time"

	"tablecompanion/games/records"
	"tablecompanion/games/records/recordstest"
)

// BenchmarkBuild times every record and profile of five years, all time
// and one year.
func BenchmarkBuild(b *testing.B) {
	all := recordstest.FiveYears()
	for _, c := range []struct {
		name string
		p    records.Period
	}{{"all time", records.AllTime()}, {"a year", records.Year(time.Date(2023, time.June, 1, 0, 0, 0, 0, time.UTC))}} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				records.Build(all, c.p)
			}
		})
	}
}
