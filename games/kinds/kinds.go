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
	// challenge of the log, a replayed challenge's too, of the presses the
	// referee judged right. A wrong call and a press never checked set no
	// record; a false start, before GO, is no reaction; a press timed on a
	// phone counts at its measured time. A player with no right call after
	// GO has -1. Nil for the other games.
	Reactions []time.Duration
	// ReactionMs are, in Keep Watch, every reaction of each player in
	// seating order, in whole milliseconds (rounded to the nearest) and in
	// the order of the log: what Reactions counts, every press after GO in
	// every challenge, not only the fastest. A player who never pressed
	// after GO has none. Nil for the other games.
	ReactionMs [][]int
	// Sides are, in Decrypto, the two teams, or the team and the Hacker,
	// with the interceptions each made: the codes of the other side it
	// guessed right. Nil for the other games.
	Sides []Side
	// Stories are, in Dixit, each player's turns as the storyteller in
	// seating order, and those the storyteller scored in. Nil for the other
	// games.
	Stories []Stories
	// Catches are, in Carnival, each player's counter-intelligence
	// catches in seating order, right and wrong, as the ledger counts the
	// cards laid out and boxed. Nil for the other games.
	Catches []Catches
}

// SpyRound is one finished round of Spyfall as the records need it.
type SpyRound struct {
	// Spies are the IDs of the round's spies.
	Spies []string `json:"spies"`
	// Won says the spies won the round.
	Won bool `json:"won,omitempty"`
	// CaughtBy is the ID of the player whose early accusation opened the
	// vote that convicted a spy and ended the round, and CaughtAt the
	// round clock's time when they accused: the clock stands still while
	// the table votes, so it is also the time of the catch. The log times
	// the accusation, not the vote, and only when the screen measured it:
	// a round that ended otherwise (a spy's stop, the votes when time is
	// up, an innocent convicted) or whose accusation carries no time has
	// neither.
	CaughtBy string        `json:"caught_by,omitempty"`
	CaughtAt time.Duration `json:"caught_at,omitempty"`
}

// Side is one side of a Decrypto game: a team, or the Hacker alone.
type Side struct {
	// Players are the IDs of the side's players.
	Players []string `json:"players"`
	// Interceptions is the number of the other side's codes the side
	// guessed right: its interception tokens in a game of two teams, and
	// the Hacker's right guesses (not the tokens its opponents' wrong
	// decodes gave) in the Hacker mode.
	Interceptions int `json:"interceptions,omitempty"`
}

// Stories are one Dixit player's turns as the storyteller.
type Stories struct {
	// Told is the number of the player's rounds as the storyteller.
	Told int `json:"told,omitempty"`
	// Scored is the number of those in which the storyteller scored: some
	// of the other players found the card, but not all of them.
	Scored int `json:"scored,omitempty"`
}

// Catches are one Carnival player's counter-intelligence catches.
type Catches struct {
	// Right is the number of right catches, each a card laid out and two
	// agent cards won.
	Right int `json:"right,omitempty"`
	// Wrong is the number of wrong catches, each a card lost to the box.
	Wrong int `json:"wrong,omitempty"`
}

