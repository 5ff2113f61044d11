package decrypto_test

import (
	"slices"
	"testing"

	"tablecompanion/games"
	"tablecompanion/games/decrypto"
)

func ids(ps []games.Player) []string {
	var out []string
	for _, p := range ps {
		out = append(out, p.ID)
	}
	return out
}

func TestPlayAgainCarriesTheEncryptorsOn(t *testing.T) {
	s := teams()
	s.Seed = 7
	s.Teams[0].Keywords = []string{"owl", "moon", "tree", "river"}
	// Three rounds: white's second interception ends the game.
	m := play(t, s, rounds(both, []turn{clean, clean}, []turn{clean, caught}, []turn{clean, caught}))
	if !m.Over() || m.State().Round() != 3 {
		t.Fatalf("over %v at round %d, want over at 3", m.Over(), m.State().Round())
	}
	next := m.State().Again(s, 99)
	// White a, b, c encrypted rounds 1–3, so a is next; black d, e, d
	// encrypted them, so e is next.
	if got := ids(next.Teams[0].Players); !slices.Equal(got, []string{"a", "b", "c"}) {
		t.Errorf("white's order %v, want a b c", got)
	}
	if got := ids(next.Teams[1].Players); !slices.Equal(got, []string{"e", "d"}) {
		t.Errorf("black's order %v, want e d", got)
	}
	if next.Seed != 99 || next.DrawCodes || next.Teams[0].Keywords != nil || next.Teams[0].Name != "Owls" {
		t.Errorf("next game %+v: want seed 99, the code cards, the names, no keywords", next)
	}
	if got := ids(s.Teams[1].Players); !slices.Equal(got, []string{"d", "e"}) {
		t.Errorf("the old setup changed: black %v", got)
	}
	if _, err := decrypto.New(next); err != nil {
		t.Fatalf("the next game's setup is refused: %v", err)
	}
}

func TestPlayAgainKeepsTheHacker(t *testing.T) {
	s := hacker()
	m := play(t, s, rounds([]string{decrypto.White}, []turn{clean}, []turn{caught}, []turn{caught}))
	if !m.Over() {
		t.Fatal("the Hacker game is not over")
	}
	next := m.State().Again(s, 1)
	if next.Hacker == nil || next.Hacker.ID != "h" || next.Hacker == s.Hacker {
		t.Fatalf("next Hacker %+v, want a copy of h", next.Hacker)
	}
	if got := ids(next.Teams[0].Players); !slices.Equal(got, []string{"b", "a"}) {
		t.Errorf("team order %v, want b a after three rounds", got)
	}
}
