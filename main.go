// Command table-companion referees five party games at the table.
package main

import (
	_ "embed"
	"flag"
	"fmt"
	"os"

	fyneapp "fyne.io/fyne/v2/app"

	"tablecompanion/app"
)

//go:embed icon.png
var icon []byte

func main() {
	verbose := flag.Bool("v", false, "show the app's log on the console: each action, the sound device, the libraries' own messages")
	flag.Parse()
	if !*verbose {
		app.Quiet()
	}
	if err := app.CheckDisplay(); err != nil {
		fmt.Fprintln(os.Stderr, "table-companion:", err)
		os.Exit(2)
	}
	app.MakeCacheRoom()
	os.Exit(app.Run(fyneapp.NewWithID(app.ID), icon))
}
