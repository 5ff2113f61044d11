package translations

import (
	"testing"

	"golang.org/x/text/language"
)

// BenchmarkStartInEnglish measures what a start in English costs the
// translations: a catalog, and the home screen's first message.
func BenchmarkStartInEnglish(b *testing.B) {
	for b.Loop() {
		c, err := New(language.English)
		if err != nil {
			b.Fatal(err)
		}
		c.T("app.name")
	}
}
