//go:build browser && !e2e

package e2e

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"

	"tablecompanion/games"
	"tablecompanion/games/dixit"
	"tablecompanion/tools/webtest"
)

// site is the address the web build is served at for the browser tests.
var site string

func TestMain(m *testing.M) {
	// The tests check what the app does: its wasm need not be compiled
	// again for speed in every tab they open.
	webtest.BaselineCompilers = true
	os.Exit(serveWeb(m))
}

// serveWeb builds the web app as ./run.sh web does, serves it with the
// same server on a free local port, and runs the tests against it.
func serveWeb(m *testing.M) int {
	dir, err := os.MkdirTemp("", "tc-browser-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(dir)
	web, server, err := webtest.Build(dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	var stop func()
	site, stop, err = webtest.Serve(server, web)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer stop()
	return m.Run()
}

// inEngines runs a scenario in each browser engine tablets run, as a
// subtest named after the engine. The engines play side by side: each
// tablet has its own browser, storage and display.
//
// Every browser test runs in parallel with the others: test.sh lets three
// run at once (-parallel 3) on CI's two cores, since a browser test spends
// much of its time waiting for a page. A test in one engine then shares
// the machine with the next tests rather than leave a core idle, as it did
// when each test waited for the one before.
func inEngines(t *testing.T, scenario func(t *testing.T, tb *webtest.Tablet)) {
	t.Parallel()
	for _, engine := range webtest.Engines {
		t.Run(string(engine), func(t *testing.T) {
			t.Parallel()
			scenario(t, webtest.NewTabletIn(t, engine, site))
		})
	}
}

func TestTheHomeScreenPaintsInTheBrowser(t *testing.T) {
	inEngines(t, homeScreenPaints)
}

func homeScreenPaints(t *testing.T, tb *webtest.Tablet) {
	took := tb.Open(false)
	t.Logf("first frame %v after navigation", took)
	if n := webtest.Colours(tb.Screenshot(), 50); n < 20 {
		t.Fatalf("the page shows %d colours: blank", n)
	}
	for _, tile := range []string{"Keep Watch", "Spyfall 2", "Decrypto", "Dixit", "Carnival"} {
		if !tb.Shows(tile) {
			t.Errorf("no %s tile on the home screen", tile)
		}
	}
	if tb.Shows("Please note") {
		t.Fatal("the app opened with a notice: the browser's storage did not work")
	}
}

func TestDixitByTapsSurvivesAReloadAndSoDoesTheLanguage(t *testing.T) {
	inEngines(t, dixitSurvivesAReload)
}

func dixitSurvivesAReload(t *testing.T, tb *webtest.Tablet) {
	tb.Open(false)
	tb.AddPlayers("Ann", "Bob", "Cy", "Dee")
	tb.Tap("Dixit", 0)
	tb.Tap("Start the game", 0)
	// Each round is tapped in: the storyteller's card first, then each
	// other player's card and vote, round the table from the storyteller's
	// left, on the form's rows in seating order.
	rounds := [][]int{
		{1, 2, 1, 3, 2, 4, 1}, // Ann tells; Bob, Cy, Dee
		{2, 1, 2, 3, 1, 4, 2}, // Bob tells; Cy, Dee, Ann
	}
	g, err := dixit.Start(dixit.Setup{Players: games.Seats{{ID: "a"}, {ID: "b"}, {ID: "c"}, {ID: "d"}}})
	if err != nil {
		t.Fatal(err)
	}
	for r, picks := range rounds {
		for _, tap := range webtest.DixitRound(4, r, picks) {
			tb.Tap(fmt.Sprint(tap[0]), tap[1])
		}
		tb.Tap("Score the round", 0)
		round := dixit.Round{Storyteller: g.Players()[r].ID, Card: picks[0]}
		for k := 1; k < len(picks); k += 2 {
			round.Plays = append(round.Plays, dixit.Play{Player: g.Players()[(r+(k+1)/2)%4].ID, Cards: []int{picks[k]}, Vote: picks[k+1]})
		}
		if err := g.Apply(round); err != nil {
			t.Fatal(err)
		}
	}
	tb.Until("round 3", func() bool { return tb.Shows("Round 3: Cy tells the story") })
	before := tb.Texts()
	for seat, score := range g.Scores() {
		if !slices.Contains(before, fmt.Sprint(score)) {
			t.Errorf("seat %d's %d points are not on the board: %q", seat, score, before)
		}
	}

	tb.Open(true)
	tb.Until("the Dixit as it was before the reload", func() bool { return slices.Equal(tb.Texts(), before) && tb.Title() == "Dixit" })

	tb.Tap(webtest.SettingsIcon, 0)
	tb.Tap("Русский", 0)
	tb.Until("the settings in Russian", func() bool { return tb.Title() == "Настройки" })
	tb.Open(true)
	tb.Until("the settings in Russian after a reload", func() bool { return tb.Title() == "Настройки" })
	tb.Tap("Главная", 0)
	tb.Until("the home screen in Russian", func() bool { return tb.Shows("Находка для шпиона 2") })
}

// In Chromium only: WebKitGTK's WebDriver has a mouse and no touch screen,
// so it cannot put two fingers down at once. The fingers land at a
// tablet's speed (×4): the pads time a press by its touch event, not by the
// frame that takes it, which on a slow tablet, or on a machine shared by
// three browsers, came 95 ms after the other finger's.
func TestTwoFingersOnKeepWatchPadsAtOnceAreTwoPresses(t *testing.T) {
	t.Parallel()
	tb := webtest.NewTablet(t, site)
	tb.Open(false)
	tb.AddPlayers("Ann", "Bob", "Cy")
	tb.Tap("Keep Watch", 0)
	tb.Tap("Start the game", 0)
	tb.Tap("Start the challenge", 0)
	// The count takes three seconds; then GO, and the pads take presses.
	deadline := time.Now().Add(10 * time.Second)
	for !tb.Shows("GO!") {
		if time.Now().After(deadline) {
			t.Fatalf("no GO: %q", tb.Texts())
		}
		time.Sleep(100 * time.Millisecond)
	}
	ann, bob := tb.Locate("Ann"), tb.Locate("Bob")
	if len(ann) == 0 || len(bob) == 0 {
		t.Fatalf("no pads on show: %q", tb.Texts())
	}
	// The pads are the last objects named after the players.
	tb.Throttle(4)
	tb.Touch(ann[len(ann)-1], bob[len(bob)-1])
	tb.Throttle(1)
	tb.Tap("Cy", len(tb.Locate("Cy"))-1)
	// Everyone has pressed: the presses are listed, Ann's and Bob's of one
	// touch too close to call. The list comes on a later frame than the
	// tap's settle may wait for on a loaded machine.
	tb.Until("Ann's and Bob's presses too close to call", func() bool { return len(tb.Locate("too close to call")) == 2 })
}

// A dialog over Keep Watch's pads takes the fingers that land on it: on a
// tablet on its side, the answer checker covers the middle pad, and a
// finger on the dialog there presses nothing.
func TestADialogOverKeepWatchPadsTakesItsOwnTaps(t *testing.T) {
	t.Parallel()
	tb := webtest.NewTablet(t, site)
	tb.Open(false)
	tb.AddPlayers("Ann", "Bob", "Cy")
	tb.Resize(webtest.Size[1], webtest.Size[0])
	tb.Tap("Keep Watch", 0)
	tb.Tap("Start the game", 0)
	pads := tb.Locate("Bob")
	pad := pads[len(pads)-1]
	tb.Tap("Answer checker", 0)
	tb.Until("the answer checker", func() bool { return tb.Shows("Close") })
	tb.Touch(pad)
	if !tb.Shows("Close") {
		t.Fatal("a finger on the dialog over Bob's pad closed it")
	}
	tb.Tap("Close", 0)
	tb.Until("the answer checker closed", func() bool { return !tb.Shows("Close") })
	if tb.Shows("Wrong call") || !tb.Shows("Start the challenge") {
		t.Fatalf("the finger on the dialog pressed a pad: %q", tb.Texts())
	}
}

// TestTheTopBarTakesTapsWhileKeepWatchChecks plays a challenge to its
// verdict and taps Home: between challenges the pads are put away, and
// the corner the driver then gives them, over the top bar, is the bar's.
func TestTheTopBarTakesTapsWhileKeepWatchChecks(t *testing.T) {
	t.Parallel()
	tb := webtest.NewTablet(t, site)
	tb.Open(false)
	tb.AddPlayers("Ann", "Bob", "Cy")
	tb.Tap("Keep Watch", 0)
	tb.Tap("Start the game", 0)
	tb.Tap("Start the challenge", 0)
	tb.Until("GO", func() bool { return tb.Shows("GO!") })
	for _, name := range []string{"Ann", "Bob"} {
		pads := tb.Locate(name)
		tb.Touch(pads[len(pads)-1])
	}
	tb.Tap("Done", 0)
	tb.Until("the verdict", func() bool { return tb.Shows("Wrong") })
	tb.TapHome()
	tb.Until("the home screen", func() bool { return tb.Shows("Dixit") })
}

// In Chromium only: the download lands in a folder the DevTools protocol
// names, which WebDriver has no command for.
func TestAFinishedGameJoinsTonightAndTheEveningDownloadsAsCSV(t *testing.T) {
	t.Parallel()
	tb := webtest.NewTablet(t, site)
	downloads := t.TempDir()
	if _, err := chromedp.CallBrowser(tb.Ctx, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
		Behavior: browser.SetDownloadBehaviorBehaviorAllow, DownloadPath: downloads}); err != nil {
		t.Fatal(err)
	}
	tb.Open(false)
	tb.AddPlayers("Ann", "Bob", "Cy", "Dee")
	tb.Tap("Dixit", 0)
	tb.Tap("Play to 30 points instead of to the end of the deck", 0)
	tb.Tap("Start the game", 0)
	// Every round: the storyteller's card is 1, the others put in 2, 3
	// and 4; two find it and one votes for card 2, until someone has 30.
	for round := 0; !tb.Shows("Play again"); round++ {
		if round == 15 {
			t.Fatalf("no end after 15 rounds: %q", tb.Texts())
		}
		for _, tap := range webtest.DixitRound(4, round%4, []int{1, 2, 1, 3, 2, 4, 1}) {
			tb.Tap(fmt.Sprint(tap[0]), tap[1])
		}
		tb.Tap("Score the round", 0)
	}
	tb.TapHome()
	tb.Until("tonight's leaderboard with its leader", func() bool { return tb.Shows("Tonight's leaderboard") && tb.Shows("👑") })
	// Tonight's chart stands between the board and its buttons: a finger
	// brings them up on an upright tablet.
	tb.Reach("Save as a table")
	tb.Tap("Save as a table", 0)
	var rows [][]string
	for start := time.Now(); len(rows) == 0 && time.Since(start) < 10*time.Second; time.Sleep(100 * time.Millisecond) {
		files, _ := filepath.Glob(filepath.Join(downloads, "evening-*.csv"))
		if len(files) == 1 {
			data, _ := os.ReadFile(files[0])
			rows, _ = csv.NewReader(bytes.NewReader(data)).ReadAll()
		}
	}
	if len(rows) != 1+4 || rows[0][1] != "Game" || rows[1][1] != "Dixit" || rows[1][5] != "yes" {
		t.Fatalf("the download holds %q, want a header and the four players of the Dixit, the winner first", rows)
	}
}
