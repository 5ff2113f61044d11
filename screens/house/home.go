package house

import (
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games"
	"tablecompanion/games/evening"
	"tablecompanion/games/kinds"
	"tablecompanion/screens"
	"tablecompanion/translations"
)

// finishedToday is how far back the home screen lists finished games: an
// evening, even one that goes past midnight.
const finishedToday = 12 * time.Hour

// SavedGame is a game the home screen lists, under way or finished
// tonight, as the shell tells it.
type SavedGame struct {
	// Game is its kind's screen in the registry: its title and icon.
	Game *screens.Game
	// Moves counts its actions, and Progress says how far it has gone in
	// its screen's words, empty when the screen says nothing.
	Moves    int
	Progress string
	// Started is when its setup opened, zero when not known; At is its
	// last save, when a finished game finished.
	Started, At time.Time
	// Played is what the game tells of itself, nil when it tells nothing.
	Played *kinds.Played
	// Open shows the game, and Remove takes it off the list.
	Open, Remove func()
}

// HomeShell is what the home screen asks of the shell.
type HomeShell struct {
	// Games are the registry's games, a tile each.
	Games []screens.Game
	// Unfinished lists the games under way, oldest first, and
	// FinishedSince the games finished since a time, newest first.
	Unfinished    func() []SavedGame
	FinishedSince func(since time.Time) []SavedGame
	// Players returns the roster's players, and Tonight tonight's evening.
	Players func() games.Seats
	Tonight func() evening.Evening
	// OpenGame opens a game of the kind, asking first when one is under
	// way.
	OpenGame func(kind string)
	// OpenRoster, OpenEvenings and OpenRecords show those screens, and
	// NewEvening starts a new evening.
	OpenRoster, OpenEvenings, OpenRecords, NewEvening func()
	// Export saves an evening as a table, or as a picture, and tells where
	// it went.
	Export func(e evening.Evening, picture bool, tell func(said string))
	// Undo takes back the last of the home screen's steps and reports
	// whether there was one.
	Undo func() bool
}

// NewHome returns the home screen, to build.
func NewHome(cat *translations.Catalog, win fyne.Window, sh HomeShell) *Home {
	return &Home{cat: cat, win: win, sh: sh}
}

// Home is the first screen: a tile per game, the games under way, the games
// finished today, and the way to the roster.
type Home struct {
	// The screen knows of the shell only what it asks of it.
	cat *translations.Catalog
	win fyne.Window
	sh  HomeShell
	// steps are the home screen's own steps, the last one last, for its
	// undo to take back: a game removed, a new evening.
	steps []homeStep
	// under and finished list the games under way and the games finished
	// today, and chips the roster's players; each keeps its rows.
	under, finished *gameList
	chips           *screens.Rows[*chip]
	// tonightTitle names tonight's evening above its leaderboard, kept
	// with it for when tonight has games.
	tonightTitle *widget.Label
	kept         *Leaderboard

	// Tiles has one tile per game, in the registry's order.
	Tiles []*Tile
	// ContinueButtons has one button per unfinished game, oldest first.
	ContinueButtons []*screens.Button
	// FinishedButtons has one button per game finished today, newest
	// first; each opens the game on its final board.
	FinishedButtons []*screens.Button
	// RemoveButtons are, in the order of the games under way and then of
	// the games finished today, the buttons that remove them.
	RemoveButtons []*screens.Button
	// Removed says what the home screen did last that can be taken back,
	// such as a game removed, and RestoreButton takes it back, as Undo
	// does.
	Removed       *widget.Label
	RestoreButton *screens.Button
	// Tonight is tonight's leaderboard, with NewEveningButton to start
	// another evening, EveningsButton to see the past ones, and the
	// buttons that export tonight's games as a table and as a picture.
	Tonight                          *fyne.Container
	NewEveningButton, EveningsButton *screens.Button
	// RecordsButton opens every player's and game's records.
	RecordsButton *screens.Button
	// ChartButton, beside the games' heading while a game has finished
	// tonight, scrolls to tonight's chart: in reach from the top at every
	// size, however many games and players push it down.
	ChartButton                            *screens.Button
	ExportTableButton, ExportPictureButton *screens.Button
	// Exported says where the last export went, hidden before one.
	Exported *widget.Label
	// board is tonight's leaderboard while it is on show, nil while no
	// game has finished tonight.
	board *Leaderboard
	// scroll holds the whole screen.
	scroll *container.Scroll
	// noGames says that no game has finished tonight.
	noGames *widget.Label
	// Ask is the question a tile puts when its game is under way, while
	// it is up, with its answers: continue it, start a new one, or
	// neither. They are nil until a tile asks.
	Ask                                       *dialog.CustomDialog
	CarryOnButton, NewButton, CancelAskButton *screens.Button
	// RosterButton opens the roster and shows how many players it has.
	RosterButton *screens.Button
}

