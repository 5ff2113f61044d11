package decrypto

import (
	"image/color"
	"math"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games/decrypto"
	"tablecompanion/screens"
)

// Sizes of the board.
const (
	// nameWidth is the most a team's name takes beside its tokens.
	nameWidth = 160
	// clueWidth is the least width of a clue on a sheet, which
	// ends a longer clue in an ellipsis: with the digits' columns it keeps
	// a sheet narrow enough for two beside the step on a laptop.
	clueWidth = 90
	// token is the side of a token's place.
	token = 28
)

// board is the board's side: the tokens and each team's clue sheet,
// the sheets side by side when there is room, one above the other when not.
type board struct {
	tokens       fyne.CanvasObject
	inter, mis   []*tokenCounter
	hacker       *tokenCounter
	hackerRounds *widget.Label
	sheets       []*sheet
	pair         *pair
	pairBox      *fyne.Container
}

// wide is the board's width with the sheets side by side.
func (b *board) wide() float32 {
	return max(b.tokens.MinSize().Width, b.pair.wide(b.pairBox.Objects))
}

// buildBoard makes the tokens and the clue sheets.
func (d *Screen) buildBoard() fyne.CanvasObject {
	g := d.Match().State()
	b := &d.board
	*b = board{pair: &pair{gap: 2 * theme.Padding()}}
	b.tokens = d.buildTokens(g)
	b.pairBox = container.New(b.pair)
	d.Sheets = map[string][]*SheetRound{}
	d.ByKeyword = map[string][decrypto.Keywords][]*widget.Label{}
	for _, t := range g.Teams() {
		s := d.buildSheet(t)
		b.sheets = append(b.sheets, s)
		b.pairBox.Add(s.box)
	}
	return container.NewVBox(b.tokens, widget.NewSeparator(), b.pairBox)
}

// buildTokens makes each side's token counters: the Hacker's and the rounds
// the Hacker has left, or each team's interceptions and miscommunications.
func (d *Screen) buildTokens(g *decrypto.Game) fyne.CanvasObject {
	b := &d.board
	grid := container.New(&screens.Columns{N: 3, Gap: theme.Padding() * 2}, widget.NewLabel(""))
	d.Interceptions, d.Miscommunications, d.HackerTokens = nil, nil, nil
	if g.HackerMode() {
		b.hacker = newTokenCounter(true)
		b.hackerRounds = widget.NewLabel("")
		b.hackerRounds.Wrapping = fyne.TextWrapWord
		d.HackerTokens = b.hacker.label
		grid.Add(screens.BoldLabel(d.Ctx.T("decrypto.tokens.hacker")))
		grid.Add(widget.NewLabel(""))
		grid.Add(cappedLabel(screens.BoldLabel(name(d.Ctx.T, g, decrypto.HackerSide)), nameWidth))
		grid.Add(b.hacker.box)
		grid.Add(b.hackerRounds)
		return grid
	}
	grid.Add(screens.BoldLabel(d.Ctx.T("decrypto.tokens.interceptions")))
	grid.Add(screens.BoldLabel(d.Ctx.T("decrypto.tokens.miscommunications")))
	for _, t := range g.Teams() {
		in, mis := newTokenCounter(false), newTokenCounter(true)
		b.inter, b.mis = append(b.inter, in), append(b.mis, mis)
		d.Interceptions = append(d.Interceptions, in.label)
		d.Miscommunications = append(d.Miscommunications, mis.label)
		grid.Add(container.NewHBox(teamMark(t.Color), cappedLabel(screens.BoldLabel(teamName(d.Ctx.T, t)), nameWidth)))
		grid.Add(in.box)
		grid.Add(mis.box)
	}
	return grid
}

// updateBoard shows the tokens and the sheets as they stand.
func (d *Screen) updateBoard(g *decrypto.Game) {
	b := &d.board
	if g.HackerMode() {
		b.hacker.set(g.HackerTokens())
		screens.SetText(b.hackerRounds, d.Ctx.T("decrypto.hacker_rounds_left", "Count", max(decrypto.HackerRounds-g.Round()+1, 0)))
	}
	for i, t := range g.Teams() {
		if !g.HackerMode() {
			b.inter[i].set(t.Interceptions)
			b.mis[i].set(t.Miscommunications)
		}
		d.updateSheet(g, b.sheets[i])
	}
}

