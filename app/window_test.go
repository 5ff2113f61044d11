package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"tablecompanion/screens"
)

func TestWindowFitsTheScreen(t *testing.T) {
	cases := []struct {
		last         WindowSize
		screen, want fyne.Size
	}{
		// A first start on a laptop, a small laptop and an upright tablet.
		{WindowSize{}, fyne.NewSize(1920, 1050), fyne.NewSize(1280, 800)},
		{WindowSize{}, fyne.NewSize(1024, 600), fyne.NewSize(1024, 600)},
		{WindowSize{}, fyne.NewSize(800, 1280), fyne.NewSize(800, 800)},
		// The size it was closed at, no larger than the screen.
		{WindowSize{Width: 1500, Height: 900}, fyne.NewSize(1920, 1050), fyne.NewSize(1500, 900)},
		{WindowSize{Width: 1500, Height: 900}, fyne.NewSize(1280, 720), fyne.NewSize(1280, 720)},
		// Never below the narrow layout, unless the screen is smaller.
		{WindowSize{Width: 300, Height: 200}, fyne.NewSize(1920, 1050), fyne.NewSize(800, 600)},
		// A screen the driver cannot measure.
		{WindowSize{}, fyne.Size{}, fyne.NewSize(1280, 800)},
	}
	for _, c := range cases {
		if got := windowSize(c.last, c.screen); got != c.want {
			t.Errorf("closed at %v on %v: opens at %v, want %v", c.last, c.screen, got, c.want)
		}
	}
}

func TestWindowRemembersItsSize(t *testing.T) {
	dir := t.TempDir()
	s := start(t, dir, "en-US")
	s.Window().Resize(fyne.NewSize(1111, 666))
	s.rememberWindow()
	again := start(t, dir, "en-US")
	if got := again.settings.Window; got != (WindowSize{Width: 1111, Height: 666}) {
		t.Fatalf("the window's size is kept as %v", got)
	}
}

// TestShellLeavesScreensTheirRoom holds the shell's top bar and padding to
// the room the screens' fit test allows them.
func TestShellLeavesScreensTheirRoom(t *testing.T) {
	s := start(t, t.TempDir(), "uk")
	for _, size := range []fyne.Size{{Width: 1280, Height: 800}, {Width: 800, Height: 1280}, {Width: 1024, Height: 600}} {
		s.Window().Resize(size)
		if min := s.Window().Content().MinSize(); min.Width > size.Width || min.Height > size.Height {
			t.Fatalf("at %v the home screen needs %v", size, min)
		}
		test.Tap(s.Home().Tiles[0])
		root := s.current.body.(*fyne.Container).Objects[0]
		if room := size.Subtract(root.Size()); room.Width > screens.ShellChrome.Width || room.Height > screens.ShellChrome.Height {
			t.Fatalf("at %v the shell takes %v, more than %v", size, room, screens.ShellChrome)
		}
		if min := s.Window().Content().MinSize(); min.Width > size.Width || min.Height > size.Height {
			t.Fatalf("at %v the window needs %v", size, min)
		}
		test.Tap(s.HomeButton)
	}
}
