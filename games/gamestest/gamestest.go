// Package gamestest checks that an engine keeps the contract the shell
// relies on: replay gives the state back, undo and redo walk the same states,
// a saved record loads into the same match, and a refused action changes
// nothing. Every engine's tests call it with a game of its own.
package gamestest

import (
	"encoding/json"
	"errors"
	"reflect"
	"testing"

	"tablecompanion/games"
)

// Contract plays the actions from the setup, each of which must be accepted,
// and checks the match against the engine contract at every step.
func Contract[S, A any, E games.Engine[A]](t *testing.T, start func(S) (E, error), setup S, actions []A) {
	t.Helper()
	m, err := games.NewMatch(start, setup)
	if err != nil {
		t.Fatalf("setup refused: %v", err)
	}
	states := []E{replay(t, start, setup, nil)}
	for i, a := range actions {
		if err := m.Do(a); err != nil {
			t.Fatalf("action %d (%+v) refused: %v", i+1, a, err)
		}
		fresh := replay(t, start, setup, actions[:i+1])
		if !reflect.DeepEqual(m.State(), fresh) {
			t.Fatalf("after action %d the state differs from a replay of the log", i+1)
		}
		states = append(states, fresh)
	}

	data, err := json.Marshal(m)
	if err != nil {
		t.Fatalf("record does not encode: %v", err)
	}
	loaded, err := games.LoadMatch(start, data)
	if err != nil {
		t.Fatalf("record does not load: %v", err)
	}
	if !reflect.DeepEqual(loaded.State(), m.State()) || loaded.Len() != m.Len() {
		t.Fatalf("a saved and loaded match differs from the one saved")
	}

	for k := len(actions) - 1; k >= 0; k-- {
		if !m.Undo() {
			t.Fatalf("undo refused with %d actions in the log", k+1)
		}
		if !reflect.DeepEqual(m.State(), states[k]) {
			t.Fatalf("undo to %d actions does not give the state after action %d", k, k)
		}
	}
	if m.Undo() || m.CanUndo() {
		t.Fatalf("undo past the start was allowed")
	}
	for k := 1; k <= len(actions); k++ {
		if !m.Redo() {
			t.Fatalf("redo of action %d refused", k)
		}
		if !reflect.DeepEqual(m.State(), states[k]) {
			t.Fatalf("redo of action %d does not give the state after it", k)
		}
	}
	if m.Redo() || m.CanRedo() {
		t.Fatalf("redo past the end was allowed")
	}
}

// Refused checks that the match refuses the action with a rule error of the
// given message ID, and that the refusal changed neither the state nor the
// log.
func Refused[S, A any, E games.Engine[A]](t *testing.T, m *games.Match[S, A, E], start func(S) (E, error), action A, wantID string) {
	t.Helper()
	before := replay(t, start, m.Setup(), m.Log())
	n := m.Len()
	err := m.Do(action)
	var rule *games.RuleError
	if !errors.As(err, &rule) {
		t.Fatalf("%+v: want rule error %s, got %v", action, wantID, err)
	}
	if rule.ID != wantID {
		t.Fatalf("%+v: want rule error %s, got %s", action, wantID, rule.ID)
	}
	if m.Len() != n || !reflect.DeepEqual(m.State(), before) {
		t.Fatalf("%+v: the refused action changed the game", action)
	}
}

func replay[S, A any, E games.Engine[A]](t *testing.T, start func(S) (E, error), setup S, log []A) E {
	t.Helper()
	m, err := games.NewMatch(start, setup)
	if err != nil {
		t.Fatalf("setup refused: %v", err)
	}
	for i, a := range log {
		if err := m.Do(a); err != nil {
			t.Fatalf("replay: action %d refused: %v", i+1, err)
		}
	}
	return m.State()
}
