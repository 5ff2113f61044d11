package games

import (
	"encoding/json"
	"fmt"
)

// Engine is a game's state. It is built from the game's setup and changed
// only by actions; replaying the same actions on the same setup always gives
// the same state.
type Engine[A any] interface {
	// Apply checks the action against the rules and applies it. A refused
	// action returns a *RuleError and leaves the state exactly as it was.
	Apply(action A) error
	// Over reports whether the game has ended.
	Over() bool
}

// History is what the shell needs of any match, whatever the game: undo,
// redo, whether the game is over, and the record to save.
type History interface {
	Undo() bool
	Redo() bool
	CanUndo() bool
	CanRedo() bool
	Over() bool
	// Len returns the number of actions in the log.
	Len() int
	json.Marshaler
}

// Record is a match as it is saved: the setup, the log of accepted actions in
// order, and the actions taken back by undo, the next one to redo last.
type Record[S, A any] struct {
	Setup  S   `json:"setup"`
	Log    []A `json:"log"`
	Undone []A `json:"undone,omitempty"`
}

// Match is one game in play: its setup and the append-only log of the actions
// the rules accepted. Its state is always the replay of the log; undo drops
// the last action and replays, redo applies it again.
type Match[S, A any, E Engine[A]] struct {
	start  func(S) (E, error)
	setup  S
	log    []A
	undone []A
	state  E
}

// NewMatch starts a match from a setup; start builds the engine and may
// refuse the setup with a rule error.
func NewMatch[S, A any, E Engine[A]](start func(S) (E, error), setup S) (*Match[S, A, E], error) {
	state, err := start(setup)
	if err != nil {
		return nil, err
	}
	return &Match[S, A, E]{start: start, setup: setup, state: state}, nil
}

// LoadMatch rebuilds a match from its saved record by replaying the log. An
// action the rules refuse on replay makes the record unreadable.
func LoadMatch[S, A any, E Engine[A]](start func(S) (E, error), data []byte) (*Match[S, A, E], error) {
	var rec Record[S, A]
	if err := json.Unmarshal(data, &rec); err != nil {
		return nil, err
	}
	m, err := NewMatch(start, rec.Setup)
	if err != nil {
		return nil, fmt.Errorf("setup refused: %w", err)
	}
	for i, a := range rec.Log {
		if err := m.state.Apply(a); err != nil {
			return nil, fmt.Errorf("action %d refused on replay: %w", i+1, err)
		}
	}
	m.log = rec.Log
	m.undone = rec.Undone
	return m, nil
}

// State returns the engine; screens read it and must not change it.
func (m *Match[S, A, E]) State() E {
	return m.state
}

// Setup returns the setup the match started from.
func (m *Match[S, A, E]) Setup() S {
	return m.setup
}

// Log returns the accepted actions in order; callers must not change it.
func (m *Match[S, A, E]) Log() []A {
	return m.log
}

// Do applies an action. A refused action returns the engine's rule error and
// changes nothing; an accepted one is logged and clears what redo could bring
// back.
func (m *Match[S, A, E]) Do(action A) error {
	if err := m.state.Apply(action); err != nil {
		return err
	}
	m.log = append(m.log, action)
	m.undone = m.undone[:0]
	return nil
}

// Undo takes back the last action and reports whether there was one.
func (m *Match[S, A, E]) Undo() bool {
	n := len(m.log)
	if n == 0 {
		return false
	}
	state, err := m.replay(m.log[:n-1])
	if err != nil {
		// Every logged action was accepted once on the same replay, so this
		// is an engine that is not deterministic: keep the match as it is.
		return false
	}
	m.undone = append(m.undone, m.log[n-1])
	m.log = m.log[:n-1]
	m.state = state
	return true
}

// Redo applies again the last action undo took back and reports whether
// there was one.
func (m *Match[S, A, E]) Redo() bool {
	n := len(m.undone)
	if n == 0 {
		return false
	}
	if err := m.state.Apply(m.undone[n-1]); err != nil {
		return false
	}
	m.log = append(m.log, m.undone[n-1])
	m.undone = m.undone[:n-1]
	return true
}

// CanUndo reports whether there is an action to take back.
func (m *Match[S, A, E]) CanUndo() bool {
	return len(m.log) > 0
}

// CanRedo reports whether there is an undone action to apply again.
func (m *Match[S, A, E]) CanRedo() bool {
	return len(m.undone) > 0
}

// Over reports whether the game has ended.
func (m *Match[S, A, E]) Over() bool {
	return m.state.Over()
}

// Len returns the number of actions in the log.
func (m *Match[S, A, E]) Len() int {
	return len(m.log)
}

// MarshalJSON encodes the match as its Record.
func (m *Match[S, A, E]) MarshalJSON() ([]byte, error) {
	return json.Marshal(Record[S, A]{Setup: m.setup, Log: m.log, Undone: m.undone})
}

func (m *Match[S, A, E]) replay(log []A) (E, error) {
	state, err := m.start(m.setup)
	if err != nil {
		return state, err
	}
	for _, a := range log {
		if err := state.Apply(a); err != nil {
			return state, err
		}
	}
	return state, nil
}
