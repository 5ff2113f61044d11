//go:build race

package screenstest

// Race is true when the tests run under the race detector.
const Race = true
