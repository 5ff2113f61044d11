package decrypto

import (
	"time"

	"tablecompanion/games"
	"tablecompanion/screens"
)

// Board is the game as every phone at the table sees it: what the table
// does now and each side's tokens.
func (d *Screen) Board(t screens.Words) games.Board {
	b, g, started := d.PhoneBoard(t)
	if !started {
		return b
	}
	b.Turn = heading(t, g)
	for _, team := range g.Teams() {
		b.Lines = append(b.Lines, t("decrypto.phone.tokens", "Team", teamName(t, team),
			"Interceptions", team.Interceptions, "Miscommunications", team.Miscommunications))
	}
	if g.HackerMode() {
		b.Lines = append(b.Lines, t("decrypto.phone.hacker", "Name", g.Hacker().Name, "Count", g.HackerTokens()))
	}
	return b
}

// Secret is the round's code on its encryptor's phone, with a warning for
// each clue that is one of the team's keywords, and nothing on any other.
func (d *Screen) Secret(t screens.Words, player string) (games.Secret, bool) {
	if d.Match() == nil {
		return games.Secret{}, false
	}
	g := d.Match().State()
	seat := g.Players().Index(player)
	if _, ok := g.CodeOf(seat); !ok {
		return games.Secret{}, false
	}
	for _, team := range g.Teams() {
		if g.Encryptor(team.Color).ID == player {
			return games.Secret{Hint: t("decrypto.hold_code", "Name", g.Players()[seat].Name), Text: d.cardText(t, g, team.Color)}, true
		}
	}
	return games.Secret{}, false
}

// Deadline returns the moment the sand glass runs out, for the phones'
// clock, and false while it does not run.
func (d *Screen) Deadline() (time.Time, bool) {
	if d.sand == nil {
		return time.Time{}, false
	}
	return d.sand.Deadline()
}
