package kinds

import (
	"tablecompanion/games/carnival"
	"tablecompanion/games/decrypto"
	"tablecompanion/games/dixit"
	"tablecompanion/games/keepwatch"
	"tablecompanion/games/spyfall"
)

// Measure is one of the records that only the referee measured: a number
// that one kind of game's replay tells beyond its ranking and scores. A
// records screen shows each under the kind of game that measures it, and
// asks the measure which kind that is instead of naming the game.
type Measure int

// The measures, each with the field of Played it is made of.
const (
	// FastestReaction is Keep Watch's fastest right press after GO
	// (Reactions).
	FastestReaction Measure = iota
	// SpyWins are Spyfall's rounds that the spies won (SpyRounds).
	SpyWins
	// FastestCatch is Spyfall's fastest catch of a spy (SpyRounds).
	FastestCatch
	// MostInterceptions is Decrypto's most interceptions in one game
	// (Sides).
	MostInterceptions
	// StorytellersScored are Dixit's storytellers' turns that scored
	// (Stories).
	StorytellersScored
	// BestCounter is Carnival's best counter-intelligence in one game
	// (Catches).
	BestCounter
)

// measuredBy names, for each measure, the kind of game that measures it.
var measuredBy = [...]string{
	FastestReaction:    keepwatch.Kind,
	SpyWins:            spyfall.Kind,
	FastestCatch:       spyfall.Kind,
	MostInterceptions:  decrypto.Kind,
	StorytellersScored: dixit.Kind,
	BestCounter:        carnival.Kind,
}

// Kind returns the name of the kind of game that takes the measure.
func (m Measure) Kind() string { return measuredBy[m] }
