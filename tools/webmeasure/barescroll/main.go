// Command barescroll is the bare Fyne app tools/webmeasure scrolls beside
// the app: one window with a long list of labels in a scroll, which Fyne's
// own web driver scrolls by the wheel. It is built with the app's own Fyne
// version and served with the app's page and server.
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
	list := container.NewVBox()
	for i := range 80 {
		list.Add(widget.NewLabel("Line " + strconv.Itoa(i+1)))
	}
	w.SetContent(container.NewVScroll(list))
	w.Resize(fyne.NewSize(400, 300))
	w.ShowAndRun()
}
