package screenstest

import (
	"cmp"
	"encoding/json"
	"fmt"
	"image/color"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"

	"tablecompanion/games"
	"tablecompanion/screens"
	"tablecompanion/translations"
)

// Live is a game played through on a test window as a table plays it: by
// taps where the widgets lie, typed text and keys. After every step the
// window is laid out as Fyne's canvas lays out a frame, and the checks a
// player would make run on what shows:
//   - nothing overlaps: no two objects on show that a container lays out
//     side by side or one under another cover each other, no object spills
//     out of its container, and no widget is smaller than its text;
//   - nothing jumps: whatever the table can tap lies where it lay the last
//     time it was on show, on the same window;
//   - room used: the screen asks for no more than the window, and no
//     scroll cuts what it holds while a third of the window shows nothing;
//   - one language: every word on show is a word of the language's own
//     messages, or was typed or named by the table.
//
// Twin games, which differ only in a secret, are played step for step with
// Twins, which also checks that their shared screens read the same.
type Live struct {
	*Table
	// Steps counts the steps played and checked; Taps the taps among
	// them and Entries the texts typed, for the tap counts of a round.
	Steps, Taps, Entries int
	// Size is the window's size; the screen gets it less the shell's
	// chrome.
	Size fyne.Size
	body fyne.Size
	// Typed are what the table wrote itself: the players' names and what
	// it typed, which may be in any language.
	Typed []string
	vocab map[string]bool
	frame frames
	// places are where each object the table can tap lay the last time it
	// was on show, on its page: within the scroll round it, if any.
	places map[fyne.CanvasObject]livePlace
	// Moves are objects that move by design, with the reason: the check of
	// jumps leaves them alone.
	Moves map[fyne.CanvasObject]string
	// CutsKnown, if set, is why the screen may leave a scroll cut while a
	// third of the window shows nothing, a fault known and not yet mended:
	// the check of room then only keeps the screen within the window.
	CutsKnown string
	// Prepare readies each screen a Restart or PlayAgain loads before it
	// is built, such as putting its clock on the test's.
	Prepare func(screens.Screen)
	step    string
	faults  map[string]bool
	// Lesson, once Teach is called, returns the lesson line of the
	// screen on show; Lessons are the texts it said, each step's once
	// when it changed, and Smallest the least size it drew them at.
	Lesson   func() *screens.Lesson
	Lessons  []string
	Smallest float32
}

type livePlace struct {
	at   fyne.Position
	step string
}

// NewLive is a table of players at a window of the size, in the language.
func NewLive(t testing.TB, lang language.Tag, players games.Seats, size fyne.Size) *Live {
	t.Helper()
	tb := NewTable(t, lang, players)
	vocab, err := translations.Vocabulary(lang)
	if err != nil {
		t.Fatal(err)
	}
	l := &Live{Table: tb, Size: size, body: size.Subtract(screens.ShellChrome), vocab: vocab,
		places: map[fyne.CanvasObject]livePlace{}, Moves: map[fyne.CanvasObject]string{}, faults: map[string]bool{}}
	for _, p := range players {
		l.Typed = append(l.Typed, p.Name)
	}
	l.KeepsDrafts = true
	tb.Win.Resize(l.body)
	return l
}

// Open puts a screen on the window as the shell shows one, lays it out
// over a few frames, and checks it: a restart from a save opens the loaded
// screen the same way, and it starts with no places remembered.
func (l *Live) Open(name string, s screens.Screen) {
	l.T.Helper()
	l.Table.Open(s)
	l.Win.Resize(l.body)
	l.places = map[fyne.CanvasObject]livePlace{}
	l.after(name)
}

// Frame lays out what changed since the last frame, as the canvas does
// before it draws.
func (l *Live) Frame() {
	for range 2 {
		l.frame.draw(l.Win.Content(), l.Win.Canvas().Size())
	}
}

