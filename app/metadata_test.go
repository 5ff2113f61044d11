package app

import (
	"image/png"
	"os"
	"testing"

	"github.com/BurntSushi/toml"
)

func TestFyneAppTomlMatchesTheAppID(t *testing.T) {
	var meta struct {
		Details struct{ ID, Icon, Name string }
	}
	if _, err := toml.DecodeFile("../FyneApp.toml", &meta); err != nil {
		t.Fatal(err)
	}
	if meta.Details.ID != ID {
		t.Fatalf("FyneApp.toml has ID %q, the app uses %q", meta.Details.ID, ID)
	}
	f, err := os.Open("../" + meta.Details.Icon)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 512 || b.Dy() != 512 {
		t.Fatalf("the icon is %dx%d, not 512x512", b.Dx(), b.Dy())
	}
}
