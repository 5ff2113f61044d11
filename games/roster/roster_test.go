package roster_test

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"tablecompanion/games"
	"tablecompanion/games/gamestest"
	"tablecompanion/games/roster"
)

func names(m *roster.Match) []string {
	var out []string
	for _, p := range m.State().Players() {
		out = append(out, p.Name)
	}
	return out
}

func same(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestRosterKeepsTheContract(t *testing.T) {
	gamestest.Contract(t, roster.Start, roster.Setup{}, []roster.Action{
		{Op: roster.Add, Name: "Ann", Color: "red"},
		{Op: roster.Add, Name: "Bob", Color: "blue"},
		{Op: roster.Add, Name: "Cy", Color: "green"},
		{Op: roster.Move, ID: "p3", To: 0},
		{Op: roster.Rename, ID: "p1", Name: "Anna"},
		{Op: roster.Recolor, ID: "p2", Color: "teal"},
		{Op: roster.Remove, ID: "p2"},
		{Op: roster.Add, Name: "Dee", Color: "blue"},
	})
}

func TestRosterSeatingOrderAndMoves(t *testing.T) {
	m := roster.New()
	for _, n := range []string{"Ann", "Bob", "Cy", "Dee"} {
		if err := m.Do(roster.Action{Op: roster.Add, Name: n, Color: m.State().FreeColor()}); err != nil {
			t.Fatal(err)
		}
	}
	cases := []struct {
		id   string
		to   int
		want []string
	}{
		{"p1", 3, []string{"Bob", "Cy", "Dee", "Ann"}},
		{"p1", 0, []string{"Ann", "Bob", "Cy", "Dee"}},
		{"p3", 1, []string{"Ann", "Cy", "Bob", "Dee"}},
		{"p4", 2, []string{"Ann", "Cy", "Dee", "Bob"}},
	}
	for _, c := range cases {
		if err := m.Do(roster.Action{Op: roster.Move, ID: c.id, To: c.to}); err != nil {
			t.Fatal(err)
		}
		if got := names(m); !same(got, c.want) {
			t.Fatalf("move %s to %d: got %v want %v", c.id, c.to, got, c.want)
		}
	}
}

func TestRosterNewPlayerGetsAFreeColour(t *testing.T) {
	m := roster.New()
	for i := range roster.Colors {
		c := m.State().FreeColor()
		if c != roster.Colors[i] {
			t.Fatalf("player %d got %s, want %s", i+1, c, roster.Colors[i])
		}
		if err := m.Do(roster.Action{Op: roster.Add, Name: string(rune('A' + i)), Color: c}); err != nil {
			t.Fatal(err)
		}
	}
	if m.State().FreeColor() != roster.Colors[0] {
		t.Fatal("with every colour taken the first is offered again")
	}
}

func TestRosterTidiesNames(t *testing.T) {
	m := roster.New()
	if err := m.Do(roster.Action{Op: roster.Add, Name: "  Mary   Ann ", Color: "red"}); err != nil {
		t.Fatal(err)
	}
	if got := names(m); got[0] != "Mary Ann" {
		t.Fatalf("name kept as %q", got[0])
	}
	if err := m.Do(roster.Action{Op: roster.Rename, ID: "p1", Name: "MARY ANN"}); err != nil {
		t.Fatalf("renaming a player to their own name in other case must pass: %v", err)
	}
}

func TestRosterRefusals(t *testing.T) {
	m := roster.New()
	_ = m.Do(roster.Action{Op: roster.Add, Name: "Алёна", Color: "red"})
	_ = m.Do(roster.Action{Op: roster.Add, Name: "Bob", Color: "blue"})
	cases := []struct {
		name   string
		action roster.Action
		want   string
	}{
		{"empty name", roster.Action{Op: roster.Add, Name: "   ", Color: "red"}, "roster.name.empty"},
		{"duplicate name", roster.Action{Op: roster.Add, Name: "bob", Color: "red"}, "roster.name.taken"},
		{"duplicate with Ё", roster.Action{Op: roster.Add, Name: "алена", Color: "red"}, "roster.name.taken"},
		{"too long", roster.Action{Op: roster.Add, Name: "Abcdefghijklmnopqrstu", Color: "red"}, "roster.name.too_long"},
		{"unknown colour", roster.Action{Op: roster.Add, Name: "Cy", Color: "gold"}, "roster.color.unknown"},
		{"rename to a taken name", roster.Action{Op: roster.Rename, ID: "p2", Name: "АЛЁНА"}, "roster.name.taken"},
		{"rename to empty", roster.Action{Op: roster.Rename, ID: "p2", Name: ""}, "roster.name.empty"},
		{"rename nobody", roster.Action{Op: roster.Rename, ID: "p9", Name: "Zed"}, "roster.player.unknown"},
		{"recolour to unknown", roster.Action{Op: roster.Recolor, ID: "p1", Color: "gold"}, "roster.color.unknown"},
		{"remove nobody", roster.Action{Op: roster.Remove, ID: "p9"}, "roster.player.unknown"},
		{"move past the end", roster.Action{Op: roster.Move, ID: "p1", To: 2}, "roster.move.out_of_range"},
		{"move before the start", roster.Action{Op: roster.Move, ID: "p1", To: -1}, "roster.move.out_of_range"},
		{"unknown operation", roster.Action{Op: "swap"}, "roster.action.unknown"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			gamestest.Refused(t, m, roster.Start, c.action, c.want)
		})
	}
}

