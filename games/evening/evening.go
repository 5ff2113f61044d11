// Package evening keeps the table's finished games and groups them into
// evenings, each with its leaderboard across games. It is an engine like the
// games' own: a setup and a log of accepted actions, so the shell undoes,
// redoes and saves it the same way. An action records a finished game as a
// summary (Summarise makes one from the game's save), starts a new evening,
// or takes a game out.
package evening

import (
	"cmp"
	"encoding/json"
	"slices"
	"time"

	"tablecompanion/games"
	"tablecompanion/games/facts"
)

// DefaultGap is the longest pause between two games of one evening when the
// setup names none: a game finished more than 12 hours after the one before
// begins a new evening.
const DefaultGap = 12 * time.Hour

// The operations an Action can carry.
const (
	// OpGame records Game, a finished game; a game already recorded under
	// the same File is replaced, as when the table undid its end and
	// finished it again.
	OpGame = "game"
	// OpNewEvening is the table pressing "New evening" at At: the games
	// finished after it make a new evening.
	OpNewEvening = "new_evening"
	// OpRemove takes the game of File out of the evenings, as when the
	// table removed its save.
	OpRemove = "remove"
)

// Setup is how the evenings are told apart.
type Setup struct {
	// Gap is the longest pause between two games of one evening; zero
	// means DefaultGap.
	Gap time.Duration `json:"gap,omitempty"`
}

// Action is one change to the evenings; Op says which and which field it
// uses.
type Action struct {
	Op   string    `json:"op"`
	Game *Game     `json:"game,omitempty"`
	At   time.Time `json:"at,omitzero"`
	File string    `json:"file,omitempty"`
}

// Finished returns the action that records the finished game g.
func Finished(g Game) Action {
	return Action{Op: OpGame, Game: &g}
}

// NewEvening returns the action of the table pressing "New evening" at the
// time at.
func NewEvening(at time.Time) Action {
	return Action{Op: OpNewEvening, At: at}
}

// Remove returns the action that takes the game saved as file out of the
// evenings.
func Remove(file string) Action {
	return Action{Op: OpRemove, File: file}
}

// Game is a finished game as the evenings keep it.
type Game struct {
	// File is the game's save file, which names it: one file, one game.
	File string `json:"file"`
	// Kind is the game's kind, as the saves and the registry name it.
	Kind string `json:"kind"`
	// Started is when the game was started, its setup opened; zero when
	// it is not known.
	Started time.Time `json:"started,omitzero"`
	// Finished is when the game ended: the last save of its file.
	Finished time.Time `json:"finished"`
	// Played is what the game told of itself when it ended: its players,
	// ranking and the facts only its referee knows, in the one shape the
	// engines tell them and the records count them. A fact is nil for the
	// other games and for a game recorded before the evenings kept it
	// (see Summary).
	facts.Played
	// Summary is the version of Summarise that made the record:
	// SummaryVersion for a game summarised by this build, lower for one
	// recorded before the evenings kept every fact above. The app
	// summarises such a game's save again once (a record whose save could
	// not be summarised again is marked all the same, so that no start
	// reads it twice).
	Summary int `json:"summary,omitempty"`
}

// UnmarshalJSON reads a record as encoding/json writes it. Every game the
// evenings hold is over, which the record does not write: a record read
// back says so, as the one summarised did.
func (g *Game) UnmarshalJSON(data []byte) error {
	type record Game
	if err := json.Unmarshal(data, (*record)(g)); err != nil {
		return err
	}
	g.Over = true
	return nil
}

// SummaryVersion is the version of the summaries Summarise makes now. It
// grows by one whenever the evenings begin to keep a new fact of a game,
// so that the app knows which records lack it.
//
//	0  the file, kind, times, players and ranking
//	1  the scores, Spyfall's rounds with their catches, Keep Watch's
//	   reactions, Decrypto's sides, Dixit's storytellers, Carnival's
//	   catches
//	2  Keep Watch's fastest reactions of right calls only
const SummaryVersion = 2

// Score returns the final score of the player of ID id, and false when the
// game kept no scores or the player did not play.
func (g Game) Score(id string) (int, bool) {
	i := g.Players.Index(id)
	if i < 0 || len(g.Scores) != len(g.Players) {
		return 0, false
	}
	return g.Scores[i], true
}

// Length returns how long the game took, from its start to its last save,
// or zero when its start is not known.
func (g Game) Length() time.Duration {
	if g.Started.IsZero() || g.Finished.Before(g.Started) {
		return 0
	}
	return g.Finished.Sub(g.Started)
}

// Result is one player's line of a game: a row of the evening's export.
type Result struct {
	Player games.Player
	// Place is one more than the number of players ranked ahead: two
	// players tied first are both 1 and the next is 3.
	Place int
	// HalfPoints is twice the placement points: in a game of n players
	// place p gives n − p, tied players share the mean of the places they
	// cover.
	HalfPoints int
	// Winner is set for the players in first place: a shared win and a
	// team's win count for every one of them.
	Winner bool
}

// Points returns the placement points, whole or a half.
func (r Result) Points() float64 {
	return float64(r.HalfPoints) / 2
}

// Results returns each player's line in the order of the ranking, tied
// players in seating order.
func (g Game) Results() []Result {
	var out []Result
	for k, place := range g.Ranking {
		for _, id := range place {
			p := g.Players[g.Players.Index(id)]
			out = append(out, Result{Player: p, Place: g.Ranking.Place(id), HalfPoints: g.Ranking.HalfPoints(id), Winner: k == 0})
		}
	}
	return out
}

