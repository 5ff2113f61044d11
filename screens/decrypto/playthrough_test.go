package decrypto

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"

	"tablecompanion/games/decrypto"
	"tablecompanion/screens"
	"tablecompanion/screens/screenstest"
	"tablecompanion/sound"
)

// decryptoTable is a Decrypto game played through by taps on a live
// window: the screen on show, with its sand glass on a clock the test
// moves, which every screen the table opens shares.
type decryptoTable struct {
	*screenstest.Live
	d  *Screen
	ft *screenstest.FakeTime
}

// newDecryptoTable is a table of players at a window of the size.
func newDecryptoTable(t *testing.T, lang language.Tag, names []string, size fyne.Size) *decryptoTable {
	p := &decryptoTable{Live: screenstest.NewLive(t, lang, screenstest.People(names...), size), ft: screenstest.NewFakeTime()}
	p.KeepClocks()
	p.Prepare = func(s screens.Screen) { p.ready(s.(*Screen)) }
	return p
}

// ready puts a screen's glass and seed clock on the test's clock.
func (p *decryptoTable) ready(d *Screen) {
	p.d = d
	d.now = p.ft.Clock
	keep, empty := d.sand.Keep, d.sand.OnEmpty
	d.sand = screens.NewSandTimer(decrypto.SandTimer, p.ft.Clock, p.ft.After, func(sound.Cue) {})
	d.sand.Keep, d.sand.OnEmpty = keep, empty
}

// step moves the clock on by d.
func (p *decryptoTable) step(name string, d time.Duration) {
	p.T.Helper()
	p.Do(name, func() { p.ft.Advance(d) })
}

// hold holds an encryptor's code card and lets it go, as the encryptor
// does to read the code alone.
func (p *decryptoTable) hold(team string) {
	p.T.Helper()
	p.Do("hold the code of "+team, func() {
		h := p.d.CodeHolds[team]
		if h == nil {
			p.T.Fatalf("no code card for %s", team)
		}
		h.MouseDown(&desktop.MouseEvent{})
		p.Frame()
		h.MouseUp(&desktop.MouseEvent{})
	})
}

// clues types a team's clues and gives them.
func (p *decryptoTable) clues(team string, clues ...string) {
	p.T.Helper()
	for k, c := range clues {
		p.Type(fmt.Sprintf("clue %d of %s", k+1, team), p.d.ClueEntries[team][k], c)
	}
	p.Tap("give the clues of "+team, p.d.GiveButtons[team])
}

// code taps a code on the rows of digits and sends it.
func (p *decryptoTable) code(what string, code []int) {
	p.T.Helper()
	for i, n := range code {
		p.Tap(fmt.Sprintf("%s: digit %d", what, i+1), p.d.CodeRows[i].Buttons[n-1])
	}
	p.Tap(what, p.d.CodeButton)
}

// drawn is a team's code as the app drew it.
func (p *decryptoTable) drawn(team string) []int {
	c, ok := p.d.Match().State().DrawnCode(team)
	if !ok {
		p.T.Fatalf("no code drawn for %s", team)
	}
	return c[:]
}

// read plays the reading of a team's code: the interception from round 2
// on, right or wrong, the decode, right, and the reveal.
func (p *decryptoTable) read(team string, intercept bool) {
	p.T.Helper()
	code := p.drawn(team)
	if p.d.Match().State().Step() == decrypto.StepIntercept {
		guess := other(code)
		if intercept {
			guess = code
		}
		p.code("intercept "+team, guess)
	}
	p.code("decode "+team, code)
	p.Tap("reveal "+team, p.d.RevealButton)
}

func TestDecryptoPlayedThrough(t *testing.T) {
	for _, lang := range []language.Tag{language.English, language.Russian, language.Ukrainian} {
		for _, size := range screenstest.FitSizes {
			t.Run(fmt.Sprintf("%s/%gx%g", lang, size.Width, size.Height), func(t *testing.T) {
				playDecrypto(t, lang, size)
			})
		}
	}
}

