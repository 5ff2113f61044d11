package app

import (
	"fyne.io/fyne/v2"
)

// WindowSize is the window's size as the settings keep it.
type WindowSize struct {
	Width  float32 `json:"width"`
	Height float32 `json:"height"`
}

// The window's size at a first start, as on a common laptop, and the
// smallest it opens at: the narrow layout's width and a small laptop's
// height.
var (
	firstSize = fyne.NewSize(1280, 800)
	leastSize = fyne.NewSize(800, 600)
)

// windowSize returns the size the window opens at: the size it was closed
// at, or the first start's, no larger than the screen and no smaller than
// the narrow layout unless the screen is. A zero screen is one the driver
// cannot measure.
func windowSize(last WindowSize, screen fyne.Size) fyne.Size {
	size := fyne.NewSize(last.Width, last.Height)
	if size.Width <= 0 || size.Height <= 0 {
		size = firstSize
	}
	size = fyne.NewSize(max(size.Width, leastSize.Width), max(size.Height, leastSize.Height))
	if screen.Width > 0 && screen.Height > 0 {
		size = fyne.NewSize(min(size.Width, screen.Width), min(size.Height, screen.Height))
	}
	return size
}

// rememberWindow keeps the window's size for the next start; the app calls
// it as it stops, however it was closed.
func (s *Shell) rememberWindow() {
	size := s.win.Canvas().Size()
	if size.Width <= 0 || size.Height <= 0 {
		return
	}
	s.settings.Window = WindowSize{Width: size.Width, Height: size.Height}
	s.saveSettings()
}
