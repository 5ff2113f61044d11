package evening_test

import (
	"encoding/json"
	"reflect"
	"testing"

	"tablecompanion/games"
	"tablecompanion/games/dixit"
	"tablecompanion/games/evening"
)

// dixitEndedHere is the first round of dixitSharedWin, then the table's
// "End here": nobody found Dan's card, Ann's card took two votes and Ben's
// one, so Ann 4, Ben 3, Cat 2, Dan 0.
func dixitEndedHere(t *testing.T) games.History {
	t.Helper()
	m, err := games.NewMatch(dixit.Start, dixit.Setup{Players: games.Seats{dan, ann, ben, cat}, Target: 7})
	if err != nil {
		t.Fatal(err)
	}
	play := func(p string, vote, card int) dixit.Play {
		return dixit.Play{Player: p, Cards: []int{card}, Vote: vote}
	}
	for _, r := range []dixit.Round{
		{Storyteller: "d", Card: 1, Plays: []dixit.Play{play("a", 3, 2), play("b", 2, 3), play("c", 2, 4)}},
		dixit.EndHere(),
	} {
		if err := m.Do(r); err != nil {
			t.Fatal(err)
		}
	}
	return m
}

// TestAGameEndedHereCountsAsAnyFinishedGame: its summary is marked as ended
// early, ranked as it stood, and tonight's leaderboard counts it as any
// finished game; the mark survives the evenings' save, and evenings saved
// before it load unmarked.
func TestAGameEndedHereCountsAsAnyFinishedGame(t *testing.T) {
	ended := summarise(t, "dixit", clock(19, 0), clock(19, 20), dixitEndedHere(t))
	full := summarise(t, "dixit", clock(19, 25), clock(19, 50), dixitSharedWin(t))
	if !ended.EndedEarly || full.EndedEarly {
		t.Fatalf("ended early: the ended game %v, the full one %v", ended.EndedEarly, full.EndedEarly)
	}
	if want := (games.Ranking{{"a"}, {"b"}, {"c"}, {"d"}}); !reflect.DeepEqual(ended.Ranking, want) || ended.Actions != 2 {
		t.Fatalf("ranked %v after %d actions, want %v after the round and the end", ended.Ranking, ended.Actions, want)
	}
	m := newMatch(t, evening.Setup{}, evening.Finished(ended), evening.Finished(full))
	tonight := m.State().Tonight(clock(20, 0))
	// Ann 3 + 2.5 with two wins, Ben 2 + 2.5 with one, Cat 1 + 1, Dan 0.
	want := []line{{"Ann", 1, 2, 2, 5.5}, {"Ben", 2, 2, 1, 4.5}, {"Cat", 3, 2, 0, 2}, {"Dan", 4, 2, 0, 0}}
	if got := lines(tonight.Leaderboard()); !reflect.DeepEqual(got, want) {
		t.Fatalf("leaderboard\n got %v\nwant %v", got, want)
	}
	data, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	loaded, err := evening.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	if g, _ := loaded.State().Game(ended.File); !g.EndedEarly {
		t.Fatal("the mark was lost in the evenings' save")
	}
	old := `{"setup":{},"log":[{"op":"game","game":{"file":"games/x.json","kind":"dixit","finished":"2026-11-23T19:00:00Z","actions":1,
		"players":[{"id":"a","name":"Ann"}],"ranking":[["a"]]}}]}`
	if m, err := evening.Load([]byte(old)); err != nil || m.State().Games()[0].EndedEarly {
		t.Fatalf("an old evenings save: %v", err)
	}
}
