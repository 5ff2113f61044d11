package translations

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"
	"golang.org/x/text/language"

	"tablecompanion/games"
)

// messageFiles are the message files as written.
func messageFiles() []string {
	return []string{"active.en.toml", "active.ru.toml", "active.uk.toml"}
}

// messages reads a message file into ID → plain text or plural forms.
func messages(t *testing.T, name string) map[string]any {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := toml.Unmarshal(data, &m); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return m
}

var pluralForms = map[string][]string{
	"active.en.toml": {"one", "other"},
	"active.ru.toml": {"one", "few", "many", "other"},
	"active.uk.toml": {"one", "few", "many", "other"},
}

func TestEveryMessageIsInEveryLanguage(t *testing.T) {
	en := messages(t, "active.en.toml")
	for _, f := range messageFiles() {
		m := messages(t, f)
		for id := range en {
			if _, ok := m[id]; !ok {
				t.Errorf("%s lacks %s", f, id)
			}
		}
		for id := range m {
			if _, ok := en[id]; !ok {
				t.Errorf("%s has %s, which English lacks", f, id)
			}
		}
	}
}

func TestPluralsHaveEveryForm(t *testing.T) {
	en := messages(t, "active.en.toml")
	for _, f := range messageFiles() {
		for id, v := range messages(t, f) {
			forms, plural := v.(map[string]any)
			_, enPlural := en[id].(map[string]any)
			if plural != enPlural {
				t.Errorf("%s: %s is plural in one language and not in another", f, id)
				continue
			}
			if !plural {
				continue
			}
			for _, form := range pluralForms[f] {
				if s, ok := forms[form].(string); !ok || s == "" {
					t.Errorf("%s: plural %s lacks the %q form", f, id, form)
				}
			}
		}
	}
}

var placeholder = regexp.MustCompile(`\{\{\s*\.(\w+)\s*\}\}`)

// placeholders returns the names a message, plain or plural, fills in.
func placeholders(v any) map[string]bool {
	set := map[string]bool{}
	collect := func(s string) {
		for _, m := range placeholder.FindAllStringSubmatch(s, -1) {
			set[m[1]] = true
		}
	}
	switch x := v.(type) {
	case string:
		collect(x)
	case map[string]any:
		for _, s := range x {
			collect(s.(string))
		}
	}
	return set
}

// TestPlaceholdersAgree checks that every language fills a message with the
// same arguments, so no translation drops a name or a number.
func TestPlaceholdersAgree(t *testing.T) {
	names := func(v any) string {
		var out []string
		for k := range placeholders(v) {
			out = append(out, k)
		}
		sort.Strings(out)
		return strings.Join(out, ",")
	}
	en := messages(t, "active.en.toml")
	for _, f := range messageFiles()[1:] {
		for id, v := range messages(t, f) {
			if got, want := names(v), names(en[id]); got != want {
				t.Errorf("%s: %s uses {%s}, English uses {%s}", f, id, got, want)
			}
		}
	}
}

func TestPluralsRenderTheirNumber(t *testing.T) {
	en := messages(t, "active.en.toml")
	for _, tag := range Languages {
		c, err := New(tag)
		if err != nil {
			t.Fatal(err)
		}
		for id, v := range en {
			forms, plural := v.(map[string]any)
			if !plural {
				continue
			}
			// Every placeholder but the count gets a word of its own.
			var args []any
			for name := range placeholders(forms) {
				if name != "Count" {
					args = append(args, name, "x")
				}
			}
			for _, n := range []int{1, 2, 5, 11, 21, 22, 25} {
				got := c.T(id, append(args, "Count", n)...)
				if got == id || strings.Contains(got, "<no value>") {
					t.Errorf("%s %s(%d) = %q", tag, id, n, got)
				}
			}
		}
	}
}

func TestRussianAndUkrainianPluralsPickTheRightForm(t *testing.T) {
	cases := []struct {
		tag  language.Tag
		n    int
		want string
	}{
		{language.Russian, 1, "1 игрок"}, {language.Russian, 2, "2 игрока"}, {language.Russian, 5, "5 игроков"},
		{language.Russian, 11, "11 игроков"}, {language.Russian, 21, "21 игрок"}, {language.Russian, 22, "22 игрока"},
		{language.Russian, 25, "25 игроков"},
		{language.Ukrainian, 1, "1 гравець"}, {language.Ukrainian, 2, "2 гравці"}, {language.Ukrainian, 5, "5 гравців"},
		{language.Ukrainian, 11, "11 гравців"}, {language.Ukrainian, 21, "21 гравець"}, {language.Ukrainian, 22, "22 гравці"},
		{language.Ukrainian, 25, "25 гравців"},
		{language.English, 1, "1 player"}, {language.English, 2, "2 players"},
	}
	for _, c := range cases {
		cat, _ := New(c.tag)
		if got := cat.T("home.roster", "Count", c.n); got != c.want {
			t.Errorf("%s %d: got %q want %q", c.tag, c.n, got, c.want)
		}
	}
}

