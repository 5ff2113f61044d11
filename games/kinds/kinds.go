// Package kinds is the one list of the kinds of game the app referees, in
// the home screen's order: each engine's Kind, the player range its rules
// allow, and what a match tells of itself, its players, ranking and facts,
// for the evenings and the records. A kind tells it from the match in hand
// (Tell), and only where no match is live, as in an import or a file read
// at start, from a replay of its saved record (Replay); both read the
// engine through the same function, so they tell the same. The evening
// and the examples read it; screens/catalog pairs each kind with its
// screen, and a test there holds the two lists to each other. A sixth
// game adds one line here.
package kinds

import (
	"slices"
	"sync/atomic"
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

// Played is what a match tells of itself: who played, how they ranked,
// and the facts only its referee knows.
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
		kind(keepwatch.Kind, keepwatch.MinPlayers, keepwatch.MaxPlayers, keepwatch.Start, tellKeepWatch),
		kind(spyfall.Kind, spyfall.MinPlayers, spyfall.MaxPlayers, spyfall.Start, tellSpyfall),
		kind(decrypto.Kind, decrypto.MinPlayers, decrypto.MaxPlayers, decrypto.Start, tellDecrypto),
		kind(dixit.Kind, dixit.MinPlayers, dixit.MaxPlayers, dixit.Start, tellDixit),
		kind(carnival.Kind, carnival.MinPlayers, carnival.MaxPlayers, carnival.Start, tellCarnival),
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

// kind is the kind of game name, for min to max players, whose engine
// start builds; tell adds to its matches' Played what only that kind of
// game knows.
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