func TestRosterIDsStayUniqueAfterRemoval(t *testing.T) {
	m := roster.New()
	_ = m.Do(roster.Action{Op: roster.Add, Name: "Ann", Color: "red"})
	_ = m.Do(roster.Action{Op: roster.Remove, ID: "p1"})
	_ = m.Do(roster.Action{Op: roster.Add, Name: "Ann", Color: "red"})
	if id := m.State().Players()[0].ID; id != "p2" {
		t.Fatalf("a new player reused an old ID: %s", id)
	}
}

func TestRosterHasAColourForFourteenPlayers(t *testing.T) {
	m := roster.New()
	seen := map[string]bool{}
	for i := range 14 {
		c := m.State().FreeColor()
		if seen[c] {
			t.Fatalf("player %d gets %s again", i+1, c)
		}
		seen[c] = true
		if err := m.Do(roster.Action{Op: roster.Add, Name: string(rune('A' + i)), Color: c}); err != nil {
			t.Fatal(err)
		}
	}
	// Past the colours, each comes round once before any comes a third time.
	for i, want := range []string{"red", "blue", "green"} {
		c := m.State().FreeColor()
		if c != want {
			t.Fatalf("player %d gets %s, want %s", 15+i, c, want)
		}
		if err := m.Do(roster.Action{Op: roster.Add, Name: "Extra " + strconv.Itoa(i), Color: c}); err != nil {
			t.Fatal(err)
		}
	}
	if err := m.Do(roster.Action{Op: roster.Recolor, ID: "p16", Color: "magenta"}); err != nil {
		t.Fatal(err)
	}
	if c := m.State().FreeColor(); c != "blue" {
		t.Fatalf("blue is on one player now, got %s", c)
	}
}

// seat is a player of the tests of GameColors: an ID and a colour.
func seat(id, color string) games.Player {
	return games.Player{ID: id, Name: id, Color: color}
}

