package webtest

import (
	"fmt"
	"math/rand/v2"
	"time"
)

// monkeyGames are the home screen's tiles the monkey plays in turn.
var monkeyGames = []string{"Keep Watch", "Spyfall 2", "Decrypto", "Dixit", "Carnival"}

// monkeyAvoids are what the monkey does not tap: the other languages,
// which would leave it lost among words it does not know; the exports,
// which download files, and the backup's import, which opens the
// system's file chooser. A download opens MiniBrowser's bar above the
// page, which moves the page under every later tap, and a file chooser
// is a window of its own. The exports and the import have tests of
// their own.
var monkeyAvoids = map[string]bool{
	"Русский": true, "Українська": true,
	"Save as a table": true, "Save as a picture": true,
	"Export everything": true, "Import…": true,
}

// monkeyWords are what the monkey types: Latin, Cyrillic, both.
var monkeyWords = []string{"Ann", "Оксана", "їжак", "Ґудзик", "Bob 2", "Щастя", "x", "Ёлка", "Zoë"}

// Monkey plays the app at random, from a seed, for a while: each game in
// turn, its setup, its start and 25 random steps (taps on what the app
// shows, Latin and Cyrillic typed on keys or, with a field focused, on
// the touch keyboard, Enter, Backspace and Esc, blur and
// focus, hiding and showing, turns, reloads). The app must be alive after
// each step. It returns the number of steps.
func (tb *Tablet) Monkey(seed uint64, d time.Duration) (steps int) {
	tb.t.Helper()
	rng := rand.New(rand.NewPCG(seed, seed))
	deadline := time.Now().Add(d)
	for g := 0; time.Now().Before(deadline); g++ {
		tb.Home()
		tb.Tap(monkeyGames[g%len(monkeyGames)], 0)
		for _, next := range []string{"New game", "Start the game"} {
			if tb.Shows(next) {
				tb.Tap(next, 0)
			}
		}
		for range 25 {
			if time.Now().After(deadline) {
				break
			}
			what := tb.monkeyStep(rng)
			steps++
			tb.Alive(fmt.Sprintf("step %d (%s)", steps, what))
		}
	}
	return steps
}

// Home goes back to the home screen, through whatever is open: a
// dialog's way out first (an information dialog's is OK), then the top
// bar's Home.
func (tb *Tablet) Home() {
	tb.t.Helper()
	for range 8 {
		if tb.Title() == "Table Companion" && !tb.Shows("Cancel") && !tb.Shows("Close") && !tb.Shows("OK") {
			return
		}
		tapped := false
		for _, out := range []string{"Close", "Cancel", "Done", "OK", "Home", homeIcon} {
			if at := tb.Locate(out); len(at) > 0 {
				tb.Touch(at[len(at)-1])
				tapped = true
				break
			}
		}
		if !tapped {
			tb.Press("Escape")
		}
	}
	if tb.Title() != "Table Companion" {
		tb.t.Fatalf("%s: no way home from %q: %q", tb.Engine, tb.Title(), tb.Texts())
	}
}

// monkeySwipe drags a finger across a scroll on show, up or down, slow or
// quick, from anywhere in it (a button too), or across the page when none
// has more to show.
func (tb *Tablet) monkeySwipe(rng *rand.Rand) string {
	scrolls := tb.Scrolls()
	from := [2]float64{rng.Float64() * float64(Size[0]), rng.Float64() * float64(Size[1])}
	if len(scrolls) > 0 {
		r := scrolls[rng.IntN(len(scrolls))]
		from = [2]float64{r[0] + rng.Float64()*r[2], r[1] + rng.Float64()*r[3]}
	}
	way := (rng.Float64()*2 - 1) * 600
	d := time.Duration(100+rng.IntN(700)) * time.Millisecond
	tb.Swipe(from, [2]float64{from[0], from[1] + way}, d)
	return fmt.Sprintf("a swipe of %.0f px in %v", way, d)
}

// monkeyStep does one random thing a table might do, and says what.
func (tb *Tablet) monkeyStep(rng *rand.Rand) string {
	switch n := rng.IntN(100); {
	case n < 10:
		return tb.monkeySwipe(rng)
	case n < 55:
		texts := tb.Texts()
		text := texts[rng.IntN(len(texts))]
		if monkeyAvoids[text] {
			return "nothing tapped"
		}
		at := tb.Locate(text)
		if len(at) == 0 {
			return "nothing to tap"
		}
		p := at[rng.IntN(len(at))]
		if p[0] < 0 || p[1] < 0 || p[0] > float64(max(Size[0], Size[1])) || p[1] > float64(max(Size[0], Size[1])) {
			return "a tap out of view"
		}
		tb.Touch(p)
		return fmt.Sprintf("a tap on %q", text)
	case n < 70:
		word := monkeyWords[rng.IntN(len(monkeyWords))]
		if tb.FieldFocused() && rng.IntN(2) == 0 {
			way := SoftWay(rng.IntN(3))
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
			tb.Resize(Size[1], Size[0])
			return "a turn to landscape"
		}
		tb.Resize(Size[0], Size[1])
		return "a turn upright"
	default:
		tb.Open(true)
		return "a reload"
	}
}
