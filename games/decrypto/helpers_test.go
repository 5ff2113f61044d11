package decrypto_test

import (
	"errors"
	"fmt"
	"testing"

	"tablecompanion/games"
	"tablecompanion/games/decrypto"
)

func player(id string) games.Player {
	return games.Player{ID: id, Name: "Player " + id, Color: "red"}
}

func players(ids ...string) []games.Player {
	var out []games.Player
	for _, id := range ids {
		out = append(out, player(id))
	}
	return out
}

// teams is a two-team game with the code cards on the table.
func teams() decrypto.Setup {
	return decrypto.Setup{Teams: []decrypto.TeamSetup{
		{Name: "Owls", Color: decrypto.White, Players: players("a", "b", "c")},
		{Name: "Foxes", Color: decrypto.Black, Players: players("d", "e")},
	}}
}

// hacker is a Hacker game: team white of two against the Hacker.
func hacker() decrypto.Setup {
	h := player("h")
	return decrypto.Setup{Hacker: &h, Teams: []decrypto.TeamSetup{
		{Name: "Owls", Color: decrypto.White, Players: players("a", "b")},
	}}
}

// The true codes on the helpers' cards, and a guess that is neither.
var (
	trueCode = map[string][]int{decrypto.White: {1, 2, 3}, decrypto.Black: {2, 3, 4}}
	wrong    = []int{4, 3, 2}
)

// turn is what happens to one code: whether it was intercepted and whether
// its own team decoded it wrong.
type turn struct{ intercepted, miscode bool }

var (
	clean     = turn{}
	caught    = turn{intercepted: true}
	miscoded  = turn{miscode: true}
	caughtMis = turn{intercepted: true, miscode: true}
)

func guess(right bool, color string) []int {
	if right {
		return trueCode[color]
	}
	return wrong
}

// round returns the actions of round r in which the codes of the teams in
// colors (play order) go as turns says.
func round(r int, colors []string, turns ...turn) []decrypto.Action {
	var out []decrypto.Action
	for _, c := range colors {
		out = append(out, decrypto.Action{Op: decrypto.OpClues, Team: c, Clues: []string{
			fmt.Sprintf("%s clue %d.1", c, r), fmt.Sprintf("%s clue %d.2", c, r), fmt.Sprintf("%s clue %d.3", c, r),
		}})
	}
	for i, c := range colors {
		if r > 1 {
			out = append(out, decrypto.Action{Op: decrypto.OpIntercept, Code: guess(turns[i].intercepted, c)})
		}
		out = append(out,
			decrypto.Action{Op: decrypto.OpDecode, Code: guess(!turns[i].miscode, c)},
			decrypto.Action{Op: decrypto.OpReveal, Code: trueCode[c]})
	}
	return out
}

var both = []string{decrypto.White, decrypto.Black}

// rounds plays one round per entry of plan, each a turn per team in colors.
func rounds(colors []string, plan ...[]turn) []decrypto.Action {
	var out []decrypto.Action
	for i, turns := range plan {
		out = append(out, round(i+1, colors, turns...)...)
	}
	return out
}

// quiet returns n rounds of two teams in which nothing happens.
func quiet(n int) [][]turn {
	var out [][]turn
	for range n {
		out = append(out, []turn{clean, clean})
	}
	return out
}

// play applies the actions to a new match and fails on a refusal.
func play(t *testing.T, s decrypto.Setup, actions []decrypto.Action) *decrypto.Match {
	t.Helper()
	m, err := decrypto.New(s)
	if err != nil {
		t.Fatalf("setup refused: %v", err)
	}
	for i, a := range actions {
		if err := m.Do(a); err != nil {
			t.Fatalf("action %d (%+v) refused: %v", i+1, a, err)
		}
	}
	return m
}

func ruleID(err error) string {
	var rule *games.RuleError
	if errors.As(err, &rule) {
		return rule.ID
	}
	return fmt.Sprint(err)
}
