//go:build ci || js || wasm || android || ios || mobile

package app

import "fyne.io/fyne/v2"

// screenArea returns a zero size: on this platform the window fills the
// screen, or the browser's page, by itself.
func screenArea(fyne.App) fyne.Size {
	return fyne.Size{}
}
