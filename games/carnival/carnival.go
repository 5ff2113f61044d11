// Package carnival referees Carnival («Мигцем», Wink): each turn a spy may
// name the partner who winked for the number under their token, then calls a
// new number from the crowd; anyone may spend a counter-intelligence card to
// catch a pair at any time. The table shuffles and deals the cards; the
// engine learns a hand card only when the table reveals it, keeps every card's
// place, the tokens, the counter-intelligence cards, the end and the ranking.
package carnival

import (
	"slices"

	"tablecompanion/games"
)

// Kind names Carnival in save files and in the list of games.
const Kind = "carnival"

// The box and its rules.
const (
	// MinPlayers and MaxPlayers are the player counts the box allows.
	MinPlayers, MaxPlayers = 4, 8
	// Deck is the highest number on an agent card; each of the two decks
	// holds one card of every number 1..Deck.
	Deck = 36
	// CounterCards is the counter-intelligence cards each player starts with.
	CounterCards = 4
	// BanPlayers is the player count at which a wrong catch on a number bars
	// further catches on it for the rest of its round.
	BanPlayers = 4
)

// SpyColors are the eight spy colours; each player takes a different one.
var SpyColors = []string{"red", "blue", "green", "yellow", "purple", "orange", "teal", "pink"}

// The operations an Action can carry.
const (
	// OpConnect: Player, whose turn it is, names Named as the partner for
	// Number, the number under their token. Right says the table confirmed
	// it; when it is wrong, Holder is the real partner, who lays the card
	// face down.
	OpConnect = "connect"
	// OpCall: Player, whose turn it is, moves their token to Number and the
	// turn passes to the left.
	OpCall = "call"
	// OpCatch: Player spends a counter-intelligence card naming Named as the
	// holder of Number, a number under someone's token; Right says the table
	// confirmed it.
	OpCatch = "catch"
	// OpPass: Player, whose turn it is, cannot call because every free card
	// of the crowd is in their hand; their token leaves the crowd and the
	// turn passes to the left.
	OpPass = "pass"
)

// Setup is a game of Carnival as the table starts it.
type Setup struct {
	// Players are the players in seating order, clockwise, each with a
	// different colour of SpyColors.
	Players games.Seats `json:"players"`
	// First is the seat of the first player: whoever last went to a
	// carnival, or one the table draws.
	First int `json:"first"`
}

// Action is one thing that happens at the table; Op says which, and the
// fields it uses are listed with the Op constants. Players are named by ID.
type Action struct {
	Op     string `json:"op"`
	Player string `json:"player"`
	Named  string `json:"named,omitempty"`
	Number int    `json:"number,omitempty"`
	Right  bool   `json:"right,omitempty"`
	Holder string `json:"holder,omitempty"`
}

// Place is where one agent card is.
type Place int

// The places of an agent card. A crowd card is InCrowd, Flipped or in a
// FaceUp pile; a hand card is InHand, in a FaceUp or in a FaceDown pile.
const (
	InCrowd  Place = iota + 1 // face up in the crowd, free to call
	Flipped                   // turned over in the crowd; nobody may call it
	InHand                    // in some player's hand, not yet revealed
	FaceUp                    // in Owner's face-up pile, a point each
	FaceDown                  // in Owner's face-down pile, the second tie-break
	Box                       // not used at this player count
)

// Card is the place of one agent card; Owner is the seat of the pile's
// owner for FaceUp and FaceDown and -1 otherwise.
type Card struct {
	Place Place
	Owner int
}

// Game is the state of a game of Carnival.
type Game struct {
	seats games.Seats
	// crowd and hand are the two decks by number; index 0 is unused.
	crowd, hand []Card
	handCount   []int
	counters    []Counters
	// tokens holds the number under each seat's token, or 0.
	tokens []int
	turn   int
	// connected says the player in turn has tried a connection.
	connected bool
	// notHolders lists, by number, the seats known not to hold its hand
	// card: its callers and those named in wrong catches.
	notHolders [][]int
	// banned marks, at four players, the numbers with a wrong catch in
	// their current round.
	banned []bool
	end    End
	// turns counts the turns taken; rounds holds every seat's score at
	// the start and after each round, for the chart of the end.
	turns  int
	rounds [][]int
}

// Counters are one player's counter-intelligence cards.
type Counters struct {
	// InHand score a point each at the end.
	InHand int
	// LaidOut were spent on right catches: the first tie-break.
	LaidOut int
	// Boxed were spent on wrong catches.
	Boxed int
}

// Match is a game of Carnival with its history.
type Match = games.Match[Setup, Action, *Game]

