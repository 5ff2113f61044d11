package examples

import (
	"testing"

	"tablecompanion/games"
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
			if end := m.Key == "dixit-end" || m.Key == "carnival-end"; h.Over() != end {
				t.Fatalf("%s: over is %v", m.Key, h.Over())
			}
		}
	}
}
