package decrypto

import (
	"tablecompanion/games/decrypto"
	"tablecompanion/screens"
)

// lessons are the message IDs of every lesson the game teaches, for the
// tests: the steps' and the rules' that bite.
var lessons = []string{
	"lesson.decrypto.clues", "lesson.decrypto.clues_hacker", "lesson.decrypto.glass",
	"lesson.decrypto.intercept", "lesson.decrypto.intercept_hacker",
	"lesson.decrypto.decode", "lesson.decrypto.decode_first", "lesson.decrypto.reveal",
	"lesson.decrypto.keyword_guess",
	"lesson.decrypto.bite.interception", "lesson.decrypto.bite.miscommunication",
	"lesson.decrypto.bite.hacker_token", "lesson.decrypto.bite.tiebreak",
	"lesson.decrypto.score", "lesson.decrypto.score_hacker",
}

// lesson is what the table does at the game's step, and why; nothing once
// the game is over. It names teams and players, never a code or a keyword.
func lesson(t screens.Words, g *decrypto.Game) screens.Said {
	switch g.Step() {
	case decrypto.StepClues:
		switch {
		case g.SandTimerStarts():
			return screens.Say("lesson.decrypto.glass")
		case g.HackerMode():
			return screens.Say("lesson.decrypto.clues_hacker")
		}
		return screens.Say("lesson.decrypto.clues")
	case decrypto.StepIntercept:
		if g.HackerMode() {
			return screens.Say("lesson.decrypto.intercept_hacker", "Team", name(t, g, g.Interceptor()))
		}
		return screens.Say("lesson.decrypto.intercept", "Team", name(t, g, g.Interceptor()), "Code", name(t, g, g.Turn()))
	case decrypto.StepDecode:
		if g.Round() == 1 {
			return screens.Say("lesson.decrypto.decode_first", "Team", name(t, g, g.Turn()))
		}
		return screens.Say("lesson.decrypto.decode", "Team", name(t, g, g.Turn()))
	case decrypto.StepReveal:
		return screens.Say("lesson.decrypto.reveal", "Name", g.Encryptor(g.Turn()).Name)
	case decrypto.StepKeywordGuess:
		return screens.Say("lesson.decrypto.keyword_guess")
	}
	return screens.Said{}
}

// tokens are the tokens on the table: each team's interceptions and
// miscommunications, and the Hacker's.
type tokens struct {
	round, hacker       int
	intercept, miscomms [2]int
	step                decrypto.Step
}

func tokensOf(g *decrypto.Game) tokens {
	k := tokens{round: g.Round(), hacker: g.HackerTokens(), step: g.Step()}
	for i, team := range g.Teams() {
		k.intercept[i], k.miscomms[i] = team.Interceptions, team.Miscommunications
	}
	return k
}

// bite compares the tokens before an action with those after it: the end
// of the first round explains the tokens as the game's score, a new token
// its rule, a tie its tie-break.
func (d *Screen) bite(before *decrypto.Game) func(*decrypto.Game) screens.Said {
	was := tokensOf(before)
	return func(g *decrypto.Game) screens.Said {
		now := tokensOf(g)
		r, tied := g.Result()
		switch {
		case now.step == decrypto.StepKeywordGuess && was.step != now.step, tied && r.Tie:
			return screens.Say("lesson.decrypto.bite.tiebreak")
		case was.round == 1 && (now.round == 2 || g.Over()):
			if g.HackerMode() {
				return screens.Say("lesson.decrypto.score_hacker").For(screens.RuleScore)
			}
			return screens.Say("lesson.decrypto.score").For(screens.RuleScore)
		case now.hacker > was.hacker:
			return screens.Say("lesson.decrypto.bite.hacker_token", "Name", g.Hacker().Name)
		}
		for i, team := range g.Teams() {
			switch {
			case now.intercept[i] > was.intercept[i]:
				return screens.Say("lesson.decrypto.bite.interception", "Team", teamName(d.Ctx.T, team))
			case now.miscomms[i] > was.miscomms[i]:
				return screens.Say("lesson.decrypto.bite.miscommunication", "Team", teamName(d.Ctx.T, team))
			}
		}
		return screens.Said{}
	}
}