// Title returns the app's name.
func (h *Home) Title() string { return h.cat.T("app.name") }

// History is nil: the home screen has nothing to undo.
func (h *Home) History() games.History { return nil }

// Close does nothing.
func (h *Home) Close() {}

// CanUndo reports whether the home screen has a step to take back.
func (h *Home) CanUndo() bool { return len(h.steps) > 0 }

// Undo takes back the home screen's last step: a removal, a new evening.
func (h *Home) Undo() bool { return h.sh.Undo() }

// Build lays out the tiles, the games under way and the roster button.
func (h *Home) Build() fyne.CanvasObject {
	h.Tiles = nil
	for _, g := range h.sh.Games {
		kind := g.Kind
		h.Tiles = append(h.Tiles, newTile(g.Icon, h.cat.T(g.Title),
			h.cat.T("home.players_range", "Min", g.Min, "Max", g.Max, "Count", g.Max),
			func() { h.sh.OpenGame(kind) }))
	}
	objs := make([]fyne.CanvasObject, len(h.Tiles))
	for i, t := range h.Tiles {
		objs[i] = t
	}
	grid := container.NewGridWrap(fyne.NewSize(320, 140), objs...)
	h.RosterButton = screens.NewButtonWithIcon("", theme.AccountIcon(), h.sh.OpenRoster)
	h.RosterButton.Importance = widget.HighImportance
	h.under = newGameList(h.cat.T("home.continue"))
	h.finished = newGameList(h.cat.T("home.finished"))
	h.Removed = widget.NewLabel("")
	h.Removed.Wrapping = fyne.TextWrapWord
	h.RestoreButton = screens.NewButtonWithIcon(h.cat.T("home.restore"), theme.ContentUndoIcon(), func() { h.sh.Undo() })
	removed := container.NewBorder(nil, nil, nil, h.RestoreButton, h.Removed)
	h.chips = screens.NewRows(newChip)
	h.chips.Box.Layout = layout.NewGridWrapLayout(fyne.NewSize(220, 44))
	h.noGames = widget.NewLabel(h.cat.T("evening.none"))
	h.tonightTitle = widget.NewLabel("")
	h.kept = NewLeaderboard(h.cat, evening.Evening{})
	h.Tonight = container.NewVBox(h.noGames, h.tonightTitle, h.kept.View)
	h.NewEveningButton = screens.NewButtonWithIcon(h.cat.T("evening.new"), theme.ContentAddIcon(), func() { h.sh.NewEvening() })
	h.EveningsButton = screens.NewButtonWithIcon(h.cat.T("evening.all"), theme.HistoryIcon(), func() { h.sh.OpenEvenings() })
	h.RecordsButton = screens.NewButtonWithIcon(h.cat.T("records.title"), RecordsIcon, func() { h.sh.OpenRecords() })
	h.ExportTableButton = screens.NewButtonWithIcon(h.cat.T("export.table"), theme.DocumentSaveIcon(), func() { h.sh.Export(h.sh.Tonight(), false, h.tellExported) })
	h.ExportPictureButton = screens.NewButtonWithIcon(h.cat.T("export.picture"), theme.FileImageIcon(), func() { h.sh.Export(h.sh.Tonight(), true, h.tellExported) })
	var cell fyne.Size
	for _, b := range []*screens.Button{h.NewEveningButton, h.EveningsButton, h.RecordsButton, h.ExportTableButton, h.ExportPictureButton} {
		cell = cell.Max(b.MinSize()).Max(fyne.NewSize(0, 44))
	}
	tools := container.NewGridWrap(cell, h.NewEveningButton, h.EveningsButton, h.RecordsButton, h.ExportTableButton, h.ExportPictureButton)
	h.Exported = widget.NewLabel("")
	h.Exported.Wrapping = fyne.TextWrapWord
	h.Exported.Hide()
	h.ChartButton = screens.NewButtonWithIcon(h.cat.T("home.chart"), theme.MoveDownIcon(), h.showChart)
	h.Update()
	h.scroll = container.NewVScroll(container.NewVBox(
		container.NewBorder(nil, nil, nil, h.ChartButton, Heading(h.cat.T("home.games"))), grid, removed, h.under.box, h.finished.box,
		Heading(h.cat.T("evening.tonight")), h.Tonight, tools, h.Exported,
		Heading(h.cat.T("home.evening")), container.NewHBox(h.RosterButton), h.chips.Box))
	return h.scroll
}

