//go:build e2e && wine

package e2e

import (
	"bytes"
	"debug/pe"
	"encoding/json"
	"errors"
	"image"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
	"unicode/utf16"

	"github.com/BurntSushi/toml"
	"github.com/jezek/xgb"
	"github.com/jezek/xgb/xproto"

	"tablecompanion/app"
	"tablecompanion/app/store"
	"tablecompanion/games"
	"tablecompanion/games/dixit"
	"tablecompanion/games/roster"
	"tablecompanion/screens"
	"tablecompanion/tools/wine"
	"tablecompanion/tools/xtest"
)

// wineRig is the Windows build under Wine on a laptop's 1366×768 screen.
type wineRig struct {
	root    string
	exe     string
	prefix  *wine.Prefix
	display *xtest.Display
	home    string
}

// TestWindowsBuildUnderWine builds the .exe as ./run.sh windows does and
// runs it under Wine: the store's own tests, then the table's evening on
// the real window, a close and a restart, a kill and a restart, with no
// save ever reported as failed.
func TestWindowsBuildUnderWine(t *testing.T) {
	if err := wine.Check(); err != nil {
		t.Fatal(err)
	}
	r := &wineRig{home: t.TempDir()}
	// A silent ALSA device for Wine's sound, under oto's Windows backend.
	if err := os.WriteFile(filepath.Join(r.home, ".asoundrc"), []byte("pcm.!default { type null }\nctl.!default { type hw card 0 }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var err error
	if r.root, err = xtest.Root(); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	build := exec.Command("./run.sh", "windows")
	build.Dir = r.root
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("./run.sh windows: %v\n%s", err, out)
	}
	r.exe = filepath.Join(r.root, "out", "windows", "TableCompanion.exe")
	info, err := os.Stat(r.exe)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("./run.sh windows: %v, %.1f MB", time.Since(start).Round(time.Second), float64(info.Size())/1e6)

	start = time.Now()
	if r.prefix, err = wine.NewPrefix(filepath.Join(t.TempDir(), "prefix")); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(r.prefix.Close)
	t.Logf("Wine prefix with bcryptprimitives.dll: %v", time.Since(start).Round(time.Second))
	if r.display, err = xtest.StartXvfb(1366, 768); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(r.display.Close)

	t.Run("exe", r.checkExe)
	t.Run("store", r.storeTests)
	t.Run("evening", r.evening)
	t.Run("startup", r.startup)
}

// checkExe reads the .exe's headers: a GUI program, with our icon and the
// version details of FyneApp.toml.
func (r *wineRig) checkExe(t *testing.T) {
	f, err := pe.Open(r.exe)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	opt, ok := f.OptionalHeader.(*pe.OptionalHeader64)
	if !ok || opt.Subsystem != pe.IMAGE_SUBSYSTEM_WINDOWS_GUI {
		t.Fatalf("not a 64-bit GUI program: %#v", f.OptionalHeader)
	}
	rsrc := f.Section(".rsrc")
	if rsrc == nil {
		t.Fatal("no resources: no icon, no version details")
	}
	data, err := rsrc.Data()
	if err != nil {
		t.Fatal(err)
	}
	var meta struct {
		Details struct {
			Name, Version string
			Build         int
		}
	}
	if _, err := toml.DecodeFile(filepath.Join(r.root, "FyneApp.toml"), &meta); err != nil {
		t.Fatal(err)
	}
	version := meta.Details.Version + "." + strconv.Itoa(meta.Details.Build)
	for _, want := range []string{"GLFW_ICON", meta.Details.Name, version} {
		if !bytes.Contains(data, utf16le(want)) {
			t.Errorf("the resources have no %q", want)
		}
	}
	// A PNG inside the icon group: the 256-pixel image.
	if !bytes.Contains(data, []byte("\x89PNG")) {
		t.Error("the resources have no icon image")
	}
}

func utf16le(s string) []byte {
	var b []byte
	for _, u := range utf16.Encode([]rune(s)) {
		b = append(b, byte(u), byte(u>>8))
	}
	return b
}

// storeTests runs app/store's tests built for Windows: the saves' Windows
// path on Wine's NTFS emulation, the kill while saving included.
func (r *wineRig) storeTests(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "store.test.exe")
	build := exec.Command("go", "test", "-c", "-o", bin, "./app/store")
	build.Dir = r.root
	build.Env = append(os.Environ(), "GOOS=windows", "GOARCH=amd64", "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	out, err := r.prefix.Command(os.Environ(), bin, "-test.v", "-test.count=1").CombinedOutput()
	if err != nil || !strings.Contains(string(out), "\nPASS") {
		t.Fatalf("app/store's tests under Wine: %v\n%s", err, out)
	}
	t.Logf("app/store's tests pass under Wine: %d tests", strings.Count(string(out), "--- PASS"))
}

// dataDir returns where the app keeps its saves in the prefix.
func (r *wineRig) dataDir(t *testing.T) string {
	appData, err := r.prefix.AppData()
	if err != nil {
		t.Fatal(err)
	}
	return filepath.Join(appData, "fyne", app.ID)
}

// launch starts the .exe under Wine in the Ukrainian locale.
func (r *wineRig) launch(t *testing.T) *proc {
	t.Helper()
	var env []string
	for _, kv := range r.display.Env(r.home) {
		if k := strings.SplitN(kv, "=", 2)[0]; k != "LANG" && k != "LANGUAGE" && !strings.HasPrefix(k, "LC_") {
			env = append(env, kv)
		}
	}
	env = append(env, "LANG=uk_UA.UTF-8")
	// -v: the tests read the app's log, which the console shows only then.
	p := &proc{cmd: r.prefix.Command(env, r.exe, "-v"), log: &xtest.Buffer{}, done: make(chan error, 1), exited: make(chan struct{})}
	p.cmd.Stdout, p.cmd.Stderr = p.log, p.log
	if err := p.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() {
		p.done <- p.cmd.Wait()
		close(p.exited)
	}()
	t.Cleanup(func() {
		_ = p.cmd.Process.Kill()
		select {
		case <-p.exited:
		case <-time.After(10 * time.Second):
		}
	})
	return p
}

// window waits for the app's window to show something painted and gives it
// the keyboard.
func (r *wineRig) window(t *testing.T, p *proc) xproto.Window {
	t.Helper()
	w, err := r.display.WaitWindow("Table Companion", 90*time.Second)
	if err == nil {
		_, err = r.display.WaitPainted(w, 60*time.Second)
	}
	if err != nil {
		t.Fatalf("%v\n%s", err, p.log)
	}
	r.xdo(t, "windowfocus", "--sync", strconv.Itoa(int(w)))
	return w
}

func (r *wineRig) xdo(t *testing.T, args ...string) {
	t.Helper()
	cmd := exec.Command("xdotool", args...)
	cmd.Env = r.display.Env(r.home)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("xdotool %v: %v %s", args, err, out)
	}
}

