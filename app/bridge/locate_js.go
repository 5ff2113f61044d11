//go:build js && wasm

package bridge

import (
	"reflect"
	goruntime "runtime"
	"syscall/js"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/screens"
	"tablecompanion/screens/house"
)

// exposeLocate gives the page a way to find what the app shows, since a
// canvas has no elements to look up: tablecompanion.locate(text) returns
// the centres, in CSS pixels, of the objects on show whose text is text, in
// the order they are laid out; tablecompanion.texts() the texts on show in
// that order; tablecompanion.title() the title of the screen on show; and
// tablecompanion.memory() the Go program's live heap and the memory it took;
// tablecompanion.cueDelay() the milliseconds from the last cue that woke the
// suspended audio to the browser taking its first samples, or 0 before any;
// tablecompanion.saves() a promise of the saved files, by name, as their
// text: the roster, the settings and the games; tablecompanion.scrolls()
// the scrolls a finger reaches that have more to show, with their places
// and how far they have scrolled; and
// tablecompanion.size() the window's size in the page's pixels, which
// follows a turn of the tablet a frame or more late;
// tablecompanion.settled() a promise kept once the app has handled the
// taps and keys it had been given: the UI goroutine takes them in turn,
// between frames, so a test waits on it rather than on the clock.
// The browser tests and tools/webmeasure tap and read with them.
func exposeLocate(p *page) {
	locate := js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) < 1 {
			return js.Null()
		}
		var out []any
		p.walk(func(o fyne.CanvasObject, text string, at fyne.Position) {
			if text == args[0].String() {
				out = append(out, []any{at.X, at.Y})
			}
		})
		return js.ValueOf(out)
	})
	texts := js.FuncOf(func(js.Value, []js.Value) any {
		var out []any
		p.walk(func(_ fyne.CanvasObject, text string, _ fyne.Position) { out = append(out, text) })
		return js.ValueOf(out)
	})
	title := js.FuncOf(func(js.Value, []js.Value) any { return p.sh.Title() })
	memory := js.FuncOf(func(js.Value, []js.Value) any {
		// After a collection, the heap is what the app holds.
		goruntime.GC()
		var m goruntime.MemStats
		goruntime.ReadMemStats(&m)
		return js.ValueOf(map[string]any{"heap": float64(m.HeapAlloc), "sys": float64(m.Sys)})
	})
	cueDelay := js.FuncOf(func(js.Value, []js.Value) any {
		d, _ := p.sh.CueDelay()
		return float64(d.Microseconds()) / 1000
	})
	saves := js.FuncOf(func(js.Value, []js.Value) any {
		return promise(func() (any, error) {
			files, err := p.sh.Saves()
			out := map[string]any{}
			for name, body := range files {
				out[name] = body
			}
			return out, err
		})
	})
	scrolls := js.FuncOf(func(js.Value, []js.Value) any {
		var out []any
		for _, r := range p.scrollRects() {
			out = append(out, r)
		}
		return js.ValueOf(out)
	})
	settled := js.FuncOf(func(js.Value, []js.Value) any {
		return promise(func() (any, error) {
			// Twice: what the first turn does may queue more.
			screens.OnUIAndWait(func() {})
			screens.OnUIAndWait(func() {})
			return true, nil
		})
	})
	size := js.FuncOf(func(js.Value, []js.Value) any {
		k := p.pixelsToFyne()
		room := p.win.Canvas().Size()
		return js.ValueOf([]any{room.Width / k, room.Height / k})
	})
	inView := js.FuncOf(func(js.Value, []js.Value) any {
		var out []any
		for _, text := range p.textsInView() {
			out = append(out, text)
		}
		return js.ValueOf(out)
	})
	js.Global().Set("tablecompanion", js.ValueOf(map[string]any{"locate": locate, "texts": texts, "title": title, "memory": memory, "saves": saves, "settled": settled, "cueDelay": cueDelay, "scrolls": scrolls, "inView": inView, "size": size}))
}

// textsInView returns the texts a finger reaches that are in view now:
// whose middle lies in the window and in the view of every scroll round
// them, in the top pop-up when one is up.
func (p *page) textsInView() []string {
	d := fyne.CurrentApp().Driver()
	room := p.win.Canvas().Size()
	var out []string
	var walk func(o fyne.CanvasObject, clips [][2]fyne.Position)
	walk = func(o fyne.CanvasObject, clips [][2]fyne.Position) {
		if o == nil || !o.Visible() {
			return
		}
		at, size := d.AbsolutePositionForObject(o), o.Size()
		if text := objectText(o); text != "" {
			mid := at.Add(fyne.NewPos(size.Width/2, size.Height/2))
			seen := true
			for _, c := range clips {
				seen = seen && mid.X >= c[0].X && mid.Y >= c[0].Y && mid.X < c[1].X && mid.Y < c[1].Y
			}
			if seen {
				out = append(out, text)
			}
		}
		switch v := o.(type) {
		case *fyne.Container:
			for _, child := range v.Objects {
				walk(child, clips)
			}
		case *container.Scroll:
			walk(v.Content, append(clips, [2]fyne.Position{at, at.Add(fyne.NewPos(size.Width, size.Height))}))
		case *widget.PopUp:
			walk(v.Content, clips)
		}
	}
	window := [][2]fyne.Position{{{}, {X: room.Width, Y: room.Height}}}
	if top := p.win.Canvas().Overlays().Top(); top != nil {
		walk(top, window)
		walk(overlayContent(top), window)
	} else {
		walk(p.win.Canvas().Content(), window)
	}
	return out
}

