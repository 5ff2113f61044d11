package store

import (
	"testing"
)

// fiveYears is a store with five years of a weekly table, as issue 35
// measures: 2,000 finished games of the five kinds, played to their ends
// by games/examples, of 20 players, with the roster, the settings and the
// evenings.
func fiveYears(b *testing.B) *Store {
	b.Helper()
	s, err := Open(tempDir(b))
	if err != nil {
		b.Fatal(err)
	}
	writeHistory(b, s, tablePlayers(), 0, 2000)
	return s
}

// BenchmarkExport2000 times the export of 2,000 games, and reports the
// backup's size.
func BenchmarkExport2000(b *testing.B) {
	s := fiveYears(b)
	var size int
	for b.Loop() {
		data, err := s.Export()
		if err != nil {
			b.Fatal(err)
		}
		size = len(data)
	}
	b.ReportMetric(float64(size)/1e6, "MB")
}

// BenchmarkImport2000 times the import of 2,000 games into an empty
// store, where every game, the roster and the evenings are written, and
// the import of the same backup again, which writes nothing.
func BenchmarkImport2000(b *testing.B) {
	data, err := fiveYears(b).Export()
	if err != nil {
		b.Fatal(err)
	}
	b.Run("empty", func(b *testing.B) {
		for b.Loop() {
			b.StopTimer()
			s, err := Open(tempDir(b))
			if err != nil {
				b.Fatal(err)
			}
			b.StartTimer()
			if im, err := s.Import(data); err != nil || im.Games != 2000 {
				b.Fatalf("imported %+v, %v", im, err)
			}
		}
	})
	b.Run("again", func(b *testing.B) {
		s, err := Open(tempDir(b))
		if err != nil {
			b.Fatal(err)
		}
		if _, err := s.Import(data); err != nil {
			b.Fatal(err)
		}
		for b.Loop() {
			if im, err := s.Import(data); err != nil || im.Changed() {
				b.Fatalf("imported %+v, %v", im, err)
			}
		}
	})
}
