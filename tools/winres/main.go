// Command winres makes the Windows resources of the app, linked into the
// .exe as a .syso file beside main.go: the icon (icon.png at 16 to 256
// pixels) that Explorer and the taskbar show, and the version details
// (name, version, build, ID) from FyneApp.toml, which Explorer's
// Properties show. It writes a resource script and an .ico and compiles
// them with mingw's windres. run.sh windows runs it before the build:
//
//	go run ./tools/winres -out rsrc_windows_amd64.syso
package main

import (
	"bytes"
	"encoding/binary"
	"flag"
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/BurntSushi/toml"
	"golang.org/x/image/draw"
)

// details are FyneApp.toml's [Details].
type details struct {
	Name, ID, Version, Icon string
	Build                   int
}

func main() {
	meta := flag.String("meta", "FyneApp.toml", "the app's metadata")
	out := flag.String("out", "rsrc_windows_amd64.syso", "the resource object to write")
	windres := flag.String("windres", "x86_64-w64-mingw32-windres", "mingw's resource compiler")
	flag.Parse()
	if err := run(*meta, *out, *windres); err != nil {
		fmt.Fprintln(os.Stderr, "winres:", err)
		os.Exit(1)
	}
}

func run(meta, out, windres string) error {
	var file struct{ Details details }
	if _, err := toml.DecodeFile(meta, &file); err != nil {
		return err
	}
	d := file.Details
	ico, err := iconFile(filepath.Join(filepath.Dir(meta), d.Icon))
	if err != nil {
		return err
	}
	script, err := resourceScript(d)
	if err != nil {
		return err
	}
	tmp, err := os.MkdirTemp("", "winres-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	if err := os.WriteFile(filepath.Join(tmp, "app.ico"), ico, 0o644); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(tmp, "app.rc"), []byte(script), 0o644); err != nil {
		return err
	}
	abs, err := filepath.Abs(out)
	if err != nil {
		return err
	}
	cmd := exec.Command(windres, "--codepage=65001", "-O", "coff", "-i", "app.rc", "-o", abs)
	cmd.Dir = tmp
	if msg, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("%s: %v\n%s", windres, err, msg)
	}
	return nil
}

// iconSizes are the sizes Windows picks from: the taskbar, the title bar,
// Explorer's views.
var iconSizes = []int{16, 24, 32, 48, 64, 128, 256}

// iconFile returns an .ico with the PNG at each of iconSizes, each image
// stored as a PNG, as Windows Vista and later read them.
func iconFile(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	src, err := png.Decode(f)
	if err != nil {
		return nil, err
	}
	var images [][]byte
	for _, n := range iconSizes {
		dst := image.NewNRGBA(image.Rect(0, 0, n, n))
		draw.CatmullRom.Scale(dst, dst.Bounds(), src, src.Bounds(), draw.Src, nil)
		var b bytes.Buffer
		if err := png.Encode(&b, dst); err != nil {
			return nil, err
		}
		images = append(images, b.Bytes())
	}
	var ico bytes.Buffer
	le := func(v any) { _ = binary.Write(&ico, binary.LittleEndian, v) }
	// ICONDIR, then an ICONDIRENTRY per image, then the images.
	le([3]uint16{0, 1, uint16(len(images))})
	offset := 6 + 16*len(images)
	for i, n := range iconSizes {
		side := uint8(n) // 256 is written as 0
		le([4]uint8{side, side, 0, 0})
		le([2]uint16{1, 32})
		le([2]uint32{uint32(len(images[i])), uint32(offset)})
		offset += len(images[i])
	}
	for _, img := range images {
		ico.Write(img)
	}
	return ico.Bytes(), nil
}

// resourceScript returns the resource script: the icon, named GLFW_ICON so
// that GLFW gives it to the window class too (Explorer shows the first icon
// group, and named ones come first), and the version details.
func resourceScript(d details) (string, error) {
	var v [3]int
	if _, err := fmt.Sscanf(d.Version, "%d.%d.%d", &v[0], &v[1], &v[2]); err != nil {
		return "", fmt.Errorf("FyneApp.toml: Version %q is not major.minor.patch", d.Version)
	}
	if d.Name == "" || d.ID == "" {
		return "", fmt.Errorf("FyneApp.toml: Name and ID are needed")
	}
	quote := func(s string) string { return `"` + strings.ReplaceAll(s, `"`, `""`) + `"` }
	full := fmt.Sprintf("%s.%d", d.Version, d.Build)
	return fmt.Sprintf(`#pragma code_page(65001)
GLFW_ICON ICON "app.ico"
1 VERSIONINFO
FILEVERSION %[1]d,%[2]d,%[3]d,%[4]d
PRODUCTVERSION %[1]d,%[2]d,%[3]d,%[4]d
FILEOS 0x40004
FILETYPE 0x1
BEGIN
  BLOCK "StringFileInfo"
  BEGIN
    BLOCK "040904B0"
    BEGIN
      VALUE "FileDescription", %[6]s
      VALUE "FileVersion", %[7]s
      VALUE "InternalName", %[5]s
      VALUE "OriginalFilename", %[8]s
      VALUE "ProductName", %[6]s
      VALUE "ProductVersion", %[7]s
    END
  END
  BLOCK "VarFileInfo"
  BEGIN
    VALUE "Translation", 0x409, 1200
  END
END
`, v[0], v[1], v[2], d.Build, quote(d.ID), quote(d.Name), quote(full), quote(strings.ReplaceAll(d.Name, " ", "")+".exe")), nil
}
