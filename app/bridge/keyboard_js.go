//go:build js && wasm

package bridge

import (
	"fmt"
	"syscall/js"
	"time"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/screens"
	"tablecompanion/screens/house"
)

// The keyboard in the browser.
//
// A canvas takes no text. A tablet shows its keyboard only while a real
// HTML text field has the focus, and what that keyboard types (letters in
// any script, an IME's compositions, autocorrect, a swiped word) arrives
// as the field's input events, not as keys. Fyne's web driver (2.8.1 with
// glfw-js v0.4.0) focuses the page's field #dummyEntry whenever a widget
// takes the focus and blurs it when none has it, but reads nothing from
// it; and of the keys it reads, it types only those whose name is one
// byte: no Cyrillic, no accents, no emoji (fyne-io/fyne#6070).
//
// The bridge keeps the page's field as an editable mirror of the entry
// that has the focus:
//
//   - the page hands the driver's focus and blur of the field to follow,
//     which focuses the field only for a text entry, never for a button or
//     a list, so that no keyboard comes up for them;
//   - the field lies over the entry on the screen, transparent, so that the
//     browser, when it reveals the focused field above its keyboard,
//     reveals the entry drawn beneath it;
//   - the field holds the entry's text and cursor; each input event is
//     compared with that text and the entry takes the field's new text
//     whole. An IME edits rather than appends (a composition grows and is
//     replaced, autocorrect rewrites a word, a swipe types one), so
//     replaying keystrokes would need both cursors to agree at every step;
//     taking the new text cannot type a character twice;
//   - keys stay with the driver, which prevents their default, so a key
//     never reaches the field's value: Backspace, Enter (which submits),
//     the arrows and the shortcuts work as on the desktop. A key whose
//     character the driver drops is typed here, on the same road. After
//     a key the field takes the entry's text again.
//
// Rather than a field of our own beside Fyne's, the bridge uses Fyne's own
// #dummyEntry: the driver already says when the focus changes, at every
// tap, Tab and programmatic focus, and the shell unfocuses on each change
// of screen.
//
// The bridge's state is read and written only inside the page's events,
// which JavaScript runs one at a time, and it reads Fyne's widgets there
// as the page's locate does; nothing there waits, or the page would stop
// (see main_js.go). What it does to an entry runs on a goroutine of its
// own, as the driver runs its keys, so that a word and the Enter after it
// arrive in that order.
type keyboard struct {
	p *page
	// field is the page's #dummyEntry; focus and blur are the browser's
	// own, which the page keeps from the driver.
	field, focus, blur js.Value
	// entry is the entry the field mirrors, or nil; widget is the entry as
	// the canvas knows it, which may be a widget that extends it.
	entry  *widget.Entry
	widget fyne.CanvasObject
	// last is the field's value when the entry last had the same text.
	last string
	// composing is set while an IME composes in the field.
	composing bool
	// pressed is the character of the key down, which the driver or
	// keyDown types: the field must not type it again.
	pressed string
	// held is when a tap on an entry, on its way to Fyne, stops keeping
	// the field focused without Fyne's word.
	held time.Time
	// waiting is set from a finger's lift on something that is no entry
	// until the app has taken that tap: what the keyboard types meanwhile
	// stays in the field, and reaches the entry after the tap, which may
	// have changed it (Add empties the name field). Without it, a name
	// typed on right after a tap on Add lost its first letters to the
	// name before.
	waiting bool
	release js.Func
	// ticker, while the field is up, follows the entry when it moves.
	ticker js.Value
	// placed is where the field was put last, as CSS.
	placed   string
	follower js.Func
}

// heldFor is how long the field stays up after a tap on an entry before
// Fyne has focused it: a frame or two, much less than this.
const heldFor = time.Second

