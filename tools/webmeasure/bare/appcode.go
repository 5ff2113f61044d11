//go:build appcode

package main

import (
	"os"

	"tablecompanion/app"
)

// With the appcode tag, bare Fyne carries all the app's code and runs its
// packages' initialisation, and still shows only its label and button:
// the start of a program the app's size that does nothing of the app's.
// webmeasure -floor holds it beside bare Fyne, to tell what the app's size
// alone costs the first paint. No browser passes a thousand arguments, so
// the app never runs; the linker cannot know that and keeps it all.
func init() {
	if len(os.Args) > 1000 {
		app.Run(nil, nil)
	}
}
