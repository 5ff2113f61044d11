package carnival

import (
	"tablecompanion/games/carnival"
	"tablecompanion/screens"
)

// The table may end a game of Carnival where it stands, from the shell's top bar.
var _ screens.Ender = (*Screen)(nil)

// Ending reports whether a game is under way and whether the table may end
// it here now.
func (c *Screen) Ending() (underWay, now bool) {
	if c.match == nil || c.match.Over() {
		return false, false
	}
	return true, c.match.State().CanEndHere()
}

// EndHere ends the game where it stands.
func (c *Screen) EndHere() error {
	if err := c.match.Do(carnival.EndHereAction()); err != nil {
		return err
	}
	c.Ctx.Commit()
	return nil
}

// EndHereWords says what ending the game now does.
func (c *Screen) EndHereWords() string {
	return c.Ctx.T("carnival.end_here.ask")
}

// EndHereWhyNot says why the table may not end the game yet.
func (c *Screen) EndHereWhyNot() string {
	return c.Ctx.T("carnival.end_here.why_not")
}
