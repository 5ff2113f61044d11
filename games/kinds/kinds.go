// Package kinds is the one list of the kinds of game the app referees, in
// the home screen's order: each engine's Kind, the player range its rules
// allow, and the replay of a saved match that the evenings need. The
// evening and the examples read it; screens/catalog pairs each kind with
// its screen, and a test there holds the two lists to each other. A sixth
// game adds one line here.
package kinds

import (
	"slices"
	"time"

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
	// Scores are the players' scores in seating order, the numbers the
	// game ranks them by: the cards won in Keep Watch, the points in
	// Spyfall, Dixit and Carnival. Decrypto's are nil: its teams score
	// tokens, not its players.
	Scores []int
	// SpyRounds are Spyfall's finished rounds in order, nil for the other
	// games.
	SpyRounds []SpyRound
	// Reactions are, in Keep Watch, each player's fastest reaction in
	// seating order: the shortest time from GO to their press in any
	// challenge of the log, a replayed challenge's too. A false start,
	// before GO, is no reaction; a press timed on a phone counts at its
	// measured time. A player who never pressed after GO has -1. Nil for
	// the other games.
	Reactions []time.Duration
}

// SpyRound is one finished round of Spyfall as the records need it.
type SpyRound struct {
	// Spies are the IDs of the round's spies.
	Spies []string `json:"spies"`
	// Won says the spies won the round.
	Won bool `json:"won,omitempty"`
}

// All returns the five kinds of game in the order of the home screen.
func All() []Kind {
	return []Kind{
		{Name: keepwatch.Kind, Min: keepwatch.MinPlayers, Max: keepwatch.MaxPlayers, Replay: replay[keepwatch.Setup, keepwatch.Action](keepwatch.Start, tellKeepWatch)},
		{Name: spyfall.Kind, Min: spyfall.MinPlayers, Max: spyfall.MaxPlayers, Replay: replay[spyfall.Setup, spyfall.Action](spyfall.Start, tellSpyfall)},
		{Name: decrypto.Kind, Min: decrypto.MinPlayers, Max: decrypto.MaxPlayers, Replay: replay[decrypto.Setup, decrypto.Action](decrypto.Start, nil)},
		{Name: dixit.Kind, Min: dixit.MinPlayers, Max: dixit.MaxPlayers, Replay: replay[dixit.Setup, dixit.Round](dixit.Start, scores[*dixit.Game, dixit.Round]((*dixit.Game).Scores))},
		{Name: carnival.Kind, Min: carnival.MinPlayers, Max: carnival.MaxPlayers, Replay: replay[carnival.Setup, carnival.Action](carnival.Start, scores[*carnival.Game, carnival.Action](carnivalScores))},
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

// carnivalScores returns each seat's Carnival score.
func carnivalScores(g *carnival.Game) []int {
	var out []int
	for _, l := range g.Ledgers() {
		out = append(out, l.Score)
	}
	return out
}

// scores returns the tell of a game whose players' scores are all it adds.
func scores[E, A any](of func(E) []int) func(E, []A, *Played) {
	return func(g E, _ []A, p *Played) { p.Scores = slices.Clone(of(g)) }
}

// tellKeepWatch adds Keep Watch's cards won and each player's fastest
// reaction.
func tellKeepWatch(g *keepwatch.Game, log []keepwatch.Action, p *Played) {
	p.Scores = g.Piles()
	p.Reactions = make([]time.Duration, len(p.Players))
	for i := range p.Reactions {
		p.Reactions[i] = -1
	}
	for _, a := range log {
		if a.Op != keepwatch.OpPresses {
			continue
		}
		for _, press := range a.Presses {
			i := p.Players.Index(press.Player)
			if i >= 0 && press.At >= 0 && (p.Reactions[i] < 0 || press.At < p.Reactions[i]) {
				p.Reactions[i] = press.At
			}
		}
	}
}

// tellSpyfall adds Spyfall's scores and its rounds' spies.
func tellSpyfall(g *spyfall.Game, _ []spyfall.Action, p *Played) {
	p.Scores = slices.Clone(g.Scores())
	for _, r := range g.Results() {
		sr := SpyRound{Won: r.SpiesWon}
		for _, seat := range r.Spies {
			sr.Spies = append(sr.Spies, p.Players[seat].ID)
		}
		p.SpyRounds = append(p.SpyRounds, sr)
	}
}

// replay is the Replay of the kind of game whose engine start builds; tell,
// when not nil, adds what only that kind of game knows.
func replay[S, A any, E ranked[A]](start func(S) (E, error), tell func(E, []A, *Played)) func([]byte) (Played, error) {
	return func(record []byte) (Played, error) {
		m, err := games.LoadMatch(start, record)
		if err != nil {
			return Played{}, err
		}
		g := m.State()
		p := Played{Players: g.Players(), Ranking: g.Ranking(), Actions: m.Len(), Over: g.Over(), EndedEarly: g.EndedEarly()}
		if tell != nil {
			tell(g, m.Log(), &p)
		}
		return p, nil
	}
}
