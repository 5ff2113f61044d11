package decrypto

import (
	"tablecompanion/games/decrypto"
	"tablecompanion/screens"
)

// The table may end a game of Decrypto where it stands, from the shell's top bar.
var _ screens.Ender = (*Screen)(nil)

// EndHereWords says what ending the game now does: the rules' end with the
// tokens as they are, or the team's win against the Hacker.
func (d *Screen) EndHereWords() string {
	if d.Match().State().HackerMode() {
		return d.Ctx.T("decrypto.end_here.ask_hacker")
	}
	return d.Ctx.T("decrypto.end_here.ask")
}

// EndHereWhyNot says why the table may not end the game now: its
// keyword tie-break ends it, or no code has been revealed yet.
func (d *Screen) EndHereWhyNot() string {
	if d.Match().State().Step() == decrypto.StepKeywordGuess {
		return d.Ctx.T("decrypto.end.tie_break")
	}
	return d.Ctx.T("decrypto.end_here.why_not")
}
