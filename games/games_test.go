package games_test

import (
	"encoding/json"
	"errors"
	"testing"
	"time"

	"tablecompanion/games"
	"tablecompanion/games/gamestest"
)

// tally is a small engine for the contract tests: players add points to a
// total that ends the game at ten.
type tally struct {
	Points map[string]int
	Total  int
}

type tallySetup struct{ Players []string }

type tallyAction struct {
	Player string
	Points int
}

func startTally(s tallySetup) (*tally, error) {
	if len(s.Players) < 2 {
		return nil, games.Refuse("tally.too_few", "Count", 2)
	}
	t := &tally{Points: map[string]int{}}
	for _, p := range s.Players {
		t.Points[p] = 0
	}
	return t, nil
}

func (t *tally) Apply(a tallyAction) error {
	if t.Over() {
		return games.Refuse("tally.over")
	}
	if _, ok := t.Points[a.Player]; !ok {
		return games.Refuse("tally.unknown", "Player", a.Player)
	}
	if a.Points <= 0 {
		return games.Refuse("tally.points")
	}
	t.Points[a.Player] += a.Points
	t.Total += a.Points
	return nil
}

func (t *tally) Over() bool { return t.Total >= 10 }

var setup = tallySetup{Players: []string{"ann", "bob"}}

func TestMatchKeepsTheContract(t *testing.T) {
	gamestest.Contract(t, startTally, setup, []tallyAction{
		{"ann", 2}, {"bob", 3}, {"ann", 1}, {"bob", 4},
	})
}

func TestMatchRefusalChangesNothing(t *testing.T) {
	m, _ := games.NewMatch(startTally, setup)
	if err := m.Do(tallyAction{"ann", 2}); err != nil {
		t.Fatal(err)
	}
	gamestest.Refused(t, m, startTally, tallyAction{"cy", 1}, "tally.unknown")
	gamestest.Refused(t, m, startTally, tallyAction{"bob", 0}, "tally.points")
	if err := m.Do(tallyAction{"bob", 8}); err != nil {
		t.Fatal(err)
	}
	if !m.Over() {
		t.Fatal("the game should be over at 10 points")
	}
	gamestest.Refused(t, m, startTally, tallyAction{"ann", 1}, "tally.over")
}

func TestMatchSetupRefused(t *testing.T) {
	_, err := games.NewMatch(startTally, tallySetup{Players: []string{"solo"}})
	var rule *games.RuleError
	if !errors.As(err, &rule) || rule.ID != "tally.too_few" || rule.Args["Count"] != 2 {
		t.Fatalf("want tally.too_few with Count 2, got %v", err)
	}
}

func TestNewActionClearsRedo(t *testing.T) {
	m, _ := games.NewMatch(startTally, setup)
	_ = m.Do(tallyAction{"ann", 1})
	_ = m.Do(tallyAction{"bob", 1})
	m.Undo()
	if !m.CanRedo() {
		t.Fatal("redo should be possible after undo")
	}
	_ = m.Do(tallyAction{"ann", 5})
	if m.CanRedo() || m.Redo() {
		t.Fatal("a new action must clear redo")
	}
	if m.State().Points["bob"] != 0 || m.State().Points["ann"] != 6 {
		t.Fatalf("unexpected points %v", m.State().Points)
	}
}

func TestRedoSurvivesSaveAndLoad(t *testing.T) {
	m, _ := games.NewMatch(startTally, setup)
	_ = m.Do(tallyAction{"ann", 1})
	_ = m.Do(tallyAction{"bob", 2})
	m.Undo()
	data, _ := json.Marshal(m)
	loaded, err := games.LoadMatch(startTally, data)
	if err != nil {
		t.Fatal(err)
	}
	if loaded.Len() != 1 || !loaded.Redo() || loaded.State().Points["bob"] != 2 {
		t.Fatalf("the undone action was not kept for redo: %s", data)
	}
}

func TestLoadRefusesALogTheRulesRefuse(t *testing.T) {
	bad := []byte(`{"setup":{"Players":["ann","bob"]},"log":[{"Player":"ann","Points":1},{"Player":"zed","Points":1}]}`)
	if _, err := games.LoadMatch(startTally, bad); err == nil {
		t.Fatal("a log with a refused action must not load")
	}
	if _, err := games.LoadMatch(startTally, []byte(`{"setup":`)); err == nil {
		t.Fatal("broken JSON must not load")
	}
}

