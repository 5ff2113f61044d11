// Command screenshots runs the real app under Xvfb in English, Russian and
// Ukrainian and saves its home, roster, settings and evenings screens, and each
// refereed game at the moments of play games/examples plays, as PNG files
// for the README and the issues: one folder per screen size.
//
//	go run ./tools/screenshots [-out docs/screenshots] [-sizes 1280x800,1024x600,800x1280] [-only dixit,spyfall-vote]
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/jezek/xgb/xproto"

	"tablecompanion/app"
	"tablecompanion/app/store"
	"tablecompanion/games/examples"
	"tablecompanion/games/roster"
	"tablecompanion/screens"
	"tablecompanion/screens/house"
	"tablecompanion/tools/xtest"
)

// tables are the players of the example evening in each language.
var tables = map[string][]string{
	"en": {"Alice", "Ben", "Chloe", "Dmitri", "Emma"},
	"ru": {"Лена", "Юра", "Тимур", "Маша", "Коля"},
	"uk": {"Оксана", "Тарас", "Соломія", "Богдан", "Ярина"},
}

// crowdLate are the two players added to the big evening's roster since
// it had fourteen colours: they get the two new ones.
var crowdLate = map[string][]string{
	"en": {"Olivia", "Paul"},
	"ru": {"Лёша", "Миша"},
	"uk": {"Марко", "Надія"},
}

// shotSpec is one picture: a screen of the app, or a game at a moment, in a
// theme; go presses Space once the window is painted, for Keep Watch's GO;
// endHere presses Ctrl+E, for the dialog that asks before a game ends here;
// rules presses F1, for How to play at the step under way; taught opens
// the game as a table that chose to be taught plays it.
type shotSpec struct {
	key, theme string
	moment     *examples.Moment
	goPress    bool
	endHere    bool
	rules      bool
	taught     bool
}

// endHereAt are the moments under way whose "End here" dialog is shot too,
// as KEY-endhere: each game's, between rounds and in the middle of one.
var endHereAt = []string{"keepwatch-results", "spyfall", "decrypto", "dixit", "carnival"}

// specs lists the pictures: the app's own screens, then every moment of
// every game, alternating the themes, and Keep Watch at GO.
func specs() []shotSpec {
	out := []shotSpec{{key: "home", theme: screens.ThemeLight}, {key: "roster", theme: screens.ThemeDark}, {key: "settings", theme: screens.ThemeLight}, {key: "evenings", theme: screens.ThemeDark},
		{key: "roster-crowd", theme: screens.ThemeLight}, {key: "records", theme: screens.ThemeLight}, {key: "records-profile", theme: screens.ThemeDark}}
	for i, m := range examples.Moments() {
		theme := screens.ThemeLight
		if i%2 == 1 {
			theme = screens.ThemeDark
		}
		out = append(out, shotSpec{key: m.Key, theme: theme, moment: &m})
		if m.Key == "keepwatch" {
			out = append(out, shotSpec{key: "keepwatch-go", theme: screens.ThemeDark, moment: &m, goPress: true})
		}
		if slices.Contains(endHereAt, m.Key) {
			out = append(out, shotSpec{key: m.Key + "-endhere", theme: theme, moment: &m, endHere: true},
				shotSpec{key: m.Key + "-rules", theme: theme, moment: &m, rules: true},
				shotSpec{key: m.Key + "-taught", theme: theme, moment: &m, taught: true})
		}
	}
	return out
}

func main() {
	out := flag.String("out", "docs/screenshots", "folder for the PNG files")
	sizes := flag.String("sizes", "1280x800", "comma-separated screen sizes, WIDTHxHEIGHT; each gets its own folder")
	only := flag.String("only", "", "comma-separated screens to shoot, such as spyfall,spyfall-vote; all when empty")
	flag.Parse()
	if err := shoot(*out, *sizes, *only); err != nil {
		fmt.Fprintln(os.Stderr, "screenshots:", err)
		os.Exit(1)
	}
}

func shoot(out, sizes, only string) error {
	root, err := xtest.Root()
	if err != nil {
		return err
	}
	if !filepath.IsAbs(out) {
		out = filepath.Join(root, out)
	}
	rig, err := xtest.NewRig("tc-shots-")
	if err != nil {
		return err
	}
	defer rig.Close()
	for _, size := range strings.Split(sizes, ",") {
		var w, h int
		if _, err := fmt.Sscanf(size, "%dx%d", &w, &h); err != nil || w <= 0 || h <= 0 {
			return fmt.Errorf("size %q is not WIDTHxHEIGHT", size)
		}
		if err := rig.Resize(w, h); err != nil {
			return err
		}
		dir := filepath.Join(out, fmt.Sprintf("%dx%d", w, h))
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
		for _, lang := range []string{"en", "ru", "uk"} {
			for _, sp := range specs() {
				if only != "" && !slices.Contains(strings.Split(only, ","), sp.key) {
					continue
				}
				path := filepath.Join(dir, fmt.Sprintf("%s-%s.png", sp.key, lang))
				if err := shot(rig, app.WindowSize{Width: float32(w), Height: float32(h)}, lang, sp, path); err != nil {
					return fmt.Errorf("%s: %w", path, err)
				}
				fmt.Println(path)
			}
		}
	}
	return nil
}

