package examples

import (
	"slices"
	"strings"
	"testing"

	"tablecompanion/games"
	"tablecompanion/games/carnival"
	"tablecompanion/games/decrypto"
	"tablecompanion/games/dixit"
	"tablecompanion/games/kinds"
)

func TestEveryMomentPlays(t *testing.T) {
	var players games.Seats
	for i, name := range []string{"Alice", "Ben", "Chloe", "Dmitri", "Emma"} {
		players = append(players, games.Player{ID: string(rune('a' + i)), Name: name, Color: []string{"red", "blue", "green", "yellow", "purple"}[i]})
	}
	for _, m := range Moments() {
		for _, lang := range []string{"en", "ru", "uk"} {
			h, err := m.Play(players, lang)
			if err != nil {
				t.Fatalf("%s in %s: %v", m.Key, lang, err)
			}
			if h.Len() == 0 {
				t.Fatalf("%s: nothing played", m.Key)
			}
			if end := m.Key == "dixit-end" || m.Key == "carnival-end" || strings.HasSuffix(m.Key, "-ended"); h.Over() != end {
				t.Fatalf("%s: over is %v", m.Key, h.Over())
			}
		}
	}
}

func TestEveryKindPlaysToItsEnd(t *testing.T) {
	var roster games.Seats
	for i := range 8 {
		color := []string{"red", "blue", "green", "yellow", "purple", "orange", "teal", "pink"}[i]
		roster = append(roster, games.Player{ID: string(rune('a' + i)), Name: string(rune('A' + i)), Color: color})
	}
	for _, k := range kinds.All() {
		kind := k.Name
		most := 6
		if kind == decrypto.Kind || kind == carnival.Kind {
			most = 8
		}
		for n := 4; n <= most; n++ {
			for v := range 4 {
				h, err := Finished(kind, roster[:n], v)
				if err != nil {
					t.Fatalf("%s, %d players, variant %d: %v", kind, n, v, err)
				}
				if !h.Over() {
					t.Fatalf("%s, %d players, variant %d: not over after %d actions", kind, n, v, h.Len())
				}
			}
		}
	}
	if _, err := Finished(dixit.Kind, roster[:7], 0); err == nil {
		t.Fatalf("a Dixit game of seven was played")
	}
}

func TestDixitLapsEndsPast30(t *testing.T) {
	var players games.Seats
	for i, name := range []string{"Alice", "Ben", "Chloe", "Dmitri", "Emma"} {
		players = append(players, games.Player{ID: string(rune('a' + i)), Name: name, Color: "red"})
	}
	m, err := DixitLaps(players)
	if err != nil {
		t.Fatal(err)
	}
	g := m.State()
	if got, want := g.Scores(), []int{38, 29, 35, 33}; !slices.Equal(got, want) || g.Over() || g.RoundsLeft() != 1 {
		t.Fatalf("scores %v, over %v, %d rounds left; want %v with the deck's last round to play", got, g.Over(), g.RoundsLeft(), want)
	}
}
