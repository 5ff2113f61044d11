package translations

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"text/template"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
)

// pluralNumbers are the counts every plural message is rendered at: zero,
// then one of each Russian and Ukrainian form, the teens and the twenties.
var pluralNumbers = []int{0, 1, 2, 5, 11, 21, 22, 25}

// formNames names the CLDR plural forms as the message files spell them.
var formNames = map[plural.Form]string{
	plural.Zero: "zero", plural.One: "one", plural.Two: "two",
	plural.Few: "few", plural.Many: "many", plural.Other: "other",
}

// fill renders one form of a message as text/template would, the way
// go-i18n fills it, with the given arguments.
func fill(t *testing.T, id, form string, args map[string]any) string {
	t.Helper()
	tmpl, err := template.New(id).Parse(form)
	if err != nil {
		t.Fatalf("%s: %v", id, err)
	}
	var b strings.Builder
	if err := tmpl.Execute(&b, args); err != nil {
		t.Fatalf("%s: %v", id, err)
	}
	return b.String()
}

// TestEveryPluralPicksTheCLDRForm renders every plural message in Russian
// and Ukrainian at each of pluralNumbers and checks that the text is the
// form CLDR's rules name for that number, filled in.
func TestEveryPluralPicksTheCLDRForm(t *testing.T) {
	plurals := 0
	for _, lang := range []struct {
		file string
		tag  language.Tag
	}{{"active.ru.toml", language.Russian}, {"active.uk.toml", language.Ukrainian}} {
		cat, err := New(lang.tag)
		if err != nil {
			t.Fatal(err)
		}
		for id, v := range messages(t, lang.file) {
			forms, ok := v.(map[string]any)
			if !ok {
				continue
			}
			plurals++
			for _, n := range pluralNumbers {
				args := map[string]any{"Count": n}
				pairs := []any{"Count", n}
				for name := range placeholders(forms) {
					if name != "Count" {
						args[name] = "«" + name + "»"
						pairs = append(pairs, name, args[name])
					}
				}
				name := formNames[plural.Cardinal.MatchPlural(lang.tag, n, 0, 0, 0, 0)]
				form, ok := forms[name].(string)
				if !ok {
					t.Errorf("%s: %s has no %q form for %d", lang.file, id, name, n)
					continue
				}
				if got, want := cat.T(id, pairs...), fill(t, id, form, args); got != want {
					t.Errorf("%s: %s(%d) = %q, want the %s form %q", lang.file, id, n, got, name, want)
				}
			}
		}
	}
	if plurals < 40 {
		t.Fatalf("only %d plural messages found: the scan is broken", plurals)
	}
}

// TestCountsReadRightAtZero pins a few sentences at zero, where Russian and
// Ukrainian take the form of five, and at one and two for contrast.
func TestCountsReadRightAtZero(t *testing.T) {
	cases := []struct {
		tag  language.Tag
		id   string
		args []any
		want string
	}{
		{language.Russian, "spyfall.option.rounds_count", []any{"Count", 0}, "0 раундов"},
		{language.Ukrainian, "spyfall.option.rounds_count", []any{"Count", 0}, "0 раундів"},
		{language.English, "spyfall.option.rounds_count", []any{"Count", 0}, "0 rounds"},
		{language.Russian, "spyfall.gain", []any{"Points", "0", "Count", 0, "Why", "раунд проигран"}, "0 очков (раунд проигран)"},
		{language.Ukrainian, "spyfall.gain", []any{"Points", "0", "Count", 0, "Why", "раунд програно"}, "0 очок (раунд програно)"},
		{language.Russian, "spyfall.gain", []any{"Points", "+1", "Count", 1, "Why", "победа мирных"}, "+1 очко (победа мирных)"},
		{language.Ukrainian, "spyfall.gain", []any{"Points", "+2", "Count", 2, "Why", "перемога шпигунів"}, "+2 очки (перемога шпигунів)"},
		{language.Russian, "keepwatch.stack", []any{"Count", 0}, "В стопке 0 карт"},
		{language.Ukrainian, "keepwatch.stack", []any{"Count", 0}, "У стосі 0 карт"},
		{language.Russian, "dixit.rounds_left", []any{"Count", 0}, "В колоде осталось на 0 раундов"},
		{language.Ukrainian, "home.roster", []any{"Count", 0}, "0 гравців"},
		{language.Russian, "decrypto.keywords.guessed", []any{"Team", "Совы", "Count", 0}, "Совы: угадано 0 ключевых слов."},
		{language.Ukrainian, "decrypto.keywords.guessed", []any{"Team", "Сови", "Count", 0}, "Сови: вгадано 0 ключових слів."},
		{language.Russian, "dixit.rounds_left", []any{"Count", 21}, "В колоде осталось на 21 раунд"},
		{language.Ukrainian, "decrypto.hacker_rounds_left", []any{"Count", 21}, "Залишився 21 раунд"},
	}
	for _, c := range cases {
		cat, err := New(c.tag)
		if err != nil {
			t.Fatal(err)
		}
		if got := cat.T(c.id, c.args...); got != c.want {
			t.Errorf("%s %s %v = %q, want %q", c.tag, c.id, c.args, got, c.want)
		}
	}
}

