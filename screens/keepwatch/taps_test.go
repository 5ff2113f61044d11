package keepwatch

import (
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"tablecompanion/games/keepwatch"
	"tablecompanion/screens"
)

// Taps of one challenge of three players checked with the answer checker,
// as TestKeepWatchTapsOfAChallenge plays it: Start, three pads, the
// checker opened, its entries and closed, the verdict. Before the checker
// took counts (commit bcbd9fe) the same challenge took 17 taps: the
// checker wanted one tap for each of the card's seven symbols.
const (
	tapsBefore = 17
	tapsAfter  = 13
)

// TestKeepWatchTapsOfAChallenge plays one challenge through the screen's
// own widgets, counting every tap: the card checked shows FATF three
// times, EAG twice and Youth twice, so it takes three taps, one per symbol
// on it, where it took seven.
func TestKeepWatchTapsOfAChallenge(t *testing.T) {
	kt := newTable(t, language.English, "Ann", "Bob", "Cy")
	k := kt.k
	kt.start(t)
	taps := 0
	tap := func(b *screens.Button) {
		if b.Disabled() {
			t.Fatalf("%q is not to be tapped", b.Text)
		}
		taps++
		test.Tap(b)
	}
	tap(k.StartButton)
	for range countFrom {
		kt.now = kt.now.Add(countStep)
		kt.timers.fire(t)
	}
	goAt := kt.now
	for i, p := range k.Pads {
		kt.now = goAt.Add(time.Duration(300+100*i) * time.Millisecond)
		taps++
		p.MouseDown(&desktop.MouseEvent{})
	}
	tap(k.CheckerButton)
	c := k.Checker
	checker := taps
	row := func(s keepwatch.Symbol) int { return slices.Index(keepwatch.Symbols, s) }
	for _, s := range []keepwatch.Symbol{keepwatch.FATF, keepwatch.EAG, keepwatch.Scout} {
		tap(c.Symbols[row(s)])
	}
	for s, n := range map[keepwatch.Symbol]int{keepwatch.FATF: 3, keepwatch.EAG: 2, keepwatch.Youth: 2} {
		tap(c.Counts[row(s)][n])
	}
	if c.Answer.Text != "Right answer: FATF" {
		t.Fatalf("the checker says %q", c.Answer.Text)
	}
	if got := taps - checker; got != keepwatch.ChallengeSymbols+3 {
		t.Fatalf("the checker took %d taps", got)
	}
	tap(c.CloseButton)
	if kt.Win.Canvas().Overlays().Top() != nil {
		t.Fatal("the checker did not close")
	}
	tap(k.RightButton)
	if last, ok := k.Match().State().Last(); !ok || last.Right != 0 {
		t.Fatal("the challenge did not end with Ann's right call")
	}
	t.Logf("one challenge with the checker: %d taps, %d before", taps, tapsBefore)
	if taps != tapsAfter {
		t.Fatalf("one challenge took %d taps, want %d", taps, tapsAfter)
	}
}
