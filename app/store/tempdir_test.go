package store

import (
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// tempDir returns a new folder that is removed when the test ends, as
// t.TempDir does, but file by file: these tests also run under Wine
// (e2e/wine_test.go), whose Wine 8 refuses the FileDispositionInformationEx
// call that Go's os.RemoveAll makes on Windows.
func tempDir(t testing.TB) string {
	t.Helper()
	dir, err := os.MkdirTemp("", "store-test-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		var paths []string
		_ = filepath.WalkDir(dir, func(path string, _ fs.DirEntry, err error) error {
			paths = append(paths, path)
			return nil
		})
		// Children come after their folder in a walk: remove them first.
		for _, p := range slices.Backward(paths) {
			_ = os.Chmod(p, 0o755)
			if err := os.Remove(p); err != nil && !os.IsNotExist(err) {
				t.Errorf("cleanup: %v", err)
			}
		}
	})
	return dir
}
