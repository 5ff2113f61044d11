package app

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games"
	"tablecompanion/games/evening"
	"tablecompanion/screens"
)

// EveningsScreen lists the evenings, the newest first: each with its
// leaderboard, its games, which open read-only on their final boards, and
// the buttons that export it.
type EveningsScreen struct {
	shell *Shell
	// none says there is no evening yet; evenings keeps a part per
	// evening.
	none     *widget.Label
	evenings *screens.Rows[*eveningPart]

	// GameButtons are, by evening from the newest, the buttons that open
	// its games, in the order they finished.
	GameButtons [][]*widget.Button
	// ExportButtons are, by evening from the newest, the buttons that
	// export it as a table and as a picture.
	ExportButtons [][2]*widget.Button
}

// eveningPart is an evening on the evenings screen.
type eveningPart struct {
	title          *widget.Label
	board          *leaderboard
	games          *screens.Rows[*widget.Button]
	table, picture *widget.Button
}

// Title names the screen.
func (es *EveningsScreen) Title() string { return es.shell.cat.T("evening.all") }

// History is nil: the evenings change with the games, not here.
func (es *EveningsScreen) History() games.History { return nil }

// Close does nothing.
func (es *EveningsScreen) Close() {}

// Build makes the list of evenings.
func (es *EveningsScreen) Build() fyne.CanvasObject {
	s := es.shell
	es.none = widget.NewLabel(s.cat.T("evening.none"))
	es.evenings = screens.NewRows(func() (*eveningPart, fyne.CanvasObject) {
		p := &eveningPart{board: newLeaderboard(s, evening.Evening{})}
		p.title = heading("")
		p.games = screens.NewRows(func() (*widget.Button, fyne.CanvasObject) {
			b := widget.NewButton("", nil)
			b.Alignment = widget.ButtonAlignLeading
			return b, b
		})
		p.table = widget.NewButtonWithIcon(s.cat.T("export.table"), theme.DocumentSaveIcon(), nil)
		p.picture = widget.NewButtonWithIcon(s.cat.T("export.picture"), theme.FileImageIcon(), nil)
		return p, container.NewVBox(p.title, p.board.box, p.games.Box, container.NewHBox(p.table, p.picture), widget.NewSeparator())
	})
	es.Update()
	return container.NewVScroll(container.NewVBox(es.none, es.evenings.Box))
}

// Update lists the evenings as they are now.
func (es *EveningsScreen) Update() {
	s := es.shell
	es.GameButtons, es.ExportButtons = nil, nil
	evenings := slices.Clone(s.evenings.State().Evenings())
	slices.Reverse(evenings)
	screens.SetVisible(es.none, len(evenings) == 0)
	for i, p := range es.evenings.Show(len(evenings)) {
		e := evenings[i]
		screens.SetText(p.title, s.eveningTitle(e))
		p.board.update(e)
		screens.SetVisible(p.games.Box, len(e.Games) > 0)
		var opens []*widget.Button
		for j, b := range p.games.Show(len(e.Games)) {
			es.setGameButton(b, e.Games[j])
			opens = append(opens, b)
		}
		p.table.OnTapped = func() { s.exportEvening(e, false) }
		p.picture.OnTapped = func() { s.exportEvening(e, true) }
		es.GameButtons = append(es.GameButtons, opens)
		es.ExportButtons = append(es.ExportButtons, [2]*widget.Button{p.table, p.picture})
	}
}

// setGameButton makes b open a finished game on its final board; it is
// disabled when the game's save is no longer among the games.
func (es *EveningsScreen) setGameButton(b *widget.Button, g evening.Game) {
	s := es.shell
	var winners []string
	for _, r := range g.Results() {
		if r.Winner {
			winners = append(winners, r.Player.Name)
		}
	}
	label := s.cat.T("evening.game", "Game", s.gameTitle(g.Kind), "Time", g.Finished.Local().Format("15:04"),
		"Names", strings.Join(winners, ", "), "Count", len(winners))
	var icon fyne.Resource
	page := s.games.file(g.File)
	if page != nil {
		icon = page.game.Icon
	}
	screens.SetButton(b, label, b.Importance)
	screens.SetButtonIcon(b, icon)
	b.OnTapped = func() {
		if page != nil {
			page.readOnly = true
			s.show(page)
		}
	}
	screens.SetEnabled(b, page != nil)
}