// TestEveryIDInTheCodeExists reads the app's Go files for the message IDs
// they name and checks that English has each; the other tests carry that to
// RU and UK.
func TestEveryIDInTheCodeExists(t *testing.T) {
	en := messages(t, "active.en.toml")
	used := regexp.MustCompile(`(?:\.T\(|Refuse\(|Title:\s*)"([a-z0-9_]+(?:\.[a-z0-9_]+)+)"`)
	found := 0
	err := filepath.WalkDir("..", func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		code := regexp.MustCompile(`(?m)^\s*//.*$`).ReplaceAllString(string(data), "")
		for _, m := range used.FindAllStringSubmatch(code, -1) {
			found++
			if _, ok := en[m[1]]; !ok {
				t.Errorf("%s uses %s, which no message file has", path, m[1])
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if found < 20 {
		t.Fatalf("only %d message IDs found in the code: the scan is broken", found)
	}
}

func TestMatchPicksTheLanguageOfTheOS(t *testing.T) {
	cases := map[string]language.Tag{
		"uk-UA": language.Ukrainian, "uk_UA.UTF-8": language.Ukrainian, "uk": language.Ukrainian,
		"ru-RU": language.Russian, "ru_UA.UTF-8@euro": language.Russian, "ru": language.Russian,
		"en-US": language.English, "en_GB": language.English, "de-DE": language.English,
		"be-BY": language.English, "kk-KZ": language.English, "pl": language.English,
		"C": language.English, "": language.English, "not a locale": language.English,
	}
	for locale, want := range cases {
		if got := Match(locale); got != want {
			t.Errorf("Match(%q) = %s, want %s", locale, got, want)
		}
	}
}

func TestCatalogSwitchesLanguage(t *testing.T) {
	c, err := New(language.English)
	if err != nil {
		t.Fatal(err)
	}
	if c.T("nav.undo") != "Undo" {
		t.Fatalf("got %q", c.T("nav.undo"))
	}
	c.SetLanguage(language.Ukrainian)
	if c.T("nav.undo") != "Крок назад" || c.Language() != language.Ukrainian {
		t.Fatalf("got %q", c.T("nav.undo"))
	}
	if c.T("no.such.message") != "no.such.message" {
		t.Fatal("a missing message shows as its ID")
	}
}

func TestCatalogSaysRuleErrors(t *testing.T) {
	c, _ := New(language.Russian)
	got := c.Error(games.Refuse("roster.name.taken", "Name", "Лена"))
	if got != "Лена уже за столом: выберите другое имя." {
		t.Fatalf("got %q", got)
	}
	got = c.Error(games.Refuse("roster.name.too_long", "Count", 20))
	if got != "Имя может быть не длиннее 20 букв." {
		t.Fatalf("got %q", got)
	}
	if got := c.Error(errors.New("disk full")); !strings.Contains(got, "disk full") {
		t.Fatalf("a plain error keeps its text: %q", got)
	}
}

func TestParseKnowsOnlyOurLanguages(t *testing.T) {
	for _, l := range Languages {
		if got, ok := Parse(l.String()); !ok || got != l {
			t.Errorf("Parse(%s) = %s %v", l, got, ok)
		}
	}
	for i, name := range NativeNames() {
		if got, ok := ByNativeName(name); !ok || got != Languages[i] {
			t.Errorf("ByNativeName(%s) = %s %v", name, got, ok)
		}
	}
	if _, ok := ByNativeName("Deutsch"); ok {
		t.Error("ByNativeName accepted a language we do not speak")
	}
	if _, ok := Parse("de"); ok {
		t.Error("Parse accepted a language we do not speak")
	}
}

// TestCatalogReadsALanguageOnFirstUse checks that a catalog reads only the
// fallback and its own language at first, and another when it switches.
func TestCatalogReadsALanguageOnFirstUse(t *testing.T) {
	c, err := New(language.Russian)
	if err != nil {
		t.Fatal(err)
	}
	if !c.loaded[language.English] || !c.loaded[language.Russian] || c.loaded[language.Ukrainian] {
		t.Fatalf("a Russian catalog read %v", c.loaded)
	}
	c.SetLanguage(language.Ukrainian)
	if got := c.T("app.name"); got == "app.name" || !c.loaded[language.Ukrainian] {
		t.Fatalf("after switching to Ukrainian: %q, read %v", got, c.loaded)
	}
}

// TestTheEmbeddedMessagesAreTheWrittenOnes fails when a message file was
// changed and the Go the app holds (messages.go) was not made again from it.
func TestTheEmbeddedMessagesAreTheWrittenOnes(t *testing.T) {
	out, err := exec.Command("go", "run", "./togo", "-check").CombinedOutput()
	if err != nil {
		t.Fatalf("%v: %s", err, out)
	}
}
