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
		out[len(out)-1].add(&g, id)
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

// PoolGames is the fewest games a point of a win-rate chart stands on: a
// month of one game would otherwise read as a spike to 100 % or a fall to
// 0 %, which a table knows is not how the player did.
const PoolGames = 5

// MonthRate is a point of a win-rate chart: a month the player played in.
type MonthRate struct {
	// Start is the month's first moment.
	Start time.Time
	// Month is the month's own tally.
	Month Tally
	// Pooled is the tally the point's rate is read from: the month's
	// games and those of the months before it, newest back, until at
	// least PoolGames are counted or no month is left.
	Pooled Tally
}

// Rates returns, for each month of months with a game, its point of a
// win-rate chart (see MonthRate).
func Rates(months []MonthTally) []MonthRate {
	var out []MonthRate
	for i, m := range months {
		if m.Played == 0 {
			continue
		}
		pooled := Tally{}
		for j := i; j >= 0 && pooled.Played < PoolGames; j-- {
			pooled.Played += months[j].Played
			pooled.Wins += months[j].Wins
			pooled.HalfPoints += months[j].HalfPoints
		}
		out = append(out, MonthRate{Start: m.Start, Month: m.Tally, Pooled: pooled})
	}
	return out
}