// Tap taps an object where it lies, as a finger does, scrolling it into
// view first; the step fails when something else takes the tap.
func (l *Live) Tap(name string, o fyne.CanvasObject) {
	l.T.Helper()
	l.reach(o)
	at, ok := l.centre(o)
	if !ok {
		l.T.Fatalf("step %d (%s): %s is not on show", l.Steps+1, name, Describe(o))
	}
	c := l.Win.Canvas()
	if hit := l.tappableAt(at); hit != o {
		l.T.Fatalf("step %d (%s): a tap on %s at %v lands on %s", l.Steps+1, name, Describe(o), at, describeOrNone(hit))
	}
	test.TapCanvas(c, at)
	l.Taps++
	l.after(name)
}

// Type focuses an entry and types the text into it, as a keyboard does.
func (l *Live) Type(name string, e *widget.Entry, text string) {
	l.T.Helper()
	l.reach(e)
	if _, ok := l.centre(e); !ok {
		l.T.Fatalf("step %d (%s): the entry is not on show", l.Steps+1, name)
	}
	l.Win.Canvas().Focus(e)
	test.Type(e, text)
	l.Entries++
	if text != "" {
		l.Typed = append(l.Typed, text)
	}
	l.after(name)
}

// Do makes a step that is neither a tap nor typing, such as a key, the
// clock moving on or a card held, and checks the screen after it.
func (l *Live) Do(name string, act func()) {
	l.T.Helper()
	act()
	l.after(name)
}

// Speak switches the app to another language as the shell does, building
// the screen again, and checks it in that language from then on.
func (l *Live) Speak(name string, lang language.Tag) {
	l.T.Helper()
	vocab, err := translations.Vocabulary(lang)
	if err != nil {
		l.T.Fatal(err)
	}
	l.Catalog().SetLanguage(lang)
	l.vocab = vocab
	l.Render()
	l.Win.Resize(l.body)
	l.places = map[fyne.CanvasObject]livePlace{}
	l.after(name)
}

// Name adds words the table said or wrote outside the screen's entries,
// such as the names it gave a setup, to what any language may show.
func (l *Live) Name(words ...string) { l.Typed = append(l.Typed, words...) }

// after draws the frame that follows a step and checks it.
func (l *Live) after(name string) {
	l.T.Helper()
	l.Steps++
	l.step = name
	l.Frame()
	l.checkOverlaps()
	l.checkJumps()
	l.checkRoomLeft()
	l.checkLanguage()
	l.checkLesson()
	if dir := os.Getenv(LiveDump); dir != "" {
		name := strings.NewReplacer("/", "-", " ", "-").Replace(l.T.Name())
		Dump(l.T, l.Table, filepath.Join(dir, name, fmt.Sprintf("%03d.png", l.Steps)))
	}
}

// LiveDump names a folder to save the window to after every step of a
// play-through, as a PNG, to look at what the checks saw:
// TABLECOMPANION_LIVE_DUMP=/tmp/live.
const LiveDump = "TABLECOMPANION_LIVE_DUMP"

// fail reports a fault the step brought, naming the step; a fault that
// stays over the next steps is reported once, at the first.
func (l *Live) fail(format string, args ...any) {
	l.T.Helper()
	fault := fmt.Sprintf(format, args...)
	if l.faults[fault] {
		return
	}
	l.faults[fault] = true
	l.T.Errorf("step %d (%s) at %gx%g: %s", l.Steps, l.step, l.Size.Width, l.Size.Height, fault)
}

// liveObject is an object on show with its place in the window and the
// scroll round it.
type liveObject struct {
	obj    fyne.CanvasObject
	abs    fyne.Position
	scroll fyne.CanvasObject
	page   fyne.Position // its place within the scroll's content, or the window
}

// shown walks what is on show, the window's content then the overlays.
func (tb *Table) shown(visit func(o liveObject) bool) {
	var walk func(o fyne.CanvasObject, abs fyne.Position, scroll fyne.CanvasObject, page fyne.Position)
	walk = func(o fyne.CanvasObject, abs fyne.Position, scroll fyne.CanvasObject, page fyne.Position) {
		if o == nil || !o.Visible() {
			return
		}
		if !visit(liveObject{o, abs, scroll, page}) {
			return
		}
		if s, ok := o.(*container.Scroll); ok {
			if s.Content != nil {
				walk(s.Content, abs.Add(s.Content.Position()), s, fyne.Position{})
			}
			return
		}
		for _, c := range rendered(o) {
			walk(c, abs.Add(c.Position()), scroll, page.Add(c.Position()))
		}
	}
	walk(tb.Win.Content(), fyne.Position{}, nil, fyne.Position{})
	for _, o := range tb.Win.Canvas().Overlays().List() {
		walk(o, o.Position(), nil, o.Position())
	}
}

