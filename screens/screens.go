// Package screens is the kit every game's screen shares: the Screen
// contract and the Context the shell hands a screen, the entry of a game on
// the home screen, the clocks (Countdown, ClockFace, SandTimer), the hold
// card, the layouts (Columns, Flow, EvenGrid, BesideOrBelow, Docked), the
// setup and end buttons, the helpers that update widgets in place, the
// theme and its colours, and the one bridge to the UI goroutine (OnUI,
// UISchedule).
//
// Each game's screen lives in a package of its own below this one,
// mirroring games/: screens/keepwatch, screens/spyfall, screens/decrypto,
// screens/dixit and screens/carnival. A game's package imports its engine
// and this kit, never another game's screen; screens/catalog lists them in
// the home screen's order. The kit is this package itself, not a named one
// beside it, so that the import paths say what they hold: screens for what
// every screen shares, screens/dixit for Dixit's own; and the shell already
// speaks of screens.Screen and screens.Context. Screens only render engine
// state and send actions; the rules live in games/.
package screens

import (
	"encoding/json"
	"io/fs"
	"time"

	"fyne.io/fyne/v2"

	"tablecompanion/games"
	"tablecompanion/sound"
	"tablecompanion/translations"
)

// Screen is what the shell shows below its top bar. A screen builds its
// widgets once and from then on only updates them, so scroll offsets, the
// keyboard focus and half-entered input survive every action, undo and redo.
type Screen interface {
	// Title returns the screen's name in the current language.
	Title() string
	// Build makes the screen's widgets in the current language and theme
	// and fills them from the state. The shell calls it the first time it
	// shows the screen and again only after a language or theme switch.
	Build() fyne.CanvasObject
	// Update brings the widgets Build made up to date with the state: after
	// an action, an undo or a redo, and when the shell shows the screen
	// again. It changes what the widgets say and never replaces them.
	Update()
	// History returns the match the shell's undo, redo and saves act on, or
	// nil when the screen has none.
	History() games.History
	// Close stops whatever the screen runs in the background when the shell
	// leaves it, and when the app stops; Update starts it again when the
	// shell comes back. A clock that runs on keeps only a wake-up a second
	// that hands its state to Context.KeepClock.
	Close()
}

// Context is what the shell hands a screen.
type Context struct {
	Catalog *translations.Catalog
	Window  fyne.Window
	Sound   *sound.Player
	// Players returns the evening's roster in seating order.
	Players func() games.Seats
	// OpenRoster shows the roster, to add the players a game lacks.
	OpenRoster func()
	// Commit saves the screen's match and updates the screen and the shell
	// around it (undo, redo); call it after every action the engine
	// accepted.
	Commit func()
	// Last is the setup of the last game of this kind the table started,
	// as saved, or nil: a new setup starts from its choices.
	Last json.RawMessage
	// Ticked are the IDs of the players a new setup opens with ticked:
	// those ticked at this kind's setup the table stepped away from, or
	// else the players of the table's last game of any kind; nil when
	// there is no such game, and the setup picks for itself.
	Ticked []string
	// SaveTicks keeps the ticks of a setup not yet started, so that they
	// survive stepping away and a restart; nil keeps nothing.
	SaveTicks func(ids []string)
	// PlayAgain starts the next game of this kind from setup, a game's
	// setup as its engine takes it, and shows it; the finished game stays.
	PlayAgain func(setup any)
	// Home shows the home screen.
	Home func()
	// Changed updates the shell around the screen after a change that is
	// no action and is not saved: something of the screen's own that an
	// Undoer's undo takes back began or ended. Nil outside the shell.
	Changed func()
	// KeepClock keeps the state of the screen's clock beside its match, so
	// that a restart after a quit or a crash shows the time that was left.
	// The screen calls it when the shown second changes while the clock
	// runs, when the clock stops or starts, and on Close; it must be cheap,
	// and the shell writes the file off the UI goroutine. NewContext fills
	// in one that keeps nothing.
	KeepClock func(ClockState)
	// KeptClock returns the clock state kept beside the match when the app
	// started, and false when there is none, a state without For included.
	// NewContext fills in one that has none.
	KeptClock func() (ClockState, bool)
	// KeepDraft keeps what the table has half entered beside the match, in
	// the screen's own terms, such as the picks of a round not yet scored
	// or who has seen their card: no action of the game, so undo leaves it
	// alone, but what a reload, a tab the browser killed or a crash must
	// not lose. The screen calls it as the draft changes; the shell writes
	// it off the UI goroutine. NewContext fills in one that keeps nothing.
	KeepDraft func(draft string)
	// KeptDraft returns the draft kept beside the match when the app
	// started, and false when there is none. NewContext fills in one that
	// has none.
	KeptDraft func() (string, bool)
	// PadsUnsure returns the players, by ID, whose phone is a pad that
	// cannot yet time a press closely enough. NewContext fills in one of a
	// table without phones, which names nobody.
	PadsUnsure func() []string
	// Linked returns the players, by ID, whose seat a phone holds.
	// NewContext fills in one of a table without phones, which names
	// nobody.
	Linked func() []string
	// Keyboard reports whether the table has a keyboard: always on a
	// laptop, and in a browser once a key was pressed with no text field
	// focused, which a tablet's own keyboard cannot do. A screen shows its
	// keys' hints only then; the shell builds the screen again when a
	// keyboard turns up. NewContext fills in one that always has one.
	HasKeyboard func() bool
	// PlayedHere reports whether any of the players, by ID, has a game of
	// this kind saved here, finished or under way: the setup teaches a
	// table where none has. Nil is a table whose past is unknown, which is
	// not taught unless it asks.
	PlayedHere func(ids []string) bool
	// SaveTeach keeps the game's teaching beside it, so that a restart
	// goes on teaching as the table chose; nil keeps nothing.
	SaveTeach func(TeachState)
	// SavedTeach returns the teaching kept beside the game, and false when
	// there is none; nil when nothing is kept.
	SavedTeach func() (TeachState, bool)
	// teach is the game's teaching, once read (Teach).
	teach *TeachState
	// Log writes a line to the app's log, which the console shows with -v
	// and, when the line carries an error, always. NewContext fills in one
	// that writes nothing.
	Log func(format string, args ...any)
}

