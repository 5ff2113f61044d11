package screens

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/translations"
)

// The parts every game's How to play has, in this order; a game may add
// parts of its own between them, such as Spyfall's vote.
const (
	PartAbout  = "about"
	PartTable  = "table"
	PartRound  = "round"
	PartPoints = "points"
	PartEnd    = "end"
)

// The marks of what the referee does for the table, as message IDs.
const (
	AppTimes  = "howto.app.times"
	AppCounts = "howto.app.counts"
	AppChecks = "howto.app.checks"
	AppDeals  = "howto.app.deals"
)

// HowToLine is one line of How to play: its message ID, the rules of the
// referee's list that it teaches, and what the app does there for the
// table (AppTimes, AppCounts, AppChecks), or "" when the table does it
// alone.
type HowToLine struct {
	ID    string
	Rules []string
	App   string
}

// HowToPart is one part of How to play: its name (PartAbout, …), the
// message ID of its heading and its lines.
type HowToPart struct {
	Name    string
	Heading string
	Lines   []HowToLine
}

// HowTo is a game's How to play, its parts in reading order.
type HowTo []HowToPart

// Rules returns every rule ID the lines teach, each once, in order.
func (h HowTo) Rules() []string {
	var out []string
	seen := map[string]bool{}
	for _, p := range h {
		for _, l := range p.Lines {
			for _, r := range l.Rules {
				if !seen[r] {
					seen[r] = true
					out = append(out, r)
				}
			}
		}
	}
	return out
}

// Teacher is a game screen that can open How to play at the part that
// fits the step under way: the shell's Rules button asks it.
type Teacher interface {
	// HowTo returns the game's How to play.
	HowTo() HowTo
	// RulesPart names the part of How to play that fits the step under
	// way, or "" for the start.
	RulesPart() string
}

// HowToView is How to play on show: a dialog with the parts' headings and
// lines, one rich text each, in a scroll, and a large Close button below.
type HowToView struct {
	dlg dialog.Dialog
	// Scroll holds the parts.
	Scroll *container.Scroll
	// Parts are the parts' headings, by part name.
	Parts map[string]*widget.RichText
	// Order are the part names in reading order.
	Order []string
	// CloseButton closes the view.
	CloseButton *Button
}

// openHowTo is How to play on show, for Esc to close.
var openHowTo *HowToView

// ShowHowTo opens a game's How to play over the window, scrolled to the
// part named (the start when "" or unknown), and returns it.
func ShowHowTo(cat *translations.Catalog, win fyne.Window, title string, h HowTo, part string) *HowToView {
	v := &HowToView{Parts: map[string]*widget.RichText{}}
	cols := &howToColumns{headings: map[fyne.CanvasObject]bool{}}
	var texts []fyne.CanvasObject
	for _, p := range h {
		heading := widget.NewRichText(howToHeading(cat, p))
		heading.Wrapping = fyne.TextWrapWord
		v.Parts[p.Name] = heading
		v.Order = append(v.Order, p.Name)
		cols.headings[heading] = true
		texts = append(texts, heading)
		for _, l := range p.Lines {
			rt := widget.NewRichText(howToLine(cat, l)...)
			rt.Wrapping = fyne.TextWrapWord
			texts = append(texts, rt)
		}
	}
	v.Scroll = container.NewVScroll(container.New(cols, texts...))
	v.CloseButton = NewButtonWithIcon(cat.T("howto.close"), theme.CancelIcon(), v.Close)
	v.CloseButton.Importance = widget.HighImportance
	body := container.NewBorder(nil, Tall(v.CloseButton, setupCheckHeight), nil, nil, v.Scroll)
	v.dlg = dialog.NewCustomWithoutButtons(cat.T("howto.title", "Game", title), body, win)
	v.dlg.SetOnClosed(func() {
		if openHowTo == v {
			openHowTo = nil
		}
	})
	FitDialog(v.dlg, win, fyne.NewSize(1240, 1240))
	v.dlg.Show()
	openHowTo = v
	v.ScrollTo(part)
	return v
}

// howToHeading is a part's heading as rich text.
func howToHeading(cat *translations.Catalog, p HowToPart) widget.RichTextSegment {
	style := widget.RichTextStyleParagraph
	style.TextStyle = fyne.TextStyle{Bold: true}
	style.ColorName = theme.ColorNamePrimary
	return &widget.TextSegment{Text: cat.T(p.Heading), Style: style}
}

