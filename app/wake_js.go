//go:build js && wasm

package app

import "tablecompanion/app/bridge"

// wakeRule is the tablet's: awake while a game or its clock is on, never
// on the home screen.
var wakeRule = awakeInBrowser

// newWaker returns the tablet's waker, the browser's wake lock.
func newWaker(logf func(format string, args ...any)) Waker { return bridge.NewWaker(logf) }
