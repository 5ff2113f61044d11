package screens

import (
	"time"

	"fyne.io/fyne/v2"
)

// scheduler runs f on the UI goroutine once d has passed; the returned
// function cancels it. Screens take one so that tests move time by hand.
type scheduler func(d time.Duration, f func()) (cancel func())

// afterOnUI is the app's scheduler and the one place where a goroutine other
// than Fyne's reaches the UI: the timer's goroutine hands f to fyne.Do.
func afterOnUI(d time.Duration, f func()) func() {
	t := time.AfterFunc(d, func() { fyne.Do(f) })
	return func() { t.Stop() }
}
