package keepwatch

// Progress names the challenge the game is at, of how many, for its row on
// the home screen.
func (k *Screen) Progress() string {
	if k.match == nil {
		return ""
	}
	g := k.match.State()
	return k.Ctx.T("home.at.challenge", "Challenge", min(g.Played()+1, g.Challenges()), "Of", g.Challenges())
}
