package main

import (
	"bytes"
	"compress/gzip"
	"image"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// fakeBuild is a build of the repository's own web/ folder around a made-up
// wasm and a small icon (scaling the real one is slow under -race), into a
// temporary folder.
func fakeBuild(t *testing.T, wasm string) build {
	t.Helper()
	dir := t.TempDir()
	b := build{
		wasm:     filepath.Join(dir, "app.wasm"),
		wasmExec: filepath.Join(dir, "wasm_exec.js"),
		static:   filepath.Join("..", "..", "web"),
		icon:     filepath.Join(dir, "icon.png"),
		out:      filepath.Join(dir, "out", "web"),
	}
	write(t, b.wasm, wasm)
	write(t, b.wasmExec, "// Go's loader")
	var icon bytes.Buffer
	if err := png.Encode(&icon, image.NewNRGBA(image.Rect(0, 0, 16, 16))); err != nil {
		t.Fatal(err)
	}
	write(t, b.icon, icon.String())
	return b
}

func write(t *testing.T, path, data string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

func read(t *testing.T, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestAssembleWritesEveryFileOfTheApp(t *testing.T) {
	wasm := strings.Repeat("\x00asm wasm bytes ", 1000)
	b := fakeBuild(t, wasm)
	b.icon = filepath.Join("..", "..", "icon.png")
	version, err := assemble(b)
	if err != nil {
		t.Fatal(err)
	}

	if got := read(t, filepath.Join(b.out, "app.wasm")); string(got) != wasm {
		t.Errorf("app.wasm is not the compiled app")
	}
	zr, err := gzip.NewReader(bytes.NewReader(read(t, filepath.Join(b.out, "app.wasm.gz"))))
	if err != nil {
		t.Fatal(err)
	}
	unzipped, err := io.ReadAll(zr)
	if err != nil || string(unzipped) != wasm {
		t.Errorf("app.wasm.gz does not unzip to app.wasm (err %v)", err)
	}
	if got := read(t, filepath.Join(b.out, "wasm_exec.js")); string(got) != "// Go's loader" {
		t.Errorf("wasm_exec.js = %q", got)
	}
	for _, side := range iconSizes {
		name := "icon-" + strconv.Itoa(side) + ".png"
		img, err := png.Decode(bytes.NewReader(read(t, filepath.Join(b.out, name))))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if s := img.Bounds().Size(); s.X != side || s.Y != side {
			t.Errorf("%s is %v", name, s)
		}
	}

	sw := string(read(t, filepath.Join(b.out, "sw.js")))
	if strings.Contains(sw, versionMark) || !strings.Contains(sw, `"`+version+`"`) {
		t.Errorf("sw.js is not stamped with the build %s", version)
	}
}

// The service worker caches the files it lists: every file the page needs
// must be among them, and each must exist, or the app would not start
// offline, or the worker would not install.
func TestServiceWorkerCachesEveryFileOfTheBuild(t *testing.T) {
	b := fakeBuild(t, "wasm")
	if _, err := assemble(b); err != nil {
		t.Fatal(err)
	}
	sw := string(read(t, filepath.Join(b.out, "sw.js")))
	list := regexp.MustCompile(`(?s)const FILES = \[(.*?)\];`).FindStringSubmatch(sw)
	if list == nil {
		t.Fatal("sw.js has no FILES list")
	}
	var cached []string
	for _, m := range regexp.MustCompile(`"([^"]+)"`).FindAllStringSubmatch(list[1], -1) {
		cached = append(cached, m[1])
	}
	entries, err := os.ReadDir(b.out)
	if err != nil {
		t.Fatal(err)
	}
	var built []string
	for _, e := range entries {
		built = append(built, e.Name())
	}
	for _, name := range cached {
		if name != "./" && !slices.Contains(built, name) {
			t.Errorf("sw.js caches %s, which the build does not have", name)
		}
	}
	for _, name := range built {
		// The worker is not its own cache entry; the gzip copy is how the
		// server sends app.wasm.
		if name != "sw.js" && name != "app.wasm.gz" && !slices.Contains(cached, name) {
			t.Errorf("sw.js does not cache %s", name)
		}
	}
	if !slices.Contains(cached, "./") {
		t.Errorf("sw.js does not cache ./, the manifest's start_url")
	}
}

// A new build must reach the browsers that have the app: its cache has a new
// name whenever any file changed, and the same name when nothing did.
func TestTheBuildsNameFollowsItsFiles(t *testing.T) {
	b := fakeBuild(t, "first wasm")
	first, err := assemble(b)
	if err != nil {
		t.Fatal(err)
	}
	again, err := assemble(b)
	if err != nil {
		t.Fatal(err)
	}
	if again != first {
		t.Errorf("the same files built as %s, then %s", first, again)
	}
	write(t, b.wasm, "second wasm")
	second, err := assemble(b)
	if err != nil {
		t.Fatal(err)
	}
	if second == first {
		t.Errorf("a changed app.wasm kept the build name %s", first)
	}
	if !strings.Contains(string(read(t, filepath.Join(b.out, "sw.js"))), second) {
		t.Errorf("sw.js does not carry the new build %s", second)
	}

	// A new service worker alone is a new build too.
	static := t.TempDir()
	for _, name := range []string{"index.html", "manifest.webmanifest", "sw.js"} {
		write(t, filepath.Join(static, name), string(read(t, filepath.Join(b.static, name))))
	}
	b.static = static
	same, err := assemble(b)
	if err != nil || same != second {
		t.Fatalf("the same files copied elsewhere built as %s (err %v), want %s", same, err, second)
	}
	write(t, filepath.Join(static, "sw.js"), string(read(t, filepath.Join(static, "sw.js")))+"// changed\n")
	third, err := assemble(b)
	if err != nil {
		t.Fatal(err)
	}
	if third == second {
		t.Errorf("a changed sw.js kept the build name %s", second)
	}
}

func TestAssembleReplacesTheOldBuild(t *testing.T) {
	b := fakeBuild(t, "wasm")
	if err := os.MkdirAll(b.out, 0o755); err != nil {
		t.Fatal(err)
	}
	write(t, filepath.Join(b.out, "stale.txt"), "from an old build")
	if _, err := assemble(b); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(b.out, "stale.txt")); !os.IsNotExist(err) {
		t.Errorf("a file of the old build is still there (stat: %v)", err)
	}
	if _, err := os.Stat(b.out + ".tmp"); !os.IsNotExist(err) {
		t.Errorf("the temporary folder is left behind (stat: %v)", err)
	}
}

func TestAssembleRefusesAPageWithoutItsPlaceholders(t *testing.T) {
	b := fakeBuild(t, "wasm")
	static := t.TempDir()
	write(t, filepath.Join(static, "sw.js"), `const BUILD = "`+versionMark+`";`)
	b.static = static
	if _, err := assemble(b); err == nil || !strings.Contains(err.Error(), "index.html") {
		t.Errorf("a build without index.html: err = %v", err)
	}
	write(t, filepath.Join(static, "index.html"), "<!doctype html>")
	write(t, filepath.Join(static, "sw.js"), "// no build")
	if _, err := assemble(b); err == nil || !strings.Contains(err.Error(), versionMark) {
		t.Errorf("a sw.js without %s: err = %v", versionMark, err)
	}
}
