package records

import (
	"cmp"
	"slices"

	"tablecompanion/games/kinds"
)

// compareCatches compares a game's catches with the best so far by the
// Counter rule: above 0 when c is better, 0 when level.
func compareCatches(c, best kinds.Catches) int {
	return cmp.Or(cmp.Compare(c.Right, best.Right), cmp.Compare(best.Wrong, c.Wrong))
}

// claim puts the players of ids forward for a record that holders hold,
// as the record counts them in the order the games finished: c compares
// their result with the record's, above 0 when better, 0 when level. The
// first claim, or a better result, makes ids the holders and returns true
// for the caller to keep the result and where it was made; a level one
// adds those of ids who do not hold it yet, so a tie names every holder.
func claim(holders *[]string, c int, ids ...string) bool {
	if len(*holders) == 0 || c > 0 {
		*holders = slices.Clone(ids)
		return true
	}
	if c == 0 {
		for _, id := range ids {
			if !slices.Contains(*holders, id) {
				*holders = append(*holders, id)
			}
		}
	}
	return false
}
