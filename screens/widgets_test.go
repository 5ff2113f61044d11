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