// tokenCounter is a side's tokens of one kind as the table has them, and
// as a count out of the two that end the game, in the colour of how close
// that is: one from the end in the warning colour, at the end in the error
// colour.
type tokenCounter struct {
	dots  [decrypto.TokensToClaim]*tokenDot
	label *widget.Label
	box   *fyne.Container
}

func newTokenCounter(black bool) *tokenCounter {
	c := &tokenCounter{label: screens.BigLabel("", theme.SizeNameSubHeadingText), box: container.NewHBox()}
	for i := range c.dots {
		c.dots[i] = newTokenDot(black)
		c.box.Add(c.dots[i].box)
	}
	c.box.Add(c.label)
	c.set(0)
	return c
}

// set shows n tokens.
func (c *tokenCounter) set(n int) {
	for i, dot := range c.dots {
		dot.set(i < n)
	}
	screens.SetText(c.label, strconv.Itoa(n)+" / "+strconv.Itoa(decrypto.TokensToClaim))
	importance := widget.MediumImportance
	switch {
	case n >= decrypto.TokensToClaim:
		importance = widget.DangerImportance
	case n == decrypto.TokensToClaim-1:
		importance = widget.WarningImportance
	}
	screens.SetImportance(c.label, importance)
}

// tokenDot is a token's place: a small faint ring while the token is not
// taken, so a white token stands out on the light theme too, and a disc in
// the token's colour, white for an interception and black for a
// miscommunication, once it is.
type tokenDot struct {
	circle *canvas.Circle
	box    *fyne.Container
	black  bool
	taken  bool
}

func newTokenDot(black bool) *tokenDot {
	t := &tokenDot{circle: canvas.NewCircle(color.Transparent), black: black}
	t.box = container.New(t, t.circle)
	t.paint()
	return t
}

// set takes the token or gives it back.
func (t *tokenDot) set(taken bool) {
	if t.taken == taken {
		return
	}
	t.taken = taken
	t.paint()
	t.Layout(nil, t.box.Size())
}

func (t *tokenDot) paint() {
	c := t.circle
	c.FillColor, c.StrokeColor, c.StrokeWidth = color.Transparent, theme.Color(theme.ColorNameDisabled), 1.5
	if t.taken {
		c.FillColor, c.StrokeColor, c.StrokeWidth = color.White, theme.Color(theme.ColorNameForeground), 3
		if t.black {
			c.FillColor = color.Black
		}
	}
	c.Refresh()
}

// MinSize is the place of a token taken.
func (t *tokenDot) MinSize([]fyne.CanvasObject) fyne.Size {
	return fyne.NewSquareSize(token)
}

// Layout centres the disc, or the smaller ring, in the place.
func (t *tokenDot) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	side := float32(16)
	if t.taken {
		side = token
	}
	t.circle.Move(fyne.NewPos((size.Width-side)/2, (size.Height-side)/2))
	t.circle.Resize(fyne.NewSquareSize(side))
}

// teamMark is a square in the team's colour.
func teamMark(team string) fyne.CanvasObject {
	r := canvas.NewRectangle(color.White)
	if team == decrypto.Black {
		r.FillColor = color.Black
	}
	r.StrokeColor = color.NRGBA{0x80, 0x80, 0x80, 0xff}
	r.StrokeWidth = 2
	return container.NewCenter(container.NewGridWrap(fyne.NewSquareSize(22), r))
}

// cappedLabel lets a label take the width of its text up to a most, and end
// a longer text in an ellipsis: a team's name as the table typed it.
func cappedLabel(l *widget.Label, most float32) fyne.CanvasObject {
	l.Truncation = fyne.TextTruncateEllipsis
	return container.New(&capped{label: l, most: most}, l)
}

type capped struct {
	label *widget.Label
	most  float32
}

// MinSize is the whole text, a pixel to spare, within the most width.
func (c *capped) MinSize([]fyne.CanvasObject) fyne.Size {
	size := theme.TextSize()
	if c.label.SizeName != "" {
		size = theme.Size(c.label.SizeName)
	}
	text := fyne.MeasureText(c.label.Text, size, c.label.TextStyle).Width
	whole := float32(math.Ceil(float64(text))) + 2*theme.InnerPadding() + 1
	return fyne.NewSize(min(whole, c.most), c.label.MinSize().Height)
}

// Layout gives the label the whole room.
func (c *capped) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	objects[0].Move(fyne.NewPos(0, 0))
	objects[0].Resize(size)
}