// centre returns the middle of an object on show, in the window.
func (l *Live) centre(target fyne.CanvasObject) (fyne.Position, bool) {
	var at fyne.Position
	found := false
	l.shown(func(o liveObject) bool {
		if o.obj == target {
			at, found = o.abs.Add(fyne.NewPos(target.Size().Width/2, target.Size().Height/2)), true
		}
		return !found
	})
	return at, found
}

// tappableAt returns what a tap at the position lands on.
func (l *Live) tappableAt(at fyne.Position) fyne.CanvasObject {
	var hit fyne.CanvasObject
	l.shown(func(o liveObject) bool {
		s := o.obj.Size()
		if at.X < o.abs.X || at.Y < o.abs.Y || at.X >= o.abs.X+s.Width || at.Y >= o.abs.Y+s.Height {
			_, scroll := o.obj.(*container.Scroll)
			return !scroll && !isContainer(o.obj)
		}
		if _, ok := o.obj.(fyne.Tappable); ok {
			hit = o.obj
		}
		return true
	})
	return hit
}

func isContainer(o fyne.CanvasObject) bool {
	_, ok := o.(*fyne.Container)
	return ok
}

func describeOrNone(o fyne.CanvasObject) string {
	if o == nil {
		return "nothing"
	}
	return Describe(o)
}

// reach scrolls every scroll round an object so that it shows whole, as a
// finger would before it taps, and draws the frame.
func (l *Live) reach(target fyne.CanvasObject) {
	var path []fyne.CanvasObject
	var find func(o fyne.CanvasObject) bool
	find = func(o fyne.CanvasObject) bool {
		if o == nil || !o.Visible() {
			return false
		}
		if o == target {
			return true
		}
		kids := rendered(o)
		if s, ok := o.(*container.Scroll); ok {
			kids = []fyne.CanvasObject{s.Content}
		}
		for _, c := range kids {
			if find(c) {
				path = append(path, o)
				return true
			}
		}
		return false
	}
	if !find(l.Win.Content()) {
		return
	}
	slices.Reverse(path)
	for i, o := range path {
		s, ok := o.(*container.Scroll)
		if !ok {
			continue
		}
		// The target's place within the scroll's content, which itself
		// sits at minus the offset.
		var y float32
		if i+1 < len(path) {
			for _, inner := range path[i+2:] {
				y += inner.Position().Y
			}
			y += target.Position().Y
		}
		top, bottom := y, y+target.Size().Height
		off := s.Offset.Y
		switch {
		case top < off:
			off = top
		case bottom > off+s.Size().Height:
			off = bottom - s.Size().Height
		}
		if off != s.Offset.Y {
			s.ScrollToOffset(fyne.NewPos(s.Offset.X, off))
		}
	}
	l.Frame()
}

// stacking are the layouts that lay their objects over each other on
// purpose: a background and what it holds, a centred object, a padded one.
var stacking = map[string]bool{
	"layout.stackLayout":        true,
	"layout.centerLayout":       true,
	"layout.paddedLayout":       true,
	"layout.CustomPaddedLayout": true,
}

// checkOverlaps fails when two objects on show that a container lays out
// side by side or one under another cover each other, when an object lies
// outside the container that lays it out, or when a widget that draws its
// text whole has less room than it needs.
func (l *Live) checkOverlaps() {
	l.T.Helper()
	l.shown(func(o liveObject) bool {
		switch v := o.obj.(type) {
		case *fyne.Container:
			l.checkContainer(v, o.abs)
		case *widget.Label:
			if v.Truncation == fyne.TextTruncateOff {
				l.checkRoom(v)
			} else {
				l.checkNames(v)
			}
			return false
		case *screens.Button, *widget.Button, *widget.Check:
			l.checkRoom(o.obj)
			return false
		}
		return true
	})
}

