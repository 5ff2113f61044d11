package dixit

import (
	"tablecompanion/games/dixit"
	"tablecompanion/screens"
)

// The table may end a game of Dixit where it stands, from the shell's top bar.
var _ screens.Ender = (*Screen)(nil)

// Ending reports whether a game is under way and whether the table may end
// it here now.
func (d *Screen) Ending() (underWay, now bool) {
	if d.match == nil || d.match.Over() {
		return false, false
	}
	return true, d.match.State().CanEndHere()
}

// EndHere ends the game where it stands.
func (d *Screen) EndHere() error {
	if err := d.match.Do(dixit.EndHere()); err != nil {
		return err
	}
	d.Ctx.Commit()
	return nil
}

// EndHereWords says what ending the game now does.
func (d *Screen) EndHereWords() string {
	return d.Ctx.T("dixit.end_here.ask")
}

// EndHereWhyNot says why the table may not end the game yet.
func (d *Screen) EndHereWhyNot() string {
	return d.Ctx.T("end_here.why_not.first_round")
}
