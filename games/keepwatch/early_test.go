package keepwatch_test

import (
	"slices"
	"testing"

	"tablecompanion/games/gamestest"
	"tablecompanion/games/keepwatch"
)

// TestEndHere pins what "End here" means in Keep Watch: the piles stand as
// they are; a challenge still being checked goes to nobody, its card stays
// on the stack, and the cards its wrong calls gave away stay given; the
// most cards win, ties shared.
func TestEndHere(t *testing.T) {
	three := keepwatch.Setup{Players: table(3)}
	cases := []struct {
		name    string
		setup   keepwatch.Setup
		actions []keepwatch.Action
		piles   []int
		stack   int
		winners []string
	}{
		{"after a challenge Ann won", three, win("a"), []int{2, 1, 1}, 31, []string{"a"}},
		{"after Ann and Bob each won one: a shared lead", three, append(win("a"), win("b")...),
			[]int{2, 2, 1}, 30, []string{"a", "b"}},
		{"in the middle of a check: Ann's wrong call is paid, the card goes to nobody", three,
			append(win("a"), keepwatch.Presses("", 0, at("a", 250), at("c", 400)), keepwatch.WrongCall("a")),
			[]int{0, 2, 2}, 31, []string{"b", "c"}},
		{"two players, the Leader took a card nobody called right", keepwatch.Setup{Players: table(2)},
			[]keepwatch.Action{solo("b"), keepwatch.WrongCall("b")},
			[]int{3, 0}, 32, []string{"a"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := newMatch(t, c.setup)
			play(t, m, c.actions...)
			next := solo("a")
			if _, checking := m.State().Current(); checking {
				next = keepwatch.RightCall(m.State().Players()[current(t, m).Checking].ID)
			}
			g := gamestest.EndHere(t, keepwatch.Start, c.setup, c.actions, keepwatch.EndHere(), next)
			if !slices.Equal(g.Piles(), c.piles) || g.Stack() != c.stack {
				t.Fatalf("piles %v, stack %d; want %v and %d as they stood", g.Piles(), g.Stack(), c.piles, c.stack)
			}
			if _, checking := g.Current(); checking || g.Phase() != keepwatch.PhaseOver {
				t.Fatalf("a check still under way (%v) or phase %q after the end", checking, g.Phase())
			}
			var winners []string
			for _, seat := range g.Winners() {
				winners = append(winners, g.Players()[seat].ID)
			}
			if !slices.Equal(winners, c.winners) || !slices.Equal(g.Ranking().Winners(), c.winners) {
				t.Fatalf("winners %v, ranking's %v; want %v", winners, g.Ranking().Winners(), c.winners)
			}
		})
	}
}

func TestEndHereIsRefused(t *testing.T) {
	two := keepwatch.Setup{Players: table(2)}
	t.Run("before any card changed hands", func(t *testing.T) {
		gamestest.EndRefused(t, keepwatch.Start, two, nil, keepwatch.EndHere(), "end_here.nothing_yet")
	})
	t.Run("after a challenge nobody pressed, replayed", func(t *testing.T) {
		s := keepwatch.Setup{Players: table(2), ReplayWhenNobodyRight: true}
		gamestest.EndRefused(t, keepwatch.Start, s, []keepwatch.Action{keepwatch.Presses("", 0)},
			keepwatch.EndHere(), "end_here.nothing_yet")
	})
	t.Run("after the stack ran out", func(t *testing.T) {
		m := newMatch(t, two)
		for !m.Over() {
			play(t, m, win("a")...)
		}
		gamestest.Refused(t, m, keepwatch.Start, keepwatch.EndHere(), "keepwatch.game.over")
		if m.State().EndedEarly() {
			t.Fatal("a game the stack ended says it ended early")
		}
	})
}
