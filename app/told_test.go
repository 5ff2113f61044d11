package app

import (
	"reflect"
	"testing"

	"tablecompanion/games/evening"
	"tablecompanion/games/kinds"
)

// TestAFinishedGameIsToldFromTheMatchInHand saves a finished game of each
// kind for the first time, takes back its last action and plays it again,
// and goes home, where the game's row names its winners: the setup is
// remembered with its players, the evenings record the game and home
// shows it, and none of it replays a save. What the evenings hold is what
// a replay of the saved file tells.
func TestAFinishedGameIsToldFromTheMatchInHand(t *testing.T) {
	for _, k := range kinds.All() {
		t.Run(k.Name, func(t *testing.T) {
			s := start(t, t.TempDir(), "en-US")
			before := kinds.Replays()
			p := finishedPage(t, s, k.Name, 1)
			if s.current != p {
				t.Fatal("the finished game is not on show")
			}
			s.Undo()
			if _, ok := s.evenings.State().Game(p.key); ok {
				t.Fatal("the game taken back from its end is still in the evenings")
			}
			s.Redo()
			s.GoHome()
			if n := kinds.Replays() - before; n != 0 {
				t.Fatalf("the game's saves, its end and home replayed %d saves", n)
			}
			if len(s.settings.Players) == 0 || s.settings.Setups[k.Name] == nil {
				t.Fatalf("the next setup does not start from this game's: players %v", s.settings.Players)
			}
			if len(s.home.FinishedButtons) != 1 {
				t.Fatalf("home lists %d finished games", len(s.home.FinishedButtons))
			}
			recorded, ok := s.evenings.State().Game(p.key)
			if !ok {
				t.Fatal("the finished game is not in the evenings")
			}
			f, err := s.store.Read(p.key)
			if err != nil {
				t.Fatal(err)
			}
			replayed, err := evening.Summarise(evening.Saved{File: p.key, Kind: f.Kind, Saved: recorded.Finished, Body: f.Body})
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(recorded, replayed) {
				t.Fatalf("the evenings hold\n%+v\na replay of the save tells\n%+v", recorded, replayed)
			}
		})
	}
}
