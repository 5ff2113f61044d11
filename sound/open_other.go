//go:build !(js && wasm)

package sound

// openSoon opens the device in the background at once: a desktop needs no
// gesture before a sound, and the first cue then finds the device open.
func openSoon(open func()) { go open() }
