//go:build browser && !e2e

package e2e

import (
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"tablecompanion/tools/webtest"
)

// The roster and the clue a Ukrainian table types.
var (
	ukrainianNames = []string{"Оксана", "Тарас", "Соломія", "Богдан"}
	ukrainianClues = []string{"сонце", "Київ", "ґанок"}
)

// newAndroidTablet opens the app on an Android tablet: Chrome's user
// agent, touch, 800×1280.
func newAndroidTablet(t *testing.T) *webtest.Tablet {
	return tabletIn(t, webtest.Chromium)
}

// tabletIn opens the app on a tablet in the engine: in Chromium as an
// Android tablet, in WebKit as the iPad's engine, with a mouse.
func tabletIn(t *testing.T, engine webtest.Engine) *webtest.Tablet {
	tb := webtest.NewTabletIn(t, engine, site)
	if engine == webtest.Chromium {
		tb.UserAgent(webtest.AndroidTablet)
	}
	tb.WatchErrors()
	tb.Open(false)
	return tb
}

// inBothEngines runs a scenario in each engine on a tablet tabletIn opens.
func inBothEngines(t *testing.T, scenario func(t *testing.T, tb *webtest.Tablet)) {
	for _, engine := range webtest.Engines {
		t.Run(string(engine), func(t *testing.T) { scenario(t, tabletIn(t, engine)) })
	}
}

func TestATouchKeyboardTypesTheRosterAndADecryptoClueInUkrainian(t *testing.T) {
	tb := newAndroidTablet(t)
	tb.Tap("0 players", 0)
	// The roster opens with its name field focused: the keyboard is up.
	if !tb.FieldFocused() {
		t.Fatal("the roster's name field has the focus, but the page's text field has not: no keyboard")
	}
	ways := []webtest.SoftWay{webtest.Inserted, webtest.Composed, webtest.Unidentified, webtest.Composed}
	for i, name := range ukrainianNames {
		tb.SoftType(name, ways[i])
		tb.Tap("Add", 0)
	}
	texts := tb.Texts()
	for _, name := range ukrainianNames {
		if !slices.Contains(texts, name) {
			t.Errorf("%s is not in the roster: %q", name, texts)
		}
	}
	tb.Tap("Home", 0)
	if tb.FieldFocused() {
		t.Error("the keyboard stayed up on the home screen")
	}

	tb.Tap("Decrypto", 0)
	tb.Tap("Start the game", 0)
	for i, clue := range ukrainianClues {
		// The first empty clue field is the next one of the first team.
		tb.Tap("field:clue", 0)
		if !tb.FieldFocused() {
			t.Fatalf("a tap on clue field %d brought no keyboard up", i+1)
		}
		tb.SoftType(clue, ways[i])
	}
	tb.Tap("Clues given", 0)
	texts = tb.Texts()
	for _, clue := range ukrainianClues {
		if n := strings.Count(strings.Join(texts, "\n"), clue); n < 2 {
			t.Errorf("%s is on show %d times, not in the clue field and on the clue sheet: %q", clue, n, texts)
		}
	}
	saves := tb.Saves()
	for _, name := range ukrainianNames {
		if !strings.Contains(saves["roster.json"], strconv.Quote(name)) {
			t.Errorf("%s is not in the saved roster: %s", name, saves["roster.json"])
		}
	}
	game := savedGame(t, saves, "decrypto")
	for _, clue := range ukrainianClues {
		if !strings.Contains(game, strconv.Quote(clue)) {
			t.Errorf("the clue %s is not in the saved game: %s", clue, game)
		}
	}
	tb.Alive("typing")
}

// savedGame returns the one saved game of a kind.
func savedGame(t *testing.T, saves map[string]string, kind string) string {
	t.Helper()
	var found []string
	for name, body := range saves {
		if strings.HasPrefix(name, "games/") && strings.Contains(name, kind) {
			found = append(found, body)
		}
	}
	if len(found) != 1 {
		t.Fatalf("%d saved games of %s, want 1: %q", len(found), kind, saves)
	}
	return found[0]
}

func TestAHardwareKeyboardTypesCyrillicAndEmojiKeyByKey(t *testing.T) {
	inBothEngines(t, hardwareKeyboardTypes)
}

func hardwareKeyboardTypes(t *testing.T, tb *webtest.Tablet) {
	tb.Tap("0 players", 0)
	names := append(slices.Clone(ukrainianNames), "Оля 😀", "Ann")
	for _, name := range names {
		tb.HardType(name)
		tb.Press("Enter")
	}
	texts := tb.Texts()
	for _, name := range names {
		if !slices.Contains(texts, name) {
			t.Errorf("%q is not in the roster: %q", name, texts)
		}
	}
	if n := tb.Saves()["roster.json"]; !strings.Contains(n, strconv.Quote("Оля 😀")) {
		t.Errorf("the saved roster lacks the emoji name: %s", n)
	}
	tb.Alive("typing")
}

