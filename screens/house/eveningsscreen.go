package house

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

// EveningsShell is what the evenings screen asks of the shell.
type EveningsShell struct {
	// Evenings returns the evenings, the oldest first.
	Evenings func() []evening.Evening
	// GameTitle names a kind of game in the current language.
	GameTitle func(kind string) string
	// Saved returns the icon of the game kept in a file and what opens it
	// read-only on its final board; open is nil once the save is gone.
	Saved func(file string) (icon fyne.Resource, open func())
	// Export saves an evening as a table, or as a picture, and tells
	// where it went.
	Export func(e evening.Evening, picture bool, tell func(said string))
}

// NewEveningsScreen makes the evenings screen; Build lays it out.
func NewEveningsScreen(cat *translations.Catalog, sh EveningsShell) *EveningsScreen {
	return &EveningsScreen{cat: cat, sh: sh}
}

// EveningsScreen lists the evenings, the newest first: each with its
// leaderboard, its games, which open read-only on their final boards, and
// the buttons that export it.
type EveningsScreen struct {
	cat *translations.Catalog
	sh  EveningsShell
	// none says there is no evening yet; parts keeps a part per
	// evening.
	none  *widget.Label
	parts *screens.Rows[*eveningPart]

	// GameButtons are, by evening from the newest, the buttons that open
	// its games, in the order they finished.
	GameButtons [][]*screens.Button
	// ExportButtons are, by evening from the newest, the buttons that
	// export it as a table and as a picture.
	ExportButtons [][2]*screens.Button
	// Exported are, by evening from the newest, the lines that say where
	// its last export went, hidden before one.
	Exported []*widget.Label
	// rows has the games' rows, by their buttons.
	rows map[*screens.Button]*screens.RowButton
}

// eveningPart is an evening on the evenings screen.
type eveningPart struct {
	title          *widget.Label
	board          *Leaderboard
	games          *screens.Rows[*screens.RowButton]
	table, picture *screens.Button
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
	es.rows = map[*screens.Button]*screens.RowButton{}
	es.parts = screens.NewRows(func() (*eveningPart, fyne.CanvasObject) {
		p := &eveningPart{board: NewLeaderboard(es.cat, evening.Evening{})}
		p.title = Heading("")
		p.games = screens.NewRows(func() (*screens.RowButton, fyne.CanvasObject) {
			r := screens.NewRowButton()
			es.rows[r.Button] = r
			return r, r.Object
		})
		p.table = screens.NewButtonWithIcon(es.cat.T("export.table"), theme.DocumentSaveIcon(), nil)
		p.picture = screens.NewButtonWithIcon(es.cat.T("export.picture"), theme.FileImageIcon(), nil)
		p.exported = widget.NewLabel("")
		p.exported.Wrapping = fyne.TextWrapWord
		p.exported.Hide()
		return p, container.NewVBox(p.title, p.board.View, p.games.Box, container.NewHBox(p.table, p.picture), p.exported, widget.NewSeparator())
	})
	es.Update()
	return container.NewVScroll(container.NewVBox(es.none, es.parts.Box))
}

// Update lists the evenings as they are now.
func (es *EveningsScreen) Update() {
	es.GameButtons, es.ExportButtons, es.Exported = nil, nil, nil
	evenings := slices.Clone(es.sh.Evenings())
	slices.Reverse(evenings)
	screens.SetVisible(es.none, len(evenings) == 0)
	for i, p := range es.parts.Show(len(evenings)) {
		e := evenings[i]
		screens.SetText(p.title, EveningTitle(es.cat, e))
		p.board.Update(e)
		screens.SetVisible(p.games.Box, len(e.Games) > 0)
		var opens []*screens.Button
		for j, r := range p.games.Show(len(e.Games)) {
			es.setGameRow(r, e.Games[j])
			opens = append(opens, r.Button)
		}
		if !p.start.Equal(e.Start) {
			p.start = e.Start
			screens.SetVisible(p.exported, false)
		}
		tell := func(said string) {
			screens.SetText(p.exported, said)
			screens.SetVisible(p.exported, said != "")
		}
		p.table.OnTapped = func() { es.sh.Export(e, false, tell) }
		p.picture.OnTapped = func() { es.sh.Export(e, true, tell) }
		es.GameButtons = append(es.GameButtons, opens)
		es.ExportButtons = append(es.ExportButtons, [2]*screens.Button{p.table, p.picture})
		es.Exported = append(es.Exported, p.exported)
	}
}

// setGameRow makes a row open a finished game on its final board; it is
// disabled when the game's save is no longer among the games.
func (es *EveningsScreen) setGameRow(r *screens.RowButton, g evening.Game) {
	var winners []string
	for _, res := range g.Results() {
		if res.Winner {
			winners = append(winners, res.Player.Name)
		}
	}
	label := es.cat.T("evening.game", "Game", es.sh.GameTitle(g.Kind), "Time", g.Finished.Local().Format("15:04"),
		"Names", strings.Join(winners, ", "), "Count", len(winners))
	if g.EndedEarly {
		// On a line of its own: the row stays as narrow as an upright
		// tablet.
		label += "\n" + es.cat.T("end_here.mark")
	}
	icon, open := es.sh.Saved(g.File)
	r.Set(label, icon, func() {
		if open != nil {
			open()
		}
	})
	screens.SetEnabled(r.Button, open != nil)
}

// RowText returns the words of a game's row.
func (es *EveningsScreen) RowText(b *screens.Button) string { return screens.RowWords(es.rows, b) }
