//go:build js

package xkeys

import "errors"

// A browser has no X server: the web build leaves the X client out of its
// download, and Keep Watch times its keys by frames and its pads by touch.

// Listener is never made in a browser.
type Listener struct{}

// Open says that a browser has no X server.
func Open(string, uint32, func(Press), func(uint32)) (*Listener, error) {
	return nil, errors.New("no X server in a browser")
}

// Mark has no server to ask.
func (*Listener) Mark() {}

// Close has nothing to stop.
func (*Listener) Close() {}