// TestAStrayCountLeavesAPlainMessageWhole checks that a Count given to a
// message without plural forms still shows its sentence, not its ID, in
// the languages whose numbers have forms the message lacks.
func TestAStrayCountLeavesAPlainMessageWhole(t *testing.T) {
	want := map[language.Tag]string{
		language.English:   "Dixit is for 3 to 6 players.",
		language.Russian:   "В Dixit играют от 3 до 6 человек.",
		language.Ukrainian: "У Dixit грають від 3 до 6 гравців.",
	}
	for _, tag := range Languages {
		cat, err := New(tag)
		if err != nil {
			t.Fatal(err)
		}
		for _, n := range pluralNumbers {
			if got := cat.T("dixit.setup.players", "Min", 3, "Max", 6, "Count", n); got != want[tag] {
				t.Errorf("%s with Count %d: %q, want %q", tag, n, got, want[tag])
			}
		}
	}
}

// TestCodePassesACountToEveryPluralAndOnlyToThem reads the calls that name
// a message by a literal ID (T, Refuse) and checks that a plural message
// always gets a Count, which picks its form, and a plain one never does.
func TestCodePassesACountToEveryPluralAndOnlyToThem(t *testing.T) {
	en := messages(t, "active.en.toml")
	checked := 0
	var problems []string
	inspectCode(t, "..", func(fset *token.FileSet, n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || len(call.Args) == 0 || !namesAMessage(call.Fun) {
			return true
		}
		id, ok := stringLit(call.Args[0])
		if !ok {
			return true
		}
		msg, known := en[id]
		if !known {
			return true
		}
		counted := false
		for _, a := range call.Args[1:] {
			if s, ok := stringLit(a); ok && s == "Count" {
				counted = true
			}
		}
		checked++
		_, isPlural := msg.(map[string]any)
		switch {
		case isPlural && !counted:
			problems = append(problems, fset.Position(call.Pos()).String()+": plural "+id+" gets no Count")
		case !isPlural && counted:
			problems = append(problems, fset.Position(call.Pos()).String()+": plain "+id+" gets a Count")
		}
		return true
	})
	sort.Strings(problems)
	for _, p := range problems {
		t.Error(p)
	}
	if checked < 100 {
		t.Fatalf("only %d calls found: the scan is broken", checked)
	}
}

// namesAMessage reports whether a call's function takes a message ID first:
// a catalog's or context's T, or games.Refuse.
func namesAMessage(fun ast.Expr) bool {
	switch f := fun.(type) {
	case *ast.SelectorExpr:
		return f.Sel.Name == "T" || f.Sel.Name == "Refuse"
	case *ast.Ident:
		return f.Name == "Refuse"
	}
	return false
}

func stringLit(e ast.Expr) (string, bool) {
	lit, ok := e.(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(lit.Value)
	return s, err == nil
}

// inspectCode parses each Go file below dir, tests left out, and hands
// every node of it to visit, as ast.Inspect does.
func inspectCode(t *testing.T, dir string, visit func(fset *token.FileSet, n ast.Node) bool) {
	t.Helper()
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool { return visit(fset, n) })
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
