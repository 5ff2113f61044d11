package app

import "golang.org/x/sys/windows"

// documentsPath returns the user's Documents folder, wherever Windows keeps
// it (OneDrive moves it), or "" when there is none.
func documentsPath() string {
	path, err := windows.KnownFolderPath(windows.FOLDERID_Documents, 0)
	if err != nil {
		return ""
	}
	return path
}
