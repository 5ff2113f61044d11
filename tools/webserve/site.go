package main

import (
	"io/fs"
	"mime"
	"net/http"
	"os"
	"path"
	"strconv"
	"strings"
)

// site serves the plain files of one folder and nothing else: no listings,
// no hidden files, nothing above the folder, not even through a symbolic
// link. A file with a .gz copy beside it goes out compressed to a browser
// that takes gzip.
type site struct {
	root *os.Root
}

// types are the Content-Types of the web build's files, whatever the
// machine's MIME tables say; instantiateStreaming needs application/wasm.
var types = map[string]string{
	".html":        "text/html; charset=utf-8",
	".js":          "text/javascript; charset=utf-8",
	".wasm":        "application/wasm",
	".webmanifest": "application/manifest+json",
	".json":        "application/json",
	".png":         "image/png",
	".gz":          "application/gzip",
}

func (s site) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	name, ok := fileName(r.URL.Path)
	if !ok {
		http.NotFound(w, r)
		return
	}
	h := w.Header()
	h.Set("X-Content-Type-Options", "nosniff")
	// The service worker keeps the app; the browser asks again each time
	// it is online, so that a new build is seen.
	h.Set("Cache-Control", "no-cache")
	h.Set("Content-Type", contentType(name))

	f, info, err := s.open(name + ".gz")
	if err == nil {
		h.Add("Vary", "Accept-Encoding")
		if acceptsGzip(r.Header.Get("Accept-Encoding")) {
			defer f.Close()
			h.Set("Content-Encoding", "gzip")
			h.Set("ETag", etag(info, "gzip"))
			http.ServeContent(w, r, name, info.ModTime(), f)
			return
		}
		f.Close()
	}
	f, info, err = s.open(name)
	if err != nil {
		h.Del("Content-Type")
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	h.Set("ETag", etag(info, ""))
	http.ServeContent(w, r, name, info.ModTime(), f)
}

// etag tells a file's versions apart more finely than Last-Modified's whole
// seconds, and its gzip copy from the plain file.
func etag(info fs.FileInfo, coding string) string {
	tag := strconv.FormatInt(info.Size(), 36) + "-" + strconv.FormatInt(info.ModTime().UnixNano(), 36)
	if coding != "" {
		tag += "-" + coding
	}
	return `"` + tag + `"`
}

// open opens a plain file of the folder.
func (s site) open(name string) (*os.File, fs.FileInfo, error) {
	f, err := s.root.Open(name)
	if err != nil {
		return nil, nil, err
	}
	info, err := f.Stat()
	if err != nil || !info.Mode().IsRegular() {
		f.Close()
		return nil, nil, fs.ErrNotExist
	}
	return f, info, nil
}

// fileName is the file of the folder a URL path names, "/" being
// index.html; it is false for a folder, a hidden file, or any path with an
// empty, "." or ".." part.
func fileName(urlPath string) (string, bool) {
	if urlPath == "/" {
		return "index.html", true
	}
	name, ok := strings.CutPrefix(urlPath, "/")
	if !ok || !fs.ValidPath(name) || strings.ContainsAny(name, `\:`) {
		return "", false
	}
	for part := range strings.SplitSeq(name, "/") {
		if strings.HasPrefix(part, ".") {
			return "", false
		}
	}
	return name, true
}

// contentType is the Content-Type of a file, by its name's extension.
func contentType(name string) string {
	ext := path.Ext(name)
	if t, ok := types[ext]; ok {
		return t
	}
	if t := mime.TypeByExtension(ext); t != "" {
		return t
	}
	return "application/octet-stream"
}

// acceptsGzip reports whether an Accept-Encoding header takes gzip with a
// quality above zero: by name, or else through "*".
func acceptsGzip(header string) bool {
	gzipQ, anyQ := -1.0, -1.0
	for item := range strings.SplitSeq(header, ",") {
		coding, params, _ := strings.Cut(item, ";")
		q := quality(params)
		switch strings.ToLower(strings.TrimSpace(coding)) {
		case "gzip", "x-gzip":
			gzipQ = max(gzipQ, q)
		case "*":
			anyQ = max(anyQ, q)
		}
	}
	if gzipQ >= 0 {
		return gzipQ > 0
	}
	return anyQ > 0
}

// quality is the q of an Accept-Encoding item's parameters: 1 when absent,
// 0 when unreadable.
func quality(params string) float64 {
	for param := range strings.SplitSeq(params, ";") {
		if v, ok := strings.CutPrefix(strings.TrimSpace(param), "q="); ok {
			q, err := strconv.ParseFloat(v, 64)
			if err != nil {
				return 0
			}
			return q
		}
	}
	return 1
}
