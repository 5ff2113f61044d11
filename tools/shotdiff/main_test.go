package main

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func writePNG(t *testing.T, path string, w, h int, paint func(*image.NRGBA)) {
	t.Helper()
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for i := range img.Pix {
		img.Pix[i] = 0xff
	}
	if paint != nil {
		paint(img)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

func TestCompareDirsCountsFilesAndPixels(t *testing.T) {
	a, b := t.TempDir(), t.TempDir()
	writePNG(t, filepath.Join(a, "1280x800", "home-en.png"), 4, 3, nil)
	writePNG(t, filepath.Join(b, "1280x800", "home-en.png"), 4, 3, nil)
	writePNG(t, filepath.Join(a, "1280x800", "dixit-ru.png"), 4, 3, nil)
	writePNG(t, filepath.Join(b, "1280x800", "dixit-ru.png"), 4, 3, func(img *image.NRGBA) {
		img.Set(0, 0, color.Black)
		img.Set(3, 2, color.NRGBA{R: 0xff, G: 0xfe, B: 0xff, A: 0xff})
	})
	writePNG(t, filepath.Join(a, "800x1280", "home-uk.png"), 2, 2, nil)
	writePNG(t, filepath.Join(b, "800x1280", "home-uk.png"), 3, 2, nil)
	writePNG(t, filepath.Join(b, "800x1280", "extra.png"), 1, 1, nil)

	r, err := compareDirs(a, b)
	if err != nil {
		t.Fatal(err)
	}
	if r.files != 3 {
		t.Errorf("files = %d, want 3", r.files)
	}
	if r.pixels != 24 {
		t.Errorf("pixels = %d, want 24 (the pair of other sizes counts none)", r.pixels)
	}
	want := map[string]int{filepath.Join("1280x800", "dixit-ru.png"): 2, filepath.Join("800x1280", "home-uk.png"): -1}
	if len(r.differ) != len(want) {
		t.Fatalf("differ = %v, want %v", r.differ, want)
	}
	for _, d := range r.differ {
		if n, ok := want[d.path]; !ok || n != d.pixels {
			t.Errorf("%s: %d, want %d", d.path, d.pixels, want[d.path])
		}
	}
	if len(r.missing) != 1 || r.missing[0] != filepath.Join("800x1280", "extra.png") {
		t.Errorf("missing = %v", r.missing)
	}
	var out strings.Builder
	r.print(&out)
	if !strings.Contains(out.String(), "2 of 3 files differ, 2 of 24 pixels; 1 files on one side only") {
		t.Errorf("summary:\n%s", out.String())
	}
}

func TestCompareDirsSameFolders(t *testing.T) {
	a, b := t.TempDir(), t.TempDir()
	writePNG(t, filepath.Join(a, "x.png"), 5, 5, nil)
	writePNG(t, filepath.Join(b, "x.png"), 5, 5, nil)
	r, err := compareDirs(a, b)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.differ) != 0 || len(r.missing) != 0 || r.files != 1 || r.pixels != 25 {
		t.Errorf("report = %+v", r)
	}
}
