// Package recordstest makes the history the records' benchmarks run on,
// for the records package and for the screens that show them.
package recordstest

import (
	"fmt"
	"math/rand/v2"
	"time"

	"tablecompanion/games"
	"tablecompanion/games/evening"
	"tablecompanion/games/facts"
	"tablecompanion/games/kinds"
)

// FiveYears is about five years of a weekly table: 2,000 finished games of
// every kind, 4 to 8 of 20 players each, with the facts each kind keeps:
// scores; Keep Watch's fastest and every reaction (35 − n challenges, each
// player pressing in nine of ten, 150 to 1,500 ms); Spyfall's five rounds,
// a spy caught by an early vote in one of three, 20 s to 8 min into the
// round; Decrypto's two teams, 0 to 2 interceptions each; Dixit's
// storytellers, 35 − n rounds told in turn, two in three scoring;
// Carnival's catches, 0 to 4 of each player's cards spent, half of them
// right.
func FiveYears() []evening.Game { return Weekly(2000) }

// Weekly is n games of the table of FiveYears, one every 22 hours: 10,000
// of them are a big table's quarter of a century, the records' test of
// scale.
func Weekly(n int) []evening.Game {
	r := rand.New(rand.NewPCG(1, 2))
	var roster games.Seats
	for i := range 20 {
		roster = append(roster, games.Player{ID: fmt.Sprintf("p%02d", i), Name: fmt.Sprintf("Player %d", i)})
	}
	all := kinds.All()
	start := time.Date(2021, time.January, 1, 19, 0, 0, 0, time.UTC)
	var out []evening.Game
	for i := range n {
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
		g := evening.Game{
			File:     fmt.Sprintf("games/%04d.json", i),
			Kind:     k.Name,
			Finished: start.Add(time.Duration(i) * 22 * time.Hour),
			Played:   facts.Played{Players: seats, Ranking: games.RankBy(seats, scores), Scores: scores},
		}
		switch k.Name {
		case "keepwatch":
			g.Reactions = reactions
			g.ReactionMs = make([][]int, n)
			for range 35 - n {
				for j := range n {
					if r.IntN(10) < 9 {
						g.ReactionMs[j] = append(g.ReactionMs[j], 150+r.IntN(1350))
					}
				}
			}
		case "spyfall":
			for range 5 {
				round := kinds.SpyRound{Spies: []string{seats[r.IntN(n)].ID}, Won: r.IntN(2) == 0}
				if !round.Won && r.IntN(3) == 0 {
					round.CaughtBy, round.CaughtAt = seats[r.IntN(n)].ID, time.Duration(20+r.IntN(460))*time.Second
				}
				g.SpyRounds = append(g.SpyRounds, round)
			}
		case "decrypto":
			half := n / 2
			for _, team := range []games.Seats{seats[:half], seats[half:]} {
				side := kinds.Side{Interceptions: r.IntN(3)}
				for _, p := range team {
					side.Players = append(side.Players, p.ID)
				}
				g.Sides = append(g.Sides, side)
			}
		case "dixit":
			g.Stories = make([]kinds.Stories, n)
			for k := range 35 - n {
				g.Stories[k%n].Told++
				if r.IntN(3) < 2 {
					g.Stories[k%n].Scored++
				}
			}
		case "carnival":
			for range n {
				spent := r.IntN(5)
				right := r.IntN(spent + 1)
				g.Catches = append(g.Catches, kinds.Catches{Right: right, Wrong: spent - right})
			}
		}
		out = append(out, g)
	}
	return out
}
