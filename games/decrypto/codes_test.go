package decrypto_test

import (
	"testing"

	"tablecompanion/games/decrypto"
	"tablecompanion/games/gamestest"
)

func TestCodesAreTheTwentyFourCards(t *testing.T) {
	codes := decrypto.Codes()
	if len(codes) != 24 {
		t.Fatalf("%d codes, want 24", len(codes))
	}
	seen := map[decrypto.Code]bool{}
	for _, c := range codes {
		if _, err := decrypto.ParseCode(c[:]); err != nil || seen[c] {
			t.Fatalf("%s: not a card or twice (%v)", c, err)
		}
		seen[c] = true
	}
	if got := (decrypto.Code{4, 2, 1}).String(); got != "4.2.1" {
		t.Fatalf("code reads %q", got)
	}
	if !(decrypto.Code{}).Empty() || (decrypto.Code{}).String() != "" {
		t.Fatal("the zero code is empty")
	}
}

func TestDrawNeverRepeatsThePreviousCode(t *testing.T) {
	seen := map[decrypto.Code]int{}
	draws := 0
	for seed := range uint64(500) {
		for _, color := range []string{decrypto.White, decrypto.Black} {
			var prev decrypto.Code
			for r := 1; r <= decrypto.LastRound; r++ {
				c := decrypto.DrawCode(seed, r, color, prev)
				if c == prev {
					t.Fatalf("seed %d %s round %d drew %s again", seed, color, r, c)
				}
				if _, err := decrypto.ParseCode(c[:]); err != nil {
					t.Fatalf("drew a code that is no card: %s", c)
				}
				seen[c]++
				draws++
				prev = c
			}
		}
	}
	if len(seen) != 24 {
		t.Fatalf("%d draws gave only %d different codes", draws, len(seen))
	}
	for c, n := range seen {
		if n < draws/24/2 {
			t.Errorf("%s drawn %d times in %d draws: the draw is lopsided", c, n, draws)
		}
	}
}

func TestDrawIsDeterministicBySeed(t *testing.T) {
	sequence := func(seed uint64, color string) []decrypto.Code {
		var out []decrypto.Code
		var prev decrypto.Code
		for r := 1; r <= decrypto.LastRound; r++ {
			prev = decrypto.DrawCode(seed, r, color, prev)
			out = append(out, prev)
		}
		return out
	}
	differ := 0
	for seed := range uint64(100) {
		a, b := sequence(seed, decrypto.White), sequence(seed, decrypto.White)
		for r := range a {
			if a[r] != b[r] {
				t.Fatalf("seed %d round %d drew %s then %s", seed, r+1, a[r], b[r])
			}
		}
		if sequence(seed, decrypto.White)[0] != sequence(seed+1, decrypto.White)[0] {
			differ++
		}
	}
	if differ < 50 {
		t.Fatalf("only %d of 100 seeds changed the first code", differ)
	}
}

func TestDrawnCodesInAGameFollowTheSeedAndNeverRepeat(t *testing.T) {
	for seed := range uint64(50) {
		s := teams()
		s.DrawCodes, s.Seed = true, seed
		m := play(t, s, nil)
		var prev [2]decrypto.Code
		for r := 1; r <= decrypto.LastRound; r++ {
			g := m.State()
			for i, color := range both {
				c, ok := g.DrawnCode(color)
				want := decrypto.DrawCode(seed, r, color, prev[i])
				if !ok || c != want || c == prev[i] {
					t.Fatalf("seed %d round %d %s: drew %s, want %s, previous %s", seed, r, color, c, want, prev[i])
				}
				prev[i] = c
			}
			for _, color := range both {
				_ = m.Do(decrypto.Action{Op: decrypto.OpClues, Team: color})
			}
			for i := range both {
				if r > 1 {
					miss := decrypto.Codes()[0]
					if miss == prev[i] {
						miss = decrypto.Codes()[1]
					}
					_ = m.Do(decrypto.Action{Op: decrypto.OpIntercept, Code: miss[:]})
				}
				if err := m.Do(decrypto.Action{Op: decrypto.OpDecode, Code: prev[i][:]}); err != nil {
					t.Fatalf("seed %d round %d: decode of a drawn code: %v", seed, r, err)
				}
			}
		}
	}
}

func TestNoDrawWithCodeCards(t *testing.T) {
	if _, ok := play(t, teams(), nil).State().DrawnCode(decrypto.White); ok {
		t.Fatal("with code cards the app draws nothing")
	}
	m := play(t, teams(), nil)
	_ = m.Do(decrypto.Action{Op: decrypto.OpClues, Team: decrypto.White})
	_ = m.Do(decrypto.Action{Op: decrypto.OpClues, Team: decrypto.Black})
	_ = m.Do(decrypto.Action{Op: decrypto.OpDecode, Code: wrong})
	if err := m.Do(decrypto.Action{Op: decrypto.OpReveal}); ruleID(err) != "decrypto.code.missing_digit" {
		t.Fatalf("with code cards the encryptor enters the code: %v", err)
	}
}

