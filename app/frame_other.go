//go:build !windows

package app

// frame returns how much larger than its content a window is. On Linux
// the work area a window manager reports is for the content's size, so it
// is none.
func frame() (width, height int) { return 0, 0 }
