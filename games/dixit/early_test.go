package dixit_test

import (
	"slices"
	"testing"

	"tablecompanion/games/dixit"
	"tablecompanion/games/gamestest"
)

// TestEndHere pins what "End here" means in Dixit: the rounds scored so
// far stand, a round still being entered is no action and counts for
// nothing, and the most points win, ties shared.
func TestEndHere(t *testing.T) {
	book := round("Yura", 4, play("Timur", 1, 3), play("Masha", 1, 2), play("Kolya", 3, 5), play("Lena", 4, 1))
	cases := []struct {
		name    string
		setup   dixit.Setup
		rounds  []dixit.Round
		scores  []int
		winners []string
	}{
		{"the book's round, then the end: Lena leads alone",
			dixit.Setup{Players: seats("Yura", "Timur", "Masha", "Kolya", "Lena")},
			[]dixit.Round{book}, []int{3, 1, 0, 0, 5}, []string{"Lena"}},
		{"all found in the only round: the three finders share the win",
			dixit.Setup{Players: seats("A", "B", "C", "D")},
			[]dixit.Round{round("A", 1, play("B", 1, 2), play("C", 1, 3), play("D", 1, 4))},
			[]int{0, 2, 2, 2}, []string{"B", "C", "D"}},
		{"two rounds of a game to a target score",
			dixit.Setup{Players: seats("A", "B", "C", "D"), Target: 30},
			[]dixit.Round{
				round("A", 1, play("B", 1, 2), play("C", 1, 3), play("D", 2, 4)),
				round("B", 2, play("C", 2, 1), play("D", 1, 3), play("A", 2, 4)),
			},
			[]int{6, 7, 7, 0}, []string{"B", "C"}},
		{"three players, one round",
			dixit.Setup{Players: seats("A", "B", "C")},
			[]dixit.Round{round("A", 5, play("B", 5, 1, 2), play("C", 1, 3, 4))},
			[]int{4, 5, 0}, []string{"B"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			// The next round the table might have scored instead of ending.
			m := newMatch(t, c.setup)
			for _, r := range c.rounds {
				if err := m.Do(r); err != nil {
					t.Fatal(err)
				}
			}
			next := anyRound(m.State())
			g := gamestest.EndHere(t, dixit.Start, c.setup, c.rounds, dixit.EndHere(), next)
			if !slices.Equal(g.Scores(), c.scores) {
				t.Fatalf("scores %v, want %v as they stood", g.Scores(), c.scores)
			}
			if got := g.Ranking().Winners(); !slices.Equal(got, c.winners) {
				t.Fatalf("winners %v, want %v", got, c.winners)
			}
			if len(g.Rounds()) != len(c.rounds) || g.RoundsLeft() != 0 {
				t.Fatalf("%d rounds scored, %d left; want %d and none", len(g.Rounds()), g.RoundsLeft(), len(c.rounds))
			}
		})
	}
}

func TestEndHereIsRefused(t *testing.T) {
	four := dixit.Setup{Players: seats("A", "B", "C", "D")}
	first := round("A", 1, play("B", 1, 2), play("C", 1, 3), play("D", 2, 4))
	t.Run("before any round is scored", func(t *testing.T) {
		gamestest.EndRefused(t, dixit.Start, four, nil, dixit.EndHere(), "end_here.nothing_yet")
	})
	t.Run("with a round's moves in it", func(t *testing.T) {
		m := newMatch(t, four)
		if err := m.Do(first); err != nil {
			t.Fatal(err)
		}
		gamestest.Refused(t, m, dixit.Start, dixit.Round{End: true, Card: 1}, "end_here.with_moves")
	})
	t.Run("after the deck's end", func(t *testing.T) {
		m := newMatch(t, four)
		for !m.Over() {
			if err := m.Do(anyRound(m.State())); err != nil {
				t.Fatal(err)
			}
		}
		gamestest.Refused(t, m, dixit.Start, dixit.EndHere(), "dixit.over")
		if m.State().EndedEarly() {
			t.Fatal("a game the deck ended says it ended early")
		}
	})
}

// TestASaveFromBeforeEndHereLoads holds the round's JSON to what older
// saves hold: no end field, and the game goes on.
func TestASaveFromBeforeEndHereLoads(t *testing.T) {
	old := `{"setup":{"players":[{"id":"A","name":"A"},{"id":"B","name":"B"},{"id":"C","name":"C"},{"id":"D","name":"D"}],"first":0},
		"log":[{"storyteller":"A","card":1,"plays":[{"player":"B","cards":[2],"vote":1},{"player":"C","cards":[3],"vote":1},{"player":"D","cards":[4],"vote":2}]}]}`
	m, err := dixit.Load([]byte(old))
	if err != nil {
		t.Fatal(err)
	}
	if g := m.State(); g.Over() || g.EndedEarly() || !slices.Equal(g.Scores(), []int{3, 4, 3, 0}) {
		t.Fatalf("old save: over %v, ended early %v, scores %v", g.Over(), g.EndedEarly(), g.Scores())
	}
}
