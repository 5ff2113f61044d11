package catalog

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/screens"
	"tablecompanion/screens/screenstest"
	"tablecompanion/translations"
)

// shownLabel reports whether a label with the text is on show in the
// table's window.
func shownLabel(tb *screenstest.Table, text string) bool {
	var walk func(o fyne.CanvasObject) bool
	walk = func(o fyne.CanvasObject) bool {
		if o == nil || !o.Visible() {
			return false
		}
		if l, ok := o.(*widget.Label); ok && l.Text == text {
			return true
		}
		return slices.ContainsFunc(tb.Children(o), walk)
	}
	return walk(tb.Win.Content())
}

// TestEveryGameWithRoundsEndsHere opens each game at a moment under way,
// in the three languages, and ends it from its screen as the shell's End
// here does: the screen may end it and says what that does in the table's
// words; after the end its end screen says it ended early and the button
// has nothing to end; undo brings the play back.
func TestEveryGameWithRoundsEndsHere(t *testing.T) {
	underWay := []string{"keepwatch-results", "spyfall", "decrypto", "dixit", "carnival"}
	for _, lang := range translations.Languages {
		for _, key := range underWay {
			t.Run(fmt.Sprintf("%s/%s", key, lang), func(t *testing.T) {
				cases := fitCases(t)
				c := cases[slices.IndexFunc(cases, func(c fitCase) bool { return c.name == key })]
				tb := screenstest.NewTable(t, lang, screenstest.People(screenstest.Tables[lang][:c.players]...))
				s, err := c.open(tb.Ctx)
				if err != nil {
					t.Fatal(err)
				}
				tb.Open(s)
				e, ok := s.(screens.Ender)
				if !ok {
					t.Fatalf("%T cannot end here", s)
				}
				if underWay, now := e.Ending(); !underWay || !now {
					t.Fatalf("under way %v, may end %v; want both", underWay, now)
				}
				words := e.EndHereWords()
				if words == "" || strings.Contains(words, "end_here") || !strings.HasSuffix(words, ".") {
					t.Fatalf("the dialog would say %q", words)
				}
				ended := tb.Ctx.T("end_here.ended")
				if shownLabel(tb, ended) {
					t.Fatal("a game under way says it ended early")
				}
				if err := e.EndHere(); err != nil {
					t.Fatal(err)
				}
				if !s.History().Over() || !shownLabel(tb, ended) {
					t.Fatalf("after the end: over %v, says it ended early %v", s.History().Over(), shownLabel(tb, ended))
				}
				if underWay, now := e.Ending(); underWay || now {
					t.Fatal("End here still offered on a finished game")
				}
				s.History().Undo()
				tb.Ctx.Commit()
				if underWay, now := e.Ending(); !underWay || !now || shownLabel(tb, ended) {
					t.Fatal("undo did not bring the play back")
				}
			})
		}
	}
}
