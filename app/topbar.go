package app

import (
	"fmt"
	"image/color"
	"strings"

	"tablecompanion/screens"
	"tablecompanion/screens/house"
	"tablecompanion/translations"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// topBar lays out the shell's top bar: Home at the start, the screen's
// title, and the buttons at the end. When the title would be cut short
// beside the buttons' words, as a game's name is on an upright tablet, the
// labelled buttons show their icons alone so the title shows whole; it is
// cut with an ellipsis only where even that does not give it room.
type topBar struct {
	home  *screens.Button
	title *widget.Label
	// end are the buttons and the language after the title, in order.
	end []fyne.CanvasObject
	// labelled are the buttons whose words go on a narrow bar, with the
	// words each carries when there is room.
	labelled []*screens.Button
	words    []string
	compact  bool
	// reserved is a button whose room the bar keeps while it is hidden
	// and reserve is set, so that nothing moves as it comes and goes: End
	// here, on every page of a game with rounds.
	reserved fyne.CanvasObject
	reserve  bool
	// measured keeps the widths of the labelled buttons' forms and of the
	// whole title, by text, icon and text size: measuring means a new
	// widget with its icon drawn, which is slow on a tablet, and the
	// layout asks at each frame that changes the bar.
	measured map[string]float32
}

// measure returns the width f finds for the key, found once.
func (b *topBar) measure(key string, f func() float32) float32 {
	key = fmt.Sprintf("%s|%g", key, theme.TextSize())
	if w, ok := b.measured[key]; ok {
		return w
	}
	if b.measured == nil {
		b.measured = map[string]float32{}
	}
	w := f()
	b.measured[key] = w
	return w
}

// shape says what the bar's layout depends on besides its width: the
// title, the words and which buttons show.
func (b *topBar) shape() string {
	var s strings.Builder
	s.WriteString(b.title.Text)
	for _, w := range b.words {
		fmt.Fprintf(&s, "|%s", w)
	}
	fmt.Fprintf(&s, "|%v|%v", b.reserve, b.home.Visible())
	for _, o := range b.end {
		fmt.Fprintf(&s, "|%v", o.Visible())
	}
	return s.String()
}

// setWords gives the labelled buttons their words, shown when there is room.
func (b *topBar) setWords(words ...string) {
	b.words = words
	b.show(b.compact)
}

// show puts the words on the buttons, or takes them off on a compact bar.
func (b *topBar) show(compact bool) {
	b.compact = compact
	for i, btn := range b.labelled {
		if i >= len(b.words) {
			break
		}
		text := b.words[i]
		if compact {
			text = ""
		}
		if btn.Text != text {
			btn.SetText(text)
		}
	}
}

// width returns the width of the visible objects in a row with padding
// between them, each labelled button measured with its words or without.
func (b *topBar) width(compact bool, objs ...fyne.CanvasObject) float32 {
	var w float32
	n := 0
	for _, o := range objs {
		if !b.takesRoom(o) {
			continue
		}
		w += b.objectWidth(o, compact)
		n++
	}
	if n > 1 {
		w += float32(n-1) * theme.Padding()
	}
	return w
}

// takesRoom reports whether an object has its room in the bar: it shows,
// or its room is kept while it is hidden.
func (b *topBar) takesRoom(o fyne.CanvasObject) bool {
	return o.Visible() || b.reserve && o == b.reserved
}

// objectWidth is an object's width, a labelled button's as it would be with
// its words or without them.
func (b *topBar) objectWidth(o fyne.CanvasObject, compact bool) float32 {
	for i, btn := range b.labelled {
		if btn == buttonOf(o) {
			text := btn.Text
			if i < len(b.words) {
				text = b.words[i]
			}
			if compact {
				text = ""
			}
			return b.buttonWidth(text, btn.Icon != nil)
		}
	}
	return o.MinSize().Width
}

// buttonWidth is the width of a button with the text, and an icon when
// icon is set, as Fyne's button lays them out: the words, then the
// padding and the icon beside them, within the button's inner padding on
// both sides. Only the words are measured, on a button without an icon,
// so that no icon is drawn to learn a size that does not depend on it.
func (b *topBar) buttonWidth(text string, icon bool) float32 {
	inner := 2 * theme.Size(theme.SizeNameInnerPadding)
	var w float32
	if text != "" {
		w = b.measure("words|"+text, func() float32 { return screens.NewButton(text, nil).MinSize().Width })
	} else {
		w = inner
	}
	if icon {
		if text != "" {
			w += theme.Padding()
		}
		w += theme.Size(theme.SizeNameInlineIcon)
	}
	return w
}

// buttonOf returns the button an object of the bar is, End here's
// included, or nil.
func buttonOf(o fyne.CanvasObject) *screens.Button {
	switch b := o.(type) {
	case *screens.Button:
		return b
	case *screens.WhyButton:
		return &b.Button
	}
	return nil
}

// wholeTitle is the width the title takes uncut, at its heading's size.
func (b *topBar) wholeTitle() float32 {
	return b.titleAt(theme.SizeNameSubHeadingText)
}

// titleAt is the width the title takes uncut at the text size named.
func (b *topBar) titleAt(size fyne.ThemeSizeName) float32 {
	return b.measure("title|"+string(size)+"|"+b.title.Text, func() float32 {
		l := widget.NewLabelWithStyle(b.title.Text, b.title.Alignment, b.title.TextStyle)
		l.SizeName = size
		return l.MinSize().Width
	})
}

// fitTitle gives the title the heading's size when it shows whole in the
// room it has, or else the body text's, so that a game's name on an
// upright tablet shrinks before it is cut.
func (b *topBar) fitTitle(room float32) {
	size := theme.SizeNameSubHeadingText
	if b.titleAt(size)+titleSlack > room {
		size = theme.SizeNameText
	}
	if b.title.SizeName != size {
		b.title.SizeName = size
		b.title.Refresh()
	}
}

// Layout implements fyne.Layout.
func (b *topBar) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	pad := theme.Padding()
	wide := b.width(false, b.home)+b.width(false, b.end...)+b.wholeTitle()+2*pad+titleSlack <= size.Width
	if b.compact == wide {
		b.show(!wide)
	}
	x := float32(0)
	place := func(o fyne.CanvasObject, w float32) {
		if !o.Visible() {
			if b.takesRoom(o) {
				x += b.objectWidth(o, b.compact) + pad
			}
			return
		}
		h := o.MinSize().Height
		o.Resize(fyne.NewSize(w, h))
		o.Move(fyne.NewPos(x, (size.Height-h)/2))
		x += w + pad
	}
	place(b.home, b.home.MinSize().Width)
	rest := b.width(b.compact, b.end...)
	room := max(0, size.Width-x-rest-pad)
	b.fitTitle(room)
	place(b.title, room)
	for _, o := range b.end {
		place(o, o.MinSize().Width)
	}
}

