package screens

import (
	"testing"

	"tablecompanion/games"
)

// record is a match for the skeleton's test: a history with no actions.
type record struct{}

func (*record) Undo() bool                   { return false }
func (*record) Redo() bool                   { return false }
func (*record) CanUndo() bool                { return false }
func (*record) CanRedo() bool                { return false }
func (*record) Over() bool                   { return false }
func (*record) Len() int                     { return 0 }
func (*record) MarshalJSON() ([]byte, error) { return []byte("{}"), nil }

func TestAMatchNotYetStartedIsNoHistory(t *testing.T) {
	var none *record
	if h := HistoryOf(none); h != nil {
		t.Fatalf("a nil match gave the shell %#v, which it would take for a game to undo and save", h)
	}
	m := &record{}
	if h := HistoryOf(m); h != games.History(m) {
		t.Fatal("a started match is the screen's history")
	}
}
