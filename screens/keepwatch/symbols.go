package keepwatch

import (
	"slices"
	"strconv"
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

// countSide is the side of the checker's buttons, squares a finger finds
// at arm's length.
const countSide = 48

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

// SymbolChecker is the answer checker: a grid with a row for each symbol.
// The referee taps a row's symbol to put it on the challenge card, and a
// row's count for how many times it is on the card being counted, so a card
// takes one tap for each symbol on it; a symbol left at 0 is not on it. The
// checker lists every right call once the challenge card has its three
// symbols and each card its seven. In "Myself and neighbours" the same grid
// counts each card in turn.
type SymbolChecker struct {
	cat        *translations.Catalog
	cond       keepwatch.Condition
	challenge  []bool
	counts     [][]int
	card       int
	cardNames  []string
	symbolBtns []*markButton
	object     fyne.CanvasObject

	// Symbols have a button per row, in the order of keepwatch.Symbols: a
	// tap puts the symbol on the challenge card or takes it off.
	Symbols []*screens.Button
	// Counts are the rows' count buttons, Counts[row][n] for n from 0 to
	// seven: a tap says the symbol is n times on the card being counted.
	Counts [][]*screens.Button
	// Cards picks the card being counted in "Myself and neighbours"; nil
	// otherwise.
	Cards *screens.Choice
	// Tally says how many of the card's seven symbols are counted.
	Tally *widget.Label
	// ConditionChoice sets more or less when the game does not fix it;
	// nil otherwise.
	ConditionChoice *widget.RadioGroup
	// Answer lists the right calls, or says what is still missing.
	Answer *widget.Label
	// ClearButton empties the challenge card and every count.
	ClearButton *screens.Button
	// CloseButton closes the checker: it stands beside Clear, so that the
	// dialog needs no row of its own for it and the grid has the height.
	CloseButton *screens.Button
}

// NewSymbolChecker returns a checker for the condition (empty when the
// referee picks it) and the number of neighbours' cards that count: 1 for
// the opponent of a two-player game, 2 for the left and right neighbours.
func NewSymbolChecker(cat *translations.Catalog, cond keepwatch.Condition, neighbours int) *SymbolChecker {
	c := &SymbolChecker{cat: cat, cond: cond, challenge: make([]bool, len(keepwatch.Symbols)), counts: make([][]int, 1+neighbours)}
	for i := range c.counts {
		c.counts[i] = make([]int, len(keepwatch.Symbols))
	}
	c.Answer = screens.BigLabel("", theme.SizeNameSubHeadingText)
	c.Answer.Wrapping = fyne.TextWrapWord
	hint := widget.NewLabel(cat.T("keepwatch.checker.count_hint"))
	hint.Wrapping = fyne.TextWrapWord
	info := container.NewVBox(c.Answer)
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
		info.Add(c.ConditionChoice)
	}
	c.cardNames = []string{cat.T("keepwatch.checker.card.own")}
	switch neighbours {
	case 1:
		c.cardNames = append(c.cardNames, cat.T("keepwatch.checker.card.opponent"))
	case 2:
		c.cardNames = append(c.cardNames, cat.T("keepwatch.checker.card.left"), cat.T("keepwatch.checker.card.right"))
	}
	if neighbours > 0 {
		c.Cards = screens.NewChoice(c.cardNames, c.cardNames[0], func(name string) {
			c.ShowCard(slices.Index(c.cardNames, name))
		})
		info.Add(c.Cards.Object())
	}
	c.Tally = screens.BoldLabel("")
	c.Tally.Wrapping = fyne.TextWrapWord
	c.ClearButton = screens.NewButtonWithIcon(cat.T("keepwatch.checker.clear"), theme.ContentClearIcon(), c.Clear)
	info.Add(c.Tally)
	c.CloseButton = screens.NewButtonWithIcon(cat.T("keepwatch.close"), theme.CancelIcon(), nil)
	info.Add(container.NewHBox(c.ClearButton, c.CloseButton))
	// The hint, read once, comes last: on a small laptop it may scroll.
	info.Add(hint)
	c.object = container.NewVScroll(container.New(&checkerLayout{gap: 3 * theme.Padding()}, info, c.buildGrid()))
	c.refresh()
	return c
}

