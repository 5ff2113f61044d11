package app

import (
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games"
	"tablecompanion/games/evening"
	"tablecompanion/screens"
)

// finishedToday is how far back the home screen lists finished games: an
// evening, even one that goes past midnight.
const finishedToday = 12 * time.Hour

// Home is the first screen: a tile per game, the games under way, the games
// finished today, and the way to the roster.
type Home struct {
	shell *Shell
	// under, finished and chips hold the games under way, the games
	// finished today and the roster's players.
	under, finished, chips *fyne.Container

	// Tiles has one tile per game, in the registry's order.
	Tiles []*Tile
	// ContinueButtons has one button per unfinished game, oldest first.
	ContinueButtons []*widget.Button
	// FinishedButtons has one button per game finished today, newest
	// first; each opens the game on its final board.
	FinishedButtons []*widget.Button
	// RemoveButtons are, in the order of the games under way and then of
	// the games finished today, the buttons that remove them.
	RemoveButtons []*widget.Button
	// Removed says what the home screen did last that can be taken back,
	// such as a game removed, and RestoreButton takes it back, as Undo
	// does.
	Removed       *widget.Label
	RestoreButton *widget.Button
	// Tonight is tonight's leaderboard, with NewEveningButton to start
	// another evening, EveningsButton to see the past ones, and the
	// buttons that export tonight's games as a table and as a picture.
	Tonight                                *fyne.Container
	NewEveningButton, EveningsButton       *widget.Button
	ExportTableButton, ExportPictureButton *widget.Button
	board                                  *leaderboard
	// Ask is the question a tile puts when its game is under way, with
	// its answers: continue it, or start a new one. They are nil until a
	// tile asks.
	Ask                      *dialog.CustomDialog
	CarryOnButton, NewButton *widget.Button
	// RosterButton opens the roster and shows how many players it has.
	RosterButton *widget.Button
}

// Title returns the app's name.
func (h *Home) Title() string { return h.shell.cat.T("app.name") }

// History is nil: the home screen has nothing to undo.
func (h *Home) History() games.History { return nil }

// Close does nothing.
func (h *Home) Close() {}

// CanUndo reports whether the home screen has a step to take back.
func (h *Home) CanUndo() bool { return len(h.shell.homeUndo) > 0 }

// Undo takes back the home screen's last step: a removal, a new evening.
func (h *Home) Undo() bool { return h.shell.undoHome() }

// Build lays out the tiles, the games under way and the roster button.
func (h *Home) Build() fyne.CanvasObject {
	s := h.shell
	h.Tiles = nil
	for _, g := range s.opts.Games {
		kind := g.Kind
		h.Tiles = append(h.Tiles, newTile(g.Icon, s.cat.T(g.Title),
			s.cat.T("home.players_range", "Min", g.Min, "Max", g.Max, "Count", g.Max),
			func() { s.OpenGame(kind) }))
	}
	objs := make([]fyne.CanvasObject, len(h.Tiles))
	for i, t := range h.Tiles {
		objs[i] = t
	}
	grid := container.NewGridWrap(fyne.NewSize(320, 140), objs...)
	h.RosterButton = widget.NewButtonWithIcon("", theme.AccountIcon(), s.OpenRoster)
	h.RosterButton.Importance = widget.HighImportance
	h.under = container.NewVBox()
	h.finished = container.NewVBox()
	h.Removed = widget.NewLabel("")
	h.Removed.Wrapping = fyne.TextWrapWord
	h.RestoreButton = widget.NewButtonWithIcon(s.cat.T("nav.undo"), theme.ContentUndoIcon(), func() { s.undoHome() })
	removed := container.NewBorder(nil, nil, nil, h.RestoreButton, h.Removed)
	h.chips = container.NewGridWrap(fyne.NewSize(220, 44))
	h.Tonight = container.NewVBox()
	h.NewEveningButton = widget.NewButtonWithIcon(s.cat.T("evening.new"), theme.ContentAddIcon(), s.NewEvening)
	h.EveningsButton = widget.NewButtonWithIcon(s.cat.T("evening.all"), theme.HistoryIcon(), s.OpenEvenings)
	h.ExportTableButton = widget.NewButtonWithIcon(s.cat.T("export.table"), theme.DocumentSaveIcon(), func() { s.exportEvening(s.tonight(), false) })
	h.ExportPictureButton = widget.NewButtonWithIcon(s.cat.T("export.picture"), theme.FileImageIcon(), func() { s.exportEvening(s.tonight(), true) })
	var cell fyne.Size
	for _, b := range []*widget.Button{h.NewEveningButton, h.EveningsButton, h.ExportTableButton, h.ExportPictureButton} {
		cell = cell.Max(b.MinSize()).Max(fyne.NewSize(0, 44))
	}
	tools := container.NewGridWrap(cell, h.NewEveningButton, h.EveningsButton, h.ExportTableButton, h.ExportPictureButton)
	h.Update()
	return container.NewVScroll(container.NewVBox(heading(s.cat.T("home.games")), grid, removed, h.under, h.finished,
		heading(s.cat.T("evening.tonight")), h.Tonight, tools,
		heading(s.cat.T("home.evening")), container.NewHBox(h.RosterButton), h.chips))
}

