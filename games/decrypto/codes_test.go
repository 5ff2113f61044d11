package decrypto_test

import (
	"testing"

	"tablecompanion/games/decrypto"
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
				_ = m.Do(decrypto.Action{Op: decrypto.OpDecode, Code: prev[i][:]})
				if err := m.Do(decrypto.Action{Op: decrypto.OpReveal}); err != nil {
					t.Fatalf("reveal of a drawn code: %v", err)
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
