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
	"io/fs"
	"time"

	"fyne.io/fyne/v2"

	"tablecompanion/games"
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
