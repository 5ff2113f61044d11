package catalog

import (
	"bufio"
	"encoding/json"
	"os"
	"slices"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"tablecompanion/games/examples"
	"tablecompanion/screens"
	"tablecompanion/screens/screenstest"
	"tablecompanion/translations"
)

// rulesList reads testdata/rules.txt: by game, the IDs of every scoring
// rule, end condition and tie-break that RULES.md names.
func rulesList(t *testing.T) map[string][]string {
	t.Helper()
	f, err := os.Open("testdata/rules.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string][]string{}
	kind := ""
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "" || strings.HasPrefix(line, "# "):
		case strings.HasPrefix(line, "## "):
			kind = strings.TrimPrefix(line, "## ")
		default:
			id, note, _ := strings.Cut(line, " ")
			if kind == "" || strings.TrimSpace(note) == "" {
				t.Fatalf("rules.txt: %q has no game or no note", line)
			}
			out[kind] = append(out[kind], id)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestHowToTeachesEveryRuleOfTheList holds each game's How to play against
// its list: every rule of the list has its line, and no line names a rule
// the list lacks.
func TestHowToTeachesEveryRuleOfTheList(t *testing.T) {
	list := rulesList(t)
	if len(list) != len(All()) {
		t.Errorf("rules.txt lists %d games, the catalog has %d", len(list), len(All()))
	}
	for _, g := range All() {
		taught := g.HowTo.Rules()
		for _, id := range list[g.Kind] {
			if !slices.Contains(taught, id) {
				t.Errorf("%s: How to play has no line for %s", g.Kind, id)
			}
		}
		for _, id := range taught {
			if !slices.Contains(list[g.Kind], id) {
				t.Errorf("%s: How to play teaches %s, which rules.txt does not list", g.Kind, id)
			}
		}
	}
}

// TestHowToHasEveryPart checks that each game's How to play has the five
// parts in order, each with lines, and that the referee marks its part.
func TestHowToHasEveryPart(t *testing.T) {
	want := []string{screens.PartAbout, screens.PartTable, screens.PartRound, screens.PartPoints, screens.PartEnd}
	for _, g := range All() {
		var names []string
		marks := 0
		for _, p := range g.HowTo {
			if len(p.Lines) == 0 {
				t.Errorf("%s: part %s has no lines", g.Kind, p.Name)
			}
			if slices.Contains(want, p.Name) {
				names = append(names, p.Name)
			}
			for _, l := range p.Lines {
				if l.App != "" {
					marks++
				}
			}
		}
		if !slices.Equal(names, want) {
			t.Errorf("%s: parts %v, want %v in that order", g.Kind, names, want)
		}
		if marks == 0 {
			t.Errorf("%s: How to play marks nothing the app does for the table", g.Kind)
		}
	}
}

// TestHowToIsWhollyInEachLanguage checks every line of How to play in each
// language: it exists, and in Russian and Ukrainian no English is left.
func TestHowToIsWhollyInEachLanguage(t *testing.T) {
	for _, lang := range []language.Tag{language.English, language.Russian, language.Ukrainian} {
		cat, err := translations.New(lang)
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range All() {
			ids := []string{"howto.button", "howto.title", "howto.close"}
			for _, p := range g.HowTo {
				ids = append(ids, p.Heading)
				for _, l := range p.Lines {
					ids = append(ids, l.ID)
					if l.App != "" {
						ids = append(ids, l.App)
					}
				}
			}
			for _, id := range ids {
				text := cat.T(id, "Game", "X")
				if text == id {
					t.Errorf("%s: %s is missing", lang, id)
					continue
				}
				if lang == language.English {
					continue
				}
				if i := strings.IndexFunc(strings.ReplaceAll(text, "{{.Game}}", ""), func(r rune) bool {
					return r < unicode.MaxASCII && unicode.IsLetter(r) && r != 'X'
				}); i >= 0 {
					t.Errorf("%s: %s has a Latin letter: %q", lang, id, text)
				}
			}
		}
	}
}

// findButton returns the button with the text among what o shows.
func findButton(o fyne.CanvasObject, text string) *screens.Button {
	switch v := o.(type) {
	case *screens.Button:
		if v.Text == text && v.Visible() {
			return v
		}
	case *fyne.Container:
		for _, c := range v.Objects {
			if b := findButton(c, text); b != nil {
				return b
			}
		}
		return nil
	}
	if w, ok := o.(fyne.Widget); ok {
		for _, c := range test.WidgetRenderer(w).Objects() {
			if b := findButton(c, text); b != nil {
				return b
			}
		}
	}
	return nil
}

// TestHowToOpensFromEachSetupAndFits taps How to play at each game's setup,
// at each size and in each language: it opens at the start, its Close is in
// view, nothing in it is cut, it fits one screen on the wide laptop, and
// Close takes it away.
func TestHowToOpensFromEachSetupAndFits(t *testing.T) {
	for _, g := range All() {
		t.Run(g.Kind, func(t *testing.T) {
			screenstest.EachTable(t, func(t *testing.T, lang language.Tag, size fyne.Size) {
				tb := screenstest.NewTable(t, lang, screenstest.People(screenstest.Tables[lang]...))
				tb.Open(g.New(tb.Ctx, g))
				// How to play lies over the whole window, the shell's top
				// bar included.
				tb.Win.Resize(size)
				b := findButton(tb.Win.Content(), tb.Ctx.T("howto.button"))
				if b == nil {
					t.Fatal("the setup has no How to play button")
				}
				test.Tap(b)
				v := screens.OpenHowTo()
				if v == nil {
					t.Fatal("How to play did not open")
				}
				// The view lies over the whole window, the shell's top bar
				// included.
				tb.Win.Resize(size)
				v.ScrollTo("")
				screenstest.CheckDialogFits(t, tb, size)
				at := fyne.CurrentApp().Driver().AbsolutePositionForObject(v.CloseButton)
				if end := at.Add(v.CloseButton.Size()); at.X < 0 || at.Y < 0 || end.X > size.Width || end.Y > size.Height || !v.CloseButton.Visible() {
					t.Errorf("Close at %v+%v is not within the window of %v", at, v.CloseButton.Size(), size)
				}
				if v.Scroll.Offset.Y != 0 {
					t.Errorf("How to play opens scrolled to %g, not at its start", v.Scroll.Offset.Y)
				}
				if size.Width >= 1280 {
					if need, room := v.Scroll.Content.MinSize().Height, v.Scroll.Size().Height; need > room {
						t.Errorf("How to play needs %g of height, the laptop gives %g: it does not fit one screen", need, room)
					}
				}
				if size.Width < 900 && v.CloseButton.Size().Height < 44 {
					t.Errorf("Close is %g high, less than a finger's 44", v.CloseButton.Size().Height)
				}
				test.Tap(v.CloseButton)
				if screens.OpenHowTo() != nil || tb.Win.Canvas().Overlays().Top() != nil {
					t.Error("Close left How to play open")
				}
			})
		})
	}
}

// rulesPartWanted is the part of How to play that a moment of play opens
// at; a moment not named opens at its round.
var rulesPartWanted = map[string]string{
	"spyfall-vote":       "vote",
	"keepwatch-variants": screens.PartPoints,
	"keepwatch-results":  screens.PartPoints,
	"dixit":              screens.PartPoints,
	"decrypto":           screens.PartPoints,
	"dixit-laps":         screens.PartPoints,
	"dixit-end":          screens.PartEnd,
	"carnival-end":       screens.PartEnd,
}

// TestRulesOpenAtTheStepUnderWay opens How to play from each moment of play
// as the top bar's Rules does, and checks that it opens at the part that
// fits the moment, scrolled to it.
func TestRulesOpenAtTheStepUnderWay(t *testing.T) {
	for _, m := range examples.Moments() {
		g, ok := lookup(m.Kind)
		if !ok {
			continue
		}
		t.Run(m.Key, func(t *testing.T) {
			tb := screenstest.NewTable(t, language.Ukrainian, screenstest.People(screenstest.Tables[language.Ukrainian][:5]...))
			h, err := m.Play(tb.Ctx.Players(), "uk")
			if err != nil {
				t.Fatal(err)
			}
			record, err := json.Marshal(h)
			if err != nil {
				t.Fatal(err)
			}
			s, err := g.Load(tb.Ctx, g, record)
			if err != nil {
				t.Fatal(err)
			}
			tb.Open(s)
			tb.Win.Resize(fyne.NewSize(800, 1280).Subtract(screens.ShellChrome))
			teacher, ok := s.(screens.Teacher)
			if !ok {
				t.Fatal("the game's screen cannot say which part of How to play fits")
			}
			want, ok := rulesPartWanted[m.Key]
			if !ok {
				want = screens.PartRound
				if strings.HasSuffix(m.Key, "-ended") {
					want = screens.PartEnd
				}
			}
			if got := teacher.RulesPart(); got != want {
				t.Fatalf("Rules opens at %q, want %q", got, want)
			}
			v := screens.ShowHowTo(tb.Ctx.Catalog, tb.Win, s.Title(), teacher.HowTo(), want)
			part := v.Parts[want]
			top := part.Position().Y
			most := v.Scroll.Content.Size().Height - v.Scroll.Size().Height
			if got := v.Scroll.Offset.Y; got != min(top, most) || top == 0 && want != screens.PartAbout {
				t.Errorf("How to play is scrolled to %g, the part %q starts at %g", got, want, top)
			}
			v.Close()
		})
	}
}
