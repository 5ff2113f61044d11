package translations

import (
	"slices"
	"sort"
	"strings"
	"testing"
	"unicode"
)

// topBarWords are the messages the top bar's buttons carry as words (see
// setWords in app/topbar.go): Home, Undo and Redo. Settings, Phones and the
// language show an icon or a language's own name. The bar is on every
// screen, above every other button, heading and dialog.
var topBarWords = []string{"nav.home", "nav.undo", "nav.redo"}

// label is how a message reads as a button: lower case, without a key hint
// in brackets such as “(Esc)” and without the full stop or exclamation mark
// at its end.
func label(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	if i := strings.LastIndex(s, " ("); i > 0 && strings.HasSuffix(s, ")") {
		s = s[:i]
	}
	return strings.TrimRight(s, ".!?:… ")
}

// firstWord returns the first word of a message, lower case.
func firstWord(s string) string {
	if ws := words(s); len(ws) > 0 {
		return ws[0]
	}
	return ""
}

// sameStem reports whether two words read as forms of one word: they begin
// with the same five letters or more, and the shorter has at most three
// letters after those («отменить» and «отмена»).
func sameStem(a, b string) bool {
	ra, rb := []rune(a), []rune(b)
	n := 0
	for n < len(ra) && n < len(rb) && ra[n] == rb[n] {
		n++
	}
	return n >= 5 && min(len(ra), len(rb))-n <= 3
}

// TestTopBarWordsAreTheirOwn fails when another message reads as one of the
// top bar's words in the same language: equal to it, key hint aside,
// starting with it as a whole word, or starting with a form of its first
// word. Ukrainian once said «Скасувати» for both Undo on the bar and Cancel
// in the dialogs under it, Russian «Отменить» for Undo above «Отмена», and
// «Вернуть» for both Redo and putting Spyfall's played locations back.
func TestTopBarWordsAreTheirOwn(t *testing.T) {
	for _, file := range messageFiles() {
		all := texts(t, file)
		bar := map[string]string{}
		for _, id := range topBarWords {
			forms, ok := all[id]
			if !ok || len(forms) != 1 {
				t.Fatalf("%s: %s is not one plain message", file, id)
			}
			word := label(forms[0])
			if other, ok := bar[word]; ok {
				t.Errorf("%s: %s and %s both say %q on the top bar", file, other, id, forms[0])
			}
			bar[word] = id
		}
		var bad []string
		for id, forms := range all {
			if strings.HasPrefix(id, "nav.") {
				continue
			}
			for _, form := range forms {
				got := label(form)
				for word, navID := range bar {
					if got == word || strings.HasPrefix(got, word+" ") || sameStem(firstWord(got), firstWord(word)) {
						bad = append(bad, id+" says "+quote(form)+", which reads as the top bar's "+navID+" "+quote(word))
					}
				}
			}
		}
		sort.Strings(bad)
		for _, b := range bad {
			t.Errorf("%s: %s", file, b)
		}
	}
}

func quote(s string) string { return "«" + s + "»" }

// nameParams are the arguments that carry a player's name, or several names
// joined, as typed into the roster: the app does not know whether the
// player is a woman or a man, and cannot decline the name. {name} is the
// phones' page's own placeholder.
var nameParams = map[string]bool{"Player": true, "Players": true, "Name": true, "Names": true,
	"Suspect": true, "Other": true, "Checked": true, "Named": true}

// takesAName reports whether a message fills in a player's name.
func takesAName(forms []string) bool {
	for _, form := range forms {
		if strings.Contains(form, "{name}") {
			return true
		}
		for _, m := range placeholder.FindAllStringSubmatch(form, -1) {
			if nameParams[m[1]] {
				return true
			}
		}
	}
	return false
}

// words splits a message into its words, lower case, the placeholders left
// out; an apostrophe stays inside a Ukrainian word (зв'язковий).
func words(s string) []string {
	s = placeholder.ReplaceAllString(s, " ")
	s = strings.ReplaceAll(s, "{name}", " ")
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && r != '\'' && r != '’' && r != 'ʼ'
	})
}

// pronouns are the third-person pronouns with a gender: a sentence about a
// named player must not call them he or she. (Russian «ним» is left out:
// it is also «them».)
var pronouns = map[string][]string{
	"active.ru.toml": {"он", "она", "оно", "его", "её", "ее", "ему", "ей", "него", "неё", "нее", "нему", "ней", "нём",
		"сам", "сама"},
	"active.uk.toml": {"він", "вона", "воно", "його", "її", "йому", "їй", "нього", "неї", "ньому", "ній", "ним", "нею",
		"сам", "сама"},
}

