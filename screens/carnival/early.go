package carnival

import (
	"tablecompanion/screens"
)

// The table may end a game of Carnival where it stands, from the shell's top bar.
var _ screens.Ender = (*Screen)(nil)

// EndHereWords says what ending the game now does.
func (c *Screen) EndHereWords() string {
	return c.Ctx.T("carnival.end_here.ask")
}

// EndHereWhyNot says why the table may not end the game yet.
func (c *Screen) EndHereWhyNot() string {
	return c.Ctx.T("carnival.end_here.why_not")
}
