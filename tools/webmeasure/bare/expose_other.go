//go:build !(js && wasm)

package main

import "fyne.io/fyne/v2"

// expose is for the page a browser shows: elsewhere there is none.
func expose(fyne.Window, fyne.CanvasObject) {}