func TestGameColors(t *testing.T) {
	crowd := games.Seats{seat("a", "red"), seat("b", "blue"), seat("c", "green"), seat("d", "red")}
	cases := []struct {
		name    string
		players games.Seats
		roster  games.Seats
		want    []string
		changed []int
	}{
		{"distinct colours stay", games.Seats{seat("a", "red"), seat("b", "blue"), seat("c", "grey")}, nil,
			[]string{"red", "blue", "grey"}, nil},
		{"the later of two reds changes to the first free colour",
			games.Seats{seat("a", "red"), seat("b", "green"), seat("c", "red")}, nil,
			[]string{"red", "green", "blue"}, []int{2}},
		{"a player seated later keeps a colour the first free one would take",
			games.Seats{seat("a", "red"), seat("b", "red"), seat("c", "blue")}, nil,
			[]string{"red", "green", "blue"}, []int{1}},
		{"three of one colour", games.Seats{seat("a", "teal"), seat("b", "teal"), seat("c", "teal")}, nil,
			[]string{"teal", "red", "blue"}, []int{1, 2}},
		{"an unknown colour", games.Seats{seat("a", "gold"), seat("b", "red")}, nil,
			[]string{"blue", "red"}, []int{0}},
		{"a colour nobody in the roster has comes first", games.Seats{seat("a", "red"), seat("d", "red")}, crowd,
			[]string{"red", "yellow"}, []int{1}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			before := slices.Clone(c.players)
			got, changed := roster.GameColors(c.players, c.roster)
			var colors []string
			for _, p := range got {
				colors = append(colors, p.Color)
			}
			if !slices.Equal(colors, c.want) || !slices.Equal(changed, c.changed) {
				t.Fatalf("got %v changed %v, want %v changed %v", colors, changed, c.want, c.changed)
			}
			if !slices.Equal(c.players, before) {
				t.Fatal("the roster's players were changed")
			}
		})
	}
}

// TestNoTwoPlayersOfAGameShareAColour takes players of many rosters, some
// with colours repeated as a roster of more than fourteen has them or as a
// player picked a taken one, into games of every size the games allow:
// no two share a colour, the first of each colour keeps it, and changed
// names exactly the players whose colour changed.
func TestNoTwoPlayersOfAGameShareAColour(t *testing.T) {
	r := rand.New(rand.NewPCG(34, 13))
	for game := range 2000 {
		n := 3 + r.IntN(10) // three to twelve, the largest game
		var players games.Seats
		for i := range n {
			players = append(players, seat(strconv.Itoa(i), roster.Colors[r.IntN(len(roster.Colors))]))
		}
		everyone := slices.Clone(players)
		for i := range r.IntN(6) {
			everyone = append(everyone, seat("x"+strconv.Itoa(i), roster.Colors[r.IntN(len(roster.Colors))]))
		}
		got, changed := roster.GameColors(players, everyone)
		seen := map[string]bool{}
		for i, p := range got {
			if seen[p.Color] {
				t.Fatalf("game %d: %s twice in %v", game, p.Color, got)
			}
			first := !seen[players[i].Color] && !slices.ContainsFunc(players[:i], func(q games.Player) bool { return q.Color == players[i].Color })
			if first && p.Color != players[i].Color {
				t.Fatalf("game %d: seat %d had %s first and lost it", game, i, players[i].Color)
			}
			if slices.Contains(changed, i) != (p.Color != players[i].Color) {
				t.Fatalf("game %d: seat %d changed %v, colour %s to %s", game, i, slices.Contains(changed, i), players[i].Color, p.Color)
			}
			seen[p.Color] = true
		}
	}
}

func TestMergingTwoPlayersIsAMappingThatUndoes(t *testing.T) {
	m := roster.New()
	for _, n := range []string{"Оля", "Bob", "Olya", "Cy"} {
		if err := m.Do(roster.Action{Op: roster.Add, Name: n, Color: m.State().FreeColor()}); err != nil {
			t.Fatal(err)
		}
	}
	// Оля (p1) and Olya (p3) are one friend: p3 goes, p1 stays.
	if err := m.Do(roster.Action{Op: roster.Merge, ID: "p3", Into: "p1"}); err != nil {
		t.Fatal(err)
	}
	if got := names(m); !same(got, []string{"Оля", "Bob", "Cy"}) {
		t.Fatalf("after the merge the roster is %v", got)
	}
	if got := m.State().Merged("p3"); got != "p1" {
		t.Fatalf("p3 counts as %s, want p1", got)
	}
	// Merges chain: Cy (p4) into Bob (p2), then Bob into Оля, counts
	// Cy's games as Оля's too.
	if err := m.Do(roster.Action{Op: roster.Merge, ID: "p4", Into: "p2"}); err != nil {
		t.Fatal(err)
	}
	if err := m.Do(roster.Action{Op: roster.Merge, ID: "p2", Into: "p1"}); err != nil {
		t.Fatal(err)
	}
	if got := m.State().Merged("p4"); got != "p1" {
		t.Fatalf("p4 counts as %s after p2 went into p1, want p1", got)
	}
	want := map[string]string{"p2": "p1", "p3": "p1", "p4": "p1"}
	if got := m.State().Merges(); len(got) != 3 || got["p2"] != want["p2"] || got["p3"] != want["p3"] || got["p4"] != want["p4"] {
		t.Fatalf("merges %v, want %v", got, want)
	}
	refused := []roster.Action{
		{Op: roster.Merge, ID: "p1", Into: "p1"}, // into oneself
		{Op: roster.Merge, ID: "p3", Into: "p1"}, // merged already
		{Op: roster.Merge, ID: "p1", Into: "p2"}, // into a player who left
		{Op: roster.Merge, ID: "", Into: "p1"},
	}
	for _, a := range refused {
		before := m.Len()
		if err := m.Do(a); err == nil {
			t.Fatalf("%+v was allowed", a)
		}
		if m.Len() != before {
			t.Fatalf("%+v changed the log", a)
		}
	}
	// Three undos bring Bob, Cy and Olya back, and the mapping goes with them.
	for range 3 {
		if !m.Undo() {
			t.Fatal("nothing to undo")
		}
	}
	if got := names(m); !same(got, []string{"Оля", "Bob", "Olya", "Cy"}) {
		t.Fatalf("after three undos the roster is %v", got)
	}
	if got := m.State().Merges(); got != nil {
		t.Fatalf("after three undos the merges are %v", got)
	}
}

