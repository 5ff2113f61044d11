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
	endedHere := func(kind string) func(games.Seats, string) (games.History, error) {
		return func(p games.Seats, lang string) (games.History, error) { return EndedHere(kind, p, lang) }
	}
	return []Moment{
		// Waiting for the Leader after a wrong call, and a check under way.
		{"keepwatch", keepwatch.Kind, keepWatchAt("ready")},
		{"keepwatch-results", keepwatch.Kind, keepWatchAt("checking")},
		// The variants with twenty seconds to press, a check under way.
		{"keepwatch-variants", keepwatch.Kind, func(p games.Seats, _ string) (games.History, error) { return KeepWatchVariants(p) }},
		// The third round under way after a failed accusation, its vote
		// once time is up, and its spy stopping the game to name a location
		// among the ones in play and the two played.
		{"spyfall", spyfall.Kind, spyfallAt("talk")},
		{"spyfall-vote", spyfall.Kind, spyfallAt("vote")},
		{"spyfall-guess", spyfall.Kind, spyfallAt("guess")},
		// A game with roles on the cards, its first round dealt.
		{"spyfall-roles", spyfall.Kind, func(p games.Seats, _ string) (games.History, error) { return SpyfallRoles(p) }},
		// Black about to intercept White's fourth code, and the next round's
		// clues.
		{"decrypto", decrypto.Kind, decryptoAt(7)},
		{"decrypto-clues", decrypto.Kind, decryptoAt(6)},
		// A game under way, and one played to the end of the deck.
		{"dixit", dixit.Kind, dixitAt(4)},
		{"dixit-end", dixit.Kind, dixitAt(11)},
		// Four players near the deck's end, three of them past 30 on the
		// track.
		{"dixit-laps", dixit.Kind, func(p games.Seats, _ string) (games.History, error) { return DixitLaps(p) }},
		// A game under way, and one played to its end.
		{"carnival", carnival.Kind, carnivalAt(14)},
		{"carnival-end", carnival.Kind, carnivalAt(0)},
		// Each game ended by the table where it stood ("End here").
		{"keepwatch-ended", keepwatch.Kind, endedHere(keepwatch.Kind)},
		{"spyfall-ended", spyfall.Kind, endedHere(spyfall.Kind)},
		{"decrypto-ended", decrypto.Kind, endedHere(decrypto.Kind)},
		{"dixit-ended", dixit.Kind, endedHere(dixit.Kind)},
		{"carnival-ended", carnival.Kind, endedHere(carnival.Kind)},
	}
}