// New starts a match from a setup, or refuses the setup.
func New(s Setup) (*Match, error) {
	return games.NewMatch(Start, s)
}

// Load rebuilds a match from its saved record.
func Load(data []byte) (*Match, error) {
	return games.LoadMatch(Start, data)
}

// Numbers returns the highest number in play: 36 at four or six players,
// 35 at five or seven, 32 at eight.
func Numbers(players int) int {
	switch players {
	case 5, 7:
		return 35
	case 8:
		return 32
	}
	return Deck
}

// HandSize returns the cards each player is dealt: the hand deck shared
// evenly, 9, 7, 6, 5 or 4.
func HandSize(players int) int {
	return Numbers(players) / players
}

// Start checks the setup and lays out the crowd: every number in play face
// up in the crowd and dealt into the hands, the rest in the box.
func Start(s Setup) (*Game, error) {
	if err := checkSetup(s); err != nil {
		return nil, err
	}
	n := len(s.Players)
	g := &Game{
		seats:      slices.Clone(s.Players),
		crowd:      make([]Card, Deck+1),
		hand:       make([]Card, Deck+1),
		handCount:  make([]int, n),
		counters:   make([]Counters, n),
		tokens:     make([]int, n),
		turn:       s.First,
		notHolders: make([][]int, Deck+1),
		banned:     make([]bool, Deck+1),
	}
	for k := 1; k <= Deck; k++ {
		g.crowd[k], g.hand[k] = Card{Place: InCrowd, Owner: -1}, Card{Place: InHand, Owner: -1}
		if k > Numbers(n) {
			g.crowd[k], g.hand[k] = Card{Place: Box, Owner: -1}, Card{Place: Box, Owner: -1}
		}
	}
	for i := range n {
		g.handCount[i] = HandSize(n)
		g.counters[i] = Counters{InHand: CounterCards}
	}
	g.rounds = [][]int{g.scores()}
	return g, nil
}

func checkSetup(s Setup) error {
	n := len(s.Players)
	if n < MinPlayers || n > MaxPlayers {
		return games.Refuse("carnival.setup.players", "Min", MinPlayers, "Max", MaxPlayers)
	}
	if s.First < 0 || s.First >= n {
		return games.Refuse("carnival.setup.first")
	}
	for i, p := range s.Players {
		if p.ID == "" || s.Players.Index(p.ID) != i {
			return games.Refuse("carnival.setup.player_twice", "Player", p.Name)
		}
		if !slices.Contains(SpyColors, p.Color) {
			return games.Refuse("carnival.setup.color", "Player", p.Name)
		}
		if slices.IndexFunc(s.Players, func(q games.Player) bool { return q.Color == p.Color }) != i {
			return games.Refuse("carnival.setup.color_twice", "Player", p.Name)
		}
	}
	return nil
}

// Players returns the players in seating order.
func (g *Game) Players() games.Seats { return g.seats }

// Turn returns the seat of the player whose turn it is.
func (g *Game) Turn() int { return g.turn }

// Token returns the number under the seat's token, or 0 when the token is
// not in the crowd.
func (g *Game) Token(seat int) int { return g.tokens[seat] }

// CanConnect reports whether the player in turn may still name a partner:
// they have not tried this turn and their token stands on a card still in
// the crowd.
func (g *Game) CanConnect() bool {
	t := g.tokens[g.turn]
	return !g.Over() && !g.connected && t > 0 && g.crowd[t].Place == InCrowd
}

// CrowdCard returns the place of the crowd card of a number.
func (g *Game) CrowdCard(number int) Card { return g.crowd[number] }

// HandCard returns the place of the hand card of a number.
func (g *Game) HandCard(number int) Card { return g.hand[number] }

// HandCount returns how many agent cards the seat still holds.
func (g *Game) HandCount(seat int) int { return g.handCount[seat] }

// CounterCards returns the seat's counter-intelligence cards.
func (g *Game) CounterCards(seat int) Counters { return g.counters[seat] }

// Banned reports whether, at four players, a wrong catch on the number bars
// further catches on it until its caller's next turn.
func (g *Game) Banned(number int) bool { return g.banned[number] }

// KnownNotHolder reports whether the table knows the seat does not hold the
// hand card of the number: the seat called it, or a catch naming it failed.
func (g *Game) KnownNotHolder(seat, number int) bool {
	return slices.Contains(g.notHolders[number], seat)
}

// tokenOn returns the seat whose token stands on the number, or -1.
func (g *Game) tokenOn(number int) int {
	return slices.Index(g.tokens, number)
}