// checkNames fails when a label that ends in an ellipsis where it has no
// room cuts a player's name short: names wrap or shrink first.
func (l *Live) checkNames(label *widget.Label) {
	l.T.Helper()
	size := theme.TextSize()
	if label.SizeName != "" {
		size = theme.Size(label.SizeName)
	}
	whole := fyne.MeasureText(label.Text, size, label.TextStyle).Width + 2*theme.InnerPadding()
	if whole <= label.Size().Width+1 {
		return
	}
	for _, p := range l.Ctx.Players() {
		if strings.Contains(label.Text, p.Name) {
			l.fail("%s cuts %s's name short: %v for %.0f", Describe(label), p.Name, label.Size(), whole)
			return
		}
	}
}

func (l *Live) checkRoom(o fyne.CanvasObject) {
	l.T.Helper()
	if min, size := o.MinSize(), o.Size(); size.Width+0.5 < min.Width || size.Height+0.5 < min.Height {
		l.fail("%s is %v, it needs %v", Describe(o), size, min)
	}
}

func (l *Live) checkContainer(c *fyne.Container, abs fyne.Position) {
	l.T.Helper()
	if c.Layout == nil {
		return
	}
	kind := strings.TrimPrefix(reflect.TypeOf(c.Layout).String(), "*")
	var on []fyne.CanvasObject
	for _, o := range c.Objects {
		if o.Visible() && o.Size().Width > 0.5 && o.Size().Height > 0.5 && !isStrut(o) {
			on = append(on, o)
		}
	}
	for _, o := range on {
		if !(rect{fyne.Position{}, c.Size()}).holds(o.Position(), o.Size()) {
			l.fail("%s at %v+%v spills out of its %s at %v+%v", Describe(o), abs.Add(o.Position()), o.Size(), kind, abs, c.Size())
		}
	}
	if stacking[kind] {
		return
	}
	for i, a := range on {
		for _, b := range on[i+1:] {
			if covers(a, b) {
				l.fail("%s at %v+%v and %s at %v+%v overlap in a %s", Describe(a), abs.Add(a.Position()), a.Size(),
					Describe(b), abs.Add(b.Position()), b.Size(), kind)
			}
		}
	}
}

// isStrut reports whether an object draws nothing: a spacer, or a
// rectangle with no colour, which only keeps room.
func isStrut(o fyne.CanvasObject) bool {
	if _, ok := o.(*layout.Spacer); ok {
		return true
	}
	r, ok := o.(*canvas.Rectangle)
	if !ok || r.StrokeWidth > 0 && r.StrokeColor != nil {
		return false
	}
	if r.FillColor == nil {
		return true
	}
	_, _, _, a := r.FillColor.RGBA()
	return a == 0
}

// covers reports whether two objects cover each other by more than half a
// pixel each way.
func covers(a, b fyne.CanvasObject) bool {
	const slack = 0.5
	ax, ay := a.Position().X, a.Position().Y
	bx, by := b.Position().X, b.Position().Y
	w := min(ax+a.Size().Width, bx+b.Size().Width) - max(ax, bx)
	h := min(ay+a.Size().Height, by+b.Size().Height) - max(ay, by)
	return w > slack && h > slack
}

// tappable reports whether an object is one the table taps or types in.
func tappable(o fyne.CanvasObject) bool {
	if _, ok := o.(*container.Scroll); ok {
		return false
	}
	_, tap := o.(fyne.Tappable)
	_, focus := o.(fyne.Focusable)
	return tap || focus
}

// checkJumps fails when an object the table can tap lies elsewhere on its
// page than the last time it was on show.
func (l *Live) checkJumps() {
	l.T.Helper()
	l.shown(func(o liveObject) bool {
		if !tappable(o.obj) {
			return true
		}
		was, seen := l.places[o.obj]
		l.places[o.obj] = livePlace{o.page, l.step}
		if _, moves := l.Moves[o.obj]; moves || !seen || near(was.at, o.page) {
			return true
		}
		l.fail("%s moved from %v (step %q) to %v", Describe(o.obj), was.at, was.step, o.page)
		return true
	})
}

