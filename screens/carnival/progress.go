package carnival

// Progress names the player whose turn it is, for the game's row on the
// home screen.
func (c *Screen) Progress() string {
	if c.Match() == nil {
		return ""
	}
	g := c.Match().State()
	return c.Ctx.T("home.at.turn", "Name", g.Players()[g.Turn()].Name)
}
