package decrypto

import (
	"fmt"
	"slices"
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
// on, right or wrong, and the decode, right, which shows the code the app
// drew with no tap of the encryptor's.
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
	round := p.d.Match().State().Round()
	p.code("decode "+team, code)
	p.revealed(team, round, code)
}

// revealed fails unless the last code shown is the team's in the round,
// as drawn.
func (p *decryptoTable) revealed(team string, round int, code []int) {
	p.T.Helper()
	for _, turn := range p.d.Match().State().Rounds()[round-1].Turns {
		if turn.Team == team && (!turn.Revealed() || !slices.Equal(turn.Code[:], code)) {
			p.T.Fatalf("after the decode %s's code %v is not shown: %+v", team, code, turn)
		}
	}
	shown := decrypto.Code(code).String()
	if !strings.Contains(p.d.LastReveal.Text, shown) || !p.d.LastReveal.Visible() {
		p.T.Fatalf("the last reveal says %q, not %s's code %s", p.d.LastReveal.Text, team, shown)
	}
}

func TestDecryptoPlayedThrough(t *testing.T) {
	screenstest.EachTable(t, func(t *testing.T, lang language.Tag, size fyne.Size) {
		playDecrypto(t, lang, size)
	})
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
	p.revealed(W, 2, code)
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
	screenstest.EachTable(t, func(t *testing.T, lang language.Tag, size fyne.Size) {
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
			// White's encryptor reads the card with its warning in
			// the one twin: the card the table sees keeps its size.
			tw.Do("White's encryptor holds the card", func(d *Screen, _ *screenstest.Live) {
				d.CodeHolds[decrypto.White].MouseDown(&desktop.MouseEvent{})
			})
			tw.Do("White's encryptor lets the card go", func(d *Screen, _ *screenstest.Live) {
				d.CodeHolds[decrypto.White].MouseUp(&desktop.MouseEvent{})
			})
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

// TestDecryptoKeepsTheDrawnCodesSecret plays twin games whose codes the
// app draws from different seeds: the same codes in round 1, other codes
// in round 2. The screen both teams read must be the same in both until
// the decode of a code in round 2 is sent, its interception and every
// digit of its decode included; only then do the twins show their own
// code.
func TestDecryptoKeepsTheDrawnCodesSecret(t *testing.T) {
	screenstest.EachTable(t, func(t *testing.T, lang language.Tag, size fyne.Size) {
		tw := &screenstest.Twins[*Screen]{T: t}
		var tables [2]*decryptoTable
		for i := range tw.Lives {
			p := newDecryptoTable(t, lang, screenstest.Tables[lang][:4], size)
			d := New(p.Ctx, Game()).(*Screen)
			p.ready(d)
			p.Open("setup", d)
			tw.Lives[i], tw.Screens[i], tables[i] = p.Live, d, p
		}
		tables[1].ft.Advance(twinSeedGap(tables[0].ft.Clock().UnixNano()))
		tw.Tap("start", func(d *Screen) fyne.CanvasObject { return d.Setup.StartButton })
		W, B := decrypto.White, decrypto.Black
		codeOf := func(i int, team string) decrypto.Code {
			c, _ := tw.Screens[i].Match().State().DrawnCode(team)
			return c
		}
		if codeOf(0, W) != codeOf(1, W) || codeOf(0, B) != codeOf(1, B) {
			t.Fatal("the twins draw other codes in round 1")
		}
		tap := func(name string, digits []int) {
			for i, n := range digits {
				tw.Tap(fmt.Sprintf("%s: digit %d", name, i+1), func(d *Screen) fyne.CanvasObject { return d.CodeRows[i].Buttons[n-1] })
			}
		}
		for round := 1; round <= 2; round++ {
			for _, team := range []string{W, B} {
				for k, c := range []string{"salt", "", "moon"} {
					tw.Type(fmt.Sprintf("%s's clue %d", team, k+1), func(d *Screen) *widget.Entry { return d.ClueEntries[team][k] }, c)
				}
				tw.Tap("give the clues of "+team, func(d *Screen) fyne.CanvasObject { return d.GiveButtons[team] })
			}
			if round == 2 {
				break
			}
			for _, team := range []string{W, B} {
				c := codeOf(0, team)
				tap("decode "+team, c[:])
				tw.Tap("send the decode of "+team, func(d *Screen) fyne.CanvasObject { return d.CodeButton })
			}
		}
		if codeOf(0, W) == codeOf(1, W) {
			t.Fatal("the twins draw the same code for White in round 2")
		}
		guess := decrypto.Codes()[5]
		tap("intercept White", guess[:])
		tw.Tap("send the interception", func(d *Screen) fyne.CanvasObject { return d.CodeButton })
		tap("decode White", guess[:])
		for i, l := range tw.Lives {
			l.Tap("send the decode of White", tw.Screens[i].CodeButton)
		}
		if slices.Equal(tw.Lives[0].Shared(), tw.Lives[1].Shared()) {
			t.Fatal("the twins read the same once the codes are shown: the test cannot see a code")
		}
		for i, d := range tw.Screens {
			if c := codeOf(i, W); !strings.Contains(d.LastReveal.Text, c.String()) {
				t.Fatalf("twin %d shows %q, not its code %s", i, d.LastReveal.Text, c)
			}
		}
	})
}

// twinSeedGap is how many nanoseconds after the seed base a twin's seed
// draws White's and Black's round 1 codes as base does, and both teams'
// round 2 codes otherwise.
func twinSeedGap(base int64) time.Duration {
	draws := func(seed uint64) (one, two [2]decrypto.Code) {
		for i, team := range []string{decrypto.White, decrypto.Black} {
			one[i] = decrypto.DrawCode(seed, 1, team, decrypto.Code{})
			two[i] = decrypto.DrawCode(seed, 2, team, one[i])
		}
		return one, two
	}
	one, two := draws(uint64(base))
	for gap := int64(1); ; gap++ {
		o, w := draws(uint64(base + gap))
		if o == one && w[0] != two[0] && w[1] != two[1] {
			return time.Duration(gap)
		}
	}
}

// TestDecryptoRoundTouches counts what the table touches in round 2 of a
// game of two teams whose codes the app draws (the first round with
// interceptions), driving the screen's own widgets as it asks: each
// encryptor holds the code card and gives three clues (a tap on each field
// and on the button), then each code is intercepted and decoded, three
// digits and a button each. The app shows each code itself at its decode:
// 26 touches, where the encryptors' "Show the true code" made 28.
func TestDecryptoRoundTouches(t *testing.T) {
	p := newDecryptoTable(t, language.English, screenstest.Tables[language.English][:4], screenstest.FitSizes[0])
	d := New(p.Ctx, Game()).(*Screen)
	p.ready(d)
	p.Open("setup", d)
	p.Tap("start", d.Setup.StartButton)
	// step plays what the screen asks now and returns the touches it took.
	step := func() int {
		g := p.d.Match().State()
		switch p.d.step.Shown {
		case "clues":
			team := g.CluesPending()[0]
			p.hold(team)
			for k, c := range []string{"salt", "tide", "moon"} {
				p.Type(fmt.Sprintf("clue %d of %s", k+1, team), p.d.ClueEntries[team][k], c)
			}
			p.Tap("give the clues of "+team, p.d.GiveButtons[team])
			return 1 + 3 + 1
		case "code":
			code := p.drawn(g.Turn())
			if g.Step() == decrypto.StepIntercept {
				code = other(code)
			}
			p.code(string(g.Step()), code)
			return len(code) + 1
		}
		t.Fatalf("round %d asks for %q", g.Round(), p.d.step.Shown)
		return 0
	}
	for p.d.Match().State().Round() == 1 {
		step()
	}
	touches := 0
	for p.d.Match().State().Round() == 2 {
		touches += step()
	}
	t.Logf("touches in a round of two teams with the app's codes: %d", touches)
	if touches != 26 {
		t.Fatalf("%d touches in a round, want 26", touches)
	}
}

// TestDecryptoTieBreakHoldsStill plays round 1 with both codes decoded,
// ends the game there (End here), which leaves a tie level on score, and
// taps each team's count of keywords named right: a tap on White's count
// must leave Black's buttons where they were. The play-through above ends
// on two interceptions and never reaches the tie-break.
func TestDecryptoTieBreakHoldsStill(t *testing.T) {
	screenstest.EachTable(t, func(t *testing.T, lang language.Tag, size fyne.Size) {
		p := newDecryptoTable(t, lang, screenstest.Tables[lang][:4], size)
		d := New(p.Ctx, Game()).(*Screen)
		p.ready(d)
		p.Open("setup", d)
		p.Tap("start", d.Setup.StartButton)
		W, B := decrypto.White, decrypto.Black
		p.hold(W)
		p.clues(W, "hot", "wet", "")
		p.hold(B)
		p.clues(B, "night", "salt", "beat")
		p.read(W, false)
		p.read(B, false)
		p.Do("end here", func() {
			if err := p.d.EndHere(); err != nil {
				t.Fatal(err)
			}
			p.d.Update()
		})
		if got := p.d.Match().State().Step(); got != decrypto.StepKeywordGuess {
			t.Fatalf("End here after a level round leads to %s, want the keyword tie-break", got)
		}
		p.Tap("White named 2", p.d.KeywordButtons[W][2])
		p.Tap("Black named 3", p.d.KeywordButtons[B][3])
		if r, _ := p.d.Match().State().Result(); r.By != decrypto.ByKeywords || r.Winners[0] != B {
			t.Fatalf("the tie-break ended %+v, want Black's win by the keywords", r)
		}
	})
}
