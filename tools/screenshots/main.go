// Command screenshots runs the real app under Xvfb in English, Russian and
// Ukrainian and saves its home, roster and settings screens, a Dixit game
// under way and at its end, and a Keep Watch game waiting for the Leader, at
// GO and in the middle of a check, as PNG files for the README and the
// issues.
//
//	go run ./tools/screenshots [-out docs/screenshots]
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"time"

	"github.com/jezek/xgb/xproto"

	"tablecompanion/app"
	"tablecompanion/app/store"
	"tablecompanion/games"
	"tablecompanion/games/dixit"
	"tablecompanion/games/keepwatch"
	"tablecompanion/games/roster"
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
	flag.Parse()
	if err := shoot(*out); err != nil {
		fmt.Fprintln(os.Stderr, "screenshots:", err)
		os.Exit(1)
	}
}

func shoot(out string) error {
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
	tmp, err := os.MkdirTemp("", "tc-shots-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	bin := filepath.Join(tmp, "table-companion")
	if err := xtest.Build(root, bin); err != nil {
		return err
	}
	d, err := xtest.StartXvfb(1280, 800)
	if err != nil {
		return err
	}
	defer d.Close()

	screens := []struct{ key, theme string }{
		{"home", app.ThemeLight}, {"roster", app.ThemeDark}, {"settings", app.ThemeLight},
		{"dixit", app.ThemeLight}, {"dixit-end", app.ThemeDark},
		{"keepwatch", app.ThemeLight}, {"keepwatch-go", app.ThemeDark}, {"keepwatch-results", app.ThemeLight},
	}
	for _, lang := range []string{"en", "ru", "uk"} {
		for _, sc := range screens {
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

// dixitRounds are the rounds played in the Dixit screenshots: a game under
// way, and one played to the end of the deck (11 rounds at five players).
var dixitRounds = map[string]int{"dixit": 4, "dixit-end": 11}

// playDixit plays rounds of a five-player game in which the votes change
// from round to round, so the track and the history look like an evening's.
func playDixit(players games.Seats, rounds int) (*games.Match[dixit.Setup, dixit.Round, *dixit.Game], error) {
	m, err := games.NewMatch(dixit.Start, dixit.Setup{Players: players})
	if err != nil {
		return nil, err
	}
	n := len(players)
	for r := 1; r <= rounds; r++ {
		g := m.State()
		st := g.Storyteller()
		round := dixit.Round{Storyteller: players[st].ID, Card: r%n + 1}
		for j, i := range players.From(st)[1:] {
			card := (r+j+1)%n + 1
			// Every third voter finds the card; the others vote for the
			// card after their own, or the one after it if that is the
			// storyteller's.
			vote := card%n + 1
			if (r+j)%3 == 0 {
				vote = round.Card
			} else if vote == round.Card {
				vote = vote%n + 1
			}
			round.Plays = append(round.Plays, dixit.Play{Player: players[i].ID, Cards: []int{card}, Vote: vote})
		}
		if err := m.Do(round); err != nil {
			return nil, fmt.Errorf("round %d: %w", r, err)
		}
	}
	return m, nil
}

// keepWatchStages are the Keep Watch shots: a game waiting for the Leader
// after a wrong call, the GO of the next challenge, and a check under way.
var keepWatchStages = map[string]string{"keepwatch": "ready", "keepwatch-go": "ready", "keepwatch-results": "checking"}

// playKeepWatch plays a five-player game of Keep Watch: a few challenges,
// one with a false start, a tie the table settles and a wrong call; for the
// checking stage it stops with the next challenge's presses in.
func playKeepWatch(players games.Seats, stage string) (*keepwatch.Match, error) {
	m, err := keepwatch.New(keepwatch.Setup{Players: players})
	if err != nil {
		return nil, err
	}
	id := func(seat int) string { return players[seat].ID }
	ms := func(n int) time.Duration { return time.Duration(n) * time.Millisecond }
	actions := []keepwatch.Action{
		keepwatch.Presses("", time.Millisecond, keepwatch.Press{Player: id(1), At: ms(412)}, keepwatch.Press{Player: id(3), At: ms(468)},
			keepwatch.Press{Player: id(0), At: ms(530)}, keepwatch.Press{Player: id(2), At: ms(611)}, keepwatch.Press{Player: id(4), At: ms(702)}),
		keepwatch.RightCall(id(1)),
		keepwatch.Presses("", time.Millisecond, keepwatch.Press{Player: id(4), At: ms(-230)}, keepwatch.Press{Player: id(2), At: ms(388)},
			keepwatch.Press{Player: id(0), At: ms(388)}, keepwatch.Press{Player: id(3), At: ms(455)}, keepwatch.Press{Player: id(1), At: ms(520)}),
		keepwatch.Settle(id(2), id(0)),
		keepwatch.WrongCall(id(2)),
		keepwatch.RightCall(id(0)),
	}
	if stage == "checking" {
		actions = append(actions,
			keepwatch.Presses("", time.Millisecond, keepwatch.Press{Player: id(3), At: ms(-120)}, keepwatch.Press{Player: id(1), At: ms(301)},
				keepwatch.Press{Player: id(2), At: ms(317)}, keepwatch.Press{Player: id(4), At: ms(349)}, keepwatch.Press{Player: id(0), At: ms(433)}),
			keepwatch.WrongCall(id(1)))
	}
	for i, a := range actions {
		if err := m.Do(a); err != nil {
			return nil, fmt.Errorf("action %d: %w", i+1, err)
		}
	}
	return m, nil
}

// pressSpace gives the window the focus and presses Space with XTest.
func pressSpace(d *xtest.Display, w xproto.Window) error {
	kb, err := d.Keyboard()
	if err != nil {
		return err
	}
	defer kb.Close()
	if err := kb.Focus(w); err != nil {
		return err
	}
	return kb.Tap("Space")
}
