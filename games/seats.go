// Package games holds what the rule engines share: players and their seats,
// rule errors, the deadline timer and the match, the contract every engine
// fulfils so that the shell can undo, redo, save and resume any game.
package games

import "strings"

// Player is one person at the table as a game knows them. ID stays the same
// when the player is renamed in the roster.
type Player struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	Color string `json:"color"`
}

// Seats is the clockwise seating order of a game's players: the player on
// someone's left is the next one in the slice.
type Seats []Player

// Left returns the seat of the player on the left of seat i, the next one
// clockwise.
func (s Seats) Left(i int) int {
	return (i + 1) % len(s)
}

// Right returns the seat of the player on the right of seat i, the previous
// one clockwise.
func (s Seats) Right(i int) int {
	return (i - 1 + len(s)) % len(s)
}

// Index returns the seat of the player with the given ID, or -1.
func (s Seats) Index(id string) int {
	for i, p := range s {
		if p.ID == id {
			return i
		}
	}
	return -1
}

// Names returns the players' names in seating order.
func (s Seats) Names() []string {
	out := make([]string, len(s))
	for i, p := range s {
		out[i] = p.Name
	}
	return out
}

// From returns the seats in clockwise order starting at seat i.
func (s Seats) From(i int) []int {
	order := make([]int, len(s))
	for k := range order {
		order[k] = (i + k) % len(s)
	}
	return order
}

// Fold is the form in which two names or words count as the same at the
// table: lower case, with Ё read as Е.
func Fold(s string) string {
	return strings.ReplaceAll(strings.ToLower(s), "ё", "е")
}
