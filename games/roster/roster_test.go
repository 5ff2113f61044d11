package roster_test

import (
	"testing"

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
