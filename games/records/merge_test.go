package records_test

import (
	"reflect"
	"testing"
	"time"

	"tablecompanion/games"
	"tablecompanion/games/evening"
	"tablecompanion/games/facts"
	"tablecompanion/games/kinds"
	"tablecompanion/games/records"
)

// TestAMergedPlayerCountsAsOne merges Dan (d) into Cat (c): in the
// history Dan played g2, g3 and g4, Cat g1, g2 and g3. g4 joins Cat's
// games; g2 and g3, which both played, keep them apart.
func TestAMergedPlayerCountsAsOne(t *testing.T) {
	all := history()
	kept := history()
	merged := records.Merge(all, map[string]string{"d": "c"})
	if !reflect.DeepEqual(all, kept) {
		t.Fatal("Merge changed the games it was given")
	}
	r := records.Build(merged, records.AllTime())
	if _, ok := r.Player("d"); !ok {
		// Dan still has g2 and g3, played beside Cat.
		t.Fatal("Dan's games beside Cat were lost")
	}
	c, _ := r.Player("c")
	d, _ := r.Player("d")
	// Cat: g1 (3rd of 3, 0 half points), g2 (2nd shared, 3), g3 (won, 5),
	// and Dan's g4 (2nd of 3, 2 half points): 4 games, 1 win, 10 half
	// points. Dan keeps g2 (0) and g3 (1).
	if c.Played != 4 || c.Wins != 1 || c.HalfPoints != 10 {
		t.Fatalf("Cat after the merge: %d played, %d won, %d half points; want 4, 1, 10", c.Played, c.Wins, c.HalfPoints)
	}
	if d.Played != 2 || d.Wins != 0 || d.HalfPoints != 1 {
		t.Fatalf("Dan after the merge: %d played, %d won, %d half points; want 2, 0, 1", d.Played, d.Wins, d.HalfPoints)
	}
	// Ann and Cat: g1 Ann ahead (1st and 3rd), g2 and g3 tied, g4 Ann
	// ahead and next to Cat (1st and 2nd).
	if p, _ := r.Pair("a", "c"); p != (records.Pair{A: "a", B: "c", Together: 4, AAhead: 2, Adjacent: 1}) {
		t.Fatalf("Ann and Cat after the merge: %+v; want 4 together, Ann ahead in 2, next to each other in 1", p)
	}
}

// TestMergeMapsTheSpies: the spies of a round follow the merge too.
func TestMergeMapsTheSpies(t *testing.T) {
	g := evening.Game{
		File:     "s",
		Kind:     "spyfall",
		Finished: time.Date(2026, 11, 1, 20, 0, 0, 0, time.UTC),
		Played:   facts.Played{Players: games.Seats{{ID: "x", Name: "Olya"}, {ID: "b", Name: "Ben"}}, Ranking: games.Ranking{{"x"}, {"b"}}, Scores: []int{4, 1}, SpyRounds: []kinds.SpyRound{{Spies: []string{"x"}, Won: true}, {Spies: []string{"b"}, CaughtBy: "x", CaughtAt: 95 * time.Second}}},
	}
	r := records.Build(records.Merge([]evening.Game{g}, map[string]string{"x": "a"}), records.AllTime())
	a, ok := r.Player("a")
	if !ok || a.Spy.Rounds != 1 || a.Spy.Won != 1 || a.Wins != 1 {
		t.Fatalf("Olya's win as a spy is not Ann's after the merge: %+v", a)
	}
	if _, ok := r.Player("x"); ok {
		t.Fatal("the merged ID still has a record")
	}
	if got := records.Merge([]evening.Game{g}, map[string]string{"x": "a"})[0].SpyRounds[1].CaughtBy; got != "a" {
		t.Fatalf("Olya's catch of a spy is %q's after the merge", got)
	}
	d := evening.Game{
		File:     "d",
		Kind:     "decrypto",
		Finished: g.Finished,
		Played:   facts.Played{Players: g.Players, Ranking: games.Ranking{{"x", "b"}}, Sides: []kinds.Side{{Players: []string{"x", "b"}, Interceptions: 2}}},
	}
	if got := records.Merge([]evening.Game{d}, map[string]string{"x": "a"})[0].Sides[0].Players; got[0] != "a" || got[1] != "b" || d.Sides[0].Players[0] != "x" {
		t.Fatalf("the side's players after the merge: %v (the game's own: %v)", got, d.Sides[0].Players)
	}
	if records.Merge([]evening.Game{g}, nil)[0].Players[0].ID != "x" {
		t.Fatal("no merges changed a game")
	}
}

