// Command shotdiff compares two folders of PNG screenshots pixel by pixel,
// such as the pictures tools/screenshots takes before and after a change
// that must not change what a player sees. It walks the first folder, pairs
// each PNG with the file at the same relative path in the second, and prints
// each file that differs, how many of its pixels differ, and a total line.
// It exits 1 when any file differs or is missing on one side.
//
//	go run ./tools/shotdiff BEFORE AFTER
package main

import (
	"fmt"
	"image"
	"image/png"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: shotdiff BEFORE AFTER")
		os.Exit(2)
	}
	r, err := compareDirs(os.Args[1], os.Args[2])
	if err != nil {
		fmt.Fprintln(os.Stderr, "shotdiff:", err)
		os.Exit(2)
	}
	r.print(os.Stdout)
	if len(r.differ) > 0 || len(r.missing) > 0 {
		os.Exit(1)
	}
}

// fileDiff is one pair of pictures that are not the same.
type fileDiff struct {
	path   string
	pixels int // pixels whose colour differs; -1 when the sizes differ
}

// report is the outcome of comparing two folders.
type report struct {
	files, pixels int        // files compared, pixels compared
	differ        []fileDiff // pairs that are not the same
	missing       []string   // files found on one side only
}

func (r report) print(w io.Writer) {
	differing := 0
	for _, d := range r.differ {
		if d.pixels < 0 {
			fmt.Fprintf(w, "%s: sizes differ\n", d.path)
			continue
		}
		differing += d.pixels
		fmt.Fprintf(w, "%s: %d pixels differ\n", d.path, d.pixels)
	}
	for _, m := range r.missing {
		fmt.Fprintf(w, "%s: on one side only\n", m)
	}
	fmt.Fprintf(w, "%d of %d files differ, %d of %d pixels; %d files on one side only\n",
		len(r.differ), r.files, differing, r.pixels, len(r.missing))
}

// compareDirs pairs the PNG files below a and b by their relative paths and
// compares each pair.
func compareDirs(a, b string) (report, error) {
	var r report
	left, err := pngs(a)
	if err != nil {
		return r, err
	}
	right, err := pngs(b)
	if err != nil {
		return r, err
	}
	for _, p := range left {
		if !slices.Contains(right, p) {
			r.missing = append(r.missing, p)
			continue
		}
		n, total, err := compareFiles(filepath.Join(a, p), filepath.Join(b, p))
		if err != nil {
			return r, err
		}
		r.files++
		r.pixels += total
		if n != 0 {
			r.differ = append(r.differ, fileDiff{path: p, pixels: n})
		}
	}
	for _, p := range right {
		if !slices.Contains(left, p) {
			r.missing = append(r.missing, p)
		}
	}
	return r, nil
}

// pngs lists the PNG files below dir, relative to it, sorted.
func pngs(dir string) ([]string, error) {
	var out []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() || !strings.EqualFold(filepath.Ext(p), ".png") {
			return nil
		}
		rel, err := filepath.Rel(dir, p)
		out = append(out, rel)
		return err
	})
	slices.Sort(out)
	return out, err
}

// compareFiles decodes two PNG files and counts the pixels that differ, and
// the pixels compared; the count is -1 when the pictures' sizes differ.
func compareFiles(a, b string) (differ, total int, err error) {
	ia, err := decode(a)
	if err != nil {
		return 0, 0, err
	}
	ib, err := decode(b)
	if err != nil {
		return 0, 0, err
	}
	differ, total = comparePixels(ia, ib)
	return differ, total, nil
}

func decode(path string) (image.Image, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return img, nil
}

// comparePixels counts the pixels whose RGBA colours differ; -1 when the
// sizes differ.
func comparePixels(a, b image.Image) (differ, total int) {
	ra, rb := a.Bounds(), b.Bounds()
	if ra.Dx() != rb.Dx() || ra.Dy() != rb.Dy() {
		return -1, 0
	}
	for y := 0; y < ra.Dy(); y++ {
		for x := 0; x < ra.Dx(); x++ {
			r1, g1, b1, a1 := a.At(ra.Min.X+x, ra.Min.Y+y).RGBA()
			r2, g2, b2, a2 := b.At(rb.Min.X+x, rb.Min.Y+y).RGBA()
			if r1 != r2 || g1 != g2 || b1 != b2 || a1 != a2 {
				differ++
			}
		}
	}
	return differ, ra.Dx() * ra.Dy()
}