// sheet is a team's clue sheet: a line per clue given, three to a
// round, with the digit the opponents intercepted with, the digit the team
// decoded and the true digit; below them the clues grouped by the keyword
// they stood for, as the paper sheet has them.
type sheet struct {
	color     string
	grid      *fyne.Container
	rounds    []*SheetRound
	byKeyword [decrypto.Keywords]*screens.LineList
	box       fyne.CanvasObject
}

// SheetRound is a round on a team's clue sheet: its number, and for
// each of its three clues the clue, the interception's digit, the decode's
// digit and the true code's digit; a digit is blank until it is known. A
// clue the engine warns about is in the warning colour, the digits of an
// interception or a miscommunication in the error colour.
type SheetRound struct {
	Number                         *widget.Label
	Clues, Intercept, Decode, Code [decrypto.CluesPerCode]*widget.Label
	cells                          []fyne.CanvasObject
}

// buildSheet makes a team's sheet with no round on it yet.
func (d *Screen) buildSheet(t decrypto.Team) *sheet {
	s := &sheet{color: t.Color}
	title := screens.BigLabel(d.Ctx.T("decrypto.sheet.title", "Team", teamName(d.Ctx.T, t)), theme.SizeNameSubHeadingText)
	title.Wrapping = fyne.TextWrapWord
	s.grid = container.New(&sheetColumns{n: 5, flex: 1, head: 1, group: decrypto.CluesPerCode,
		groupGap: 2 * theme.Padding(), flexMin: clueWidth})
	headers := []string{"", d.Ctx.T("decrypto.sheet.clues"), d.Ctx.T("decrypto.sheet.intercept"),
		d.Ctx.T("decrypto.sheet.decode"), d.Ctx.T("decrypto.sheet.code")}
	for i, h := range headers {
		s.grid.Add(sheetHeader(h, i > 1))
	}
	// The heading of the lower part wraps: it is long in Russian and
	// Ukrainian, and a sheet may have half the board.
	by := screens.BoldLabel(d.Ctx.T("decrypto.sheet.by_keyword"))
	by.Wrapping = fyne.TextWrapWord
	cols := make([]fyne.CanvasObject, decrypto.Keywords)
	for k := range decrypto.Keywords {
		s.byKeyword[k] = screens.NewLineList(nil)
		bg := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
		bg.CornerRadius = theme.InputRadiusSize()
		cols[k] = container.NewStack(bg, container.NewVBox(screens.BigLabel(strconv.Itoa(k+1), theme.SizeNameSubHeadingText), s.byKeyword[k].Box))
	}
	grouped := container.New(&keywordColumns{gap: theme.Padding(), natural: s.longestClue}, cols...)
	s.box = container.NewVBox(container.NewBorder(nil, nil, teamMark(t.Color), nil, title), s.grid, by, grouped)
	return s
}

// updateSheet puts every round in which the team gave its clues on its
// sheet, and the clues of the codes revealed under their keywords.
func (d *Screen) updateSheet(g *decrypto.Game, s *sheet) {
	var shown []*SheetRound
	for _, r := range g.Rounds() {
		turn := turnOf(r, s.color)
		if !turn.CluesGiven {
			continue
		}
		if len(shown) == len(s.rounds) {
			row := newSheetRound()
			s.rounds = append(s.rounds, row)
			s.grid.Objects = append(s.grid.Objects, row.cells...)
			s.grid.Refresh()
		}
		row := s.rounds[len(shown)]
		row.show(r.Number, turn)
		shown = append(shown, row)
	}
	for i, row := range s.rounds {
		for _, c := range row.cells {
			screens.SetVisible(c, i < len(shown))
		}
	}
	d.Sheets[s.color] = shown
	var labels [decrypto.Keywords][]*widget.Label
	for k, clues := range g.CluesByKeyword(s.color) {
		texts := make([]string, len(clues))
		for i, c := range clues {
			texts[i] = c.Text
		}
		list := s.byKeyword[k]
		list.Set(texts)
		for i, c := range clues {
			mark(list.Labels[i], c.Warned(), widget.WarningImportance)
		}
		labels[k] = list.Labels[:len(clues)]
	}
	d.ByKeyword[s.color] = labels
}