// All returns the five kinds of game in the order of the home screen.
func All() []Kind {
	return []Kind{
		{Name: keepwatch.Kind, Min: keepwatch.MinPlayers, Max: keepwatch.MaxPlayers, Replay: replay[keepwatch.Setup, keepwatch.Action](keepwatch.Start, tellKeepWatch)},
		{Name: spyfall.Kind, Min: spyfall.MinPlayers, Max: spyfall.MaxPlayers, Replay: replay[spyfall.Setup, spyfall.Action](spyfall.Start, tellSpyfall)},
		{Name: decrypto.Kind, Min: decrypto.MinPlayers, Max: decrypto.MaxPlayers, Replay: replay[decrypto.Setup, decrypto.Action](decrypto.Start, tellDecrypto)},
		{Name: dixit.Kind, Min: dixit.MinPlayers, Max: dixit.MaxPlayers, Replay: replay[dixit.Setup, dixit.Round](dixit.Start, tellDixit)},
		{Name: carnival.Kind, Min: carnival.MinPlayers, Max: carnival.MaxPlayers, Replay: replay[carnival.Setup, carnival.Action](carnival.Start, tellCarnival)},
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

// tellCarnival adds Carnival's scores and each player's catches, from
// the ledgers.
func tellCarnival(g *carnival.Game, _ []carnival.Action, p *Played) {
	for _, l := range g.Ledgers() {
		p.Scores = append(p.Scores, l.Score)
		p.Catches = append(p.Catches, Catches{Right: l.Counters.LaidOut, Wrong: l.Counters.Boxed})
	}
}

// tellDixit adds Dixit's scores and each player's turns as the
// storyteller: a storyteller scores unless all or none of the others found
// the card.
func tellDixit(g *dixit.Game, _ []dixit.Round, p *Played) {
	p.Scores = slices.Clone(g.Scores())
	p.Stories = make([]Stories, len(p.Players))
	voters := len(p.Players) - 1
	for _, r := range g.Rounds() {
		st := &p.Stories[r.Storyteller]
		st.Told++
		if len(r.Finders) > 0 && len(r.Finders) < voters {
			st.Scored++
		}
	}
}

// tellDecrypto adds Decrypto's sides and their interceptions. In the Hacker
// mode the team cannot intercept, and the Hacker's right guesses are
// counted from the clue sheet, since the Hacker's tokens count the team's
// miscommunications too.
func tellDecrypto(g *decrypto.Game, _ []decrypto.Action, p *Played) {
	for _, t := range g.Teams() {
		side := Side{Interceptions: t.Interceptions}
		for _, pl := range t.Players {
			side.Players = append(side.Players, pl.ID)
		}
		p.Sides = append(p.Sides, side)
	}
	if !g.HackerMode() {
		return
	}
	hacker := Side{Players: []string{g.Hacker().ID}}
	for _, r := range g.Rounds() {
		for _, t := range r.Turns {
			if t.Intercepted {
				hacker.Interceptions++
			}
		}
	}
	p.Sides = append(p.Sides, hacker)
}

// tellKeepWatch adds Keep Watch's cards won and each player's reactions:
// the fastest of the right calls, and every one in milliseconds.
func tellKeepWatch(g *keepwatch.Game, log []keepwatch.Action, p *Played) {
	p.Scores = g.Piles()
	p.Reactions = make([]time.Duration, len(p.Players))
	p.ReactionMs = make([][]int, len(p.Players))
	for i := range p.Reactions {
		p.Reactions[i] = -1
	}
	pressed := make([]time.Duration, len(p.Players)) // the challenge's press after GO of each seat, -1 for none
	for _, a := range log {
		switch a.Op {
		case keepwatch.OpRight:
			if i := p.Players.Index(a.Player); i >= 0 && pressed[i] >= 0 && (p.Reactions[i] < 0 || pressed[i] < p.Reactions[i]) {
				p.Reactions[i] = pressed[i]
			}
		case keepwatch.OpPresses:
			for i := range pressed {
				pressed[i] = -1
			}
			for _, press := range a.Presses {
				i := p.Players.Index(press.Player)
				if i < 0 || press.At < 0 {
					continue
				}
				if pressed[i] < 0 {
					pressed[i] = press.At
				}
				p.ReactionMs[i] = append(p.ReactionMs[i], int(press.At.Round(time.Millisecond)/time.Millisecond))
			}
		}
	}
}

// tellSpyfall adds Spyfall's scores and its rounds' spies and catches. The
// rounds are dealt in the order they finish, so the log's n-th deal begins
// the n-th result; a round the table ended early has a deal and no result.
func tellSpyfall(g *spyfall.Game, log []spyfall.Action, p *Played) {
	p.Scores = slices.Clone(g.Scores())
	var accusations []spyfall.Action // the last accusation of each dealt round
	for _, a := range log {
		switch a.Op {
		case spyfall.OpDeal:
			accusations = append(accusations, spyfall.Action{})
		case spyfall.OpAccuse:
			if len(accusations) > 0 {
				accusations[len(accusations)-1] = a
			}
		}
	}
	for n, r := range g.Results() {
		sr := SpyRound{Won: r.SpiesWon}
		for _, seat := range r.Spies {
			sr.Spies = append(sr.Spies, p.Players[seat].ID)
		}
		if n < len(accusations) && r.End == spyfall.EndEarlyVote && r.IsSpy(r.Convicted) {
			// The round ended on the vote its last accusation opened.
			if a := accusations[n]; a.Target == p.Players[r.Convicted].ID && a.Elapsed > 0 {
				sr.CaughtBy, sr.CaughtAt = a.Player, a.Elapsed
			}
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