// genderedForms are the words with a gender that once spoke of a player, as
// a past tense, a short adjective or participle or a noun for a man; they
// are kept out of every message, not only those with a name: a reason is
// shown beside a player's name, and a refusal speaks to the player in
// turn. Use the present tense, an impersonal form or the role.
var genderedForms = map[string][]string{
	"active.ru.toml": {"проголосовал", "выдвигал", "внесён", "внесен", "выбыл", "угадал", "обвинил", "дал",
		"обвиняемый", "невиновного", "нераскрытый", "подозрительный", "самого", "победитель"},
	"active.uk.toml": {"проголосував", "висував", "вибув", "вгадав", "звинуватив", "дав",
		"обвинувачений", "невинного", "нерозкритий", "найпідозріліший", "самого", "переможець"},
}

// genderedExceptions are the messages that may keep one of genderedForms,
// and why.
var genderedExceptions = map[string]map[string]string{
	"active.ru.toml": {
		"dixit.why.none_found|угадал": "«никто не угадал»: nobody, not a player, is the subject",
	},
	"active.uk.toml": {
		"dixit.why.none_found|вгадав":                      "«ніхто не вгадав»: nobody, not a player, is the subject",
		"dixit.option.three|вгадав":                        "«єдиний, хто вгадав»: a rule for whoever it is, with «хто»",
		"spyfall.option.first_dealer_hint|найпідозріліший": "«хто має найпідозріліший вигляд»: it goes with «вигляд»",
	},
}

// TestNoGenderIsGuessedForAPlayer fails when a Russian or Ukrainian message
// that names a player calls them he or she, or when any message uses one
// of the gendered forms once said of a player.
func TestNoGenderIsGuessedForAPlayer(t *testing.T) {
	for _, file := range []string{"active.ru.toml", "active.uk.toml"} {
		var bad []string
		for id, forms := range texts(t, file) {
			named := takesAName(forms)
			for _, form := range forms {
				for _, w := range words(form) {
					if named && slices.Contains(pronouns[file], w) {
						bad = append(bad, id+" names a player and says "+quote(w)+": "+quote(form))
					}
					if slices.Contains(genderedForms[file], w) {
						if _, ok := genderedExceptions[file][id+"|"+w]; !ok {
							bad = append(bad, id+" says "+quote(w)+", which has a gender: "+quote(form))
						}
					}
				}
			}
		}
		sort.Strings(bad)
		for _, b := range bad {
			t.Errorf("%s: %s", file, b)
		}
	}
}

// decliners are the words after which a name would have to be declined,
// which a name typed into the roster cannot be: a preposition or «игрок»
// in another case than the nominative («у игрока Мирослава» reads as a
// man called Мирослав), or a verb that takes an object («Ловит Мирослава»
// reads as catching Мирослав). A name stands first, as the subject, or is
// set off by a colon, a dash, a comma or brackets.
var decliners = map[string][]string{
	"active.ru.toml": {"игрока", "игроку", "игроком", "игроке", "у", "от", "для", "к", "с", "со", "о", "об", "про",
		"без", "против", "за", "на", "по", "ловит", "сдаёт", "побеждает", "называет", "обвиняет"},
	"active.uk.toml": {"гравця", "гравцю", "гравцеві", "гравцем", "у", "в", "від", "для", "до", "з", "із", "зі", "про",
		"без", "проти", "за", "на", "по", "ловить", "роздає", "перемагає", "називає", "звинувачує"},
}

// TestNamesStandInTheNominative fails when a Russian or Ukrainian message
// puts a player's name straight after a word that would decline it.
func TestNamesStandInTheNominative(t *testing.T) {
	for _, file := range []string{"active.ru.toml", "active.uk.toml"} {
		var bad []string
		for id, forms := range texts(t, file) {
			for _, form := range forms {
				for _, at := range nameSpots(form) {
					before := form[:at[0]]
					trimmed := strings.TrimRightFunc(before, unicode.IsSpace)
					if trimmed == before {
						continue // the message starts with the name, or a bracket opens it
					}
					w := strings.ToLower(lastWord(trimmed))
					if slices.Contains(decliners[file], w) {
						bad = append(bad, id+" puts "+form[at[0]:at[1]]+" after "+quote(w)+": "+quote(form))
					}
				}
			}
		}
		sort.Strings(bad)
		for _, b := range bad {
			t.Errorf("%s: %s", file, b)
		}
	}
}

// nameSpots returns where a message fills in a player's name: the start and
// end of each placeholder.
func nameSpots(form string) [][2]int {
	var spots [][2]int
	for _, m := range placeholder.FindAllStringSubmatchIndex(form, -1) {
		if nameParams[form[m[2]:m[3]]] {
			spots = append(spots, [2]int{m[0], m[1]})
		}
	}
	if i := strings.Index(form, "{name}"); i >= 0 {
		spots = append(spots, [2]int{i, i + len("{name}")})
	}
	return spots
}

// lastWord returns the word that ends s, or "" when s ends in punctuation.
func lastWord(s string) string {
	i := strings.LastIndexFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' })
	return s[i+1:]
}
