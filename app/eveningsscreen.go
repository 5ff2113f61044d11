package app

import (
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games"
	"tablecompanion/games/evening"
	"tablecompanion/screens"
	"tablecompanion/translations"
)

// EveningsScreen lists the evenings, the newest first: each with its
// leaderboard, its games, which open read-only on their final boards, and
// the buttons that export it.
type EveningsScreen struct {
	// The screen knows of the shell only what it shows and opens.
	cat *translations.Catalog
	// evenings returns the evenings, the oldest first.
	evenings func() []evening.Evening
	// gameTitle names a kind of game in the current language.
	gameTitle func(kind string) string
	// saved returns the game kept in a file, nil once it is gone, and open
	// shows it.
	saved func(file string) *page
	open  func(*page)
	// export saves an evening as a table, or as a picture, and tells
	// where it went.
	export func(e evening.Evening, picture bool, tell func(said string))
	// none says there is no evening yet; parts keeps a part per
	// evening.
	none  *widget.Label
	parts *screens.Rows[*eveningPart]

	// GameButtons are, by evening from the newest, the buttons that open
	// its games, in the order they finished.
	GameButtons [][]*widget.Button
	// ExportButtons are, by evening from the newest, the buttons that
	// export it as a table and as a picture.
	ExportButtons [][2]*widget.Button
	// Exported are, by evening from the newest, the lines that say where
	// its last export went, hidden before one.
	Exported []*widget.Label
	// rows has the games' rows, by their buttons.
	rows map[*widget.Button]*rowButton
}

// eveningPart is an evening on the evenings screen.
type eveningPart struct {
	title          *widget.Label
	board          *leaderboard
	games          *screens.Rows[*rowButton]
	table, picture *widget.Button
	exported       *widget.Label
	// start is when the evening on show began: a part that shows another
	// evening than before drops the line of the one before's export.
	start time.Time
}

// Title names the screen.
func (es *EveningsScreen) Title() string { return es.cat.T("evening.all") }

// History is nil: the evenings change with the games, not here.
func (es *EveningsScreen) History() games.History { return nil }

// Close does nothing.
func (es *EveningsScreen) Close() {}

// Build makes the list of evenings.
func (es *EveningsScreen) Build() fyne.CanvasObject {
	es.none = widget.NewLabel(es.cat.T("evening.none"))
	es.rows = map[*widget.Button]*rowButton{}
	es.parts = screens.NewRows(func() (*eveningPart, fyne.CanvasObject) {
		p := &eveningPart{board: newLeaderboard(es.cat, evening.Evening{})}
		p.title = heading("")
		p.games = screens.NewRows(func() (*rowButton, fyne.CanvasObject) {
			r := newRowButton()
			es.rows[r.button] = r
			return r, r.object
		})
		p.table = widget.NewButtonWithIcon(es.cat.T("export.table"), theme.DocumentSaveIcon(), nil)
		p.picture = widget.NewButtonWithIcon(es.cat.T("export.picture"), theme.FileImageIcon(), nil)
		p.exported = widget.NewLabel("")
		p.exported.Wrapping = fyne.TextWrapWord
		p.exported.Hide()
		return p, container.NewVBox(p.title, p.board.view, p.games.Box, container.NewHBox(p.table, p.picture), p.exported, widget.NewSeparator())
	})
	es.Update()
	return container.NewVScroll(container.NewVBox(es.none, es.parts.Box))
}

// Update lists the evenings as they are now.
func (es *EveningsScreen) Update() {
	es.GameButtons, es.ExportButtons, es.Exported = nil, nil, nil
	evenings := slices.Clone(es.evenings())
	slices.Reverse(evenings)
	screens.SetVisible(es.none, len(evenings) == 0)
	for i, p := range es.parts.Show(len(evenings)) {
		e := evenings[i]
		screens.SetText(p.title, eveningTitle(es.cat, e))
		p.board.update(e)
		screens.SetVisible(p.games.Box, len(e.Games) > 0)
		var opens []*widget.Button
		for j, r := range p.games.Show(len(e.Games)) {
			es.setGameRow(r, e.Games[j])
			opens = append(opens, r.button)
		}
		if !p.start.Equal(e.Start) {
			p.start = e.Start
			screens.SetVisible(p.exported, false)
		}
		tell := func(said string) {
			screens.SetText(p.exported, said)
			screens.SetVisible(p.exported, said != "")
		}
		p.table.OnTapped = func() { es.export(e, false, tell) }
		p.picture.OnTapped = func() { es.export(e, true, tell) }
		es.GameButtons = append(es.GameButtons, opens)
		es.ExportButtons = append(es.ExportButtons, [2]*widget.Button{p.table, p.picture})
		es.Exported = append(es.Exported, p.exported)
	}
}

// setGameRow makes a row open a finished game on its final board; it is
// disabled when the game's save is no longer among the games.
func (es *EveningsScreen) setGameRow(r *rowButton, g evening.Game) {
	var winners []string
	for _, res := range g.Results() {
		if res.Winner {
			winners = append(winners, res.Player.Name)
		}
	}
	label := es.cat.T("evening.game", "Game", es.gameTitle(g.Kind), "Time", g.Finished.Local().Format("15:04"),
		"Names", strings.Join(winners, ", "), "Count", len(winners))
	if g.EndedEarly {
		// On a line of its own: the row stays as narrow as an upright
		// tablet.
		label += "\n" + es.cat.T("end_here.mark")
	}
	var icon fyne.Resource
	page := es.saved(g.File)
	if page != nil {
		icon = page.game.Icon
	}
	r.set(label, icon, func() {
		if page != nil {
			page.readOnly = true
			es.open(page)
		}
	})
	screens.SetEnabled(r.button, page != nil)
}

// rowText returns the words of a game's row.
func (es *EveningsScreen) rowText(b *widget.Button) string { return rowWords(es.rows, b) }
