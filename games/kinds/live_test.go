package kinds_test

import (
	"encoding/json"
	"fmt"
	"reflect"
	"testing"

	"tablecompanion/games"
	"tablecompanion/games/carnival"
	"tablecompanion/games/examples"
	"tablecompanion/games/kinds"
)

// examplePlayers are six players, each in a colour of Carnival's spies.
func examplePlayers(n int) games.Seats {
	var s games.Seats
	for i, color := range carnival.SpyColors[:n] {
		s = append(s, games.Player{ID: fmt.Sprintf("p%d", i+1), Name: fmt.Sprintf("Player %d", i+1), Color: color})
	}
	return s
}

// TestTheMatchInHandTellsWhatItsReplayTells plays every example history
// of every kind of game, under way, ended here and finished with four to
// six players, and holds what the kind tells of the match in hand to what
// it tells of a replay of the match's saved record: the same players,
// ranking, end and every fact, with no replay on the way.
func TestTheMatchInHandTellsWhatItsReplayTells(t *testing.T) {
	type history struct {
		name string
		kind string
		h    games.History
	}
	var all []history
	for _, m := range examples.Moments() {
		h, err := m.Play(examplePlayers(5), "en")
		if err != nil {
			t.Fatalf("%s: %v", m.Key, err)
		}
		all = append(all, history{m.Key, m.Kind, h})
	}
	for _, k := range kinds.All() {
		for n := 4; n <= 6; n++ {
			for v := range 3 {
				h, err := examples.Finished(k.Name, examplePlayers(n), v)
				if err != nil {
					t.Fatalf("%s of %d, %d: %v", k.Name, n, v, err)
				}
				all = append(all, history{fmt.Sprintf("%s-finished-%d-%d", k.Name, n, v), k.Name, h})
			}
		}
	}
	told := map[string]int{}
	for _, c := range all {
		t.Run(c.name, func(t *testing.T) {
			k, ok := kinds.Lookup(c.kind)
			if !ok {
				t.Fatalf("no kind %q", c.kind)
			}
			before := kinds.Replays()
			live, ok := k.Tell(c.h)
			if !ok {
				t.Fatalf("the %s kind does not take its own match", c.kind)
			}
			if n := kinds.Replays() - before; n != 0 {
				t.Fatalf("telling the match in hand replayed %d saves", n)
			}
			record, err := json.Marshal(c.h)
			if err != nil {
				t.Fatal(err)
			}
			replayed, err := k.Replay(record)
			if err != nil {
				t.Fatal(err)
			}
			if kinds.Replays()-before != 1 {
				t.Fatal("the replay of a save is not counted")
			}
			if !reflect.DeepEqual(live, replayed) {
				t.Fatalf("the match in hand tells\n%+v\nits replay\n%+v", live, replayed)
			}
			if live.Actions != c.h.Len() || live.Over != c.h.Over() || len(live.Players) == 0 {
				t.Fatalf("told %d actions, over %v, %d players of a match of %d actions, over %v",
					live.Actions, live.Over, len(live.Players), c.h.Len(), c.h.Over())
			}
			told[c.kind]++
		})
	}
	for _, k := range kinds.All() {
		if told[k.Name] < 3 {
			t.Errorf("only %d histories of %s told", told[k.Name], k.Name)
		}
	}
}

// TestAKindTakesOnlyItsOwnMatch gives each kind a match of every kind:
// it tells its own and refuses the others', and a missing match.
func TestAKindTakesOnlyItsOwnMatch(t *testing.T) {
	matches := map[string]games.History{}
	for _, k := range kinds.All() {
		h, err := examples.Finished(k.Name, examplePlayers(5), 0)
		if err != nil {
			t.Fatal(err)
		}
		matches[k.Name] = h
	}
	for _, k := range kinds.All() {
		for name, h := range matches {
			if _, ok := k.Tell(h); ok != (name == k.Name) {
				t.Errorf("%s told a %s match: %v", k.Name, name, ok)
			}
		}
		if _, ok := k.Tell(nil); ok {
			t.Errorf("%s told no match", k.Name)
		}
	}
}

// TestATellOutlivesItsMatch changes the players a kind told of a match
// in hand, and finds the match's own players as they were.
func TestATellOutlivesItsMatch(t *testing.T) {
	for _, k := range kinds.All() {
		h, err := examples.Finished(k.Name, examplePlayers(5), 0)
		if err != nil {
			t.Fatal(err)
		}
		first, _ := k.Tell(h)
		first.Players[0].Name = "changed"
		again, _ := k.Tell(h)
		if again.Players[0].Name == "changed" {
			t.Errorf("%s: what was told shares the match's players", k.Name)
		}
	}
}
