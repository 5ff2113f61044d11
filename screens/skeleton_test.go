package screens

import (
	"errors"
	"slices"
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

// committing is a shell that counts a screen's commits.
type committing struct {
	Alone
	commits int
}

func (c *committing) Commit() { c.commits++ }

// drafting is a shell that notes the drafts handed to it and gives one
// back as kept when the app started.
type drafting struct {
	Alone
	kept  []string
	given string
}

func (d *drafting) KeepDraft(draft string)    { d.kept = append(d.kept, draft) }
func (d *drafting) KeptDraft() (string, bool) { return d.given, true }

func TestTheSkeletonHoldsTheMatchAndEndsItWhereItStands(t *testing.T) {
	host := &committing{}
	k := Skeleton[int, int, *tally]{Ctx: NewContext(Context{Host: host}), EndAction: func() int { return 10 }}
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
	if !m.Over() || host.commits != 1 {
		t.Fatalf("End here: over %t, %d commits; want the game over and one commit", m.Over(), host.commits)
	}
	if underWay, _ := k.Ending(); underWay {
		t.Fatal("a game that has ended is not under way")
	}
}

// A draft goes to the shell only when it changes, and one kept when the
// app started comes back at its own moment and at no other.
func TestADraftIsKeptWhenItChangesAndTakenBackAtItsMoment(t *testing.T) {
	keeper := &drafting{given: `{"for":"round 2","draft":[4,5]}`}
	ctx := NewContext(Context{Keeper: keeper})
	k := Skeleton[int, int, *tally]{Ctx: ctx}
	var got []int
	if k.KeptDraft("round 2", &got) {
		t.Fatal("a screen that started a new game took the draft kept beside another")
	}
	k.TakeKeptDraft()
	if k.KeptDraft("round 3", &got) || k.KeptDraft("", &got) {
		t.Fatal("a draft came back at a moment it does not belong to")
	}
	if !k.KeptDraft("round 2", &got) || !slices.Equal(got, []int{4, 5}) {
		t.Fatalf("the draft of round 2 came back as %v", got)
	}
	k.KeepDraft("round 2", []int{4, 6})
	k.KeepDraft("round 2", []int{4, 6})
	k.KeepDraft("round 3", []int{4, 6})
	want := []string{`{"for":"round 2","draft":[4,6]}`, `{"for":"round 3","draft":[4,6]}`}
	if !slices.Equal(keeper.kept, want) {
		t.Fatalf("the shell was handed %q, want %q", keeper.kept, want)
	}
}
