// Command hello is a bare Fyne window, the yardstick the start-up benchmark
// measures the real app against.
package main

import (
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/widget"
)

func main() {
	a := app.New()
	w := a.NewWindow("Hello")
	w.SetContent(widget.NewLabel("Hello"))
	w.ShowAndRun()
}