// MinSize implements fyne.Layout: the compact bar with the title cut to
// nothing, as tall as its tallest part.
func (b *topBar) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var h float32
	for _, o := range objs {
		if o.Visible() {
			h = max(h, o.MinSize().Height)
		}
	}
	return fyne.NewSize(b.width(true, b.home)+b.width(true, b.end...)+2*theme.Padding(), h)
}

// frame builds the window's content once: the top bar, the place of the
// screens below it and the banner of a failed save.
func (s *Shell) frame() {
	s.HomeButton = screens.NewButtonWithIcon("", theme.HomeIcon(), s.GoHome)
	s.TitleLabel = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	s.TitleLabel.SizeName = theme.SizeNameSubHeadingText
	s.TitleLabel.Truncation = fyne.TextTruncateEllipsis
	s.UndoButton = screens.NewButtonWithIcon("", theme.ContentUndoIcon(), s.Undo)
	s.RedoButton = screens.NewButtonWithIcon("", theme.ContentRedoIcon(), s.Redo)
	s.LanguageSelect = widget.NewSelect(translations.NativeNames(), s.setLanguageByName)
	s.SettingsButton = screens.NewButtonWithIcon("", theme.SettingsIcon(), s.OpenSettings)
	s.PhonesButton = screens.NewButtonWithIcon("", house.PhoneIcon, s.OpenPhones)
	s.EndHereButton = s.newEndHereButton()
	// Rules is a question mark alone: its word would take the words of
	// Undo and Redo off a wide bar in Russian and Ukrainian.
	s.RulesButton = screens.NewButtonWithIcon("", theme.QuestionIcon(), s.OpenRules)
	s.bar = &topBar{home: s.HomeButton, title: s.TitleLabel,
		end:      []fyne.CanvasObject{s.RulesButton, s.EndHereButton, s.UndoButton, s.RedoButton, s.LanguageSelect, s.PhonesButton, s.SettingsButton},
		labelled: []*screens.Button{s.HomeButton, s.UndoButton, s.RedoButton, &s.EndHereButton.Button}, reserved: s.EndHereButton}
	s.barBox = container.New(s.bar, s.HomeButton, s.TitleLabel, s.RulesButton, s.EndHereButton, s.UndoButton, s.RedoButton, s.LanguageSelect, s.PhonesButton, s.SettingsButton)

	s.Banner = screens.NewMessageLabel()
	s.Banner.Hide()
	s.body = container.NewStack()
	s.repaint = canvas.NewRectangle(color.Transparent)
	top := container.NewVBox(container.NewPadded(s.barBox), widget.NewSeparator())
	s.WhyNote = screens.NewWhyNote()
	s.win.SetContent(container.NewBorder(top, s.Banner, nil, nil, s.repaint, s.body, s.WhyNote.Layer()))
}