// lifeAround focuses a field (the last one with the text, the topmost),
// then puts the page through its life with the field focused and again
// without: blur and focus, hidden and visible, a turn to landscape and
// back, and a reload unless the field is on a game's setup, which a
// reload does not keep (the game is not under way yet). The app must answer after each, show the same texts, and still
// type.
func lifeAround(t *testing.T, tb *webtest.Tablet, field string, reload bool) {
	t.Helper()
	tap := func() { tb.Tap(field, len(tb.Locate(field))-1) }
	before := tb.Texts()
	same := func(after string) {
		t.Helper()
		tb.Alive(after)
		if got := tb.Texts(); !slices.Equal(got, before) {
			t.Fatalf("after %s the screen shows\n%q\nnot\n%q", after, got, before)
		}
	}
	for _, focused := range []bool{true, false} {
		if focused {
			tap()
			if !tb.FieldFocused() {
				t.Fatalf("a tap on %s brought no keyboard up", field)
			}
		} else {
			// The screen's title takes no focus: a tap there puts the
			// keyboard down.
			tb.Tap(tb.Title(), 0)
			if tb.FieldFocused() {
				t.Fatalf("the keyboard stays up after a tap beside %s", field)
			}
		}
		tb.BlurFocus()
		same(fmt.Sprintf("blur and focus (field focused: %v)", focused))
		tb.HideShow()
		same(fmt.Sprintf("hidden and visible (field focused: %v)", focused))
		tb.Resize(webtest.Size[1], webtest.Size[0])
		tb.Alive("a turn to landscape")
		tb.Resize(webtest.Size[0], webtest.Size[1])
		same(fmt.Sprintf("a turn to landscape and back (field focused: %v)", focused))
	}
	if reload {
		tb.Open(true)
		same("a reload")
	}
	// And the field still types, through the keyboard and the keys.
	tap()
	tb.SoftType("Ї", webtest.Composed)
	tb.HardType("ж")
	if !strings.Contains(strings.Join(tb.Texts(), "\n"), "Їж") {
		t.Fatalf("after all that, %s does not take text: %q", field, tb.Texts())
	}
	tb.Press("Backspace")
	tb.Press("Backspace")
	tb.Alive("typing")
}

func TestEveryFieldLivesThroughFocusVisibilityRotationAndReload(t *testing.T) {
	inBothEngines(t, everyFieldLives)
}

func everyFieldLives(t *testing.T, tb *webtest.Tablet) {
	tb.AddPlayers("Ann", "Bob", "Cy", "Dee")
	tb.Tap("4 players", 0)
	t.Run("roster", func(t *testing.T) { lifeAround(t, tb, "field:New player's name", true) })
	tb.Tap("Home", 0)
	tb.Tap("Decrypto", 0)
	t.Run("decrypto setup", func(t *testing.T) { lifeAround(t, tb, "field:White", false) })
	tb.Tap("Start the game", 0)
	t.Run("decrypto clues", func(t *testing.T) { lifeAround(t, tb, "field:clue", true) })
	tb.Tap("Home", 0)
	tb.Tap("Spyfall 2", 0)
	t.Run("spyfall locations", func(t *testing.T) {
		at := tb.Locate("field:Name of a location")
		if len(at) == 0 || at[0][1] > float64(webtest.Size[1]) {
			t.Skipf("the own locations' field is not on show at %dx%d: %v", webtest.Size[0], webtest.Size[1], at)
		}
		lifeAround(t, tb, "field:Name of a location", true)
	})
}

// monkeyTime is how long the monkey plays in each engine:
// TABLECOMPANION_MONKEY (a Go duration), 90 seconds by default.
func monkeyTime(t *testing.T) time.Duration {
	if v := os.Getenv("TABLECOMPANION_MONKEY"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil {
			t.Fatalf("TABLECOMPANION_MONKEY=%q: %v", v, err)
		}
		return d
	}
	return 90 * time.Second
}

// monkeySeed is TABLECOMPANION_MONKEY_SEED, or the clock's.
func monkeySeed(t *testing.T) uint64 {
	if v := os.Getenv("TABLECOMPANION_MONKEY_SEED"); v != "" {
		seed, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			t.Fatalf("TABLECOMPANION_MONKEY_SEED=%q: %v", v, err)
		}
		return seed
	}
	return uint64(time.Now().UnixNano())
}

