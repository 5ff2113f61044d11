package records_test

import (
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"tablecompanion/games"
	"tablecompanion/games/evening"
	"tablecompanion/games/kinds"
	"tablecompanion/games/records"
)

// fiveYears is about five years of a weekly table: 2,000 finished games of
// every kind, 4 to 8 of 20 players each, with scores, spies and reactions
// where the kind has them.
func fiveYears() []evening.Game {
	r := rand.New(rand.NewPCG(1, 2))
	var roster games.Seats
	for i := range 20 {
		roster = append(roster, games.Player{ID: fmt.Sprintf("p%02d", i), Name: fmt.Sprintf("Player %d", i)})
	}
	all := kinds.All()
	start := time.Date(2021, time.January, 1, 19, 0, 0, 0, time.UTC)
	var out []evening.Game
	for i := range 2000 {
		k := all[i%len(all)]
		n := 4 + r.IntN(5)
		perm := r.Perm(len(roster))[:n]
		var seats games.Seats
		scores := make([]int, n)
		reactions := make([]time.Duration, n)
		for j, p := range perm {
			seats = append(seats, roster[p])
			scores[j] = r.IntN(40)
			reactions[j] = time.Duration(150+r.IntN(600)) * time.Millisecond
		}
		g := evening.Game{File: fmt.Sprintf("games/%04d.json", i), Kind: k.Name, Finished: start.Add(time.Duration(i) * 22 * time.Hour),
			Players: seats, Ranking: games.RankBy(seats, scores), Scores: scores}
		switch k.Name {
		case "keepwatch":
			g.Reactions = reactions
		case "spyfall":
			for range 5 {
				g.SpyRounds = append(g.SpyRounds, kinds.SpyRound{Spies: []string{seats[r.IntN(n)].ID}, Won: r.IntN(2) == 0})
			}
		}
		out = append(out, g)
	}
	return out
}

// BenchmarkBuild times every record and profile of five years, all time
// and one year.
func BenchmarkBuild(b *testing.B) {
	all := fiveYears()
	for _, c := range []struct {
		name string
		p    records.Period
	}{{"all time", records.AllTime()}, {"a year", records.Year(time.Date(2023, time.June, 1, 0, 0, 0, 0, time.UTC))}} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				records.Build(all, c.p)
			}
		})
	}
}