// sheetHeader is the head of a sheet's column: bold text, centred over
// digits or in line with the clues below, without the room on either side
// a label takes, so the columns of digits are as narrow as their heads.
func sheetHeader(text string, centred bool) fyne.CanvasObject {
	t := canvas.NewText(text, theme.Color(theme.ColorNameForeground))
	t.TextStyle.Bold = true
	t.TextSize = theme.TextSize()
	side := theme.InnerPadding()
	if centred {
		t.Alignment = fyne.TextAlignCenter
		side = theme.Padding()
	}
	return container.New(layout.NewCustomPaddedLayout(theme.Padding(), theme.Padding(), side, theme.Padding()), t)
}

// longestClue is the width a clue under the keywords takes on one line,
// the longest of them.
func (s *sheet) longestClue() float32 {
	var w float32
	for _, list := range s.byKeyword {
		for _, l := range list.Labels {
			if l.Visible() {
				w = max(w, fyne.MeasureText(l.Text, theme.TextSize(), l.TextStyle).Width)
			}
		}
	}
	return float32(math.Ceil(float64(w))) + 2*theme.InnerPadding() + 1
}

// keywordColumns lays out the four keywords' columns side by side when
// each has room for the longest clue on one line, and two by two when not,
// so a clue breaks between its words rather than inside one. Its height is
// that of the way it was last laid out.
type keywordColumns struct {
	gap     float32
	natural func() float32
	cols    int
}

// columns returns how many columns fit the width.
func (k *keywordColumns) columns(n int, width float32) int {
	if width >= float32(n)*k.natural()+float32(n-1)*k.gap {
		return n
	}
	return (n + 1) / 2
}

// MinSize is two columns of the widest, and the height of the rows as last
// laid out.
func (k *keywordColumns) MinSize(objects []fyne.CanvasObject) fyne.Size {
	cols := k.cols
	if cols == 0 {
		cols = len(objects)
	}
	var widest float32
	for _, o := range objects {
		widest = max(widest, o.MinSize().Width)
	}
	_, heights := (&screens.Columns{N: cols}).Sizes(objects)
	s := fyne.NewSize(2*widest+k.gap, k.gap*float32(max(len(heights)-1, 0)))
	for _, h := range heights {
		s.Height += h
	}
	return s
}

// Layout shares the width out equally among the columns of each row.
func (k *keywordColumns) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	k.cols = k.columns(len(objects), size.Width)
	w := (size.Width - k.gap*float32(k.cols-1)) / float32(k.cols)
	_, heights := (&screens.Columns{N: k.cols}).Sizes(objects)
	var y float32
	for r, h := range heights {
		for c := range k.cols {
			if i := r*k.cols + c; i < len(objects) {
				objects[i].Move(fyne.NewPos(float32(c)*(w+k.gap), y))
				objects[i].Resize(fyne.NewSize(w, h))
			}
		}
		y += h + k.gap
	}
}

func newSheetRound() *SheetRound {
	r := &SheetRound{Number: screens.BoldLabel("")}
	digit := func(bold bool) *widget.Label {
		l := widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{Bold: bold})
		return l
	}
	for k := range decrypto.CluesPerCode {
		number := r.Number
		if k > 0 {
			number = widget.NewLabel("")
		}
		r.Clues[k] = widget.NewLabel("")
		r.Clues[k].Truncation = fyne.TextTruncateEllipsis
		r.Intercept[k], r.Decode[k], r.Code[k] = digit(false), digit(false), digit(true)
		r.cells = append(r.cells, number, r.Clues[k], r.Intercept[k], r.Decode[k], r.Code[k])
	}
	return r
}

// show puts a team's turn of a round on the lines.
func (r *SheetRound) show(number int, t decrypto.Turn) {
	screens.SetText(r.Number, strconv.Itoa(number))
	for k, c := range t.Clues {
		text := c.Text
		if text == "" {
			text = "—"
		}
		screens.SetText(r.Clues[k], text)
		mark(r.Clues[k], c.Warned(), widget.WarningImportance)
		screens.SetText(r.Intercept[k], codeDigit(t.Interception, k))
		mark(r.Intercept[k], t.Intercepted, widget.DangerImportance)
		screens.SetText(r.Decode[k], codeDigit(t.Decode, k))
		mark(r.Decode[k], t.Miscommunication, widget.DangerImportance)
		screens.SetText(r.Code[k], codeDigit(t.Code, k))
	}
}

// codeDigit is a code's digit k, or nothing for a code not entered.
func codeDigit(c decrypto.Code, k int) string {
	if c.Empty() {
		return ""
	}
	return strconv.Itoa(c[k])
}

