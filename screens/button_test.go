package screens

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
)

// shade is the colour a button's background shows.
func shade(t *testing.T, b *Button) color.Color {
	t.Helper()
	bg, ok := test.TempWidgetRenderer(t, b).Objects()[0].(*canvas.Rectangle)
	if !ok {
		t.Fatal("a button's first object is not its background")
	}
	return bg.FillColor
}

func TestAFingerLightsNoButtonAndTheMouseDoes(t *testing.T) {
	defer SetFingerPointing(false)
	b := NewButton("Score", func() {})
	plain := shade(t, b)

	SetFingerPointing(true)
	b.MouseIn(&desktop.MouseEvent{})
	if got := shade(t, b); got != plain {
		t.Fatalf("a finger lit the button: %v, plain %v", got, plain)
	}
	b.MouseOut()
	if got := shade(t, b); got != plain {
		t.Fatalf("a finger leaving changed the button: %v, plain %v", got, plain)
	}

	SetFingerPointing(false)
	b.MouseIn(&desktop.MouseEvent{})
	lit := shade(t, b)
	if lit == plain {
		t.Fatal("the mouse over the button did not light it")
	}
	// A finger that comes after the mouse still puts the light out.
	SetFingerPointing(true)
	b.MouseOut()
	if got := shade(t, b); got != plain {
		t.Fatalf("the mouse's light stayed after it left: %v, plain %v", got, plain)
	}
}
