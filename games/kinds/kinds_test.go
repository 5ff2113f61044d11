package kinds_test

import (
	"encoding/json"
	"testing"

	"tablecompanion/games"
	"tablecompanion/games/examples"
	"tablecompanion/games/kinds"
)

// TestEveryKindReplaysAFinishedGame replays a finished example game of each
// kind from its saved record, and finds each kind by its name.
func TestEveryKindReplaysAFinishedGame(t *testing.T) {
	players := games.Seats{{ID: "a", Name: "Ann", Color: "red"}, {ID: "b", Name: "Bob", Color: "blue"},
		{ID: "c", Name: "Cy", Color: "green"}, {ID: "d", Name: "Dee", Color: "yellow"}}
	for _, k := range kinds.All() {
		t.Run(k.Name, func(t *testing.T) {
			if got, ok := kinds.Lookup(k.Name); !ok || got.Name != k.Name {
				t.Fatalf("Lookup(%q) = %v, %v", k.Name, got.Name, ok)
			}
			if k.Min < 2 || k.Max < k.Min {
				t.Fatalf("players %d to %d", k.Min, k.Max)
			}
			h, err := examples.Finished(k.Name, players, 0)
			if err != nil {
				t.Fatal(err)
			}
			record, err := json.Marshal(h)
			if err != nil {
				t.Fatal(err)
			}
			p, err := k.Replay(record)
			if err != nil {
				t.Fatal(err)
			}
			if !p.Over || p.Actions != h.Len() || len(p.Players) != len(players) || len(p.Ranking) == 0 {
				t.Errorf("replay told %+v", p)
			}
			// Decrypto's teams score, not its players; every other game
			// ranks its players by their scores, so that a place ahead
			// never has a lower score than one behind.
			if k.Name == "decrypto" {
				if p.Scores != nil {
					t.Errorf("Decrypto players' scores %v", p.Scores)
				}
				return
			}
			if len(p.Scores) != len(p.Players) {
				t.Fatalf("scores %v of %d players", p.Scores, len(p.Players))
			}
			score := func(id string) int { return p.Scores[p.Players.Index(id)] }
			for i := 1; i < len(p.Ranking); i++ {
				if score(p.Ranking[i-1][0]) < score(p.Ranking[i][0]) {
					t.Errorf("ranking %v against scores %v", p.Ranking, p.Scores)
				}
			}
		})
	}
	if _, ok := kinds.Lookup("chess"); ok {
		t.Error("Lookup found a kind the app does not referee")
	}
}

// TestEveryKindHasItsMoments checks that the examples the screenshots and
// the fit test show cover every kind of game, and name no other.
func TestEveryKindHasItsMoments(t *testing.T) {
	shown := map[string]bool{}
	for _, m := range examples.Moments() {
		if _, ok := kinds.Lookup(m.Kind); !ok {
			t.Errorf("moment %s is of an unknown kind %q", m.Key, m.Kind)
		}
		shown[m.Kind] = true
	}
	for _, k := range kinds.All() {
		if !shown[k.Name] {
			t.Errorf("no example moment of %s", k.Name)
		}
	}
}
