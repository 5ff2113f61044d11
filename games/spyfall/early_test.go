package spyfall_test

import (
	"slices"
	"testing"

	"tablecompanion/games/gamestest"
	"tablecompanion/games/spyfall"
)

// TestEndHere pins what "End here" means in Spyfall 2: the rounds scored
// so far stand; a round under way has no winner yet, so it is dropped,
// nobody scores for it and its location stays in play; the most points
// win, ties shared.
func TestEndHere(t *testing.T) {
	four := setup(4, 1)
	spyNamesIt := join(deal("port", "C"), stop("C", "port"))
	cases := []struct {
		name    string
		actions []spyfall.Action
		scores  []int
		winners []string
	}{
		{"between rounds: the spy who named the port leads", spyNamesIt, []int{0, 0, 4, 0}, []string{"C"}},
		{"a spy's wrong name: the three others share the lead", join(deal("port", "C"), stop("C", "mine")),
			[]int{1, 1, 0, 1}, []string{"A", "B", "D"}},
		{"round 2 dealt and talking: dropped", join(spyNamesIt, deal("mine", "A")), []int{0, 0, 4, 0}, []string{"C"}},
		{"round 2 with an accusation's vote open: dropped", join(spyNamesIt, deal("mine", "A"), accuse("B", "A")),
			[]int{0, 0, 4, 0}, []string{"C"}},
		{"round 2 after time up, in the votes: dropped", join(spyNamesIt, deal("mine", "A"), timeUp),
			[]int{0, 0, 4, 0}, []string{"C"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := play(t, four, c.actions)
			next := timeUp
			if m.State().Phase() == spyfall.PhaseDeal {
				next = deal("museum", "D")
			} else if v, open := m.State().Vote(); open {
				next = no(m.State().Players()[(v.Suspect+1)%4].ID)
			}
			g := gamestest.EndHere(t, spyfall.Start, four, c.actions, spyfall.EndHere(), next)
			if !slices.Equal(g.Scores(), c.scores) || len(g.Results()) != 1 || g.Round() != 1 {
				t.Fatalf("scores %v after %d rounds (round %d); want %v after the one scored", g.Scores(), len(g.Results()), g.Round(), c.scores)
			}
			if !slices.Equal(g.Ranking().Winners(), c.winners) {
				t.Fatalf("winners %v, want %v", g.Ranking().Winners(), c.winners)
			}
			if _, dealt := g.RoundLocation(); dealt || g.ClockRunning() || len(g.InPlay()) != len(g.Locations())-1 {
				t.Fatalf("after the end: a round dealt %v, clock running %v, %d of %d locations in play; want only round 1's played",
					dealt, g.ClockRunning(), len(g.InPlay()), len(g.Locations()))
			}
		})
	}
}

func TestEndHereIsRefused(t *testing.T) {
	t.Run("before a round is scored", func(t *testing.T) {
		gamestest.EndRefused(t, spyfall.Start, setup(4, 1), []spyfall.Action{deal("port", "C")}, spyfall.EndHere(), "end_here.nothing_yet")
	})
	t.Run("after the agreed rounds", func(t *testing.T) {
		s := setup(4, 1)
		s.Rounds = 1
		m := play(t, s, join(deal("port", "C"), stop("C", "port")))
		gamestest.Refused(t, m, spyfall.Start, spyfall.EndHere(), "spyfall.game.over")
		if m.State().EndedEarly() {
			t.Fatal("a match of its agreed rounds says it ended early")
		}
	})
}
