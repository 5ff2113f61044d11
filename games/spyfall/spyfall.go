// Package spyfall referees Spyfall 2: the rounds, the early accusations and
// their votes, the spies' stops, the vote when time is up, the score and the
// locations still in play.
//
// The round's secret, its location and its spies, comes in the deal action:
// the screen draws it (Game.Draw) or the table enters it, and the log keeps
// it, so a replay deals the same round.
//
// Time is data, never read here. The screen runs the shared games.Timer for
// the round: it starts it on the deal, pauses it while ClockRunning is false
// (a vote or a stop is under way) and resumes it when the clock runs again,
// and sends OpTimeUp when the deadline passes. Accusations and stops may
// carry Elapsed, the round time the screen's timer had used, so that a
// loaded or undone game tells the screen how much time was left (Elapsed,
// Remaining); the engine only checks that it never runs backwards nor past
// the round's length.
package spyfall

import (
	"time"

	"tablecompanion/games"
)

// Kind names Spyfall 2 in save files and in the list of games.
const Kind = "spyfall"

// Limits and defaults of the game.
const (
	MinPlayers, MaxPlayers = 3, 12
	// DefaultRounds is the number of rounds the book recommends.
	DefaultRounds = 5
	// ReshuffleAfter is the number of rounds after which the table may put
	// the played locations back.
	ReshuffleAfter = 8
	// MinLocations is the fewest locations a table may play with.
	MinLocations = 2
)

// The operations an Action can carry.
const (
	OpDeal      = "deal"      // Location, Spies, Roles: the round's secret
	OpAccuse    = "accuse"    // Player accuses Target; Elapsed
	OpVote      = "vote"      // Player votes Yes or not on the open vote
	OpAnnounce  = "announce"  // Player, a spy, stops the game; Elapsed
	OpStop      = "stop"      // Player, the spy who stopped the game, then the other, names Location
	OpTimeUp    = "time_up"   // the round's timer ran out
	OpReshuffle = "reshuffle" // the played locations go back into play
)

// Action is one step at the table; Op says which, and the fields it uses are
// listed with the Op constants. Players are named by their IDs.
type Action struct {
	Op       string        `json:"op"`
	Player   string        `json:"player,omitempty"`
	Target   string        `json:"target,omitempty"`
	Location string        `json:"location,omitempty"`
	Spies    []string      `json:"spies,omitempty"`
	Yes      bool          `json:"yes,omitempty"`
	Elapsed  time.Duration `json:"elapsed,omitempty"`
	// Roles are, by seat, each player's role at the location when the
	// table plays with roles, "" for a spy.
	Roles []string `json:"roles,omitempty"`
}

// Phase is what the game waits for.
type Phase string

// The phases of a match.
const (
	PhaseDeal        Phase = "deal"         // the dealer deals the next round
	PhaseTalk        Phase = "talk"         // questions, the clock runs
	PhaseVote        Phase = "vote"         // an early accusation's vote, the clock is paused
	PhaseGuess       Phase = "guess"        // a spy stopped the game and must name a location
	PhaseSecondGuess Phase = "second_guess" // the other spy must name a location
	PhaseEndVote     Phase = "end_vote"     // time is up: votes on each player in turn
	PhaseOver        Phase = "over"         // the agreed rounds are played
)

// Match is a game of Spyfall 2 with its history.
type Match = games.Match[Setup, Action, *Game]

// New starts a match from a setup, or refuses the setup.
func New(s Setup) (*Match, error) {
	return games.NewMatch(Start, s)
}

// Load rebuilds a match from its saved record.
func Load(data []byte) (*Match, error) {
	return games.LoadMatch(Start, data)
}

// Game is the state of a game of Spyfall 2.
type Game struct {
	players   games.Seats
	spies     int
	rounds    int
	length    time.Duration
	known     bool
	roles     bool
	first     int
	locations []Location
	played    []bool
	scores    []int
	results   []Result
	phase     Phase
	round     *round
}

// round is the round in play.
type round struct {
	location     int
	spies        []int
	roles        []string
	accused      []bool
	firstAccuser []int
	vote         *Vote
	suspect      int
	stopper      int
	guesses      []Guess
	elapsed      time.Duration
}

// Start checks the setup and waits for the first deal.
func Start(s Setup) (*Game, error) {
	if err := checkSetup(s); err != nil {
		return nil, err
	}
	n := len(s.Players)
	g := &Game{
		players: append(games.Seats(nil), s.Players...),
		spies:   s.Spies,
		rounds:  s.Rounds,
		length:  s.RoundLength,
		known:   s.KnownSpies,
		roles:   s.Roles,
		first:   s.FirstDealer,
		scores:  make([]int, n),
		phase:   PhaseDeal,
	}
	if g.spies == 0 {
		g.spies = RecommendedSpies(n)
	}
	if g.rounds == 0 {
		g.rounds = DefaultRounds
	}
	if g.length == 0 {
		g.length = DefaultRoundLength(n)
	}
	g.locations = s.locations()
	g.played = make([]bool, len(g.locations))
	return g, nil
}