// noBanner fails the test when the app said that a save failed: it logs
// each time it puts that banner up, and the banner's red shows at the
// window's foot.
func (r *wineRig) noBanner(t *testing.T, p *proc, w xproto.Window, when string) {
	t.Helper()
	for _, said := range []string{"save failed", "storage:", "not saved"} {
		if strings.Contains(p.log.String(), said) {
			t.Fatalf("%s: the app reported a failed save:\n%s", when, lastLines(p.log.String(), 15))
		}
	}
	img, err := r.display.Capture(w)
	if err != nil {
		t.Fatal(err)
	}
	if n := bannerRed(img); n > 0 {
		_ = xtest.SavePNG(img, filepath.Join(os.TempDir(), "wine-banner.png"))
		t.Fatalf("%s: %d pixels of the banner's red at the window's foot (saved as %s)", when, n, filepath.Join(os.TempDir(), "wine-banner.png"))
	}
}

// bannerRed counts the pixels of the bottom 60 rows in the banner's red:
// the theme's error colour, light (#c62828) or dark (#ff6e60). The banner
// is a line of text across the window, so red that spans less than 100
// pixels, as a red player's dot in a list that reaches the foot does, is
// not counted.
func bannerRed(img *image.RGBA) int {
	b := img.Bounds()
	n, left, right := 0, b.Max.X, b.Min.X
	for y := max(b.Min.Y, b.Max.Y-60); y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			c := img.RGBAAt(x, y)
			near := func(r, g, bl int) bool {
				return abs(int(c.R)-r) < 24 && abs(int(c.G)-g) < 24 && abs(int(c.B)-bl) < 24
			}
			if near(0xc6, 0x28, 0x28) || near(0xff, 0x6e, 0x60) {
				n++
				left, right = min(left, x), max(right, x)
			}
		}
	}
	if right-left < 100 {
		return 0
	}
	return n
}

func abs(v int) int { return max(v, -v) }