// bridgeKeyboard connects the page's text field to the app's entries,
// when the page has one.
func bridgeKeyboard(p *page) {
	doc := js.Global().Get("document")
	field := doc.Call("getElementById", "dummyEntry")
	if field.IsNull() {
		return
	}
	proto := js.Global().Get("HTMLElement").Get("prototype")
	k := &keyboard{p: p, field: field, focus: proto.Get("focus"), blur: proto.Get("blur")}
	k.follower = js.FuncOf(func(js.Value, []js.Value) any { k.follow(); return nil })
	k.release = js.FuncOf(func(js.Value, []js.Value) any { k.stopWaiting(); return nil })
	listen := func(target js.Value, event string, opts map[string]any, f func(ev js.Value)) {
		target.Call("addEventListener", event, js.FuncOf(func(_ js.Value, args []js.Value) any {
			f(args[0])
			return nil
		}), opts)
	}
	capture := map[string]any{"capture": true, "passive": true}
	win := js.Global()
	listen(field, "input", nil, func(js.Value) { k.input() })
	listen(field, "beforeinput", nil, k.beforeInput)
	listen(field, "compositionstart", nil, func(js.Value) { k.composing = true })
	listen(field, "compositionend", nil, func(js.Value) { k.composing = false })
	listen(win, "keydown", capture, k.keyDown)
	listen(win, "keyup", capture, func(js.Value) { k.pressed = ""; k.follow() })
	listen(win, "resize", nil, func(js.Value) { k.follow() })
	listen(doc, "touchend", capture, k.touchEnd)
	listen(doc, "click", capture, func(js.Value) { k.clicked() })
	if vv := win.Get("visualViewport"); vv.Truthy() {
		listen(vv, "resize", nil, func(js.Value) { k.follow(); k.reveal() })
	}
	win.Get("tablecompanion").Set("keyboard", k.follower)
}

// follow brings the field in line with the app's focus: up, over the
// entry and holding its text while an entry has the focus, down when
// none has.
func (k *keyboard) follow() {
	w, e := textEntry(k.p.win.Canvas().Focused())
	if e == nil {
		if k.entry != nil && time.Now().After(k.held) {
			k.let()
		}
		return
	}
	switch {
	case e == k.entry && k.waiting:
		// The field holds what was typed since the tap: it is not given
		// the entry's text until the entry has it.
	case e == k.entry:
		k.mirror(false)
	case k.entry != nil && time.Now().Before(k.held):
		// A finger tapped another entry, and Fyne, a frame or more
		// behind on a slow tablet, still has the focus on this one: the
		// field keeps mirroring the entry tapped, so that what is typed
		// now goes where the finger put it.
		return
	default:
		k.take(w, e)
	}
	k.place()
	if !k.active() {
		k.focus.Call("call", k.field)
	}
}

// textEntry returns the entry in a widget, when the widget is an entry
// that takes text now, and the widget as the canvas knows it.
func textEntry(o any) (fyne.CanvasObject, *widget.Entry) {
	var e *widget.Entry
	switch v := o.(type) {
	case *widget.Entry:
		e = v
	case *house.ShortcutEntry:
		e = &v.Entry
	}
	if e == nil || e.Disabled() || !e.Visible() {
		return nil, nil
	}
	return o.(fyne.CanvasObject), e
}

// take makes e, shown as w, the entry the field mirrors.
func (k *keyboard) take(w fyne.CanvasObject, e *widget.Entry) {
	k.widget, k.entry, k.composing = w, e, false
	k.mirror(true)
	if k.ticker.IsUndefined() {
		k.ticker = js.Global().Call("setInterval", k.follower, 250)
	}
}

// let puts the field down: the keyboard goes away.
func (k *keyboard) let() {
	k.widget, k.entry = nil, nil
	if !k.ticker.IsUndefined() {
		js.Global().Call("clearInterval", k.ticker)
		k.ticker = js.Undefined()
	}
	if k.active() {
		k.blur.Call("call", k.field)
	}
	k.field.Set("value", "")
	k.last = ""
}