// Apply checks an action against the rules and applies it; a refused action
// changes nothing.
func (g *Game) Apply(a Action) error {
	if g.phase == PhaseOver {
		return g.refuseOver()
	}
	switch a.Op {
	case OpEnd:
		return g.endHere()
	case OpDeal:
		return g.deal(a)
	case OpAccuse:
		return g.accuse(a)
	case OpVote:
		return g.castVote(a)
	case OpAnnounce:
		return g.announce(a)
	case OpStop:
		return g.stop(a)
	case OpTimeUp:
		return g.timeUp()
	case OpReshuffle:
		return g.reshuffle()
	}
	return games.Refuse("spyfall.action.unknown", "Op", a.Op)
}

// Over reports whether the agreed rounds are played.
func (g *Game) Over() bool { return g.phase == PhaseOver }

// Phase returns what the game waits for.
func (g *Game) Phase() Phase { return g.phase }

// Players returns the players in seating order; callers must not change it.
func (g *Game) Players() games.Seats { return g.players }

// Spies returns the number of spies in each round.
func (g *Game) Spies() int { return g.spies }

// KnownSpies reports whether the spies know each other.
func (g *Game) KnownSpies() bool { return g.known }

// PlaysRoles reports whether the players who are not spies get a role at
// the location.
func (g *Game) PlaysRoles() bool { return g.roles }

// Rounds returns the number of rounds the table agreed.
func (g *Game) Rounds() int { return g.rounds }

// RoundLength returns the length of a round's clock.
func (g *Game) RoundLength() time.Duration { return g.length }

// Scores returns each seat's total; callers must not change it.
func (g *Game) Scores() []int { return g.scores }

// Results returns the finished rounds in order; callers must not change
// them.
func (g *Game) Results() []Result { return g.results }

// Round returns the number of the round in play or about to be dealt, from
// 1; at the end of the match it is the last round's.
func (g *Game) Round() int {
	if g.phase == PhaseOver {
		return len(g.results)
	}
	return len(g.results) + 1
}

// Dealer returns the seat of the dealer of the round in play or about to be
// dealt: the first dealer, then clockwise.
func (g *Game) Dealer() int {
	return (g.first + g.Round() - 1) % len(g.players)
}

// ClockRunning reports whether the round's timer should run: a round is
// dealt, no vote or stop is under way and time is not up. A spy's stop ends
// the talk, so the clock never runs again in that round.
func (g *Game) ClockRunning() bool { return g.phase == PhaseTalk }

// Elapsed returns the round time used as last reported by an action, or the
// whole length once time is up.
func (g *Game) Elapsed() time.Duration {
	if g.round == nil {
		return 0
	}
	return g.round.elapsed
}

// Remaining returns the round time left as last reported by an action.
func (g *Game) Remaining() time.Duration { return g.length - g.Elapsed() }

// RoundSpies returns the seats of the spies of the round in play, for the
// screen's deal and reveals; nil between rounds.
func (g *Game) RoundSpies() []int {
	if g.round == nil {
		return nil
	}
	return append([]int(nil), g.round.spies...)
}

// RoundLocation returns the location of the round in play, and false between
// rounds.
func (g *Game) RoundLocation() (Location, bool) {
	if g.round == nil {
		return Location{}, false
	}
	return g.locations[g.round.location], true
}

// CanAccuse reports whether the seat may still make its early accusation this
// round.
func (g *Game) CanAccuse(seat int) bool {
	return g.phase == PhaseTalk && !g.round.accused[seat]
}

// Vote returns the open vote, and false when none is open.
func (g *Game) Vote() (Vote, bool) {
	if g.round == nil || g.round.vote == nil {
		return Vote{}, false
	}
	v := *g.round.vote
	v.Ballots = append([]Ballot(nil), v.Ballots...)
	return v, true
}

// Stopper returns the seat of the spy who stopped the game in the round in
// play, and false when no spy has.
func (g *Game) Stopper() (int, bool) {
	if g.round == nil || g.round.stopper < 0 {
		return -1, false
	}
	return g.round.stopper, true
}

// Guesses returns the locations the spies named in the round in play.
func (g *Game) Guesses() []Guess {
	if g.round == nil {
		return nil
	}
	return append([]Guess(nil), g.round.guesses...)
}

// Winners returns the seats with the most points; more than one is a shared
// win.
func (g *Game) Winners() []int {
	best := g.scores[0]
	for _, s := range g.scores {
		best = max(best, s)
	}
	var out []int
	for i, s := range g.scores {
		if s == best {
			out = append(out, i)
		}
	}
	return out
}

func (g *Game) seat(id string) (int, error) {
	i := g.players.Index(id)
	if i < 0 {
		return -1, games.Refuse("spyfall.player.unknown", "Player", id)
	}
	return i, nil
}

func (g *Game) isSpy(seat int) bool {
	for _, s := range g.round.spies {
		if s == seat {
			return true
		}
	}
	return false
}

// Locations returns every location of the game, played or not.
func (g *Game) Locations() []Location {
	return append([]Location(nil), g.locations...)
}

// InPlay returns the locations not yet played, the ones a round can be dealt
// in and a spy can name; the round in play's location stays among them until
// the round ends.
func (g *Game) InPlay() []Location {
	var out []Location
	for i, l := range g.locations {
		if !g.played[i] {
			out = append(out, l)
		}
	}
	return out
}

// Ranking returns the players ranked by points, a tie sharing its place:
// the final ranking once the match is over, the standings so far before.
func (g *Game) Ranking() games.Ranking {
	return games.RankBy(g.players, g.scores)
}