// mark shows a label in bold and the given colour when on, plain when not.
func mark(l *widget.Label, on bool, importance widget.Importance) {
	if !on {
		importance = widget.MediumImportance
	}
	if l.Importance == importance && l.TextStyle.Bold == on {
		return
	}
	l.Importance, l.TextStyle.Bold = importance, on
	l.Refresh()
}

// turnOf returns a team's turn in a round.
func turnOf(r decrypto.Round, team string) decrypto.Turn {
	for _, t := range r.Turns {
		if t.Team == team {
			return t
		}
	}
	return decrypto.Turn{}
}

// sheetColumns lays out a sheet's cells on show as a table of n columns,
// row after row: each column as wide as its widest cell but the flex one,
// which takes the width left over, and rows after the head in groups with
// a wider gap between them, a round's three lines to a group.
type sheetColumns struct {
	n, flex, head, group int
	gap, groupGap        float32
	flexMin              float32
}

func (c *sheetColumns) sizes(objects []fyne.CanvasObject) (widths, heights []float32) {
	widths, heights = (&screens.Columns{N: c.n}).Sizes(objects)
	widths[c.flex] = max(widths[c.flex], c.flexMin)
	return widths, heights
}

// gapBefore is the room above row r.
func (c *sheetColumns) gapBefore(r int) float32 {
	switch {
	case r == 0:
		return 0
	case r >= c.head && (r-c.head)%c.group == 0:
		return c.groupGap
	}
	return 0
}

// MinSize is the sum of the columns' widths and the rows' heights.
func (c *sheetColumns) MinSize(objects []fyne.CanvasObject) fyne.Size {
	widths, heights := c.sizes(screens.Shown(objects))
	var s fyne.Size
	for _, w := range widths {
		s.Width += w
	}
	s.Width += c.gap * float32(c.n-1)
	for r, h := range heights {
		s.Height += h + c.gapBefore(r)
	}
	return s
}

// Layout places each cell on show.
func (c *sheetColumns) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	objects = screens.Shown(objects)
	widths, heights := c.sizes(objects)
	used := c.gap * float32(c.n-1)
	for i, w := range widths {
		if i != c.flex {
			used += w
		}
	}
	widths[c.flex] = max(widths[c.flex], size.Width-used)
	var y float32
	for r, h := range heights {
		y += c.gapBefore(r)
		var x float32
		for col, w := range widths {
			if i := r*c.n + col; i < len(objects) {
				objects[i].Move(fyne.NewPos(x, y))
				objects[i].Resize(fyne.NewSize(w, h))
			}
			x += w + c.gap
		}
		y += h
	}
}

// pair lays out the clue sheets side by side when the width allows
// both, one above the other when it does not. Its height is that of the
// way it was last laid out.
type pair struct {
	gap, width float32
}

// wide is the width the sheets need side by side.
func (p *pair) wide(objects []fyne.CanvasObject) float32 {
	var w float32
	for _, o := range objects {
		w += o.MinSize().Width
	}
	return w + p.gap*float32(max(len(objects)-1, 0))
}

func (p *pair) beside(objects []fyne.CanvasObject, width float32) bool {
	return len(objects) == 2 && width >= p.wide(objects)
}

// MinSize is the wider sheet, and the sheets' height as last laid out.
func (p *pair) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	beside := p.beside(objects, p.width)
	for i, o := range objects {
		m := o.MinSize()
		s.Width = max(s.Width, m.Width)
		switch {
		case beside:
			s.Height = max(s.Height, m.Height)
		case i > 0:
			s.Height += p.gap + m.Height
		default:
			s.Height = m.Height
		}
	}
	return s
}

// Layout shares the width out beside, or stacks the sheets.
func (p *pair) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	p.width = size.Width
	if p.beside(objects, size.Width) {
		extra := (size.Width - p.wide(objects)) / 2
		var x float32
		for _, o := range objects {
			w := o.MinSize().Width + extra
			o.Move(fyne.NewPos(x, 0))
			o.Resize(fyne.NewSize(w, size.Height))
			x += w + p.gap
		}
		return
	}
	var y float32
	for _, o := range objects {
		h := o.MinSize().Height
		o.Move(fyne.NewPos(0, y))
		o.Resize(fyne.NewSize(size.Width, h))
		y += h + p.gap
	}
}
