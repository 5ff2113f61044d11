package screens

import (
	"cmp"
	"errors"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"tablecompanion/games"
)

// TeachState is the teaching of one game as the shell keeps it beside the
// game: whether the table chose to be taught, and the rules whose first
// bite was already explained, the first round's score among them. It is
// the screen's own, never part of the match, so the engines' saves stay as
// they are.
type TeachState struct {
	On     bool     `json:"on"`
	Bitten []string `json:"bitten,omitempty"`
	// Note is the rule that bit last, on show until the game moves on:
	// kept too, so that a reload shows it where it was.
	Note *Note `json:"note,omitempty"`
}

// Note is a rule's explanation on the lesson line: its message and
// arguments, said again in the language of the moment, the length of the
// match it was said at, and the lesson of the step it was first shown at,
// once it has been.
type Note struct {
	ID    string `json:"id"`
	Pairs []any  `json:"pairs,omitempty"`
	At    int    `json:"at"`
	Step  string `json:"step,omitempty"`
	Shown bool   `json:"shown,omitempty"`
}

// text is the note in the current language. Numbers read back from a
// save are float64: whole ones are given back as the ints they were, for
// the plural rules.
func (n *Note) text(t Words) string {
	pairs := make([]any, len(n.Pairs))
	for i, p := range n.Pairs {
		if f, ok := p.(float64); ok && f == float64(int(f)) {
			p = int(f)
		}
		pairs[i] = p
	}
	return t(n.ID, pairs...)
}

// Teach returns the game's teaching, read once from what the shell kept.
func (c *Context) Teach() *TeachState {
	if c.teach == nil {
		c.teach = &TeachState{}
		if st, ok := c.KeptTeach(); ok {
			*c.teach = st
		}
	}
	return c.teach
}

// Reopened is the context as the shell hands it to a game it opens again
// from its save after a restart: the teaching is read again from what the
// shell kept.
func (c *Context) Reopened() *Context {
	n := *c
	n.teach = nil
	return &n
}

// handTeach hands the game's teaching to the shell to keep.
func (c *Context) handTeach() {
	c.KeepTeach(*c.Teach())
}

// Lesson is the line under a step's heading while the table is taught:
// what the table does now and why, or which rule just bit. Two lines of
// italic text in the theme's primary colour, two canvas texts in all, in
// a room of two lines whatever they say, so that nothing below moves from
// step to step: a long lesson wraps there at a smaller size. Hidden, when
// the table is not taught, it takes no room.
type Lesson struct {
	box  *fyne.Container
	text *fitText
}

// lessonLines is the room of a lesson and the most lines it draws.
const lessonLines = 2

// NewLesson returns a lesson line, hidden until the table is taught.
func NewLesson() *Lesson {
	f := newFitLines(theme.SizeNameText, fyne.TextStyle{Italic: true}, lessonLines, lessonLines,
		fyne.TextAlignLeading, theme.ColorNamePrimary)
	f.box.Hide()
	return &Lesson{box: f.box, text: f}
}

// Object is the lesson line to put under the heading: its box itself, so
// that whatever walks the canvas finds its texts.
func (l *Lesson) Object() fyne.CanvasObject { return l.box }

// Visible reports whether the line is on show.
func (l *Lesson) Visible() bool { return l.box.Visible() }

// Say shows a text, or an empty room, while the table is taught, and
// hides the line when it is not.
func (l *Lesson) Say(text string, taught bool) {
	l.text.SetText(text)
	SetVisible(l.box, taught)
}

// Text returns what the lesson says.
func (l *Lesson) Text() string { return l.text.text }

// TextSize returns the size the lesson's lines were last drawn at: its
// own, or less for a lesson too long for two lines at its own.
func (l *Lesson) TextSize() float32 { return l.text.drawn }

// Lines returns the lines the lesson draws now, as laid out.
func (l *Lesson) Lines() []string {
	var out []string
	for _, o := range l.box.Objects {
		if t := o.(*canvas.Text); t.Visible() {
			out = append(out, t.Text)
		}
	}
	return out
}

