package examples

import (
	"tablecompanion/games"
	"tablecompanion/games/decrypto"
)

// decryptoClues are the clues of the example game, three per code.
var decryptoClues = map[string][]string{
	"en": {"wave", "bark", "night", "salt", "tail", "moon", "shell", "bone", "star", "tide", "paw", "comet", "coral", "leash", "orbit", "pearl", "fetch", "space", "sand", "wave", "telescope", "reef", "kennel", "rocket"},
	"ru": {"волна", "лай", "ночь", "соль", "хвост", "луна", "ракушка", "кость", "звезда", "прилив", "лапа", "комета", "коралл", "поводок", "орбита", "жемчуг", "апорт", "космос", "песок", "волна", "телескоп", "риф", "будка", "ракета"},
	"uk": {"хвиля", "гавкіт", "ніч", "сіль", "хвіст", "місяць", "мушля", "кістка", "зірка", "приплив", "лапа", "комета", "корал", "повідець", "орбіта", "перлина", "апорт", "космос", "пісок", "хвиля", "телескоп", "риф", "будка", "ракета"},
}

// Decrypto plays a game of five players, three White and two Black,
// with the app drawing the codes, until the given number of codes have been
// read: Black intercepts White's second code, White miscodes its third.
func Decrypto(players games.Seats, lang string, reads int) (*decrypto.Match, error) {
	names := map[string][2]string{"en": {"White", "Black"}, "ru": {"Белые", "Чёрные"}, "uk": {"Білі", "Чорні"}}[lang]
	m, err := decrypto.New(decrypto.Setup{DrawCodes: true, Seed: 2025, Teams: twoTeams(players, names)})
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
		// The decode shows the code the app drew.
		if err := m.Do(decrypto.Action{Op: decrypto.OpDecode, Code: decode}); err != nil {
			return nil, err
		}
	}
	return m, nil
}

// twoTeams seats the players in turn in the White and the Black team, with
// the names given.
func twoTeams(players games.Seats, names [2]string) []decrypto.TeamSetup {
	var teams []decrypto.TeamSetup
	for i, color := range []string{decrypto.White, decrypto.Black} {
		team := decrypto.TeamSetup{Name: names[i], Color: color}
		for j, p := range players {
			if j%2 == i {
				team.Players = append(team.Players, p)
			}
		}
		teams = append(teams, team)
	}
	return teams
}
