// Package keepwatch referees Keep Watch («Начеку»): it keeps the stack and
// every player's pile, orders the presses of each challenge by reaction
// time, takes the referee's verdicts, hands out the penalty cards of a wrong
// call and names the winners. RightAnswers, the answer checker, tells the
// referee which symbols a player may call.
//
// The challenge card is the top card of the stack: Stack counts it, so the
// stack and the piles always hold all Cards between them.
package keepwatch

import (
	"slices"
	"time"

	"tablecompanion/games"
)

// Kind names Keep Watch in save files and in the list of games.
const Kind = "keepwatch"

// Cards is the number of cards in the box.
const Cards = 35

// MinPlayers and MaxPlayers bound the table: the box has six reference cards.
const (
	MinPlayers = 2
	MaxPlayers = 6
)

// Setup is how a game of Keep Watch starts. The zero values of the options
// are the house rules: false starters are locked out, and when nobody is
// right the Leader takes the card.
type Setup struct {
	// Players are seated clockwise: the next one is on the left.
	Players games.Seats `json:"players"`
	// Leader is the seat of the first Leader, the oldest player.
	Leader int `json:"leader"`
	// Less plays "Which is less?": call a rarest symbol.
	Less bool `json:"less,omitempty"`
	// Alternating lets the referee say for each challenge whether it asks
	// for more or less.
	Alternating bool `json:"alternating,omitempty"`
	// Neighbours plays "Myself and neighbours": count your card and your
	// neighbours' (the opponent's in a two-player game).
	Neighbours bool `json:"neighbours,omitempty"`
	// NoLockOut lets a false starter's press after GO still count.
	NoLockOut bool `json:"no_lock_out,omitempty"`
	// ReplayWhenNobodyRight leaves the card on the stack and replays the
	// challenge when nobody was right, instead of giving it to the Leader.
	ReplayWhenNobodyRight bool `json:"replay_when_nobody_right,omitempty"`
	// Listen is how long after GO a challenge takes presses; zero is
	// DefaultListen, and a later press is refused only when it is set.
	Listen time.Duration `json:"listen,omitempty"`
}

// Phase is where a game stands.
type Phase string

// The phases of a game.
const (
	// PhaseReady waits for the presses of the next challenge.
	PhaseReady Phase = "ready"
	// PhaseChecking waits for the referee: a verdict, or the order of a tie.
	PhaseChecking Phase = "checking"
	// PhaseOver is the end: the stack is empty.
	PhaseOver Phase = "over"
)

// Game is the state of a game of Keep Watch.
type Game struct {
	setup   Setup
	piles   []int
	stack   int
	leader  int
	current *Challenge
	last    *Challenge
	// ended says the table ended the game before the stack ran out.
	ended bool
	// history holds every seat's cards at the deal and after each
	// challenge, for the chart of the end.
	history [][]int
}

// Match is a game of Keep Watch with its history.
type Match = games.Match[Setup, Action, *Game]

// Start deals the game: every player but the Leader takes a card, then the
// Leader takes the top card, which reveals the first challenge.
func Start(s Setup) (*Game, error) {
	if err := s.check(); err != nil {
		return nil, err
	}
	s.Players = slices.Clone(s.Players)
	g := &Game{setup: s, piles: make([]int, len(s.Players)), stack: Cards, leader: s.Leader}
	for seat := range g.piles {
		g.piles[seat] = 1
		g.stack--
	}
	g.history = [][]int{slices.Clone(g.piles)}
	return g, nil
}

// New starts a match from the setup.
func New(s Setup) (*Match, error) {
	return games.NewMatch(Start, s)
}

// Load rebuilds a match from its saved record.
func Load(data []byte) (*Match, error) {
	return games.LoadMatch(Start, data)
}