// monkeyWords are what the monkey types: Latin, Cyrillic, both.
var monkeyWords = []string{"Ann", "Оксана", "їжак", "Ґудзик", "Bob 2", "Щастя", "x", "Ёлка", "Zoë"}

func TestAMonkeyCannotBreakTheApp(t *testing.T) {
	seed := monkeySeed(t)
	t.Logf("seed %d (TABLECOMPANION_MONKEY_SEED=%d repeats it)", seed, seed)
	inBothEngines(t, func(t *testing.T, tb *webtest.Tablet) { monkey(t, tb, seed) })
}

// monkey plays the app at random from a seed, game after game, for
// monkeyTime.
func monkey(t *testing.T, tb *webtest.Tablet, seed uint64) {
	rng := rand.New(rand.NewPCG(seed, seed))
	tb.AddPlayers("Ann", "Bob", "Cy", "Dee", "Оля")
	games := []string{"Keep Watch", "Spyfall 2", "Decrypto", "Dixit", "Carnival"}
	deadline := time.Now().Add(monkeyTime(t))
	steps := 0
	for g := 0; time.Now().Before(deadline); g++ {
		// Each game in turn: its setup, its start, and what follows.
		home(t, tb)
		tb.Tap(games[g%len(games)], 0)
		if tb.Shows("New game") {
			tb.Tap("New game", 0)
		}
		if tb.Shows("Start the game") {
			tb.Tap("Start the game", 0)
		}
		for range 25 {
			if time.Now().After(deadline) {
				break
			}
			what := monkeyStep(tb, rng)
			steps++
			tb.Alive(fmt.Sprintf("step %d (%s)", steps, what))
		}
	}
	// The last reload: the screen comes back from the saves alone, and
	// every saved game replays (one that does not is set aside with a
	// notice).
	home(t, tb)
	before := tb.Texts()
	tb.Open(true)
	tb.Alive("the last reload")
	if got := tb.Texts(); !slices.Equal(got, before) {
		t.Fatalf("after the last reload the screen shows\n%q\nnot\n%q", got, before)
	}
	if tb.Shows("Please note") {
		t.Fatalf("a save did not replay: %q", tb.Texts())
	}
	t.Logf("%d steps, %d saved files", steps, len(tb.Saves()))
}

// home goes back to the home screen, through whatever dialog is open.
func home(t *testing.T, tb *webtest.Tablet) {
	t.Helper()
	for range 5 {
		if tb.Title() == "Table Companion" || tb.Shows("Tonight's leaderboard") || tb.Shows("Keep Watch") && tb.Shows("Carnival") && !tb.Shows("Home") {
			return
		}
		switch {
		case tb.Shows("Home"):
			tb.Tap("Home", len(tb.Locate("Home"))-1)
		case tb.Shows("Cancel"):
			tb.Tap("Cancel", 0)
		default:
			tb.Press("Escape")
		}
	}
	if !tb.Shows("Carnival") {
		t.Fatalf("no way home from %q: %q", tb.Title(), tb.Texts())
	}
}

// monkeyStep does one random thing a table might do, and says what.
func monkeyStep(tb *webtest.Tablet, rng *rand.Rand) string {
	switch n := rng.IntN(100); {
	case n < 55:
		texts := tb.Texts()
		text := texts[rng.IntN(len(texts))]
		at := tb.Locate(text)
		if len(at) == 0 {
			return "nothing to tap"
		}
		p := at[rng.IntN(len(at))]
		if p[0] < 0 || p[1] < 0 || p[0] > 1280 || p[1] > 1280 {
			return "a tap out of view"
		}
		tb.Touch(p)
		return fmt.Sprintf("a tap on %q", text)
	case n < 70:
		word := monkeyWords[rng.IntN(len(monkeyWords))]
		if tb.Ctx != nil && tb.FieldFocused() && rng.IntN(2) == 0 {
			way := webtest.SoftWay(rng.IntN(3))
			tb.SoftType(word, way)
			return fmt.Sprintf("%q typed on the touch keyboard, %s", word, way)
		}
		tb.HardType(word)
		return fmt.Sprintf("%q typed on keys", word)
	case n < 75:
		key := []string{"Enter", "Backspace", "Escape"}[rng.IntN(3)]
		tb.Press(key)
		return key
	case n < 83:
		tb.BlurFocus()
		return "blur and focus"
	case n < 90:
		tb.HideShow()
		return "hidden and visible"
	case n < 96:
		if rng.IntN(2) == 0 {
			tb.Resize(webtest.Size[1], webtest.Size[0])
		} else {
			tb.Resize(webtest.Size[0], webtest.Size[1])
		}
		return "a turn"
	default:
		tb.Open(true)
		return "a reload"
	}
}
