package examples

import (
	"fmt"

	"tablecompanion/games"
	"tablecompanion/games/carnival"
)

// Carnival plays turns of a five-player game with right and wrong
// connections, right and wrong catches, and calls spread over the crowd, so
// the grid and the ledgers look like an evening's. A connection or catch
// the rules refuse is left out, as the table would.
func Carnival(players games.Seats, turns int) (*carnival.Match, error) {
	m, err := carnival.New(carnival.Setup{Players: players})
	if err != nil {
		return nil, err
	}
	g, n := m.State(), len(players)
	for t := 0; (turns == 0 || t < turns) && !g.Over(); t++ {
		seat := g.Turn()
		if g.CanConnect() {
			named := (seat + 1 + t%(n-1)) % n
			a := carnival.Action{Op: carnival.OpConnect, Player: players[seat].ID, Named: players[named].ID,
				Number: g.Token(seat), Right: t%4 != 2}
			if !a.Right {
				if a.Holder = players[(named+1)%n].ID; a.Holder == players[seat].ID {
					a.Holder = players[(named+2)%n].ID
				}
			}
			_ = m.Do(a)
		}
		if t%5 == 4 {
			catchOne(m, (seat+2)%n, t%2 == 0)
		}
		if g.Over() {
			break
		}
		var free []int
		for _, s := range g.Crowd() {
			if s.Place == carnival.InCrowd && s.Token < 0 && s.Number != g.Token(seat) && !g.KnownNotHolder(seat, s.Number) {
				free = append(free, s.Number)
			}
		}
		a := carnival.Action{Op: carnival.OpPass, Player: players[seat].ID}
		if len(free) > 0 {
			a = carnival.Action{Op: carnival.OpCall, Player: players[seat].ID, Number: free[(t*7)%len(free)]}
		}
		if err := m.Do(a); err != nil {
			return nil, fmt.Errorf("turn %d: %w", t+1, err)
		}
	}
	return m, nil
}

// catchOne has the catcher try a catch on the first card under another
// player's token, naming the player after its caller.
func catchOne(m *carnival.Match, catcher int, right bool) {
	g := m.State()
	players := g.Players()
	for _, s := range g.Crowd() {
		if s.Token < 0 || s.Token == catcher {
			continue
		}
		named := (s.Token + 1) % len(players)
		if named == catcher {
			named = (named + 1) % len(players)
		}
		a := carnival.Action{Op: carnival.OpCatch, Player: players[catcher].ID, Named: players[named].ID, Number: s.Number, Right: right}
		if m.Do(a) == nil {
			return
		}
	}
}