// scrollRects returns the scrolls a finger reaches that have more to show
// than their view, each as its left, top, width and height in CSS pixels,
// how far it has scrolled down and how tall its content is, in the order
// they are laid out.
func (p *page) scrollRects() [][]any {
	k := p.pixelsToFyne()
	d := fyne.CurrentApp().Driver()
	var out [][]any
	p.eachUnderTop(func(o fyne.CanvasObject) {
		sc, ok := o.(*container.Scroll)
		if !ok || !canScroll(sc, false) && !canScroll(sc, true) {
			return
		}
		at, size := d.AbsolutePositionForObject(sc), sc.Size()
		out = append(out, []any{at.X / k, at.Y / k, size.Width / k, size.Height / k, sc.Offset.Y / k, sc.Content.MinSize().Height / k})
	})
	return out
}

// promise returns a JavaScript promise of what work returns. Work runs on
// a goroutine of its own, as it may wait: on the browser's storage, on the
// UI goroutine.
func promise(work func() (any, error)) js.Value {
	var executor js.Func
	executor = js.FuncOf(func(_ js.Value, args []js.Value) any {
		resolve, reject := args[0], args[1]
		executor.Release()
		go func() {
			v, err := work()
			if err != nil {
				reject.Invoke(err.Error())
				return
			}
			resolve.Invoke(js.ValueOf(v))
		}()
		return nil
	})
	return js.Global().Get("Promise").New(executor)
}

// walk calls found for each object on show that has a text, with its
// centre in CSS pixels.
func (p *page) walk(found func(o fyne.CanvasObject, text string, at fyne.Position)) {
	c := p.win.Canvas()
	ratio := float32(js.Global().Get("devicePixelRatio").Float())
	d := fyne.CurrentApp().Driver()
	p.each(func(o fyne.CanvasObject) {
		if text := objectText(o); text != "" {
			at := d.AbsolutePositionForObject(o).Add(fyne.NewPos(o.Size().Width/2, o.Size().Height/2))
			found(o, text, fyne.NewPos(at.X*c.Scale()/ratio, at.Y*c.Scale()/ratio))
		}
	})
}

// each calls visit for each object on show, in the order they are laid
// out: in the window, then in the pop-ups over it.
func (p *page) each(visit func(o fyne.CanvasObject)) {
	c := p.win.Canvas()
	walkShown(c.Content(), visit)
	for _, o := range c.Overlays().List() {
		walkShown(o, visit)
		if o.Visible() {
			walkShown(overlayContent(o), visit)
		}
	}
}

// eachUnderTop calls visit for each object on show that a finger reaches:
// in the top pop-up when one is up, which covers the window, else in the
// window.
func (p *page) eachUnderTop(visit func(o fyne.CanvasObject)) {
	c := p.win.Canvas()
	if top := c.Overlays().Top(); top != nil {
		walkShown(top, visit)
		walkShown(overlayContent(top), visit)
		return
	}
	walkShown(c.Content(), visit)
}

// walkShown calls visit for an object on show and each one inside it.
func walkShown(o fyne.CanvasObject, visit func(o fyne.CanvasObject)) {
	if o == nil || !o.Visible() {
		return
	}
	visit(o)
	switch v := o.(type) {
	case *fyne.Container:
		for _, child := range v.Objects {
			walkShown(child, visit)
		}
	case *container.Scroll:
		walkShown(v.Content, visit)
	case *widget.PopUp:
		walkShown(v.Content, visit)
	}
}

// overlayContent returns what a pop-up over the window shows. Fyne puts a
// dialog's pop-up in a container of its internal package, which the walk
// cannot name: its exported Content is read through reflection.
func overlayContent(o fyne.CanvasObject) fyne.CanvasObject {
	v := reflect.ValueOf(o)
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
		return nil
	}
	if _, ok := o.(*widget.PopUp); ok {
		return nil // the walk goes into it already
	}
	f := v.Elem().FieldByName("Content")
	if !f.IsValid() || !f.CanInterface() {
		return nil
	}
	content, _ := f.Interface().(fyne.CanvasObject)
	return content
}

// entryText is what a text field shows: what was typed in it, or when it
// is empty "field:" and the hint it shows.
func entryText(e *widget.Entry) string {
	if e.Text != "" {
		return e.Text
	}
	return "field:" + e.PlaceHolder
}

// objectText is the text an object shows, for locate.
func objectText(o fyne.CanvasObject) string {
	if b := screens.FyneButton(o); b != nil {
		o = b
	}
	switch v := o.(type) {
	case *widget.Button:
		if v.Text == "" && v.Icon != nil {
			// A button with only an icon goes by the icon's name.
			return "icon:" + v.Icon.Name()
		}
		return v.Text
	case *widget.Check:
		return v.Text
	case *screens.Tick:
		return v.Text
	case *screens.PickerCell:
		return v.Text
	case *screens.HoldCard:
		// A card goes by what it shows: its hint face down.
		return v.Showing()
	case *widget.Label:
		return v.Text
	case *widget.Entry:
		return entryText(v)
	case *house.ShortcutEntry:
		return entryText(&v.Entry)
	case *canvas.Text:
		return v.Text
	case screens.Findable:
		// A game's own widget goes by the words it gives.
		return v.FindBy()
	}
	return ""
}
