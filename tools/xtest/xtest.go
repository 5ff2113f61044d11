// Package xtest runs the real app under Xvfb for the end-to-end tests, the
// screenshots and the start-up measurements: it starts the X server, builds
// and launches the binary, finds its window and reads its pixels.
package xtest

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/jezek/xgb"
	"github.com/jezek/xgb/xproto"
	"github.com/jezek/xgb/xtest"

	"tablecompanion/screens/keepwatch/xkeys"
)

func init() {
	// xgb logs that there is no ~/.Xauthority, which Xvfb does not need, and
	// the closed connection when the server stops.
	xgb.Logger = log.New(io.Discard, "", 0)
}

// Display is an Xvfb server and a connection to it.
type Display struct {
	// Name is the DISPLAY value, such as ":93".
	Name    string
	cmd     *exec.Cmd
	conn    *xgb.Conn
	root    xproto.Window
	runtime string
}

// StartXvfb starts an X server of the given screen size on the first free
// display number from 90 on.
func StartXvfb(width, height int) (*Display, error) {
	if _, err := exec.LookPath("Xvfb"); err != nil {
		return nil, errors.New("no Xvfb: install the Debian package xvfb")
	}
	for n := 90; n < 400; n++ {
		if _, err := os.Stat(fmt.Sprintf("/tmp/.X11-unix/X%d", n)); err == nil {
			continue
		}
		if _, err := os.Stat(fmt.Sprintf("/tmp/.X%d-lock", n)); err == nil {
			continue
		}
		name := fmt.Sprintf(":%d", n)
		cmd := exec.Command("Xvfb", name, "-screen", "0", fmt.Sprintf("%dx%dx24", width, height), "-nolisten", "tcp", "-br")
		if err := cmd.Start(); err != nil {
			return nil, err
		}
		d := &Display{Name: name, cmd: cmd}
		var err error
		for wait := 0; wait < 100; wait++ {
			time.Sleep(50 * time.Millisecond)
			if d.conn, err = xgb.NewConnDisplay(name); err == nil {
				break
			}
		}
		if err != nil {
			_ = cmd.Process.Kill()
			_ = cmd.Wait()
			continue
		}
		d.root = xproto.Setup(d.conn).DefaultScreen(d.conn).Root
		d.runtime, err = os.MkdirTemp("", "xdg-runtime-")
		if err != nil {
			d.Close()
			return nil, err
		}
		return d, os.Chmod(d.runtime, 0o700)
	}
	return nil, errors.New("no free X display number")
}

// Close stops the X server, and takes away its lock and socket: a killed
// Xvfb leaves them, and StartXvfb skips a display number that has them, so
// that every test run took up a few more numbers till none was left.
func (d *Display) Close() {
	if d.conn != nil {
		d.conn.Close()
	}
	_ = d.cmd.Process.Kill()
	_ = d.cmd.Wait()
	n := strings.TrimPrefix(d.Name, ":")
	os.Remove("/tmp/.X" + n + "-lock")
	os.Remove("/tmp/.X11-unix/X" + n)
	os.RemoveAll(d.runtime)
}

// Env returns an environment that runs a Fyne program on this display with
// its own home folder.
func (d *Display) Env(home string) []string {
	var env []string
	for _, kv := range os.Environ() {
		switch strings.SplitN(kv, "=", 2)[0] {
		case "DISPLAY", "WAYLAND_DISPLAY", "HOME", "XDG_RUNTIME_DIR", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME", "FYNE_PLATFORM":
			continue
		}
		env = append(env, kv)
	}
	_ = os.MkdirAll(filepath.Join(home, ".cache"), 0o755)
	_ = os.MkdirAll(filepath.Join(home, ".config"), 0o755)
	return append(env, "DISPLAY="+d.Name, "HOME="+home, "XDG_RUNTIME_DIR="+d.runtime, "FYNE_PLATFORM=x11")
}