// Update lists the games under way, the games finished today and the
// roster as they are now.
func (h *Home) Update() {
	s := h.shell
	h.RemoveButtons = nil
	h.ContinueButtons = h.list(h.under, "home.continue", s.unfinished(), func(p *page) string {
		return s.cat.T("home.continue_item", "Game", s.cat.T(p.game.Title), "Count", p.screen.History().Len())
	})
	h.FinishedButtons = h.list(h.finished, "home.finished", s.finishedSince(time.Now().Add(-finishedToday)), func(p *page) string {
		return s.cat.T("home.finished_item", "Game", s.cat.T(p.game.Title), "Time", p.at.Local().Format("15:04"))
	})
	if n := len(s.homeUndo); n > 0 {
		screens.SetText(h.Removed, s.homeUndo[n-1].said())
	}
	screens.SetVisible(h.Removed, len(s.homeUndo) > 0)
	screens.SetVisible(h.RestoreButton, len(s.homeUndo) > 0)
	h.updateTonight()
	players := s.roster.State().Players()
	h.RosterButton.SetText(s.cat.T("home.roster", "Count", len(players)))
	h.chips.RemoveAll()
	for _, p := range players {
		name := widget.NewLabel(p.Name)
		name.Truncation = fyne.TextTruncateEllipsis
		h.chips.Add(container.NewBorder(nil, nil, screens.Swatch(p.Color, 24), nil, name))
	}
}

// updateTonight shows tonight's leaderboard, or says that no game has
// finished tonight yet.
func (h *Home) updateTonight() {
	s := h.shell
	e := s.tonight()
	h.Tonight.RemoveAll()
	h.board = nil
	if len(e.Games) == 0 {
		h.Tonight.Add(widget.NewLabel(s.cat.T("evening.none")))
	} else {
		h.board = newLeaderboard(s, e)
		h.Tonight.Add(widget.NewLabel(s.eveningTitle(e)))
		h.Tonight.Add(h.board.box)
	}
	screens.SetEnabled(h.ExportTableButton, len(e.Games) > 0)
	screens.SetEnabled(h.ExportPictureButton, len(e.Games) > 0)
}

// list fills box with a heading and a row per game: a button that opens
// it, labelled by label, and one that removes it. It returns the opening
// buttons; an empty list shows nothing.
func (h *Home) list(box *fyne.Container, title string, pages []*page, label func(*page) string) []*widget.Button {
	s := h.shell
	box.RemoveAll()
	if len(pages) == 0 {
		return nil
	}
	box.Add(heading(s.cat.T(title)))
	var opens []*widget.Button
	for _, p := range pages {
		open := widget.NewButtonWithIcon(label(p), p.game.Icon, func() { s.show(p) })
		open.Alignment = widget.ButtonAlignLeading
		remove := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() { s.RemoveGame(p) })
		opens = append(opens, open)
		h.RemoveButtons = append(h.RemoveButtons, remove)
		box.Add(container.NewBorder(nil, nil, nil, remove, open))
	}
	return opens
}

// ask puts the question of a tile whose game is under way: go on with it,
// or start a new one and keep it.
func (h *Home) ask(under *page, carryOn, fresh func()) {
	s := h.shell
	text := widget.NewLabel(s.cat.T("home.under_way", "Game", s.cat.T(under.game.Title)))
	text.Wrapping = fyne.TextWrapWord
	answer := func(then func()) func() {
		return func() {
			h.Ask.Hide()
			then()
		}
	}
	h.NewButton = widget.NewButtonWithIcon(s.cat.T("home.new_game"), theme.ContentAddIcon(), answer(fresh))
	h.CarryOnButton = widget.NewButtonWithIcon(s.cat.T("home.carry_on"), theme.MediaPlayIcon(), answer(carryOn))
	h.CarryOnButton.Importance = widget.HighImportance
	buttons := container.NewGridWithColumns(2, h.NewButton, h.CarryOnButton)
	h.Ask = dialog.NewCustomWithoutButtons(s.cat.T(under.game.Title), container.NewVBox(text, buttons), s.win)
	h.Ask.Resize(fyne.NewSize(min(480, s.win.Canvas().Size().Width-32), 0))
	h.Ask.Show()
}

