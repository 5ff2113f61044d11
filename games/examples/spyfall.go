package examples

import (
	"math/rand/v2"
	"slices"
	"time"

	"tablecompanion/games"
	"tablecompanion/games/spyfall"
)

// SpyfallRoles deals the first round of a game played with roles on the
// cards, in the retirement home, the location whose words run longest: the
// first player is the physical therapy instructor there, the last the spy.
func SpyfallRoles(players games.Seats) (*spyfall.Match, error) {
	m, err := spyfall.New(spyfall.Setup{Players: players, Roles: true})
	if err != nil {
		return nil, err
	}
	const at = "retirement_home"
	deal := spyfall.Action{Op: spyfall.OpDeal, Location: at, Spies: []string{players[len(players)-1].ID}}
	others := slices.DeleteFunc(slices.Clone(spyfall.Roles[at]), func(r string) bool { return r == "physiotherapist" })
	deal.Roles = append([]string{"physiotherapist"}, others[:len(players)-2]...)
	deal.Roles = append(deal.Roles, "")
	return m, m.Do(deal)
}

// Spyfall plays two rounds of a five-player game, one won by an early
// vote and one by a spy's guess, then deals the third and plays it to the
// stage: "talk", "vote" (time up and a vote under way) or "guess" (the spy
// has stopped the game).
func Spyfall(players games.Seats, stage string) (*spyfall.Match, error) {
	m, err := spyfall.New(spyfall.Setup{Players: players})
	if err != nil {
		return nil, err
	}
	r := rand.New(rand.NewPCG(3, 5))
	do := func(a spyfall.Action) {
		if err == nil {
			err = m.Do(a)
		}
	}
	other := func(g *spyfall.Game, not ...int) int {
		for i := range g.Players() {
			if !slices.Contains(not, i) {
				return i
			}
		}
		return -1
	}
	id := func(i int) string { return players[i].ID }
	g := m.State()
	// Round 1: the table convicts the spy early.
	do(g.Draw(r))
	spy := g.RoundSpies()[0]
	accuser := other(g, spy)
	do(spyfall.Action{Op: spyfall.OpAccuse, Player: id(accuser), Target: id(spy), Elapsed: 4 * time.Minute})
	for i := range players {
		if i != spy {
			do(spyfall.Action{Op: spyfall.OpVote, Player: id(i), Yes: true})
		}
	}
	// Round 2: the spy stops the game and names the location.
	do(g.Draw(r))
	loc, _ := g.RoundLocation()
	do(spyfall.Action{Op: spyfall.OpAnnounce, Player: id(g.RoundSpies()[0]), Elapsed: 5*time.Minute + 20*time.Second})
	do(spyfall.Action{Op: spyfall.OpStop, Player: id(g.RoundSpies()[0]), Location: loc.ID})
	// Round 3: a failed accusation, then the stage.
	do(g.Draw(r))
	spy = g.RoundSpies()[0]
	innocent := other(g, spy)
	accuser = other(g, spy, innocent)
	do(spyfall.Action{Op: spyfall.OpAccuse, Player: id(accuser), Target: id(innocent), Elapsed: 3*time.Minute + 12*time.Second})
	do(spyfall.Action{Op: spyfall.OpVote, Player: id(spy), Yes: false})
	switch stage {
	case "guess":
		do(spyfall.Action{Op: spyfall.OpAnnounce, Player: id(spy), Elapsed: 4 * time.Minute})
	case "vote":
		do(spyfall.Action{Op: spyfall.OpTimeUp})
		v, _ := g.Vote()
		do(spyfall.Action{Op: spyfall.OpVote, Player: id(other(g, v.Suspect)), Yes: true})
	}
	return m, err
}