// TestMonths: Ann played g1 (30 Oct, won), g2 (2 Nov, 2nd), g3 (2 Nov,
// won), g4 (9 Nov, won) and g5 (1 Dec, shared win): October 1 of 1,
// November 2 of 3, December 1 of 1. Dan in November: g2, g3 and g4, no
// win, 0 + 1 + 2 half points.
func TestMonths(t *testing.T) {
	got := records.Months(history(), records.AllTime(), "a", time.UTC)
	type m struct {
		month        time.Month
		played, wins int
	}
	want := []m{{time.October, 1, 1}, {time.November, 3, 2}, {time.December, 1, 1}}
	if len(got) != len(want) {
		t.Fatalf("%d months, want %d: %+v", len(got), len(want), got)
	}
	for i, w := range want {
		if got[i].Start.Month() != w.month || got[i].Start.Day() != 1 || got[i].Played != w.played || got[i].Wins != w.wins {
			t.Fatalf("month %d: %+v, want %+v", i, got[i], w)
		}
	}
	// A month without a game between two keeps its place: Ben in
	// October and December only, when November's games are left out.
	var sparse []evening.Game
	for _, g := range history() {
		if g.Finished.Month() != time.November {
			sparse = append(sparse, g)
		}
	}
	b := records.Months(sparse, records.AllTime(), "b", time.UTC)
	if len(b) != 3 || b[1].Played != 0 || b[1].Start.Month() != time.November {
		t.Fatalf("Ben's months without November's games: %+v", b)
	}
	if d := records.Months(history(), records.Month(day(time.November, 15)), "d", time.UTC); len(d) != 1 || d[0].Played != 3 || d[0].Wins != 0 || d[0].HalfPoints != 3 {
		t.Fatalf("Dan's November: %+v", d)
	}
}

// TestRates pools a month of few games with the months before it, so that
// one game is no spike. Months (played, won): Jan 4 of 6, Feb none, Mar 1
// of 1, Apr 0 of 2, May 3 of 5.
//
//	Jan: 6 games, enough alone: 4/6.
//	Mar: 1 game, with Feb's none and Jan's 6: 7 games, 5 won.
//	Apr: 2 games, with Mar 1: 3, with Feb: 3, with Jan: 9 games, 5 won.
//	May: 5 games, enough alone: 3/5.
//
// Feb has no point: nobody can read a rate of no games.
func TestRates(t *testing.T) {
	month := func(m time.Month, played, wins int) records.MonthTally {
		return records.MonthTally{Start: time.Date(2026, m, 1, 0, 0, 0, 0, time.UTC), Tally: records.Tally{Played: played, Wins: wins}}
	}
	got := records.Rates([]records.MonthTally{month(time.January, 6, 4), month(time.February, 0, 0),
		month(time.March, 1, 1), month(time.April, 2, 0), month(time.May, 5, 3)})
	type point struct {
		month                      time.Month
		played, pooled, pooledWins int
	}
	want := []point{{time.January, 6, 6, 4}, {time.March, 1, 7, 5}, {time.April, 2, 9, 5}, {time.May, 5, 5, 3}}
	if len(got) != len(want) {
		t.Fatalf("%d points, want %d: %+v", len(got), len(want), got)
	}
	for i, w := range want {
		g := got[i]
		if g.Start.Month() != w.month || g.Month.Played != w.played || g.Pooled.Played != w.pooled || g.Pooled.Wins != w.pooledWins {
			t.Errorf("point %d: %+v, want %+v", i, g, w)
		}
	}
	// A first month of one game has nothing before it: 1 of 1.
	if one := records.Rates([]records.MonthTally{month(time.June, 1, 1)}); len(one) != 1 || one[0].Pooled.Played != 1 || one[0].Pooled.WinRate() != 1 {
		t.Errorf("a lone month %+v", one)
	}
}
