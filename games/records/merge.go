package records

import (
	"slices"

	"tablecompanion/games"
	"tablecompanion/games/evening"
	"tablecompanion/games/kinds"
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
	if g.SpyRounds != nil {
		rounds := make([]kinds.SpyRound, len(g.SpyRounds))
		for k, r := range g.SpyRounds {
			rounds[k] = kinds.SpyRound{Won: r.Won}
			for _, s := range r.Spies {
				rounds[k].Spies = append(rounds[k].Spies, id(s))
			}
		}
		g.SpyRounds = rounds
	}
	return g
}
