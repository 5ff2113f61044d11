// Command tojson writes each language's messages, kept and edited in
// active.<lang>.toml, as the active.<lang>.json the app embeds: a start
// then parses JSON, which Fyne's own translations have already made the
// browser compile, instead of TOML, whose parser would be compiled for one
// file. Run it from the translations folder (go generate ./translations);
// with -check it changes nothing and fails when a JSON file is not its
// TOML's.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"

	"github.com/BurntSushi/toml"
)

func main() {
	check := flag.Bool("check", false, "only check that every JSON file is its TOML's")
	flag.Parse()
	stale := false
	for _, lang := range []string{"en", "ru", "uk"} {
		src, dst := "active."+lang+".toml", "active."+lang+".json"
		want, err := convert(src)
		if err != nil {
			fail(err)
		}
		if *check {
			got, err := os.ReadFile(dst)
			if err != nil || !bytes.Equal(got, want) {
				fmt.Fprintf(os.Stderr, "%s is not %s: run go generate ./translations\n", dst, src)
				stale = true
			}
			continue
		}
		if err := os.WriteFile(dst, want, 0o644); err != nil {
			fail(err)
		}
	}
	if stale {
		os.Exit(1)
	}
}

// convert reads a TOML message file and returns it as JSON, its IDs in
// order, one to a line, the text as written (no HTML escapes).
func convert(name string) ([]byte, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	var m map[string]any
	if err := toml.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(m); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "tojson:", err)
	os.Exit(1)
}
