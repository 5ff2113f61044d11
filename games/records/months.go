package records

import (
	"cmp"
	"slices"
	"time"

	"tablecompanion/games/evening"
)

// MonthTally is a player's tally of one calendar month.
type MonthTally struct {
	// Start is the first moment of the month, in the games' time zone
	// (loc of Months).
	Start time.Time
	Tally
}

// Months returns the player's tally month by month, from the month of
// their first game in the period to the month of their last, months
// without a game included (Played 0), so that a chart of the win rate
// keeps the calendar's spacing. A month is told by when each game
// finished, in loc.
func Months(all []evening.Game, p Period, id string, loc *time.Location) []MonthTally {
	var out []MonthTally
	for _, g := range sortedGames(all) {
		if !p.Holds(g.Finished) || g.Players.Index(id) < 0 {
			continue
		}
		t := g.Finished.In(loc)
		start := time.Date(t.Year(), t.Month(), 1, 0, 0, 0, 0, loc)
		for len(out) == 0 || out[len(out)-1].Start.Before(start) {
			if len(out) == 0 {
				out = append(out, MonthTally{Start: start})
				break
			}
			out = append(out, MonthTally{Start: out[len(out)-1].Start.AddDate(0, 1, 0)})
		}
		out[len(out)-1].add(g, id)
	}
	return out
}

// sortedGames returns the games in the order they finished, two that
// finished at once by file, as the evenings order them.
func sortedGames(all []evening.Game) []evening.Game {
	sorted := slices.Clone(all)
	slices.SortFunc(sorted, func(a, b evening.Game) int {
		return cmp.Or(a.Finished.Compare(b.Finished), cmp.Compare(a.File, b.File))
	})
	return sorted
}
