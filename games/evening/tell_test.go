package evening_test

import (
	"encoding/json"
	"errors"
	"reflect"
	"testing"
	"time"

	"tablecompanion/games"
	"tablecompanion/games/dixit"
	"tablecompanion/games/evening"
	"tablecompanion/games/keepwatch"
	"tablecompanion/games/kinds"
)

// TestTheMatchInHandIsSummarisedWithoutAReplay tells the evenings of a
// Dixit game ended here from the match in hand: the game is what the
// summary of its save gives, and nothing was replayed to learn it.
func TestTheMatchInHandIsSummarisedWithoutAReplay(t *testing.T) {
	m := dixitEndedHere(t)
	at := time.Date(2026, 11, 23, 21, 0, 0, 0, time.UTC)
	file := "games/20261123-201500-dixit-1.json"
	before := kinds.Replays()
	live, err := evening.Tell(file, dixit.Kind, at, m)
	if err != nil {
		t.Fatal(err)
	}
	if kinds.Replays() != before {
		t.Fatal("the match in hand was replayed")
	}
	body, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	saved, err := evening.Summarise(evening.Saved{File: file, Kind: dixit.Kind, Saved: at, Body: body})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(live, saved) {
		t.Fatalf("told\n%+v\nsummarised\n%+v", live, saved)
	}
	if !live.EndedEarly || live.Started.IsZero() || live.Summary != evening.SummaryVersion {
		t.Fatalf("told %+v", live)
	}
}

// TestOnlyAFinishedMatchOfItsKindIsTold refuses a match under way, a match
// told as another kind, and a kind this build does not know.
func TestOnlyAFinishedMatchOfItsKindIsTold(t *testing.T) {
	under, err := games.NewMatch(dixit.Start, dixit.Setup{Players: games.Seats{dan, ann, ben, cat}})
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 11, 23, 21, 0, 0, 0, time.UTC)
	for _, c := range []struct {
		name, kind string
		h          games.History
		want       error
	}{
		{"under way", dixit.Kind, under, evening.ErrNotOver},
		{"another kind", keepwatch.Kind, dixitEndedHere(t), evening.ErrUnknownKind},
		{"unknown kind", "chess", dixitEndedHere(t), evening.ErrUnknownKind},
	} {
		if _, err := evening.Tell("games/20261123-201500-x-1.json", c.kind, at, c.h); !errors.Is(err, c.want) {
			t.Errorf("%s: %v, want %v", c.name, err, c.want)
		}
	}
}