// buildGrid makes a row for each symbol: its button for the challenge card,
// then its counts from 0 to seven. The rows stand close, so that the eight
// fit a small laptop's dialog; each button keeps a finger's size.
func (c *SymbolChecker) buildGrid() fyne.CanvasObject {
	grid := container.New(&rows{gap: 2})
	c.Counts = make([][]*screens.Button, len(keepwatch.Symbols))
	for row, s := range keepwatch.Symbols {
		mark := newMarkButton(s, countSide, func() { c.Toggle(s) })
		c.symbolBtns = append(c.symbolBtns, mark)
		c.Symbols = append(c.Symbols, mark.button)
		counts := container.NewGridWithColumns(keepwatch.CardSymbols + 1)
		for n := range keepwatch.CardSymbols + 1 {
			b := screens.NewButton(strconv.Itoa(n), func() { c.SetCount(s, n) })
			c.Counts[row] = append(c.Counts[row], b)
			counts.Add(atLeast(b, fyne.NewSquareSize(countSide)))
		}
		grid.Add(container.NewBorder(nil, nil, mark.box, nil, counts))
	}
	return grid
}

// Toggle puts the symbol on the challenge card, or takes it off; a fourth
// symbol waits until one of the three is taken off.
func (c *SymbolChecker) Toggle(s keepwatch.Symbol) {
	i := slices.Index(keepwatch.Symbols, s)
	if c.challenge[i] || c.onChallenge() < keepwatch.ChallengeSymbols {
		c.challenge[i] = !c.challenge[i]
	}
	c.refresh()
}

// SetCount says how many times the symbol is on the card being counted.
func (c *SymbolChecker) SetCount(s keepwatch.Symbol, n int) {
	c.counts[c.card][slices.Index(keepwatch.Symbols, s)] = n
	c.refresh()
}

// ShowCard counts another card: the player's own is 0, the neighbours'
// follow.
func (c *SymbolChecker) ShowCard(card int) {
	if card >= 0 && card < len(c.counts) {
		c.card = card
	}
	c.refresh()
}

// Clear empties the challenge card and every count, and goes back to the
// player's own card.
func (c *SymbolChecker) Clear() {
	clear(c.challenge)
	for _, card := range c.counts {
		clear(card)
	}
	c.card = 0
	if c.Cards != nil {
		c.Cards.Set(c.cardNames, c.cardNames[0])
	}
	c.refresh()
}

func (c *SymbolChecker) onChallenge() int {
	n := 0
	for _, on := range c.challenge {
		if on {
			n++
		}
	}
	return n
}

// question is what is entered so far, as the engine's question: the
// challenge's symbols in the order of the reference card, and each card
// as its symbols, each as many times as counted.
func (c *SymbolChecker) question() keepwatch.Question {
	q := keepwatch.Question{Condition: c.cond}
	for i, s := range keepwatch.Symbols {
		if c.challenge[i] {
			q.Challenge = append(q.Challenge, s)
		}
	}
	cards := make([][]keepwatch.Symbol, len(c.counts))
	for card, counts := range c.counts {
		cards[card] = []keepwatch.Symbol{}
		for i, n := range counts {
			for range n {
				cards[card] = append(cards[card], keepwatch.Symbols[i])
			}
		}
	}
	q.Own, q.Neighbours = cards[0], cards[1:]
	return q
}

// refresh shows the challenge card, the counts of the card being counted,
// its tally and the answer.
func (c *SymbolChecker) refresh() {
	right, err := keepwatch.RightAnswers(c.question())
	if err != nil {
		screens.SetText(c.Answer, c.missing(err))
		screens.SetImportance(c.Answer, widget.MediumImportance)
	} else {
		var names []string
		for _, s := range right {
			names = append(names, c.cat.T("keepwatch.symbol."+string(s)))
		}
		screens.SetText(c.Answer, c.cat.T("keepwatch.checker.answer", "Symbols", strings.Join(names, ", "), "Count", len(names)))
		screens.SetImportance(c.Answer, widget.SuccessImportance)
	}
	full := c.onChallenge() == keepwatch.ChallengeSymbols
	for i, b := range c.symbolBtns {
		b.setOn(c.challenge[i])
		screens.SetEnabled(b.button, c.challenge[i] || !full)
	}
	counted := 0
	for row, buttons := range c.Counts {
		n := c.counts[c.card][row]
		counted += n
		for k, b := range buttons {
			importance := widget.MediumImportance
			if k == n {
				importance = widget.HighImportance
			}
			screens.SetButton(b, b.Text, importance)
		}
	}
	tally := c.cat.T("keepwatch.checker.tally", "Counted", counted, "Total", keepwatch.CardSymbols)
	if c.Cards != nil {
		tally = c.cat.T("keepwatch.checker.tally_card", "Card", c.cardNames[c.card], "Counted", counted, "Total", keepwatch.CardSymbols)
	}
	screens.SetText(c.Tally, tally)
}

