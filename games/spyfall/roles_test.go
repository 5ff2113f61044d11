package spyfall_test

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"tablecompanion/games"
	"tablecompanion/games/spyfall"
)

// endRound ends the round in play: its first spy stops the game and names
// a location, and with two spies the other names one too.
func endRound(t *testing.T, m *spyfall.Match) {
	t.Helper()
	g := m.State()
	spies := g.RoundSpies()
	loc, _ := g.RoundLocation()
	id := func(seat int) string { return g.Players()[seat].ID }
	for _, a := range stop(id(spies[0]), loc.ID) {
		if err := m.Do(a); err != nil {
			t.Fatalf("the stop is refused: %v", err)
		}
	}
	if g.Phase() == spyfall.PhaseSecondGuess {
		if err := m.Do(name(id(spies[1]), loc.ID)); err != nil {
			t.Fatalf("the second spy's guess is refused: %v", err)
		}
	}
}

// TestNoTwoPlayersOfARoundShareARole deals many seeded games at every table
// size and checks every card of every round: with roles, each player who
// is not a spy holds a role of the round's location, no two the same, and
// no spy holds one; without, nobody does, and the deal carries none.
func TestNoTwoPlayersOfARoundShareARole(t *testing.T) {
	cases := []struct {
		name   string
		roles  bool
		custom []string
	}{
		{"roles", true, nil},
		{"roles and the table's own locations", true, []string{"Our kitchen", "The dacha"}},
		{"no roles", false, nil},
	}
	for _, c := range cases {
		for players := spyfall.MinPlayers; players <= spyfall.MaxPlayers; players++ {
			for _, spies := range []int{1, 2} {
				if spies == 1 && players == spyfall.MaxPlayers {
					continue
				}
				for seed := range uint64(40) {
					s := spyfall.Setup{Players: seats(players), Spies: spies, Rounds: 6, Roles: c.roles, Custom: c.custom}
					checkRoles(t, c.name, s, rand.New(rand.NewPCG(seed, uint64(players))))
				}
			}
		}
	}
}

// checkRoles plays the setup's rounds with deals drawn by r and checks
// every card.
func checkRoles(t *testing.T, name string, s spyfall.Setup, r *rand.Rand) {
	t.Helper()
	m, err := spyfall.New(s)
	if err != nil {
		t.Fatalf("%s: %+v refused: %v", name, s, err)
	}
	for !m.State().Over() {
		g := m.State()
		deal := g.Draw(r)
		if !s.Roles && deal.Roles != nil {
			t.Fatalf("%s: a deal without roles carries %q", name, deal.Roles)
		}
		if err := m.Do(deal); err != nil {
			t.Fatalf("%s, %d players: the deal %+v is refused: %v", name, len(s.Players), deal, err)
		}
		loc, _ := g.RoundLocation()
		spies := g.RoundSpies()
		var dealt []string
		for seat := range s.Players {
			card, _ := g.CardOf(seat)
			switch {
			case card.Spy && card.Role != "":
				t.Fatalf("%s: spy at seat %d holds the role %q", name, seat, card.Role)
			case card.Spy:
			case !s.Roles || loc.Name != "":
				if card.Role != "" {
					t.Fatalf("%s: seat %d holds the role %q at %s", name, seat, card.Role, loc.ID)
				}
			case !slices.Contains(spyfall.Roles[loc.ID], card.Role):
				t.Fatalf("%s: seat %d holds %q, not a role at %s", name, seat, card.Role, loc.ID)
			case slices.Contains(dealt, card.Role):
				t.Fatalf("%s, %d players: two players are %q at %s", name, len(s.Players), card.Role, loc.ID)
			default:
				dealt = append(dealt, card.Role)
			}
		}
		if want := len(s.Players) - len(spies); s.Roles && loc.Name == "" && len(dealt) != want {
			t.Fatalf("%s: %d roles dealt to %d players who are not spies", name, len(dealt), want)
		}
		endRound(t, m)
	}
}

// TestEveryLocationHasItsRoles checks that each box location has roles
// enough for the biggest table, none twice, and that the table's own have
// none.
func TestEveryLocationHasItsRoles(t *testing.T) {
	// Eleven players with one spy, or twelve with two, leave ten.
	if most := spyfall.MaxPlayers - 2; spyfall.MinRoles < most {
		t.Fatalf("MinRoles is %d, but a table may have %d players who are not spies", spyfall.MinRoles, most)
	}
	for _, id := range spyfall.StandardIDs {
		roles := spyfall.Roles[id]
		if len(roles) < spyfall.MinRoles {
			t.Errorf("%s has %d roles, want at least %d", id, len(roles), spyfall.MinRoles)
		}
		for i, r := range roles {
			if slices.Contains(roles[:i], r) {
				t.Errorf("%s has the role %q twice", id, r)
			}
		}
	}
	if len(spyfall.Roles) != len(spyfall.StandardIDs) {
		t.Errorf("roles for %d locations, the box has %d", len(spyfall.Roles), len(spyfall.StandardIDs))
	}
}