// closeWindow asks the window to close as a window manager's close button
// does, with WM_DELETE_WINDOW, and waits for the app to exit.
func (r *wineRig) closeWindow(t *testing.T, p *proc, w xproto.Window) {
	t.Helper()
	conn, err := xgb.NewConnDisplay(r.display.Name)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	atom := func(name string) xproto.Atom {
		reply, err := xproto.InternAtom(conn, false, uint16(len(name)), name).Reply()
		if err != nil {
			t.Fatal(err)
		}
		return reply.Atom
	}
	msg := xproto.ClientMessageEvent{Format: 32, Window: w, Type: atom("WM_PROTOCOLS"),
		Data: xproto.ClientMessageDataUnionData32New([]uint32{uint32(atom("WM_DELETE_WINDOW")), 0, 0, 0, 0})}
	if err := xproto.SendEventChecked(conn, false, w, xproto.EventMaskNoEvent, string(msg.Bytes())).Check(); err != nil {
		t.Fatal(err)
	}
	r.exited(t, p, true)
}

// exited waits for the app to exit cleanly. On a loaded machine Wine's
// server can kill the app as it exits, when its threads are slow to stop:
// the Unix process then ends by SIGKILL after the app's own exit. A caller
// that reads what the exit saved may take that kill as an exit (killedOK):
// what it reads fails if the kill came first.
func (r *wineRig) exited(t *testing.T, p *proc, killedOK bool) {
	t.Helper()
	select {
	case err := <-p.done:
		var exit *exec.ExitError
		if killedOK && errors.As(err, &exit) && exit.ProcessState.String() == "signal: killed" {
			t.Logf("Wine killed the app as it exited: %v", err)
		} else if err != nil {
			t.Fatalf("the app did not exit cleanly: %v\n%s", err, p.log)
		}
	case <-time.After(30 * time.Second):
		t.Fatalf("the app did not exit within 30 s\n%s", p.log)
	}
}

// saved reads a save file from the Linux side.
func (r *wineRig) saved(t *testing.T, name string) json.RawMessage {
	t.Helper()
	s, err := store.Open(r.dataDir(t))
	if err != nil {
		t.Fatal(err)
	}
	_, body, err := s.Load(name)
	if err != nil {
		t.Fatal(err)
	}
	return body
}

