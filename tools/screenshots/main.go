// Command screenshots runs the real app under Xvfb in English, Russian and
// Ukrainian and saves its home, roster and settings screens, and a Dixit
// game under way and at its end, as PNG files for the README and the issues.
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
	"tablecompanion/games/decrypto"
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
		{"decrypto", app.ThemeLight}, {"decrypto-clues", app.ThemeDark},
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

// decryptoReads are the codes read in the Decrypto screenshots: three
// rounds and White's code of the fourth, which Black then tries to
// intercept; or three rounds, at the next round's clues.
var decryptoReads = map[string]int{"decrypto": 7, "decrypto-clues": 6}

// decryptoClues are the clues of the example game, three per code.
var decryptoClues = map[string][]string{
	"en": {"wave", "bark", "night", "salt", "tail", "moon", "shell", "bone", "star", "tide", "paw", "comet", "coral", "leash", "orbit", "pearl", "fetch", "space", "sand", "wave", "telescope", "reef", "kennel", "rocket"},
	"ru": {"волна", "лай", "ночь", "соль", "хвост", "луна", "ракушка", "кость", "звезда", "прилив", "лапа", "комета", "коралл", "поводок", "орбита", "жемчуг", "апорт", "космос", "песок", "волна", "телескоп", "риф", "будка", "ракета"},
	"uk": {"хвиля", "гавкіт", "ніч", "сіль", "хвіст", "місяць", "мушля", "кістка", "зірка", "приплив", "лапа", "комета", "корал", "повідець", "орбіта", "перлина", "апорт", "космос", "пісок", "хвиля", "телескоп", "риф", "будка", "ракета"},
}

// playDecrypto plays a game of five players, three White and two Black,
// with the app drawing the codes, until the given number of codes have been
// read: Black intercepts White's second code, White miscodes its third.
func playDecrypto(players games.Seats, lang string, reads int) (*decrypto.Match, error) {
	setup := decrypto.Setup{DrawCodes: true, Seed: 2025}
	for i, color := range []string{decrypto.White, decrypto.Black} {
		team := decrypto.TeamSetup{Name: map[string][2]string{
			"en": {"White", "Black"}, "ru": {"Белые", "Чёрные"}, "uk": {"Білі", "Чорні"}}[lang][i], Color: color}
		for j, p := range players {
			if j%2 == i {
				team.Players = append(team.Players, p)
			}
		}
		setup.Teams = append(setup.Teams, team)
	}
	m, err := decrypto.New(setup)
	if err != nil {
		return nil, err
	}
	clues := decryptoClues[lang]
	for read := 0; read < reads; read++ {
		g := m.State()
		if g.Step() == decrypto.StepClues {
			for t, color := range []string{decrypto.White, decrypto.Black} {
				k := ((g.Round()-1)*2 + t) * 3
				if err := m.Do(decrypto.Action{Op: decrypto.OpClues, Team: color, Clues: clues[k : k+3]}); err != nil {
					return nil, err
				}
			}
		}
		if read == reads-1 && reads%2 == 1 {
			// Stop where the opponents are to intercept the last code.
			break
		}
		code, _ := g.DrawnCode(g.Turn())
		wrong := []int{code[1], code[0], code[2]}
		if g.Step() == decrypto.StepIntercept {
			guess := wrong
			if read == 2 {
				guess = code[:]
			}
			if err := m.Do(decrypto.Action{Op: decrypto.OpIntercept, Code: guess}); err != nil {
				return nil, err
			}
		}
		decode := code[:]
		if read == 4 {
			decode = wrong
		}
		if err := m.Do(decrypto.Action{Op: decrypto.OpDecode, Code: decode}); err != nil {
			return nil, err
		}
		if err := m.Do(decrypto.Action{Op: decrypto.OpReveal}); err != nil {
			return nil, err
		}
	}
	return m, nil
}
