package examples

import (
	"fmt"
	"math/rand/v2"
	"time"

	"tablecompanion/games"
	"tablecompanion/games/carnival"
	"tablecompanion/games/decrypto"
	"tablecompanion/games/dixit"
	"tablecompanion/games/keepwatch"
	"tablecompanion/games/spyfall"
)

// Finished plays a game of the kind to its end, as the evenings see them
// in a row. The players sit in the order given, turned by v seats, and v
// also picks who does well, so that a run of games has rankings of every
// shape. The kinds take 4 to 6 players, Decrypto and Carnival up to 8;
// Carnival wants each player in a different spy colour.
func Finished(kind string, players games.Seats, v int) (games.History, error) {
	n := len(players)
	if n < 4 || n > 6 && kind != decrypto.Kind && kind != carnival.Kind || n > 8 {
		return nil, fmt.Errorf("%d players for a finished %s", n, kind)
	}
	seats := append(games.Seats(nil), players[v%n:]...)
	seats = append(seats, players[:v%n]...)
	switch kind {
	case keepwatch.Kind:
		return finishedKeepWatch(seats, v)
	case spyfall.Kind:
		return finishedSpyfall(seats, v)
	case decrypto.Kind:
		return finishedDecrypto(seats, v)
	case dixit.Kind:
		return finishedDixit(seats, v)
	case carnival.Kind:
		return Carnival(seats, 0)
	}
	return nil, fmt.Errorf("no finished game of kind %q", kind)
}

// finishedKeepWatch gives two of every three challenges to the first seat
// and the third to the next one, or, for an odd v, alternates them so that
// the two share the win.
func finishedKeepWatch(seats games.Seats, v int) (*keepwatch.Match, error) {
	m, err := keepwatch.New(keepwatch.Setup{Players: seats})
	if err != nil {
		return nil, err
	}
	pattern := []string{seats[0].ID, seats[0].ID, seats[1].ID}
	if v%2 == 1 {
		pattern = []string{seats[0].ID, seats[1].ID}
	}
	for k := 0; !m.Over(); k++ {
		id := pattern[k%len(pattern)]
		press := keepwatch.Presses("", time.Millisecond, keepwatch.Press{Player: id, At: 300 * time.Millisecond})
		if err := m.Do(press); err != nil {
			return nil, err
		}
		if err := m.Do(keepwatch.RightCall(id)); err != nil {
			return nil, err
		}
	}
	return m, nil
}

// finishedSpyfall plays three rounds, in each of which the first spy dealt
// stops the game and names the location.
func finishedSpyfall(seats games.Seats, v int) (*spyfall.Match, error) {
	m, err := spyfall.New(spyfall.Setup{Players: seats, Rounds: 3})
	if err != nil {
		return nil, err
	}
	r := rand.New(rand.NewPCG(uint64(v), 7))
	g := m.State()
	for !m.Over() {
		if err := m.Do(g.Draw(r)); err != nil {
			return nil, err
		}
		spy := seats[g.RoundSpies()[0]].ID
		loc, _ := g.RoundLocation()
		if err := m.Do(spyfall.Action{Op: spyfall.OpAnnounce, Player: spy, Elapsed: 4 * time.Minute}); err != nil {
			return nil, err
		}
		if err := m.Do(spyfall.Action{Op: spyfall.OpStop, Player: spy, Location: loc.ID}); err != nil {
			return nil, err
		}
	}
	return m, nil
}

// finishedDecrypto seats the players in two teams by turns, draws the
// codes, and has one team decode its own code wrong in the first two
// rounds, which hands the other team the win.
func finishedDecrypto(seats games.Seats, v int) (*decrypto.Match, error) {
	m, err := decrypto.New(decrypto.Setup{DrawCodes: true, Seed: uint64(v) + 1, Teams: twoTeams(seats, [2]string{decrypto.White, decrypto.Black})})
	if err != nil {
		return nil, err
	}
	loser := []string{decrypto.White, decrypto.Black}[v%2]
	g := m.State()
	do := func(a decrypto.Action) {
		if err == nil {
			err = m.Do(a)
		}
	}
	for !m.Over() && err == nil {
		for _, color := range []string{decrypto.White, decrypto.Black} {
			do(decrypto.Action{Op: decrypto.OpClues, Team: color, Clues: []string{
				fmt.Sprintf("%s %d a", color, g.Round()), fmt.Sprintf("%s %d b", color, g.Round()), fmt.Sprintf("%s %d c", color, g.Round())}})
		}
		for range 2 {
			code, _ := g.DrawnCode(g.Turn())
			wrong := []int{code[1], code[0], code[2]}
			if g.Step() == decrypto.StepIntercept {
				do(decrypto.Action{Op: decrypto.OpIntercept, Code: wrong})
			}
			decode := code[:]
			if g.Turn() == loser {
				decode = wrong
			}
			do(decrypto.Action{Op: decrypto.OpDecode, Code: decode})
		}
	}
	return m, err
}

// finishedDixit plays rounds as Dixit does, shifted by v, until the deck
// runs out.
func finishedDixit(seats games.Seats, v int) (*dixit.Match, error) {
	m, err := dixit.New(dixit.Setup{Players: seats})
	if err != nil {
		return nil, err
	}
	return m, playDixit(m, 1+v, func(int) bool { return !m.Over() })
}
