package screens

import (
	"errors"
	"testing"

	"tablecompanion/games"
)

// tally is a game for the skeleton's test: each action adds to a count,
// which the table may end where it stands once it is above zero, and
// which is over at 10.
type tally struct{ n int }

func (g *tally) Apply(a int) error {
	if a < 0 {
		return errors.New("a tally only grows")
	}
	g.n += a
	return nil
}
func (g *tally) Over() bool       { return g.n >= 10 }
func (g *tally) CanEndHere() bool { return g.n > 0 }

func startTally(int) (*tally, error) { return &tally{}, nil }

func TestTheSkeletonHoldsTheMatchAndEndsItWhereItStands(t *testing.T) {
	commits := 0
	k := Skeleton[int, int, *tally]{Ctx: NewContext(Context{Commit: func() { commits++ }}), EndAction: func() int { return 10 }}
	if h := k.History(); h != nil {
		t.Fatalf("a match not yet started gave the shell %#v, which it would take for a game to undo and save", h)
	}
	if underWay, _ := k.Ending(); underWay {
		t.Fatal("no game is under way before the match starts")
	}
	m, err := games.NewMatch(startTally, 0)
	if err != nil {
		t.Fatal(err)
	}
	k.SetMatch(m)
	if k.History() != games.History(m) || k.Match() != m {
		t.Fatal("a started match is the screen's history and its match")
	}
	if underWay, now := k.Ending(); !underWay || now {
		t.Fatalf("at 0 the game is under way and may not end here yet: got %t, %t", underWay, now)
	}
	if err := m.Do(3); err != nil {
		t.Fatal(err)
	}
	if underWay, now := k.Ending(); !underWay || !now {
		t.Fatalf("at 3 the table may end the game here: got %t, %t", underWay, now)
	}
	if err := k.EndHere(); err != nil {
		t.Fatal(err)
	}
	if !m.Over() || commits != 1 {
		t.Fatalf("End here: over %t, %d commits; want the game over and one commit", m.Over(), commits)
	}
	if underWay, _ := k.Ending(); underWay {
		t.Fatal("a game that has ended is not under way")
	}
}
