package decrypto

import (
	"time"

	"tablecompanion/games"
	"tablecompanion/screens"
)

// Every game shows its board on the phones at the table.
var _ screens.Phones = (*Screen)(nil)

// Board is the game as every phone at the table sees it: what the table
// does now and each side's tokens.
func (d *Screen) Board(t screens.Words) games.Board {
	b := d.PhoneBoard(t, d.match != nil)
	if d.match == nil {
		return b
	}
	g := d.match.State()
	b.Turn = heading(t, g)
	for _, team := range g.Teams() {
		b.Lines = append(b.Lines, t("decrypto.phone.tokens", "Team", team.Name,
			"Interceptions", team.Interceptions, "Miscommunications", team.Miscommunications))
	}
	if g.HackerMode() {
		b.Lines = append(b.Lines, t("decrypto.phone.hacker", "Name", g.Hacker().Name, "Count", g.HackerTokens()))
	}
	return b
}

// Secret is the round's code on its encryptor's phone, and nothing on any
// other.
func (d *Screen) Secret(t screens.Words, player string) (games.Secret, bool) {
	if d.match == nil {
		return games.Secret{}, false
	}
	g := d.match.State()
	seat := g.Players().Index(player)
	code, ok := g.CodeOf(seat)
	if !ok {
		return games.Secret{}, false
	}
	return games.Secret{Hint: t("decrypto.hold_code", "Name", g.Players()[seat].Name), Text: code.String()}, true
}

// Deadline returns the moment the sand glass runs out, for the phones'
// clock, and false while it does not run.
func (d *Screen) Deadline() (time.Time, bool) {
	if d.sand == nil {
		return time.Time{}, false
	}
	return d.sand.Deadline()
}
