//go:build browser && !e2e

package e2e

import (
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"tablecompanion/tools/webtest"
)

// holdFor is how long a player keeps a finger on a card while reading it.
const holdFor = 1500 * time.Millisecond

// holdToRead holds the card that shows hint by one finger, and returns
// what the page shows while the finger has been down for holdFor, and
// after it lifts.
func holdToRead(t *testing.T, tb *webtest.Tablet, hint string) (down, up []string) {
	t.Helper()
	tb.Until("the card "+hint, func() bool { return tb.Shows(hint) })
	at := tb.Locate(hint)
	lift := tb.Hold(at[0])
	time.Sleep(holdFor)
	down = tb.Texts()
	lift()
	return down, tb.Texts()
}

// shown returns the first text on show that matches, or "".
func shown(texts []string, match func(string) bool) string {
	if i := slices.IndexFunc(texts, match); i >= 0 {
		return texts[i]
	}
	return ""
}

// TestAFingerHoldsTheSpyfallCard deals the Spyfall cards on the tablet
// and holds one player's card by touch: the card shows the location or the
// spy while the finger is down, and is face down again after the lift,
// which marks the player's card seen.
func TestAFingerHoldsTheSpyfallCard(t *testing.T) {
	inEngines(t, func(t *testing.T, tb *webtest.Tablet) {
		tb.Open(false)
		tb.AddPlayers("Ann", "Bob", "Cy", "Dee")
		tb.Tap("Spyfall 2", 0)
		tb.Tap("Start the game", 0)
		tb.Tap("Deal the cards", 0)
		tb.Tap("Bob", 0)
		hint := "Bob: hold here to see your card"
		card := func(text string) bool {
			return strings.HasPrefix(text, "Location: ") || strings.HasPrefix(text, "You are the spy!") || strings.HasPrefix(text, "You are a spy!")
		}
		down, up := holdToRead(t, tb, hint)
		if shown(down, card) == "" || slices.Contains(down, hint) {
			t.Fatalf("a finger held on Bob's card for %v, and the card shows no secret: %q", holdFor, down)
		}
		if s := shown(up, card); s != "" || !slices.Contains(up, hint) {
			t.Fatalf("the finger lifted, and the card still shows %q: %q", s, up)
		}
	})
}

// TestAFingerHoldsTheDecryptoCode starts Decrypto with the codes drawn by
// the app and holds White's code card by touch: the code shows while the
// finger is down and not after it lifts.
func TestAFingerHoldsTheDecryptoCode(t *testing.T) {
	inEngines(t, func(t *testing.T, tb *webtest.Tablet) {
		tb.Open(false)
		tb.AddPlayers("Ann", "Bob", "Cy", "Dee")
		tb.Tap("Decrypto", 0)
		// The app draws the codes unless the table says otherwise.
		tb.Tap("Start the game", 0)
		isHint := func(text string) bool { return strings.HasSuffix(text, ": hold to see your code") }
		tb.Until("a code card", func() bool { return shown(tb.Texts(), isHint) != "" })
		hint := shown(tb.Texts(), isHint)
		code := regexp.MustCompile(`^[1-4]\.[1-4]\.[1-4]`).MatchString
		if c := shown(tb.Texts(), code); c != "" {
			t.Fatalf("a code shows before any card is held: %q", c)
		}
		down, up := holdToRead(t, tb, hint)
		if shown(down, code) == "" {
			t.Fatalf("a finger held on %q for %v, and no code shows: %q", hint, holdFor, down)
		}
		if c := shown(up, code); c != "" || !slices.Contains(up, hint) {
			t.Fatalf("the finger lifted, and the card still shows %q: %q", c, up)
		}
	})
}

// TestTextTypedRightAfterATapGoesWhereTheFingerWent types Decrypto clues
// on a tablet slowed ×4, as a table types: a tap on a clue's field and,
// 250 ms later, before the app has drawn the tap, the word from the touch
// keyboard. Each word lands in the field tapped, not in the one before.
func TestTextTypedRightAfterATapGoesWhereTheFingerWent(t *testing.T) {
	t.Parallel()
	tb := webtest.NewTablet(t, site)
	tb.Open(false)
	tb.AddPlayers("Ann", "Bob", "Cy", "Dee")
	tb.Tap("Decrypto", 0)
	tb.Tap("Start the game", 0)
	tb.Until("the clue fields", func() bool { return len(tb.Locate("field:clue")) == 6 })
	fields := tb.Locate("field:clue")
	words := []string{"вітер", "хвиля", "парус"}
	tb.Throttle(4)
	for i, word := range words {
		tb.TouchAhead(fields[i])
		time.Sleep(250 * time.Millisecond)
		tb.TypeAhead(word, webtest.Unidentified)
	}
	tb.Throttle(1)
	tb.Until("the three words", func() bool { return tb.Shows(words[2]) })
	texts := tb.Texts()
	var typed []string
	for _, text := range texts {
		if slices.Contains(words, text) || strings.Contains(text, words[0]) || strings.Contains(text, words[1]) || strings.Contains(text, words[2]) {
			typed = append(typed, text)
		}
	}
	if !slices.Equal(typed, words) {
		t.Fatalf("three words typed into three fields read %q: %q", typed, texts)
	}
}

// TestATapOnAddRightAfterTypingAddsThePlayer types names into the roster
// on a tablet slowed ×4 and taps Add 250 ms after each, before the app
// has drawn the last letters: each name is a player of its own.
func TestATapOnAddRightAfterTypingAddsThePlayer(t *testing.T) {
	t.Parallel()
	tb := webtest.NewTablet(t, site)
	tb.Open(false)
	tb.Tap("0 players", 0)
	tb.Tap("field:New player's name", 0)
	add := tb.Locate("Add")[0]
	names := []string{"Остап", "Павло", "Ірина"}
	tb.Throttle(4)
	for _, name := range names {
		tb.TypeAhead(name, webtest.Unidentified)
		time.Sleep(250 * time.Millisecond)
		tb.TouchAhead(add)
		time.Sleep(250 * time.Millisecond)
	}
	tb.Throttle(1)
	tb.Until("three players", func() bool { return tb.Shows("3 players at the table") })
	for _, name := range names {
		if !tb.Shows(name) {
			t.Fatalf("%s is not on the roster: %q", name, tb.Texts())
		}
	}
}
