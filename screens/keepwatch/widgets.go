package keepwatch

import (
	"image/color"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/driver/mobile"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games/keepwatch"
	"tablecompanion/screens"
)

// padMinWidth and padMinHeight are the least room of a pad: a name read across
// the table above the key, and a finger's target many times over.
const (
	padMinWidth  = 140
	padMinHeight = 100
)

// Pad is a player's big press area on a touch screen, in their colour. It
// reacts when the finger or the button goes down, never on release: a tap
// fires on release, a good part of a reaction time too late.
type Pad struct {
	widget.BaseWidget
	onDown func()
	bg     *canvas.Rectangle
	name   *canvas.Text
	key    *canvas.Text
	status *canvas.Text
}

// The sizes of a pad's texts when they fit: a text too wide for the pad
// shrinks to fit rather than spill over its edge.
const (
	padNameSize   = 22
	padKeySize    = 26
	padStatusSize = 18
)

// NewPad returns the pad of a player with their name, colour and key. The
// texts are black or white, whichever reads better on the colour.
func NewPad(name, key string, c color.Color, onDown func()) *Pad {
	p := &Pad{onDown: onDown, bg: canvas.NewRectangle(c)}
	p.bg.CornerRadius = 14
	ink := screens.InkOn(c)
	text := func(s string, size float32) *canvas.Text {
		t := canvas.NewText(s, ink)
		t.TextStyle.Bold = true
		t.TextSize = size
		t.Alignment = fyne.TextAlignCenter
		return t
	}
	p.name, p.key, p.status = text(name, padNameSize), text(key, padKeySize), text("", padStatusSize)
	p.ExtendBaseWidget(p)
	return p
}

// SetStatus shows a word on the pad, such as that the player has pressed;
// the pad is drawn again only when the word changes.
func (p *Pad) SetStatus(text string) {
	if p.status.Text != text {
		p.status.Text = text
		p.Refresh()
	}
}

// Name returns the player's name on the pad.
func (p *Pad) Name() string {
	return p.name.Text
}

// FindBy is the pad's player's name, as the tablet's tests find it.
func (p *Pad) FindBy() string { return p.Name() }

// Status returns the word on the pad.
func (p *Pad) Status() string {
	return p.status.Text
}

// MouseDown is a press with the mouse or on a touch screen seen as a mouse.
func (p *Pad) MouseDown(*desktop.MouseEvent) {
	p.onDown()
}

// MouseUp does nothing: the press counted when the button went down.
func (p *Pad) MouseUp(*desktop.MouseEvent) {}

// TouchDown is a press on a mobile touch screen.
func (p *Pad) TouchDown(*mobile.TouchEvent) {
	p.onDown()
}

// TouchUp does nothing: the press counted when the finger went down.
func (p *Pad) TouchUp(*mobile.TouchEvent) {}

// TouchCancel does nothing.
func (p *Pad) TouchCancel(*mobile.TouchEvent) {}

// MinSize is large enough for a finger and a name read across the table.
func (p *Pad) MinSize() fyne.Size {
	return fyne.NewSize(max(padMinWidth, p.name.MinSize().Width+24), padMinHeight)
}

// CreateRenderer draws the pad.
func (p *Pad) CreateRenderer() fyne.WidgetRenderer {
	return &padRenderer{p: p}
}

// padRenderer draws a pad's colour and its three lines, centred, each
// shrunk to the pad's width if it would run over.
type padRenderer struct {
	p *Pad
}

func (r *padRenderer) Destroy() {}

func (r *padRenderer) MinSize() fyne.Size { return r.p.MinSize() }

func (r *padRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.p.bg, r.p.name, r.p.key, r.p.status}
}

// Layout fills the pad with its colour and stacks the lines in its middle.
func (r *padRenderer) Layout(size fyne.Size) {
	p := r.p
	p.bg.Resize(size)
	room := size.Width - 12
	lines := []*canvas.Text{p.name, p.key, p.status}
	sizes := []float32{padNameSize, padKeySize, padStatusSize}
	var height float32
	for i, t := range lines {
		fit(t, sizes[i], room)
		height += t.MinSize().Height
	}
	y := (size.Height - height) / 2
	for _, t := range lines {
		h := t.MinSize().Height
		t.Move(fyne.NewPos(0, y))
		t.Resize(fyne.NewSize(size.Width, h))
		y += h
	}
}

// fit gives a text its size, or a smaller one that fits the width.
func fit(t *canvas.Text, size, width float32) {
	if w := fyne.MeasureText(t.Text, size, t.TextStyle).Width; w > width && width > 0 {
		size = max(size*width/w, 8)
	}
	if t.TextSize != size {
		t.TextSize = size
		t.Refresh()
	}
}

// Refresh lays the lines out again, for a status that changed.
func (r *padRenderer) Refresh() {
	r.Layout(r.p.Size())
	canvas.Refresh(r.p)
}

