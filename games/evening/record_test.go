package evening_test

import (
	"encoding/json"
	"reflect"
	"strconv"
	"testing"
	"time"

	"tablecompanion/games"
	"tablecompanion/games/evening"
	"tablecompanion/games/facts"
)

// TestARecordKeepsTheNamesTheEveningsFilesHave: a game's record, now the
// facts' own shape inside it, is written under the same names in the same
// order as the evenings files of earlier builds, and reads back whole, over.
func TestARecordKeepsTheNamesTheEveningsFilesHave(t *testing.T) {
	g := evening.Game{File: "games/20261122-200000-dixit-1.json", Kind: "dixit",
		Started: clock(20, 0), Finished: clock(21, 0), Summary: evening.SummaryVersion,
		Played: facts.Played{Actions: 3, Players: games.Seats{ann, ben}, Ranking: games.Ranking{{"a"}, {"b"}}, Over: true,
			EndedEarly: true, Scores: []int{7, 5}, SpyRounds: []facts.SpyRound{{Spies: []string{"a"}, Won: true}},
			Reactions: []time.Duration{time.Second, -1}, ReactionMs: [][]int{{1000}, nil},
			Sides:   []facts.Side{{Players: []string{"a"}, Interceptions: 1}},
			Stories: []facts.Stories{{Told: 1, Scored: 1}, {}}, Catches: []facts.Catches{{Right: 1}, {Wrong: 1}}}}
	data, err := json.Marshal(g)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"file":"games/20261122-200000-dixit-1.json","kind":"dixit","started":"2026-11-23T20:00:00Z",` +
		`"finished":"2026-11-23T21:00:00Z","actions":3,` +
		`"players":[{"id":"a","name":"Ann","color":"red"},{"id":"b","name":"Ben","color":"blue"}],` +
		`"ranking":[["a"],["b"]],"ended_early":true,"scores":[7,5],"spy_rounds":[{"spies":["a"],"won":true}],` +
		`"reactions":[1000000000,-1],"reaction_ms":[[1000],null],"sides":[{"players":["a"],"interceptions":1}],` +
		`"stories":[{"told":1,"scored":1},{}],"catches":[{"right":1},{"wrong":1}],"summary":` + strconv.Itoa(evening.SummaryVersion) + "}"
	if string(data) != want {
		t.Fatalf("a record is written\n%s\nwant\n%s", data, want)
	}
	var back evening.Game
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, g) {
		t.Fatalf("a record reads back as\n%+v\nwant\n%+v", back, g)
	}
}
