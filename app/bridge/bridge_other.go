//go:build !(js && wasm)

package bridge

// Join is for the page a browser shows: elsewhere there is none.
func Join(Shell, func()) {}
