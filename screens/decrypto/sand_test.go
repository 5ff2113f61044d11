package decrypto

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"tablecompanion/games"
	"tablecompanion/games/decrypto"
	"tablecompanion/screens/screenstest"
)

// TestARunningSandGlassStaysInView turns the glass in every step of a
// Decrypto round, at every team size, on a window sized once as the app's
// is, and checks that it is in view.
func TestARunningSandGlassStaysInView(t *testing.T) {
	names := screenstest.LongCrowd()
	for n := 3; n <= 8; n++ {
		for _, size := range screenstest.ClockSizes {
			t.Run(fmt.Sprintf("%d players at %v", n, size), func(t *testing.T) {
				tb := screenstest.NewTable(t, language.Ukrainian, games.Seats(names[:n]))
				d := openScreen(tb)
				if n == 3 {
					test.Tap(d.HackerCheck)
				}
				tb.Relayout(size)
				startGame(t, tb, d)
				turn := func(step string) {
					t.Helper()
					d.sand.Countdown.After = screenstest.Never
					d.sand.Start()
					d.Update()
					if at, ok := screenstest.InView(tb); d.RunningClock() == nil || !ok {
						t.Errorf("%s: the glass at %v is out of view, or not running", step, at)
					}
				}
				turn("the clues")
				if n == 3 {
					return // the rounds below are played by two teams
				}
				// Two rounds, the glass turned at every step: the clues, the
				// interception from round 2, each decode, which reveals the code.
				for round := 1; round <= 2; round++ {
					codes := map[string][]int{}
					for _, team := range []string{decrypto.White, decrypto.Black} {
						codes[team] = secretCode(t, d, team)
						giveClues(t, d, team, team+" море", team+" небо", "")
						turn(fmt.Sprintf("round %d, %s's clues given", round, team))
					}
					for _, team := range []string{decrypto.White, decrypto.Black} {
						if round > 1 {
							enterCode(t, d, other(codes[team]))
							turn(fmt.Sprintf("round %d, %s intercepted", round, team))
						}
						enterCode(t, d, codes[team])
						turn(fmt.Sprintf("round %d, %s decoded and revealed", round, team))
					}
				}
				if g := d.Match().State(); g.Round() != 3 {
					t.Fatalf("round %d after two rounds", g.Round())
				}
			})
		}
	}
}