var (
	_ desktop.Mouseable = (*Pad)(nil)
	_ mobile.Touchable  = (*Pad)(nil)
)

// checkSplit lays out the check of a challenge: the result, and the panel
// that asks the question. When the width gives the result its minimum and
// the panel a quarter of the width, or its minimum if more, the panel is on
// the right; otherwise it is below the result and gets the height it needs,
// up to two thirds, before the result takes what is left.
type checkSplit struct {
	gap float32
}

// MinSize is as wide as the wider of the two, so a narrow window still fits.
func (c *checkSplit) MinSize(objects []fyne.CanvasObject) fyne.Size {
	a, b := objects[0].MinSize(), objects[1].MinSize()
	return fyne.NewSize(max(a.Width, b.Width), max(a.Height, b.Height))
}

// Layout puts the panel beside the result or below it.
func (c *checkSplit) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	result, panel := objects[0], objects[1]
	side := max(panel.MinSize().Width, size.Width/4)
	if size.Width >= result.MinSize().Width+c.gap+side {
		result.Move(fyne.NewPos(0, 0))
		result.Resize(fyne.NewSize(size.Width-side-c.gap, size.Height))
		panel.Move(fyne.NewPos(size.Width-side, 0))
		panel.Resize(fyne.NewSize(side, size.Height))
		return
	}
	need := min(scrollWant(panel).Height, size.Height*2/3)
	h := max(min(scrollWant(result).Height, size.Height-need-c.gap), 0)
	result.Move(fyne.NewPos(0, 0))
	result.Resize(fyne.NewSize(size.Width, h))
	panel.Move(fyne.NewPos(0, h+c.gap))
	panel.Resize(fyne.NewSize(size.Width, size.Height-h-c.gap))
}

// scrollWant is the size a scroll's content wants, or the object's own.
func scrollWant(o fyne.CanvasObject) fyne.Size {
	if s, ok := o.(*container.Scroll); ok {
		return s.Content.MinSize()
	}
	return o.MinSize()
}

// atLeast gives an object at least the given size, for buttons a finger
// finds at arm's length.
func atLeast(o fyne.CanvasObject, size fyne.Size) fyne.CanvasObject {
	strut := canvas.NewRectangle(color.Transparent)
	strut.SetMinSize(size)
	return container.NewStack(strut, o)
}

// fillText lays out one text as large as its area allows: the countdown and
// GO fill the screen.
type fillText struct {
	text *canvas.Text
}

// newFillText returns a bold text that grows to fill its container.
func newFillText(s string, c color.Color) (*canvas.Text, *fyne.Container) {
	t := canvas.NewText(s, c)
	t.TextStyle.Bold = true
	t.Alignment = fyne.TextAlignCenter
	return t, container.New(&fillText{text: t}, t)
}

// MinSize is small, a line of text's: the text takes whatever room is
// left, and a warning that comes with the count on a small laptop takes
// its room from the count rather than make the screen taller than the
// window.
func (f *fillText) MinSize([]fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(80, fillLeast)
}

// fillLeast is the least height of a text that fills its area.
const fillLeast = 24

// Layout sizes the text to the area's height, or its width for a long word.
func (f *fillText) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	n := float32(max(utf8.RuneCountInString(f.text.Text), 1))
	f.text.TextSize = max(min(size.Height*0.7, size.Width/(0.7*n)), 12)
	h := f.text.MinSize().Height
	f.text.Move(fyne.NewPos(0, (size.Height-h)/2))
	f.text.Resize(fyne.NewSize(size.Width, h))
	f.text.Refresh()
}

// symbolIcon returns the drawn mark of a symbol.
func symbolIcon(s keepwatch.Symbol) fyne.Resource {
	return screens.Icon(icons, "symbol-"+string(s))
}

// symbolMark is a symbol's mark at the given size.
func symbolMark(s keepwatch.Symbol, size float32) fyne.CanvasObject {
	img := canvas.NewImageFromResource(symbolIcon(s))
	img.FillMode = canvas.ImageFillContain
	return container.NewGridWrap(fyne.NewSquareSize(size), img)
}

// markButton is a square button with a symbol's mark drawn large over it:
// the checker's button that puts the symbol on the challenge card.
type markButton struct {
	button *screens.Button
	box    *fyne.Container
}

// newMarkButton returns a button of the given side with the symbol's mark
// that calls tap.
func newMarkButton(s keepwatch.Symbol, side float32, tap func()) *markButton {
	mark := canvas.NewImageFromResource(symbolIcon(s))
	mark.FillMode = canvas.ImageFillContain
	m := &markButton{button: screens.NewButton("", tap)}
	m.box = container.NewGridWrap(fyne.NewSquareSize(side),
		container.NewStack(m.button, container.NewPadded(container.NewPadded(mark))))
	return m
}