// showChart scrolls to tonight's chart: its foot at the foot of the view,
// with as much of the leaderboard above it as fits, or its heading at the
// top when the chart is taller than the view.
func (h *Home) showChart() {
	chart := h.kept.Chart.Object()
	d := fyne.CurrentApp().Driver()
	top := d.AbsolutePositionForObject(chart).Y - d.AbsolutePositionForObject(h.scroll.Content).Y
	view := h.scroll.Size().Height
	y := min(top, top+chart.Size().Height-view)
	h.scroll.ScrollToOffset(fyne.NewPos(0, max(0, min(y, h.scroll.Content.Size().Height-view))))
}

// Update lists the games under way, the games finished today and the
// roster as they are now.
func (h *Home) Update() {
	h.RemoveButtons = nil
	h.ContinueButtons = h.list(h.under, h.sh.Unfinished(), h.underWayLabel)
	h.FinishedButtons = h.list(h.finished, h.sh.FinishedSince(time.Now().Add(-finishedToday)), h.finishedLabel)
	if n := len(h.steps); n > 0 {
		screens.SetText(h.Removed, h.steps[n-1].said())
	}
	screens.SetVisible(h.Removed, len(h.steps) > 0)
	screens.SetVisible(h.RestoreButton, len(h.steps) > 0)
	h.updateTonight()
	players := h.sh.Players()
	h.RosterButton.SetText(h.cat.T("home.roster", "Count", len(players)))
	for i, c := range h.chips.Show(len(players)) {
		c.set(players[i].Name, players[i].Color)
	}
}

// underWayLabel names a game under way: the game, how far it has gone and
// when it started, over its players, so that two games of a kind differ.
func (h *Home) underWayLabel(g SavedGame) string {
	game := h.cat.T(g.Game.Title)
	line := h.cat.T("home.continue_item", "Game", game, "Count", g.Moves)
	if g.Progress != "" {
		line = h.cat.T("home.under_way_item", "Game", game, "At", g.Progress)
	}
	if !g.Started.IsZero() {
		line = h.cat.T("home.since", "Line", line, "Time", g.Started.Local().Format("15:04"))
	}
	if g.Played != nil {
		line += "\n" + h.firstNames(g.Played.Players)
	}
	return line
}

