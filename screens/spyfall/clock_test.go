package spyfall

import (
	"fmt"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"tablecompanion/games/spyfall"
	"tablecompanion/screens/screenstest"
)

// TestARunningSpyfallClockStaysInView plays a round's talk at every player
// count, on a window sized once as the app's is, and checks after each tap
// that the running clock is in view: the questions, an accusation, a failed
// vote, a spy's stop.
func TestARunningSpyfallClockStaysInView(t *testing.T) {
	for n := spyfall.MinPlayers; n <= spyfall.MaxPlayers; n++ {
		for _, size := range screenstest.ClockSizes {
			t.Run(fmt.Sprintf("%d players at %v", n, size), func(t *testing.T) {
				st := openScreen(t, language.Ukrainian, screenstest.LongCrowd()[:n])
				s := st.s
				st.Relayout(size)
				check := func(moment string) {
					t.Helper()
					if s.RunningClock() == nil {
						t.Fatalf("%s: the clock is not running", moment)
					}
					if at, ok := screenstest.InView(st.Table); !ok {
						t.Errorf("%s: the running clock at %v is out of view", moment, at)
					}
					for _, o := range s.Question() {
						if at, ok := screenstest.PlaceInView(st.Table, o); !ok {
							t.Errorf("%s: the question's %s at %v is out of view", moment, screenstest.Describe(o), at)
						}
					}
				}
				g := st.begin(t)
				spies, others := seatsBy(g)
				test.Tap(s.StartButton)
				check("the questions")
				st.ft.Advance(time.Minute)
				test.Tap(s.AccuserButtons[others[0]])
				check("whom to accuse")
				test.Tap(s.AccusedButtons[spies[0]])
				if s.RunningClock() != nil {
					t.Fatal("the clock runs during the vote")
				}
				for _, b := range s.NoButtons {
					if b != nil && b.Visible() && g.Phase() == spyfall.PhaseVote {
						test.Tap(b)
					}
				}
				check("after a failed vote")
				test.Tap(s.StopButton)
				check("who stops the game")
			})
		}
	}
}