// FindWindow returns the viewable top-level window with the given title.
func (d *Display) FindWindow(title string) (xproto.Window, bool) {
	tree, err := xproto.QueryTree(d.conn, d.root).Reply()
	if err != nil {
		return 0, false
	}
	for _, w := range tree.Children {
		attr, err := xproto.GetWindowAttributes(d.conn, w).Reply()
		if err != nil || attr.MapState != xproto.MapStateViewable {
			continue
		}
		prop, err := xproto.GetProperty(d.conn, false, w, xproto.AtomWmName, xproto.GetPropertyTypeAny, 0, 256).Reply()
		if err == nil && string(prop.Value) == title {
			return w, true
		}
	}
	return 0, false
}

// WaitWindow waits for the window with the given title to be on screen.
func (d *Display) WaitWindow(title string, timeout time.Duration) (xproto.Window, error) {
	end := time.Now().Add(timeout)
	for time.Now().Before(end) {
		if w, ok := d.FindWindow(title); ok {
			return w, nil
		}
		time.Sleep(5 * time.Millisecond)
	}
	return 0, fmt.Errorf("no window %q after %v", title, timeout)
}

// Capture returns the pixels of a window.
func (d *Display) Capture(w xproto.Window) (*image.RGBA, error) {
	geo, err := xproto.GetGeometry(d.conn, xproto.Drawable(w)).Reply()
	if err != nil {
		return nil, err
	}
	reply, err := xproto.GetImage(d.conn, xproto.ImageFormatZPixmap, xproto.Drawable(w), 0, 0, geo.Width, geo.Height, 0xffffffff).Reply()
	if err != nil {
		return nil, err
	}
	img := image.NewRGBA(image.Rect(0, 0, int(geo.Width), int(geo.Height)))
	for i := 0; i+3 < len(reply.Data) && i < len(img.Pix); i += 4 {
		// The server sends BGRX at depth 24.
		img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = reply.Data[i+2], reply.Data[i+1], reply.Data[i], 0xff
	}
	return img, nil
}

// CaptureScreen returns the pixels of the whole screen.
func (d *Display) CaptureScreen() (*image.RGBA, error) { return d.Capture(d.root) }

// WaitPainted waits until the window shows more than a blank area and
// returns what it shows.
func (d *Display) WaitPainted(w xproto.Window, timeout time.Duration) (*image.RGBA, error) {
	end := time.Now().Add(timeout)
	for time.Now().Before(end) {
		if img, err := d.Capture(w); err == nil && !Blank(img) {
			return img, nil
		}
		time.Sleep(2 * time.Millisecond)
	}
	return nil, fmt.Errorf("the window stayed blank for %v", timeout)
}

// Blank reports whether an image is one flat area: fewer than eight
// different colours, as an unpainted or cleared window is.
func Blank(img image.Image) bool {
	seen := map[color.RGBA]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, _ := img.At(x, y).RGBA()
			seen[color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(bl >> 8), 0xff}] = true
			if len(seen) >= 8 {
				return false
			}
		}
	}
	return true
}

// SavePNG writes an image to a PNG file.
func SavePNG(img image.Image, path string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// Build builds the Go program in the package dir into out.
func Build(dir, out string) error {
	cmd := exec.Command("go", "build", "-o", out, ".")
	cmd.Dir = dir
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	return cmd.Run()
}

// Root returns the repository's root folder, found from the working
// directory upwards by its go.mod.
func Root() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("go.mod not found above the working directory")
		}
		dir = parent
	}
}

// CPUSeconds returns the user and system time of a process, from
// /proc/PID/stat in clock ticks of 1/100 s.
func CPUSeconds(pid int) (float64, error) {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0, err
	}
	// The command name may hold spaces; the fields after it are fixed.
	fields := strings.Fields(string(data[strings.LastIndexByte(string(data), ')')+2:]))
	utime, err1 := strconv.ParseFloat(fields[11], 64)
	stime, err2 := strconv.ParseFloat(fields[12], 64)
	if err1 != nil || err2 != nil {
		return 0, fmt.Errorf("bad /proc/%d/stat", pid)
	}
	return (utime + stime) / 100, nil
}

// Keyboard injects key presses, and mouse clicks, with the XTest
// extension on its own connection, so that a burst of presses leaves at
// precise times.
type Keyboard struct {
	conn  *xgb.Conn
	root  xproto.Window
	codes map[string]xproto.Keycode
}

