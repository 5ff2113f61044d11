// Package facts is the one shape of what a finished or running match tells
// of itself, from the engine to the records: who played, how they ranked,
// and the facts only its referee knows. Each game's package tells its own
// from its engine and log (its Tell), games/kinds lists those, the
// evenings keep what they tell (games/evening) and the records count it
// (games/records).
package facts

import (
	"time"

	"tablecompanion/games"
)

// Played is what a match tells of itself: who played, how they ranked,
// and the facts only its referee knows. The evenings keep it as it is, in
// each finished game's record (evening.Game), under the JSON names below.
type Played struct {
	// Actions is the number of actions in the log: its rounds in Dixit,
	// its steps in the other games.
	Actions int `json:"actions"`
	// Players are the game's players in seating order, with their names
	// and colours at the time.
	Players games.Seats `json:"players"`
	// Ranking is how they placed, as far as the game has gone, ties kept
	// as ties.
	Ranking games.Ranking `json:"ranking"`
	// Over reports whether the game has ended. The evenings do not write
	// it: every game they hold is over.
	Over bool `json:"-"`
	// EndedEarly reports that the table ended the game before its rules
	// did ("End here"); such a game counts as any finished game.
	EndedEarly bool `json:"ended_early,omitempty"`
	// Scores are the players' scores in seating order, the numbers the
	// game ranks them by: the cards won in Keep Watch, the points in
	// Spyfall, Dixit and Carnival. Decrypto's are nil: its teams score
	// tokens, not its players.
	Scores []int `json:"scores,omitempty"`
	// SpyRounds are Spyfall's finished rounds in order, nil for the other
	// games.
	SpyRounds []SpyRound `json:"spy_rounds,omitempty"`
	// Reactions are, in Keep Watch, each player's fastest reaction in
	// seating order: the shortest time from GO to their press in any
	// challenge of the log, a replayed challenge's too, of the presses the
	// referee judged right. A wrong call and a press never checked set no
	// record; a false start, before GO, is no reaction; a press timed on a
	// phone counts at its measured time. A player with no right call after
	// GO has -1. Nil for the other games.
	Reactions []time.Duration `json:"reactions,omitempty"`
	// ReactionMs are, in Keep Watch, every reaction of each player in
	// seating order, in whole milliseconds (rounded to the nearest) and in
	// the order of the log: what Reactions counts, every press after GO in
	// every challenge, not only the fastest. A player who never pressed
	// after GO has none. Nil for the other games.
	ReactionMs [][]int `json:"reaction_ms,omitempty"`
	// Sides are, in Decrypto, the two teams, or the team and the Hacker,
	// with the interceptions each made: the codes of the other side it
	// guessed right. Nil for the other games.
	Sides []Side `json:"sides,omitempty"`
	// Stories are, in Dixit, each player's turns as the storyteller in
	// seating order, and those the storyteller scored in. Nil for the other
	// games.
	Stories []Stories `json:"stories,omitempty"`
	// Catches are, in Carnival, each player's counter-intelligence
	// catches in seating order, right and wrong, as the ledger counts the
	// cards laid out and boxed. Nil for the other games.
	Catches []Catches `json:"catches,omitempty"`
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