// setOn shows the button as chosen, or not.
func (m *markButton) setOn(on bool) {
	importance := widget.MediumImportance
	if on {
		importance = widget.HighImportance
	}
	screens.SetButton(m.button, "", importance)
}

// pileChip is a player's place in the status bar: their colour, their name and
// key, and their number of cards, big.
type pileChip struct {
	name, count *widget.Label
	box         *fyne.Container
}

// newPileChip returns the chip of a player.
func newPileChip(name, colorName string) *pileChip {
	c := &pileChip{name: screens.BoldLabel(name), count: screens.BigLabel("", theme.SizeNameSubHeadingText)}
	// The count keeps the room of two digits, so the chips do not reflow
	// as a pile passes nine cards.
	digits := screens.BigLabel("88", theme.SizeNameSubHeadingText)
	digits.Hide()
	c.box = container.NewHBox(screens.Swatch(colorName, 26), c.name, screens.Reserved(digits, c.count))
	return c
}

// set shows the player's cards and whether they lead.
func (c *pileChip) set(cards string, leader bool) {
	screens.SetText(c.count, cards)
	importance := widget.MediumImportance
	if leader {
		importance = widget.HighImportance
	}
	screens.SetImportance(c.name, importance)
}

// statusLayout lays out the status bar: the Leader and the stack, half of
// their room each, then the players' piles below; the symbol card's and
// the checker's buttons stand on the right of the first line on a laptop,
// and of the piles on a narrower window, where the Leader's name then has
// the whole width. Which it is depends on the window alone, so a Leader's
// longer name moves nothing.
type statusLayout struct{}

// statusWide is the least width at which the buttons share the Leader's
// line.
const statusWide = 900

func (statusLayout) parts(objects []fyne.CanvasObject) (labels, buttons, chips fyne.CanvasObject) {
	return objects[0], objects[1], objects[2]
}

// MinSize is the labels' line over the piles', as narrow as the buttons
// with the least of each beside them.
func (l statusLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	labels, buttons, chips := l.parts(objects)
	b := buttons.MinSize()
	first, second := labels.MinSize(), chips.MinSize()
	return fyne.NewSize(b.Width+max(first.Width, second.Width)+theme.Padding(),
		max(first.Height, b.Height)+theme.Padding()+max(second.Height, b.Height))
}

// Layout puts the buttons at the right end of the first line or of the
// second.
func (l statusLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	labels, buttons, chips := l.parts(objects)
	b := buttons.MinSize()
	rest := size.Width - b.Width - theme.Padding()
	first := max(labels.MinSize().Height, b.Height)
	labelWidth, chipWidth := rest, size.Width
	buttonsAt := fyne.NewPos(rest+theme.Padding(), (first-b.Height)/2)
	if size.Width < statusWide {
		labelWidth, chipWidth = size.Width, rest
		first = labels.MinSize().Height
		buttonsAt = fyne.NewPos(rest+theme.Padding(), first+theme.Padding())
	}
	labels.Move(fyne.NewPos(0, 0))
	labels.Resize(fyne.NewSize(labelWidth, first))
	buttons.Move(buttonsAt)
	buttons.Resize(b)
	chips.Move(fyne.NewPos(0, first+theme.Padding()))
	chips.Resize(fyne.NewSize(chipWidth, max(size.Height-first-theme.Padding(), chips.MinSize().Height)))
}

// leftSize is the size of the time left to press: read across the table,
// yet well below the count and GO.
const leftSize = 40

// newLine returns a bold, centred line of text at the size, in a place of
// its own height whether it says anything or not, so that a text coming or
// going moves nothing; a text too wide shrinks to fit.
func newLine(size float32) *fyne.Container {
	t := canvas.NewText("", theme.Color(theme.ColorNameForeground))
	t.TextStyle.Bold = true
	t.TextSize = size
	t.Alignment = fyne.TextAlignCenter
	return container.New(&lineLayout{size: size}, t)
}

// setLine shows a text on a line, laid out again, to fit, only when it
// changed.
func setLine(line *fyne.Container, s string) {
	if t := line.Objects[0].(*canvas.Text); t.Text != s {
		t.Text = s
		line.Refresh()
	}
}

// lineLayout gives a line of text the height of its size and the width it
// has, shrinking the text to that width when it would run over.
type lineLayout struct {
	size float32
}

// MinSize is the line's height and little width: a long text shrinks.
func (l *lineLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(80, fyne.MeasureText("Ag", l.size, fyne.TextStyle{Bold: true}).Height)
}

// Layout centres the text and fits it to the width.
func (l *lineLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	t := objects[0].(*canvas.Text)
	fit(t, l.size, size.Width-12)
	t.Move(fyne.NewPos(0, (size.Height-t.MinSize().Height)/2))
	t.Resize(fyne.NewSize(size.Width, t.MinSize().Height))
}
