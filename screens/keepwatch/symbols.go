package keepwatch

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games/keepwatch"
	"tablecompanion/screens"
	"tablecompanion/translations"
)

// The sides of the checker's buttons: a symbol to pick, and a place of a
// card.
const (
	paletteSide = 64
	slotSide    = 52
)

// SymbolCard is the reference card: each of the eight symbols with its mark
// and its name in the current language, and below it in the other two.
type SymbolCard struct {
	// Names are the symbols' names in the current language, in the order
	// of keepwatch.Symbols.
	Names []*widget.Label
	// Others are the names in the other two languages.
	Others []*widget.Label
}

// newSymbolCard builds the reference card in the catalog's language.
func newSymbolCard(cat *translations.Catalog) (*SymbolCard, fyne.CanvasObject) {
	card := &SymbolCard{}
	others := map[string]*translations.Catalog{}
	for _, tag := range translations.Languages {
		if tag != cat.Language() {
			if c, err := translations.New(tag); err == nil {
				others[tag.String()] = c
			}
		}
	}
	grid := container.New(&screens.Columns{N: 2, Gap: theme.Padding() * 2})
	for _, s := range keepwatch.Symbols {
		id := "keepwatch.symbol." + string(s)
		name := screens.BigLabel(cat.T(id), theme.SizeNameSubHeadingText)
		name.Wrapping = fyne.TextWrapWord
		var rest []string
		for _, tag := range translations.Languages {
			if c, ok := others[tag.String()]; ok {
				rest = append(rest, c.T(id))
			}
		}
		other := widget.NewLabel(strings.Join(rest, " · "))
		other.Wrapping = fyne.TextWrapWord
		card.Names = append(card.Names, name)
		card.Others = append(card.Others, other)
		grid.Add(symbolMark(s, 56))
		grid.Add(container.NewVBox(name, other))
	}
	return card, grid
}

// ShowReference opens the symbol reference card.
func (k *Screen) ShowReference() {
	card, content := newSymbolCard(k.Ctx.Catalog)
	k.Reference = card
	d := dialog.NewCustom(k.Ctx.T("keepwatch.reference.title"), k.Ctx.T("keepwatch.close"), container.NewVScroll(content), k.Ctx.Window)
	screens.FitDialog(d, k.Ctx.Window, fyne.NewSize(620, 700))
	d.Show()
}

// SymbolChecker is the answer checker: the referee taps the symbols of the
// challenge card, of the player's card and, in "Myself and neighbours", of
// the neighbours' cards, and it lists every right call. The eight symbols
// to tap and the answer stay on top; the cards scroll below them.
type SymbolChecker struct {
	cat    *translations.Catalog
	sizes  []int
	cards  [][]keepwatch.Symbol
	cond   keepwatch.Condition
	slots  [][]*markButton
	object fyne.CanvasObject

	// Palette has a button per symbol, in the order of keepwatch.Symbols:
	// a tap puts it in the first place still empty.
	Palette []*widget.Button
	// Slots are the places of each card, the challenge card first; a tap
	// on a filled place empties it.
	Slots [][]*widget.Button
	// ConditionChoice sets more or less when the game does not fix it;
	// nil otherwise.
	ConditionChoice *widget.RadioGroup
	// Answer lists the right calls, or says what is still missing.
	Answer *widget.Label
	// ClearButton empties every card.
	ClearButton *widget.Button
}

