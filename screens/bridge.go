package screens

import "fyne.io/fyne/v2"

// uiBridge runs a function on Fyne's UI goroutine. It is the one way our own
// goroutines (a running timer) touch widgets: since Fyne 2.6 every change
// from another goroutine must go through fyne.Do. Tests hand a screen their
// own bridge so that they decide when the function runs.
type uiBridge func(func())

// fyneBridge is the app's bridge: fyne.Do queues the function for the next
// frame and returns at once, so a timer's goroutine never waits on the UI.
func fyneBridge(f func()) {
	fyne.Do(f)
}
