//go:build !windows

package app

import (
	"os"
	"path/filepath"
)

// documentsPath returns the user's Documents folder, or the home folder
// when it has none.
func documentsPath() string {
	home, err := os.UserHomeDir()
	if err != nil {
		return ""
	}
	if info, err := os.Stat(filepath.Join(home, "Documents")); err == nil && info.IsDir() {
		return filepath.Join(home, "Documents")
	}
	return home
}
