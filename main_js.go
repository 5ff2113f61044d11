//go:build js && wasm

package main

import (
	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"

	"tablecompanion/app"
)

// In the browser, the web driver of Fyne 2.8.1 (glfw-js v0.4.0) calls the
// window's focus callback synchronously inside the page's focus and blur
// events. Fyne then checks the goroutine it runs on, finds it is not the
// main one, and hands the focused Entry's FocusGained to the main loop
// with fyne.DoAndWait. The main loop waits for an animation frame, which
// cannot come while the browser is still inside the event handler: "all
// goroutines are asleep - deadlock!" (the same thread as fyne-io/fyne#6103,
// whose fix would wrap those calls in fyne.Do, and #5632 on the web's one
// thread).
//
// The app is migrated to fyne.Do: every change from a timer or a page
// event goes through the one bridge in screens/bridge.go. Saying so, as
// FyneApp.toml's [Migrations] fyneDo does for `fyne build`, turns that
// check off, and Fyne runs the focus change where the event is, which
// blocks on nothing. A build tag (migrated_fynedo) would do the same, but
// every build of the web app would then have to remember it; this file
// comes with any GOOS=js build of the package.
//
// How the collector runs in the browser is app.Run's (see there).
func init() {
	fyneapp.SetMetadata(fyne.AppMetadata{ID: app.ID, Migrations: map[string]bool{"fyneDo": true}})
}
