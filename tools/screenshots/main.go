// Command screenshots runs the real app under Xvfb in English, Russian and
// Ukrainian and saves its home, roster and settings screens, and each
// refereed game at a moment of play, as PNG files for the README and the
// issues. The example games are played in this folder's file of each game.
//
//	go run ./tools/screenshots [-out docs/screenshots]
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"

	"tablecompanion/app"
	"tablecompanion/app/store"
	"tablecompanion/games/roster"
	"tablecompanion/screens"
	"tablecompanion/tools/xtest"
)

// tables are the players of the example evening in each language.
var tables = map[string][]string{
	"en": {"Alice", "Ben", "Chloe", "Dmitri", "Emma"},
	"ru": {"Лена", "Юра", "Тимур", "Маша", "Коля"},
	"uk": {"Оксана", "Тарас", "Соломія", "Богдан", "Ярина"},
}

func main() {
	out := flag.String("out", "docs/screenshots", "folder for the PNG files")
	only := flag.String("only", "", "comma-separated screens to shoot, such as spyfall,spyfall-vote; all when empty")
	flag.Parse()
	if err := shoot(*out, *only); err != nil {
		fmt.Fprintln(os.Stderr, "screenshots:", err)
		os.Exit(1)
	}
}

func shoot(out, only string) error {
	root, err := xtest.Root()
	if err != nil {
		return err
	}
	if !filepath.IsAbs(out) {
		out = filepath.Join(root, out)
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	rig, err := xtest.NewRig("tc-shots-")
	if err != nil {
		return err
	}
	defer rig.Close()
	d, bin, tmp := rig.Display, rig.Bin, rig.Tmp

	screens := []struct{ key, theme string }{
		{"home", screens.ThemeLight}, {"roster", screens.ThemeDark}, {"settings", screens.ThemeLight},
		{"dixit", screens.ThemeLight}, {"dixit-end", screens.ThemeDark},
		{"decrypto", screens.ThemeLight}, {"decrypto-clues", screens.ThemeDark},
		{"carnival", screens.ThemeLight}, {"carnival-end", screens.ThemeDark},
		{"keepwatch", screens.ThemeLight}, {"keepwatch-go", screens.ThemeDark}, {"keepwatch-results", screens.ThemeLight},
		{"spyfall", screens.ThemeLight}, {"spyfall-vote", screens.ThemeDark},
	}
	for _, lang := range []string{"en", "ru", "uk"} {
		for _, sc := range screens {
			if only != "" && !slices.Contains(strings.Split(only, ","), sc.key) {
				continue
			}
			path := filepath.Join(out, fmt.Sprintf("%s-%s.png", sc.key, lang))
			if err := shot(d, bin, tmp, lang, sc.key, sc.theme, path); err != nil {
				return err
			}
			fmt.Println(path)
		}
	}
	return nil
}

// shot starts the app on one screen in one language with the example
// roster, and saves the window once it is painted and settled.
func shot(d *xtest.Display, bin, tmp, lang, screen, theme, path string) error {
	home, err := os.MkdirTemp(tmp, "home-")
	if err != nil {
		return err
	}
	s, err := store.Open(filepath.Join(home, ".config", "fyne", app.ID))
	if err != nil {
		return err
	}
	m := roster.New()
	for _, name := range tables[lang] {
		if err := m.Do(roster.Action{Op: roster.Add, Name: name, Color: m.State().FreeColor()}); err != nil {
			return err
		}
	}
	if err := s.Save("roster.json", "roster", m); err != nil {
		return err
	}
	if rounds, ok := dixitRounds[screen]; ok {
		// The app reopens the screen it was closed on: here, the game.
		screen = "games/example-dixit.json"
		game, err := playDixit(m.State().Players(), rounds)
		if err != nil {
			return err
		}
		if err := s.Save(screen, "dixit", game); err != nil {
			return err
		}
	}
	if reads, ok := decryptoReads[screen]; ok {
		screen = "games/example-decrypto.json"
		game, err := playDecrypto(m.State().Players(), lang, reads)
		if err != nil {
			return err
		}
		if err := s.Save(screen, "decrypto", game); err != nil {
			return err
		}
	}
	shotKey := screen
	if stage, ok := keepWatchStages[screen]; ok {
		screen = "games/example-keepwatch.json"
		game, err := playKeepWatch(m.State().Players(), stage)
		if err != nil {
			return err
		}
		if err := s.Save(screen, "keepwatch", game); err != nil {
			return err
		}
	}
	if stage, ok := spyfallStages[screen]; ok {
		screen = "games/example-spyfall.json"
		game, err := playSpyfall(m.State().Players(), stage)
		if err != nil {
			return err
		}
		if err := s.Save(screen, "spyfall", game); err != nil {
			return err
		}
	}
	if turns, ok := carnivalTurns[screen]; ok {
		screen = "games/example-carnival.json"
		game, err := playCarnival(m.State().Players(), turns)
		if err != nil {
			return err
		}
		if err := s.Save(screen, "carnival", game); err != nil {
			return err
		}
	}
	if err := s.Save("settings.json", "settings", app.Settings{Language: lang, Theme: theme, Screen: screen}); err != nil {
		return err
	}
	cmd := exec.Command(bin)
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
	if shotKey == "keepwatch-go" {
		// The Leader presses Space: the count runs for three seconds.
		if err := pressSpace(d, w); err != nil {
			return err
		}
		time.Sleep(3400 * time.Millisecond)
	}
	img, err := d.Capture(w)
	if err != nil {
		return err
	}
	return xtest.SavePNG(img, path)
}
