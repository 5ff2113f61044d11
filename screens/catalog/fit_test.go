package catalog

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"tablecompanion/games/examples"
	"tablecompanion/screens"
	"tablecompanion/screens/decrypto"
	keepwatchscreen "tablecompanion/screens/keepwatch"
	"tablecompanion/screens/screenstest"
	spyfallscreen "tablecompanion/screens/spyfall"
)

// fitCase is a screen to lay out: a game's setup or a moment of play.
type fitCase struct {
	name    string
	players int
	open    func(ctx *screens.Context) (screens.Screen, error)
	// then brings the screen, once built, to a moment no log holds, when
	// it is not nil.
	then func(screens.Screen)
	// dialog, when not nil, opens a dialog over the screen once it is laid
	// out, and returns what of it must be in view.
	dialog func(screens.Screen) []fyne.CanvasObject
	// crowd seats the fourteen players of a big evening (examples.Crowd),
	// not the first few of screenstest.Tables.
	crowd bool
}

// fitCases are every game's setup and every moment the screenshots show.
func fitCases(t *testing.T) []fitCase {
	var out []fitCase
	for _, g := range All() {
		g := g
		out = append(out, fitCase{name: g.Kind + "-setup", players: 6, open: func(ctx *screens.Context) (screens.Screen, error) {
			return g.New(ctx, g), nil
		}})
	}
	for _, m := range examples.Moments() {
		m := m
		g, ok := lookup(m.Kind)
		if !ok {
			continue
		}
		out = append(out, fitCase{name: m.Key, players: 5, open: func(ctx *screens.Context) (screens.Screen, error) {
			h, err := m.Play(ctx.Players(), ctx.Catalog.Language().String()[:2])
			if err != nil {
				return nil, err
			}
			record, err := json.Marshal(h)
			if err != nil {
				return nil, err
			}
			return g.Load(ctx, g, record)
		}})
	}
	return append(out, keepWatchCountdown(out), keepWatchGo(out), keepWatchLate(out), keepWatchChecker(out),
		spyfallClockRunning(out), spyfallRoleHeld(out), decryptoSandRunning(out))
}

// spyfallRoleHeld is the card of the first player, who has the longest
// role of the examples, held face up.
func spyfallRoleHeld(cases []fitCase) fitCase {
	c := cases[slices.IndexFunc(cases, func(c fitCase) bool { return c.name == "spyfall-roles" })]
	c.name = "spyfall-role-held"
	c.then = func(s screens.Screen) {
		sp := s.(*spyfallscreen.Screen)
		test.Tap(sp.CardButtons[0])
		sp.Card.Press()
		if sp.Card.ShowingNote() == "" {
			panic("the held card shows no role")
		}
	}
	return c
}

// spyfallClockRunning is Spyfall's round under way with its clock started.
func spyfallClockRunning(cases []fitCase) fitCase {
	c := cases[slices.IndexFunc(cases, func(c fitCase) bool { return c.name == "spyfall" })]
	c.name = "spyfall-clock-running"
	c.then = func(s screens.Screen) {
		sp := s.(*spyfallscreen.Screen)
		sp.Countdown.After = screenstest.Never
		sp.ToggleClock()
		if sp.RunningClock() == nil {
			panic("the spyfallscreen.Screen clock did not start")
		}
	}
	return c
}

// decryptoSandRunning is Decrypto's clues with the sand glass turned.
func decryptoSandRunning(cases []fitCase) fitCase {
	c := cases[slices.IndexFunc(cases, func(c fitCase) bool { return c.name == "decrypto-clues" })]
	c.name = "decrypto-clues-sand"
	c.then = func(s screens.Screen) {
		d := s.(*decrypto.Screen)
		d.Sand().Countdown.After = screenstest.Never
		d.Sand().Start()
		if d.RunningClock() == nil {
			panic("the sand glass did not start")
		}
	}
	return c
}

// keepWatchCountdown is Keep Watch's countdown with its Cancel button, which
// lives on the screen alone: the ready moment with a challenge started, on
// timers that never run out.
func keepWatchCountdown(cases []fitCase) fitCase {
	i := slices.IndexFunc(cases, func(c fitCase) bool { return c.name == "keepwatch" })
	ready := cases[i]
	ready.name = "keepwatch-countdown"
	ready.then = func(s screens.Screen) {
		k := s.(*keepwatchscreen.Screen)
		k.Schedule = func(time.Duration, func()) func() { return func() {} }
		k.StartChallenge()
	}
	return ready
}

// registered returns the catalog's entry of a game.
func registered(kind string) screens.Game {
	g, ok := lookup(kind)
	if !ok {
		panic("no " + kind + " in the catalog")
	}
	return g
}

func lookup(kind string) (screens.Game, bool) {
	for _, g := range All() {
		if g.Kind == kind {
			return g, true
		}
	}
	return screens.Game{}, false
}

func TestEveryScreenFits(t *testing.T) {
	for _, c := range append(fitCases(t), crowdSetup()) {
		t.Run(c.name, func(t *testing.T) {
			screenstest.EachTable(t, func(t *testing.T, lang language.Tag, size fyne.Size) {
				tb := screenstest.NewTable(t, lang, fitPlayers(t, c, lang))
				body := size.Subtract(screens.ShellChrome)
				s, err := c.open(tb.Ctx)
				if err != nil {
					t.Fatal(err)
				}
				tb.Open(s)
				if c.then != nil {
					c.then(s)
				}
				tb.Win.Resize(body)
				// Word-wrapped labels learn their height from the width of
				// the last layout, as over a window's first frames: lay out
				// once more.
				tb.Win.Content().Refresh()
				tb.Win.Resize(body)
				screenstest.CheckFits(t, tb, body)
				if c.dialog != nil {
					screenstest.CheckDialogFits(t, tb, body, c.dialog(s)...)
				}
				if dir := os.Getenv(screenstest.FitDump); dir != "" {
					screenstest.Dump(t, tb, filepath.Join(dir, fmt.Sprintf("%gx%g", size.Width, size.Height), c.name+"-"+lang.String()+".png"))
				}
			})
		})
	}
}