func near(a, b fyne.Position) bool {
	const slack = 0.5
	return a.X-b.X < slack && b.X-a.X < slack && a.Y-b.Y < slack && b.Y-a.Y < slack
}

// Words returns every text on show: labels, buttons, entries, checks, the
// canvas's texts, and a card's face as it shows now.
func (tb *Table) Words() []string {
	var out []string
	tb.shown(func(o liveObject) bool {
		switch v := asFyneButton(o.obj).(type) {
		case *widget.Label:
			out = append(out, v.Text)
			return false
		case *widget.Button:
			out = append(out, v.Text)
			return false
		case *widget.Check:
			out = append(out, v.Text)
			return false
		case *screens.Tick:
			out = append(out, v.Text)
			return false
		case *widget.Entry:
			if !v.Password {
				out = append(out, v.Text)
			}
			if v.Text == "" {
				out = append(out, v.PlaceHolder)
			}
			return false
		case *widget.Select:
			text := v.Selected
			if text == "" {
				// Fyne's own words when the screen gave none.
				text = cmp.Or(v.PlaceHolder, "(Select one)")
			}
			out = append(out, text)
			return false
		case *screens.HoldCard:
			out = append(out, v.Showing())
			return false
		case *canvas.Text:
			out = append(out, v.Text)
		}
		return true
	})
	return out
}

// checkLanguage fails when a word on show is not one of the language's
// messages and not one the table wrote.
func (l *Live) checkLanguage() {
	l.T.Helper()
	typed := map[string]bool{}
	for _, t := range l.Typed {
		for _, w := range Tokens(t) {
			typed[w] = true
		}
	}
	for _, text := range l.Words() {
		for _, w := range Tokens(text) {
			if !l.vocab[w] && !typed[w] {
				l.fail("%q is not a word of %s, in %q", w, l.Catalog().Language(), text)
			}
		}
	}
}

// Catalog is the catalog the screen speaks through.
func (l *Live) Catalog() *translations.Catalog { return l.Ctx.Catalog }

// Tokens splits a text into its words, lower-cased: runs of letters.
func Tokens(text string) []string {
	return strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !unicode.IsLetter(r) })
}

// Shared is what the whole table reads on the screen: every text on show
// with its style, the buttons' states and the colours of marks, leaving
// out what a card shows while it is held but not the card's place and
// size, which the whole table sees; and the board the phones show, if the
// screen has one. Twin games read the same here.
func (l *Live) Shared() []string {
	var out []string
	l.shown(func(o liveObject) bool {
		switch v := asFyneButton(o.obj).(type) {
		case *screens.HoldCard:
			out = append(out, fmt.Sprintf("card at %v size %v", o.abs, v.Size()))
			return false
		case *widget.Label:
			out = append(out, "label "+v.Text+" "+strconv.Itoa(int(v.Importance)))
			return false
		case *widget.Button:
			icon := ""
			if v.Icon != nil {
				icon = v.Icon.Name()
			}
			out = append(out, fmt.Sprintf("button %s %d %t %s", v.Text, v.Importance, v.Disabled(), icon))
			return false
		case *widget.Entry:
			text := v.Text
			if v.Password {
				text = strings.Repeat("•", len([]rune(text)))
			}
			out = append(out, fmt.Sprintf("entry %s %t", text, v.Disabled()))
			return false
		case *widget.Check:
			out = append(out, fmt.Sprintf("check %s %t", v.Text, v.Checked))
			return false
		case *screens.Tick:
			out = append(out, fmt.Sprintf("tick %s %t %s", v.Text, v.Checked, colorKey(v.Color())))
			return false
		case *canvas.Text:
			out = append(out, "text "+v.Text+" "+colorKey(v.Color))
		case *canvas.Rectangle:
			out = append(out, "rect "+colorKey(v.FillColor))
		case *canvas.Circle:
			out = append(out, "circle "+colorKey(v.FillColor))
		}
		return true
	})
	if p, ok := l.Screen.(screens.Phones); ok {
		b, err := json.Marshal(p.Board(l.Catalog().T))
		if err != nil {
			l.T.Fatal(err)
		}
		out = append(out, "phones "+string(b))
	}
	return out
}

