package decrypto

import (
	"strings"

	"tablecompanion/games"
)

// Round is one row of the clue sheet: each team's code of the round, white
// first.
type Round struct {
	Number int
	Turns  []Turn
}

// Turn is one team's code in one round as the clue sheet keeps it: the
// encryptor, the clues, both guesses and the true code with its tokens.
// A code not entered yet is the empty Code.
type Turn struct {
	Team       string
	Encryptor  games.Player
	Clues      [CluesPerCode]Clue
	CluesGiven bool
	// Interception is the opponents' or the Hacker's guess; empty in round 1.
	Interception Code
	Decode       Code
	// Code is the true code, empty until the reveal.
	Code             Code
	Intercepted      bool
	Miscommunication bool
}

// Revealed reports whether the turn's true code has been shown.
func (t Turn) Revealed() bool {
	return !t.Code.Empty()
}

// Clue is one clue on the sheet with the warnings the screen shows beside
// it. The warnings are information for the table, never a refusal.
type Clue struct {
	Round int
	Text  string
	// RepeatsRound is the round in which the same team already gave this
	// clue (ignoring case, spaces and Ё/Е), or 0 when it is new.
	RepeatsRound int
	// Keyword is the number (1–4) of the team's keyword the clue is, when
	// the team entered its keywords, or 0.
	Keyword int
}

// Warned reports whether the whole table may be warned of the clue: it
// repeats one the team gave before, which the clue sheet on the table shows
// anyway. That a clue is one of the team's keywords is a secret of the
// team: only its encryptor is told, on the code card held alone.
func (c Clue) Warned() bool {
	return c.RepeatsRound != 0
}

// Rounds returns the clue sheet, round by round, with the clues' warnings;
// callers get a copy.
func (g *Game) Rounds() []Round {
	out := make([]Round, len(g.rounds))
	for r, round := range g.rounds {
		out[r] = Round{Number: round.Number, Turns: append([]Turn(nil), round.Turns...)}
		for i := range out[r].Turns {
			for k := range out[r].Turns[i].Clues {
				out[r].Turns[i].Clues[k] = g.warn(i, r, k)
			}
		}
	}
	return out
}

// CluesByKeyword returns a team's clues grouped by the keyword each was given
// for (index 0 is keyword 1), in the order given; only revealed codes say
// which keyword a clue stood for, and blank clues are left out.
func (g *Game) CluesByKeyword(color string) [Keywords][]Clue {
	var out [Keywords][]Clue
	i := g.teamIndex(color)
	if i < 0 {
		return out
	}
	for r, round := range g.rounds {
		turn := round.Turns[i]
		if !turn.Revealed() {
			continue
		}
		for k, c := range turn.Clues {
			if c.Text != "" {
				out[turn.Code[k]-1] = append(out[turn.Code[k]-1], g.warn(i, r, k))
			}
		}
	}
	return out
}

// CheckClue returns the warnings a clue the team's encryptor is writing now
// would get, before it is given.
func (g *Game) CheckClue(color, text string) Clue {
	c := Clue{Round: g.round, Text: strings.TrimSpace(text)}
	i := g.teamIndex(color)
	if i < 0 {
		return c
	}
	c.RepeatsRound = g.earlier(i, len(g.rounds), 0, fold(text))
	c.Keyword = keywordNumber(g.teams[i].Keywords, fold(text))
	return c
}

// warn returns clue k of team i in round index r with its warnings.
func (g *Game) warn(i, r, k int) Clue {
	c := g.rounds[r].Turns[i].Clues[k]
	key := fold(c.Text)
	c.RepeatsRound = g.earlier(i, r, k, key)
	c.Keyword = keywordNumber(g.teams[i].Keywords, key)
	return c
}

// earlier returns the round of the first clue of team i before clue k of
// round index r that folds to key, or 0.
func (g *Game) earlier(i, r, k int, key string) int {
	if key == "" {
		return 0
	}
	for rr := 0; rr <= r && rr < len(g.rounds); rr++ {
		clues := g.rounds[rr].Turns[i].Clues
		for kk, c := range clues {
			if rr == r && kk >= k {
				break
			}
			if fold(c.Text) == key {
				return g.rounds[rr].Number
			}
		}
	}
	return 0
}

func keywordNumber(keywords []string, key string) int {
	if key == "" {
		return 0
	}
	for n, w := range keywords {
		if fold(w) == key {
			return n + 1
		}
	}
	return 0
}

// fold is the form in which two clues count as the same: the table's
// folding of names, and no spaces at all.
func fold(s string) string {
	return strings.Join(strings.Fields(games.Fold(s)), "")
}