// evening is the table's evening on Windows: four players typed in, one
// in Cyrillic; a Dixit round by keys; the window closed and the app
// started again; two rounds more, one undone with Ctrl+Z and played again;
// a kill in the middle of the next round's keys; a start after the kill and
// Ctrl+Q.
func (r *wineRig) evening(t *testing.T) {
	s, err := store.Open(r.dataDir(t))
	if err != nil {
		t.Fatal(err)
	}
	// The roster opens first; the language is left to the Windows locale.
	if err := s.Save("settings.json", "settings", app.Settings{Theme: screens.ThemeSystem, Screen: "roster"}); err != nil {
		t.Fatal(err)
	}
	names := []string{"Alice", "Оксана", "Ben", "Dmitri"}
	cyrillicKeys(t, r.display, r.home, names)
	p := r.launch(t)
	w := r.window(t, p)
	for i, name := range names {
		r.xdo(t, "type", "--delay", "100", name)
		r.xdo(t, "key", "Return")
		waitSaved(t, p, "roster.json", i+1)
	}
	r.noBanner(t, p, w, "the roster")
	m, err := roster.Load(r.saved(t, "roster.json"))
	if err != nil {
		t.Fatal(err)
	}
	for i, pl := range m.State().Players() {
		if pl.Name != names[i] {
			t.Fatalf("seat %d is %q, want %q: typing under Wine lost it", i+1, pl.Name, names[i])
		}
	}
	r.xdo(t, "key", "Escape")
	time.Sleep(300 * time.Millisecond)
	r.xdo(t, "key", "4")
	time.Sleep(300 * time.Millisecond)
	r.xdo(t, "key", "Return")
	game := waitSaved(t, p, "games/", 0)

	var seats games.Seats
	for i, n := range names {
		seats = append(seats, games.Player{ID: "p" + strconv.Itoa(i+1), Name: n})
	}
	want, err := dixit.Start(dixit.Setup{Players: seats})
	if err != nil {
		t.Fatal(err)
	}
	play := func(p *proc, round int) []string {
		t.Helper()
		rd, keys := exampleRound(want, round)
		if err := want.Apply(rd); err != nil {
			t.Fatalf("round %d: %v", round, err)
		}
		r.xdo(t, append([]string{"key", "--delay", "40"}, keys...)...)
		r.xdo(t, "key", "Return")
		waitSaved(t, p, game, round)
		return keys
	}
	play(p, 1)
	r.noBanner(t, p, w, "round 1")
	if strings.Contains(p.log.String(), "sound: no audio device") {
		t.Fatalf("oto's Windows backend found no device under Wine:\n%s", p.log)
	}
	before := r.settled(t, w)
	r.closeWindow(t, p, w)

	var settings app.Settings
	if err := json.Unmarshal(r.saved(t, "settings.json"), &settings); err != nil {
		t.Fatal(err)
	}
	if settings.Language != "uk" || settings.Screen != game {
		t.Fatalf("after the close the settings say language %q, screen %q; want uk (the Windows locale) and %s", settings.Language, settings.Screen, game)
	}

	// Started again: the same screen, in the same language, on the same round.
	p = r.launch(t)
	w = r.window(t, p)
	after := r.settled(t, w)
	if d := differing(before, after); d > 0.01 {
		_ = xtest.SavePNG(before, filepath.Join(os.TempDir(), "wine-before.png"))
		_ = xtest.SavePNG(after, filepath.Join(os.TempDir(), "wine-after.png"))
		t.Fatalf("after the restart %.1f%% of the window differs from before the close (both in %s)", 100*d, os.TempDir())
	} else {
		t.Logf("the restart shows the window as it was closed: %.2f%% of the pixels differ", 100*d)
	}
	play(p, 2)
	// Ctrl+Z takes round 2 back, and the round is played again.
	r.xdo(t, "key", "ctrl+z")
	waitSaved(t, p, game, 1)
	want, err = replayed(want, 1)
	if err != nil {
		t.Fatal(err)
	}
	play(p, 2)
	play(p, 3)
	r.noBanner(t, p, w, "round 3")
	// Half of round 4's keys, not committed, kept as a draft, and the kill.
	_, keys := exampleRound(want, 4)
	r.xdo(t, append([]string{"key", "--delay", "40"}, keys[:3]...)...)
	waitDraft(t, s, game, "dixit round 4", 3)
	if err := p.cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	<-p.exited

	p = r.launch(t)
	w = r.window(t, p)
	// The first paint under Wine can come before the game's screen and its
	// draft are up: keys typed then are lost, so wait for the window to
	// settle first, as after the close.
	r.settled(t, w)
	r.noBanner(t, p, w, "the start after the kill")
	g, err := games.LoadMatch(dixit.Start, r.saved(t, game))
	if err != nil {
		t.Fatal(err)
	}
	if got := g.State(); len(got.Rounds()) != 3 || !slices.Equal(got.Scores(), want.Scores()) {
		t.Fatalf("after the kill the game has %d rounds, scores %v; want 3, %v", len(got.Rounds()), got.Scores(), want.Scores())
	}
	// The app goes on from round 3 with round 4's half kept: the rest of its
	// keys complete it, as the fourth action.
	rd, _ := exampleRound(want, 4)
	if err := want.Apply(rd); err != nil {
		t.Fatalf("round 4: %v", err)
	}
	r.xdo(t, append([]string{"key", "--delay", "40"}, keys[3:]...)...)
	r.xdo(t, "key", "Return")
	waitSaved(t, p, game, 4)
	r.noBanner(t, p, w, "round 4")
	r.failedSave(t, p, w, filepath.Join(r.dataDir(t), filepath.FromSlash(game)), want)
	r.xdo(t, "key", "ctrl+q")
	r.exited(t, p, false)
	t.Logf("4 players (one Cyrillic), 4 Dixit rounds by keys, a close, an undo, a kill: scores %v", want.Scores())
}

// settled returns what the window shows once it has stopped changing: the
// same pixels twice, 300 ms apart.
func (r *wineRig) settled(t *testing.T, w xproto.Window) *image.RGBA {
	t.Helper()
	var last *image.RGBA
	for end := time.Now().Add(10 * time.Second); time.Now().Before(end); time.Sleep(300 * time.Millisecond) {
		img, err := r.display.Capture(w)
		if err != nil {
			t.Fatal(err)
		}
		if last != nil && differing(last, img) == 0 {
			return img
		}
		last = img
	}
	t.Fatal("the window kept changing for 10 s")
	return nil
}