// active reports whether the field has the page's focus.
func (k *keyboard) active() bool {
	return js.Global().Get("document").Get("activeElement").Equal(k.field)
}

// mirror gives the field the entry's text and cursor, unless an IME is
// composing there; force gives them even when they seem the same.
func (k *keyboard) mirror(force bool) {
	if k.composing {
		return
	}
	text := k.entry.Text
	if force || text != k.last || k.field.Get("value").String() != text {
		k.field.Set("value", text)
		k.last = text
	}
	at := unitsBefore(text, k.entry.CursorTextOffset())
	if force || k.field.Get("selectionStart").Int() != at || k.field.Get("selectionEnd").Int() != at {
		k.field.Call("setSelectionRange", at, at)
	}
}

// place puts the field over the entry, in CSS pixels, once the entry is
// laid out.
func (k *keyboard) place() {
	d := fyne.CurrentApp().Driver()
	if d.CanvasForObject(k.widget) == nil {
		return
	}
	c := k.p.win.Canvas()
	scale := c.Scale() / float32(js.Global().Get("devicePixelRatio").Float())
	at := d.AbsolutePositionForObject(k.widget)
	size := k.widget.Size()
	css := fmt.Sprintf("left:%.0fpx;top:%.0fpx;width:%.0fpx;height:%.0fpx", at.X*scale, at.Y*scale, size.Width*scale, size.Height*scale)
	if css != k.placed {
		k.field.Get("style").Set("cssText", css)
		k.placed = css
	}
}

// reveal keeps the field, and the entry beneath it, in the part of the
// page the keyboard leaves in view, when the browser has not done so.
func (k *keyboard) reveal() {
	if k.entry == nil {
		return
	}
	vv := js.Global().Get("visualViewport")
	box := k.field.Call("getBoundingClientRect")
	top, bottom := vv.Get("offsetTop").Float(), vv.Get("offsetTop").Float()+vv.Get("height").Float()
	if box.Get("bottom").Float() > bottom || box.Get("top").Float() < top {
		k.field.Call("scrollIntoView", map[string]any{"block": "nearest"})
	}
}

// input takes what the keyboard did to the field into the entry.
func (k *keyboard) input() {
	e := k.entry
	if e == nil {
		return
	}
	if k.waiting {
		return
	}
	value := k.field.Get("value").String()
	if value == k.last {
		return
	}
	var text string
	var cursor int
	if e.Text == k.last {
		text, cursor = value, runesBefore(value, k.field.Get("selectionEnd").Int())
	} else {
		text, cursor = rebase(k.last, value, e.Text)
	}
	k.last = value
	go setText(e, text, cursor)
}

// setText gives the entry its new text with the cursor at an offset in
// runes, as typing it would: the entry's OnChanged hears of it.
func setText(e *widget.Entry, text string, cursor int) {
	e.CursorRow, e.CursorColumn = rowColumn(text, cursor)
	if e.Text == text {
		e.Refresh()
		return
	}
	e.SetText(text)
}

// beforeInput turns a line break the keyboard would put in the field
// into Enter, which a keyboard that sends no Enter key does, and keeps
// out the character of a key already typed: the driver prevents a key's
// default, but a browser that sends the character as an event of its own
// (as DevTools' Input.dispatchKeyEvent "char" does) would type it twice.
func (k *keyboard) beforeInput(ev js.Value) {
	switch ev.Get("inputType").String() {
	case "insertText":
		if k.pressed != "" && ev.Get("data").String() == k.pressed {
			k.pressed = ""
			ev.Call("preventDefault")
		}
	case "insertLineBreak", "insertParagraph":
		ev.Call("preventDefault")
		go k.typed(func(f fyne.Focusable) { f.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) })
	}
}

