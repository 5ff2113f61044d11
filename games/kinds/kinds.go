// Package kinds is the one list of the kinds of game the app referees, in
// the home screen's order: each engine's Kind, the player range its rules
// allow, and what a match tells of itself, its players, ranking and facts,
// for the evenings and the records. A kind tells it from the match in hand
// (Tell), and only where no match is live, as in an import or a file read
// at start, from a replay of its saved record (Replay); both read the
// engine through the same function, so they tell the same. What only a
// kind of game knows, each game's package tells itself (its Tell) in the
// one shape of games/facts. The evening and the examples read it;
// screens/catalog pairs each kind with its screen, and a test there holds
// the two lists to each other. A sixth game adds one line here.
package kinds

import (
	"slices"
	"sync/atomic"

	"tablecompanion/games"
	"tablecompanion/games/carnival"
	"tablecompanion/games/decrypto"
	"tablecompanion/games/dixit"
	"tablecompanion/games/facts"
	"tablecompanion/games/keepwatch"
	"tablecompanion/games/spyfall"
)

// Kind is one kind of game.
type Kind struct {
	// Name is the engine's Kind, as save files name the game.
	Name string
	// Min and Max are the player counts the rules allow.
	Min, Max int
	// Tell tells what a match of this kind in play holds, from its
	// engine's state and log as they are, and false when h is not a match
	// of this kind.
	Tell func(h games.History) (Played, bool)
	// Replay rebuilds a saved match from its record and tells what it
	// holds, as Tell would of the match; a record the engine cannot
	// replay returns the engine's error. It is for a match that is not in
	// play: a save read from a file, a backup's game.
	Replay func(record []byte) (Played, error)
}

// Played is what a match tells of itself (facts.Played).
type Played = facts.Played

// SpyRound is one finished round of Spyfall (facts.SpyRound).
type SpyRound = facts.SpyRound

// Side is one side of a Decrypto game (facts.Side).
type Side = facts.Side

// Stories are one Dixit player's turns as the storyteller (facts.Stories).
type Stories = facts.Stories

// Catches are one Carnival player's counter-intelligence catches
// (facts.Catches).
type Catches = facts.Catches

// All returns the five kinds of game in the order of the home screen.
func All() []Kind {
	return []Kind{
		kind(keepwatch.Kind, keepwatch.MinPlayers, keepwatch.MaxPlayers, keepwatch.Start, keepwatch.Tell),
		kind(spyfall.Kind, spyfall.MinPlayers, spyfall.MaxPlayers, spyfall.Start, spyfall.Tell),
		kind(decrypto.Kind, decrypto.MinPlayers, decrypto.MaxPlayers, decrypto.Start, decrypto.Tell),
		kind(dixit.Kind, dixit.MinPlayers, dixit.MaxPlayers, dixit.Start, dixit.Tell),
		kind(carnival.Kind, carnival.MinPlayers, carnival.MaxPlayers, carnival.Start, carnival.Tell),
	}
}

// Lookup returns the kind of game a save names, and false for a kind this
// build does not referee.
func Lookup(name string) (Kind, bool) {
	for _, k := range All() {
		if k.Name == name {
			return k, true
		}
	}
	return Kind{}, false
}

// ranked is an engine that can say who played and how they ranked.
type ranked[A any] interface {
	games.Engine[A]
	Players() games.Seats
	Ranking() games.Ranking
	EndedEarly() bool
}

// kind is the kind of game name, for min to max players, whose engine
// start builds; tell, the game package's Tell, adds to its matches'
// Played what only that kind of game knows.
func kind[S, A any, E ranked[A]](name string, minPlayers, maxPlayers int, start func(S) (E, error), tell func(E, []A, *Played)) Kind {
	return Kind{
		Name: name, Min: minPlayers, Max: maxPlayers,
		Tell: func(h games.History) (Played, bool) {
			m, ok := h.(*games.Match[S, A, E])
			if !ok || m == nil {
				return Played{}, false
			}
			return played(m, tell), true
		},
		Replay: func(record []byte) (Played, error) {
			replays.Add(1)
			m, err := games.LoadMatch(start, record)
			if err != nil {
				return Played{}, err
			}
			return played(m, tell), nil
		},
	}
}

// played tells what the match holds: its engine's players, ranking and
// end, and what tell adds.
func played[S, A any, E ranked[A]](m *games.Match[S, A, E], tell func(E, []A, *Played)) Played {
	g := m.State()
	// The players are the engine's own: the Played outlives the match
	// in play, and its engine is not for a caller to change.
	p := Played{Players: slices.Clone(g.Players()), Ranking: g.Ranking(), Actions: m.Len(), Over: g.Over(), EndedEarly: g.EndedEarly()}
	tell(g, m.Log(), &p)
	return p
}

// replays counts the replays of saved matches since the process began.
var replays atomic.Int64

// Replays returns how many saved matches the kinds have replayed since the
// process began, for a test or a measure to see that a path replays none.
func Replays() int64 { return replays.Load() }
