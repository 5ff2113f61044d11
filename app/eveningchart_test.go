package app

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"testing"

	"fyne.io/fyne/v2/theme"

	"tablecompanion/screens"
)

func TestTonightsChartRunsThePlacePointsGameByGameAndIsInThePicture(t *testing.T) {
	dir := t.TempDir()
	finishedEvening(t, dir)
	s := start(t, dir, "en-US")
	e := s.tonight()
	h := s.Home()
	lines := h.Board().Chart.Chart.Lines()
	board := e.Leaderboard()
	if len(lines) != len(board) {
		t.Fatalf("%d lines for %d players", len(lines), len(board))
	}
	for i, st := range board {
		l := lines[i]
		if l.Label != st.Player.Name || l.Color != st.Player.Color || len(l.Values) != 1+len(e.Games) {
			t.Errorf("line %d is %q in %s with %d values, want %s's over the start and %d games", i, l.Label, l.Color, len(l.Values), st.Player.Name, len(e.Games))
			continue
		}
		if l.Values[0] != 0 || l.Values[len(l.Values)-1] != st.Points() {
			t.Errorf("%s runs %v, want 0 to the board's %v", l.Label, l.Values, st.Points())
		}
	}
	if got := h.Board().Chart.Heading.Text; got != "Place points over 2 games" {
		t.Errorf("the chart's heading reads %q", got)
	}

	pic, err := s.eveningPNG(e)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(pic))
	if err != nil {
		t.Fatal(err)
	}
	bg := theme.Color(theme.ColorNameBackground)
	for _, st := range board {
		if want := screens.ChartColor(st.Player.Color, bg); !holds(img, want) {
			t.Errorf("the picture has no line in %s's colour %v", st.Player.Name, want)
		}
	}
}

// holds reports whether the picture has a pixel of the colour, give or
// take the rounding of its drawing.
func holds(img image.Image, c color.NRGBA) bool {
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			p := color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA)
			if near(p.R, c.R) && near(p.G, c.G) && near(p.B, c.B) {
				return true
			}
		}
	}
	return false
}

// near reports whether two channels differ by less than 3.
func near(a, b uint8) bool {
	d := int(a) - int(b)
	return d > -3 && d < 3
}
