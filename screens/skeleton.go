package screens

import (
	"strconv"

	"fyne.io/fyne/v2"

	"tablecompanion/games"
)

// Skeleton is what every game screen is made of around its own widgets:
// the context, the game as the home screen shows it, and a view that shows
// the setup until the game starts and the play after it. A game's Screen
// embeds it, and with it the screen's Title.
type Skeleton struct {
	// Ctx is what the shell hands the screen.
	Ctx *Context
	// Game is the game as the home screen shows it: its name, player
	// range and icon.
	Game Game
	// Setup chooses the players; it is on screen until the game starts.
	Setup *Setup
	view  *Pages
}

// Title returns the game's name in the current language.
func (k *Skeleton) Title() string { return k.Ctx.T(k.Game.Title) }

// BuildView makes the screen's view, fills it through update and returns
// it, for the screen's Build.
func (k *Skeleton) BuildView(update func()) fyne.CanvasObject {
	k.view = NewPages()
	update()
	return k.view.Object()
}

// ShowSetupOrPlay shows the setup, up to date, while the game has not
// started, and the play once it has, built by play the first time. It
// reports whether the play is on show, for the screen's Update to go on
// with it.
func (k *Skeleton) ShowSetupOrPlay(started bool, play func() fyne.CanvasObject) bool {
	if !started {
		k.view.Show("setup", k.Setup.Build)
		k.Setup.Update()
		return false
	}
	k.view.Show("play", play)
	return true
}

// HistoryOf returns a game screen's match as the shell's history: nil
// before the game starts, when the match is still nil.
func HistoryOf[M interface {
	comparable
	games.History
}](m M) games.History {
	var none M
	if m == none {
		return nil
	}
	return m
}

// PhoneBoard starts the board the phones show: the game's name, and while
// the table is still choosing the players, that it is.
func (k *Skeleton) PhoneBoard(t Words, started bool) games.Board {
	b := games.Board{Title: t(k.Game.Title)}
	if !started {
		b.Turn = t("phone.setting_up")
	}
	return b
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
