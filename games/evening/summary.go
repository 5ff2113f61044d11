package evening

import (
	"encoding/json"
	"errors"
	"fmt"
	"path"
	"slices"
	"strings"
	"time"

	"tablecompanion/games"
	"tablecompanion/games/carnival"
	"tablecompanion/games/decrypto"
	"tablecompanion/games/dixit"
	"tablecompanion/games/keepwatch"
	"tablecompanion/games/spyfall"
)

// Saved is a game's save file as the store reads it.
type Saved struct {
	// File is the file's name in the store, which names the game.
	File string
	// Kind is the game's kind.
	Kind string
	// Saved is when the file was last written: for a finished game, when
	// it finished.
	Saved time.Time
	// Body is the match record: the setup and the log.
	Body json.RawMessage
}

// ErrNotOver says a game cannot join the evenings because it is not over.
var ErrNotOver = errors.New("the game is not over")

// ErrUnknownKind says a save is of a kind of game this build cannot
// replay.
var ErrUnknownKind = errors.New("a kind of game this build does not referee")

// summary is what a replay tells of a game.
type summary struct {
	players games.Seats
	ranking games.Ranking
	actions int
}

// ranked is an engine that can say who played and how they ranked.
type ranked[A any] interface {
	games.Engine[A]
	Players() games.Seats
	Ranking() games.Ranking
}

// replayer replays a kind of game's match record.
func replayer[S, A any, E ranked[A]](start func(S) (E, error)) func([]byte) (summary, error) {
	return func(body []byte) (summary, error) {
		m, err := games.LoadMatch(start, body)
		if err != nil {
			return summary{}, err
		}
		g := m.State()
		if !g.Over() {
			return summary{}, ErrNotOver
		}
		return summary{players: g.Players(), ranking: g.Ranking(), actions: m.Len()}, nil
	}
}

// replayers are the kinds of game the evenings take, as the saves name
// them, each with the replay of its record.
var replayers = map[string]func([]byte) (summary, error){
	"keepwatch": replayer[keepwatch.Setup, keepwatch.Action](keepwatch.Start),
	"spyfall":   replayer[spyfall.Setup, spyfall.Action](spyfall.Start),
	"decrypto":  replayer[decrypto.Setup, decrypto.Action](decrypto.Start),
	"dixit":     replayer[dixit.Setup, dixit.Round](dixit.Start),
	"carnival":  replayer[carnival.Setup, carnival.Action](carnival.Start),
}

// Kinds returns the kinds of game Summarise replays, sorted.
func Kinds() []string {
	kinds := make([]string, 0, len(replayers))
	for k := range replayers {
		kinds = append(kinds, k)
	}
	slices.Sort(kinds)
	return kinds
}

// Summarise replays a saved game with its engine and returns it as the
// evenings keep it. A game not over returns ErrNotOver, a kind it does not
// know ErrUnknownKind, and a record the engine cannot replay the engine's
// error: the app leaves such a game out of the evenings.
func Summarise(s Saved) (Game, error) {
	replay, ok := replayers[s.Kind]
	if !ok {
		return Game{}, fmt.Errorf("%s: %q is %w", s.File, s.Kind, ErrUnknownKind)
	}
	sum, err := replay(s.Body)
	if err != nil {
		return Game{}, fmt.Errorf("%s: %w", s.File, err)
	}
	return Game{
		File:     s.File,
		Kind:     s.Kind,
		Started:  StartedAt(s.File),
		Finished: s.Saved,
		Actions:  sum.actions,
		Players:  sum.players,
		Ranking:  sum.ranking,
	}, nil
}

// stampLayout is how a game's file name begins: the UTC time the game was
// started, as the store names new games ("games/20261123-201500-dixit-1.json").
const stampLayout = "20060102-150405"

// StartedAt returns when the game saved as file was started, from the stamp
// its name begins with, or the zero time when the name has none.
func StartedAt(file string) time.Time {
	base := path.Base(file)
	if len(base) < len(stampLayout) || !strings.HasPrefix(base[len(stampLayout):], "-") {
		return time.Time{}
	}
	t, err := time.Parse(stampLayout, base[:len(stampLayout)])
	if err != nil {
		return time.Time{}
	}
	return t
}
