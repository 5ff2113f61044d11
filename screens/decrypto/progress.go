package decrypto

// Progress names the round the game is at, for its row on the home screen.
func (d *Screen) Progress() string {
	if d.Match() == nil {
		return ""
	}
	return d.Ctx.T("home.at.round", "Round", d.Match().State().Round())
}
