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

// HowToView is How to play on show: a dialog with the parts, one rich
// text each, in a scroll, and a large Close button below it.
type HowToView struct {
	dlg dialog.Dialog
	// Scroll holds the parts.
	Scroll *container.Scroll
	// Parts are the parts' texts, by part name.
	Parts map[string]*widget.RichText
	// Order are the part names in reading order.
	Order []string
	// CloseButton closes the view.
	CloseButton *widget.Button
}

// openHowTo is How to play on show, for Esc to close.
var openHowTo *HowToView

// ShowHowTo opens a game's How to play over the window, scrolled to the
// part named (the start when "" or unknown), and returns it.
func ShowHowTo(cat *translations.Catalog, win fyne.Window, title string, h HowTo, part string) *HowToView {
	v := &HowToView{Parts: map[string]*widget.RichText{}}
	var texts []fyne.CanvasObject
	for _, p := range h {
		rt := widget.NewRichText(howToSegments(cat, p)...)
		rt.Wrapping = fyne.TextWrapWord
		v.Parts[p.Name] = rt
		v.Order = append(v.Order, p.Name)
		texts = append(texts, rt)
	}
	v.Scroll = container.NewVScroll(container.New(&howToColumns{}, texts...))
	v.CloseButton = widget.NewButtonWithIcon(cat.T("howto.close"), theme.CancelIcon(), v.Close)
	v.CloseButton.Importance = widget.HighImportance
	body := container.NewBorder(nil, Tall(v.CloseButton, setupCheckHeight), nil, nil, v.Scroll)
	v.dlg = dialog.NewCustomWithoutButtons(cat.T("howto.title", "Game", title), body, win)
	v.dlg.SetOnClosed(func() {
		if openHowTo == v {
			openHowTo = nil
		}
	})
	FitDialog(v.dlg, win, fyne.NewSize(1240, 780))
	v.dlg.Show()
	openHowTo = v
	v.ScrollTo(part)
	return v
}

// howToSegments is a part as rich text: its heading, then each line as a
// bullet, with what the app does for the table in italics after it.
func howToSegments(cat *translations.Catalog, p HowToPart) []widget.RichTextSegment {
	segs := []widget.RichTextSegment{&widget.TextSegment{Text: cat.T(p.Heading), Style: widget.RichTextStyleSubHeading}}
	for _, l := range p.Lines {
		text := "• " + cat.T(l.ID)
		if l.App == "" {
			segs = append(segs, &widget.TextSegment{Text: text, Style: widget.RichTextStyleParagraph})
			continue
		}
		segs = append(segs,
			&widget.TextSegment{Text: text + " ", Style: widget.RichTextStyleInline},
			&widget.TextSegment{Text: cat.T(l.App), Style: widget.RichTextStyle{TextStyle: fyne.TextStyle{Italic: true, Bold: true}, ColorName: theme.ColorNamePrimary}})
	}
	return segs
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

// howToColumns lays out How to play's parts one under another, or, when
// wide, in two columns of about the same height, each part whole in one.
type howToColumns struct {
	// width is the width the parts were last laid out at.
	width float32
}

// split is the number of parts in the first column at the width.
func (l *howToColumns) split(objs []fyne.CanvasObject, w float32) int {
	var total float32
	hs := make([]float32, len(objs))
	for i, o := range objs {
		o.Resize(fyne.NewSize(w, o.MinSize().Height))
		hs[i] = o.MinSize().Height
		total += hs[i]
	}
	var h float32
	for i := range objs {
		h += hs[i]
		if h >= total/2 {
			// The part that crosses the middle goes where the columns
			// differ less.
			if h-total/2 > total/2-(h-hs[i]) && i > 0 {
				return i
			}
			return i + 1
		}
	}
	return len(objs)
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
	var x, y, most float32
	for i, o := range objs {
		if i == first {
			x, y = w+2*pad, 0
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
