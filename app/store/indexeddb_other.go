//go:build !js

package store

import "fyne.io/fyne/v2"

// browserDisk returns the disk of Fyne's storage below root. Outside a
// browser there is no IndexedDB: the store then runs on Fyne's repository
// of the URI's scheme, as the tests do with local files.
func browserDisk(root fyne.URI) disk { return repository{root} }
