package evening_test

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"tablecompanion/games"
	"tablecompanion/games/decrypto"
	"tablecompanion/games/dixit"
	"tablecompanion/games/evening"
	"tablecompanion/games/facts"
	"tablecompanion/games/keepwatch"
)

// The table of the tests: Ann, Ben (Benny from the second game on), Cat,
// Dan, and Eve, who comes for the last game.
var (
	ann   = games.Player{ID: "a", Name: "Ann", Color: "red"}
	ben   = games.Player{ID: "b", Name: "Ben", Color: "blue"}
	benny = games.Player{ID: "b", Name: "Benny", Color: "blue"}
	cat   = games.Player{ID: "c", Name: "Cat", Color: "green"}
	dan   = games.Player{ID: "d", Name: "Dan", Color: "yellow"}
	eve   = games.Player{ID: "e", Name: "Eve", Color: "purple"}
)

// clock returns the time on 23 November 2026 at hh:mm UTC.
func clock(hh, mm int) time.Time {
	return time.Date(2026, 11, 23, hh, mm, 0, 0, time.UTC)
}

// file is a game's save file name as the store makes it, stamped with the
// time the game started.
func file(started time.Time, kind string) string {
	return fmt.Sprintf("games/%s-%s-1.json", started.UTC().Format("20060102-150405"), kind)
}

// record encodes a match as its save's body.
func record(t *testing.T, h games.History) json.RawMessage {
	t.Helper()
	data, err := json.Marshal(h)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// dixitSharedWin is a Dixit game to 7 points of Dan, Ann, Ben and Cat in
// that seating order. Dan tells, nobody finds the card, and Ann and Ben get
// the votes: Dan 0, Ann 3, Ben 3, Cat 2. Ann tells and Ben alone finds the
// card, with Cat's vote on Ben's card: Dan 0, Ann 7, Ben 7, Cat 3. Ann and
// Ben share the win.
func dixitSharedWin(t *testing.T) games.History {
	t.Helper()
	m, err := games.NewMatch(dixit.Start, dixit.Setup{Players: games.Seats{dan, ann, ben, cat}, Target: 7})
	if err != nil {
		t.Fatal(err)
	}
	play := func(p string, vote, card int) dixit.Play {
		return dixit.Play{Player: p, Cards: []int{card}, Vote: vote}
	}
	for _, r := range []dixit.Round{
		{Storyteller: "d", Card: 1, Plays: []dixit.Play{play("a", 3, 2), play("b", 2, 3), play("c", 2, 4)}},
		{Storyteller: "a", Card: 2, Plays: []dixit.Play{play("b", 2, 3), play("c", 3, 4), play("d", 4, 1)}},
	} {
		if err := m.Do(r); err != nil {
			t.Fatal(err)
		}
	}
	if !m.Over() {
		t.Fatalf("the Dixit game is not over: %v", m.State().Scores())
	}
	return m
}

// decryptoTeamWin is a Decrypto game of white Ann and Cat against black
// Benny and Dan, in which black decodes its own code wrong in the first two
// rounds: white wins.
func decryptoTeamWin(t *testing.T) games.History {
	t.Helper()
	m, err := decrypto.New(decrypto.Setup{Teams: []decrypto.TeamSetup{
		{Name: "Owls", Color: decrypto.White, Players: []games.Player{ann, cat}},
		{Name: "Foxes", Color: decrypto.Black, Players: []games.Player{benny, dan}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	codes := map[string][]int{decrypto.White: {1, 2, 3}, decrypto.Black: {2, 3, 4}}
	wrong := []int{4, 3, 2}
	for r := 1; r <= 2; r++ {
		for _, c := range []string{decrypto.White, decrypto.Black} {
			clues := []string{fmt.Sprintf("%s %d.1", c, r), fmt.Sprintf("%s %d.2", c, r), fmt.Sprintf("%s %d.3", c, r)}
			if err := m.Do(decrypto.Action{Op: decrypto.OpClues, Team: c, Clues: clues}); err != nil {
				t.Fatal(err)
			}
		}
		for _, c := range []string{decrypto.White, decrypto.Black} {
			var actions []decrypto.Action
			if r > 1 {
				actions = append(actions, decrypto.Action{Op: decrypto.OpIntercept, Code: wrong})
			}
			decode := codes[c]
			if c == decrypto.Black {
				decode = wrong
			}
			actions = append(actions, decrypto.Action{Op: decrypto.OpDecode, Code: decode}, decrypto.Action{Op: decrypto.OpReveal, Code: codes[c]})
			for _, a := range actions {
				if err := m.Do(a); err != nil {
					t.Fatalf("round %d, %s: %+v: %v", r, c, a, err)
				}
			}
		}
	}
	if res, over := m.State().Result(); !over || len(res.Winners) != 1 || res.Winners[0] != decrypto.White {
		t.Fatalf("white has not won the Decrypto game: %+v", res)
	}
	return m
}

// keepWatchSharedWin is a Keep Watch game of all five in which the 30
// challenges go Benny, Eve, Benny, Eve, Ann and again: Benny and Eve 13
// cards, Ann 7, Cat and Dan 1.
func keepWatchSharedWin(t *testing.T) games.History {
	t.Helper()
	m, err := keepwatch.New(keepwatch.Setup{Players: games.Seats{ann, benny, cat, dan, eve}})
	if err != nil {
		t.Fatal(err)
	}
	order := []string{"b", "e", "b", "e", "a"}
	for k := 0; !m.Over(); k++ {
		id := order[k%len(order)]
		for _, a := range []keepwatch.Action{
			keepwatch.Presses("", 0, keepwatch.Press{Player: id, At: 300 * time.Millisecond}),
			keepwatch.RightCall(id),
		} {
			if err := m.Do(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	if got := m.State().Piles(); fmt.Sprint(got) != "[7 13 1 1 13]" {
		t.Fatalf("Keep Watch piles %v", got)
	}
	return m
}

// summarise replays a game as its save and fails on an error.
func summarise(t *testing.T, kind string, started, finished time.Time, h games.History) evening.Game {
	t.Helper()
	g, err := evening.Summarise(evening.Saved{File: file(started, kind), Kind: kind, Saved: finished, Body: record(t, h)})
	if err != nil {
		t.Fatalf("%s: %v", kind, err)
	}
	return g
}

// game is a summary made by hand: its players and their ranking, finished
// at the time given.
func game(name string, finished time.Time, ranking games.Ranking, players ...games.Player) evening.Game {
	return evening.Game{File: "games/" + name + ".json", Kind: "dixit", Finished: finished, Played: facts.Played{Actions: 1, Players: players, Ranking: ranking}}
}

// newMatch starts the evenings and applies the actions, each of which must
// be accepted.
func newMatch(t *testing.T, setup evening.Setup, actions ...evening.Action) *evening.Match {
	t.Helper()
	m, err := evening.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	for i, a := range actions {
		if err := m.Do(a); err != nil {
			t.Fatalf("action %d %+v refused: %v", i+1, a, err)
		}
	}
	return m
}

// line is a leaderboard line as the tests write it: name, place, played,
// wins, points.
type line struct {
	name                string
	place, played, wins int
	points              float64
}

func lines(board []evening.Standing) []line {
	var out []line
	for _, s := range board {
		out = append(out, line{s.Player.Name, s.Place, s.Played, s.Wins, s.Points()})
	}
	return out
}

// files returns the files of an evening's games in order.
func files(e evening.Evening) []string {
	var out []string
	for _, g := range e.Games {
		out = append(out, g.File)
	}
	return out
}
