// Package examples plays each game to the moments the screenshots show and
// the screens' fit test lays out: a game under way, its end, a vote. The
// games are played through their engines, as a table would, so every moment
// is one the rules allow.
package examples

import (
	"tablecompanion/games"
	"tablecompanion/games/carnival"
	"tablecompanion/games/decrypto"
	"tablecompanion/games/dixit"
	"tablecompanion/games/keepwatch"
	"tablecompanion/games/spyfall"
)

// Moment is one screen of a game at a point of play.
type Moment struct {
	// Key names the moment, such as "dixit-end".
	Key string
	// Kind is the game's kind, as the registry and the saves name it.
	Kind string
	// Play plays the game with the players, in the language whose words
	// the game's own texts use.
	Play func(players games.Seats, lang string) (games.History, error)
}

// Moments returns every moment of every game, in the order of the home
// screen.
func Moments() []Moment {
	keepWatchAt := func(stage string) func(games.Seats, string) (games.History, error) {
		return func(p games.Seats, _ string) (games.History, error) { return KeepWatch(p, stage) }
	}
	spyfallAt := func(stage string) func(games.Seats, string) (games.History, error) {
		return func(p games.Seats, _ string) (games.History, error) { return Spyfall(p, stage) }
	}
	decryptoAt := func(reads int) func(games.Seats, string) (games.History, error) {
		return func(p games.Seats, lang string) (games.History, error) { return Decrypto(p, lang, reads) }
	}
	dixitAt := func(rounds int) func(games.Seats, string) (games.History, error) {
		return func(p games.Seats, _ string) (games.History, error) { return Dixit(p, rounds) }
	}
	carnivalAt := func(turns int) func(games.Seats, string) (games.History, error) {
		return func(p games.Seats, _ string) (games.History, error) { return Carnival(p, turns) }
	}
	return []Moment{
		// Waiting for the Leader after a wrong call, and a check under way.
		{"keepwatch", keepwatch.Kind, keepWatchAt("ready")},
		{"keepwatch-results", keepwatch.Kind, keepWatchAt("checking")},
		// The third round under way after a failed accusation, its vote
		// once time is up, and its spy stopping the game to name a location
		// among the ones in play and the two played.
		{"spyfall", spyfall.Kind, spyfallAt("talk")},
		{"spyfall-vote", spyfall.Kind, spyfallAt("vote")},
		{"spyfall-guess", spyfall.Kind, spyfallAt("guess")},
		// Black about to intercept White's fourth code, and the next round's
		// clues.
		{"decrypto", decrypto.Kind, decryptoAt(7)},
		{"decrypto-clues", decrypto.Kind, decryptoAt(6)},
		// A game under way, and one played to the end of the deck.
		{"dixit", dixit.Kind, dixitAt(4)},
		{"dixit-end", dixit.Kind, dixitAt(11)},
		// A game under way, and one played to its end.
		{"carnival", carnival.Kind, carnivalAt(14)},
		{"carnival-end", carnival.Kind, carnivalAt(0)},
	}
}
