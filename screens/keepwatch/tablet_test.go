package keepwatch

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"tablecompanion/screens/screenstest"
	"tablecompanion/translations"
)

// keyWords are the words that send a player to a keyboard, in each
// language.
var keyWords = []string{"key", "клавиш", "клавіш"}

// TestKeepWatchSpeaksToATablet starts a game on a tablet, with a phone
// whose pad cannot yet time a press closely: what the screen says of
// pressing sends no one to a key, which a tablet has not. On a laptop the
// hint names the keys.
func TestKeepWatchSpeaksToATablet(t *testing.T) {
	for _, lang := range translations.Languages {
		for _, keyboard := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/keyboard=%t", lang, keyboard), func(t *testing.T) {
				names := screenstest.Tables[lang][:4]
				w := newWatchLive(t, lang, fyne.NewSize(800, 1280), screenstest.People(names...))
				w.Name("Q", "P", "Z", "M")
				w.NoKeyboard = !keyboard
				players := screenstest.People(names...)
				w.Unsure = []string{players[1].ID}
				k := New(w.Ctx, Game()).(*Screen)
				w.ready(k)
				w.Open("setup", k)
				w.Tap("start", k.Setup.StartButton)
				hint := k.ready.hint.Text
				w.Tap("start the count", k.StartButton)
				said := []string{hint, k.Message.Text}
				if k.Message.Text == "" {
					t.Fatal("the phone that cannot yet time a press is not told")
				}
				for _, text := range said {
					if namesKeys(text) && !keyboard {
						t.Errorf("on a tablet the screen says %q", text)
					}
				}
				if keyboard && !namesKeys(hint) {
					t.Errorf("on a laptop the hint names no key: %q", hint)
				}
			})
		}
	}
}

// namesKeys reports whether a text speaks of a keyboard's keys.
func namesKeys(text string) bool {
	for _, word := range keyWords {
		if strings.Contains(strings.ToLower(text), word) {
			return true
		}
	}
	return false
}
