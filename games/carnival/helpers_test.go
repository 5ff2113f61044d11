package carnival_test

import (
	"testing"

	"tablecompanion/games"
	"tablecompanion/games/carnival"
)

// names are the player IDs of the tests' tables, seated in this order.
var names = []string{"A", "B", "C", "D", "E", "F", "G", "H"}

// setup seats n players, each with their own spy colour; A plays first.
func setup(n int) carnival.Setup {
	var s games.Seats
	for i, id := range names[:n] {
		s = append(s, games.Player{ID: id, Name: "Player " + id, Color: carnival.SpyColors[i]})
	}
	return carnival.Setup{Players: s}
}

func newMatch(t *testing.T, n int) *carnival.Match {
	t.Helper()
	m, err := carnival.New(setup(n))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// play starts a game of n players and applies the actions, each of which
// must be accepted.
func play(t *testing.T, n int, actions ...carnival.Action) *carnival.Match {
	t.Helper()
	m := newMatch(t, n)
	do(t, m, actions...)
	return m
}

func do(t *testing.T, m *carnival.Match, actions ...carnival.Action) {
	t.Helper()
	for i, a := range actions {
		if err := m.Do(a); err != nil {
			t.Fatalf("action %d %+v refused: %v", i+1, a, err)
		}
	}
}

func call(player string, number int) carnival.Action {
	return carnival.Action{Op: carnival.OpCall, Player: player, Number: number}
}

func pass(player string) carnival.Action {
	return carnival.Action{Op: carnival.OpPass, Player: player}
}

// connect is a right connection: player names their true partner.
func connect(player string, number int, named string) carnival.Action {
	return carnival.Action{Op: carnival.OpConnect, Player: player, Number: number, Named: named, Right: true}
}

// miss is a wrong connection: player names someone, holder is the real
// partner.
func miss(player string, number int, named, holder string) carnival.Action {
	return carnival.Action{Op: carnival.OpConnect, Player: player, Number: number, Named: named, Holder: holder}
}

func catch(player, named string, number int, right bool) carnival.Action {
	return carnival.Action{Op: carnival.OpCatch, Player: player, Named: named, Number: number, Right: right}
}

// round has the players of a table of n, from A, call the numbers given in
// turn.
func round(numbers ...int) []carnival.Action {
	var out []carnival.Action
	for i, k := range numbers {
		out = append(out, call(names[i], k))
	}
	return out
}
