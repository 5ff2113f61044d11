package screens

import (
	"runtime"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// This file holds what every screen, and the shell, uses to update the
// widgets it built once. Each setter changes a widget only when the state
// says something new, so an update repaints what changed and leaves the rest
// alone.

// SetText shows a text on a label.
func SetText(l *widget.Label, text string) {
	if l.Text != text {
		l.SetText(text)
	}
}

// SetImportance styles a label.
func SetImportance(l *widget.Label, i widget.Importance) {
	if l.Importance != i {
		l.Importance = i
		l.Refresh()
	}
}

// SetButton shows a text and a style on a button.
func SetButton(b *Button, text string, i widget.Importance) {
	if b.Text == text && b.Importance == i {
		return
	}
	b.Text, b.Importance = text, i
	b.Refresh()
}

// SetButtonIcon shows an icon on a button.
func SetButtonIcon(b *Button, icon fyne.Resource) {
	if b.Icon != icon {
		b.SetIcon(icon)
	}
}

// SetEnabled enables or disables a widget.
func SetEnabled(w fyne.Disableable, on bool) {
	switch {
	case on && w.Disabled():
		w.Enable()
	case !on && !w.Disabled():
		w.Disable()
	}
}

// SetVisible shows or hides an object.
func SetVisible(o fyne.CanvasObject, on bool) {
	switch {
	case on && !o.Visible():
		o.Show()
	case !on && o.Visible():
		o.Hide()
	}
}

// SetRadio offers the options with one of them chosen, without telling
// OnChanged: the screen shows a choice it already holds.
func SetRadio(r *widget.RadioGroup, options []string, selected string) {
	if slices.Equal(r.Options, options) && r.Selected == selected {
		return
	}
	r.Options, r.Selected = options, selected
	r.Refresh()
}

// LineList is a column of labels for a list that grows and shrinks with the
// game, such as the rounds played: it keeps its labels, adds one only when
// the list outgrows them and hides those it no longer needs.
type LineList struct {
	// Box holds the labels; it is what a screen puts on show.
	Box *fyne.Container
	// Labels are the lines, those on show first.
	Labels []*widget.Label
	style  func(*widget.Label)
	// newestFirst shows the last text on top. Each label keeps its text as
	// the list grows, so only the new line is drawn.
	newestFirst bool
}

// NewLineList returns an empty list whose labels wrap words and get the
// given style, if any.
func NewLineList(style func(*widget.Label)) *LineList {
	return &LineList{Box: container.NewVBox(), style: style}
}

// NewNewestFirstList returns an empty list that shows its last line on top,
// as a game's rounds, newest first.
func NewNewestFirstList(style func(*widget.Label)) *LineList {
	l := NewLineList(style)
	l.newestFirst = true
	return l
}

// Set shows the texts, one per line, in order or, for a history, last
// first.
func (l *LineList) Set(texts []string) {
	for len(l.Labels) < len(texts) {
		line := widget.NewLabel("")
		line.Wrapping = fyne.TextWrapWord
		if l.style != nil {
			l.style(line)
		}
		l.Labels = append(l.Labels, line)
		if l.newestFirst {
			l.Box.Objects = append([]fyne.CanvasObject{line}, l.Box.Objects...)
			Relayout(l.Box)
		} else {
			l.Box.Add(line)
		}
	}
	for i, line := range l.Labels {
		if i < len(texts) {
			SetText(line, texts[i])
		}
		SetVisible(line, i < len(texts))
	}
}

// Rows is a column of rows of any make for a list that grows and shrinks,
// as LineList is for labels: it keeps the rows it made, makes one only
// when the list outgrows them and hides those it no longer needs, so an
// update changes only what changed.
type Rows[R any] struct {
	// Box holds the rows; it is what a screen puts on show.
	Box  *fyne.Container
	made []R
	objs []fyne.CanvasObject
	make func() (R, fyne.CanvasObject)
}

// NewRows returns an empty list whose rows make makes: the row, for the
// caller to fill, and the object that shows it.
func NewRows[R any](make func() (R, fyne.CanvasObject)) *Rows[R] {
	return &Rows[R]{Box: container.NewVBox(), make: make}
}

// Show puts the first n rows on show, making those missing, hides the
// rest, and returns the rows on show for the caller to fill.
func (r *Rows[R]) Show(n int) []R {
	for len(r.made) < n {
		row, obj := r.make()
		r.made = append(r.made, row)
		r.objs = append(r.objs, obj)
		r.Box.Add(obj)
	}
	for i, o := range r.objs {
		SetVisible(o, i < n)
	}
	return r.made[:n]
}

// Relayout lays a container's objects out again, after they moved in its
// list, without refreshing each of them as Container.Refresh does. A split
// whose side scrolls needs it after each update too: the scroll keeps its
// own minimum size whatever its content wants, so Fyne does not lay the
// split out again when a step grows or shrinks.
func Relayout(c *fyne.Container) {
	if c.Layout != nil {
		c.Layout.Layout(c.Objects, c.Size())
	}
	redraw(c)
}

// redraw has the window draw what changed below o at its next frame. Fyne's
// canvas.Refresh would also throw away the texture of each raster below o,
// to be painted and sent to the GPU again, after a walk of every object
// below it: at each round, the Dixit track's picture of its cells, about a
// sixth of the round's Score on a tablet. A label's or an icon's own
// refresh still renews its texture.
func redraw(o fyne.CanvasObject) {
	redrawOn(fyne.CurrentApp().Driver().CanvasForObject(o), o)
}

// redrawOn is redraw on the canvas o is on, when the caller has it.
func redrawOn(c fyne.Canvas, o fyne.CanvasObject) {
	if d, ok := c.(interface{ SetDirty() }); ok {
		d.SetDirty()
		return
	}
	canvas.Refresh(o)
}

// Settle lays out everything on show below an object again, top down,
// each container at the size its parent gives it, and draws it: the end of
// every screen's Update. Fyne's canvas lays out again only the parent of an
// object whose least size changed, and only one such parent in a frame, so
// after an update that shows, hides or rewrites objects in several places
// of a screen, a container whose own size stayed would keep its children
// where they were and draw them over each other.
func Settle(o fyne.CanvasObject) {
	settle(o)
	redraw(o)
}

func settle(o fyne.CanvasObject) {
	if o == nil || !o.Visible() {
		return
	}
	switch v := o.(type) {
	case *fyne.Container:
		if v.Layout != nil {
			v.Layout.Layout(v.Objects, v.Size())
		}
		for _, c := range v.Objects {
			settle(c)
		}
	case *container.Scroll:
		// As the scroll's own layout does: the content fills the view,
		// and runs past it where it needs more.
		if v.Content != nil {
			v.Content.Resize(v.Content.MinSize().Max(v.Size()))
			settle(v.Content)
		}
	}
}

// Pages holds parts of a screen of which one is on show at a time, such as
// a game's setup and its play, or the phases of a round. Each is built the
// first time it is wanted and kept after, so moving away and back keeps its
// scroll offsets and half-entered input.
type Pages struct {
	root  *fyne.Container
	built map[string]fyne.CanvasObject
	// Shown is the key of the page on show, empty before the first.
	Shown string
}

// NewPages returns an empty set of pages, none on show.
func NewPages() *Pages {
	return &Pages{root: container.NewStack(), built: map[string]fyne.CanvasObject{}}
}

// Show puts the page named key on show, building it first if it is new.
func (p *Pages) Show(key string, build func() fyne.CanvasObject) {
	if _, ok := p.built[key]; !ok {
		page := build()
		p.built[key] = page
		p.root.Add(page)
	}
	if p.Shown == key {
		return
	}
	for k, o := range p.built {
		SetVisible(o, k == key)
	}
	p.Shown = key
}

// Object is the pages' place on screen.
func (p *Pages) Object() fyne.CanvasObject {
	return p.root
}

// Choice picks one of a few options, such as who leads first: a button per
// option that reflows to the width, the chosen one highlighted and ticked.
// It stands in for a horizontal radio group, which keeps every option on one
// line whatever the window.
type Choice struct {
	// Selected is the option chosen.
	Selected string
	// OnChanged hears the table choose an option.
	OnChanged func(string)
	// Buttons are the options' buttons, in order.
	Buttons []*Button

	options []string
	box     *fyne.Container
}

// NewEmptyChoice returns a choice with no options yet.
func NewEmptyChoice(onChanged func(string)) *Choice {
	return &Choice{OnChanged: onChanged, box: container.NewGridWrap(fyne.Size{})}
}

// NewChoice returns a choice of the options with one chosen; onChanged
// hears the table choose another.
func NewChoice(options []string, selected string, onChanged func(string)) *Choice {
	c := NewEmptyChoice(onChanged)
	c.Set(options, selected)
	return c
}

// SetSelected chooses an option as a tap would, telling OnChanged.
func (c *Choice) SetSelected(option string) {
	if !slices.Contains(c.options, option) {
		return
	}
	c.Selected = option
	c.paint()
	if c.OnChanged != nil {
		c.OnChanged(option)
	}
}

// Set offers the options with one chosen, without telling OnChanged: the
// screen shows a choice it already holds.
func (c *Choice) Set(options []string, selected string) {
	if !slices.Equal(c.options, options) {
		c.options = slices.Clone(options)
		c.Buttons = c.Buttons[:0]
		c.box.RemoveAll()
		var cell fyne.Size
		for _, o := range options {
			b := NewButtonWithIcon(o, theme.ConfirmIcon(), func() { c.SetSelected(o) })
			b.Alignment = widget.ButtonAlignLeading
			c.Buttons = append(c.Buttons, b)
			c.box.Add(b)
			cell = cell.Max(b.MinSize())
		}
		c.box.Layout = layout.NewGridWrapLayout(cell)
		c.Selected = ""
	}
	if c.Selected != selected {
		c.Selected = selected
		c.paint()
	}
}

// paint highlights the chosen option and ticks it, so the choice does not
// rest on colour alone.
func (c *Choice) paint() {
	for i, b := range c.Buttons {
		on := c.options[i] == c.Selected
		icon, importance := fyne.Resource(nil), widget.MediumImportance
		if on {
			icon, importance = theme.ConfirmIcon(), widget.HighImportance
		}
		SetButtonIcon(b, icon)
		SetButton(b, c.options[i], importance)
	}
}

// Object is the choice's place on screen.
func (c *Choice) Object() fyne.CanvasObject { return c.box }

// DrawOnce has the window draw the changes made below o at its next frame,
// in one picture: the end of each of the shell's answers, an action
// committed or a screen shown, once the screen and the top bar are
// updated.
func DrawOnce(o fyne.CanvasObject) {
	c := fyne.CurrentApp().Driver().CanvasForObject(o)
	layOutNow(c)
	redrawOn(c, o)
}

// layOutNow has a browser's canvas do now what Fyne does at the start of
// its next frame: give each new object its canvas and check every least
// size, laying out again the container of each that changed. Left to the
// frame, those steps mark the window to be drawn once more (a scroll whose
// content grew lays out its bars, a new icon is rendered for the canvas's
// scale), and the page drew the whole picture two or three times in the
// frame of every tap that opened a screen or started a game, each picture
// about 50 ms at ×4. Fyne lays out one changed container a walk, so the
// walk runs again until one changes nothing, a few times at most. A
// desktop window is left to its frame, which also grows the window when
// its content needs it.
func layOutNow(c fyne.Canvas) {
	e, ok := c.(interface {
		EnsureMinSize() bool
		CheckDirtyAndClear() bool
	})
	if !ok || runtime.GOOS != "js" {
		return
	}
	for range 4 {
		e.CheckDirtyAndClear()
		e.EnsureMinSize()
		if !e.CheckDirtyAndClear() {
			return
		}
	}
}