// keyDown types the character of a key that the driver drops. A key an
// IME takes (229, or while composing) brings its text through the field.
func (k *keyboard) keyDown(ev js.Value) {
	k.pressed = ""
	if ev.Get("isComposing").Bool() || ev.Get("keyCode").Int() == 229 {
		return
	}
	if k.entry == nil {
		// No text field is focused, so no on-screen keyboard is up: this
		// key is a real keyboard's, and the screens may show their keys.
		screens.OnUI(k.p.sh.SawKeyboard)
	}
	if (ev.Get("ctrlKey").Bool() || ev.Get("metaKey").Bool()) && !ev.Call("getModifierState", "AltGraph").Bool() {
		return
	}
	key := ev.Get("key").String()
	if utf8.RuneCountInString(key) == 1 {
		k.pressed = key
	}
	r, ok := droppedCharacter(key)
	if !ok {
		return
	}
	c := k.p.win.Canvas()
	go func() {
		if !k.typed(func(f fyne.Focusable) { f.TypedRune(r) }) {
			if h := c.OnTypedRune(); h != nil {
				h(r)
			}
		}
	}()
}

// typed hands a key or a character to the focused widget as the driver
// does; it reports whether a widget had the focus.
func (k *keyboard) typed(give func(fyne.Focusable)) bool {
	f := k.p.win.Canvas().Focused()
	if f == nil {
		return false
	}
	give(f)
	return true
}

// touchEnd focuses the field while the finger that taps an entry is
// still the page's user gesture: Safari brings its keyboard up only then,
// and Fyne's own focus comes a frame later.
func (k *keyboard) touchEnd(ev js.Value) {
	touches := ev.Get("changedTouches")
	if touches.Length() != 1 {
		return
	}
	t := touches.Index(0)
	w, e := k.entryAt(t.Get("clientX").Float(), t.Get("clientY").Float())
	if e == nil {
		if k.entry != nil && !k.waiting {
			// A tap beside the entry, such as on Add: the text typed from
			// now on waits for the app to take it. A click that never
			// comes (a drag's) lets it go after heldFor.
			k.waiting = true
			js.Global().Call("setTimeout", k.release, heldFor.Milliseconds())
		}
		return
	}
	k.held = time.Now().Add(heldFor)
	js.Global().Call("setTimeout", k.follower, heldFor.Milliseconds())
	if e != k.entry {
		k.take(w, e)
	}
	k.place()
	k.focus.Call("call", k.field)
}

// clicked lets the typed text go on to the entry once the app has taken
// the tap whose click this is: the browser's click comes after the mouse's
// press and release, which the driver has queued for the app by then.
func (k *keyboard) clicked() {
	if !k.waiting {
		return
	}
	go func() {
		// Twice: what the first turn does may queue more.
		screens.OnUIAndWait(func() {})
		screens.OnUIAndWait(func() {})
		js.Global().Call("setTimeout", k.release, 0)
	}()
}

// stopWaiting gives the entry what was typed while the app took a tap,
// and the field the entry's text again.
func (k *keyboard) stopWaiting() {
	if !k.waiting {
		return
	}
	k.waiting = false
	k.input()
	k.follow()
}

// entryAt returns the entry that takes text at a point of the page, in
// CSS pixels, and the widget it is, or nils: the topmost one, pop-ups
// over the window.
func (k *keyboard) entryAt(x, y float64) (hit fyne.CanvasObject, entry *widget.Entry) {
	c := k.p.win.Canvas()
	ratio := float32(js.Global().Get("devicePixelRatio").Float())
	p := fyne.NewPos(float32(x)*ratio/c.Scale(), float32(y)*ratio/c.Scale())
	d := fyne.CurrentApp().Driver()
	k.p.each(func(o fyne.CanvasObject) {
		w, e := textEntry(o)
		if e == nil {
			return
		}
		at := d.AbsolutePositionForObject(w)
		if p.X >= at.X && p.Y >= at.Y && p.X < at.X+w.Size().Width && p.Y < at.Y+w.Size().Height {
			hit, entry = w, e
		}
	})
	return hit, entry
}
