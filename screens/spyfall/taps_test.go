package spyfall

import (
	"testing"

	"golang.org/x/text/language"

	"tablecompanion/screens/screenstest"
)

// roundTaps is what a Spyfall round of five that a spy's stop ends costs
// the table in taps: Deal, each player's name and Done (the card itself is
// held, not tapped), the clock's start, Stop, the spy and the location.
// The same before issue 34; roles on the cards add no tap.
const roundTaps = 1 + 5*2 + 1 + 3

// TestARoundOfSpyfallTakesItsTaps counts the taps on the live window.
func TestARoundOfSpyfallTakesItsTaps(t *testing.T) {
	p := newSpyLive(t, language.English, screenstest.FitSizes[0], 7)
	s := New(p.Ctx, Game()).(*Screen)
	p.ready(s)
	p.Open("setup", s)
	p.Tap("start", s.Setup.StartButton)
	before := p.Taps
	p.Tap("deal", p.s.DealButton)
	p.seeCards(0, 1, 2, 3, 4)
	p.Tap("start the clock", p.s.StartButton)
	spies, _ := p.spiesAndOthers()
	p.Tap("a stop", p.s.StopButton)
	p.Tap("the spy", p.s.StopperButtons[spies[0]])
	loc, _ := p.s.Match().State().RoundLocation()
	p.Tap("the spy names the location", p.locationButton(loc.ID))
	if n := len(p.s.Match().State().Results()); n != 1 {
		t.Fatalf("the round did not end: %d results", n)
	}
	if got := p.Taps - before; got != roundTaps {
		t.Fatalf("a round took %d taps, want %d", got, roundTaps)
	}
}
