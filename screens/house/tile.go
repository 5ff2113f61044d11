package house

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

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

// FindBy gives the tile's title: the tablet's walk and the browser tests
// find a tile by it.
func (t *Tile) FindBy() string { return t.title }
