package keepwatch

import (
	"tablecompanion/games/keepwatch"
	"tablecompanion/screens"
)

// The table may end a game of Keep Watch where it stands, from the shell's top bar.
var _ screens.Ender = (*Screen)(nil)

// Ending reports whether a game is under way and whether the table may end
// it here now: not while a challenge counts down or takes presses, whose
// keys a dialog would cover.
func (k *Screen) Ending() (underWay, now bool) {
	underWay, now = k.Skeleton.Ending()
	return underWay, now && k.round.step == stepIdle
}

// EndHereWords says what ending the game now does, and what becomes of a
// challenge being checked.
func (k *Screen) EndHereWords() string {
	if k.Match().State().Phase() == keepwatch.PhaseChecking {
		return k.Ctx.T("keepwatch.end_here.ask_challenge")
	}
	return k.Ctx.T("keepwatch.end_here.ask")
}

// EndHereWhyNot says why the table may not end the game now: a challenge
// is under way, whose keys the question would cover, or no card has
// changed hands yet.
func (k *Screen) EndHereWhyNot() string {
	if k.round.step != stepIdle {
		return k.Ctx.T("keepwatch.end_here.why_not_challenge")
	}
	return k.Ctx.T("keepwatch.end_here.why_not")
}