// finishedLabel names a finished game: the game, when it finished and who
// won.
func (h *Home) finishedLabel(g SavedGame) string {
	if g.Played == nil {
		return h.cat.T("home.finished_item", "Game", h.cat.T(g.Game.Title), "Time", g.At.Local().Format("15:04"))
	}
	played := *g.Played
	var names []string
	for _, id := range played.Ranking.Winners() {
		if i := played.Players.Index(id); i >= 0 {
			names = append(names, played.Players[i].Name)
		}
	}
	line := h.cat.T("home.finished_won", "Game", h.cat.T(g.Game.Title), "Time", g.At.Local().Format("15:04"),
		"Names", strings.Join(names, ", "), "Count", len(names))
	if played.EndedEarly {
		// On a line of its own: the row stays as narrow as an upright
		// tablet.
		line += "\n" + h.cat.T("end_here.mark")
	}
	return line
}

// shownNames is how many players a game's row names before it counts the
// rest.
const shownNames = 3

// firstNames names a game's players, or the first of them and how many
// more.
func (h *Home) firstNames(players games.Seats) string {
	var names []string
	for i, p := range players {
		if i == shownNames && len(players) > shownNames+1 {
			return h.cat.T("home.and_more", "Names", strings.Join(names, ", "), "More", len(players)-shownNames)
		}
		names = append(names, p.Name)
	}
	return strings.Join(names, ", ")
}

// updateTonight shows tonight's leaderboard, or says that no game has
// finished tonight yet.
func (h *Home) updateTonight() {
	e := h.sh.Tonight()
	some := len(e.Games) > 0
	h.board = nil
	if some {
		h.board = h.kept
		h.board.Update(e)
		screens.SetText(h.tonightTitle, EveningTitle(h.cat, e))
	}
	screens.SetVisible(h.noGames, !some)
	screens.SetVisible(h.tonightTitle, some)
	screens.SetVisible(h.kept.View, some)
	screens.SetVisible(h.ChartButton, some)
	screens.SetEnabled(h.ExportTableButton, some)
	screens.SetEnabled(h.ExportPictureButton, some)
}

// tellExported says under the export buttons where the file went.
func (h *Home) tellExported(said string) {
	screens.SetText(h.Exported, said)
	screens.SetVisible(h.Exported, said != "")
}

// gameList is a heading and a row per game: a button that opens it and
// one that removes it. With no games it shows nothing and takes no room.
type gameList struct {
	box  *fyne.Container
	head *widget.Label
	rows *screens.Rows[*gameRow]
	// opens has each row's opening, by its button.
	opens map[*screens.Button]*screens.RowButton
}

// gameRow is a game's row: the opening and the removal.
type gameRow struct {
	open   *screens.RowButton
	remove *screens.Button
}

func newGameList(title string) *gameList {
	l := &gameList{head: Heading(title), opens: map[*screens.Button]*screens.RowButton{}}
	l.rows = screens.NewRows(func() (*gameRow, fyne.CanvasObject) {
		r := &gameRow{open: screens.NewRowButton(), remove: screens.NewButtonWithIcon("", theme.DeleteIcon(), nil)}
		l.opens[r.open.Button] = r.open
		return r, container.NewBorder(nil, nil, nil, r.remove, r.open.Object)
	})
	l.box = container.NewVBox(l.head, l.rows.Box)
	return l
}

// list shows the games in l, each row's words given by label, and
// returns the opening buttons.
func (h *Home) list(l *gameList, saved []SavedGame, label func(SavedGame) string) []*screens.Button {
	screens.SetVisible(l.head, len(saved) > 0)
	var opens []*screens.Button
	for i, row := range l.rows.Show(len(saved)) {
		g := saved[i]
		row.open.Set(label(g), g.Game.Icon, g.Open)
		row.remove.OnTapped = g.Remove
		opens = append(opens, row.open.Button)
		h.RemoveButtons = append(h.RemoveButtons, row.remove)
	}
	return opens
}

