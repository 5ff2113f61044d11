//go:build (linux && !android) || freebsd || netbsd || openbsd || dragonfly

package app

import (
	"sync"

	"github.com/godbus/dbus/v5"
)

// wakeRule is the desktop's: awake while a clock runs.
var wakeRule = awakeOnDesktop

// newWaker returns the desktop's waker, on the session bus.
func newWaker(logf func(format string, args ...any)) Waker {
	return newBusWaker(dbus.SessionBus, logf)
}

// The bus names, paths and methods of the two ways to inhibit the
// screensaver: the desktop portal, which every desktop that runs
// xdg-desktop-portal answers and a sandbox allows, and the older
// org.freedesktop.ScreenSaver.
const (
	portalName     = "org.freedesktop.portal.Desktop"
	portalPath     = "/org/freedesktop/portal/desktop"
	portalInhibit  = "org.freedesktop.portal.Inhibit.Inhibit"
	portalClose    = "org.freedesktop.portal.Request.Close"
	portalIdle     = uint32(8)
	saverName      = "org.freedesktop.ScreenSaver"
	saverPath      = "/org/freedesktop/ScreenSaver"
	saverInhibit   = "org.freedesktop.ScreenSaver.Inhibit"
	saverUnInhibit = "org.freedesktop.ScreenSaver.UnInhibit"
)

// busWaker inhibits the screensaver over D-Bus, off the UI goroutine: one
// worker at a time brings what is held in line with what was last asked,
// so a slow bus never holds up a frame and the last word wins. With no
// bus, or no service that inhibits, it logs that once and does nothing:
// play goes on, and the screen may dim.
type busWaker struct {
	connect func() (*dbus.Conn, error)
	logf    func(format string, args ...any)

	mu   sync.Mutex
	want bool
	why  string
	busy bool
	// work is the worker under way, for tests to wait for.
	work sync.WaitGroup

	// Only the worker touches these.
	conn    *dbus.Conn
	failed  bool
	held    bool
	release func() error
}

func newBusWaker(connect func() (*dbus.Conn, error), logf func(format string, args ...any)) *busWaker {
	return &busWaker{connect: connect, logf: logf}
}

// Hold asks for the screensaver to be inhibited.
func (w *busWaker) Hold(why string) { w.ask(true, why) }

// Release asks for the inhibition to end.
func (w *busWaker) Release() { w.ask(false, "") }

func (w *busWaker) ask(on bool, why string) {
	w.mu.Lock()
	w.want, w.why = on, why
	start := !w.busy
	w.busy = true
	if start {
		w.work.Add(1)
	}
	w.mu.Unlock()
	if start {
		go w.settle()
	}
}

// settle inhibits or ends the inhibition until what is held is what was
// last asked.
func (w *busWaker) settle() {
	defer w.work.Done()
	for {
		w.mu.Lock()
		want, why := w.want, w.why
		if want == w.held {
			w.busy = false
			w.mu.Unlock()
			return
		}
		w.mu.Unlock()
		if want {
			w.inhibit(why)
		} else {
			w.uninhibit()
		}
		w.held = want
	}
}

// bus returns the connection to the session bus, made the first time.
func (w *busWaker) bus() *dbus.Conn {
	if w.conn == nil && !w.failed {
		conn, err := w.connect()
		if err != nil {
			w.failed = true
			w.logf("the screen is left to the system: no session bus (%v)", err)
			return nil
		}
		w.conn = conn
	}
	return w.conn
}

// inhibit asks the portal, then the screensaver, to keep the screen on.
func (w *busWaker) inhibit(why string) {
	conn := w.bus()
	if conn == nil {
		return
	}
	options := map[string]dbus.Variant{"reason": dbus.MakeVariant(why)}
	var handle dbus.ObjectPath
	errPortal := conn.Object(portalName, portalPath).Call(portalInhibit, 0, "", portalIdle, options).Store(&handle)
	if errPortal == nil {
		w.release = func() error { return conn.Object(portalName, handle).Call(portalClose, 0).Err }
		return
	}
	var cookie uint32
	saver := conn.Object(saverName, saverPath)
	errSaver := saver.Call(saverInhibit, 0, "Table Companion", why).Store(&cookie)
	if errSaver == nil {
		w.release = func() error { return saver.Call(saverUnInhibit, 0, cookie).Err }
		return
	}
	w.logf("the screen is left to the system: the portal (%v) and the screensaver (%v) did not inhibit it", errPortal, errSaver)
}

// uninhibit ends the inhibition in force, if there is one.
func (w *busWaker) uninhibit() {
	if w.release == nil {
		return
	}
	if err := w.release(); err != nil {
		w.logf("the screensaver's inhibition did not end: %v", err)
	}
	w.release = nil
}
