package examples

import (
	"fmt"

	"tablecompanion/games"
	"tablecompanion/games/dixit"
)

// Dixit plays rounds of a five-player game in which the votes change
// from round to round, so the track and the history look like an evening's.
func Dixit(players games.Seats, rounds int) (*dixit.Match, error) {
	m, err := dixit.New(dixit.Setup{Players: players})
	if err != nil {
		return nil, err
	}
	return m, playDixit(m, 1, func(r int) bool { return r <= rounds })
}

// playDixit plays the rounds numbered from first on while more says so:
// round r's storyteller puts in card r, every third voter finds it, and the
// others vote for the card after their own, or the one after it if that is
// the storyteller's.
func playDixit(m *dixit.Match, first int, more func(r int) bool) error {
	players := m.Setup().Players
	n := len(players)
	for r := first; more(r); r++ {
		g := m.State()
		st := g.Storyteller()
		round := dixit.Round{Storyteller: players[st].ID, Card: r%n + 1}
		for j, i := range players.From(st)[1:] {
			card := (r+j+1)%n + 1
			vote := card%n + 1
			if (r+j)%3 == 0 {
				vote = round.Card
			} else if vote == round.Card {
				vote = vote%n + 1
			}
			round.Plays = append(round.Plays, dixit.Play{Player: players[i].ID, Cards: []int{card}, Vote: vote})
		}
		if err := m.Do(round); err != nil {
			return fmt.Errorf("round %d: %w", r, err)
		}
	}
	return nil
}

// dixitLaps are the fourteen rounds of DixitLaps: in each, for the players
// after the storyteller in seating order, whose card each votes for, by
// the same count from the storyteller (0: the storyteller's own card).
var dixitLaps = [][3]int{
	{2, 0, 0}, {3, 0, 0}, {0, 0, 2}, {0, 3, 0}, {3, 0, 0}, {0, 1, 0}, {0, 1, 0},
	{0, 0, 1}, {0, 3, 0}, {0, 0, 2}, {2, 0, 0}, {2, 1, 1}, {0, 0, 0}, {0, 1, 0},
}

// DixitLaps plays a game of the first four players to the deck's last
// round, in which three have gone round the track: 38, 29, 35 and 33
// points, the one at 29 the only one short of a lap.
func DixitLaps(players games.Seats) (*dixit.Match, error) {
	if len(players) < 4 {
		return nil, fmt.Errorf("the laps example needs four players, got %d", len(players))
	}
	m, err := dixit.New(dixit.Setup{Players: players[:4]})
	if err != nil {
		return nil, err
	}
	seats := m.Setup().Players
	for r, votes := range dixitLaps {
		st := m.State().Storyteller()
		// The player k seats after the storyteller puts in card k+1.
		round := dixit.Round{Storyteller: seats[st].ID, Card: 1}
		for k, i := range seats.From(st)[1:] {
			round.Plays = append(round.Plays, dixit.Play{Player: seats[i].ID, Cards: []int{k + 2}, Vote: votes[k] + 1})
		}
		if err := m.Do(round); err != nil {
			return nil, fmt.Errorf("round %d: %w", r+1, err)
		}
	}
	return m, nil
}
