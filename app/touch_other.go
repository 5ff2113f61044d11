//go:build !(js && wasm)

package app

// bridgeTouch is for the page a browser shows: elsewhere Fyne's driver
// takes the touch screen itself, or the mouse.
func bridgeTouch(*Shell) {}
