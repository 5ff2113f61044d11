//go:build ignore

package screens

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games/keepwatch"
	"tablecompanion/translations"
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
	grid := container.New(&columns{n: 2, gap: theme.Padding() * 2})
	for _, s := range keepwatch.Symbols {
		id := "keepwatch.symbol." + string(s)
		name := bigLabel(cat.T(id), theme.SizeNameSubHeadingText)
		var rest []string
		for _, tag := range translations.Languages {
			if c, ok := others[tag.String()]; ok {
				rest = append(rest, c.T(id))
			}
		}
		other := widget.NewLabel(strings.Join(rest, " · "))
		card.Names = append(card.Names, name)
		card.Others = append(card.Others, other)
		grid.Add(symbolMark(s, 56))
		grid.Add(container.NewVBox(name, other))
	}
	return card, grid
}

// ShowReference opens the symbol reference card.
func (k *KeepWatch) ShowReference() {
	card, content := newSymbolCard(k.ctx.Catalog)
	k.Reference = card
	d := dialog.NewCustom(k.ctx.T("keepwatch.reference.title"), k.ctx.T("keepwatch.close"), container.NewVScroll(content), k.ctx.Window)
	d.Resize(fyne.NewSize(620, 700))
	d.Show()
}

// SymbolChecker is the answer checker: the referee taps the symbols of the
// challenge card, of the player's card and, in "Myself and neighbours", of
// the neighbours' cards, and it lists every right call.
type SymbolChecker struct {
	cat    *translations.Catalog
	sizes  []int
	cards  [][]keepwatch.Symbol
	cond   keepwatch.Condition
	layout *fyne.Container

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
	for _, s := range keepwatch.Symbols {
		b := widget.NewButtonWithIcon(cat.T("keepwatch.symbol."+string(s)), symbolIcon(s), func() { c.Pick(s) })
		c.Palette = append(c.Palette, b)
	}
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
	}
	c.Answer = bigLabel("", theme.SizeNameSubHeadingText)
	c.Answer.Wrapping = fyne.TextWrapWord
	c.ClearButton = widget.NewButtonWithIcon(cat.T("keepwatch.checker.clear"), theme.ContentClearIcon(), func() {
		c.cards = make([][]keepwatch.Symbol, len(c.sizes))
		c.refresh()
	})
	c.layout = container.NewVBox()
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

// refresh draws the cards again and the answer.
func (c *SymbolChecker) refresh() {
	right, err := keepwatch.RightAnswers(c.question())
	if err != nil {
		c.Answer.SetText(c.cat.Error(err))
		c.Answer.Importance = widget.MediumImportance
	} else {
		var names []string
		for _, s := range right {
			names = append(names, c.cat.T("keepwatch.symbol."+string(s)))
		}
		c.Answer.SetText(c.cat.T("keepwatch.checker.answer", "Symbols", strings.Join(names, ", ")))
		c.Answer.Importance = widget.SuccessImportance
	}
	c.Answer.Refresh()
	c.Slots = make([][]*widget.Button, len(c.sizes))
	c.layout.RemoveAll()
	if c.ConditionChoice != nil {
		c.layout.Add(c.ConditionChoice)
	}
	for i, size := range c.sizes {
		title := "keepwatch.checker.neighbour"
		switch i {
		case 0:
			title = "keepwatch.checker.challenge"
		case 1:
			title = "keepwatch.checker.own"
		}
		row := container.NewHBox()
		for place := range size {
			b := widget.NewButton("?", func() { c.Clear(i, place) })
			if place < len(c.cards[i]) {
				b = widget.NewButtonWithIcon("", symbolIcon(c.cards[i][place]), func() { c.Clear(i, place) })
			}
			c.Slots[i] = append(c.Slots[i], b)
			row.Add(container.NewGridWrap(fyne.NewSquareSize(52), b))
		}
		c.layout.Add(boldLabel(c.cat.T(title)))
		c.layout.Add(row)
	}
	c.layout.Refresh()
}

// Object returns the checker to put on screen.
func (c *SymbolChecker) Object() fyne.CanvasObject {
	hint := widget.NewLabel(c.cat.T("keepwatch.checker.hint"))
	hint.Wrapping = fyne.TextWrapWord
	palette := container.NewGridWithColumns(4)
	for _, b := range c.Palette {
		palette.Add(b)
	}
	return container.NewVBox(hint, c.layout, widget.NewSeparator(), palette, c.Answer, container.NewHBox(c.ClearButton))
}

// ShowChecker opens the answer checker for the game's variant.
func (k *KeepWatch) ShowChecker(g *keepwatch.Game) {
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
	k.Checker = NewSymbolChecker(k.ctx.Catalog, cond, neighbours)
	d := dialog.NewCustom(k.ctx.T("keepwatch.checker"), k.ctx.T("keepwatch.close"), container.NewVScroll(k.Checker.Object()), k.ctx.Window)
	d.Resize(fyne.NewSize(760, 720))
	d.Show()
}