// NewSymbolChecker returns a checker for the condition (empty when the
// referee picks it) and the number of neighbours' cards that count.
func NewSymbolChecker(cat *translations.Catalog, cond keepwatch.Condition, neighbours int) *SymbolChecker {
	c := &SymbolChecker{cat: cat, cond: cond, sizes: []int{keepwatch.ChallengeSymbols, keepwatch.CardSymbols}}
	for range neighbours {
		c.sizes = append(c.sizes, keepwatch.CardSymbols)
	}
	c.cards = make([][]keepwatch.Symbol, len(c.sizes))
	palette := container.NewGridWrap(fyne.NewSquareSize(paletteSide))
	for _, s := range keepwatch.Symbols {
		b := newMarkButton(paletteSide, func() { c.Pick(s) })
		b.set(s)
		c.Palette = append(c.Palette, b.button)
		palette.Add(b.box)
	}
	hint := widget.NewLabel(cat.T("keepwatch.checker.hint"))
	hint.Wrapping = fyne.TextWrapWord
	cards := container.NewVBox()
	if cond == "" {
		c.cond = keepwatch.More
		more, less := cat.T("keepwatch.ask.more"), cat.T("keepwatch.ask.less")
		c.ConditionChoice = widget.NewRadioGroup([]string{more, less}, func(s string) {
			c.cond = keepwatch.More
			if s == less {
				c.cond = keepwatch.Less
			}
			c.refresh()
		})
		c.ConditionChoice.Horizontal = true
		c.ConditionChoice.Required = true
		c.ConditionChoice.Selected = more
		cards.Add(c.ConditionChoice)
	}
	c.slots = make([][]*markButton, len(c.sizes))
	c.Slots = make([][]*widget.Button, len(c.sizes))
	for i, size := range c.sizes {
		title := "keepwatch.checker.neighbour"
		switch i {
		case 0:
			title = "keepwatch.checker.challenge"
		case 1:
			title = "keepwatch.checker.own"
		}
		row := container.NewGridWrap(fyne.NewSquareSize(slotSide))
		for place := range size {
			b := newMarkButton(slotSide, func() { c.Clear(i, place) })
			c.slots[i] = append(c.slots[i], b)
			c.Slots[i] = append(c.Slots[i], b.button)
			row.Add(b.box)
		}
		cards.Add(screens.BoldLabel(cat.T(title)))
		cards.Add(row)
	}
	c.Answer = screens.BigLabel("", theme.SizeNameSubHeadingText)
	c.Answer.Wrapping = fyne.TextWrapWord
	c.ClearButton = widget.NewButtonWithIcon(cat.T("keepwatch.checker.clear"), theme.ContentClearIcon(), func() {
		c.cards = make([][]keepwatch.Symbol, len(c.sizes))
		c.refresh()
	})
	cards.Add(container.NewHBox(c.ClearButton))
	top := container.NewVBox(hint, palette, c.Answer, widget.NewSeparator())
	c.object = container.NewBorder(top, nil, nil, nil, container.NewVScroll(cards))
	c.refresh()
	return c
}

// Pick puts the symbol in the first empty place.
func (c *SymbolChecker) Pick(s keepwatch.Symbol) {
	for i, size := range c.sizes {
		if len(c.cards[i]) < size {
			c.cards[i] = append(c.cards[i], s)
			break
		}
	}
	c.refresh()
}

// Clear empties one place of a card.
func (c *SymbolChecker) Clear(card, place int) {
	if place < len(c.cards[card]) {
		c.cards[card] = append(c.cards[card][:place:place], c.cards[card][place+1:]...)
	}
	c.refresh()
}

// question is what is entered so far, as the engine's question.
func (c *SymbolChecker) question() keepwatch.Question {
	q := keepwatch.Question{Challenge: c.cards[0], Condition: c.cond, Own: c.cards[1]}
	q.Neighbours = append(q.Neighbours, c.cards[2:]...)
	return q
}

// refresh shows the cards as entered and the answer.
func (c *SymbolChecker) refresh() {
	right, err := keepwatch.RightAnswers(c.question())
	if err != nil {
		screens.SetText(c.Answer, c.cat.Error(err))
		screens.SetImportance(c.Answer, widget.MediumImportance)
	} else {
		var names []string
		for _, s := range right {
			names = append(names, c.cat.T("keepwatch.symbol."+string(s)))
		}
		screens.SetText(c.Answer, c.cat.T("keepwatch.checker.answer", "Symbols", strings.Join(names, ", "), "Count", len(names)))
		screens.SetImportance(c.Answer, widget.SuccessImportance)
	}
	for i, card := range c.slots {
		for place, b := range card {
			var s keepwatch.Symbol
			if place < len(c.cards[i]) {
				s = c.cards[i][place]
			}
			b.set(s)
		}
	}
}

// Object returns the checker to put on screen.
func (c *SymbolChecker) Object() fyne.CanvasObject {
	return c.object
}

// ShowChecker opens the answer checker for the game's variant.
func (k *Screen) ShowChecker(g *keepwatch.Game) {
	cond, fixed := g.FixedCondition()
	if !fixed {
		cond = ""
		if cur, ok := g.Current(); ok {
			cond = cur.Condition
		}
	}
	neighbours := 0
	if k.match.Setup().Neighbours {
		neighbours = len(g.Neighbours(0))
	}
	k.Checker = NewSymbolChecker(k.Ctx.Catalog, cond, neighbours)
	d := dialog.NewCustom(k.Ctx.T("keepwatch.checker"), k.Ctx.T("keepwatch.close"), k.Checker.Object(), k.Ctx.Window)
	screens.FitDialog(d, k.Ctx.Window, fyne.NewSize(760, 720))
	d.Show()
}
