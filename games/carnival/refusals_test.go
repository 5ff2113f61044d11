package carnival_test

import (
	"errors"
	"testing"

	"tablecompanion/games"
	"tablecompanion/games/carnival"
	"tablecompanion/games/gamestest"
)

func gamesRefused(t *testing.T, m *carnival.Match, a carnival.Action, id string) {
	t.Helper()
	gamestest.Refused(t, m, carnival.Start, a, id)
}

func TestSetupRefused(t *testing.T) {
	cases := []struct {
		name  string
		setup func() carnival.Setup
		id    string
	}{
		{"three players", func() carnival.Setup { return setup(3) }, "carnival.setup.players"},
		{"nine players", func() carnival.Setup {
			s := setup(8)
			s.Players = append(s.Players, games.Player{ID: "I", Name: "I", Color: "brown"})
			return s
		}, "carnival.setup.players"},
		{"first player not seated", func() carnival.Setup { s := setup(4); s.First = 4; return s }, "carnival.setup.first"},
		{"a player seated twice", func() carnival.Setup { s := setup(4); s.Players[1].ID = "A"; return s }, "carnival.setup.player_twice"},
		{"a colour that is no spy's", func() carnival.Setup { s := setup(4); s.Players[2].Color = "brown"; return s }, "carnival.setup.color"},
		{"a colour taken twice", func() carnival.Setup { s := setup(4); s.Players[3].Color = s.Players[0].Color; return s }, "carnival.setup.color_twice"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := carnival.Start(c.setup())
			var rule *games.RuleError
			if !errors.As(err, &rule) || rule.ID != c.id {
				t.Fatalf("got %v, want %s", err, c.id)
			}
		})
	}
}

func TestActionsRefused(t *testing.T) {
	cases := []struct {
		name   string
		before []carnival.Action
		action carnival.Action
		id     string
	}{
		{"a move that does not exist", nil, carnival.Action{Op: "wink", Player: "A"}, "carnival.action.unknown"},
		{"a player not in the game", nil, call("Z", 5), "carnival.player.unknown"},
		{"a call out of turn", nil, call("B", 5), "carnival.turn.not_yours"},
		{"a connection out of turn", round(5, 6, 7, 8), connect("B", 6, "C"), "carnival.turn.not_yours"},
		{"a number not in the crowd", nil, call("A", 37), "carnival.call.no_such"},
		{"number 36 at five players", nil, call("A", 36), "carnival.call.no_such"},
		{"a call on the card one stands on", round(5, 6, 7, 8), call("A", 5), "carnival.call.same"},
		{"a call under another token", round(5), call("B", 5), "carnival.call.token"},
		{"a call on a flipped card", append(round(5, 6, 7, 8), miss("A", 5, "B", "C"), call("A", 9)), call("B", 5), "carnival.call.flipped"},
		{"a call on a taken card", append(round(5, 6, 7, 8), connect("A", 5, "B"), call("A", 9)), call("B", 5), "carnival.call.taken"},
		{"a connection before any call", nil, connect("A", 5, "B"), "carnival.connect.no_token"},
		{"a connection on a number not one's own", round(5, 6, 7, 8), connect("A", 6, "C"), "carnival.connect.not_own"},
		{"a second connection in a turn", append(round(5, 6, 7, 8), miss("A", 5, "B", "C")), connect("A", 5, "B"), "carnival.connect.twice"},
		{"a connection naming oneself", round(5, 6, 7, 8), connect("A", 5, "A"), "carnival.name.self"},
		{"a wrong connection without the real partner", round(5, 6, 7, 8), miss("A", 5, "B", ""), "carnival.connect.holder_missing"},
		{"a wrong connection whose real partner is the one named", round(5, 6, 7, 8), miss("A", 5, "B", "B"), "carnival.connect.holder_named"},
		{"a catch naming oneself", round(5), catch("B", "B", 5, true), "carnival.name.self"},
		{"a catch on one's own call", round(5), catch("A", "B", 5, true), "carnival.catch.own_call"},
		{"a catch on a number nobody called", round(5), catch("C", "B", 6, true), "carnival.catch.not_called"},
		{"a catch on a flipped card", append(round(5, 6, 7, 8), miss("A", 5, "B", "C")), catch("D", "C", 5, true), "carnival.catch.gone"},
		{"a catch on a caught card", append(round(5, 6, 7, 8), catch("C", "B", 5, true)), catch("D", "B", 5, true), "carnival.catch.gone"},
		{"a catch on a number not in play", nil, catch("C", "B", 40, true), "carnival.call.no_such"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			n := 4
			if c.name == "number 36 at five players" {
				n = 5
			}
			gamesRefused(t, play(t, n, c.before...), c.action, c.id)
		})
	}
}
