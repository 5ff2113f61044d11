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
	"tablecompanion/games/kinds"
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

// Kinds returns the kinds of game Summarise replays, sorted.
func Kinds() []string {
	var names []string
	for _, k := range kinds.All() {
		names = append(names, k.Name)
	}
	slices.Sort(names)
	return names
}

// Summarise replays a saved game with its engine and returns it as the
// evenings keep it: for a save with no match in play, as at start or in
// an import. A game not over returns ErrNotOver, a kind it does not know
// ErrUnknownKind, and a record the engine cannot replay the engine's
// error: the app leaves such a game out of the evenings.
func Summarise(s Saved) (Game, error) {
	kind, ok := kinds.Lookup(s.Kind)
	if !ok {
		return Game{}, fmt.Errorf("%s: %q is %w", s.File, s.Kind, ErrUnknownKind)
	}
	played, err := kind.Replay(s.Body)
	if err != nil {
		return Game{}, fmt.Errorf("%s: %w", s.File, err)
	}
	return summary(s.File, s.Kind, s.Saved, played)
}

// Tell returns the match in play h, a game of the kind saved as file and
// last saved at saved, as the evenings keep it: what the kind tells of the
// match as it stands, with no replay. It fails as Summarise does, and with
// ErrUnknownKind too for a match that is not of the kind.
func Tell(file, kind string, saved time.Time, h games.History) (Game, error) {
	k, ok := kinds.Lookup(kind)
	if !ok {
		return Game{}, fmt.Errorf("%s: %q is %w", file, kind, ErrUnknownKind)
	}
	played, ok := k.Tell(h)
	if !ok {
		return Game{}, fmt.Errorf("%s: the match in play is not %q: %w", file, kind, ErrUnknownKind)
	}
	return summary(file, kind, saved, played)
}

// summary is the game of the kind saved as file, last saved at saved, that
// played tells, or ErrNotOver.
func summary(file, kind string, saved time.Time, played kinds.Played) (Game, error) {
	if !played.Over {
		return Game{}, fmt.Errorf("%s: %w", file, ErrNotOver)
	}
	return Game{
		File:     file,
		Kind:     kind,
		Started:  StartedAt(file),
		Finished: saved,
		Summary:  SummaryVersion,
		Played:   played,
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
