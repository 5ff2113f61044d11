package screens

import (
	"fmt"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"tablecompanion/games"
	"tablecompanion/games/decrypto"
	"tablecompanion/games/spyfall"
)

// clockSizes are the bodies where a running clock is at risk of falling
// below the fold: the upright tablet and the small laptop.
var clockSizes = []fyne.Size{fitSizes[2].Subtract(ShellChrome), fitSizes[1].Subtract(ShellChrome)}

// inView reports where the screen's running clock lies, and whether every
// scroll round it shows it whole; a screen with no clock running passes.
func inView(tb *Table) (fyne.Position, bool) {
	target := tb.screen.(Timed).RunningClock()
	if target == nil {
		return fyne.Position{}, true
	}
	return placeInView(tb, target)
}

// placeInView reports where an object lies in the window, and whether it is
// on show with every scroll round it showing it whole.
func placeInView(tb *Table, target fyne.CanvasObject) (fyne.Position, bool) {
	var at fyne.Position
	seen, whole := false, true
	var walk func(o fyne.CanvasObject, abs fyne.Position, views []rect)
	walk = func(o fyne.CanvasObject, abs fyne.Position, views []rect) {
		if seen || o == nil || !o.Visible() {
			return
		}
		if o == target {
			at, seen = abs, true
			for _, v := range views {
				whole = whole && v.holds(abs, o.Size())
			}
			return
		}
		if s, ok := o.(*container.Scroll); ok {
			views = append(views, rect{abs, s.Size()})
		}
		for _, c := range tb.children(o) {
			walk(c, abs.Add(c.Position()), views)
		}
	}
	body := tb.Win.Content()
	walk(body, fyne.Position{}, []rect{{fyne.Position{}, body.Size()}})
	return at, seen && whole
}

// TestARunningSpyfallClockStaysInView plays a round's talk at every player
// count, on a window sized once as the app's is, and checks after each tap
// that the running clock is in view: the questions, an accusation, a failed
// vote, a spy's stop.
func TestARunningSpyfallClockStaysInView(t *testing.T) {
	for n := spyfall.MinPlayers; n <= spyfall.MaxPlayers; n++ {
		for _, size := range clockSizes {
			t.Run(fmt.Sprintf("%d players at %v", n, size), func(t *testing.T) {
				st := openSpyfall(t, language.Ukrainian, longCrowd()[:n])
				s := st.s
				st.relayout(size)
				check := func(moment string) {
					t.Helper()
					if s.RunningClock() == nil {
						t.Fatalf("%s: the clock is not running", moment)
					}
					if at, ok := inView(st.Table); !ok {
						t.Errorf("%s: the running clock at %v is out of view", moment, at)
					}
					for _, o := range s.Question() {
						if at, ok := placeInView(st.Table, o); !ok {
							t.Errorf("%s: the question's %s at %v is out of view", moment, describe(o), at)
						}
					}
				}
				g := st.begin(t)
				spies, others := seatsBy(g)
				test.Tap(s.StartButton)
				check("the questions")
				st.ft.advance(time.Minute)
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

// TestARunningSandGlassStaysInView turns the glass in every step of a
// Decrypto round, at every team size, on a window sized once as the app's
// is, and checks that it is in view.
func TestARunningSandGlassStaysInView(t *testing.T) {
	names := longCrowd()
	for n := 3; n <= 8; n++ {
		for _, size := range clockSizes {
			t.Run(fmt.Sprintf("%d players at %v", n, size), func(t *testing.T) {
				tb := NewTable(t, language.Ukrainian, games.Seats(names[:n]))
				d := openDecrypto(tb)
				if n == 3 {
					test.Tap(d.HackerCheck)
				}
				tb.relayout(size)
				startDecrypto(t, tb, d)
				turn := func(step string) {
					t.Helper()
					d.sand.Countdown.After = never
					d.sand.Start()
					d.Update()
					if at, ok := inView(tb); d.RunningClock() == nil || !ok {
						t.Errorf("%s: the glass at %v is out of view, or not running", step, at)
					}
				}
				turn("the clues")
				if n == 3 {
					return // the rounds below are played by two teams
				}
				// Two rounds, the glass turned at every step: the clues, the
				// interception from round 2, each decode and reveal.
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
						turn(fmt.Sprintf("round %d, %s decoded", round, team))
						test.Tap(d.RevealButton)
						turn(fmt.Sprintf("round %d, %s revealed", round, team))
					}
				}
				if g := d.Match().State(); g.Round() != 3 {
					t.Fatalf("round %d after two rounds", g.Round())
				}
			})
		}
	}
}