// howToLine is a line as rich text: a bullet, its words and what the app
// does for the table, in italics after them.
func howToLine(cat *translations.Catalog, l HowToLine) []widget.RichTextSegment {
	text := "• " + cat.T(l.ID)
	if l.App == "" {
		return []widget.RichTextSegment{&widget.TextSegment{Text: text, Style: widget.RichTextStyleParagraph}}
	}
	return []widget.RichTextSegment{
		&widget.TextSegment{Text: text + " ", Style: widget.RichTextStyleInline},
		&widget.TextSegment{Text: cat.T(l.App), Style: widget.RichTextStyle{TextStyle: fyne.TextStyle{Italic: true}, ColorName: theme.ColorNamePrimary}},
	}
}

// ScrollTo brings the part named to the top of the view; the start when
// there is no such part.
func (v *HowToView) ScrollTo(part string) {
	v.Scroll.Content.Refresh()
	v.Scroll.Refresh()
	rt, ok := v.Parts[part]
	if !ok {
		v.Scroll.ScrollToTop()
		return
	}
	v.Scroll.Offset = fyne.NewPos(0, rt.Position().Y)
	v.Scroll.Refresh()
}

// Close closes the view.
func (v *HowToView) Close() { v.dlg.Hide() }

// CloseHowTo closes How to play if it is on show, and reports whether it was.
func CloseHowTo() bool {
	if openHowTo == nil {
		return false
	}
	openHowTo.Close()
	return true
}

// OpenHowTo returns How to play on show, or nil.
func OpenHowTo() *HowToView { return openHowTo }

// howToWide is the width from which How to play's parts stand in two
// columns.
const howToWide = 1000

// howToColumns lays out How to play's headings and lines one under
// another, or, when wide, in two columns of about the same height, with no
// heading left alone at the foot of the first.
type howToColumns struct {
	// headings are the parts' headings among the objects.
	headings map[fyne.CanvasObject]bool
	// width is the width the parts were last laid out at.
	width float32
}

// split is the number of objects in the first column at the width: the one
// that makes the taller column least tall.
func (l *howToColumns) split(objs []fyne.CanvasObject, w float32) int {
	hs := make([]float32, len(objs))
	var total float32
	for i, o := range objs {
		o.Resize(fyne.NewSize(w, o.MinSize().Height))
		hs[i] = o.MinSize().Height
		total += hs[i]
	}
	best, tallest := len(objs), total
	var first float32
	for i := range objs {
		first += hs[i]
		if t := max(first, total-first); t < tallest && !l.headings[objs[i]] {
			best, tallest = i+1, t
		}
	}
	return best
}

// Layout implements fyne.Layout.
func (l *howToColumns) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	l.width = size.Width
	l.place(objs, size.Width)
}

// place lays the parts out at the width and returns the height they take.
func (l *howToColumns) place(objs []fyne.CanvasObject, width float32) float32 {
	pad := theme.Padding()
	cols, w := 1, width
	if width >= howToWide {
		cols, w = 2, (width-2*pad)/2
	}
	first := len(objs)
	if cols == 2 {
		first = l.split(objs, w)
	}
	// Each text keeps its inner padding on every side, where the texts
	// of one part stand a little apart and a part a little further from
	// the one before: the texts overlap in their padding alone.
	inner := theme.InnerPadding()
	var x, y, most float32
	for i, o := range objs {
		if i == first {
			x, y = w+2*pad, 0
		} else if i > 0 {
			gap := pad
			if l.headings[o] {
				gap = 3 * pad
			}
			y -= max(0, 2*inner-gap)
		}
		o.Resize(fyne.NewSize(w, 0))
		h := o.MinSize().Height
		o.Move(fyne.NewPos(x, y))
		o.Resize(fyne.NewSize(w, h))
		y += h
		most = max(most, y)
	}
	return most
}

// MinSize implements fyne.Layout: as narrow as a word allows, as tall as
// the parts laid out at the width they were last given.
func (l *howToColumns) MinSize(objs []fyne.CanvasObject) fyne.Size {
	if l.width == 0 {
		return fyne.NewSize(0, 0)
	}
	return fyne.NewSize(0, l.place(objs, l.width))
}
