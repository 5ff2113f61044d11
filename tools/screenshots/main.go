// Command screenshots runs the real app under Xvfb in English, Russian and
// Ukrainian and saves its home, roster and settings screens, and a Dixit and
// a Carnival game under way and at their end, as PNG files for the README and
// the issues.
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

	"tablecompanion/app"
	"tablecompanion/app/store"
	"tablecompanion/games"
	"tablecompanion/games/carnival"
	"tablecompanion/games/dixit"
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
		{"carnival", app.ThemeLight}, {"carnival-end", app.ThemeDark},
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

// carnivalTurns are the turns played in the Carnival screenshots: a game
// under way, and one played to its end (0: as many as it takes).
var carnivalTurns = map[string]int{"carnival": 14, "carnival-end": 0}

// playCarnival plays turns of a five-player game with right and wrong
// connections, right and wrong catches, and calls spread over the crowd, so
// the grid and the ledgers look like an evening's. A connection or catch
// the rules refuse is left out, as the table would.
func playCarnival(players games.Seats, turns int) (*carnival.Match, error) {
	m, err := carnival.New(carnival.Setup{Players: players})
	if err != nil {
		return nil, err
	}
	g, n := m.State(), len(players)
	for t := 0; (turns == 0 || t < turns) && !g.Over(); t++ {
		seat := g.Turn()
		if g.CanConnect() {
			named := (seat + 1 + t%(n-1)) % n
			a := carnival.Action{Op: carnival.OpConnect, Player: players[seat].ID, Named: players[named].ID,
				Number: g.Token(seat), Right: t%4 != 2}
			if !a.Right {
				if a.Holder = players[(named+1)%n].ID; a.Holder == players[seat].ID {
					a.Holder = players[(named+2)%n].ID
				}
			}
			_ = m.Do(a)
		}
		if t%5 == 4 {
			catchOne(m, (seat+2)%n, t%2 == 0)
		}
		if g.Over() {
			break
		}
		var free []int
		for _, s := range g.Crowd() {
			if s.Place == carnival.InCrowd && s.Token < 0 && s.Number != g.Token(seat) && !g.KnownNotHolder(seat, s.Number) {
				free = append(free, s.Number)
			}
		}
		a := carnival.Action{Op: carnival.OpPass, Player: players[seat].ID}
		if len(free) > 0 {
			a = carnival.Action{Op: carnival.OpCall, Player: players[seat].ID, Number: free[(t*7)%len(free)]}
		}
		if err := m.Do(a); err != nil {
			return nil, fmt.Errorf("turn %d: %w", t+1, err)
		}
	}
	return m, nil
}

// catchOne has the catcher try a catch on the first card under another
// player's token, naming the player after its caller.
func catchOne(m *carnival.Match, catcher int, right bool) {
	g := m.State()
	players := g.Players()
	for _, s := range g.Crowd() {
		if s.Token < 0 || s.Token == catcher {
			continue
		}
		named := (s.Token + 1) % len(players)
		if named == catcher {
			named = (named + 1) % len(players)
		}
		a := carnival.Action{Op: carnival.OpCatch, Player: players[catcher].ID, Named: players[named].ID, Number: s.Number, Right: right}
		if m.Do(a) == nil {
			return
		}
	}
}
