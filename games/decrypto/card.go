package decrypto

// CodeOf returns the code the seat may see this round, the seat counted as
// in Players: the code the app drew for the seat's team when the seat is
// its encryptor, and nothing for anyone else, the Hacker included. It is
// what the laptop's hold-to-see code shows and all a player's own screen
// may be told of the codes. ok is false when the table uses its code cards
// or the game is over.
func (g *Game) CodeOf(seat int) (code Code, ok bool) {
	players := g.Players()
	if !g.draw || g.Over() || seat < 0 || seat >= len(players) {
		return Code{}, false
	}
	for i, t := range g.teams {
		if g.Encryptor(t.Color).ID == players[seat].ID {
			return g.drawn[i], true
		}
	}
	return Code{}, false
}
