// Package catalog is the one list of the screens on the home screen: each
// kind of game paired with its screen, in the home screen's order. It sits
// apart from the shared kit in screens because it names every game's
// screen, and every game's screen imports the kit.
package catalog

import (
	"tablecompanion/screens"
	"tablecompanion/screens/carnival"
	"tablecompanion/screens/decrypto"
	"tablecompanion/screens/dixit"
	"tablecompanion/screens/keepwatch"
	"tablecompanion/screens/spyfall"
)

// All returns the five games in the order of the home screen.
func All() []screens.Game {
	return []screens.Game{
		keepwatch.Game(),
		spyfall.Game(),
		decrypto.Game(),
		dixit.Game(),
		carnival.Game(),
	}
}
