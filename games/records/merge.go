package records

import (
	"slices"

	"tablecompanion/games"
	"tablecompanion/games/evening"
)

// Merge returns the games with every merged player's ID replaced by the
// ID the roster counts them under (roster.Roster.Merges: from → into),
// so that the same friend entered twice is one player in the records.
// The games themselves are not changed: each one that names a merged
// player is copied. A game that both IDs played, which a mistaken merge
// can bring about, keeps them apart, so that no ranking holds a player
// twice.
func Merge(all []evening.Game, into map[string]string) []evening.Game {
	if len(into) == 0 {
		return all
	}
	out := make([]evening.Game, len(all))
	for i, g := range all {
		out[i] = mergeGame(g, into)
	}
	return out
}

// mergeGame returns the game with its merged players' IDs replaced, or
// the game itself when it names none or names a player twice after it.
func mergeGame(g evening.Game, into map[string]string) evening.Game {
	touched := false
	seen := map[string]bool{}
	for _, p := range g.Players {
		id := p.ID
		if to, ok := into[id]; ok {
			touched, id = true, to
		}
		if seen[id] {
			return g
		}
		seen[id] = true
	}
	if !touched {
		return g
	}
	id := func(s string) string {
		if to, ok := into[s]; ok {
			return to
		}
		return s
	}
	g.Players = slices.Clone(g.Players)
	for i := range g.Players {
		g.Players[i].ID = id(g.Players[i].ID)
	}
	ranking := make(games.Ranking, len(g.Ranking))
	for k, place := range g.Ranking {
		ranking[k] = make([]string, len(place))
		for j, s := range place {
			ranking[k][j] = id(s)
		}
	}
	g.Ranking = ranking
	ids := func(list []string) []string {
		out := make([]string, len(list))
		for k, s := range list {
			out[k] = id(s)
		}
		return out
	}
	if g.SpyRounds != nil {
		rounds := slices.Clone(g.SpyRounds)
		for k := range rounds {
			rounds[k].Spies = ids(rounds[k].Spies)
			if rounds[k].CaughtBy != "" {
				rounds[k].CaughtBy = id(rounds[k].CaughtBy)
			}
		}
		g.SpyRounds = rounds
	}
	if g.Sides != nil {
		sides := slices.Clone(g.Sides)
		for k := range sides {
			sides[k].Players = ids(sides[k].Players)
		}
		g.Sides = sides
	}
	// Every other fact of a game is by seat, in the order of Players.
	return g
}
