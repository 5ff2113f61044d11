// Command screenshots runs the real app under Xvfb in English, Russian and
// Ukrainian and saves its home, roster and settings screens, and a Dixit
// game under way and at its end, as PNG files for the README and the issues.
//
//	go run ./tools/screenshots [-out docs/screenshots]
package main

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"

	"tablecompanion/app"
	"tablecompanion/app/store"
	"tablecompanion/games"
	"tablecompanion/games/dixit"
	"tablecompanion/games/roster"
	"tablecompanion/games/spyfall"
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
		{"spyfall", app.ThemeLight}, {"spyfall-vote", app.ThemeDark},
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

// spyfallStages say how far the Spyfall screenshots play their third round:
// under way after a failed accusation, or voting once time is up.
var spyfallStages = map[string]string{"spyfall": "talk", "spyfall-vote": "vote"}

// playSpyfall plays two rounds of a five-player game, one won by an early
// vote and one by a spy's guess, then deals the third and plays it to the
// stage.
func playSpyfall(players games.Seats, stage string) (*spyfall.Match, error) {
	m, err := spyfall.New(spyfall.Setup{Players: players})
	if err != nil {
		return nil, err
	}
	r := rand.New(rand.NewPCG(3, 5))
	do := func(a spyfall.Action) {
		if err == nil {
			err = m.Do(a)
		}
	}
	other := func(g *spyfall.Game, not ...int) int {
		for i := range g.Players() {
			if !slices.Contains(not, i) {
				return i
			}
		}
		return -1
	}
	id := func(i int) string { return players[i].ID }
	g := m.State()
	// Round 1: the table convicts the spy early.
	do(g.Draw(r))
	spy := g.RoundSpies()[0]
	accuser := other(g, spy)
	do(spyfall.Action{Op: spyfall.OpAccuse, Player: id(accuser), Target: id(spy), Elapsed: 4 * time.Minute})
	for i := range players {
		if i != spy {
			do(spyfall.Action{Op: spyfall.OpVote, Player: id(i), Yes: true})
		}
	}
	// Round 2: the spy stops the game and names the location.
	do(g.Draw(r))
	loc, _ := g.RoundLocation()
	do(spyfall.Action{Op: spyfall.OpStop, Player: id(g.RoundSpies()[0]), Location: loc.ID, Elapsed: 5*time.Minute + 20*time.Second})
	// Round 3: a failed accusation, then the stage.
	do(g.Draw(r))
	spy = g.RoundSpies()[0]
	innocent := other(g, spy)
	accuser = other(g, spy, innocent)
	do(spyfall.Action{Op: spyfall.OpAccuse, Player: id(accuser), Target: id(innocent), Elapsed: 3*time.Minute + 12*time.Second})
	do(spyfall.Action{Op: spyfall.OpVote, Player: id(spy), Yes: false})
	if stage == "vote" {
		do(spyfall.Action{Op: spyfall.OpTimeUp})
		v, _ := g.Vote()
		do(spyfall.Action{Op: spyfall.OpVote, Player: id(other(g, v.Suspect)), Yes: true})
	}
	return m, err
}
