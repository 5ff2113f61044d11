package screens

import (
	"encoding/json"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// EndButtons are the way on from a finished game: the next game at the same
// table, or the home screen.
type EndButtons struct {
	// PlayAgain starts the next game with the same players and options.
	PlayAgain *Button
	// Home leads to the home screen.
	Home *Button
	box  fyne.CanvasObject
}

// NewEndButtons makes the end's two buttons; next returns the next game's
// setup, asked for only when Play again is tapped.
func NewEndButtons(ctx *Context, next func() any) *EndButtons {
	e := &EndButtons{
		PlayAgain: NewButtonWithIcon(ctx.T("end.play_again"), theme.MediaReplayIcon(), func() { ctx.PlayAgain(next()) }),
		Home:      NewButtonWithIcon(ctx.T("nav.home"), theme.HomeIcon(), ctx.Home),
	}
	e.PlayAgain.Importance = widget.HighImportance
	e.box = container.NewHBox(Tall(e.PlayAgain, setupCheckHeight), Tall(e.Home, setupCheckHeight))
	return e
}

// Object returns the buttons side by side.
func (e *EndButtons) Object() fyne.CanvasObject { return e.box }

// LastSetup returns the setup of the last game of this kind the table
// started, and false when there is none or it cannot be read.
func LastSetup[S any](ctx *Context) (S, bool) {
	var s S
	if len(ctx.Last) == 0 {
		return s, false
	}
	return s, json.Unmarshal(ctx.Last, &s) == nil
}
