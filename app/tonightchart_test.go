package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// TestTonightsChartIsInReachOnHomeAtEverySize: with games finished
// tonight, the home screen at each of the three sizes, in each language,
// shows tonight's chart whole, or a button in view without scrolling that
// brings it whole into view in one tap.
func TestTonightsChartIsInReachOnHomeAtEverySize(t *testing.T) {
	dir := t.TempDir()
	finishedEvening(t, dir)
	for _, locale := range []string{"en-US", "ru-RU", "uk-UA"} {
		s := start(t, dir, locale)
		for _, size := range []fyne.Size{{Width: 1280, Height: 800}, {Width: 1024, Height: 600}, {Width: 800, Height: 1280}} {
			s.GoHome()
			s.Window().Resize(size)
			h := s.home
			h.Scroll().ScrollToTop()
			chart := h.Board().Chart.Object()
			if !chart.Visible() {
				t.Fatalf("%s at %v: tonight's chart is hidden with %d games tonight", locale, size, len(s.tonight().Games))
			}
			if inView(h.Scroll(), chart) {
				continue
			}
			if !h.ChartButton.Visible() || !inView(h.Scroll(), h.ChartButton) {
				t.Errorf("%s at %v: tonight's chart is below the fold, and no button in view leads to it", locale, size)
				continue
			}
			test.Tap(h.ChartButton)
			if !inView(h.Scroll(), chart) {
				pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(chart)
				t.Errorf("%s at %v: after the tap the chart is at %v, %v high, the view %v high from %v", locale, size,
					pos, chart.Size().Height, h.Scroll().Size().Height, h.Scroll().Offset)
			}
		}
	}
}

// inView reports whether obj lies whole inside what the scroll shows.
func inView(scroll fyne.CanvasObject, obj fyne.CanvasObject) bool {
	d := fyne.CurrentApp().Driver()
	view, at := d.AbsolutePositionForObject(scroll), d.AbsolutePositionForObject(obj)
	return at.Y >= view.Y && at.Y+obj.Size().Height <= view.Y+scroll.Size().Height &&
		at.X >= view.X && at.X+obj.Size().Width <= view.X+scroll.Size().Width
}