func TestRuleErrorCarriesIDAndArgs(t *testing.T) {
	e := games.Refuse("dixit.vote.own_card", "Player", "Lena", "Count", 2)
	if e.ID != "dixit.vote.own_card" || e.Args["Player"] != "Lena" || e.Args["Count"] != 2 {
		t.Fatalf("got %+v", e)
	}
	if got := e.Error(); got != "dixit.vote.own_card (Count=2, Player=Lena)" {
		t.Fatalf("Error() = %q", got)
	}
	if games.Refuse("x.y").Error() != "x.y" {
		t.Fatal("an error without arguments is its ID")
	}
}

func TestSeatsLeftIsNextClockwise(t *testing.T) {
	s := games.Seats{{ID: "a"}, {ID: "b"}, {ID: "c"}}
	cases := []struct{ seat, left, right int }{{0, 1, 2}, {1, 2, 0}, {2, 0, 1}}
	for _, c := range cases {
		if s.Left(c.seat) != c.left || s.Right(c.seat) != c.right {
			t.Errorf("seat %d: left %d right %d", c.seat, s.Left(c.seat), s.Right(c.seat))
		}
	}
	if s.Index("c") != 2 || s.Index("z") != -1 {
		t.Error("Index finds the wrong seat")
	}
	got := s.From(2)
	if len(got) != 3 || got[0] != 2 || got[1] != 0 || got[2] != 1 {
		t.Errorf("From(2) = %v", got)
	}
}

// fakeClock is a clock moved by hand.
type fakeClock struct{ now time.Time }

func (c *fakeClock) Now() time.Time          { return c.now }
func (c *fakeClock) Advance(d time.Duration) { c.now = c.now.Add(d) }

func TestTimerCountsDownWithPauses(t *testing.T) {
	c := &fakeClock{now: time.Unix(1000, 0)}
	tm := games.NewTimer(c.Now, 30*time.Second)
	if tm.Remaining() != 30*time.Second || tm.Running() || tm.Expired() {
		t.Fatal("a timer that has not started is full and stopped")
	}
	if _, ok := tm.Deadline(); ok {
		t.Fatal("no deadline before the start")
	}
	tm.Start()
	c.Advance(10 * time.Second)
	if tm.Remaining() != 20*time.Second || !tm.Running() {
		t.Fatalf("remaining %v", tm.Remaining())
	}
	tm.Pause()
	c.Advance(time.Hour)
	if tm.Remaining() != 20*time.Second || tm.Running() || !tm.Paused() {
		t.Fatalf("a paused timer must not run: %v", tm.Remaining())
	}
	if _, ok := tm.Deadline(); ok {
		t.Fatal("no deadline while paused")
	}
	tm.Resume()
	d, ok := tm.Deadline()
	if !ok || !d.Equal(c.now.Add(20*time.Second)) {
		t.Fatalf("deadline %v, want %v", d, c.now.Add(20*time.Second))
	}
	c.Advance(20*time.Second - time.Millisecond)
	if tm.Expired() || tm.Remaining() != time.Millisecond {
		t.Fatalf("expired a millisecond early: %v", tm.Remaining())
	}
	c.Advance(time.Millisecond)
	if !tm.Expired() || tm.Running() || tm.Remaining() != 0 {
		t.Fatal("the timer must expire at its deadline")
	}
	c.Advance(time.Minute)
	if tm.Remaining() != 0 {
		t.Fatal("remaining never goes below zero")
	}
	tm.Start()
	if tm.Remaining() != 30*time.Second || !tm.Running() {
		t.Fatal("start restarts from the full length")
	}
}

func TestTimerPauseAndResumeOnlyWhereTheyMeanSomething(t *testing.T) {
	c := &fakeClock{now: time.Unix(0, 0)}
	tm := games.NewTimer(c.Now, time.Minute)
	tm.Pause()
	tm.Resume()
	if tm.Started() || tm.Paused() {
		t.Fatal("pause and resume before the start do nothing")
	}
	tm.Start()
	tm.Resume()
	c.Advance(time.Second)
	if tm.Remaining() != 59*time.Second {
		t.Fatalf("resume of a running timer changed it: %v", tm.Remaining())
	}
	tm.Pause()
	c.Advance(time.Second)
	tm.Pause()
	c.Advance(time.Second)
	tm.Resume()
	if tm.Remaining() != 59*time.Second {
		t.Fatalf("a second pause moved the pause start: %v", tm.Remaining())
	}
}