// failedSave turns the game's file into a folder, which the next save
// cannot replace, and checks that the app says so, in its log and in the
// banner's red that noBanner looks for; then gives the file back and takes
// the round back with Ctrl+Z, whose save clears the banner.
func (r *wineRig) failedSave(t *testing.T, p *proc, w xproto.Window, path string, g *dixit.Game) {
	t.Helper()
	if err := os.Rename(path, path+".kept"); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(path, 0o755); err != nil {
		t.Fatal(err)
	}
	_, keys := exampleRound(g, len(g.Rounds())+1)
	r.xdo(t, append([]string{"key", "--delay", "40"}, keys...)...)
	r.xdo(t, "key", "Return")
	for end := time.Now().Add(20 * time.Second); !strings.Contains(p.log.String(), "save failed"); time.Sleep(50 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatalf("a save into a folder was not reported as failed:\n%s", lastLines(p.log.String(), 10))
		}
	}
	// The log says so as the save fails; the banner comes on a later frame,
	// which a loaded machine's Wine can draw seconds after.
	red := 0
	for end := time.Now().Add(10 * time.Second); red == 0 && time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
		img, err := r.display.Capture(w)
		if err != nil {
			t.Fatal(err)
		}
		red = bannerRed(img)
	}
	if red == 0 {
		t.Fatal("the failed save shows no banner's red at the window's foot within 10 s")
	}
	t.Logf("a save Windows refused is reported: the log says so and the banner shows (%d red pixels)", red)
	if err := os.Remove(path); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(path+".kept", path); err != nil {
		t.Fatal(err)
	}
	r.xdo(t, "key", "ctrl+z")
	time.Sleep(time.Second)
	if n := bannerRed(r.settled(t, w)); n > 0 {
		t.Fatalf("the banner stays after a save that worked (%d red pixels)", n)
	}
}

// replayed returns the Dixit game with only its first n rounds.
func replayed(g *dixit.Game, n int) (*dixit.Game, error) {
	again, err := dixit.Start(dixit.Setup{Players: g.Players()})
	if err != nil {
		return nil, err
	}
	for _, rd := range g.Rounds()[:n] {
		if err := again.Apply(rd.Round); err != nil {
			return nil, err
		}
	}
	return again, nil
}

// differing returns the fraction of pixels that differ between two images
// of one size; 1 when the sizes differ.
func differing(a, b *image.RGBA) float64 {
	if a.Bounds() != b.Bounds() {
		return 1
	}
	n := 0
	for i := 0; i+3 < len(a.Pix); i += 4 {
		if !bytes.Equal(a.Pix[i:i+3], b.Pix[i:i+3]) {
			n++
		}
	}
	return float64(n) / float64(len(a.Pix)/4)
}

// startup measures the time from the start to the first painted window of
// the .exe under Wine and of the Linux binary, on the same display, after
// a first start of each that is not counted.
func (r *wineRig) startup(t *testing.T) {
	// Both start as on a first day: the home screen, nothing saved.
	if err := os.RemoveAll(r.dataDir(t)); err != nil {
		t.Fatal(err)
	}
	measure := func(cmd *exec.Cmd) time.Duration {
		t.Helper()
		start := time.Now()
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		defer func() {
			_ = cmd.Process.Kill()
			_ = cmd.Wait()
			for time.Now().Before(start.Add(20 * time.Second)) {
				if _, ok := r.display.FindWindow("Table Companion"); !ok {
					break
				}
				time.Sleep(20 * time.Millisecond)
			}
		}()
		w, err := r.display.WaitWindow("Table Companion", 90*time.Second)
		if err == nil {
			_, err = r.display.WaitPainted(w, 60*time.Second)
		}
		if err != nil {
			t.Fatal(err)
		}
		return time.Since(start)
	}
	linux := func() *exec.Cmd {
		cmd := exec.Command(binary)
		cmd.Env = r.display.Env(t.TempDir())
		return cmd
	}
	windows := func() *exec.Cmd { return r.prefix.Command(r.display.Env(r.home), r.exe) }
	var onLinux, onWine []time.Duration
	for i := 0; i < 4; i++ {
		l, w := measure(linux()), measure(windows())
		if i > 0 {
			onLinux, onWine = append(onLinux, l), append(onWine, w)
		}
	}
	slices.Sort(onLinux)
	slices.Sort(onWine)
	t.Logf("start-up to the first painted window at 1366x768, median of 3: Linux binary %v, the .exe under Wine %v",
		onLinux[1].Round(time.Millisecond), onWine[1].Round(time.Millisecond))
}
