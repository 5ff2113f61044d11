//go:build browser && !e2e

package e2e

import (
	"fmt"
	"image/color"
	"slices"
	"strings"
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
// it back, a drag that starts on a player's row opens no editor, and a tap
// on the row opens it.
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
		// A drag that starts on a row, which a tap opens, presses nothing.
		row, ok := last(tb, "Player 01")
		if !ok {
			t.Fatalf("no row of Player 01: %q", tb.Texts())
		}
		tb.Swipe(row, [2]float64{row[0], row[1] - 200}, 300*time.Millisecond)
		if tb.Shows(moveUp) || tb.Title() != "Players" || !tb.Shows("Player 01") {
			t.Fatalf("a drag that started on the first player's row opened its editor: %q", tb.Texts())
		}
		// A tap on a row in view, which the drag scrolled, opens the
		// player's editor, and Done closes it.
		seen := ""
		for _, text := range tb.InView() {
			if strings.HasPrefix(text, "Player ") && seen == "" {
				seen = text
			}
		}
		row, ok = last(tb, seen)
		if !ok {
			t.Fatalf("no player's row in view: %q", tb.InView())
		}
		tb.Touch(row)
		tb.Until("the editor of "+seen, func() bool { return tb.Shows(moveUp) })
		tb.Tap("Done", 0)
		tb.Until("the editor closed", func() bool { return !tb.Shows(moveUp) })
		// A tap still taps.
		tb.TapHome()
		tb.Until("the home screen", func() bool { return tb.Shows("Dixit") })
	})
}

// moveUp is the word of a button of a roster row's editor.
const moveUp = "Move up"

// TestAFingerScrollsALongDecryptoSheet plays three rounds of Decrypto with
// the code cards by taps, so that the clue sheets run past the board's
// share of an upright tablet, then drags the board up by a finger: the
// sheets follow it, and a drag down brings them back.
func TestAFingerScrollsALongDecryptoSheet(t *testing.T) {
	inEngines(t, func(t *testing.T, tb *webtest.Tablet) {
		tb.Open(false)
		tb.AddPlayers("Ann", "Bob", "Cy", "Dee")
		tb.Tap("Decrypto", 0)
		tb.Tap("The app draws the codes (otherwise use the code cards)", 0)
		tb.Tap("Start the game", 0)
		code := func(send string, digits ...int) {
			for row, d := range digits {
				tb.Tap(fmt.Sprint(d), row)
			}
			tb.Tap(send, 0)
		}
		for round := 1; round <= 3; round++ {
			tb.Tap("Clues given", 0)
			tb.Tap("Clues given", 0)
			for range 2 {
				if round > 1 {
					code("Intercept with this code", 2, 1, 3)
				}
				code("Decode with this code", 1, 2, 3)
				code("This is the true code", 1, 2, 3)
			}
		}
		tb.Until("round 4", func() bool { return tb.Shows("Round 4") })
		var board [6]float64
		for _, r := range tb.Scrolls() {
			if r[1] > float64(webtest.Size[1])/3 {
				board = r
			}
		}
		if board[3] == 0 {
			t.Fatalf("the board does not run past its share of the tablet: %v", tb.Scrolls())
		}
		sheet := func() [2]float64 {
			at, ok := last(tb, "Clue sheet: Black")
			if !ok {
				t.Fatalf("no sheet of Black's: %q", tb.Texts())
			}
			return at
		}
		before := sheet()
		x := board[0] + board[2]/2
		way := min(200, board[5]-board[3]-10)
		// The finger stops before it lifts: a glide after it would move the
		// sheets on by as much as a busy machine bunched its last moves.
		tb.Drag([2]float64{x, board[1] + board[3]*0.8}, [2]float64{x, board[1] + board[3]*0.8 - way}, time.Second)
		if d := before[1] - sheet()[1]; d < way-5 || d > way+5 {
			t.Fatalf("a %.0f px drag up moved the sheets by %.0f px", way, d)
		}
		tb.Swipe([2]float64{x, board[1] + board[3]*0.2}, [2]float64{x, board[1] + board[3]*0.9}, time.Second)
		if after := sheet(); after != before {
			t.Fatalf("a drag down did not bring the sheets back: %v, was %v", after, before)
		}
	})
}

// TestAFingerLeavesNoButtonLit adds a player with a finger's tap on Add and
// checks that the button looks after the tap as it did before it. A
// browser moves the mouse to where a finger lifts, and a button lit by
// that move drew the window once more before the tap's answer, and stayed
// lit after the finger had gone. Only in Chromium: this machine's WebKit
// has no touch screen, and its tablet taps with the X server's mouse after
// a script's touch events, which give no pointer events of a finger.
func TestAFingerLeavesNoButtonLit(t *testing.T) {
	t.Parallel()
	tb := webtest.NewTablet(t, site)
	tb.Open(false)
	tb.Tap("0 players", 0)
	tb.Until("the roster", func() bool { return tb.Title() == "Players" })
	tb.TypeText("Остап")
	add := tb.Locate("Add")
	if len(add) == 0 {
		t.Fatalf("no Add on the roster: %q", tb.Texts())
	}
	// A point on the button's face above its word and icon.
	at := [2]float64{add[0][0], add[0][1] - 17}
	colour := func() color.Color {
		shot := tb.Screenshot()
		k := float64(shot.Bounds().Dx()) / webtest.Eval[float64](tb, "innerWidth")
		return shot.At(int(at[0]*k), int(at[1]*k))
	}
	before := colour()
	tb.Touch(add[0])
	tb.Until("Остап on the roster", func() bool { return tb.Shows("1 player at the table") })
	if after := colour(); !sameColour(before, after) {
		t.Fatalf("Add was %v before a finger tapped it and %v after: lit by a finger", before, after)
	}
}

// sameColour reports whether two pixels are one colour, give or take the
// rounding of a screenshot.
func sameColour(a, b color.Color) bool {
	ar, ag, ab, _ := a.RGBA()
	br, bg, bb, _ := b.RGBA()
	near := func(x, y uint32) bool { return max(x, y)-min(x, y) <= 3<<8 }
	return near(ar, br) && near(ag, bg) && near(ab, bb)
}
