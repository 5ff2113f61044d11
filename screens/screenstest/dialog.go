package screenstest

import (
	"reflect"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// CheckDialogFits checks the dialog on top of the screen as CheckFits
// checks the screen: each object inside its parent, each widget with the
// room it needs and, on the upright tablet, each button a finger's; and
// each of the objects given in view, not scrolled away.
func CheckDialogFits(t *testing.T, tb *Table, body fyne.Size, inView ...fyne.CanvasObject) {
	t.Helper()
	top := tb.Win.Canvas().Overlays().Top()
	if top == nil {
		t.Error("no dialog is open")
		return
	}
	// A dialog learns the height of its wrapped words from its first
	// layout, as the window's content does.
	top.Refresh()
	question := map[fyne.CanvasObject]bool{}
	for _, o := range inView {
		question[o] = false
	}
	w := &fitWalker{t: t, body: body, question: question, narrow: body.Width < 900}
	w.walkDialog(top, top.Position(), fyne.Position{}, body)
	for o, seen := range question {
		if !seen {
			t.Errorf("the dialog's %s is not on show", Describe(o))
		}
	}
}

// walkDialog goes through the overlay, the pop-up and the dialog's own
// widgets, which draw what the dialog holds, and checks what they hold as a
// screen's; the dialog's own title and backgrounds are Fyne's.
func (w *fitWalker) walkDialog(o fyne.CanvasObject, abs, parentPos fyne.Position, parentSize fyne.Size) {
	if o == nil || !o.Visible() {
		return
	}
	switch v := o.(type) {
	case *container.Scroll:
		w.walk(o, abs, parentPos, parentSize, []rect{{fyne.Position{}, w.body}})
	case *fyne.Container:
		for _, c := range v.Objects {
			w.walkDialog(c, abs.Add(c.Position()), abs, o.Size())
		}
	case *widget.PopUp:
		w.walkWidget(v, abs, parentPos, parentSize)
	case fyne.Widget:
		switch reflect.TypeOf(o).Elem().PkgPath() {
		case "fyne.io/fyne/v2/dialog", "fyne.io/fyne/v2/internal/widget":
			// The dialog's frame, and the overlay that holds the pop-up.
			w.walkWidget(v, abs, parentPos, parentSize)
		}
	}
}

// walkWidget checks a widget of the dialog's frame lies inside its parent,
// and goes through what it draws.
func (w *fitWalker) walkWidget(v fyne.Widget, abs, parentPos fyne.Position, parentSize fyne.Size) {
	if !(rect{parentPos, parentSize}).holds(abs, v.Size()) {
		w.t.Errorf("the dialog's %s at %v+%v lies outside %v+%v", Describe(v), abs, v.Size(), parentPos, parentSize)
	}
	for _, c := range test.WidgetRenderer(v).Objects() {
		w.walkDialog(c, abs.Add(c.Position()), abs, v.Size())
	}
}