// TestRolesReplayFromTheLog checks that the roles drawn are kept in the log:
// a saved game loads with every card as it was dealt.
func TestRolesReplayFromTheLog(t *testing.T) {
	m, err := spyfall.New(spyfall.Setup{Players: seats(7), Roles: true})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(8, 13))
	for range 3 {
		if err := m.Do(m.State().Draw(r)); err != nil {
			t.Fatal(err)
		}
		endRound(t, m)
	}
	if err := m.Do(m.State().Draw(r)); err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	back, err := spyfall.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	for seat := range 7 {
		want, _ := m.State().CardOf(seat)
		got, _ := back.State().CardOf(seat)
		if got.Role != want.Role || got.Spy != want.Spy {
			t.Errorf("seat %d: loaded card %+v, dealt %+v", seat, got, want)
		}
	}
}

// TestASaveFromBeforeRolesPlaysAsBefore loads a game saved before the option
// existed: it plays without roles, and a seeded deal draws the location and
// spies it always drew.
func TestASaveFromBeforeRolesPlaysAsBefore(t *testing.T) {
	old := `{"setup":{"players":[{"id":"A","name":"Player A","color":"red"},{"id":"B","name":"Player B","color":"red"},` +
		`{"id":"C","name":"Player C","color":"red"},{"id":"D","name":"Player D","color":"red"}]},` +
		`"log":[{"op":"deal","location":"port","spies":["B"]}]}`
	m, err := spyfall.Load([]byte(old))
	if err != nil {
		t.Fatal(err)
	}
	if m.State().PlaysRoles() {
		t.Error("an old save plays with roles")
	}
	for seat := range 4 {
		if card, _ := m.State().CardOf(seat); card.Role != "" {
			t.Errorf("seat %d holds the role %q", seat, card.Role)
		}
	}
	endRound(t, m)
	next := m.State().Draw(rand.New(rand.NewPCG(5, 6)))
	if next.Roles != nil {
		t.Errorf("the next deal carries %q", next.Roles)
	}
	if err := m.Do(next); err != nil {
		t.Errorf("the next deal is refused: %v", err)
	}
}

// TestRolesLeaveTheRestOfTheDrawAlone checks that a seed deals the same
// location and spies with roles as without: the roles are drawn last.
func TestRolesLeaveTheRestOfTheDrawAlone(t *testing.T) {
	for seed := range uint64(50) {
		var deals []spyfall.Action
		for _, roles := range []bool{false, true} {
			m, err := spyfall.New(spyfall.Setup{Players: seats(9), Roles: roles})
			if err != nil {
				t.Fatal(err)
			}
			deals = append(deals, m.State().Draw(rand.New(rand.NewPCG(seed, 1))))
		}
		if deals[0].Location != deals[1].Location || !slices.Equal(deals[0].Spies, deals[1].Spies) {
			t.Errorf("seed %d: %s %q without roles, %s %q with", seed, deals[0].Location, deals[0].Spies, deals[1].Location, deals[1].Spies)
		}
	}
}

// TestADealsRolesFollowTheRules checks the deals the rules refuse: roles
// when the table plays without, a missing, repeated or foreign role, a
// role for a spy, and roles at the table's own location.
func TestADealsRolesFollowTheRules(t *testing.T) {
	ten := spyfall.Roles["port"][:4]
	withRoles := func(roles ...string) spyfall.Action {
		a := deal("port", "A")
		a.Roles = roles
		return a
	}
	own := deal(spyfall.CustomID(1), "A")
	cases := []struct {
		name  string
		roles bool
		deal  spyfall.Action
		want  string
	}{
		{"roles in a game without", false, withRoles("", ten[0], ten[1], ten[2]), "spyfall.deal.no_roles"},
		{"no roles in a game with", true, deal("port", "A"), "spyfall.deal.roles"},
		{"a player left out", true, withRoles("", ten[0], ten[1]), "spyfall.deal.roles"},
		{"a role twice", true, withRoles("", ten[0], ten[1], ten[0]), "spyfall.deal.roles"},
		{"a role of another location", true, withRoles("", ten[0], ten[1], spyfall.Roles["mine"][0]), "spyfall.deal.roles"},
		{"a spy with a role", true, withRoles(ten[3], ten[0], ten[1], ten[2]), "spyfall.deal.roles"},
		{"a player without one", true, withRoles("", ten[0], "", ten[2]), "spyfall.deal.roles"},
		{"roles at the table's own location", true, func() spyfall.Action { a := own; a.Roles = []string{"", "x", "y", "z"}; return a }(), "spyfall.deal.no_roles"},
		{"the table's own location without roles", true, own, ""},
		{"a right deal", true, withRoles("", ten[0], ten[1], ten[2]), ""},
		{"a right deal without roles", false, deal("port", "A"), ""},
	}
	for _, c := range cases {
		m, err := spyfall.New(spyfall.Setup{Players: seats(4), Roles: c.roles, Custom: []string{"Our kitchen"}})
		if err != nil {
			t.Fatal(err)
		}
		err = m.Do(c.deal)
		var rule *games.RuleError
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: refused: %v", c.name, err)
		case c.want == "":
		case !errors.As(err, &rule) || rule.ID != c.want:
			t.Errorf("%s: got %v, want %s", c.name, err, c.want)
		case m.State().Phase() != spyfall.PhaseDeal:
			t.Errorf("%s: the refused deal changed the game", c.name)
		}
	}
}