func heading(text string) fyne.CanvasObject {
	l := widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.SizeName = theme.SizeNameSubHeadingText
	return l
}

// Tile is a large tappable card that opens a game.
type Tile struct {
	widget.BaseWidget
	icon     fyne.Resource
	title    string
	subtitle string
	onTap    func()
}

func newTile(icon fyne.Resource, title, subtitle string, onTap func()) *Tile {
	t := &Tile{icon: icon, title: title, subtitle: subtitle, onTap: onTap}
	t.ExtendBaseWidget(t)
	return t
}

// Title returns the game's name as the tile shows it.
func (t *Tile) Title() string { return t.title }

// Subtitle returns the player range as the tile shows it.
func (t *Tile) Subtitle() string { return t.subtitle }

// Tapped opens the game.
func (t *Tile) Tapped(*fyne.PointEvent) { t.onTap() }

// Cursor shows a pointing hand over the tile.
func (t *Tile) Cursor() desktop.Cursor { return desktop.PointerCursor }

// CreateRenderer draws the icon beside the name and the player range.
func (t *Tile) CreateRenderer() fyne.WidgetRenderer {
	th := t.Theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	bg := canvas.NewRectangle(th.Color(theme.ColorNameInputBackground, v))
	bg.CornerRadius = 14
	bg.StrokeColor = th.Color(theme.ColorNamePrimary, v)
	bg.StrokeWidth = 2
	img := canvas.NewImageFromResource(t.icon)
	img.FillMode = canvas.ImageFillContain
	img.SetMinSize(fyne.NewSquareSize(72))
	title := widget.NewLabelWithStyle(t.title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	title.SizeName = theme.SizeNameSubHeadingText
	title.Wrapping = fyne.TextWrapWord
	sub := widget.NewLabel(t.subtitle)
	text := container.NewVBox(layout.NewSpacer(), title, sub, layout.NewSpacer())
	body := container.NewBorder(nil, nil, container.NewCenter(img), nil, text)
	return widget.NewSimpleRenderer(container.NewStack(bg, container.NewPadded(body)))
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

// RemoveGame takes a game off the home screen and out of the evenings. Its
// file is kept aside, and Undo on the home screen brings it back.
func (s *Shell) RemoveGame(p *page) {
	if err := s.store.Remove(p.key); err != nil {
		s.saveFailed(err)
		s.updateBar()
		return
	}
	s.games = slices.DeleteFunc(s.games, func(q *page) bool { return q == p })
	if _, ok := s.evenings.State().Game(p.key); ok {
		s.evenings.Do(evening.Remove(p.key))
		s.saveEvenings()
	}
	s.homeUndo = append(s.homeUndo, homeStep{
		said: func() string {
			return s.cat.T("home.removed", "Game", s.cat.T(p.game.Title), "Time", p.at.Local().Format("15:04"))
		},
		undo: func() bool { return s.restore(p) },
	})
	s.opts.Logf("removed %s", p.key)
	s.commit(s.fixed[screenHome])
}

// restore brings a removed game back to the home screen and the evenings.
func (s *Shell) restore(p *page) bool {
	if err := s.store.Restore(p.key); err != nil {
		s.saveFailed(err)
		return false
	}
	i, _ := slices.BinarySearchFunc(s.games, p.key, func(q *page, key string) int { return strings.Compare(q.key, key) })
	s.games = slices.Insert(s.games, i, p)
	s.recordEvening(p, true)
	s.opts.Logf("restored %s", p.key)
	return true
}

// undoHome takes back the home screen's last step and reports whether
// there was one.
func (s *Shell) undoHome() bool {
	n := len(s.homeUndo)
	if n == 0 {
		return false
	}
	step := s.homeUndo[n-1]
	if step.undo() {
		s.homeUndo = s.homeUndo[:n-1]
	}
	s.commit(s.fixed[screenHome])
	return true
}
