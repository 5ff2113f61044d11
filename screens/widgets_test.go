package screens

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
)

func TestBesideOnALaptopBelowOnAnUprightTablet(t *testing.T) {
	first, second := canvas.NewRectangle(nil), canvas.NewRectangle(nil)
	first.SetMinSize(fyne.NewSize(700, 500))
	second.SetMinSize(fyne.NewSize(450, 300))
	box := container.New(&BesideOrBelow{Gap: 10}, first, second)
	if got := box.MinSize(); got != fyne.NewSize(700, 500) {
		t.Fatalf("min size %v: a narrow window must still fit", got)
	}
	box.Resize(fyne.NewSize(1280, 760))
	if second.Position() != fyne.NewPos(830, 0) || first.Size() != fyne.NewSize(820, 760) {
		t.Fatalf("wide: first %v, second at %v", first.Size(), second.Position())
	}
	box.Resize(fyne.NewSize(800, 1200))
	if first.Size() != fyne.NewSize(800, 500) || second.Position() != fyne.NewPos(0, 510) || second.Size().Height != 690 {
		t.Fatalf("upright: first %v, second at %v size %v", first.Size(), second.Position(), second.Size())
	}
}

func TestRowsKeepTheirRowsAndHideTheRest(t *testing.T) {
	made := 0
	rows := NewRows(func() (*canvas.Text, fyne.CanvasObject) {
		made++
		txt := canvas.NewText("", nil)
		return txt, txt
	})
	three := rows.Show(3)
	if len(three) != 3 || made != 3 || len(rows.Box.Objects) != 3 {
		t.Fatalf("3 rows asked: %d shown, %d made, %d in the box", len(three), made, len(rows.Box.Objects))
	}
	one := rows.Show(1)
	if len(one) != 1 || one[0] != three[0] || made != 3 || three[1].Visible() || three[2].Visible() || !three[0].Visible() {
		t.Fatal("a shorter list keeps its first row and hides the others")
	}
	four := rows.Show(4)
	if made != 4 || four[2] != three[2] || !three[2].Visible() || !four[3].Visible() {
		t.Fatal("a longer list shows the rows it kept and makes only the one missing")
	}
	if rows.Show(0); three[0].Visible() {
		t.Fatal("an empty list shows no row")
	}
}
