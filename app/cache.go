package app

import (
	"os"
	"path/filepath"
)

// MakeCacheRoom makes the folder in which Fyne keeps its apps' caches,
// ~/.cache/fyne on Linux, before the app starts: Fyne makes only the last
// two levels, and on a fresh home folder without ~/.cache it logs six lines
// of failure at every start. A folder that cannot be made changes nothing:
// Fyne says so as before. In a browser there is no such folder to make.
func MakeCacheRoom() {
	if dir, err := os.UserCacheDir(); err == nil {
		_ = os.MkdirAll(filepath.Join(dir, "fyne"), 0o700)
	}
}
