//go:build !(js && wasm)

package app

// exposeLocate is for the page a browser shows: elsewhere there is none.
func exposeLocate(*Shell) {}
