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

// Every game's screen shows its board on the phones at the table.
var (
	_ screens.Phones = (*keepwatch.Screen)(nil)
	_ screens.Phones = (*spyfall.Screen)(nil)
	_ screens.Phones = (*decrypto.Screen)(nil)
	_ screens.Phones = (*dixit.Screen)(nil)
	_ screens.Phones = (*carnival.Screen)(nil)
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