// TestAnAddedPlayerKeepsTheIDABackupBrings pins the adding of a player from
// another device's backup: the ID comes along, an ID a player here has or
// had before a merge is refused, and the players added here afterwards get
// IDs past it.
func TestAnAddedPlayerKeepsTheIDABackupBrings(t *testing.T) {
	m := roster.New()
	for _, a := range []roster.Action{
		{Op: roster.Add, Name: "Ann", Color: "red"},
		{Op: roster.Add, Name: "Bob", Color: "blue"},
		{Op: roster.Merge, ID: "p2", Into: "p1"},
		{Op: roster.Add, Name: "Оля", Color: "green", ID: "p7"},
		{Op: roster.Add, Name: "Dan", Color: "teal"},
		{Op: roster.Add, Name: "Eve", Color: "pink", ID: "p-00a1b2c3d4e5"},
	} {
		if err := m.Do(a); err != nil {
			t.Fatalf("%+v: %v", a, err)
		}
	}
	var ids []string
	for _, p := range m.State().Players() {
		ids = append(ids, p.ID)
	}
	if !slices.Equal(ids, []string{"p1", "p7", "p8", "p-00a1b2c3d4e5"}) {
		t.Fatalf("IDs %v", ids)
	}
	for _, id := range []string{"p1", "p2", "p7"} {
		var re *games.RuleError
		if err := m.Do(roster.Action{Op: roster.Add, Name: "Zed", Color: "red", ID: id}); !errors.As(err, &re) || re.ID != "backup.roster.id_taken" {
			t.Errorf("adding a player as %s: %v", id, err)
		}
	}
}

// TestAPlayerIDFollowsTheRosterForms pins the IDs a roster takes from a
// file: NewID's and counted ones, and none that could be a path, hold a
// NUL or fill a disk.
func TestAPlayerIDFollowsTheRosterForms(t *testing.T) {
	for id, want := range map[string]bool{
		roster.NewID(): true, "p1": true, "p123456789": true, "p-0123456789ab": true,
		"": false, "p": false, "p0": false, "p01": false, "p1234567890": false, "p-0123456789AB": false,
		"p-0123456789a": false, "../../x": false, "p1\x00": false, "c": false, "p-../../../x": false,
		strings.Repeat("p", 1<<20): false,
	} {
		if got := roster.ValidID(id); got != want {
			t.Errorf("ValidID(%.20q) = %v; want %v", id, got, want)
		}
	}
	m := roster.New()
	var re *games.RuleError
	if err := m.Do(roster.Action{Op: roster.Add, Name: "Eve", Color: "red", ID: "../../x"}); !errors.As(err, &re) || re.ID != "roster.id.invalid" {
		t.Errorf("an ID of a path: %v", err)
	}
}
