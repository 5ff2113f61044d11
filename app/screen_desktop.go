//go:build !ci && !js && !wasm && !android && !ios && !mobile

package app

import (
	"fyne.io/fyne/v2"
	"github.com/go-gl/glfw/v3.4/glfw"
)

// screenArea returns the part of the primary screen that windows may use,
// without the desktop's panels and the window's own frame, in the app's
// units. It runs on the main thread once the window exists, when GLFW is
// ready; it returns a zero size when there is no monitor to ask.
func screenArea(a fyne.App) fyne.Size {
	m := glfw.GetPrimaryMonitor()
	if m == nil {
		return fyne.Size{}
	}
	mode := m.GetVideoMode()
	_, _, w, h := m.GetWorkarea()
	if mode == nil || w <= 0 || h <= 0 {
		return fyne.Size{}
	}
	// As the driver does: the monitor's density against 96 dpi, never
	// below 1, times the user's own scale.
	scale := float32(1)
	if mm, _ := m.GetPhysicalSize(); mm > 0 {
		if dpi := float32(mode.Width) / (float32(mm) / 25.4); dpi >= 10 && dpi <= 1000 {
			scale = max(dpi/96, 1)
		}
	}
	if user := a.Settings().Scale(); user > 0 {
		scale *= user
	}
	fw, fh := frame()
	return fyne.NewSize(float32(w-fw)/scale, float32(h-fh)/scale)
}
