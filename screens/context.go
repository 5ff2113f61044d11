package screens

import (
	"encoding/json"
	"time"

	"fyne.io/fyne/v2"

	"tablecompanion/games"
	"tablecompanion/sound"
	"tablecompanion/translations"
)

// Context is what the shell hands a screen: the words, the window and the
// sound, the setup a new game starts from, and the three things a screen
// may ask of the shell around it, each an interface whose methods the
// context carries as its own.
type Context struct {
	Catalog *translations.Catalog
	Window  fyne.Window
	Sound   *sound.Player
	// Last is the setup of the last game of this kind the table started,
	// as saved, or nil: a new setup starts from its choices.
	Last json.RawMessage
	// Ticked are the IDs of the players a new setup opens with ticked:
	// those ticked at this kind's setup the table stepped away from, or
	// else the players of the table's last game of any kind; nil when
	// there is no such game, and the setup picks for itself.
	Ticked []string
	Host
	Keeper
	Table
	// teach is the game's teaching, once read (Teach).
	teach *TeachState
}

// Host is the shell around a screen: where an action is saved, and the
// ways to the other screens.
type Host interface {
	// Commit saves the screen's match and updates the screen and the shell
	// around it (undo, redo); call it after every action the engine
	// accepted.
	Commit()
	// Changed updates the shell around the screen after a change that is
	// no action and is not saved: something of the screen's own that an
	// Undoer's undo takes back began or ended.
	Changed()
	// Home shows the home screen.
	Home()
	// OpenRoster shows the roster, to add the players a game lacks.
	OpenRoster()
	// PlayAgain starts the next game of this kind from setup, a game's
	// setup as its engine takes it, and shows it; the finished game stays.
	PlayAgain(setup any)
	// Log writes a line to the app's log, which the console shows with -v
	// and, when the line carries an error, always.
	Log(format string, args ...any)
}

// Keeper keeps beside a match what is no action of it, so that a restart
// after a quit, a reload or a crash finds it again: undo leaves it alone.
// The shell writes clocks and drafts off the UI goroutine, so the screen
// may hand them over as often as they change.
type Keeper interface {
	// KeepClock keeps the state of the screen's clock. The screen calls it
	// when the shown second changes while the clock runs, when the clock
	// stops or starts, and on Close.
	KeepClock(ClockState)
	// KeptClock returns the clock state kept when the app started, and
	// false when there is none, a state without For included.
	KeptClock() (ClockState, bool)
	// KeepDraft keeps what the table has half entered, in the screen's own
	// terms, such as the picks of a round not yet scored or who has seen
	// their card. The screen calls it as the draft changes.
	KeepDraft(draft string)
	// KeptDraft returns the draft kept when the app started, and false
	// when there is none.
	KeptDraft() (string, bool)
	// KeepTicks keeps the ticks of a setup not yet started, so that they
	// survive stepping away and a restart.
	KeepTicks(ids []string)
	// KeepTeach keeps the game's teaching, so that a restart goes on
	// teaching as the table chose.
	KeepTeach(TeachState)
	// KeptTeach returns the teaching kept beside the game, and false when
	// there is none.
	KeptTeach() (TeachState, bool)
}

// Table is what the shell knows of the table round a screen: its players,
// their phones, its keyboard and its past.
type Table interface {
	// Players returns the evening's roster in seating order.
	Players() games.Seats
	// Linked returns the players, by ID, whose seat a phone holds.
	Linked() []string
	// PadsUnsure returns the players, by ID, whose phone is a pad that
	// cannot yet time a press closely enough.
	PadsUnsure() []string
	// HasKeyboard reports whether the table has a keyboard: always on a
	// laptop, and in a browser once a key was pressed with no text field
	// focused, which a tablet's own keyboard cannot do. A screen shows its
	// keys' hints only then; the shell builds the screen again when a
	// keyboard turns up.
	HasKeyboard() bool
	// PlayedHere reports whether any of the players, by ID, has a game of
	// this kind saved here, finished or under way: the setup teaches a
	// table where none has.
	PlayedHere(ids []string) bool
}

// NewContext returns the context c with what it leaves nil filled in by
// Alone, so that a screen asks without checking. Build every Context with
// it.
func NewContext(c Context) *Context {
	if c.Host == nil {
		c.Host = Alone{}
	}
	if c.Keeper == nil {
		c.Keeper = Alone{}
	}
	if c.Table == nil {
		c.Table = Alone{}
	}
	return &c
}

// Alone is a screen with no shell around it, such as a chart drawn on its
// own: its actions are saved nowhere and lead nowhere, it keeps nothing,
// and its table has nobody, no phones, a keyboard, and a past that is
// taken to hold the game, so it is not taught unless it asks.
type Alone struct{}

func (Alone) Commit()                       {}
func (Alone) Changed()                      {}
func (Alone) Home()                         {}
func (Alone) OpenRoster()                   {}
func (Alone) PlayAgain(any)                 {}
func (Alone) Log(string, ...any)            {}
func (Alone) KeepClock(ClockState)          {}
func (Alone) KeptClock() (ClockState, bool) { return ClockState{}, false }
func (Alone) KeepDraft(string)              {}
func (Alone) KeptDraft() (string, bool)     { return "", false }
func (Alone) KeepTicks([]string)            {}
func (Alone) KeepTeach(TeachState)          {}
func (Alone) KeptTeach() (TeachState, bool) { return TeachState{}, false }
func (Alone) Players() games.Seats          { return nil }
func (Alone) Linked() []string              { return nil }
func (Alone) PadsUnsure() []string          { return nil }
func (Alone) HasKeyboard() bool             { return true }
func (Alone) PlayedHere([]string) bool      { return true }

// ClockState is a game clock as the shell keeps it beside the match. For
// names what the clock timed, in the screen's own terms (a round's deal, a
// turn of the sand glass): a screen ignores a state whose For no longer
// matches its match, so a clock the game has moved past is never brought
// back. An empty For means no clock is under way.
type ClockState struct {
	For  string        `json:"for"`
	Left time.Duration `json:"left"`
}

// WithKey returns a button's or a hint's words followed by the key that
// does the same, such as "(Space)", when the table has a keyboard.
func (c *Context) WithKey(words, keyID string) string {
	if !c.HasKeyboard() {
		return words
	}
	return words + " " + c.T(keyID)
}

// T is a short hand for the catalog's translation.
func (c *Context) T(id string, pairs ...any) string {
	return c.Catalog.T(id, pairs...)
}