// missing says what the answer still lacks: once the challenge card is
// in, the first card whose count is not its seven symbols, by name; the
// engine's reason otherwise.
func (c *SymbolChecker) missing(err error) string {
	if c.onChallenge() != keepwatch.ChallengeSymbols {
		return c.cat.Error(err)
	}
	for card, counts := range c.counts {
		n := 0
		for _, k := range counts {
			n += k
		}
		if n != keepwatch.CardSymbols {
			return c.cat.T("keepwatch.checker.count_card", "Card", c.cardNames[card], "Count", n)
		}
	}
	return c.cat.Error(err)
}

// Object returns the checker to put on screen.
func (c *SymbolChecker) Object() fyne.CanvasObject {
	return c.object
}

// checkerLayout puts the checker's words (the answer, the hint, the card
// being counted and its tally) beside the grid when the width gives both
// their room, and above it otherwise. The width of its last layout decides,
// as it does for a label that wraps.
type checkerLayout struct {
	gap  float32
	wide bool
}

// infoWidth is the least width of the words beside the grid, where the
// words wrap.
const infoWidth = 260

// MinSize is the two side by side once a layout found them room, one above
// the other before.
func (l *checkerLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	info, grid := objects[0].MinSize(), objects[1].MinSize()
	if l.wide {
		return fyne.NewSize(max(infoWidth, info.Width)+l.gap+grid.Width, max(info.Height, grid.Height))
	}
	return fyne.NewSize(max(info.Width, grid.Width), info.Height+l.gap+grid.Height)
}

// Layout places the words and the grid.
func (l *checkerLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	info, grid := objects[0], objects[1]
	g := grid.MinSize()
	l.wide = size.Width >= max(infoWidth, info.MinSize().Width)+l.gap+g.Width
	if l.wide {
		info.Move(fyne.NewPos(0, 0))
		info.Resize(fyne.NewSize(size.Width-l.gap-g.Width, size.Height))
		grid.Move(fyne.NewPos(size.Width-g.Width, 0))
		grid.Resize(fyne.NewSize(g.Width, size.Height))
		return
	}
	info.Resize(fyne.NewSize(size.Width, info.MinSize().Height))
	h := info.MinSize().Height
	info.Move(fyne.NewPos(0, 0))
	info.Resize(fyne.NewSize(size.Width, h))
	grid.Move(fyne.NewPos(0, h+l.gap))
	grid.Resize(fyne.NewSize(size.Width, size.Height-h-l.gap))
}

// rows stacks its objects at their least height, gap apart.
type rows struct {
	gap float32
}

// MinSize is the widest object and the heights with the gaps.
func (r *rows) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var size fyne.Size
	for i, o := range objects {
		m := o.MinSize()
		size.Width = max(size.Width, m.Width)
		size.Height += m.Height
		if i > 0 {
			size.Height += r.gap
		}
	}
	return size
}

// Layout stacks the objects from the top, each as wide as the rows.
func (r *rows) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	var y float32
	for _, o := range objects {
		h := o.MinSize().Height
		o.Move(fyne.NewPos(0, y))
		o.Resize(fyne.NewSize(size.Width, h))
		y += h + r.gap
	}
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
	if k.Match().Setup().Neighbours {
		neighbours = len(g.Neighbours(0))
	}
	k.Checker = NewSymbolChecker(k.Ctx.Catalog, cond, neighbours)
	d := dialog.NewCustomWithoutButtons(k.Ctx.T("keepwatch.checker"), k.Checker.Object(), k.Ctx.Window)
	k.Checker.CloseButton.OnTapped = d.Hide
	screens.FitDialog(d, k.Ctx.Window, fyne.NewSize(1000, 1200))
	d.Show()
}
