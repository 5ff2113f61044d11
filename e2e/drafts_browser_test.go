//go:build browser && !e2e

package e2e

import (
	"fmt"
	"testing"

	"tablecompanion/tools/webtest"
)

// TestWhatIsHalfEnteredSurvivesAReload reloads the page in the middle of a
// Dixit round, a Decrypto clue and a Carnival connection, as a tablet's
// browser reloads a page it put to sleep: each comes back as it was, and
// the table goes on from there.
func TestWhatIsHalfEnteredSurvivesAReload(t *testing.T) {
	inEngines(t, func(t *testing.T, tb *webtest.Tablet) {
		tb.Open(false)
		tb.AddPlayers("Ann", "Bob", "Cy", "Dee", "Eve")

		// Dixit: the storyteller's card and two players' picks, then the
		// reload, then the rest; the round scores.
		tb.Tap("Dixit", 0)
		tb.Tap("Start the game", 0)
		taps := webtest.DixitRound(5, 0, []int{1, 2, 1, 3, 2, 4, 1, 5, 1})
		for _, tap := range taps[:5] {
			tb.Tap(fmt.Sprint(tap[0]), tap[1])
		}
		tb.Open(true)
		tb.Until("Dixit after the reload", func() bool { return tb.Title() == "Dixit" })
		for _, tap := range taps[5:] {
			tb.Tap(fmt.Sprint(tap[0]), tap[1])
		}
		tb.Tap("Score the round", 0)
		tb.Until("round 2", func() bool { return tb.Shows("Round 2: Bob tells the story") })
		tb.TapHome()

		// Decrypto: a clue typed, then the reload.
		tb.Reach("Decrypto")
		tb.Tap("Decrypto", 0)
		tb.Tap("Start the game", 0)
		tb.Tap("field:clue", 0)
		tb.TypeText("wind")
		tb.Until("the clue typed", func() bool { return tb.Shows("wind") })
		tb.Open(true)
		tb.Until("the clue after the reload", func() bool { return tb.Shows("wind") })
		tb.TapHome()

		// Carnival: a connection named, then the reload; the table says
		// whether it is right.
		tb.Reach("Carnival")
		tb.Tap("Carnival", 0)
		tb.Tap("Draw the first player", 0)
		tb.Tap("Start the game", 0)
		// A call each, round the table; then the first caller names a
		// partner for their agent.
		for n := 1; n <= 5; n++ {
			tb.Tap(fmt.Sprintf("card:%d", n), 0)
		}
		tb.Tap("Connection", 0)
		partner := "Ann"
		if tb.Shows("Ann's turn") {
			partner = "Bob"
		}
		tb.Tap(partner, 0)
		tb.Until("the question of the connection", func() bool { return tb.Shows("Right") })
		tb.Open(true)
		tb.Until("the connection after the reload", func() bool { return tb.Shows("Right") })
	})
}
