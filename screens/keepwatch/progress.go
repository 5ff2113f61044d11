package keepwatch

// Progress names the challenge the game is at, of how many, for its row on
// the home screen.
func (k *Screen) Progress() string {
	if k.Match() == nil {
		return ""
	}
	g := k.Match().State()
	return k.Ctx.T("home.at.challenge", "Challenge", min(g.Played()+1, g.Challenges()), "Of", g.Challenges())
}
