package examples

import (
	"fmt"
	"math/rand/v2"
	"strconv"

	"tablecompanion/games"
	"tablecompanion/games/decrypto"
	"tablecompanion/games/spyfall"
)

// Seats returns n players named p1, p2, … in red, for the tools and tests
// that need a table and not its names.
func Seats(n int) games.Seats {
	var out games.Seats
	for i := 1; i <= n; i++ {
		id := "p" + strconv.Itoa(i)
		out = append(out, games.Player{ID: id, Name: id, Color: "red"})
	}
	return out
}

// ClockReady returns a game that opens with its clock ready to start: a
// Spyfall 2 game with its first round dealt, or a Decrypto game on its
// first clues with the sand glass full, the codes drawn, two players a team.
func ClockReady(kind string, players games.Seats) (games.History, error) {
	switch kind {
	case spyfall.Kind:
		m, err := spyfall.New(spyfall.Setup{Players: players})
		if err != nil {
			return nil, err
		}
		return m, m.Do(m.State().Draw(rand.New(rand.NewPCG(1, 2))))
	case decrypto.Kind:
		setup := decrypto.Setup{DrawCodes: true, Seed: 1}
		for i, color := range []string{decrypto.White, decrypto.Black} {
			setup.Teams = append(setup.Teams, decrypto.TeamSetup{Name: color, Color: color, Players: players[2*i : 2*i+2]})
		}
		return decrypto.New(setup)
	}
	return nil, fmt.Errorf("%s has no clock", kind)
}
