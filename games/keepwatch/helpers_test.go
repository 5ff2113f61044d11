package keepwatch_test

import (
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"tablecompanion/games"
	"tablecompanion/games/keepwatch"
)

var ids = []string{"a", "b", "c", "d", "e", "f"}

// table seats n players a, b, c… clockwise.
func table(n int) games.Seats {
	names := []string{"Ann", "Bob", "Cy", "Dee", "Eve", "Fay"}
	s := make(games.Seats, n)
	for i := range s {
		s[i] = games.Player{ID: ids[i], Name: names[i], Color: "red"}
	}
	return s
}

func newMatch(t *testing.T, s keepwatch.Setup) *keepwatch.Match {
	t.Helper()
	m, err := keepwatch.New(s)
	if err != nil {
		t.Fatalf("setup refused: %v", err)
	}
	return m
}

func play(t *testing.T, m *keepwatch.Match, actions ...keepwatch.Action) {
	t.Helper()
	for _, a := range actions {
		if err := m.Do(a); err != nil {
			t.Fatalf("%+v refused: %v", a, err)
		}
	}
}

// at is a press by the player id, ms milliseconds after GO.
func at(id string, ms int) keepwatch.Press {
	return keepwatch.Press{Player: id, At: time.Duration(ms) * time.Millisecond}
}

// solo is a challenge that only the player id presses.
func solo(id string) keepwatch.Action {
	return keepwatch.Presses("", 0, at(id, 300))
}

// win is a challenge the player id wins alone.
func win(id string) []keepwatch.Action {
	return []keepwatch.Action{solo(id), keepwatch.RightCall(id)}
}

func current(t *testing.T, m *keepwatch.Match) keepwatch.Challenge {
	t.Helper()
	c, ok := m.State().Current()
	if !ok {
		t.Fatal("no challenge is being checked")
	}
	return c
}

func last(t *testing.T, m *keepwatch.Match) keepwatch.Challenge {
	t.Helper()
	c, ok := m.State().Last()
	if !ok {
		t.Fatal("no challenge has ended")
	}
	return c
}

func seatsOf(c keepwatch.Challenge) []int {
	var seats []int
	for _, e := range c.Order {
		seats = append(seats, e.Seat)
	}
	return seats
}

func sum(piles []int) int {
	total := 0
	for _, n := range piles {
		total += n
	}
	return total
}

// randomSetup is a table of 2 to 6 players with random options.
func randomSetup(r *rand.Rand) keepwatch.Setup {
	n := keepwatch.MinPlayers + r.IntN(keepwatch.MaxPlayers-keepwatch.MinPlayers+1)
	s := keepwatch.Setup{
		Players: table(n), Leader: r.IntN(n), Neighbours: r.IntN(2) == 0,
		NoLockOut: r.IntN(2) == 0, ReplayWhenNobodyRight: r.IntN(2) == 0,
	}
	switch r.IntN(3) {
	case 0:
		s.Less = true
	case 1:
		s.Alternating = true
	}
	return s
}

// randomAction returns an action the rules accept in the game's state:
// presses with false starts and near ties, a settlement of a tie, or a
// verdict.
func randomAction(r *rand.Rand, g *keepwatch.Game) keepwatch.Action {
	c, checking := g.Current()
	switch {
	case !checking:
		return randomPresses(r, g)
	case c.Unsettled != nil:
		order := make([]string, len(c.Unsettled))
		for i, seat := range c.Unsettled {
			order[i] = g.Players()[seat].ID
		}
		r.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		return keepwatch.Settle(order...)
	case r.IntN(2) == 0:
		return keepwatch.RightCall(g.Players()[c.Checking].ID)
	}
	return keepwatch.WrongCall(g.Players()[c.Checking].ID)
}

func randomPresses(r *rand.Rand, g *keepwatch.Game) keepwatch.Action {
	var presses []keepwatch.Press
	for _, p := range g.Players() {
		if r.IntN(6) == 0 {
			presses = append(presses, at(p.ID, -1-r.IntN(200)))
		}
		if r.IntN(5) != 0 {
			presses = append(presses, at(p.ID, 200+5*r.IntN(20)))
		}
	}
	r.Shuffle(len(presses), func(i, j int) { presses[i], presses[j] = presses[j], presses[i] })
	var condition keepwatch.Condition
	if _, fixed := g.FixedCondition(); !fixed {
		condition = []keepwatch.Condition{keepwatch.More, keepwatch.Less}[r.IntN(2)]
	}
	resolution := []time.Duration{0, 5 * time.Millisecond, 12 * time.Millisecond}[r.IntN(3)]
	return keepwatch.Presses(condition, resolution, presses...)
}

// randomGame plays a random game to its end and returns its actions.
func randomGame(t *testing.T, r *rand.Rand, s keepwatch.Setup) []keepwatch.Action {
	t.Helper()
	m := newMatch(t, s)
	for !m.Over() {
		play(t, m, randomAction(r, m.State()))
	}
	return slices.Clone(m.Log())
}