// playDecrypto plays a game of four to Black's second interception, with
// the flows a table trips on, then Play again and the next game's first
// clues.
func playDecrypto(t *testing.T, lang language.Tag, size fyne.Size) {
	// The setup is made in another language than the game is played in,
	// as when the laptop's language is changed once the game is on.
	setupLang := language.English
	if lang == language.English {
		setupLang = language.Ukrainian
	}
	p := newDecryptoTable(t, setupLang, screenstest.Tables[lang][:4], size)
	d := New(p.Ctx, Game()).(*Screen)
	p.ready(d)
	p.Open("setup", d)
	W, B := decrypto.White, decrypto.Black

	// The setup: Black takes a name of its own; both teams type their
	// keywords hidden.
	p.Type("Black's name", d.TeamNames[1], "Owls")
	for k, w := range []string{"sun", "river", "bell", "cat"} {
		p.Type(fmt.Sprintf("White's keyword %d", k+1), d.KeywordEntries[0][k], w)
	}
	for k, w := range []string{"moon", "sea", "drum", "fox"} {
		p.Type(fmt.Sprintf("Black's keyword %d", k+1), d.KeywordEntries[1][k], w)
	}
	p.Tap("start", d.Setup.StartButton)
	if p.d.Match() == nil {
		t.Fatalf("the game did not start: %s", d.Setup.Message.Text)
	}
	p.Speak("switch the language", lang)

	// Round 1: both decode right.
	p.hold(W)
	p.clues(W, "hot", "wet", "")
	p.hold(B)
	p.clues(B, "night", "salt", "beat")
	p.read(W, false)
	p.read(B, false)

	// Round 2: a code sent before its digits is refused, with a message;
	// an interception is undone and made again; Black intercepts White.
	p.hold(W)
	p.clues(W, "warm", "flow", "ring")
	p.clues(B, "tide", "full", "")
	p.Tap("intercept with no digits", p.d.CodeButton)
	if p.d.Message.Text == "" {
		t.Fatal("a code with no digits was not refused")
	}
	code := p.drawn(W)
	p.code("intercept White", code)
	p.Do("undo", func() { p.d.Match().Undo(); p.d.Update() })
	p.Do("redo", func() { p.d.Match().Redo(); p.d.Update() })
	p.code("decode White", code)
	p.Tap("reveal White", p.d.RevealButton)
	p.read(B, false)

	// Round 3: White gives its clues and the glass turns; the laptop
	// restarts with the glass running; Black writes one clue and the sand
	// runs out; Black intercepts White again and wins.
	p.clues(W, "sky", "stream", "")
	p.step("ten seconds of sand", 10*time.Second)
	p.Type("Black's first clue", p.d.ClueEntries[B][0], "glow")
	p.Restart("restart mid-round", Game())
	if got := p.d.ClueEntries[B][0].Text; got != "glow" {
		t.Fatalf("the clue typed before the restart is lost: %q", got)
	}
	p.Tap("resume the glass", p.d.Sand().StartButton)
	p.step("the sand runs out", decrypto.SandTimer)
	if got := p.d.Match().State().Rounds()[2].Turns[1].Clues[0].Text; got != "glow" {
		t.Fatalf("the sand took %q for Black's first clue", got)
	}
	if g := p.d.Match().State(); g.Step() != decrypto.StepIntercept {
		t.Fatalf("when the sand ran out the step is %s, want the interception", g.Step())
	}
	p.read(W, true)
	p.read(B, false)
	if !p.d.Match().Over() {
		t.Fatalf("two interceptions did not end the game: step %s", p.d.Match().State().Step())
	}

	// Play again: the next game's first clues.
	p.Tap("play again", p.d.End.PlayAgain)
	p.PlayAgain("the next game", Game())
	p.hold(W)
	p.clues(W, "one", "two", "three")
	t.Logf("%d steps played and checked", p.Steps)
}

