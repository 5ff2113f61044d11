package screens

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2/test"

	"tablecompanion/games"
)

// TestTheTrackDrawsItsNumbersInItsPicture checks that the score track draws
// its cells and their numbers as one picture, and its markers beside it:
// every cell's number puts ink in the cell's top left, where the markers
// do not lie, and nothing else on the track is a text but the lap marks.
func TestTheTrackDrawsItsNumbersInItsPicture(t *testing.T) {
	test.NewTempApp(t)
	track := NewScoreTrack(games.Seats{{ID: "a", Name: "Ann", Color: "red"}, {ID: "b", Name: "Bob", Color: "blue"}}, []int{3, 12})
	r := test.TempWidgetRenderer(t, track).(*trackRenderer)
	track.Resize(track.MinSize())
	if got, want := len(r.Objects()), 1+3*2; got != want {
		t.Fatalf("the track has %d objects, want the picture and three a player: %d", got, want)
	}
	const k = 2 // a tablet's two pixels a unit
	size := r.cells.Size()
	img := r.cellsImage(int(size.Width*k), int(size.Height*k))
	fill := color.NRGBAModel.Convert(r.fill).(color.NRGBA)
	for n := 0; n <= trackCells; n++ {
		pos, _ := track.CellRect(n)
		inked := 0
		// The number's room: the cell's top numberRoom units.
		for y := int(pos.Y * k); y < int((pos.Y+numberRoom)*k); y++ {
			for x := int(pos.X * k); x < int((pos.X+trackCell)*k); x++ {
				if c := color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA); c != fill && c.A == 0xff {
					inked++
				}
			}
		}
		if inked < 10 {
			t.Errorf("cell %d's number put ink on %d pixels", n, inked)
		}
	}
	// Below the numbers' room the cells are bare: the markers lie there.
	pos, cell := track.CellRect(0)
	for y := int((pos.Y + numberRoom + 1) * k); y < int((pos.Y+cell.Height-4)*k); y++ {
		for x := int((pos.X + 4) * k); x < int((pos.X+cell.Width-4)*k); x++ {
			if c := color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA); c != fill {
				t.Fatalf("cell 0 has %v at %d,%d, below its number", c, x, y)
			}
		}
	}
}
