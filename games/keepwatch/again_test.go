package keepwatch_test

import (
	"reflect"
	"testing"

	"tablecompanion/games/keepwatch"
)

func TestPlayAgainKeepsThePlayersTheVariantsAndTheOldestAsLeader(t *testing.T) {
	s := keepwatch.Setup{Players: table(4), Leader: 2, Alternating: true, Neighbours: true, NoLockOut: true, ReplayWhenNobodyRight: true}
	next := s.Again()
	if !reflect.DeepEqual(next, s) {
		t.Fatalf("next game %+v, want %+v", next, s)
	}
	if _, err := keepwatch.Start(s.Again()); err != nil {
		t.Fatalf("the next game's setup is refused: %v", err)
	}
}