// RuleScore names the first round's score among the rules that bite: a
// game's bite returns a lesson of its ID to explain that score, once.
const RuleScore = "score"

// Said is a lesson: its message ID and the message's arguments as pairs,
// and for a rule that bit, the rule it explains once per game when that is
// not the message ID itself (RuleScore).
type Said struct {
	ID    string
	Pairs []any
	Rule  string
}

// For returns the lesson as the explanation of a rule.
func (s Said) For(rule string) Said {
	s.Rule = rule
	return s
}

// Say returns a lesson of a message ID and its arguments.
func Say(id string, pairs ...any) Said { return Said{ID: id, Pairs: pairs} }

// tutor is what a game screen's skeleton keeps of the teaching on show:
// its lesson line. The note of a rule that bit or of the first score,
// which stands in for the step's lesson until the game moves on, is kept
// in the teaching (TeachState.Note).
type tutor struct {
	line *Lesson
}

// NewLesson makes the screen's lesson line and returns it, for its Build
// to put under the step's heading.
func (k *Skeleton[S, A, E]) NewLesson() fyne.CanvasObject {
	k.tutor.line = NewLesson()
	return k.tutor.line.Object()
}

// Lesson returns the lesson line on show, nil before the play is built.
func (k *Skeleton[S, A, E]) Lesson() *Lesson { return k.tutor.line }

// Teaching reports whether the table is taught this game.
func (k *Skeleton[S, A, E]) Teaching() bool { return k.Ctx.Teach().On }

// Teach shows the lesson of the step under way, for the screen's Update:
// the note of a rule that just bit in its place until the game or the
// step moves on, nothing when the table is not taught or the game is
// over.
func (k *Skeleton[S, A, E]) Teach(step Said) {
	line := k.tutor.line
	if line == nil {
		return
	}
	text := ""
	taught := k.Teaching() && k.match != nil
	st := k.Ctx.Teach()
	n := st.Note
	if taught && n != nil && !n.Shown {
		n.Step, n.Shown = step.ID, true
		k.Ctx.handTeach()
	}
	switch {
	case !taught:
	case n != nil && n.At == k.match.Len() && n.Step == step.ID:
		text = n.text(k.Ctx.T)
	case step.ID != "":
		text = k.Ctx.T(step.ID, step.Pairs...)
	}
	line.Say(text, taught)
}

// Act applies an action as the screen's own do does. While the table is
// taught, the first time a rule bites the lesson line says which: a
// refused action names the rule that refused it, and bite, given the state
// before the action, returns what to compare after it (a penalty, a token,
// a tie-break), the first round's score included, as a lesson or none.
func (k *Skeleton[S, A, E]) Act(a A, bite func(before E) func(after E) Said) error {
	var after func(E) Said
	if k.Teaching() && bite != nil {
		after = bite(k.match.State())
	}
	err := k.match.Do(a)
	if !k.Teaching() {
		return err
	}
	var rule *games.RuleError
	switch {
	case errors.As(err, &rule):
		k.Bit("refused:"+rule.ID, Say("lesson.refused", "Rule", k.Ctx.Catalog.Error(err)))
	case err == nil && after != nil:
		if said := after(k.match.State()); said.ID != "" {
			rule := cmp.Or(said.Rule, said.ID)
			k.Bit(rule, said)
		}
	}
	return err
}

// Bit explains a rule that bit, the first time it does in this game, on
// the lesson line until the game moves on; a rule already explained, or
// the table not taught, says nothing. The first round's score is such a
// rule too (RuleScore), said once.
func (k *Skeleton[S, A, E]) Bit(rule string, said Said) {
	st := k.Ctx.Teach()
	if !st.On || slices.Contains(st.Bitten, rule) {
		return
	}
	st.Bitten = append(st.Bitten, rule)
	st.Note = &Note{ID: said.ID, Pairs: said.Pairs, At: k.match.Len()}
	k.Ctx.handTeach()
	if k.tutor.line != nil {
		// A refusal updates no screen: the line says it at once.
		k.tutor.line.Say(st.Note.text(k.Ctx.T), true)
	}
}
