// Package kinds is the one list of the kinds of game the app referees, in
// the home screen's order: each engine's Kind, the player range its rules
// allow, and the replay of a saved match that the evenings need. The
// evening and the examples read it; screens/catalog pairs each kind with
// its screen, and a test there holds the two lists to each other. A sixth
// game adds one line here.
package kinds

import (
	"tablecompanion/games"
	"tablecompanion/games/carnival"
	"tablecompanion/games/decrypto"
	"tablecompanion/games/dixit"
	"tablecompanion/games/keepwatch"
	"tablecompanion/games/spyfall"
)

// Kind is one kind of game.
type Kind struct {
	// Name is the engine's Kind, as save files name the game.
	Name string
	// Min and Max are the player counts the rules allow.
	Min, Max int
	// Replay rebuilds a saved match from its record and tells what it
	// holds; a record the engine cannot replay returns the engine's error.
	Replay func(record []byte) (Played, error)
}

// Played is what the replay of a saved match tells.
type Played struct {
	// Players are the game's players in seating order.
	Players games.Seats
	// Ranking is how they placed, as far as the game has gone.
	Ranking games.Ranking
	// Actions is the number of actions in the log.
	Actions int
	// Over reports whether the game has ended.
	Over bool
	// EndedEarly reports that the table ended the game before its rules
	// did ("End here").
	EndedEarly bool
}

// All returns the five kinds of game in the order of the home screen.
func All() []Kind {
	return []Kind{
		{Name: keepwatch.Kind, Min: keepwatch.MinPlayers, Max: keepwatch.MaxPlayers, Replay: replay[keepwatch.Setup, keepwatch.Action](keepwatch.Start)},
		{Name: spyfall.Kind, Min: spyfall.MinPlayers, Max: spyfall.MaxPlayers, Replay: replay[spyfall.Setup, spyfall.Action](spyfall.Start)},
		{Name: decrypto.Kind, Min: decrypto.MinPlayers, Max: decrypto.MaxPlayers, Replay: replay[decrypto.Setup, decrypto.Action](decrypto.Start)},
		{Name: dixit.Kind, Min: dixit.MinPlayers, Max: dixit.MaxPlayers, Replay: replay[dixit.Setup, dixit.Round](dixit.Start)},
		{Name: carnival.Kind, Min: carnival.MinPlayers, Max: carnival.MaxPlayers, Replay: replay[carnival.Setup, carnival.Action](carnival.Start)},
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

// replay is the Replay of the kind of game whose engine start builds.
func replay[S, A any, E ranked[A]](start func(S) (E, error)) func([]byte) (Played, error) {
	return func(record []byte) (Played, error) {
		m, err := games.LoadMatch(start, record)
		if err != nil {
			return Played{}, err
		}
		g := m.State()
		return Played{Players: g.Players(), Ranking: g.Ranking(), Actions: m.Len(), Over: g.Over(), EndedEarly: g.EndedEarly()}, nil
	}
}