// updateBar brings the top bar and the banner in line with the page on
// show, its history and the language, and tells the waker whether the
// screen must stay on.
func (s *Shell) updateBar() {
	s.win.SetTitle(s.cat.T("app.name"))
	before := s.bar.shape()
	s.bar.setWords(s.cat.T("nav.home"), s.cat.T("nav.undo"), s.cat.T("nav.redo"), s.cat.T("end_here.button"))
	screens.SetText(s.TitleLabel, s.current.screen.Title())
	s.updateWake()
	screens.SetVisible(s.HomeButton, s.current.key != screenHome)
	h := s.history()
	_, undoer := s.current.screen.(screens.Undoer)
	screens.SetVisible(s.UndoButton, h != nil || undoer)
	screens.SetVisible(s.RedoButton, h != nil)
	s.updateEndHere()
	_, teaches := s.current.screen.(screens.Teacher)
	screens.SetVisible(s.RulesButton, teaches)
	if s.bar.shape() != before {
		// The title or the buttons shown changed: the bar decides again
		// whether the buttons' words fit beside the whole title. (Laid out,
		// not refreshed: its buttons' icons would all be drawn again.)
		s.barBox.Layout.Layout(s.barBox.Objects, s.barBox.Size())
		canvas.Refresh(s.repaint)
	}
	screens.SetEnabled(s.UndoButton, h != nil && h.CanUndo() || s.screenCanUndo())
	screens.SetEnabled(s.RedoButton, h != nil && h.CanRedo())
	screens.SetEnabled(s.SettingsButton, s.current.key != screenSettings)
	if name := translations.NativeName(s.cat.Language()); s.LanguageSelect.Selected != name {
		// Set without OnChanged, which would switch the language again.
		s.LanguageSelect.Selected = name
		s.LanguageSelect.Refresh()
	}
	s.publish()
	banner := strings.Join(append([]string{s.saveErr}, s.leftOut...), "\n")
	banner = strings.TrimSpace(banner)
	screens.SetText(s.Banner, banner)
	screens.SetVisible(s.Banner, banner != "")
}

// screenCanUndo reports whether the screen on show has something under way
// of its own that undo would take back.
func (s *Shell) screenCanUndo() bool {
	u, ok := s.current.screen.(screens.Undoer)
	return ok && u.CanUndo()
}

// titleSlack is room the title keeps beyond its measured width before the
// buttons keep their words: a title given its width to within a pixel may
// still be cut, as Fyne measures it again when it draws.
const titleSlack = 4
