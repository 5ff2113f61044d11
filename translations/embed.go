// Package translations holds every sentence the app shows, in English,
// Russian and Ukrainian, and the catalog that picks the table's language.
package translations

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
	"sync"
	"unicode"

	"github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"

	"tablecompanion/games"
)

// The messages are written in active.<lang>.toml; the app holds them as
// Go, in messages.go, which togo makes from those.
//
//go:generate go run ./togo

// Languages are the languages the app speaks, in the order the picker shows
// them; the first is the fallback.
var Languages = []language.Tag{language.English, language.Russian, language.Ukrainian}

// NativeName returns a language's name in that language, as the picker
// shows it whatever the current language is.
func NativeName(tag language.Tag) string {
	switch tag {
	case language.Russian:
		return "Русский"
	case language.Ukrainian:
		return "Українська"
	}
	return "English"
}

// NativeNames returns the names of Languages, each in its own language.
func NativeNames() []string {
	names := make([]string, len(Languages))
	for i, l := range Languages {
		names[i] = NativeName(l)
	}
	return names
}

// ByNativeName returns the language a picker's name stands for.
func ByNativeName(name string) (language.Tag, bool) {
	for _, l := range Languages {
		if NativeName(l) == name {
			return l, true
		}
	}
	return language.English, false
}

// Match picks the app's language for an OS locale such as "uk-UA" or
// "ru_RU.UTF-8": Ukrainian and Russian when the locale is one of them,
// English for anything else.
func Match(locale string) language.Tag {
	if i := strings.IndexAny(locale, ".@"); i >= 0 {
		locale = locale[:i]
	}
	tag, err := language.Parse(strings.ReplaceAll(locale, "_", "-"))
	if err != nil {
		return language.English
	}
	_, i, conf := language.NewMatcher(Languages).Match(tag)
	// The matcher offers Russian to neighbours such as Belarusian; the app
	// speaks a language only to those whose locale is that language.
	want, _ := tag.Base()
	got, _ := Languages[i].Base()
	if conf < language.High || want != got {
		return language.English
	}
	return Languages[i]
}

// Parse turns a saved language code back into one of Languages.
func Parse(code string) (language.Tag, bool) {
	for _, l := range Languages {
		if l.String() == code {
			return l, true
		}
	}
	return language.English, false
}

// Catalog translates message IDs into the current language. The shell keeps
// one and switches its language at run time. It reads a language's messages
// the first time it speaks it: a start reads English, the fallback, and the
// language on show, not all three.
type Catalog struct {
	mu     sync.RWMutex
	bundle *i18n.Bundle
	loaded map[language.Tag]bool
	tag    language.Tag
	loc    *i18n.Localizer
}

// New returns a catalog speaking the given language.
func New(tag language.Tag) (*Catalog, error) {
	b := i18n.NewBundle(language.English)
	c := &Catalog{bundle: b, loaded: map[language.Tag]bool{}}
	for _, l := range []language.Tag{language.English, tag} {
		if err := c.load(l); err != nil {
			return nil, err
		}
	}
	c.tag = tag
	c.loc = i18n.NewLocalizer(b, tag.String())
	return c, nil
}

// load reads a language's messages into the bundle once; the caller holds
// c.mu for writing, or has the catalog to itself.
func (c *Catalog) load(tag language.Tag) error {
	if c.loaded[tag] {
		return nil
	}
	list, ok := byLanguage[tag.String()]
	if !ok {
		return fmt.Errorf("no messages in %s", tag)
	}
	ms := make([]*i18n.Message, len(list))
	for i := range list {
		ms[i] = &list[i]
	}
	if err := c.bundle.AddMessages(tag, ms...); err != nil {
		return err
	}
	c.loaded[tag] = true
	return nil
}

// Language returns the current language.
func (c *Catalog) Language() language.Tag {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.tag
}

// SetLanguage switches the catalog to another language, reading its
// messages the first time. The files are embedded and their tests read
// them all; should one still fail to load, its messages show in English.
func (c *Catalog) SetLanguage(tag language.Tag) {
	c.mu.Lock()
	defer c.mu.Unlock()
	_ = c.load(tag)
	c.tag = tag
	c.loc = i18n.NewLocalizer(c.bundle, tag.String())
}

// T returns the message id in the current language, filled with the
// arguments given as name, value pairs; an argument named "Count" picks the
// plural form. A message that is missing shows as its ID.
func (c *Catalog) T(id string, pairs ...any) string {
	args := make(map[string]any, len(pairs)/2)
	for i := 0; i+1 < len(pairs); i += 2 {
		args[pairs[i].(string)] = pairs[i+1]
	}
	return c.localize(id, args)
}

// Error says an error in the current language: a rule error by its message
// ID, anything else as the general failure message with the error's text.
func (c *Catalog) Error(err error) string {
	var rule *games.RuleError
	if errors.As(err, &rule) {
		return c.localize(rule.ID, rule.Args)
	}
	return c.T("error.unexpected", "Detail", err.Error())
}

func (c *Catalog) localize(id string, args map[string]any) string {
	// The bundle takes a language's messages while it switches.
	c.mu.RLock()
	defer c.mu.RUnlock()
	loc := c.loc
	cfg := &i18n.LocalizeConfig{MessageID: id, TemplateData: args}
	if n, ok := args["Count"]; ok {
		cfg.PluralCount = n
	}
	s, err := loc.Localize(cfg)
	// A plain message has one form for every number: given a Count, go-i18n
	// looks for the number's form, does not find it and falls back to that
	// one, which is the sentence to show. A message missing in this
	// language shows as its ID, as does one that could not be filled.
	var missing *i18n.MessageNotFoundErr
	if err != nil && (s == "" || errors.As(err, &missing)) {
		return id
	}
	return s
}

// Vocabulary returns every word a language's messages use, lower-cased,
// without the names of the arguments they are filled with: a screen that
// speaks the language shows these words and what the table wrote, and
// nothing else.
func Vocabulary(tag language.Tag) (map[string]bool, error) {
	list, ok := byLanguage[tag.String()]
	if !ok {
		return nil, fmt.Errorf("no messages in %s", tag)
	}
	words := map[string]bool{}
	for _, m := range list {
		for _, form := range []string{m.Zero, m.One, m.Two, m.Few, m.Many, m.Other} {
			for _, w := range strings.FieldsFunc(strings.ToLower(arguments().ReplaceAllString(form, " ")), notLetter) {
				words[w] = true
			}
		}
	}
	return words, nil
}

// arguments are the places in a message that its arguments fill, compiled
// when a test first asks, not at every start.
var arguments = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\{\{[^}]*\}\}`) })

func notLetter(r rune) bool { return !unicode.IsLetter(r) }

// Everywhere returns a message in each of the app's languages, without
// arguments: a name the app wrote itself in one language, such as a team
// named after its colour, is known again in any of them.
func Everywhere(id string) []string {
	everywhere.once.Do(func() {
		for _, l := range Languages {
			if c, err := New(l); err == nil {
				everywhere.catalogs = append(everywhere.catalogs, c)
			}
		}
	})
	out := make([]string, len(everywhere.catalogs))
	for i, c := range everywhere.catalogs {
		out[i] = c.T(id)
	}
	return out
}

// everywhere holds a catalog of each language, made the first time a
// message is asked for in all of them.
var everywhere struct {
	once     sync.Once
	catalogs []*Catalog
}
