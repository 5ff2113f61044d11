//go:build !(js && wasm)

package app

// bridgeKeyboard is for the page a browser shows: elsewhere Fyne's driver
// takes the keyboard itself.
func bridgeKeyboard(*Shell) {}
