package examples

import (
	"tablecompanion/games/carnival"
	"tablecompanion/games/dixit"
	"tablecompanion/games/roster"
)

// Tonight returns an evening's table: a roster of five (Ann, Bob, Cy, Dee
// and Eve, IDs p1 to p5) and the two games they finished, a Dixit of
// eleven rounds and then a Carnival.
func Tonight() (*roster.Match, *dixit.Match, *carnival.Match, error) {
	m := roster.New()
	for _, n := range []string{"Ann", "Bob", "Cy", "Dee", "Eve"} {
		if err := m.Do(roster.Action{Op: roster.Add, Name: n, Color: m.State().FreeColor()}); err != nil {
			return nil, nil, nil, err
		}
	}
	players := m.State().Players()
	d, err := Dixit(players, 11)
	if err != nil {
		return nil, nil, nil, err
	}
	c, err := Carnival(players, 0)
	if err != nil {
		return nil, nil, nil, err
	}
	return m, d, c, nil
}
