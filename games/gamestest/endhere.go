package gamestest

import (
	"encoding/json"
	"reflect"
	"testing"

	"tablecompanion/games"
)

// Ender is an engine the table can end where it stands ("End here").
type Ender[A any] interface {
	games.Engine[A]
	EndedEarly() bool
	CanEndHere() bool
	Ranking() games.Ranking
}

// EndHere plays the actions, each of which must be accepted, then the
// table's end, and checks what every engine's "End here" promises: before
// it the game is under way and may end; after it the game is over and
// ended early; a second end and next, an action the game took before the
// end, are refused as the end's message says; undo takes the end back, redo
// brings it again, and after the undo next is taken; the saved record loads
// into the same ended game; and the engine contract holds over the whole
// log. It returns the game after the end for the caller's own checks of
// the scores and the winners.
func EndHere[S, A any, E Ender[A]](t *testing.T, start func(S) (E, error), setup S, actions []A, end, next A) E {
	t.Helper()
	m, err := games.NewMatch(start, setup)
	if err != nil {
		t.Fatalf("setup refused: %v", err)
	}
	for i, a := range actions {
		if err := m.Do(a); err != nil {
			t.Fatalf("action %d (%+v) refused: %v", i+1, a, err)
		}
	}
	before := m.State()
	if before.Over() || before.EndedEarly() || !before.CanEndHere() {
		t.Fatalf("before the end: over %v, ended early %v, may end %v; want a game under way that may end",
			before.Over(), before.EndedEarly(), before.CanEndHere())
	}
	if err := m.Do(end); err != nil {
		t.Fatalf("the end refused: %v", err)
	}
	g := m.State()
	if !g.Over() || !g.EndedEarly() || g.CanEndHere() {
		t.Fatalf("after the end: over %v, ended early %v, may end %v; want over, ended early, no second end",
			g.Over(), g.EndedEarly(), g.CanEndHere())
	}
	Refused(t, m, start, end, "end_here.over")
	Refused(t, m, start, next, "end_here.over")

	data, err := json.Marshal(m)
	if err != nil {
		t.Fatalf("record does not encode: %v", err)
	}
	loaded, err := games.LoadMatch(start, data)
	if err != nil {
		t.Fatalf("the record of an ended game does not load: %v", err)
	}
	if !loaded.State().EndedEarly() || !reflect.DeepEqual(loaded.State().Ranking(), g.Ranking()) {
		t.Fatalf("loaded: ended early %v, ranking %v; want ended early, ranking %v",
			loaded.State().EndedEarly(), loaded.State().Ranking(), g.Ranking())
	}

	if !m.Undo() || m.Over() || m.State().EndedEarly() {
		t.Fatalf("undo did not take the end back: over %v", m.Over())
	}
	if !m.Redo() || !m.State().EndedEarly() {
		t.Fatalf("redo did not end the game again")
	}
	m.Undo()
	if err := m.Do(next); err != nil {
		t.Fatalf("after undoing the end the game does not go on: %v", err)
	}
	Contract(t, start, setup, append(append([]A(nil), actions...), end))
	return g
}

// EndRefused checks that the game after the actions may not end here, and
// that the end is refused with the message ID.
func EndRefused[S, A any, E Ender[A]](t *testing.T, start func(S) (E, error), setup S, actions []A, end A, wantID string) {
	t.Helper()
	m, err := games.NewMatch(start, setup)
	if err != nil {
		t.Fatalf("setup refused: %v", err)
	}
	for i, a := range actions {
		if err := m.Do(a); err != nil {
			t.Fatalf("action %d (%+v) refused: %v", i+1, a, err)
		}
	}
	if m.State().CanEndHere() {
		t.Fatalf("the game says it may end here; want refused with %s", wantID)
	}
	Refused(t, m, start, end, wantID)
}
