package dixit

import (
	"testing"

	"golang.org/x/text/language"

	"tablecompanion/screens/screenstest"
)

// roundTaps is what a Dixit round of five costs the table in taps: the
// storyteller's card, each other player's card and vote, and Score. It was
// the same before issue 34, which left Dixit's entry as it was.
const roundTaps = 10

// TestARoundOfDixitTakesItsTaps counts the taps of a round of five on the
// live window, from the first card to Score.
func TestARoundOfDixitTakesItsTaps(t *testing.T) {
	p := newDixitLive(t, language.English, screenstest.Tables[language.English][:5], screenstest.FitSizes[0])
	d := New(p.Ctx, Game()).(*Screen)
	p.d = d
	p.Open("setup", d)
	p.Tap("start", d.Setup.StartButton)
	before := p.Taps
	p.enter(p.planRound())
	p.score()
	if got := p.Taps - before; got != roundTaps {
		t.Fatalf("a round of five took %d taps, want %d", got, roundTaps)
	}
}
