package translations

import (
	"bytes"
	"go/ast"
	"go/token"
	"strconv"
	"testing"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"github.com/go-text/typesetting/font"
)

// TestEveryCharacterWeWriteHasAGlyphOnTheTablet checks each character of
// the messages, and of the text the screens write themselves, against the
// fonts Fyne carries: its text fonts, its symbols and its emoji. In a browser
// Fyne finds no system fonts, so a character none of them has shows as an
// empty box on the tablet, though a desktop may draw it from its own fonts.
func TestEveryCharacterWeWriteHasAGlyphOnTheTablet(t *testing.T) {
	var faces []*font.Face
	for _, r := range []fyne.Resource{theme.DefaultTextFont(), theme.DefaultTextBoldFont(), theme.DefaultSymbolFont(), theme.DefaultEmojiFont()} {
		if r == nil { // the emoji font, built with -tags no_emoji
			continue
		}
		f, err := font.ParseTTF(bytes.NewReader(r.Content()))
		if err != nil {
			t.Fatalf("%s: %v", r.Name(), err)
		}
		faces = append(faces, f)
	}
	drawn := func(c rune) bool {
		for _, f := range faces {
			if _, ok := f.NominalGlyph(c); ok {
				return true
			}
		}
		return false
	}
	check := func(where, text string) {
		t.Helper()
		for _, c := range text {
			if !unicode.IsSpace(c) && !drawn(c) {
				t.Errorf("%s: %q has no glyph in Fyne's fonts: %q", where, c, text)
			}
		}
	}
	for _, file := range messageFiles() {
		for id, v := range messages(t, file) {
			switch m := v.(type) {
			case string:
				check(file+" "+id, m)
			case map[string]any:
				for form, text := range m {
					check(file+" "+id+"."+form, text.(string))
				}
			}
		}
	}
	// The screens' own literals: separators, dashes and marks.
	for _, dir := range []string{"../app", "../screens"} {
		inspectCode(t, dir, func(fset *token.FileSet, n ast.Node) bool {
			if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				if s, err := strconv.Unquote(lit.Value); err == nil {
					check(fset.Position(lit.Pos()).String(), s)
				}
			}
			return true
		})
	}
}
