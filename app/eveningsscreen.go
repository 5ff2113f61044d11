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
)

// EveningsScreen lists the evenings, the newest first: each with its
// leaderboard, its games, which open read-only on their final boards, and
// the buttons that export it.
type EveningsScreen struct {
	shell *Shell
	box   *fyne.Container

	// GameButtons are, by evening from the newest, the buttons that open
	// its games, in the order they finished.
	GameButtons [][]*widget.Button
	// ExportButtons are, by evening from the newest, the buttons that
	// export it as a table and as a picture.
	ExportButtons [][2]*widget.Button
}

// Title names the screen.
func (es *EveningsScreen) Title() string { return es.shell.cat.T("evening.all") }

// History is nil: the evenings change with the games, not here.
func (es *EveningsScreen) History() games.History { return nil }

// Close does nothing.
func (es *EveningsScreen) Close() {}

// Build makes the list of evenings.
func (es *EveningsScreen) Build() fyne.CanvasObject {
	es.box = container.NewVBox()
	es.Update()
	return container.NewVScroll(es.box)
}

// Update lists the evenings as they are now.
func (es *EveningsScreen) Update() {
	s := es.shell
	es.box.RemoveAll()
	es.GameButtons, es.ExportButtons = nil, nil
	evenings := s.evenings.State().Evenings()
	if len(evenings) == 0 {
		es.box.Add(widget.NewLabel(s.cat.T("evening.none")))
		return
	}
	for _, e := range slices.Backward(evenings) {
		es.box.Add(heading(s.eveningTitle(e)))
		es.box.Add(newLeaderboard(s, e).box)
		var opens []*widget.Button
		for _, g := range e.Games {
			opens = append(opens, es.gameButton(g))
			es.box.Add(opens[len(opens)-1])
		}
		table := widget.NewButtonWithIcon(s.cat.T("export.table"), theme.DocumentSaveIcon(), func() { s.exportEvening(e, false) })
		picture := widget.NewButtonWithIcon(s.cat.T("export.picture"), theme.FileImageIcon(), func() { s.exportEvening(e, true) })
		es.box.Add(container.NewHBox(table, picture))
		es.box.Add(widget.NewSeparator())
		es.GameButtons = append(es.GameButtons, opens)
		es.ExportButtons = append(es.ExportButtons, [2]*widget.Button{table, picture})
	}
}

// gameButton opens a finished game on its final board; it is disabled
// when the game's save is no longer among the games.
func (es *EveningsScreen) gameButton(g evening.Game) *widget.Button {
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
	var page *page
	for _, p := range s.games {
		if p.key == g.File {
			page, icon = p, p.game.Icon
		}
	}
	b := widget.NewButtonWithIcon(label, icon, func() {
		if page != nil {
			page.readOnly = true
			s.show(page)
		}
	})
	b.Alignment = widget.ButtonAlignLeading
	if page == nil {
		b.Disable()
	}
	return b
}
