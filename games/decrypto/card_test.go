package decrypto_test

import (
	"math/rand/v2"
	"testing"

	"tablecompanion/games/decrypto"
)

// TestOnlyTheEncryptorSeesTheCode plays many random games, with two teams
// of two to four and in the Hacker mode, and asks every seat for its code
// at every step: the round's encryptor of each team sees the team's code,
// and nobody else sees any code.
func TestOnlyTheEncryptorSeesTheCode(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 3))
	asked := 0
	for game := range 200 {
		s := randomSetup(r, game)
		m, err := decrypto.New(s)
		if err != nil {
			t.Fatalf("game %d: setup refused: %v", game, err)
		}
		for steps := 0; !m.State().Over(); steps++ {
			g := m.State()
			for seat, p := range g.Players() {
				code, ok := g.CodeOf(seat)
				asked++
				var want decrypto.Code
				encrypts := false
				for _, team := range g.Teams() {
					if g.Encryptor(team.Color).ID == p.ID {
						want, _ = g.DrawnCode(team.Color)
						encrypts = true
					}
				}
				if ok != encrypts || code != want {
					t.Fatalf("game %d round %d: seat %d (%s, encryptor %v) sees %v %v, want %v", game, g.Round(), seat, p.ID, encrypts, code, ok, want)
				}
			}
			if _, ok := g.CodeOf(len(g.Players())); ok {
				t.Fatalf("game %d: a seat that is not at the table sees a code", game)
			}
			if err := m.Do(randomStep(r, g)); err != nil {
				t.Fatalf("game %d step %d: %v", game, steps, err)
			}
		}
		if _, ok := m.State().CodeOf(0); ok {
			t.Fatalf("game %d: a code after the end", game)
		}
	}
	t.Logf("%d seats asked", asked)
}

// randomSetup is a game with the app's codes: two teams of two to four, or
// one of two against the Hacker.
func randomSetup(r *rand.Rand, game int) decrypto.Setup {
	s := decrypto.Setup{DrawCodes: true, Seed: uint64(game)}
	id := 0
	next := func(n int) []string {
		var ids []string
		for range n {
			ids = append(ids, string(rune('a'+id)))
			id++
		}
		return ids
	}
	if r.IntN(4) == 0 {
		h := player("h")
		s.Hacker = &h
		s.Teams = []decrypto.TeamSetup{{Name: "Owls", Color: decrypto.White, Players: players(next(2)...)}}
		return s
	}
	white := 2 + r.IntN(3)
	black := max(2, min(4, white-1+r.IntN(3)))
	s.Teams = []decrypto.TeamSetup{
		{Name: "Owls", Color: decrypto.White, Players: players(next(white)...)},
		{Name: "Foxes", Color: decrypto.Black, Players: players(next(black)...)},
	}
	return s
}

// randomStep is the next step of the game, the guesses right or wrong at
// random, so that games end by tokens as well as after the last round.
func randomStep(r *rand.Rand, g *decrypto.Game) decrypto.Action {
	code, _ := g.DrawnCode(g.Turn())
	guess := func() []int {
		if r.IntN(2) == 0 {
			return code[:]
		}
		for _, c := range decrypto.Codes() {
			if c != code {
				return c[:]
			}
		}
		return nil
	}
	switch g.Step() {
	case decrypto.StepClues:
		return decrypto.Action{Op: decrypto.OpClues, Team: g.CluesPending()[0]}
	case decrypto.StepIntercept:
		return decrypto.Action{Op: decrypto.OpIntercept, Code: guess()}
	case decrypto.StepDecode:
		return decrypto.Action{Op: decrypto.OpDecode, Code: guess()}
	case decrypto.StepKeywordGuess:
		for _, team := range g.Teams() {
			if !team.KeywordGuessed {
				return decrypto.Action{Op: decrypto.OpKeywordGuess, Team: team.Color, Count: r.IntN(decrypto.Keywords + 1)}
			}
		}
	}
	return decrypto.Action{}
}
