package app

import (
	"io"
	"log"
	"os"
	"regexp"
	"runtime"
	"slices"
	"strings"
)

// Quiet keeps the console, where the desktop app started from a terminal
// writes, to what went wrong: a save that failed, a file the app could not
// read, an error of Fyne's. The app's routine log (each action saved, the
// sound device, the phones that come and go, Keep Watch's timings), the two
// errors of Fyne's in fyneNoise and what the C libraries write to the
// console themselves (ALSA and JACK on a machine with no sound card) are
// left out. main calls it before Run unless
// the app is started with -v. In a browser it does nothing: there the log
// goes to the developer tools, which only a developer opens.
func Quiet() {
	if runtime.GOOS == "js" {
		return
	}
	out, err := quietLibraries()
	if err != nil {
		log.Printf("the libraries' own messages stay on the console: %v", err)
	}
	os.Stderr = out
	log.SetOutput(&quietLog{out: out})
	shellLog.verbose = false
}

// A console is where the app's own log goes: every line when verbose, and
// otherwise only the lines that say something went wrong.
type console struct {
	out     *log.Logger
	verbose bool
}

// shellLog is the running app's console, verbose until Quiet.
var shellLog = &console{out: log.Default(), verbose: true}

// logf is the shell's log, Options.Logf. The shell logs a failure with its
// error among the arguments (a save that failed, a file it could not read)
// and its routine without one (each action saved, a phone that joined), so
// a line with an error always shows and the others only when verbose.
func (c *console) logf(format string, args ...any) {
	if c.verbose || slices.ContainsFunc(args, isError) {
		c.out.Printf(format, args...)
	}
}

// routinef logs a line that shows only when verbose: what the app found of
// the machine and does without, such as no sound device or no session bus
// to keep the screen on, with the error that says why.
func (c *console) routinef(format string, args ...any) {
	if c.verbose {
		c.out.Printf(format, args...)
	}
}

// isError reports whether a log line's argument is an error.
func isError(arg any) bool {
	_, ok := arg.(error)
	return ok
}

// fyneNoise are the reasons of the errors Fyne logs that change nothing at
// the table; Quiet leaves them out.
var fyneNoise = []string{
	// Without a session bus (a desktop always has one) Fyne cannot follow
	// the system's switch between light and dark while the app runs. The
	// app still opens in the system's theme or the one its settings name.
	"failed to watch theme settings",
	// Fyne watches the app's folder for its preferences file and takes any
	// file removed there, such as the probe the saves make at the start,
	// for that one: it drops a watch on the file that it never took, says
	// it could not, and watches the folder as before.
	"failed to stop watching removed settings file",
}

// quietLog passes the lines of the standard log on to out, but for the
// errors in fyneNoise with the Cause and At lines that follow them. The
// standard logger writes each line in one call, and one line at a time.
type quietLog struct {
	out io.Writer
	// hiding tells that the lines under way belong to a hidden error.
	hiding bool
}

// Write passes a line on to out unless it is hidden.
func (q *quietLog) Write(line []byte) (int, error) {
	if q.hides(logMessage(string(line))) {
		return len(line), nil
	}
	return q.out.Write(line)
}

// hides reports whether the message of a line of the standard log is one
// only -v shows.
func (q *quietLog) hides(msg string) bool {
	switch {
	case strings.HasPrefix(msg, "  Cause:"), strings.HasPrefix(msg, "  At:"):
		return q.hiding
	case strings.HasPrefix(msg, "Fyne error:"):
		reason := strings.TrimSpace(strings.TrimPrefix(msg, "Fyne error:"))
		q.hiding = slices.Contains(fyneNoise, reason)
		return q.hiding
	}
	q.hiding = false
	return false
}

// logTime is the date and time the standard logger puts before a message.
var logTime = regexp.MustCompile(`^\d{4}/\d\d/\d\d \d\d:\d\d:\d\d(\.\d+)? `)

// logMessage returns a line of the standard log without its date and time.
func logMessage(line string) string {
	return strings.TrimPrefix(line, logTime.FindString(line))
}
