//go:build browser && !e2e

package e2e

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"tablecompanion/tools/webtest"
)

// last returns where the last object on show with the text lies, and
// whether one is.
func last(tb *webtest.Tablet, text string) ([2]float64, bool) {
	at := tb.Locate(text)
	if len(at) == 0 {
		return [2]float64{}, false
	}
	return at[len(at)-1], true
}

// TestAFingerScrollsTheRoster fills the roster past an upright tablet's
// height and scrolls it by touch alone: a slow drag up brings the last
// player into view and the content follows the finger, a drag down takes
// it back, and a drag that starts on a player's delete button deletes
// nobody.
func TestAFingerScrollsTheRoster(t *testing.T) {
	inEngines(t, func(t *testing.T, tb *webtest.Tablet) {
		tb.Open(false)
		var names []string
		for i := range 22 {
			names = append(names, fmt.Sprintf("Player %02d", i+1))
		}
		tb.AddPlayers(names...)
		tb.Tap("22 players", 0)
		tb.Until("the roster", func() bool { return tb.Title() == "Players" })
		first, _ := last(tb, "Player 01")
		if slices.Contains(tb.InView(), "Player 22") {
			t.Fatal("the last player is in view before any swipe: the test checks nothing")
		}
		// A slow drag up, from a player's name, by less than the list has
		// to show: the content follows the finger.
		scrolls := tb.Scrolls()
		if len(scrolls) != 1 {
			t.Fatalf("the roster has %d scrolls with more to show, want its list", len(scrolls))
		}
		way := min(300, scrolls[0][5]-scrolls[0][3]-20)
		from := [2]float64{first[0], first[1] + 300}
		tb.Swipe(from, [2]float64{from[0], from[1] - way}, time.Second)
		moved, _ := last(tb, "Player 01")
		if d := first[1] - moved[1]; d < way-5 || d > way+5 {
			t.Fatalf("a %.0f px drag up moved the list by %.0f px", way, d)
		}
		// A flick glides on to the end of the list.
		tb.Swipe(from, [2]float64{from[0], from[1] - 300}, 150*time.Millisecond)
		tb.Until("the last player in view", func() bool { return slices.Contains(tb.InView(), "Player 22") })
		tb.Swipe([2]float64{from[0], 300}, [2]float64{from[0], 1000}, 600*time.Millisecond)
		back, _ := last(tb, "Player 01")
		if back[1] != first[1] {
			t.Fatalf("a drag down did not take the list back to the top: %v, was %v", back, first)
		}
		// A drag that starts on a button presses nothing.
		bins := tb.Locate(deleteIcon)
		if len(bins) == 0 {
			t.Fatalf("no delete buttons: %q", tb.Texts())
		}
		tb.Swipe(bins[0], [2]float64{bins[0][0], bins[0][1] - 200}, 300*time.Millisecond)
		if !tb.Shows("Player 01") {
			t.Fatalf("a drag that started on the first player's delete button deleted the player: %q", tb.Texts())
		}
		// A tap still taps.
		tb.Tap("Home", 0)
		tb.Until("the home screen", func() bool { return tb.Shows("Dixit") })
	})
}

// deleteIcon is how the page's locate names a roster row's delete button.
const deleteIcon = "icon:foreground_delete.svg"