func (s Setup) check() error {
	n := len(s.Players)
	if n < MinPlayers {
		return games.Refuse("keepwatch.setup.too_few", "Count", MinPlayers)
	}
	if n > MaxPlayers {
		return games.Refuse("keepwatch.setup.too_many", "Count", MaxPlayers)
	}
	seen := make(map[string]bool, n)
	for _, p := range s.Players {
		if p.ID == "" {
			return games.Refuse("keepwatch.setup.player_without_id", "Player", p.Name)
		}
		if seen[p.ID] {
			return games.Refuse("keepwatch.setup.player_twice", "Player", p.Name)
		}
		seen[p.ID] = true
	}
	if s.Leader < 0 || s.Leader >= n {
		return games.Refuse("keepwatch.setup.leader_unknown")
	}
	if s.Less && s.Alternating {
		return games.Refuse("keepwatch.setup.less_and_alternating")
	}
	return s.checkListen()
}

// Players returns the players in seating order; callers must not change it.
func (g *Game) Players() games.Seats {
	return g.setup.Players
}

// Stack returns the number of cards in the stack, the face-up challenge
// card on top included.
func (g *Game) Stack() int {
	return g.stack
}

// Pile returns the number of cards the player at the seat holds.
func (g *Game) Pile(seat int) int {
	return g.piles[seat]
}

// Piles returns every player's number of cards, by seat.
func (g *Game) Piles() []int {
	return slices.Clone(g.piles)
}

// Leader returns the seat of the Leader.
func (g *Game) Leader() int {
	return g.leader
}

// Challenges returns how many challenges the game has: one per card left in
// the stack after the deal, 35 − n.
func (g *Game) Challenges() int {
	return Cards - len(g.piles)
}

// Played returns how many challenges have ended with their card taken; a
// replayed challenge does not count.
func (g *Game) Played() int {
	return g.Challenges() - g.stack
}

// Left returns how many challenges are still to play.
func (g *Game) Left() int {
	return g.stack
}

// Over reports whether the stack is empty, which ends the game, or the
// table ended it here.
func (g *Game) Over() bool {
	return g.stack == 0 || g.ended
}

// Phase returns where the game stands.
func (g *Game) Phase() Phase {
	switch {
	case g.Over():
		return PhaseOver
	case g.current != nil:
		return PhaseChecking
	}
	return PhaseReady
}

// Winners returns the seats of the players with the most cards, in seating
// order: the winners once the game is over, a shared win when there are
// several.
func (g *Game) Winners() []int {
	most := slices.Max(g.piles)
	var seats []int
	for seat, n := range g.piles {
		if n == most {
			seats = append(seats, seat)
		}
	}
	return seats
}

// FixedCondition returns the condition every challenge is played with, and
// false in the Alternating variant, where the referee sets it each time.
func (g *Game) FixedCondition() (Condition, bool) {
	switch {
	case g.setup.Alternating:
		return "", false
	case g.setup.Less:
		return Less, true
	}
	return More, true
}

// Neighbours returns the seats whose cards the player at the seat counts
// besides their own in "Myself and neighbours": left and right, or the
// opponent in a two-player game.
func (g *Game) Neighbours(seat int) []int {
	s := g.setup.Players
	if len(s) == 2 {
		return []int{s.Left(seat)}
	}
	return []int{s.Left(seat), s.Right(seat)}
}

// Current returns the challenge being checked, and false when the game waits
// for the presses of the next one.
func (g *Game) Current() (Challenge, bool) {
	if g.current == nil {
		return Challenge{}, false
	}
	return g.current.clone(), true
}

// Last returns the challenge that ended last, and false before the first
// one ends.
func (g *Game) Last() (Challenge, bool) {
	if g.last == nil {
		return Challenge{}, false
	}
	return g.last.clone(), true
}

func (g *Game) name(seat int) string {
	return g.setup.Players[seat].Name
}

// nameOf returns the name of the player with the ID, or the ID itself when
// nobody at the table has it.
func (g *Game) nameOf(id string) string {
	if seat := g.setup.Players.Index(id); seat >= 0 {
		return g.name(seat)
	}
	return id
}

// Ranking returns the players ranked by the cards they won, a tie sharing
// its place, as Winners decides the winners: the final ranking once the
// game is over, the standings so far before.
func (g *Game) Ranking() games.Ranking {
	return games.RankBy(g.setup.Players, g.piles)
}
