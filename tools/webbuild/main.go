// Command webbuild assembles the web build of the app in one folder, ready to
// be served as static files: the compiled app.wasm and a gzip copy of it, Go's
// wasm_exec.js, our page, manifest and service worker from web/, and the icon
// at 192 and 512 pixels. The service worker's cache is named after a hash of
// the build, so a browser that has the app picks up a new build on its next
// start. run.sh web compiles the wasm first:
//
//	GOOS=js GOARCH=wasm go build -trimpath -ldflags="-s -w" -o out/app.wasm .
//	go run ./tools/webbuild [-wasm out/app.wasm] [-out out/web]
package main

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/image/draw"
)

// build is what one web build is made of.
type build struct {
	wasm, wasmExec, static, icon, out string
}

// versionMark is the placeholder the build fills in with the build's hash
// in the service worker.
const versionMark = "__BUILD_VERSION__"

// iconSizes are the sides of the icons the manifest names.
var iconSizes = []int{192, 512}

func main() {
	var b build
	flag.StringVar(&b.wasm, "wasm", "out/app.wasm", "the compiled app (GOOS=js GOARCH=wasm)")
	flag.StringVar(&b.out, "out", "out/web", "the folder to write; it is replaced")
	flag.StringVar(&b.static, "static", "web", "the page, manifest and service worker")
	flag.StringVar(&b.icon, "icon", "icon.png", "the app's icon")
	flag.StringVar(&b.wasmExec, "wasm_exec", "", "Go's wasm_exec.js (default: the one in $(go env GOROOT)/lib/wasm)")
	flag.Parse()
	if err := run(b); err != nil {
		fmt.Fprintln(os.Stderr, "webbuild:", err)
		os.Exit(1)
	}
}

func run(b build) error {
	if b.wasmExec == "" {
		goroot, err := exec.Command("go", "env", "GOROOT").Output()
		if err != nil {
			return fmt.Errorf("go env GOROOT: %w", err)
		}
		b.wasmExec = filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js")
	}
	version, err := assemble(b)
	if err != nil {
		return err
	}
	raw, err := os.Stat(filepath.Join(b.out, "app.wasm"))
	if err != nil {
		return err
	}
	gz, err := os.Stat(filepath.Join(b.out, "app.wasm.gz"))
	if err != nil {
		return err
	}
	fmt.Printf("web build %s in %s: app.wasm %.1f MB, gzip %.1f MB\n",
		version, b.out, float64(raw.Size())/1e6, float64(gz.Size())/1e6)
	return nil
}

// assemble writes the build into a fresh folder beside b.out, then puts it in
// place of b.out, and returns the build's hash.
func assemble(b build) (string, error) {
	files, err := gather(b)
	if err != nil {
		return "", err
	}
	version := hash(files)
	sw, ok := files["sw.js"]
	if !ok || !bytes.Contains(sw, []byte(versionMark)) {
		return "", fmt.Errorf("%s: no sw.js with %s to stamp", b.static, versionMark)
	}
	files["sw.js"] = bytes.ReplaceAll(sw, []byte(versionMark), []byte(version))

	tmp := b.out + ".tmp"
	if err := os.RemoveAll(tmp); err != nil {
		return "", err
	}
	if err := os.MkdirAll(tmp, 0o755); err != nil {
		return "", err
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(tmp, name), data, 0o644); err != nil {
			return "", err
		}
	}
	if err := os.RemoveAll(b.out); err != nil {
		return "", err
	}
	return version, os.Rename(tmp, b.out)
}

// phoneDir is the folder of the phone page in the web folder: the app
// embeds it for the table link, and the web build leaves it out.
const phoneDir = "phone"

// gather reads and makes every file of the build, by name, the service
// worker still unstamped.
func gather(b build) (map[string][]byte, error) {
	files := map[string][]byte{}
	wasm, err := os.ReadFile(b.wasm)
	if err != nil {
		return nil, err
	}
	files["app.wasm"] = wasm
	if files["app.wasm.gz"], err = gzipped(wasm); err != nil {
		return nil, err
	}
	if files["wasm_exec.js"], err = os.ReadFile(b.wasmExec); err != nil {
		return nil, err
	}
	icons, err := icons(b.icon)
	if err != nil {
		return nil, err
	}
	for name, data := range icons {
		files[name] = data
	}
	entries, err := os.ReadDir(b.static)
	if err != nil {
		return nil, err
	}
	for _, e := range entries {
		if e.IsDir() && e.Name() == phoneDir {
			continue
		}
		if !e.Type().IsRegular() {
			return nil, fmt.Errorf("%s: only plain files belong in it, not %s", b.static, e.Name())
		}
		if _, taken := files[e.Name()]; taken {
			return nil, fmt.Errorf("%s: %s is made by the build", b.static, e.Name())
		}
		data, err := os.ReadFile(filepath.Join(b.static, e.Name()))
		if err != nil {
			return nil, err
		}
		files[e.Name()] = data
	}
	if _, ok := files["index.html"]; !ok {
		return nil, fmt.Errorf("%s: no index.html", b.static)
	}
	return files, nil
}

// hash names the build by the names and contents of its files, the service
// worker's before it carries the name.
func hash(files map[string][]byte) string {
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	slices.Sort(names)
	h := sha256.New()
	for _, name := range names {
		fmt.Fprintf(h, "%s %d\n", name, len(files[name]))
		h.Write(files[name])
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}

// gzipped is data compressed as tightly as gzip goes, for the server to send
// to browsers that take it.
func gzipped(data []byte) ([]byte, error) {
	var buf bytes.Buffer
	w, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := w.Write(data); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// icons are the app's icon scaled to each of iconSizes, as PNG files named
// icon-<side>.png.
func icons(path string) (map[string][]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	src, err := png.Decode(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	out := map[string][]byte{}
	for _, side := range iconSizes {
		dst := image.NewNRGBA(image.Rect(0, 0, side, side))
		draw.CatmullRom.Scale(dst, dst.Bounds(), src, src.Bounds(), draw.Src, nil)
		var buf bytes.Buffer
		enc := png.Encoder{CompressionLevel: png.BestCompression}
		if err := enc.Encode(&buf, dst); err != nil {
			return nil, err
		}
		out[fmt.Sprintf("icon-%d.png", side)] = buf.Bytes()
	}
	return out, nil
}
