package app

import "golang.org/x/sys/windows"

var getSystemMetrics = windows.NewLazySystemDLL("user32.dll").NewProc("GetSystemMetrics")

// The GetSystemMetrics indexes of the parts of a window's frame.
const (
	smCYCaption      = 4
	smCXSizeFrame    = 32
	smCYSizeFrame    = 33
	smCXPaddedBorder = 92
)

// frame returns, in pixels, how much wider and taller than its content a
// window is: on Windows the title bar and the borders, which the window
// must leave room for in the work area above the taskbar.
func frame() (width, height int) {
	metric := func(i uintptr) int {
		v, _, _ := getSystemMetrics.Call(i)
		return int(int32(v))
	}
	border := metric(smCXPaddedBorder)
	width = 2 * (metric(smCXSizeFrame) + border)
	height = metric(smCYCaption) + 2*(metric(smCYSizeFrame)+border)
	return width, height
}
