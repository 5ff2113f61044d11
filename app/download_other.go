//go:build !(js && wasm)

package app

// download is for a browser; elsewhere the save dialog takes the file.
func download(string, []byte) bool { return false }
