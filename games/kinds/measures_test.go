package kinds_test

import (
	"encoding/json"
	"testing"

	"tablecompanion/games"
	"tablecompanion/games/examples"
	"tablecompanion/games/kinds"
)

// TestEachMeasureIsTakenByTheKindItNames replays a finished example game
// of every kind and checks that the field of Played a measure is made of
// is told by the kind the measure names, and by no other kind.
func TestEachMeasureIsTakenByTheKindItNames(t *testing.T) {
	players := games.Seats{{ID: "a", Name: "Ann", Color: "red"}, {ID: "b", Name: "Bob", Color: "blue"},
		{ID: "c", Name: "Cy", Color: "green"}, {ID: "d", Name: "Dee", Color: "yellow"}}
	played := map[string]kinds.Played{}
	for _, k := range kinds.All() {
		h, err := examples.Finished(k.Name, players, 0)
		if err != nil {
			t.Fatal(err)
		}
		record, err := json.Marshal(h)
		if err != nil {
			t.Fatal(err)
		}
		if played[k.Name], err = k.Replay(record); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct {
		measure kinds.Measure
		field   string
		tells   func(kinds.Played) bool
	}{
		{kinds.FastestReaction, "Reactions", func(p kinds.Played) bool { return p.Reactions != nil }},
		{kinds.SpyWins, "SpyRounds", func(p kinds.Played) bool { return p.SpyRounds != nil }},
		{kinds.FastestCatch, "SpyRounds", func(p kinds.Played) bool { return p.SpyRounds != nil }},
		{kinds.MostInterceptions, "Sides", func(p kinds.Played) bool { return p.Sides != nil }},
		{kinds.StorytellersScored, "Stories", func(p kinds.Played) bool { return p.Stories != nil }},
		{kinds.BestCounter, "Catches", func(p kinds.Played) bool { return p.Catches != nil }},
	} {
		if _, ok := kinds.Lookup(c.measure.Kind()); !ok {
			t.Errorf("measure %d names %q, no kind of game", c.measure, c.measure.Kind())
			continue
		}
		for name, p := range played {
			if got, want := c.tells(p), name == c.measure.Kind(); got != want {
				t.Errorf("measure %d (%s) is taken by %s; %s tells %s: %v", c.measure, c.field, c.measure.Kind(), name, c.field, got)
			}
		}
	}
}
