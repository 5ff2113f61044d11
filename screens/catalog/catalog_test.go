package catalog

import (
	"testing"

	"tablecompanion/games/kinds"
)

// TestTheScreensAreTheKindsOfGame holds the screen side's list to the
// engines' one: the same kinds in the same order, each with the player
// range its rules allow, a screen to open and one to reload a save.
func TestTheScreensAreTheKindsOfGame(t *testing.T) {
	screens, games := All(), kinds.All()
	if len(screens) != len(games) {
		t.Fatalf("%d screens for %d kinds of game", len(screens), len(games))
	}
	for i, k := range games {
		s := screens[i]
		if s.Kind != k.Name || s.Min != k.Min || s.Max != k.Max {
			t.Errorf("screen %d is %s for %d to %d players, the kind is %s for %d to %d", i, s.Kind, s.Min, s.Max, k.Name, k.Min, k.Max)
		}
		if s.New == nil || s.Load == nil || s.Icon == nil || s.Title != "game."+k.Name {
			t.Errorf("%s lacks a screen, a load, an icon or its title", k.Name)
		}
	}
}
