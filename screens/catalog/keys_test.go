package catalog

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"tablecompanion/games/examples"
	"tablecompanion/screens"
	"tablecompanion/screens/screenstest"
)

// keyHints are the messages that speak of a keyboard's keys.
var keyHints = []string{"key.space", "key.enter", "key.esc", "dixit.keys", "carnival.keys", "spyfall.keys", "decrypto.timer.keys"}

// TestATabletShowsNoKeysUntilAKeyboardTurnsUp opens every game at each of
// its example moments on an upright tablet with no keyboard, in each
// language: no word on show speaks of a key, nor names a player's key.
// With a keyboard, the same moments show the keys.
func TestATabletShowsNoKeysUntilAKeyboardTurnsUp(t *testing.T) {
	for _, lang := range screenstest.LanguagesFor(t) {
		shown := map[bool]int{}
		for _, keyboard := range []bool{false, true} {
			for _, m := range examples.Moments() {
				g, ok := lookup(m.Kind)
				if !ok {
					continue
				}
				names := screenstest.Tables[lang][:5]
				l := screenstest.NewTable(t, lang, screenstest.People(names...))
				l.NoKeyboard = !keyboard
				h, err := m.Play(l.Ctx.Players(), lang.String()[:2])
				if err != nil {
					t.Fatal(err)
				}
				record, err := json.Marshal(h)
				if err != nil {
					t.Fatal(err)
				}
				s, err := g.Load(l.Ctx, g, record)
				if err != nil {
					t.Fatal(err)
				}
				l.Open(s)
				l.Relayout(screenstest.FitSizes[2].Subtract(screens.ShellChrome))
				for _, text := range l.Words() {
					if hint := keyHint(l.Ctx, names, text); hint != "" {
						shown[keyboard]++
						if !keyboard {
							t.Errorf("%s, %s, no keyboard: %q speaks of a key (%s)", lang, m.Key, text, hint)
						}
					}
				}
			}
		}
		if shown[true] == 0 {
			t.Errorf("%s: with a keyboard no moment shows a key, so the test sees nothing", lang)
		}
	}
}

// keyHint returns what in a text speaks of a key, or nothing.
func keyHint(ctx *screens.Context, names []string, text string) string {
	for _, id := range keyHints {
		if strings.Contains(text, ctx.T(id)) {
			return id
		}
	}
	for _, n := range names {
		if strings.HasPrefix(text, n+" [") {
			return fmt.Sprintf("%s's key", n)
		}
	}
	return ""
}
