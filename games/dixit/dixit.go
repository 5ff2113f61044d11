// Package dixit referees Dixit: it scores each round from the storyteller's
// card, the cards the others put in and their votes, keeps the score track,
// passes the storyteller to the left and counts the deck down to the end.
package dixit

import (
	"slices"

	"tablecompanion/games"
)

// Kind names Dixit in save files and in the list of games.
const Kind = "dixit"

// The box and its rules.
const (
	// Deck is the number of cards in the box.
	Deck = 84
	// MinPlayers and MaxPlayers are the player counts the box allows.
	MinPlayers, MaxPlayers = 3, 6
	// Track is the number of cells of the score track; a rabbit past the
	// last cell goes round again.
	Track = 30
	// MaxTarget is the highest target score the setup accepts.
	MaxTarget = 200
)

// Setup is what the table decides before the first round.
type Setup struct {
	// Players are the players in seating order, clockwise.
	Players games.Seats `json:"players"`
	// First is the seat of the first storyteller.
	First int `json:"first"`
	// Target, when above zero, ends the game when a player reaches it
	// instead of when the deck runs out.
	Target int `json:"target,omitempty"`
}

// Round is one scored round, the game's only action: who told, which table
// card was theirs and, for every other player, the cards they put in and the
// card they voted for. Table cards are numbered 1..k from the left.
type Round struct {
	Storyteller string `json:"storyteller"`
	Card        int    `json:"card"`
	Plays       []Play `json:"plays"`
	// End, set alone, is the table ending the game here (EndHere); old
	// saves never have it.
	End bool `json:"end,omitempty"`
}

// Play is what one player other than the storyteller did in a round.
type Play struct {
	Player string `json:"player"`
	// Cards are the table cards the player put in: one, or two at three
	// players.
	Cards []int `json:"cards"`
	// Vote is the table card the player voted for.
	Vote int `json:"vote"`
}

// Reason says why a player scored in a round.
type Reason int

// The reasons a player scores.
const (
	// Told: the storyteller, when some but not all found the card.
	Told Reason = iota + 1
	// Found: a player who found the storyteller's card.
	Found
	// AllFound: everybody found the card; the storyteller scores nothing.
	AllFound
	// NoneFound: nobody found the card; the storyteller scores nothing.
	NoneFound
	// Votes: votes on a card the player put in.
	Votes
)

// Gain is part of a player's points in a round. Count is the number of votes
// for Votes and zero otherwise.
type Gain struct {
	Why    Reason
	Points int
	Count  int
}

// Scored is a round as the engine scored it.
type Scored struct {
	Round Round
	// Storyteller is the seat of the round's storyteller.
	Storyteller int
	// Points are each seat's points of the round.
	Points []int
	// Gains are each seat's points broken down by reason.
	Gains [][]Gain
	// Finders are the seats that found the storyteller's card.
	Finders []int
}

// Game is the state of a Dixit game.
type Game struct {
	setup       Setup
	scores      []int
	rounds      []Scored
	storyteller int
	deck        int
	over        bool
	// ended says the table ended the game before its end.
	ended bool
}

// Start checks a setup and deals: every player takes a full hand.
func Start(s Setup) (*Game, error) {
	n := len(s.Players)
	if n < MinPlayers || n > MaxPlayers {
		return nil, games.Refuse("dixit.setup.players", "Min", MinPlayers, "Max", MaxPlayers)
	}
	if s.First < 0 || s.First >= n {
		return nil, games.Refuse("dixit.setup.first")
	}
	if s.Target < 0 || s.Target > MaxTarget {
		return nil, games.Refuse("dixit.setup.target", "Max", MaxTarget)
	}
	return &Game{
		setup:       s,
		scores:      make([]int, n),
		storyteller: s.First,
		deck:        Deck - n*HandSize(n),
	}, nil
}

// Match is a game of Dixit with its history: its log is the rounds.
type Match = games.Match[Setup, Round, *Game]

// New starts a match from a setup.
func New(s Setup) (*Match, error) {
	return games.NewMatch(Start, s)
}

// Load rebuilds a match from its saved record.
func Load(data []byte) (*Match, error) {
	return games.LoadMatch(Start, data)
}

// HandSize is the number of cards in each hand: 6, or 7 at three players.
func HandSize(players int) int {
	if players == 3 {
		return 7
	}
	return 6
}

// TableCards is the number of cards on the table in a round: one per
// player, or five at three players, where the others put in two each.
func TableCards(players int) int {
	if players == 3 {
		return 5
	}
	return players
}

// CardsEach is the number of cards each player other than the storyteller
// puts in: one, or two at three players.
func CardsEach(players int) int {
	if players == 3 {
		return 2
	}
	return 1
}

// Setup returns the setup the game started from.
func (g *Game) Setup() Setup { return g.setup }

// Players returns the players in seating order.
func (g *Game) Players() games.Seats { return g.setup.Players }

// Scores returns each seat's total; callers must not change it.
func (g *Game) Scores() []int { return g.scores }

// Rounds returns the scored rounds in order; callers must not change them.
func (g *Game) Rounds() []Scored { return g.rounds }

// Storyteller returns the seat of the next round's storyteller.
func (g *Game) Storyteller() int { return g.storyteller }

// Deck returns the number of cards left in the draw pile.
func (g *Game) Deck() int { return g.deck }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.over }

// RoundsLeft returns how many rounds the deck still allows, counting the
// one about to be played: the game ends with the refill that takes the last
// card. With a target score the deck does not end the game and it is zero.
func (g *Game) RoundsLeft() int {
	if g.over || g.setup.Target > 0 {
		return 0
	}
	k := TableCards(len(g.setup.Players))
	return (g.deck + k - 1) / k
}

// Winners returns the seats with the most points; more than one is a
// shared win.
func (g *Game) Winners() []int {
	best := slices.Max(g.scores)
	var out []int
	for i, s := range g.scores {
		if s == best {
			out = append(out, i)
		}
	}
	return out
}

// Standings returns the seats from most to fewest points; tied seats keep
// their seating order.
func (g *Game) Standings() []int {
	order := g.setup.Players.From(0)
	slices.SortStableFunc(order, func(a, b int) int { return g.scores[b] - g.scores[a] })
	return order
}

// Apply scores a round, moves the storyteller to the left and refills the
// hands; a round the rules refuse changes nothing.
func (g *Game) Apply(r Round) error {
	if r.End {
		return g.endHere(r)
	}
	sc, err := g.Score(r)
	if err != nil {
		return err
	}
	for i, p := range sc.Points {
		g.scores[i] += p
	}
	g.rounds = append(g.rounds, sc)
	g.storyteller = g.setup.Players.Left(g.storyteller)
	g.refill()
	return nil
}

// refill deals the table's worth of cards back into the hands; taking the
// last card ends the game, unless a target score ends it instead.
func (g *Game) refill() {
	k := TableCards(len(g.setup.Players))
	if g.setup.Target > 0 {
		if slices.Max(g.scores) >= g.setup.Target {
			g.over = true
		}
		if g.deck < k {
			// The table shuffles the discards back in and plays on: every
			// card out of the hands is in the pile again.
			n := len(g.setup.Players)
			g.deck = Deck - n*HandSize(n)
		}
		g.deck -= k
		return
	}
	if g.deck <= k {
		g.deck = 0
		g.over = true
		return
	}
	g.deck -= k
}

// Ranking returns the seats ranked by points, a tie sharing its place: the
// final ranking once the game is over, the standings so far before.
func (g *Game) Ranking() games.Ranking {
	return games.RankBy(g.setup.Players, g.scores)
}