func colorKey(c color.Color) string {
	if c == nil {
		return "none"
	}
	r, g, b, a := c.RGBA()
	return fmt.Sprintf("%04x%04x%04x%04x", r, g, b, a)
}

// Twins are two games played step for step that differ only in a
// secret: after every step both are checked as Live checks one, and their
// shared screens must read the same.
type Twins[S screens.Screen] struct {
	T testing.TB
	// Lives are the two tables, and Screens their screens.
	Lives   [2]*Live
	Screens [2]S
}

// Tap taps the object pick finds on each twin's screen.
func (tw *Twins[S]) Tap(name string, pick func(S) fyne.CanvasObject) {
	tw.T.Helper()
	for i, l := range tw.Lives {
		l.Tap(name, pick(tw.Screens[i]))
	}
	tw.Same(name)
}

// Type types the text into the entry pick finds on each twin's screen.
func (tw *Twins[S]) Type(name string, pick func(S) *widget.Entry, text string) {
	tw.T.Helper()
	for i, l := range tw.Lives {
		l.Type(name, pick(tw.Screens[i]), text)
	}
	tw.Same(name)
}

// Do makes the step on each twin.
func (tw *Twins[S]) Do(name string, act func(S, *Live)) {
	tw.T.Helper()
	for i, l := range tw.Lives {
		l.Do(name, func() { act(tw.Screens[i], l) })
	}
	tw.Same(name)
}

// Same fails when the twins' shared screens read differently, naming the
// first lines that differ.
func (tw *Twins[S]) Same(name string) {
	tw.T.Helper()
	a, b := tw.Lives[0].Shared(), tw.Lives[1].Shared()
	if slices.Equal(a, b) {
		return
	}
	for i := range max(len(a), len(b)) {
		var x, y string
		if i < len(a) {
			x = a[i]
		}
		if i < len(b) {
			y = b[i]
		}
		if x != y {
			tw.T.Errorf("after %q the twins' shared screens differ: %q against %q", name, x, y)
			return
		}
	}
}

// Restart saves the screen's match as the shell does after every action,
// drops the screen as a crash or a closed lid would, and opens the game
// again from the save with the clock state kept beside it.
func (l *Live) Restart(name string, game screens.Game) {
	l.T.Helper()
	record, err := json.Marshal(l.Screen.History())
	if err != nil {
		l.T.Fatal(err)
	}
	// The dropped screen's wake-ups stop with it, as with the process;
	// what it hands the shell as it closes is not kept, as after a crash.
	kept := l.Clock
	l.Screen.Close()
	l.Clock = kept
	l.reopen(name, game, record)
}

// PlayAgain opens the next game from the setup the finished game's Play
// again gave, as the shell does.
func (l *Live) PlayAgain(name string, game screens.Game) {
	l.T.Helper()
	if l.Again == nil {
		l.T.Fatalf("step %d (%s): Play again gave no setup", l.Steps+1, name)
	}
	record, err := json.Marshal(games.Record[any, any]{Setup: l.Again})
	if err != nil {
		l.T.Fatal(err)
	}
	l.Again = nil
	// The next game is a game of players who have played it now.
	l.Taught = nil
	l.reopen(name, game, record)
}

func (l *Live) reopen(name string, game screens.Game, record []byte) {
	l.T.Helper()
	l.Ctx = l.Ctx.Reopened()
	s, err := game.Load(l.Ctx, game, record)
	if err != nil {
		l.T.Fatalf("step %d (%s): %v", l.Steps+1, name, err)
	}
	if l.Prepare != nil {
		l.Prepare(s)
	}
	l.Open(name, s)
}

// KeepClocks keeps the clock state a screen hands the shell, and gives it
// back to the screen opened after a Restart, as the shell does.
func (l *Live) KeepClocks() {
	l.KeepsClocks = true
}
