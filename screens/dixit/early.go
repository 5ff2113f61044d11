package dixit

import (
	"tablecompanion/screens"
)

// The table may end a game of Dixit where it stands, from the shell's top bar.
var _ screens.Ender = (*Screen)(nil)

// EndHereWords says what ending the game now does.
func (d *Screen) EndHereWords() string {
	return d.Ctx.T("dixit.end_here.ask")
}

// EndHereWhyNot says why the table may not end the game yet.
func (d *Screen) EndHereWhyNot() string {
	return d.Ctx.T("end_here.why_not.first_round")
}
