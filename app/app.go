// Package app is the shell every game screen lives in: the window, the home
// screen, the roster, the settings, the language, the theme, the sound, and
// the saves with their undo and redo.
package app

import (
	"errors"
	"log"
	"os"
	"os/signal"
	"runtime"
	"runtime/debug"
	"syscall"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"tablecompanion/app/bridge"
	"tablecompanion/screens"
	"tablecompanion/screens/catalog"
	"tablecompanion/sound"
	"tablecompanion/translations"
)

// ID is the app's unique ID; FyneApp.toml gives the same.
const ID = "org.tablecompanion.app"

// Run opens the window on the Fyne app, with the app's icon, and runs until
// the window closes, the user quits or the process is asked to stop. It
// returns the exit code.
func Run(a fyne.App, icon []byte) int {
	a.SetIcon(fyne.NewStaticResource("icon.png", icon))
	opts := Options{
		Games:  catalog.All(),
		Sound:  sound.New(shellLog.routinef),
		Locale: systemLocale(),
		Logf:   shellLog.logf,
		Screen: func() fyne.Size { return screenArea(a) },
		Wake:   newWaker(shellLog.routinef),
		Exit:   func() { os.Exit(0) },
	}
	// A desktop keeps the saves in a folder; a browser in its own storage.
	if root := a.Storage().RootURI(); root.Scheme() == "file" {
		opts.Dir = root.Path()
	} else {
		opts.Root = root
	}
	s, err := New(a, opts)
	if err != nil {
		log.Print(err)
		return 1
	}
	// A tap's answer, once on screen in a browser, is the time to collect
	// its garbage.
	answered := make(chan struct{}, 1)
	bridge.Join(s, func() {
		select {
		case answered <- struct{}{}:
		default:
		}
	})
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, os.Interrupt, syscall.SIGTERM)
	a.Lifecycle().SetOnStarted(func() {
		// Fyne's loop catches these signals too and ends itself without
		// the app's stop (see Shell.Quit); from here they are the app's
		// alone.
		signal.Reset(os.Interrupt, syscall.SIGTERM)
		signal.Notify(stop, os.Interrupt, syscall.SIGTERM)
		if runtime.GOOS == "js" {
			// Once started, the collector runs when the heap has grown by
			// half of what is live, not by all of it. A WebAssembly memory
			// never shrinks, so the tab keeps the most the heap ever took;
			// and most of what a tap allocates is garbage the moment its
			// frame is drawn. At ×4 on the emulated tablet this took the
			// memory after ten Dixit rounds from 83.0 to 66.2 MiB, and after
			// ten taps from 51.0 to 46.8 MiB (webmeasure -compare 3 -rates 4,
			// 2026-11-25). Unlike a fixed memory limit, which thrashed near
			// the live heap, it scales with the evening. The start itself
			// keeps Go's default: at half, the collector ran about 150 ms of
			// a tablet's first start at ×4, while the heap only grew.
			debug.SetGCPercent(50)
			// The start's own garbage is left to the collector.
			go CollectSteadily(time.Tick(2*time.Second), answered, HeapAllocated, runtime.GC)
		}
	})
	go func() {
		<-stop
		screens.OnUI(s.Quit)
	}()
	s.Window().ShowAndRun()
	// Only a way out the app did not see gets here.
	s.stopped()
	return 0
}

// CheckDisplay returns an error, in the OS language, when the app would have
// no screen to open its window on.
func CheckDisplay() error {
	switch runtime.GOOS {
	case "linux", "freebsd", "netbsd", "openbsd", "dragonfly":
	default:
		return nil
	}
	if os.Getenv("DISPLAY") != "" || os.Getenv("WAYLAND_DISPLAY") != "" {
		return nil
	}
	cat, err := translations.New(translations.Match(lang.SystemLocale().String()))
	if err != nil {
		return errors.New("no display: set DISPLAY or WAYLAND_DISPLAY")
	}
	return errors.New(cat.T("app.no_display"))
}
