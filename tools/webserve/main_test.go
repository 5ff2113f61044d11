package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"rsc.io/qr"
)

// testSite is a web build in a temporary folder, beside a secret that must
// not be served, with a hidden file, a sub-folder and a link to the secret
// inside it.
func testSite(t *testing.T) (http.Handler, []byte) {
	t.Helper()
	top := t.TempDir()
	dir := filepath.Join(top, "web")
	wasm := bytes.Repeat([]byte("\x00asm app "), 500)
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(wasm)
	zw.Close()
	files := map[string][]byte{
		"../secret.json":       []byte(`{"roster": "the laptop's"}`),
		"index.html":           []byte("<!doctype html><title>Table Companion</title>"),
		"app.wasm":             wasm,
		"app.wasm.gz":          gz.Bytes(),
		"manifest.webmanifest": []byte(`{"name": "Table Companion"}`),
		".hidden":              []byte("hidden"),
		"sub/inner.txt":        []byte("inner"),
	}
	for name, data := range files {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(filepath.Join(top, "secret.json"), filepath.Join(dir, "link.json")); err != nil {
		t.Fatal(err)
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { root.Close() })
	return site{root: root}, wasm
}

func get(h http.Handler, target string, header ...string) *httptest.ResponseRecorder {
	r := httptest.NewRequest(http.MethodGet, "http://tablet.test"+target, nil)
	for i := 0; i+1 < len(header); i += 2 {
		r.Header.Set(header[i], header[i+1])
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w
}

func TestServesThePage(t *testing.T) {
	h, _ := testSite(t)
	for _, target := range []string{"/", "/index.html"} {
		w := get(h, target)
		if w.Code != http.StatusOK || !strings.Contains(w.Body.String(), "<title>Table Companion</title>") {
			t.Errorf("GET %s: %d %q", target, w.Code, w.Body.String())
		}
		if ct := w.Header().Get("Content-Type"); ct != "text/html; charset=utf-8" {
			t.Errorf("GET %s: Content-Type %q", target, ct)
		}
	}
	if ct := get(h, "/manifest.webmanifest").Header().Get("Content-Type"); ct != "application/manifest+json" {
		t.Errorf("the manifest's Content-Type is %q", ct)
	}
}

func TestServesTheWasmGzippedToBrowsersThatTakeIt(t *testing.T) {
	h, wasm := testSite(t)
	w := get(h, "/app.wasm", "Accept-Encoding", "gzip, deflate, br, zstd")
	if w.Code != http.StatusOK {
		t.Fatalf("GET /app.wasm: %d", w.Code)
	}
	if ce := w.Header().Get("Content-Encoding"); ce != "gzip" {
		t.Errorf("Content-Encoding %q, want gzip", ce)
	}
	if ct := w.Header().Get("Content-Type"); ct != "application/wasm" {
		t.Errorf("Content-Type %q, want application/wasm", ct)
	}
	if v := w.Header().Get("Vary"); v != "Accept-Encoding" {
		t.Errorf("Vary %q, want Accept-Encoding", v)
	}
	if w.Body.Len() >= len(wasm) {
		t.Errorf("sent %d bytes for a %d-byte wasm", w.Body.Len(), len(wasm))
	}
	zr, err := gzip.NewReader(w.Body)
	if err != nil {
		t.Fatal(err)
	}
	got, err := io.ReadAll(zr)
	if err != nil || !bytes.Equal(got, wasm) {
		t.Errorf("the body does not unzip to app.wasm (err %v)", err)
	}
}

func TestServesTheWasmPlainToBrowsersThatDoNotTakeGzip(t *testing.T) {
	h, wasm := testSite(t)
	for _, accept := range []string{"", "identity", "br", "gzip;q=0", "gzip;q=0, *"} {
		w := get(h, "/app.wasm", "Accept-Encoding", accept)
		if w.Code != http.StatusOK || w.Header().Get("Content-Encoding") != "" || !bytes.Equal(w.Body.Bytes(), wasm) {
			t.Errorf("Accept-Encoding %q: %d, Content-Encoding %q, %d bytes",
				accept, w.Code, w.Header().Get("Content-Encoding"), w.Body.Len())
		}
		if ct := w.Header().Get("Content-Type"); ct != "application/wasm" {
			t.Errorf("Accept-Encoding %q: Content-Type %q", accept, ct)
		}
	}
	if w := get(h, "/app.wasm", "Accept-Encoding", "*"); w.Header().Get("Content-Encoding") != "gzip" {
		t.Errorf(`Accept-Encoding "*" did not get gzip`)
	}
}

// The service worker fills its cache by revalidating what the browser has:
// an unchanged file is a 304, and the gzip copy is never taken for the plain
// file or the other way round.
func TestRevalidatesEachVersionApart(t *testing.T) {
	h, _ := testSite(t)
	gz := get(h, "/app.wasm", "Accept-Encoding", "gzip")
	plain := get(h, "/app.wasm")
	gzTag, plainTag := gz.Header().Get("ETag"), plain.Header().Get("ETag")
	if gzTag == "" || plainTag == "" || gzTag == plainTag {
		t.Fatalf("ETags %q (gzip) and %q (plain)", gzTag, plainTag)
	}
	if w := get(h, "/app.wasm", "Accept-Encoding", "gzip", "If-None-Match", gzTag); w.Code != http.StatusNotModified {
		t.Errorf("the same gzip copy again: %d, want 304", w.Code)
	}
	if w := get(h, "/app.wasm", "If-None-Match", gzTag); w.Code != http.StatusOK || w.Body.Len() == 0 {
		t.Errorf("the plain file with the gzip copy's ETag: %d, want 200", w.Code)
	}
}

func TestRefusesEverythingOutsideTheFolder(t *testing.T) {
	h, _ := testSite(t)
	for _, target := range []string{
		"/../secret.json",
		"/%2e%2e/secret.json",
		"/sub/../../secret.json",
		"/..%2fsecret.json",
		"/link.json",
		"/.hidden",
		"/missing.js",
		"//etc/passwd",
		`/..\secret.json`,
	} {
		w := get(h, target)
		if w.Code != http.StatusNotFound || strings.Contains(w.Body.String(), "laptop") {
			t.Errorf("GET %s: %d %q, want 404", target, w.Code, w.Body.String())
		}
	}
}

// The same over a real connection, where no client cleans the path first.
func TestRefusesDotDotOnTheWire(t *testing.T) {
	h, _ := testSite(t)
	srv := httptest.NewServer(h)
	defer srv.Close()
	conn, err := net.Dial("tcp", srv.Listener.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	io.WriteString(conn, "GET /../secret.json HTTP/1.1\r\nHost: tablet.test\r\nConnection: close\r\n\r\n")
	reply, err := io.ReadAll(conn)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(reply, []byte("HTTP/1.1 404")) || bytes.Contains(reply, []byte("laptop")) {
		t.Errorf("GET /../secret.json answered %q", reply)
	}
}

func TestListsNoFolders(t *testing.T) {
	h, _ := testSite(t)
	for _, target := range []string{"/sub", "/sub/", "/sub/.", "/index.html/"} {
		w := get(h, target)
		if w.Code != http.StatusNotFound || strings.Contains(w.Body.String(), "inner.txt") {
			t.Errorf("GET %s: %d %q, want 404", target, w.Code, w.Body.String())
		}
	}
	if w := get(h, "/sub/inner.txt"); w.Code != http.StatusOK || w.Body.String() != "inner" {
		t.Errorf("GET /sub/inner.txt: %d %q", w.Code, w.Body.String())
	}
}

func TestTakesOnlyGetAndHead(t *testing.T) {
	h, _ := testSite(t)
	for _, method := range []string{http.MethodPost, http.MethodPut, http.MethodDelete} {
		w := httptest.NewRecorder()
		h.ServeHTTP(w, httptest.NewRequest(method, "/index.html", strings.NewReader("x")))
		if w.Code != http.StatusMethodNotAllowed {
			t.Errorf("%s: %d", method, w.Code)
		}
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequest(http.MethodHead, "/index.html", nil))
	if w.Code != http.StatusOK || w.Body.Len() != 0 {
		t.Errorf("HEAD: %d with %d bytes", w.Code, w.Body.Len())
	}
}

// The drawing is read back module by module and must be the code, inside
// its quiet margin, two rows of modules to a line.
func TestTerminalQRDrawsTheCode(t *testing.T) {
	text := "http://192.168.100.200:8080/"
	drawn, err := terminalQR(text)
	if err != nil {
		t.Fatal(err)
	}
	code, err := qr.Encode(text, qr.M)
	if err != nil {
		t.Fatal(err)
	}
	side := code.Size + 2*quiet
	lines := strings.Split(strings.TrimSuffix(drawn, "\n"), "\n")
	if len(lines) != (side+1)/2 {
		t.Fatalf("%d lines for a code of %d modules with its margin", len(lines), side)
	}
	for i, line := range lines {
		cells, ok := strings.CutPrefix(line, blackOnWhite)
		cells, ok2 := strings.CutSuffix(cells, reset)
		if !ok || !ok2 {
			t.Fatalf("line %d is not black on white: %q", i, line)
		}
		row := []rune(cells)
		if len(row) != side {
			t.Fatalf("line %d is %d characters wide, want %d", i, len(row), side)
		}
		for j, r := range row {
			x, y := j-quiet, 2*i-quiet
			want := halfBlock(dark(code, x, y), dark(code, x, y+1))
			if string(r) != want {
				t.Fatalf("module (%d, %d) and the one below are %q, want %q", x, y, r, want)
			}
		}
	}
}

func dark(code *qr.Code, x, y int) bool {
	return x >= 0 && y >= 0 && x < code.Size && y < code.Size && code.Black(x, y)
}

func TestAddresses(t *testing.T) {
	if got := addresses("127.0.0.1:0", 41234); len(got) != 1 || got[0] != "http://127.0.0.1:41234/" {
		t.Errorf("on 127.0.0.1: %v", got)
	}
	all := addresses(":8080", 8080)
	if len(all) == 0 {
		t.Fatal("no address to open")
	}
	for _, u := range all {
		host, port, err := net.SplitHostPort(strings.TrimSuffix(strings.TrimPrefix(u, "http://"), "/"))
		ip := net.ParseIP(host)
		if err != nil || port != "8080" || ip == nil || ip.To4() == nil {
			t.Errorf("%s is not an IPv4 address with the port", u)
		}
		if ip != nil && ip.IsLoopback() && len(all) > 1 {
			t.Errorf("%s is the loopback beside the network's addresses", u)
		}
	}
}

// On the network's address the page is not a secure context, and only
// Chrome's flag lets it keep the app offline: the hint names the origin to
// enter there.
func TestAfterwardsNamesTheOriginForChromesFlag(t *testing.T) {
	lan := afterwards("http://192.168.1.20:8080/")
	if !strings.Contains(lan, "unsafely-treat-insecure-origin-as-secure") || !strings.Contains(lan, "enter http://192.168.1.20:8080,") {
		t.Errorf("on the network: %q", lan)
	}
	if local := afterwards("http://127.0.0.1:8080/"); strings.Contains(local, "chrome://flags") {
		t.Errorf("on the loopback, a secure context already: %q", local)
	}
}
