// Package bridge joins the page a browser shows to the shell: the
// on-screen keyboard, a finger's touches, holds and swipes, the screen's
// wake lock, and the hooks by which the browser tests and the measuring
// tools find what is on show. On the desktop Fyne's driver does all but
// the wake lock, which the shell asks of the system, and Join does
// nothing.
package bridge

import (
	"time"

	"fyne.io/fyne/v2"
)

// Shell is what the bridges ask of the app's shell.
type Shell interface {
	// Window is the app's window: the bridges read what it shows.
	Window() fyne.Window
	// Title names the screen on show.
	Title() string
	// SawKeyboard is told of a key pressed on a real keyboard.
	SawKeyboard()
	// Saves returns the saved files by name, as their text: the roster,
	// the settings and the games.
	Saves() (map[string]string, error)
	// CueDelay is the time from the last cue that woke the suspended
	// audio to the browser taking its first samples; false before any.
	CueDelay() (time.Duration, bool)
}
