package screens

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// boxes returns rectangles that want the sizes given, width then height.
func boxes(sizes ...float32) []fyne.CanvasObject {
	var out []fyne.CanvasObject
	for i := 0; i+1 < len(sizes); i += 2 {
		r := canvas.NewRectangle(nil)
		r.SetMinSize(fyne.NewSize(sizes[i], sizes[i+1]))
		out = append(out, r)
	}
	return out
}

// placed checks where an object lies and how large it is.
func placed(t *testing.T, what string, o fyne.CanvasObject, pos fyne.Position, size fyne.Size) {
	t.Helper()
	if o.Position() != pos || o.Size() != size {
		t.Errorf("%s at %v+%v, want %v+%v", what, o.Position(), o.Size(), pos, size)
	}
}

func TestColumnsSizeEachColumnByItsWidestAndStretchTheLast(t *testing.T) {
	objects := boxes(50, 10, 30, 20, 40, 15, 70, 70)
	objects[3].Hide()
	c := &Columns{N: 2, Gap: 5}
	if got := c.MinSize(objects); got != fyne.NewSize(85, 40) {
		t.Errorf("MinSize %v, want 85×40: columns 50 and 30, rows 20 and 15, the hidden cell left out", got)
	}
	c.Layout(objects, fyne.NewSize(200, 100))
	placed(t, "first cell", objects[0], fyne.NewPos(0, 0), fyne.NewSize(50, 20))
	placed(t, "second cell", objects[1], fyne.NewPos(55, 0), fyne.NewSize(145, 20))
	placed(t, "third cell", objects[2], fyne.NewPos(0, 25), fyne.NewSize(50, 15))
}

func TestFlowWrapsLinesAndCentresEachInItsHeight(t *testing.T) {
	objects := boxes(100, 20, 150, 40, 100, 20)
	f := &Flow{Gap: 10}
	if got := f.MinSize(objects); got != fyne.NewSize(150, 40) {
		t.Errorf("MinSize before a layout %v, want one line 150×40", got)
	}
	f.Layout(objects, fyne.NewSize(400, 40))
	placed(t, "first on one line", objects[0], fyne.NewPos(0, 10), fyne.NewSize(100, 20))
	placed(t, "second on one line", objects[1], fyne.NewPos(110, 0), fyne.NewSize(150, 40))
	placed(t, "third on one line", objects[2], fyne.NewPos(270, 10), fyne.NewSize(100, 20))
	f.Layout(objects, fyne.NewSize(300, 70))
	placed(t, "third wrapped", objects[2], fyne.NewPos(0, 50), fyne.NewSize(100, 20))
	if got := f.MinSize(objects); got != fyne.NewSize(150, 70) {
		t.Errorf("MinSize at 300 wide %v, want two lines 150×70", got)
	}
	objects[1].Hide()
	even := &Flow{Gap: 10, Even: true}
	even.Layout(objects, fyne.NewSize(400, 20))
	placed(t, "first of even cells", objects[0], fyne.NewPos(0, 0), fyne.NewSize(100, 20))
	placed(t, "hidden left out", objects[2], fyne.NewPos(110, 0), fyne.NewSize(100, 20))
}

func TestEvenGridSharesCellsEvenlyBetweenRows(t *testing.T) {
	objects := boxes(100, 50, 100, 50, 100, 50, 100, 50, 100, 50, 80, 40)
	g := &EvenGrid{Gap: 10}
	if got := g.MinSize(objects); got != fyne.NewSize(100, 50) {
		t.Errorf("MinSize before a layout %v, want one cell wide and one row high", got)
	}
	g.Layout(objects, fyne.NewSize(410, 110))
	placed(t, "first cell", objects[0], fyne.NewPos(0, 0), fyne.NewSize(130, 50))
	placed(t, "fifth cell, second row", objects[4], fyne.NewPos(140, 60), fyne.NewSize(130, 50))
	if got := g.MinSize(objects); got != fyne.NewSize(100, 110) {
		t.Errorf("MinSize at 410 wide %v, want two rows of three", got)
	}
	g.Least = 2
	if got := g.MinSize(objects); got.Width != 210 {
		t.Errorf("MinSize with two cells at the least %v, want 210 wide", got)
	}
	g.Layout(objects, fyne.NewSize(650, 50))
	placed(t, "last cell in one row", objects[5], fyne.NewPos(550, 0), fyne.NewSize(100, 50))
}

func TestCellRowPlacesSquaresFromTheLeftCentredInTheHeight(t *testing.T) {
	objects := boxes(10, 10, 60, 10, 10, 10)
	r := &CellRow{Size: 40, Gap: 4}
	if got := r.MinSize(objects); got != fyne.NewSize(128, 40) {
		t.Errorf("MinSize %v, want 128×40", got)
	}
	r.Layout(objects, fyne.NewSize(300, 60))
	for i, o := range objects {
		placed(t, "square", o, fyne.NewPos(float32(i)*44, 10), fyne.NewSquareSize(40))
	}
}
