//go:build (linux && !android) || freebsd || netbsd || openbsd || dragonfly

package app

import (
	"bufio"
	"errors"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/godbus/dbus/v5"
)

// sessionBus starts a D-Bus daemon of the test's own and returns its
// address.
func sessionBus(t *testing.T) string {
	t.Helper()
	daemon, err := exec.LookPath("dbus-daemon")
	if err != nil {
		t.Fatal("no dbus-daemon: install the Debian package dbus-daemon")
	}
	cmd := exec.Command(daemon, "--session", "--nofork", "--nopidfile", "--print-address",
		"--address=unix:path="+filepath.Join(t.TempDir(), "bus"))
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	addr, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		t.Fatal(err)
	}
	return strings.TrimSpace(addr)
}

// fakeService stands in for the desktop portal or the screensaver on the
// bus and records the calls it gets.
type fakeService struct {
	mu    sync.Mutex
	calls []string
}

func (f *fakeService) record(call string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.calls = append(f.calls, call)
}

func (f *fakeService) got() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return slices.Clone(f.calls)
}

// fakeSaver answers org.freedesktop.ScreenSaver.
type fakeSaver struct{ *fakeService }

func (f fakeSaver) Inhibit(app, why string) (uint32, *dbus.Error) {
	f.record("inhibit " + app + ": " + why)
	return 7, nil
}

func (f fakeSaver) UnInhibit(cookie uint32) *dbus.Error {
	if cookie != 7 {
		return dbus.MakeFailedError(errors.New("no such cookie"))
	}
	f.record("uninhibit")
	return nil
}

// fakePortal answers org.freedesktop.portal.Inhibit, and its request
// object org.freedesktop.portal.Request.
type fakePortal struct{ *fakeService }

const fakeHandle = dbus.ObjectPath("/org/freedesktop/portal/desktop/request/1_1/t1")

func (f fakePortal) Inhibit(window string, flags uint32, options map[string]dbus.Variant) (dbus.ObjectPath, *dbus.Error) {
	var why string
	_ = options["reason"].Store(&why)
	f.record("inhibit " + string(rune('0'+flags)) + ": " + why)
	return fakeHandle, nil
}

func (f fakePortal) Close() *dbus.Error {
	f.record("close")
	return nil
}

// serve puts a service on the bus under its well-known name.
func serve(t *testing.T, addr, name string, objects map[dbus.ObjectPath]map[string]any) {
	t.Helper()
	conn, err := dbus.Connect(addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	for path, ifaces := range objects {
		for iface, v := range ifaces {
			if err := conn.Export(v, path, iface); err != nil {
				t.Fatal(err)
			}
		}
	}
	if reply, err := conn.RequestName(name, dbus.NameFlagDoNotQueue); err != nil || reply != dbus.RequestNameReplyPrimaryOwner {
		t.Fatalf("%s: %v %v", name, reply, err)
	}
}

func TestTheDesktopInhibitsTheScreensaverThroughThePortalOrTheScreenSaver(t *testing.T) {
	for _, c := range []struct {
		name string
		want []string
		put  func(t *testing.T, addr string, f *fakeService)
	}{
		{"portal", []string{"inhibit 8: a round", "close"}, func(t *testing.T, addr string, f *fakeService) {
			serve(t, addr, portalName, map[dbus.ObjectPath]map[string]any{
				portalPath: {"org.freedesktop.portal.Inhibit": fakePortal{f}},
				fakeHandle: {"org.freedesktop.portal.Request": fakePortal{f}},
			})
		}},
		{"screensaver", []string{"inhibit Table Companion: a round", "uninhibit"}, func(t *testing.T, addr string, f *fakeService) {
			serve(t, addr, saverName, map[dbus.ObjectPath]map[string]any{saverPath: {saverName: fakeSaver{f}}})
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			addr := sessionBus(t)
			f := &fakeService{}
			c.put(t, addr, f)
			w := newBusWaker(func() (*dbus.Conn, error) { return dbus.Connect(addr) }, t.Logf)
			w.Hold("a round")
			w.work.Wait()
			w.Release()
			w.work.Wait()
			if got := f.got(); !slices.Equal(got, c.want) {
				t.Fatalf("the service got %q, want %q", got, c.want)
			}
			// Asked in a burst, the last word wins: held at the end.
			w.Hold("a round")
			w.Release()
			w.Hold("a round")
			w.work.Wait()
			got := f.got()
			if n := len(got); n < 3 || !strings.HasPrefix(got[n-1], "inhibit") {
				t.Fatalf("after hold, release, hold the service got %q", got)
			}
			if w.conn != nil {
				w.conn.Close()
			}
		})
	}
}

func TestWithNoBusTheWakerLogsOnceAndPlayGoesOn(t *testing.T) {
	var logged []string
	var mu sync.Mutex
	w := newBusWaker(func() (*dbus.Conn, error) { return nil, errors.New("no bus here") }, func(format string, args ...any) {
		mu.Lock()
		defer mu.Unlock()
		logged = append(logged, format)
	})
	for range 3 {
		w.Hold("a round")
		w.work.Wait()
		w.Release()
		w.work.Wait()
	}
	done := make(chan struct{})
	go func() { w.work.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("the waker did not settle")
	}
	mu.Lock()
	defer mu.Unlock()
	if len(logged) != 1 {
		t.Fatalf("logged %q, want one line", logged)
	}
}
