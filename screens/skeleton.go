package screens

import (
	"strconv"

	"fyne.io/fyne/v2"

	"tablecompanion/games"
)

// Skeleton is what every game screen is made of around its own widgets:
// the context, the game as the home screen shows it, a view that shows the
// setup until the game starts and the play after it, the match once it has
// started, and the table's way to end it where it stands. A game's Screen
// embeds it, and with it the screen's Title, Match, History, Close, Ending
// and EndHere; a screen with more to stop or to wait for has its own Close
// or Ending, which call the skeleton's.
type Skeleton[S, A any, E Endable[A]] struct {
	// Ctx is what the shell hands the screen.
	Ctx *Context
	// Game is the game as the home screen shows it: its name, player
	// range and icon.
	Game Game
	// Setup chooses the players; it is on screen until the game starts.
	Setup *Setup
	// EndAction is the game's action that ends it where it stands.
	EndAction func() A
	view      *Pages
	match     *games.Match[S, A, E]
	tutor     tutor
	drafts    drafts
}

// Endable is a game's state that the table may end where it stands.
type Endable[A any] interface {
	games.Engine[A]
	CanEndHere() bool
}

// Match returns the match, nil before the game starts.
func (k *Skeleton[S, A, E]) Match() *games.Match[S, A, E] { return k.match }

// SetMatch takes the match that has started or been loaded.
func (k *Skeleton[S, A, E]) SetMatch(m *games.Match[S, A, E]) { k.match = m }

// History returns the match as the shell's history, once the game has
// started: nil before, so that the shell has nothing to undo or save.
func (k *Skeleton[S, A, E]) History() games.History {
	if k.match == nil {
		return nil
	}
	return k.match
}

// Close does nothing: a screen that runs something in the background
// stops it in its own Close.
func (k *Skeleton[S, A, E]) Close() {}

// Ending reports whether a game is under way and whether the table may end
// it here now, as its rules say.
func (k *Skeleton[S, A, E]) Ending() (underWay, now bool) {
	if k.match == nil || k.match.Over() {
		return false, false
	}
	return true, k.match.State().CanEndHere()
}

// EndHere ends the game where it stands.
func (k *Skeleton[S, A, E]) EndHere() error {
	if err := k.match.Do(k.EndAction()); err != nil {
		return err
	}
	k.Ctx.Commit()
	return nil
}

// HowTo returns the game's How to play.
func (k *Skeleton[S, A, E]) HowTo() HowTo { return k.Game.HowTo }

// Title returns the game's name in the current language.
func (k *Skeleton[S, A, E]) Title() string { return k.Ctx.T(k.Game.Title) }

// BuildView makes the screen's view, fills it through update and returns
// it, for the screen's Build.
func (k *Skeleton[S, A, E]) BuildView(update func()) fyne.CanvasObject {
	k.view = NewPages()
	update()
	return k.view.Object()
}

// ShowSetupOrPlay shows the setup, up to date, while the game has not
// started, and the play once it has, built by play the first time. It
// reports whether the play is on show, for the screen's Update to go on
// with it.
func (k *Skeleton[S, A, E]) ShowSetupOrPlay(started bool, play func() fyne.CanvasObject) bool {
	if !started {
		k.view.Show("setup", k.Setup.Build)
		k.Setup.Update()
		return false
	}
	k.view.Show("play", play)
	return true
}

// PhoneBoard starts the board the phones show: the game's name, and while
// the table is still choosing the players, that it is. Once the game has
// started it returns its state too, for the rest of the board.
func (k *Skeleton[S, A, E]) PhoneBoard(t Words) (b games.Board, g E, started bool) {
	b = games.Board{Title: t(k.Game.Title)}
	if k.match == nil {
		b.Turn = t("phone.setting_up")
		return b, g, false
	}
	return b, k.match.State(), true
}

// ScoreRows are the players with their points, for a phone's board.
func ScoreRows(seats games.Seats, points []int) []games.Row {
	rows := make([]games.Row, 0, len(seats))
	for i, p := range seats {
		if i < len(points) {
			rows = append(rows, games.Row{Name: p.Name, Color: p.Color, Points: strconv.Itoa(points[i])})
		}
	}
	return rows
}

// PartFor returns the part of How to play that fits the game's moment:
// none before it starts, its end once it is over, and what during says of
// the state while it is under way.
func (k *Skeleton[S, A, E]) PartFor(during func(E) string) string {
	switch {
	case k.match == nil:
		return ""
	case k.match.Over():
		return PartEnd
	}
	return during(k.match.State())
}