// Keyboard connects to the display for XTest input and reads its keymap.
func (d *Display) Keyboard() (*Keyboard, error) {
	conn, err := xgb.NewConnDisplay(d.Name)
	if err != nil {
		return nil, err
	}
	if err := xtest.Init(conn); err != nil {
		conn.Close()
		return nil, err
	}
	codes, err := xkeys.Keymap(conn)
	if err != nil {
		conn.Close()
		return nil, err
	}
	return &Keyboard{conn: conn, root: xproto.Setup(conn).DefaultScreen(conn).Root, codes: codes}, nil
}

// Close closes the keyboard's connection.
func (k *Keyboard) Close() { k.conn.Close() }

// Focus gives the window the keyboard focus.
func (k *Keyboard) Focus(w xproto.Window) error {
	return xproto.SetInputFocusChecked(k.conn, xproto.InputFocusPointerRoot, w, xproto.TimeCurrentTime).Check()
}

// Down presses a key, named as Fyne names it ("Q", "Space", "Control"),
// without waiting for the server: the request leaves at once.
func (k *Keyboard) Down(name string) error {
	return k.fake(name, xproto.KeyPress)
}

// Up releases a key.
func (k *Keyboard) Up(name string) error {
	return k.fake(name, xproto.KeyRelease)
}

// Tap presses and releases a key and waits for the server to take both.
func (k *Keyboard) Tap(name string) error {
	if err := k.Down(name); err != nil {
		return err
	}
	if err := k.Up(name); err != nil {
		return err
	}
	return k.Sync()
}

// Sync waits until the server has handled every request sent so far.
func (k *Keyboard) Sync() error {
	_, err := xproto.GetInputFocus(k.conn).Reply()
	return err
}

// Click moves the mouse to a point of the screen, rests there a moment
// as a finger does before it lands, and presses and releases the main
// button; it waits for the server to take all three.
func (k *Keyboard) Click(x, y int) error {
	xtest.FakeInput(k.conn, xproto.MotionNotify, 0, 0, k.root, int16(x), int16(y), 0)
	if err := k.Sync(); err != nil {
		return err
	}
	time.Sleep(150 * time.Millisecond)
	xtest.FakeInput(k.conn, xproto.ButtonPress, 1, 0, k.root, 0, 0, 0)
	if err := k.Sync(); err != nil {
		return err
	}
	time.Sleep(30 * time.Millisecond)
	xtest.FakeInput(k.conn, xproto.ButtonRelease, 1, 0, k.root, 0, 0, 0)
	return k.Sync()
}

func (k *Keyboard) fake(name string, kind byte) error {
	code, ok := k.codes[name]
	if !ok {
		return fmt.Errorf("no key %q on the display", name)
	}
	xtest.FakeInput(k.conn, kind, byte(code), 0, k.root, 0, 0, 0)
	return nil
}

// Rig is what every tool that drives the real app starts with: the app
// built into a temporary folder, and an Xvfb display of 1280×800 to run it on.
type Rig struct {
	// Tmp is the temporary folder, for the app's home folders too.
	Tmp string
	// Bin is the app's binary.
	Bin string
	// Display is the virtual display.
	Display *Display
}

// NewRig builds the app from the module root into a new temporary folder
// whose name starts with prefix, and starts Xvfb.
func NewRig(prefix string) (*Rig, error) {
	root, err := Root()
	if err != nil {
		return nil, err
	}
	tmp, err := os.MkdirTemp("", prefix)
	if err != nil {
		return nil, err
	}
	r := &Rig{Tmp: tmp, Bin: filepath.Join(tmp, "table-companion")}
	if err := Build(root, r.Bin); err != nil {
		os.RemoveAll(tmp)
		return nil, err
	}
	if r.Display, err = StartXvfb(1280, 800); err != nil {
		os.RemoveAll(tmp)
		return nil, err
	}
	return r, nil
}

// Resize replaces the display by one of another screen size.
func (r *Rig) Resize(width, height int) error {
	r.Display.Close()
	d, err := StartXvfb(width, height)
	if err != nil {
		return err
	}
	r.Display = d
	return nil
}

// Close stops the display and removes the temporary folder.
func (r *Rig) Close() {
	r.Display.Close()
	os.RemoveAll(r.Tmp)
}

// Buffer collects a log while the process or page that writes it runs.
type Buffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *Buffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *Buffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}