// TestTheAppRevealsItsDrawnCodeAtTheDecode pins the reveal of a code the
// app drew: the decode that completes the guesses shows it, with its
// tokens, and the game moves on with nothing for the encryptor to enter.
// Undo of that decode takes the reveal back with it, and a replay of the
// log gives it again. With the code cards the encryptor still enters it.
func TestTheAppRevealsItsDrawnCodeAtTheDecode(t *testing.T) {
	cases := []struct {
		name        string
		setup       func() decrypto.Setup
		round       int  // the round whose first code is read
		intercept   bool // the interceptors guess right
		miscode     bool // the team decodes wrong
		next        decrypto.Step
		caught, mis bool
		tokens      [3]int // White's interceptions, Black's interceptions, White's miscommunications
		hacker      int
	}{
		{name: "round 1, decoded", setup: teams, round: 1, next: decrypto.StepDecode},
		{name: "round 1, miscoded", setup: teams, round: 1, miscode: true, next: decrypto.StepDecode, mis: true, tokens: [3]int{0, 0, 1}},
		{name: "round 2, intercepted", setup: teams, round: 2, intercept: true, next: decrypto.StepIntercept, caught: true, tokens: [3]int{0, 1, 0}},
		{name: "round 2, safe", setup: teams, round: 2, next: decrypto.StepIntercept},
		{name: "hacker, intercepted and miscoded", setup: hacker, round: 2, intercept: true, miscode: true, next: decrypto.StepOver, caught: true, mis: true, hacker: 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := c.setup()
			s.DrawCodes, s.Seed = true, 11
			m := play(t, s, nil)
			g := m.State()
			var log []decrypto.Action
			act := func(a decrypto.Action) {
				t.Helper()
				do(t, m, a)
				log = append(log, a)
			}
			for g.Round() < c.round || g.Step() == decrypto.StepClues {
				switch g.Step() {
				case decrypto.StepClues:
					act(decrypto.Action{Op: decrypto.OpClues, Team: g.CluesPending()[0]})
				case decrypto.StepIntercept:
					act(decrypto.Action{Op: decrypto.OpIntercept, Code: wrongFor(g)})
				default:
					drawn, _ := g.DrawnCode(g.Turn())
					act(decrypto.Action{Op: decrypto.OpDecode, Code: drawn[:]})
				}
			}
			drawn, _ := g.DrawnCode(decrypto.White)
			if c.round > 1 {
				guess := wrongFor(g)
				if c.intercept {
					guess = drawn[:]
				}
				act(decrypto.Action{Op: decrypto.OpIntercept, Code: guess})
			}
			decode := drawn[:]
			if c.miscode {
				decode = wrongFor(g)
			}
			before := g.Teams()
			act(decrypto.Action{Op: decrypto.OpDecode, Code: decode})
			turn := g.Rounds()[c.round-1].Turns[0]
			if turn.Code != drawn || turn.Intercepted != c.caught || turn.Miscommunication != c.mis {
				t.Fatalf("white's code after the decode: %+v, want %s shown, intercepted %v, miscoded %v", turn, drawn, c.caught, c.mis)
			}
			if g.Step() != c.next {
				t.Fatalf("after the decode the game waits for %s, want %s", g.Step(), c.next)
			}
			teams := g.Teams()
			got := [3]int{teams[0].Interceptions - before[0].Interceptions, 0, teams[0].Miscommunications - before[0].Miscommunications}
			if len(teams) > 1 {
				got[1] = teams[1].Interceptions - before[1].Interceptions
			}
			if got != c.tokens || g.HackerTokens() != c.hacker {
				t.Fatalf("tokens of the reveal: %v and the Hacker's %d, want %v and %d", got, g.HackerTokens(), c.tokens, c.hacker)
			}
			if !m.Undo() {
				t.Fatal("the decode cannot be undone")
			}
			if g := m.State(); g.Step() != decrypto.StepDecode || g.Rounds()[c.round-1].Turns[0].Revealed() {
				t.Fatalf("undo of the decode leaves %s with the code shown %v", g.Step(), g.Rounds()[c.round-1].Turns[0].Revealed())
			}
			gamestest.Contract(t, decrypto.Start, s, log)
		})
	}
	m := play(t, teams(), nil)
	do(t, m, decrypto.Action{Op: decrypto.OpClues, Team: decrypto.White})
	do(t, m, decrypto.Action{Op: decrypto.OpClues, Team: decrypto.Black})
	do(t, m, decrypto.Action{Op: decrypto.OpDecode, Code: wrong})
	if g := m.State(); g.Step() != decrypto.StepReveal || g.Rounds()[0].Turns[0].Revealed() {
		t.Fatalf("with the code cards the decode waits for the encryptor's code, got %s", g.Step())
	}
}

// wrongFor is a code that is not the one being read.
func wrongFor(g *decrypto.Game) []int {
	drawn, _ := g.DrawnCode(g.Turn())
	for _, c := range decrypto.Codes() {
		if c != drawn {
			return c[:]
		}
	}
	return nil
}
