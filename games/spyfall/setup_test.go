package spyfall_test

import (
	"slices"
	"testing"
	"time"

	"tablecompanion/games/spyfall"
)

func TestOneSpyUpToEightPlayersTwoFromNine(t *testing.T) {
	for n := spyfall.MinPlayers; n <= spyfall.MaxPlayers; n++ {
		want := 1
		if n >= 9 {
			want = 2
		}
		if got := spyfall.RecommendedSpies(n); got != want {
			t.Errorf("%d players: %d spies recommended, want %d", n, got, want)
		}
	}
}

func TestRoundLengthByPlayers(t *testing.T) {
	want := map[int]int{3: 6, 4: 6, 5: 7, 6: 7, 7: 8, 8: 8, 9: 9, 10: 9, 11: 10, 12: 10}
	for n, min := range want {
		if got := spyfall.DefaultRoundLength(n); got != time.Duration(min)*time.Minute {
			t.Errorf("%d players: %v, want %d min", n, got, min)
		}
	}
}

func TestSetupDefaultsFollowTheBook(t *testing.T) {
	g, err := spyfall.Start(spyfall.Setup{Players: seats(9)})
	if err != nil {
		t.Fatal(err)
	}
	if g.Rounds() != 5 || g.Spies() != 2 || g.RoundLength() != 9*time.Minute || len(g.Locations()) != 20 {
		t.Fatalf("rounds %d, spies %d, length %v, %d locations; want 5, 2, 9m, 20",
			g.Rounds(), g.Spies(), g.RoundLength(), len(g.Locations()))
	}
}

func TestTheRoundLengthIsEditable(t *testing.T) {
	g, err := spyfall.Start(spyfall.Setup{Players: seats(4), RoundLength: 4 * time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	if g.RoundLength() != 4*time.Minute {
		t.Fatalf("length %v, want 4m", g.RoundLength())
	}
}

func TestTheTableChoosesAndAddsLocations(t *testing.T) {
	g, err := spyfall.Start(spyfall.Setup{
		Players:   seats(4),
		Locations: []string{"prison", "museum"},
		Custom:    []string{" Space station ", "Circus"},
	})
	if err != nil {
		t.Fatal(err)
	}
	want := []spyfall.Location{{ID: "museum"}, {ID: "prison"}, {ID: "custom-1", Name: "Space station"}, {ID: "custom-2", Name: "Circus"}}
	if got := g.Locations(); !slices.Equal(got, want) {
		t.Fatalf("locations %+v, want %+v", got, want)
	}
	if got := want[0].MessageID(); got != "spyfall.location.museum" {
		t.Fatalf("a box location is named by %q", got)
	}
	if got := want[2].MessageID(); got != "" {
		t.Fatalf("a custom location is named by %q, want its own name", got)
	}
}

func TestSetupRefusals(t *testing.T) {
	twelve := seats(12)
	twice := seats(4)
	twice[3] = twice[0]
	cases := []struct {
		name  string
		setup spyfall.Setup
		want  string
	}{
		{"fewer than three players", setup(2, 1), "spyfall.setup.too_few"},
		{"more than twelve players", setup(13, 2), "spyfall.setup.too_many"},
		{"a player in two seats", spyfall.Setup{Players: twice}, "spyfall.setup.player_twice"},
		{"a third spy", setup(10, 3), "spyfall.setup.spies"},
		{"one spy at twelve players", spyfall.Setup{Players: twelve, Spies: 1}, "spyfall.setup.two_spies_at_twelve"},
		{"known spies with one spy", spyfall.Setup{Players: seats(5), Spies: 1, KnownSpies: true}, "spyfall.setup.known_spies_need_two"},
		{"negative rounds", spyfall.Setup{Players: seats(5), Rounds: -1}, "spyfall.setup.rounds"},
		{"negative round length", spyfall.Setup{Players: seats(5), RoundLength: -time.Minute}, "spyfall.setup.round_length"},
		{"first dealer not at the table", spyfall.Setup{Players: seats(5), FirstDealer: 5}, "spyfall.setup.first_dealer"},
		{"a location not in the box", spyfall.Setup{Players: seats(5), Locations: []string{"moon"}}, "spyfall.setup.location_unknown"},
		{"a location listed twice", spyfall.Setup{Players: seats(5), Locations: []string{"port", "port"}}, "spyfall.setup.location_twice"},
		{"a custom location named twice", spyfall.Setup{Players: seats(5), Custom: []string{"Zoo", "zoo "}}, "spyfall.setup.location_twice"},
		{"a custom location without a name", spyfall.Setup{Players: seats(5), Custom: []string{"  "}}, "spyfall.setup.location_blank"},
		{"a single location", spyfall.Setup{Players: seats(5), Locations: []string{"port"}}, "spyfall.setup.too_few_locations"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if _, err := spyfall.Start(c.setup); ruleID(err) != c.want {
				t.Fatalf("got %v, want %s", err, c.want)
			}
		})
	}
}

func TestTwelvePlayersPlayWithTwoSpies(t *testing.T) {
	g, err := spyfall.Start(spyfall.Setup{Players: seats(12)})
	if err != nil || g.Spies() != 2 {
		t.Fatalf("twelve players: %v, %d spies", err, g.Spies())
	}
}