// shot starts the app on one screen in one language with the example
// roster and a window the size of the screen, and saves the window once it
// is painted and settled.
func shot(rig *xtest.Rig, size app.WindowSize, lang string, sp shotSpec, path string) error {
	d := rig.Display
	home, err := os.MkdirTemp(rig.Tmp, "home-")
	if err != nil {
		return err
	}
	s, err := store.Open(filepath.Join(home, ".config", "fyne", app.ID))
	if err != nil {
		return err
	}
	m := roster.New()
	for _, name := range tables[lang] {
		if sp.key == "roster-crowd" {
			break
		}
		if err := m.Do(roster.Action{Op: roster.Add, Name: name, Color: m.State().FreeColor()}); err != nil {
			return err
		}
	}
	if sp.key == "roster-crowd" {
		// A big evening's roster, kept from before fourteen colours, with
		// two more added since.
		crowd, err := examples.Crowd(lang)
		if err != nil {
			return err
		}
		for _, p := range crowd {
			if err := m.Do(roster.Action{Op: roster.Add, Name: p.Name, Color: p.Color}); err != nil {
				return err
			}
		}
		for _, name := range crowdLate[lang] {
			if err := m.Do(roster.Action{Op: roster.Add, Name: name, Color: m.State().FreeColor()}); err != nil {
				return err
			}
		}
	}
	if err := s.Save("roster.json", "roster", m); err != nil {
		return err
	}
	screen := sp.key
	if sp.key == "roster-crowd" {
		screen = "roster"
	}
	var place house.RecordsPlace
	if strings.HasPrefix(sp.key, "records") {
		screen = "records"
		place.Period = 2
		if sp.key == "records-profile" {
			// The first player's profile.
			place.View, place.Selected = "player", m.State().Players()[0].ID
		}
	}
	if sp.key == "home" || sp.key == "evenings" || screen == "records" {
		// An evening: a game under way, two finished and one the table
		// ended early.
		for i, moment := range examples.Moments() {
			if moment.Key != "dixit" && moment.Key != "spyfall-ended" && !strings.HasSuffix(moment.Key, "-end") {
				continue
			}
			game, err := moment.Play(m.State().Players(), lang)
			if err != nil {
				return err
			}
			if err := s.Save(fmt.Sprintf("games/20261122-20%02d00-%s-1.json", i, moment.Kind), moment.Kind, game); err != nil {
				return err
			}
		}
	}
	if sp.moment != nil {
		// The app reopens the screen it was closed on: here, the game.
		screen = "games/example-" + sp.moment.Kind + ".json"
		game, err := sp.moment.Play(m.State().Players(), lang)
		if err != nil {
			return err
		}
		if err := s.Save(screen, sp.moment.Kind, game); err != nil {
			return err
		}
	}
	settings := app.Settings{Language: lang, Theme: sp.theme, Screen: screen, Window: size, Records: place}
	if sp.taught {
		settings.Teach = map[string]screens.TeachState{screen: {On: true}}
	}
	if err := s.Save("settings.json", "settings", settings); err != nil {
		return err
	}
	cmd := exec.Command(rig.Bin)
	cmd.Env = d.Env(home)
	if err := cmd.Start(); err != nil {
		return err
	}
	defer func() {
		_ = cmd.Process.Signal(syscall.SIGTERM)
		_ = cmd.Wait()
	}()
	w, err := d.WaitWindow("Table Companion", 60*time.Second)
	if err != nil {
		return err
	}
	if _, err := d.WaitPainted(w, 60*time.Second); err != nil {
		return err
	}
	// Let the fonts and icons finish their first layout.
	time.Sleep(1500 * time.Millisecond)
	if sp.goPress {
		// The Leader presses Space: the count runs for three seconds.
		if err := press(d, w, "Space"); err != nil {
			return err
		}
		time.Sleep(3400 * time.Millisecond)
	}
	if sp.endHere {
		if err := press(d, w, "Control", "E"); err != nil {
			return err
		}
		time.Sleep(800 * time.Millisecond)
	}
	if sp.rules {
		if err := pressUntilChanged(d, w, "F1"); err != nil {
			return err
		}
	}
	img, err := d.Capture(w)
	if err != nil {
		return err
	}
	return xtest.SavePNG(img, path)
}

// pressUntilChanged presses a key that opens a dialog, and again, up to
// three times, while the window shows what it showed before: under Xvfb a
// key pressed with the focus is now and then lost.
func pressUntilChanged(d *xtest.Display, w xproto.Window, key string) error {
	before, err := d.Capture(w)
	if err != nil {
		return err
	}
	for range 3 {
		if err := press(d, w, key); err != nil {
			return err
		}
		time.Sleep(800 * time.Millisecond)
		after, err := d.Capture(w)
		if err != nil {
			return err
		}
		if !bytes.Equal(before.Pix, after.Pix) {
			return nil
		}
	}
	return fmt.Errorf("%s changed nothing on the window", key)
}

// press gives the window the focus and presses the keys, each held until
// the last is tapped: ("Control", "E") is Ctrl+E, which asks whether to end
// the game here.
func press(d *xtest.Display, w xproto.Window, keys ...string) error {
	kb, err := d.Keyboard()
	if err != nil {
		return err
	}
	defer kb.Close()
	if err := kb.Focus(w); err != nil {
		return err
	}
	// A key that comes with the focus is lost to a window that has not
	// taken the focus yet.
	time.Sleep(300 * time.Millisecond)
	held := keys[:len(keys)-1]
	for _, k := range held {
		if err := kb.Down(k); err != nil {
			return err
		}
	}
	if err := kb.Tap(keys[len(keys)-1]); err != nil {
		return err
	}
	for _, k := range slices.Backward(held) {
		if err := kb.Up(k); err != nil {
			return err
		}
	}
	return nil
}
