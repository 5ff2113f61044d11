package carnival

import (
	"image/color"
	"strconv"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games/carnival"
	"tablecompanion/screens"
)

// The size of a crowd card at least, and of its number: six of them side by
// side fit a small laptop's window beside the ledgers, in Russian too, and
// the number reads across the table.
const (
	crowdCardWidth  = 80
	crowdCardHeight = 62
	crowdNumberSize = 30
	crowdTokenSize  = 26
)

// flippedCard is the back of an agent card: the same dark slate on the light
// and the dark theme, so a turned-over card never looks like an open one.
var flippedCard = color.NRGBA{0x45, 0x4a, 0x55, 0xff}

// CrowdCard is one numbered card of the crowd on screen: open, with the
// token of the player who called it in their colour and initial; turned
// over; or taken, marked in the colour of the player who took it. Tapping
// it calls or picks its number. The screen makes a card per number once
// and tells it how it lies; it draws itself again only when that changes.
type CrowdCard struct {
	widget.BaseWidget
	// Spot is the card as the engine gives it.
	Spot carnival.Spot
	look crowdLook
	// onTap calls or picks the card's number.
	onTap func()
}

// crowdLook is how a card lies: its spot; the colour and name of the player
// whose token stands on it, and the colour of the player who took it, empty
// when there is none; a word under the number (turned over, taken, no
// catch); and whether it is dimmed as no answer to the question asked.
type crowdLook struct {
	spot             carnival.Spot
	token, tokenName string
	owner            string
	caption          string
	dim              bool
}

// set shows the card as it lies, drawing it again only when that changed.
func (c *CrowdCard) set(look crowdLook) {
	if c.look == look {
		return
	}
	c.look, c.Spot = look, look.spot
	c.Refresh()
}

// FindBy is "card:" and the card's number, as the tablet's tests find a
// card of the crowd.
func (c *CrowdCard) FindBy() string { return "card:" + strconv.Itoa(c.Spot.Number) }

// Tapped calls or picks the card's number.
func (c *CrowdCard) Tapped(*fyne.PointEvent) {
	if c.onTap != nil {
		c.onTap()
	}
}

// CreateRenderer draws the card as it lies.
func (c *CrowdCard) CreateRenderer() fyne.WidgetRenderer {
	r := &crowdCardRenderer{card: c}
	r.Refresh()
	return r
}

type crowdCardRenderer struct {
	card *CrowdCard
	face fyne.CanvasObject
}

func (r *crowdCardRenderer) Layout(size fyne.Size)        { r.face.Resize(size) }
func (r *crowdCardRenderer) MinSize() fyne.Size           { return r.face.MinSize() }
func (r *crowdCardRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.face} }
func (r *crowdCardRenderer) Destroy()                     {}

// Refresh draws the card's face again, for a new look or theme.
func (r *crowdCardRenderer) Refresh() {
	r.face = r.card.draw()
	r.face.Resize(r.card.Size())
	canvas.Refresh(r.card)
}

// draw makes the card's face from its look.
func (c *CrowdCard) draw() fyne.CanvasObject {
	l := c.look
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameButton))
	bg.CornerRadius = theme.InputRadiusSize() * 2
	bg.SetMinSize(fyne.NewSize(crowdCardWidth, crowdCardHeight))
	number := canvas.NewText(strconv.Itoa(l.spot.Number), theme.Color(theme.ColorNameForeground))
	number.TextSize = crowdNumberSize
	number.TextStyle.Bold = true
	number.Alignment = fyne.TextAlignCenter
	caption := canvas.NewText(l.caption, theme.Color(theme.ColorNamePlaceHolder))
	caption.TextSize = theme.CaptionTextSize()
	caption.Alignment = fyne.TextAlignCenter

	corner := layout.NewSpacer()
	switch l.spot.Place {
	case carnival.Flipped:
		bg.FillColor = flippedCard
		number.Color = color.NRGBA{0xc8, 0xcc, 0xd4, 0xff}
		caption.Color = number.Color
	case carnival.FaceUp:
		bg.FillColor = color.Transparent
		bg.StrokeColor = theme.Color(theme.ColorNameSeparator)
		bg.StrokeWidth = 2
		number.Color = theme.Color(theme.ColorNamePlaceHolder)
		number.TextSize = crowdNumberSize * 2 / 3
		corner = screens.Swatch(l.owner, crowdTokenSize/2)
	}
	if l.token != "" {
		bg.StrokeColor = screens.PlayerColor(l.token)
		bg.StrokeWidth = 5
		corner = tokenMark(l.token, l.tokenName)
	}
	// The token and the caption lie over the card's corners, so the card
	// is no taller than its number.
	top := container.NewBorder(container.NewHBox(layout.NewSpacer(), corner), nil, nil, nil)
	bottom := container.NewBorder(nil, caption, nil, nil)
	card := container.NewStack(bg, container.NewCenter(number), container.NewPadded(top), container.NewPadded(bottom))
	if l.dim {
		veil := canvas.NewRectangle(withAlpha(theme.Color(theme.ColorNameBackground), 0xb0))
		veil.CornerRadius = bg.CornerRadius
		card.Add(veil)
	}
	return card
}

// tokenMark is a player's token: a disc in their colour with the first
// letter of their name, so two colours that look alike still differ.
func tokenMark(colorName, name string) fyne.CanvasObject {
	disc := canvas.NewCircle(screens.PlayerColor(colorName))
	disc.StrokeColor = color.NRGBA{0, 0, 0, 0x80}
	disc.StrokeWidth = 1
	r, _ := utf8.DecodeRuneInString(name)
	letter := canvas.NewText(string(r), screens.InkOn(screens.PlayerColor(colorName)))
	letter.TextStyle.Bold = true
	letter.TextSize = theme.TextSize()
	letter.Alignment = fyne.TextAlignCenter
	return container.NewGridWrap(fyne.NewSquareSize(crowdTokenSize), container.NewStack(disc, container.NewCenter(letter)))
}

// withAlpha returns the colour with another opacity.
func withAlpha(c color.Color, a uint8) color.Color {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	n.A = a
	return n
}
