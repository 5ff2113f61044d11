//go:build js && wasm

package main

import (
	"runtime"
	"syscall/js"

	"fyne.io/fyne/v2"
)

// expose gives the page the button's centre in CSS pixels, as
// tablecompanion.locate does for the app, so the tool can tap it, and the
// program's memory, as tablecompanion.memory does.
func expose(w fyne.Window, button fyne.CanvasObject) {
	locate := js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) < 1 || args[0].String() != "Tap" {
			return js.ValueOf([]any{})
		}
		c := w.Canvas()
		ratio := float32(js.Global().Get("devicePixelRatio").Float())
		at := fyne.CurrentApp().Driver().AbsolutePositionForObject(button).Add(fyne.NewPos(button.Size().Width/2, button.Size().Height/2))
		return js.ValueOf([]any{[]any{at.X * c.Scale() / ratio, at.Y * c.Scale() / ratio}})
	})
	// memory is the app's tablecompanion.memory(): the live heap after a
	// collection, and the memory the Go program took.
	memory := js.FuncOf(func(js.Value, []js.Value) any {
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		return js.ValueOf(map[string]any{"heap": float64(m.HeapAlloc), "sys": float64(m.Sys)})
	})
	js.Global().Set("tablecompanion", js.ValueOf(map[string]any{"locate": locate, "memory": memory}))
}