// TestDecryptoKeepsTheKeywordsSecret plays twin games that differ only in
// White's keywords: in one the encryptor's first clue is a keyword, in the
// other it is not. The screen both teams read must be the same in both,
// round after round; only the held card tells the encryptor.
func TestDecryptoKeepsTheKeywordsSecret(t *testing.T) {
	for _, lang := range []language.Tag{language.English, language.Russian, language.Ukrainian} {
		for _, size := range screenstest.FitSizes {
			t.Run(fmt.Sprintf("%s/%gx%g", lang, size.Width, size.Height), func(t *testing.T) {
				keywords := [2][]string{{"sun", "river", "bell", "cat"}, {"owl", "stone", "wind", "fig"}}
				tw := &screenstest.Twins[*Screen]{T: t}
				for i := range tw.Lives {
					p := newDecryptoTable(t, lang, screenstest.Tables[lang][:4], size)
					d := New(p.Ctx, Game()).(*Screen)
					p.ready(d)
					p.Open("setup", d)
					for k, w := range keywords[i] {
						p.Type(fmt.Sprintf("White's keyword %d", k+1), d.KeywordEntries[0][k], w)
					}
					tw.Lives[i], tw.Screens[i] = p.Live, d
				}
				tw.Same("the keywords typed")
				tw.Tap("start", func(d *Screen) fyne.CanvasObject { return d.Setup.StartButton })
				for round := 1; round <= 2; round++ {
					clues := []string{"sun", "warm", "sky"}
					for k, c := range clues {
						tw.Type(fmt.Sprintf("White's clue %d", k+1), func(d *Screen) *widget.Entry { return d.ClueEntries[decrypto.White][k] }, c)
					}
					tw.Tap("give White's clues", func(d *Screen) fyne.CanvasObject { return d.GiveButtons[decrypto.White] })
					tw.Tap("give Black's clues", func(d *Screen) fyne.CanvasObject { return d.GiveButtons[decrypto.Black] })
					for _, team := range []string{decrypto.White, decrypto.Black} {
						if tw.Screens[0].Match().State().Step() == decrypto.StepIntercept {
							tw.Tap("no interception", func(d *Screen) fyne.CanvasObject { return d.CodeRows[0].Buttons[0] })
							tw.Tap("no interception", func(d *Screen) fyne.CanvasObject { return d.CodeRows[1].Buttons[1] })
							tw.Tap("no interception", func(d *Screen) fyne.CanvasObject { return d.CodeRows[2].Buttons[2] })
							tw.Tap("send the interception", func(d *Screen) fyne.CanvasObject { return d.CodeButton })
						}
						code, _ := tw.Screens[0].Match().State().DrawnCode(team)
						for i, n := range code {
							tw.Tap("decode", func(d *Screen) fyne.CanvasObject { return d.CodeRows[i].Buttons[n-1] })
						}
						tw.Tap("send the decode", func(d *Screen) fyne.CanvasObject { return d.CodeButton })
						tw.Tap("reveal", func(d *Screen) fyne.CanvasObject { return d.RevealButton })
					}
				}
				// The encryptor alone is told, on the card held.
				held := func(d *Screen) string {
					var shown string
					h := d.CodeHolds[decrypto.White]
					h.MouseDown(&desktop.MouseEvent{})
					shown = h.Showing()
					h.MouseUp(&desktop.MouseEvent{})
					return shown
				}
				tw.Type("White's clue 1 again", func(d *Screen) *widget.Entry { return d.ClueEntries[decrypto.White][0] }, "sun")
				if a, b := held(tw.Screens[0]), held(tw.Screens[1]); !strings.Contains(a, "\n") || strings.Contains(b, "\n") {
					t.Fatalf("the card tells the encryptor of a keyword clue in the one game only: %q, %q", a, b)
				}
				t.Logf("%d steps played and checked", tw.Lives[0].Steps+tw.Lives[1].Steps)
			})
		}
	}
}
