package screenstest

import (
	"fmt"
	"hash/fnv"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2"
	"golang.org/x/text/language"

	"tablecompanion/translations"
)

// EachTable runs play as a subtest for each language and each of FitSizes,
// named "language/WxH". Under the race detector, which slows a play-through
// tenfold, it runs one of them, picked by the test's name so that the
// tests of a package spread over the matrix: ./test.sh runs the screens'
// tests again without it, whole.
func EachTable(t *testing.T, play func(t *testing.T, lang language.Tag, size fyne.Size)) {
	t.Helper()
	pick := -1
	if Race {
		pick = picked(t, len(translations.Languages)*len(FitSizes))
	}
	for i, lang := range translations.Languages {
		for j, size := range FitSizes {
			if pick >= 0 && pick != i*len(FitSizes)+j {
				continue
			}
			t.Run(fmt.Sprintf("%s/%gx%g", lang, size.Width, size.Height), func(t *testing.T) {
				play(t, lang, size)
			})
		}
	}
}

// LanguagesFor returns the languages a test that loops over them plays
// in: all of them, or under the race detector one, picked by the test's
// name, as EachTable picks.
func LanguagesFor(t *testing.T) []language.Tag {
	if !Race {
		return translations.Languages
	}
	i := picked(t, len(translations.Languages))
	return translations.Languages[i : i+1]
}

// picked returns one of n, the same for a test's name on every run.
func picked(t *testing.T, n int) int {
	h := fnv.New32a()
	h.Write([]byte(t.Name()))
	return int(h.Sum32() % uint32(n))
}

// CheckLessons holds a game's lessons to the languages: each exists in
// every language, filled with any argument a lesson takes, and in Russian
// and Ukrainian no Latin letter is left.
func CheckLessons(t *testing.T, ids []string) {
	t.Helper()
	for _, lang := range translations.Languages {
		cat, err := translations.New(lang)
		if err != nil {
			t.Fatal(err)
		}
		for _, id := range ids {
			for _, n := range []int{1, 2, 5} {
				text := cat.T(id, "Count", n, "Player", "Ж", "Team", "Ж", "Code", "Ж", "Name", "Ж", "Rule", "Ж")
				if text == id || text == "" {
					t.Errorf("%s: %s is missing", lang, id)
					break
				}
				if lang == language.English {
					continue
				}
				if strings.ContainsFunc(text, func(r rune) bool { return r < unicode.MaxASCII && unicode.IsLetter(r) }) {
					t.Errorf("%s: %s has a Latin letter: %q", lang, id, text)
					break
				}
			}
		}
	}
}
