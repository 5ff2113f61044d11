package carnival

import (
	"testing"

	"golang.org/x/text/language"

	"tablecompanion/screens/screenstest"
)

// The taps Carnival costs the table: the first round of five, each player
// calling a number with one tap, and a turn of a later round, a right
// connection (Connect, the partner, Right) and the call. The same before
// issue 34.
const (
	firstRoundTaps = 5
	turnTaps       = 4
)

// TestARoundOfCarnivalTakesItsTaps counts the taps on the live window.
func TestARoundOfCarnivalTakesItsTaps(t *testing.T) {
	names := screenstest.Tables[language.English][:5]
	p := newCarnivalLive(t, language.English, names, screenstest.FitSizes[0])
	c := New(p.Ctx, Game()).(*Screen)
	p.c = c
	p.Open("setup", c)
	p.Tap(names[0]+" starts", c.FirstPlayer.Buttons[0])
	p.Tap("start", c.Setup.StartButton)
	before := p.Taps
	for number := 1; number <= 5; number++ {
		p.call(number)
	}
	if got := p.Taps - before; got != firstRoundTaps {
		t.Fatalf("the first round of five took %d taps, want %d", got, firstRoundTaps)
	}
	before = p.Taps
	p.connect(4, true, 0)
	p.call(6)
	if got := p.Taps - before; got != turnTaps {
		t.Fatalf("a turn with a connection took %d taps, want %d", got, turnTaps)
	}
}