// RowText returns the words on a game's opening button.
func (h *Home) RowText(b *screens.Button) string {
	if t := screens.RowWords(h.under.opens, b); t != "" {
		return t
	}
	return screens.RowWords(h.finished.opens, b)
}

// chip is a player of the roster on the home screen: the colour and the
// name.
type chip struct {
	swatch fyne.CanvasObject
	name   *widget.Label
}

func newChip() (*chip, fyne.CanvasObject) {
	c := &chip{swatch: screens.Swatch("", 24), name: widget.NewLabel("")}
	c.name.Truncation = fyne.TextTruncateEllipsis
	return c, container.NewBorder(nil, nil, c.swatch, nil, c.name)
}

func (c *chip) set(name, colour string) {
	screens.SetSwatch(c.swatch, colour)
	screens.SetText(c.name, name)
}

// AskAbout puts the question of a tile whose game is under way: go on with it,
// or start a new one and keep it.
func (h *Home) AskAbout(under *screens.Game, carryOn, fresh func()) {
	text := widget.NewLabel(h.cat.T("home.under_way", "Game", h.cat.T(under.Title)))
	text.Wrapping = fyne.TextWrapWord
	answer := func(then func()) func() {
		return func() {
			h.Ask.Hide()
			then()
		}
	}
	h.NewButton = screens.NewButtonWithIcon(h.cat.T("home.new_game"), theme.ContentAddIcon(), answer(fresh))
	h.CarryOnButton = screens.NewButtonWithIcon(h.cat.T("home.carry_on"), theme.MediaPlayIcon(), answer(carryOn))
	h.CarryOnButton.Importance = widget.HighImportance
	h.CancelAskButton = screens.NewButtonWithIcon(h.cat.T("dialog.cancel"), theme.CancelIcon(), answer(func() {}))
	buttons := container.NewGridWithColumns(2, h.NewButton, h.CarryOnButton)
	h.Ask = dialog.NewCustomWithoutButtons(h.cat.T(under.Title),
		container.NewVBox(text, buttons, container.NewCenter(h.CancelAskButton)), h.win)
	ask := h.Ask
	h.Ask.SetOnClosed(func() {
		if h.Ask == ask {
			h.Ask = nil
		}
	})
	h.Ask.Resize(fyne.NewSize(min(480, h.win.Canvas().Size().Width-32), 0))
	h.Ask.Show()
}

// CloseAsk puts the question of a game under way away, if it is up,
// answering neither: the table stays home.
func (h *Home) CloseAsk() {
	if h.Ask != nil {
		h.Ask.Hide()
	}
}

// homeStep is a step of the home screen's own that its undo takes back:
// what it did, said in the current language, and how to undo it.
type homeStep struct {
	said func() string
	undo func() bool
	// evening marks a new evening: it can be taken back only while no
	// game has joined the evenings since.
	evening bool
}

// AddStep keeps a step of the home screen's own for its undo: what it did,
// said in the language of the moment, and how to undo it; evening marks a
// new evening (DropEveningSteps).
func (h *Home) AddStep(said func() string, undo func() bool, evening bool) {
	h.steps = append(h.steps, homeStep{said: said, undo: undo, evening: evening})
}

// DropEveningSteps forgets the steps that started a new evening: once a
// game has joined it, the new evening stays.
func (h *Home) DropEveningSteps() {
	h.steps = slices.DeleteFunc(h.steps, func(st homeStep) bool { return st.evening })
}

// UndoStep takes back the last step and reports whether there was one; a
// step whose undo fails is kept.
func (h *Home) UndoStep() bool {
	n := len(h.steps)
	if n == 0 {
		return false
	}
	if h.steps[n-1].undo() {
		h.steps = h.steps[:n-1]
	}
	return true
}

// Board returns tonight's leaderboard while it is on show, nil while no
// game has finished tonight.
func (h *Home) Board() *Leaderboard { return h.board }

// Scroll returns the scroll that holds the whole screen.
func (h *Home) Scroll() *container.Scroll { return h.scroll }
