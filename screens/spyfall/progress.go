package spyfall

// Progress names the round the game is at, of how many, for its row on
// the home screen.
func (s *Screen) Progress() string {
	if s.Match() == nil {
		return ""
	}
	g := s.Match().State()
	return s.Ctx.T("home.at.round_of", "Round", g.Round(), "Of", g.Rounds())
}
