//go:build unix

package app

import (
	"os"
	"runtime/debug"

	"golang.org/x/sys/unix"
)

// libraries is the standard error the os package opened on descriptor 2,
// where the C libraries write on their own. It is held for the whole run:
// the collector closes a file no one holds, and a file the app opened next
// could then take descriptor 2 and receive the libraries' messages.
var libraries = os.Stderr

// quietLibraries points the libraries' descriptor at /dev/null, and
// returns a file on the console it pointed at for Go's own messages, where
// the report of a crash goes too. On an error it changes nothing and
// returns os.Stderr.
func quietLibraries() (*os.File, error) {
	fd := int(libraries.Fd())
	console, err := dup(fd)
	if err != nil {
		return os.Stderr, err
	}
	// The runtime writes a crash's report to descriptor 2, and to this.
	if err := debug.SetCrashOutput(console, debug.CrashOptions{}); err != nil {
		console.Close()
		return os.Stderr, err
	}
	if err := toDevNull(fd); err != nil {
		_ = debug.SetCrashOutput(nil, debug.CrashOptions{})
		console.Close()
		return os.Stderr, err
	}
	return console, nil
}

// dup returns a second file on a descriptor's console, closed in the
// programs the app starts, which are handed os.Stderr by name.
func dup(fd int) (*os.File, error) {
	second, err := unix.Dup(fd)
	if err != nil {
		return nil, err
	}
	unix.CloseOnExec(second)
	return os.NewFile(uintptr(second), libraries.Name()), nil
}

// toDevNull points a file descriptor at /dev/null.
func toDevNull(fd int) error {
	null, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		return err
	}
	defer null.Close()
	return unix.Dup2(int(null.Fd()), fd)
}
