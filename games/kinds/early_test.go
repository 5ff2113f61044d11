package kinds_test

import (
	"encoding/json"
	"testing"

	"tablecompanion/games"
	"tablecompanion/games/examples"
	"tablecompanion/games/kinds"
)

// TestEveryKindTellsAGameEndedHere replays a game of each kind that the
// table ended where it stood, and a finished one: only the first says it
// ended early, and both are over with their ranking.
func TestEveryKindTellsAGameEndedHere(t *testing.T) {
	players := games.Seats{{ID: "a", Name: "Ann", Color: "red"}, {ID: "b", Name: "Bob", Color: "blue"},
		{ID: "c", Name: "Cy", Color: "green"}, {ID: "d", Name: "Dee", Color: "yellow"}, {ID: "e", Name: "Eve", Color: "purple"}}
	for _, k := range kinds.All() {
		t.Run(k.Name, func(t *testing.T) {
			ended, err := examples.EndedHere(k.Name, players, "en")
			if err != nil {
				t.Fatal(err)
			}
			finished, err := examples.Finished(k.Name, players, 0)
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range []struct {
				h     games.History
				early bool
			}{{ended, true}, {finished, false}} {
				record, err := json.Marshal(c.h)
				if err != nil {
					t.Fatal(err)
				}
				p, err := k.Replay(record)
				if err != nil {
					t.Fatal(err)
				}
				if !p.Over || p.EndedEarly != c.early || p.Ranking.Players() != len(players) {
					t.Errorf("replay told over %v, ended early %v, %d ranked; want over, ended early %v, all ranked",
						p.Over, p.EndedEarly, p.Ranking.Players(), c.early)
				}
			}
		})
	}
}
