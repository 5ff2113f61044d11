package screens

import (
	"time"

	"fyne.io/fyne/v2"
)

// This file is the one bridge from other goroutines to the UI: every timer
// and every event a screen gets from outside Fyne's loop comes through here
// and runs on the UI goroutine, as Fyne 2.6+ requires.

// OnUI is the app's bridge: fyne.Do queues the function for the next frame
// and returns at once, so a timer's goroutine never waits on the UI.
func OnUI(f func()) {
	fyne.Do(f)
}

// OnUIAndWait runs f on the UI goroutine and returns once it has run; from
// the UI goroutine itself it runs f at once.
func OnUIAndWait(f func()) {
	fyne.DoAndWait(f)
}

// Schedule runs f on the UI goroutine once d has passed; the stop function it
// returns cancels f if it has not run yet. Screens take one so that tests
// drive their timers by hand.
type Schedule func(d time.Duration, f func()) (stop func())

// UISchedule is the real Schedule: a timer on the monotonic clock whose
// callback hops onto the UI goroutine. The stopped flag is read and written
// only there, so a callback already on its way when stop is called does
// not run.
func UISchedule(d time.Duration, f func()) func() {
	stopped := false
	t := time.AfterFunc(d, func() {
		OnUI(func() {
			if !stopped {
				f()
			}
		})
	})
	return func() {
		stopped = true
		t.Stop()
	}
}
