//go:build !unix

package app

import "os"

// quietLibraries leaves the standard error as it is: a Windows app built
// for its window has no console, and the C libraries' chatter that Quiet
// hides comes from those of Linux.
func quietLibraries() (*os.File, error) { return os.Stderr, nil }