// NewContext returns the context c with what it leaves nil filled in, so
// that a screen calls it without asking: clocks and drafts kept nowhere, no
// phones, a keyboard, and no log. Build every Context with it.
func NewContext(c Context) *Context {
	if c.KeepClock == nil {
		c.KeepClock = func(ClockState) {}
	}
	if c.KeptClock == nil {
		c.KeptClock = func() (ClockState, bool) { return ClockState{}, false }
	}
	if c.KeepDraft == nil {
		c.KeepDraft = func(string) {}
	}
	if c.KeptDraft == nil {
		c.KeptDraft = func() (string, bool) { return "", false }
	}
	if c.PadsUnsure == nil {
		c.PadsUnsure = func() []string { return nil }
	}
	if c.Linked == nil {
		c.Linked = func() []string { return nil }
	}
	if c.HasKeyboard == nil {
		c.HasKeyboard = func() bool { return true }
	}
	if c.Log == nil {
		c.Log = func(string, ...any) {}
	}
	return &c
}

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

// Game is one game on the home screen.
type Game struct {
	// Kind names the game in save files.
	Kind string
	// Title is the message ID of the game's name.
	Title string
	// Min and Max are the player counts the game allows.
	Min, Max int
	// Icon is the game's picture on its tile.
	Icon fyne.Resource
	// New opens the screen for a new game.
	New func(ctx *Context, game Game) Screen
	// Load opens a saved match from its record. It is nil for a game whose
	// referee has no engine yet: such a game is never saved.
	Load func(ctx *Context, game Game, record []byte) (Screen, error)
	// HowTo is the game's How to play.
	HowTo HowTo
}

// Icon returns the picture icons/NAME.svg among a game's files as a
// resource named NAME.svg. It panics when there is none: a game's tests
// open its screens, so they find a missing picture at once.
func Icon(files fs.FS, name string) fyne.Resource {
	data, err := fs.ReadFile(files, "icons/"+name+".svg")
	if err != nil {
		panic(err)
	}
	return fyne.NewStaticResource(name+".svg", data)
}

// Questioner is a screen that knows which of its objects put the table's
// current question and which answer it: the card to hold, the vote, the
// buttons of a verdict. They must be in view without scrolling, at every
// size the app runs at, and TestEveryScreenFits checks that they are.
type Questioner interface {
	// Question returns the objects on show that ask and answer the
	// current question, or none when the screen asks nothing now.
	Question() []fyne.CanvasObject
}

// Timed is a screen with a clock the table watches while it runs, such as
// Spyfall's round clock or Decrypto's sand glass. The running clock must be
// in view without scrolling, next to the question, and TestEveryScreenFits
// checks that it is.
type Timed interface {
	// RunningClock returns the face of the clock while it runs, or nil.
	RunningClock() fyne.CanvasObject
}

// Undoer is a screen that can have something under way outside its
// history, such as Keep Watch's countdown: the shell's undo (Ctrl+Z and the
// Undo button) takes that back first and leaves the history alone.
type Undoer interface {
	// CanUndo reports whether the screen has such a thing under way now.
	CanUndo() bool
	// Undo takes it back and reports whether it did; when it did not, the
	// shell takes back the last action of the history.
	Undo() bool
}

// ShellChrome is the most room the shell's top bar and the padding round a
// screen take from the window: a screen gets the window's size less this,
// and must fit there. An app test holds the shell to it.
var ShellChrome = fyne.NewSize(16, 88)

// Words gives a message in one language: a catalog's T.
type Words func(id string, pairs ...any) string

// Phones is a game screen the table link shows on the players' phones:
// the board everyone at the table may see, and what one seat alone may
// see, in the words given, since a phone may read another language than
// the laptop.
type Phones interface {
	Board(t Words) games.Board
	Secret(t Words, player string) (games.Secret, bool)
}

// PadState is a Keep Watch challenge as the pads on the phones see it: its
// number, GO and the close on the laptop's clock once the count has begun,
// and whether presses are taken; once they close, the same challenge with
// Open false until the next count begins.
type PadState struct {
	Challenge int
	GO        time.Time
	Open      bool
	// LockOut reports that a false start puts its player out of the
	// challenge.
	LockOut bool
	// Players are the IDs of the game's players: only their phones are
	// pads.
	Players []string
	// Closes is when the presses close, on the laptop's clock; zero
	// before the count begins.
	Closes time.Time
	// Late are the IDs of the players told their press came after the
	// presses closed.
	Late []string
}

// Pads is a game screen whose players may press on their phones.
type Pads interface {
	// Pad returns the challenge the pads take part in, and false when
	// the game takes no presses now.
	Pad() (PadState, bool)
	// PadPress is a press on the player's phone for the challenge, at a
	// time on the laptop's clock known to within the bound.
	PadPress(player string, challenge int, at time.Time, within time.Duration)
	// PadDoubted is a press on the player's phone for the challenge that
	// the link refused: it claimed a time before the phone could have
	// sent it. The screen names it.
	PadDoubted(player string, challenge int)
}
