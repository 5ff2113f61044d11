package carnival_test

import (
	"slices"
	"testing"

	"tablecompanion/games/carnival"
	"tablecompanion/games/gamestest"
)

// TestEndHere pins what "End here" means in Carnival: the game ends after
// the last action entered, every card where it is; a number called but not
// yet connected scores nothing, counter-intelligence cards in hand score as
// at any end, and the book's tie-breaks rank the table.
func TestEndHere(t *testing.T) {
	calls := round(5, 6, 7, 8)
	cases := []struct {
		name    string
		actions []carnival.Action
		scores  []int
		winners []string
		decided carnival.Decider
	}{
		{"A and B connected: they share the lead", append(calls, connect("A", 5, "B")),
			[]int{5, 5, 4, 4}, []string{"A", "B"}, carnival.Shared},
		{"A's next call waits for its partner: it scores nothing", append(calls, connect("A", 5, "B"), call("A", 9)),
			[]int{5, 5, 4, 4}, []string{"A", "B"}, carnival.Shared},
		{"C caught B's 5: C leads alone", append(calls, catch("C", "B", 5, true)),
			[]int{4, 4, 5, 4}, []string{"C"}, carnival.ByScore},
		{"C's wrong catch: the other three share", append(calls, catch("C", "B", 5, false)),
			[]int{4, 4, 3, 4}, []string{"A", "B", "D"}, carnival.Shared},
		{"a wrong connection: C's face-down card breaks the tie", append(calls, miss("A", 5, "B", "C")),
			[]int{4, 4, 4, 4}, []string{"C"}, carnival.ByFaceDown},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := play(t, 4, c.actions...)
			next := call(names[m.State().Turn()], 20)
			g := gamestest.EndHere(t, carnival.Start, setup(4), c.actions, carnival.EndHereAction(), next)
			var scores []int
			for _, l := range g.Ledgers() {
				scores = append(scores, l.Score)
			}
			r := g.Result()
			if !slices.Equal(scores, c.scores) || g.End() != carnival.EndHere || r.Decided != c.decided {
				t.Fatalf("scores %v, end %v, decided %v; want %v, ended here, decided %v", scores, g.End(), r.Decided, c.scores, c.decided)
			}
			if !slices.Equal(g.Ranking().Winners(), c.winners) {
				t.Fatalf("winners %v, want %v", g.Ranking().Winners(), c.winners)
			}
		})
	}
}

func TestEndHereIsRefused(t *testing.T) {
	t.Run("when only calls were made", func(t *testing.T) {
		gamestest.EndRefused(t, carnival.Start, setup(4), round(5, 6, 7, 8), carnival.EndHereAction(), "end_here.nothing_yet")
	})
	t.Run("after the game ended by itself", func(t *testing.T) {
		// At eight players B partners A four times and empties a hand.
		m := newMatch(t, 8)
		for i, k := range []int{1, 2, 3, 4} {
			if i > 0 {
				do(t, m, connect("A", k-1, "B"))
			}
			do(t, m, call("A", k))
			for _, id := range names[1:8] {
				do(t, m, call(id, 4+(k-1)*7+slices.Index(names, id)))
			}
		}
		do(t, m, connect("A", 4, "B"))
		gamesRefused(t, m, carnival.EndHereAction(), "carnival.over")
		if m.State().EndedEarly() {
			t.Fatal("a game the rules ended says it ended early")
		}
	})
}
