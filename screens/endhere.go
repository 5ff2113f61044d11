package screens

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// Ender is a game screen with rounds that the table may end where it
// stands: "End here". The shell shows the button in its top bar while a
// game is under way, asks the table to confirm in the words the screen
// gives, and its undo takes the end back, as for any action.
type Ender interface {
	// Ending reports whether a game is under way, which shows the
	// button, and whether its rules let the table end it now, which
	// enables it: not before anything has scored.
	Ending() (underWay, now bool)
	// EndHereWords says in the current language what ending now does:
	// what stands, who wins and what becomes of the round under way.
	EndHereWords() string
	// EndHereWhyNot says in the current language why the table may not
	// end the game now, when Ending says so, and when it will: the shell
	// shows it when the greyed button is tapped.
	EndHereWhyNot() string
	// EndHere ends the game where it stands and commits the action; a
	// refusal returns the rule error and changes nothing.
	EndHere() error
}

// EndedEarlyLabel returns the line of an end screen that says the table
// ended the game here; SetEndedEarly shows it only then.
func EndedEarlyLabel(ctx *Context) *widget.Label {
	l := widget.NewLabelWithStyle(ctx.T("end_here.ended"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.Importance = widget.WarningImportance
	l.Wrapping = fyne.TextWrapWord
	l.Hide()
	return l
}

// SetEndedEarly shows the line of EndedEarlyLabel when the game ended
// early and hides it otherwise.
func SetEndedEarly(l *widget.Label, early bool) {
	SetVisible(l, early)
}