// check refuses a summary that does not hold together: every player ranked
// once, nobody ranked who did not play.
func (g Game) check() error {
	switch {
	case g.File == "":
		return unexpected("a finished game without a file")
	case g.Finished.IsZero():
		return unexpected("a finished game without its time: " + g.File)
	case len(g.Players) == 0 || g.Ranking.Players() != len(g.Players):
		return unexpected("a ranking that is not of the game's players: " + g.File)
	case g.Scores != nil && len(g.Scores) != len(g.Players):
		return unexpected("scores that are not of the game's players: " + g.File)
	case g.Reactions != nil && len(g.Reactions) != len(g.Players),
		g.ReactionMs != nil && len(g.ReactionMs) != len(g.Players):
		return unexpected("reactions that are not of the game's players: " + g.File)
	case g.Stories != nil && len(g.Stories) != len(g.Players):
		return unexpected("storytellers that are not of the game's players: " + g.File)
	case g.Catches != nil && len(g.Catches) != len(g.Players):
		return unexpected("catches that are not of the game's players: " + g.File)
	}
	seen := map[string]bool{}
	for _, place := range g.Ranking {
		if len(place) == 0 {
			return unexpected("an empty place in the ranking: " + g.File)
		}
		for _, id := range place {
			if seen[id] || g.Players.Index(id) < 0 {
				return unexpected("a ranking that is not of the game's players: " + g.File)
			}
			seen[id] = true
		}
	}
	for _, r := range g.SpyRounds {
		for _, id := range r.Spies {
			if g.Players.Index(id) < 0 {
				return unexpected("a spy who did not play: " + g.File)
			}
		}
		if r.CaughtBy != "" && g.Players.Index(r.CaughtBy) < 0 {
			return unexpected("a catcher who did not play: " + g.File)
		}
	}
	for _, side := range g.Sides {
		for _, id := range side.Players {
			if g.Players.Index(id) < 0 {
				return unexpected("a side of players who did not play: " + g.File)
			}
		}
	}
	return nil
}

// unexpected is the refusal of an action that only a fault of the app can
// make, never the table: the screen says something went wrong, with detail.
func unexpected(detail string) error {
	return games.Refuse("error.unexpected", "Detail", "evening: "+detail)
}

// State is every recorded game and every "New evening", from which the
// evenings follow.
type State struct {
	gap time.Duration
	// games are in the order they finished, and by file at the same time;
	// finished holds when each game finished, by its file, to find it
	// there without a walk through them all.
	games    []Game
	finished map[string]time.Time
	// breaks are the times "New evening" was pressed, in order.
	breaks []time.Time
}

// Match is the evenings with their history.
type Match = games.Match[Setup, Action, *State]

// Start returns the evenings before any game.
func Start(s Setup) (*State, error) {
	if s.Gap < 0 {
		return nil, unexpected("a negative gap between evenings")
	}
	gap := s.Gap
	if gap == 0 {
		gap = DefaultGap
	}
	return &State{gap: gap}, nil
}

// New starts the evenings from a setup.
func New(s Setup) (*Match, error) {
	return games.NewMatch(Start, s)
}

// Load rebuilds the evenings from their saved record.
func Load(data []byte) (*Match, error) {
	return games.LoadMatch(Start, data)
}

// Over reports false: the evenings go on as long as the table plays.
func (s *State) Over() bool { return false }

// Apply records a game, a new evening or a removal; an action the app
// could not have meant is refused and changes nothing.
func (s *State) Apply(a Action) error {
	switch a.Op {
	case OpGame:
		if a.Game == nil {
			return unexpected("a game action without its game")
		}
		if err := a.Game.check(); err != nil {
			return err
		}
		s.remove(a.Game.File)
		s.insert(*a.Game)
	case OpNewEvening:
		if a.At.IsZero() {
			return unexpected("a new evening without its time")
		}
		i, _ := slices.BinarySearchFunc(s.breaks, a.At, time.Time.Compare)
		s.breaks = slices.Insert(s.breaks, i, a.At)
	case OpRemove:
		if !s.remove(a.File) {
			return unexpected("no game to remove: " + a.File)
		}
	default:
		return unexpected("an unknown action: " + a.Op)
	}
	return nil
}

func byFinish(a, b Game) int {
	return cmp.Or(a.Finished.Compare(b.Finished), cmp.Compare(a.File, b.File))
}

func (s *State) insert(g Game) {
	i, _ := slices.BinarySearchFunc(s.games, g, byFinish)
	s.games = slices.Insert(s.games, i, g)
	if s.finished == nil {
		s.finished = map[string]time.Time{}
	}
	s.finished[g.File] = g.Finished
}

// index returns where the game of the save file is among the games, or -1.
func (s *State) index(file string) int {
	at, ok := s.finished[file]
	if !ok {
		return -1
	}
	i, found := slices.BinarySearchFunc(s.games, Game{File: file, Finished: at}, byFinish)
	if !found {
		return -1
	}
	return i
}

func (s *State) remove(file string) bool {
	i := s.index(file)
	if i < 0 {
		return false
	}
	s.games = slices.Delete(s.games, i, i+1)
	delete(s.finished, file)
	return true
}

// Gap returns the longest pause between two games of one evening.
func (s *State) Gap() time.Duration { return s.gap }

// Games returns every recorded game in the order they finished; callers
// must not change them.
func (s *State) Games() []Game { return s.games }

// Game returns the recorded game of the save file, if there is one.
func (s *State) Game(file string) (Game, bool) {
	i := s.index(file)
	if i < 0 {
		return Game{}, false
	}
	return s.games[i], true
}
