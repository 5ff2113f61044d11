//go:build !(js && wasm) && !((linux && !android) || freebsd || netbsd || openbsd || dragonfly)

package app

// wakeRule is the desktop's: awake while a clock runs.
var wakeRule = awakeOnDesktop

// newWaker returns no waker: on Windows and macOS the screen is left to
// the system for now.
func newWaker(func(format string, args ...any)) Waker { return nil }
