package store

import (
	"fmt"
	"strings"
)

// PortableName returns an error when a slash-separated file name could not
// be a file's name on every system the app runs on: Windows refuses the
// characters < > : " \ | ? * and control characters, a name that ends in a
// dot or a space, and the device names CON, PRN, AUX, NUL, COM0 to COM9 and
// LPT0 to LPT9, with or without an extension. The store refuses such a
// name on every system, so that a test on Linux finds what Windows would.
func PortableName(name string) error {
	for _, part := range strings.Split(name, "/") {
		if err := portablePart(part); err != nil {
			return fmt.Errorf("the file name %q is not valid on Windows: %w", name, err)
		}
	}
	return nil
}

func portablePart(part string) error {
	if part == "" || part == "." || part == ".." {
		return fmt.Errorf("empty part %q", part)
	}
	for _, r := range part {
		if r < 32 || strings.ContainsRune(`<>:"\|?*`, r) {
			return fmt.Errorf("character %q", r)
		}
	}
	if strings.HasSuffix(part, ".") || strings.HasSuffix(part, " ") {
		return fmt.Errorf("%q ends in a dot or a space", part)
	}
	stem, _, _ := strings.Cut(part, ".")
	switch stem = strings.ToUpper(strings.TrimRight(stem, " ")); {
	case stem == "CON" || stem == "PRN" || stem == "AUX" || stem == "NUL",
		len(stem) == 4 && (strings.HasPrefix(stem, "COM") || strings.HasPrefix(stem, "LPT")) && stem[3] >= '0' && stem[3] <= '9':
		return fmt.Errorf("%q is a device's name", part)
	}
	return nil
}
