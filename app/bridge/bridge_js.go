//go:build js && wasm

package bridge

import (
	"syscall/js"

	"fyne.io/fyne/v2"
)

// Join joins the page to the shell: the test hooks, the keyboard and
// touch, and Go's collector held through a tap, which tells tapEnded when
// the hold ends.
func Join(sh Shell, tapEnded func()) {
	p := &page{sh: sh, win: sh.Window()}
	exposeLocate(p)
	bridgeKeyboard(p)
	bridgeTouch(p)
	holdCollector(tapEnded)
}

// page is the page a browser shows and the shell's window in it.
type page struct {
	sh  Shell
	win fyne.Window
}

// pixelsToFyne is how many of Fyne's units a page's pixel is.
func (p *page) pixelsToFyne() float32 {
	ratio := float32(js.Global().Get("devicePixelRatio").Float())
	return ratio / p.win.Canvas().Scale()
}
