package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games"
	"tablecompanion/screens"
)

// Home is the first screen: a tile per game, the games under way, and the
// way to the roster.
type Home struct {
	shell *Shell
	// under and chips hold the games under way and the roster's players.
	under, chips *fyne.Container

	// Tiles has one tile per game, in the registry's order.
	Tiles []*Tile
	// ContinueButtons has one button per unfinished game, oldest first.
	ContinueButtons []*widget.Button
	// RosterButton opens the roster and shows how many players it has.
	RosterButton *widget.Button
}

// Title returns the app's name.
func (h *Home) Title() string { return h.shell.cat.T("app.name") }

// History is nil: the home screen has nothing to undo.
func (h *Home) History() games.History { return nil }

// Close does nothing.
func (h *Home) Close() {}

// Build lays out the tiles, the games under way and the roster button.
func (h *Home) Build() fyne.CanvasObject {
	s := h.shell
	h.Tiles = nil
	for _, g := range s.opts.Games {
		kind := g.Kind
		h.Tiles = append(h.Tiles, newTile(g.Icon, s.cat.T(g.Title),
			s.cat.T("home.players_range", "Min", g.Min, "Max", g.Max, "Count", g.Max),
			func() { s.NewGame(kind) }))
	}
	objs := make([]fyne.CanvasObject, len(h.Tiles))
	for i, t := range h.Tiles {
		objs[i] = t
	}
	grid := container.NewGridWrap(fyne.NewSize(340, 140), objs...)
	h.RosterButton = widget.NewButtonWithIcon("", theme.AccountIcon(), s.OpenRoster)
	h.RosterButton.Importance = widget.HighImportance
	h.under = container.NewVBox()
	h.chips = container.NewGridWrap(fyne.NewSize(220, 44))
	h.Update()
	return container.NewVScroll(container.NewVBox(heading(s.cat.T("home.games")), grid, h.under,
		heading(s.cat.T("home.evening")), container.NewHBox(h.RosterButton), h.chips))
}

// Update lists the games under way and the roster as they are now.
func (h *Home) Update() {
	s := h.shell
	h.under.RemoveAll()
	h.ContinueButtons = nil
	if under := s.unfinished(); len(under) > 0 {
		h.under.Add(heading(s.cat.T("home.continue")))
		for _, p := range under {
			label := s.cat.T("home.continue_item", "Game", s.cat.T(p.game.Title), "Count", p.screen.History().Len())
			b := widget.NewButtonWithIcon(label, p.game.Icon, func() { s.show(p) })
			b.Alignment = widget.ButtonAlignLeading
			h.ContinueButtons = append(h.ContinueButtons, b)
			h.under.Add(b)
		}
	}
	players := s.roster.State().Players()
	h.RosterButton.SetText(s.cat.T("home.roster", "Count", len(players)))
	h.chips.RemoveAll()
	for _, p := range players {
		name := widget.NewLabel(p.Name)
		name.Truncation = fyne.TextTruncateEllipsis
		h.chips.Add(container.NewBorder(nil, nil, screens.Swatch(p.Color, 24), nil, name))
	}
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
