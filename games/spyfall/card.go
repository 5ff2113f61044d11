package spyfall

import "slices"

// Card is what one player's card says in the round in play, and nothing
// more: a player who is not a spy learns the location, and their role there
// when the table plays with roles; a spy learns that,
// and, when the spies know each other, who the other spies are. It is what
// the laptop's hold-to-see card shows and all a player's own screen may be
// told of the round's secrets.
type Card struct {
	// Spy reports that the player is a spy this round.
	Spy bool
	// Location is the round's location; zero on a spy's card.
	Location Location
	// Role is the player's role at the location, when the table plays with
	// roles; "" on a spy's card and at a location with none.
	Role string
	// OtherSpies are the seats of the other spies, on a spy's card when the
	// spies know each other; nil otherwise.
	OtherSpies []int
}

// CardOf returns the seat's card for the round in play, and false between
// rounds or for a seat that is not at the table.
func (g *Game) CardOf(seat int) (Card, bool) {
	if g.round == nil || seat < 0 || seat >= len(g.players) {
		return Card{}, false
	}
	spies := g.round.spies
	if !slices.Contains(spies, seat) {
		card := Card{Location: g.locations[g.round.location]}
		if g.round.roles != nil {
			card.Role = g.round.roles[seat]
		}
		return card, true
	}
	card := Card{Spy: true}
	if g.known {
		for _, other := range spies {
			if other != seat {
				card.OtherSpies = append(card.OtherSpies, other)
			}
		}
	}
	return card, true
}

// RoleMessageID returns the message that names the card's role, or "" when
// it has none.
func (c Card) RoleMessageID() string {
	if c.Role == "" {
		return ""
	}
	return RoleMessageID(c.Location.ID, c.Role)
}
