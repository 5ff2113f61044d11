package spyfall_test

import (
	"errors"
	"fmt"
	"testing"
	"time"

	"tablecompanion/games"
	"tablecompanion/games/spyfall"
)

// seats returns n players with IDs A, B, C… in that seating order.
func seats(n int) games.Seats {
	var s games.Seats
	for i := range n {
		id := string(rune('A' + i))
		s = append(s, games.Player{ID: id, Name: "Player " + id, Color: "red"})
	}
	return s
}

func setup(players, spies int) spyfall.Setup {
	return spyfall.Setup{Players: seats(players), Spies: spies}
}

func deal(location string, spies ...string) spyfall.Action {
	return spyfall.Action{Op: spyfall.OpDeal, Location: location, Spies: spies}
}

func accuse(player, target string) spyfall.Action {
	return spyfall.Action{Op: spyfall.OpAccuse, Player: player, Target: target}
}

func accuseAt(player, target string, elapsed time.Duration) spyfall.Action {
	a := accuse(player, target)
	a.Elapsed = elapsed
	return a
}

func yes(player string) spyfall.Action {
	return spyfall.Action{Op: spyfall.OpVote, Player: player, Yes: true}
}

func no(player string) spyfall.Action {
	return spyfall.Action{Op: spyfall.OpVote, Player: player}
}

// yesFrom returns a yes vote from each player named.
func yesFrom(players ...string) []spyfall.Action {
	var out []spyfall.Action
	for _, p := range players {
		out = append(out, yes(p))
	}
	return out
}

// announce is a spy stopping the game.
func announce(player string) spyfall.Action {
	return spyfall.Action{Op: spyfall.OpAnnounce, Player: player}
}

func announceAt(player string, elapsed time.Duration) spyfall.Action {
	a := announce(player)
	a.Elapsed = elapsed
	return a
}

// name is a spy naming a location after a stop.
func name(player, location string) spyfall.Action {
	return spyfall.Action{Op: spyfall.OpStop, Player: player, Location: location}
}

// stop is a spy's whole stop: the announcement, then the location named.
func stop(player, location string) []spyfall.Action {
	return []spyfall.Action{announce(player), name(player, location)}
}

// oldStop is a stop as saves from before the announcement hold it: the
// location named straight from the talk.
func oldStop(player, location string) spyfall.Action {
	return name(player, location)
}

var (
	timeUp    = spyfall.Action{Op: spyfall.OpTimeUp}
	reshuffle = spyfall.Action{Op: spyfall.OpReshuffle}
)

// join concatenates actions and lists of actions into one list.
func join(parts ...any) []spyfall.Action {
	var out []spyfall.Action
	for _, p := range parts {
		switch x := p.(type) {
		case spyfall.Action:
			out = append(out, x)
		case []spyfall.Action:
			out = append(out, x...)
		default:
			panic(fmt.Sprintf("join: %T", p))
		}
	}
	return out
}

// play applies the actions to a new match and fails on a refusal.
func play(t *testing.T, s spyfall.Setup, actions []spyfall.Action) *spyfall.Match {
	t.Helper()
	m, err := spyfall.New(s)
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

// last returns the last finished round.
func last(t *testing.T, m *spyfall.Match) spyfall.Result {
	t.Helper()
	res := m.State().Results()
	if len(res) == 0 {
		t.Fatal("no round has ended")
	}
	return res[len(res)-1]
}

func ruleID(err error) string {
	var rule *games.RuleError
	if errors.As(err, &rule) {
		return rule.ID
	}
	return fmt.Sprint(err)
}
