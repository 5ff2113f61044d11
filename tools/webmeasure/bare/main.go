// Command bare is the bare Fyne app tools/webmeasure holds the app against:
// one window with a label, and a button that changes the label, so that a
// tap's answer can be timed. It is built with the app's own Fyne version and
// served with the app's page and server.
package main

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

func main() {
	a := app.New()
	w := a.NewWindow("Bare Fyne")
	label := widget.NewLabel("Hello")
	taps := 0
	button := widget.NewButton("Tap", func() {
		taps++
		label.SetText("Tapped " + strconv.Itoa(taps))
	})
	expose(w, button)
	w.SetContent(container.NewVBox(label, button))
	w.Resize(fyne.NewSize(400, 300))
	w.ShowAndRun()
}
