//go:build js && wasm

package sound

import "syscall/js"

// openSoon opens the device on the page's first touch, click or key, not at
// the start: creating the browser's audio context costs the start-up time,
// and a browser lets it sound only after a gesture anyway. The context is
// created on the press, so that oto resumes it on the release of the same
// gesture, as autoplay rules ask.
func openSoon(open func()) {
	events := []string{"pointerdown", "touchstart", "mousedown", "keydown"}
	opts := js.ValueOf(map[string]any{"capture": true})
	var first js.Func
	first = js.FuncOf(func(js.Value, []js.Value) any {
		for _, e := range events {
			js.Global().Call("removeEventListener", e, first, opts)
		}
		first.Release()
		open()
		return nil
	})
	for _, e := range events {
		js.Global().Call("addEventListener", e, first, opts)
	}
}
