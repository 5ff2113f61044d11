package records_test

import (
	"fmt"
	"reflect"
	"slices"
	"testing"
	"time"

	"tablecompanion/games"
	"tablecompanion/games/evening"
	"tablecompanion/games/facts"
	"tablecompanion/games/kinds"
	"tablecompanion/games/records"
)

// The table: Ann, Ben (Benny from the fourth game on), Cat and Dan.
var (
	ann   = games.Player{ID: "a", Name: "Ann", Color: "red"}
	ben   = games.Player{ID: "b", Name: "Ben", Color: "blue"}
	benny = games.Player{ID: "b", Name: "Benny", Color: "blue"}
	cat   = games.Player{ID: "c", Name: "Cat", Color: "green"}
	dan   = games.Player{ID: "d", Name: "Dan", Color: "yellow"}
)

// day returns 20:00 UTC on the day of 2026.
func day(month time.Month, d int) time.Time {
	return time.Date(2026, month, d, 20, 0, 0, 0, time.UTC)
}

func game(file, kind string, finished time.Time, players games.Seats, ranking games.Ranking) evening.Game {
	return evening.Game{File: file, Kind: kind, Finished: finished, Played: facts.Played{Players: players, Ranking: ranking}}
}

// history is five games, in the order they finished:
//
//	g1 dixit     30 Oct  Ann, Ben, Cat       Ann 1st, Ben 2nd, Cat 3rd
//	g2 spyfall    2 Nov  Ann, Ben, Cat, Dan  Ben 1st, Ann and Cat tied 2nd, Dan 4th
//	g3 decrypto   2 Nov  Ann, Ben, Cat, Dan  team Ann and Cat 1st, team Ben and Dan 2nd
//	g4 dixit      9 Nov  Ann, Benny, Dan     Ann 1st, Dan 2nd, Benny 3rd
//	g5 keepwatch  1 Dec  Ann, Benny          Ann and Benny share the win
//
// Half points (2n − first − last of the places covered): g1 Ann 4, Ben 2,
// Cat 0; g2 Ben 8−1−1 = 6, Ann and Cat 8−2−3 = 3, Dan 0; g3 Ann and Cat
// 8−1−2 = 5, Ben and Dan 8−3−4 = 1; g4 Ann 4, Dan 2, Benny 0; g5 Ann and
// Benny 4−1−2 = 1.
func history() []evening.Game {
	g3 := game("g3", "decrypto", day(time.November, 2).Add(time.Hour), games.Seats{ann, ben, cat, dan}, games.Ranking{{"a", "c"}, {"b", "d"}})
	g3.Sides = []kinds.Side{{Players: []string{"a", "c"}}, {Players: []string{"b", "d"}}}
	return []evening.Game{
		// Out of order on purpose: Build sorts them by when they finished.
		game("g4", "dixit", day(time.November, 9), games.Seats{ann, benny, dan}, games.Ranking{{"a"}, {"d"}, {"b"}}),
		game("g1", "dixit", day(time.October, 30), games.Seats{ann, ben, cat}, games.Ranking{{"a"}, {"b"}, {"c"}}),
		g3,
		game("g5", "keepwatch", day(time.December, 1), games.Seats{ann, benny}, games.Ranking{{"a", "b"}}),
		game("g2", "spyfall", day(time.November, 2), games.Seats{ann, ben, cat, dan}, games.Ranking{{"b"}, {"a", "c"}, {"d"}}),
	}
}

// line is the part of a player's record a case checks.
type line struct {
	Player                 games.Player
	Played, Wins, Half     int
	Longest, Streak        int
	Rival                  string
	RivalGames             int
	Nemesis                string
	NemesisWins, Losses    int
	Kinds                  []records.KindTally
	WinRate, AveragePoints float64
}

func lineOf(p records.Player) line {
	return line{p.Player, p.Played, p.Wins, p.HalfPoints, p.LongestStreak, p.Streak,
		p.Rival, p.RivalGames, p.Nemesis, p.NemesisWins, p.NemesisLosses, p.Kinds, p.WinRate(), p.AveragePoints()}
}

func kt(kind string, played, wins, half int) records.KindTally {
	return records.KindTally{Kind: kind, Tally: records.Tally{Played: played, Wins: wins, HalfPoints: half}}
}

// TestPlayers checks every player's numbers for all time and for November,
// each computed by hand from history's table.
func TestPlayers(t *testing.T) {
	cases := []struct {
		name   string
		period records.Period
		games  int
		kinds  []records.Kind
		lines  []line
	}{{
		// All five games. Ann plays all five and wins g1, g3, g4 and g5
		// (W L W W W): 4 wins, rate 4/5, half points 4+3+5+4+1 = 17, so
		// 17/2/5 = 1.7 points a game, longest streak 3 and running 3.
		// Ben: L W L L W, 2 wins of 5, 2+6+1+0+1 = 10 half points, 1.0 a
		// game, streak 1 and running 1. Cat: g1, g2, g3, L L W, 1 win,
		// 0+3+5 = 8, 8/2/3. Dan: g2, g3, g4, no win, 0+1+2 = 3, 3/2/3.
		//
		// Rivals (places next to each other, ties not, and not g3, where
		// everyone played in a team): Ann–Ben adjacent in g1, g2 (not g4:
		// Dan between; not g5: tied) = 2, Ann–Dan in g2, g4 = 2, Ann–Cat
		// never; Ben–Cat in g1, g2 = 2, Ben–Dan in g4 = 1; Cat–Dan in g2
		// = 1. Ann: Ben and Dan level on 2, Ben played 5 with her, Dan 3:
		// Ben. Ben: Ann and Cat level on 2, Ann 5 games together, Cat 3:
		// Ann. Cat: Ben 2. Dan: Ann 2.
		//
		// Nemeses (ahead less behind): Ann is ahead of Ben 3 (g1, g3, g4)
		// to 1 (g2), of Cat 1 to 0, of Dan 3 to 0: she leads everyone and
		// has none. Of Ben: Ann +2 (3 to 1), Cat 1 to Ben's 2, Dan 1 to 1:
		// Ann, 3 to 1. Of Cat: Ann 1 to 0 and Ben 2 to 1, both +1; Ben
		// finished ahead more often: Ben, 2 to 1. Of Dan: Ann 3 to 0, Ben
		// 1 to 1, Cat 2 to 0: Ann, 3 to 0.
		name: "all time", period: records.AllTime(), games: 5,
		kinds: []records.Kind{{Kind: "keepwatch", Played: 1}, {Kind: "spyfall", Played: 1}, {Kind: "decrypto", Played: 1}, {Kind: "dixit", Played: 2}},
		lines: []line{
			{ann, 5, 4, 17, 3, 3, "b", 2, "", 0, 0,
				[]records.KindTally{kt("keepwatch", 1, 1, 1), kt("spyfall", 1, 0, 3), kt("decrypto", 1, 1, 5), kt("dixit", 2, 2, 8)}, 0.8, 1.7},
			{benny, 5, 2, 10, 1, 1, "a", 2, "a", 3, 1,
				[]records.KindTally{kt("keepwatch", 1, 1, 1), kt("spyfall", 1, 1, 6), kt("decrypto", 1, 0, 1), kt("dixit", 2, 0, 2)}, 0.4, 1},
			{cat, 3, 1, 8, 1, 1, "b", 2, "b", 2, 1,
				[]records.KindTally{kt("spyfall", 1, 0, 3), kt("decrypto", 1, 1, 5), kt("dixit", 1, 0, 0)}, 1.0 / 3, 8.0 / 6},
			{dan, 3, 0, 3, 0, 0, "a", 2, "a", 3, 0,
				[]records.KindTally{kt("spyfall", 1, 0, 0), kt("decrypto", 1, 0, 1), kt("dixit", 1, 0, 2)}, 0, 0.5},
		},
	}, {
		// November: g2, g3, g4. Ann L W W: 2 wins of 3, 3+5+4 = 12, 2.0 a
		// game, streak 2 running 2. Ben W L L: 1 of 3, 6+1+0 = 7, streak
		// 1 running 0. Cat L W: 1 of 2, 3+5 = 8, 2.0 a game. Dan: 0 of 3,
		// 0+1+2 = 3. Ben is before Cat: both won once, Ben played more.
		//
		// Adjacent (g3 a game of teams): Ann–Ben g2 = 1; Ann–Dan g2, g4 =
		// 2; Ben–Cat g2 = 1; Ben–Dan g4 = 1; Cat–Dan g2 = 1; Ann–Cat 0.
		// Ann: Dan, 2. Ben: Ann, Cat and Dan level on 1, Ann and Dan
		// played 3 with him, Cat 2: the smaller ID, Ann. Cat: Ben and Dan
		// level on 1 and on 2 games together: Ben. Dan: Ann, 2.
		//
		// Ahead less behind: Ann leads Ben 2 (g3, g4) to 1 (g2), is level
		// with Cat 0 to 0, leads Dan 3 to 0: none. Ben: Ann 2 to 1, Cat 1
		// to 1, Dan 1 to 1: Ann, 2 to 1. Cat: Ann 0 to 0, Ben 1 to 1,
		// leads Dan 2 to 0: none. Dan: Ann 3 to 0: Ann.
		name: "November", period: records.Month(time.Date(2026, time.November, 15, 0, 0, 0, 0, time.UTC)), games: 3,
		kinds: []records.Kind{{Kind: "spyfall", Played: 1}, {Kind: "decrypto", Played: 1}, {Kind: "dixit", Played: 1}},
		lines: []line{
			{ann, 3, 2, 12, 2, 2, "d", 2, "", 0, 0,
				[]records.KindTally{kt("spyfall", 1, 0, 3), kt("decrypto", 1, 1, 5), kt("dixit", 1, 1, 4)}, 2.0 / 3, 2},
			{benny, 3, 1, 7, 1, 0, "a", 1, "a", 2, 1,
				[]records.KindTally{kt("spyfall", 1, 1, 6), kt("decrypto", 1, 0, 1), kt("dixit", 1, 0, 0)}, 1.0 / 3, 7.0 / 6},
			{cat, 2, 1, 8, 1, 1, "b", 1, "", 0, 0,
				[]records.KindTally{kt("spyfall", 1, 0, 3), kt("decrypto", 1, 1, 5)}, 0.5, 2},
			{dan, 3, 0, 3, 0, 0, "a", 2, "a", 3, 0,
				[]records.KindTally{kt("spyfall", 1, 0, 0), kt("decrypto", 1, 0, 1), kt("dixit", 1, 0, 2)}, 0, 0.5},
		},
	}, {
		// The year 2026 holds all five games, as all time does.
		name: "2026", period: records.Year(day(time.March, 1)), games: 5,
		kinds: []records.Kind{{Kind: "keepwatch", Played: 1}, {Kind: "spyfall", Played: 1}, {Kind: "decrypto", Played: 1}, {Kind: "dixit", Played: 2}},
		lines: []line{
			{ann, 5, 4, 17, 3, 3, "b", 2, "", 0, 0,
				[]records.KindTally{kt("keepwatch", 1, 1, 1), kt("spyfall", 1, 0, 3), kt("decrypto", 1, 1, 5), kt("dixit", 2, 2, 8)}, 0.8, 1.7},
			{benny, 5, 2, 10, 1, 1, "a", 2, "a", 3, 1,
				[]records.KindTally{kt("keepwatch", 1, 1, 1), kt("spyfall", 1, 1, 6), kt("decrypto", 1, 0, 1), kt("dixit", 2, 0, 2)}, 0.4, 1},
			{cat, 3, 1, 8, 1, 1, "b", 2, "b", 2, 1,
				[]records.KindTally{kt("spyfall", 1, 0, 3), kt("decrypto", 1, 1, 5), kt("dixit", 1, 0, 0)}, 1.0 / 3, 8.0 / 6},
			{dan, 3, 0, 3, 0, 0, "a", 2, "a", 3, 0,
				[]records.KindTally{kt("spyfall", 1, 0, 0), kt("decrypto", 1, 0, 1), kt("dixit", 1, 0, 2)}, 0, 0.5},
		},
	}, {
		// December holds g5 alone, finished on its first day: Ann and
		// Benny share the win, 1 half point each, and finish together,
		// so neither has a rival nor a nemesis.
		name: "December", period: records.Month(day(time.December, 31)), games: 1,
		kinds: []records.Kind{{Kind: "keepwatch", Played: 1}},
		lines: []line{
			{ann, 1, 1, 1, 1, 1, "", 0, "", 0, 0, []records.KindTally{kt("keepwatch", 1, 1, 1)}, 1, 0.5},
			{benny, 1, 1, 1, 1, 1, "", 0, "", 0, 0, []records.KindTally{kt("keepwatch", 1, 1, 1)}, 1, 0.5},
		},
	}, {
		name: "2027", period: records.Year(time.Date(2027, time.June, 1, 0, 0, 0, 0, time.UTC)),
	}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := records.Build(history(), c.period)
			if r.Games != c.games {
				t.Errorf("games %d, want %d", r.Games, c.games)
			}
			if !reflect.DeepEqual(r.Kinds, c.kinds) {
				t.Errorf("kinds %v, want %v", r.Kinds, c.kinds)
			}
			var got []line
			for _, p := range r.Players {
				got = append(got, lineOf(p))
			}
			if !reflect.DeepEqual(got, c.lines) {
				t.Errorf("players\n%+v\nwant\n%+v", got, c.lines)
			}
		})
	}
}

// TestHeadToHead checks every pair of all time, by hand from history's
// table.
func TestHeadToHead(t *testing.T) {
	// g3 is a game of two teams: its places count ahead and behind, never
	// next to each other.
	// Ann–Ben: together in all 5; Ann ahead in g1, g3, g4, Ben in g2, tied
	// in g5; next to each other in g1, g2.
	// Ann–Cat: g1, g2, g3; Ann ahead in g1 (Ben between: not adjacent),
	// tied in g2 and g3.
	// Ann–Dan: g2, g3, g4; Ann ahead in all three, adjacent in g2, g4.
	// Ben–Cat: g1, g2, g3; Ben ahead in g1, g2, Cat in g3; adjacent in g1,
	// g2.
	// Ben–Dan: g2, g3, g4; Ben ahead in g2 (two places apart), tied in
	// g3, Dan ahead and adjacent in g4.
	// Cat–Dan: g2, g3; Cat ahead in both, adjacent in g2.
	want := []records.Pair{
		{A: "a", B: "b", Together: 5, AAhead: 3, BAhead: 1, Adjacent: 2},
		{A: "a", B: "c", Together: 3, AAhead: 1, BAhead: 0, Adjacent: 0},
		{A: "a", B: "d", Together: 3, AAhead: 3, BAhead: 0, Adjacent: 2},
		{A: "b", B: "c", Together: 3, AAhead: 2, BAhead: 1, Adjacent: 2},
		{A: "b", B: "d", Together: 3, AAhead: 1, BAhead: 1, Adjacent: 1},
		{A: "c", B: "d", Together: 2, AAhead: 2, BAhead: 0, Adjacent: 1},
	}
	r := records.Build(history(), records.AllTime())
	if !reflect.DeepEqual(r.Pairs, want) {
		t.Fatalf("pairs\n%+v\nwant\n%+v", r.Pairs, want)
	}
	p, ok := r.Pair("d", "b")
	if !ok || p != want[4] || p.Ahead("d") != 1 || p.Ahead("b") != 1 || p.Other("d") != "b" {
		t.Errorf("Pair(d, b) = %+v, %v", p, ok)
	}
	if _, ok := records.Build(history(), records.Month(day(time.December, 1))).Pair("a", "c"); ok {
		t.Error("Ann and Cat did not play together in December")
	}
	if pl, ok := r.Player("c"); !ok || pl.Player != cat {
		t.Errorf("Player(c) = %+v, %v", pl.Player, ok)
	}
}

// TestTies checks how the rival and the nemesis are chosen among players
// level on the count.
func TestTies(t *testing.T) {
	x := games.Player{ID: "x", Name: "Xan"}
	y := games.Player{ID: "y", Name: "Yan"}
	z := games.Player{ID: "z", Name: "Zan"}
	w := games.Player{ID: "w", Name: "Wan"}
	two := func(file string, d int, first, second games.Player) evening.Game {
		return game(file, "dixit", day(time.May, d), games.Seats{first, second}, games.Ranking{{first.ID}, {second.ID}})
	}
	cases := []struct {
		name           string
		games          []evening.Game
		rival          string
		rivalGames     int
		nemesis        string
		nemesisWins    int
		nemesisOfOther string
	}{{
		// Yan and Zan each beat Xan twice and sit next to Xan twice; Xan
		// beat Yan once. Rival: Yan and Zan level on 2 next to Xan, Yan
		// played 3 games with Xan, Zan 2: Yan. Nemesis: Yan +1 (2 to 1),
		// Zan +2 (2 to 0): Zan.
		name: "one-sided",
		games: []evening.Game{two("1", 1, y, x), two("2", 2, y, x), two("3", 3, x, y),
			two("4", 4, z, x), two("5", 5, z, x)},
		rival: "y", rivalGames: 3, nemesis: "z", nemesisWins: 2,
	}, {
		// Wan and Zan each beat Xan once in one game each: level on
		// everything, the smaller ID wins both: Wan.
		name:  "by ID",
		games: []evening.Game{two("1", 1, z, x), two("2", 2, w, x)},
		rival: "w", rivalGames: 1, nemesis: "w", nemesisWins: 1,
	}, {
		// Three in one game, Wan, Xan and Yan tied first, Zan last: Zan
		// is next to all three and ahead of none; for Xan, Zan is the
		// only one adjacent, and nobody finished ahead.
		name:  "tied first",
		games: []evening.Game{game("1", "spyfall", day(time.May, 1), games.Seats{w, x, y, z}, games.Ranking{{"w", "x", "y"}, {"z"}})},
		rival: "z", rivalGames: 1, nemesis: "", nemesisWins: 0,
	}, {
		// The table: Ben finished ahead of Xan twice, Xan ahead of
		// Ben four times. Raw losses would name Ben; the balance leads him
		// by 2, so Xan has no nemesis.
		name: "leads everyone",
		games: []evening.Game{two("1", 1, y, x), two("2", 2, y, x), two("3", 3, x, y), two("4", 4, x, y),
			two("5", 5, x, y), two("6", 6, x, y)},
		rival: "y", rivalGames: 6, nemesis: "", nemesisWins: 0,
	}, {
		// Yan beats Xan 3 to 2, Zan beats Xan 1 to 0, both +1: Yan, who
		// finished ahead more often. One game ended early counts as any.
		name: "level balance",
		games: func() []evening.Game {
			early := two("6", 6, z, x)
			early.EndedEarly = true
			return []evening.Game{two("1", 1, y, x), two("2", 2, y, x), two("3", 3, y, x), two("4", 4, x, y),
				two("5", 5, x, y), early}
		}(),
		rival: "y", rivalGames: 5, nemesis: "y", nemesisWins: 3,
	}, {
		// A 2-against-2 Decrypto of Xan and Wan against Yan and Zan, and a
		// Dixit where Zan beat Xan: team games never make a rival, so the
		// rival is Zan from the Dixit, not Yan or Zan level on 2.
		name: "teams",
		games: func() []evening.Game {
			d := game("1", "decrypto", day(time.May, 1), games.Seats{x, y, w, z}, games.Ranking{{"y", "z"}, {"x", "w"}})
			d.Sides = []kinds.Side{{Players: []string{"x", "w"}}, {Players: []string{"y", "z"}}}
			return []evening.Game{d, two("2", 2, z, x)}
		}(),
		rival: "z", rivalGames: 1, nemesis: "z", nemesisWins: 2,
	}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, ok := records.Build(c.games, records.AllTime()).Player("x")
			if !ok {
				t.Fatal("no record of Xan")
			}
			if p.Rival != c.rival || p.RivalGames != c.rivalGames || p.Nemesis != c.nemesis || p.NemesisWins != c.nemesisWins {
				t.Errorf("rival %q %d, nemesis %q %d; want %q %d, %q %d", p.Rival, p.RivalGames, p.Nemesis, p.NemesisWins,
					c.rival, c.rivalGames, c.nemesis, c.nemesisWins)
			}
		})
	}
}

// TestStreaksAndLastResults plays Ann against Ben in twelve Dixit games,
// Ann's results W W L W W W W L W L L W, with a game of Ben and Cat between
// Ann's fifth and sixth that Ann sits out.
func TestStreaksAndLastResults(t *testing.T) {
	pattern := "WWLWWWWLWLLW"
	var all []evening.Game
	for i, c := range pattern {
		ranking := games.Ranking{{"a"}, {"b"}}
		if c == 'L' {
			ranking = games.Ranking{{"b"}, {"a"}}
		}
		all = append(all, game(fmt.Sprintf("g%02d", i+1), "dixit", day(time.May, i+1), games.Seats{ann, ben}, ranking))
	}
	all = append(all, game("sat-out", "dixit", day(time.May, 5).Add(time.Hour), games.Seats{ben, cat}, games.Ranking{{"c"}, {"b"}}))
	r := records.Build(all, records.AllTime())

	// Ann: the longest run is games 4 to 7, unbroken by the game she sat
	// out; her newest game, the 12th, is a win after two losses: 1.
	a, _ := r.Player("a")
	if a.Played != 12 || a.Wins != 8 || a.LongestStreak != 4 || a.Streak != 1 {
		t.Errorf("Ann played %d won %d, streaks %d and %d; want 12, 8, 4, 1", a.Played, a.Wins, a.LongestStreak, a.Streak)
	}
	// Ben's wins are games 3, 8, 10, 11, and he lost to Cat between
	// games 5 and 6: longest 2 (10, 11), running 0 (he lost the 12th).
	b, _ := r.Player("b")
	if b.Played != 13 || b.Wins != 4 || b.LongestStreak != 2 || b.Streak != 0 {
		t.Errorf("Ben played %d won %d, streaks %d and %d; want 13, 4, 2, 0", b.Played, b.Wins, b.LongestStreak, b.Streak)
	}

	// Ann's last ten, newest first: games 12 down to 3, W L L W L W W W W L;
	// a win of two gives 2 half points and place 1, a loss 0 and place 2.
	var got []string
	for _, res := range a.Last {
		if res.Kind != "dixit" || res.Players != 2 || res.Won != (res.Place == 1) || res.HalfPoints != 2*(2-res.Place) {
			t.Errorf("result %+v", res)
		}
		got = append(got, fmt.Sprintf("%s %s %d", res.File, map[bool]string{true: "W", false: "L"}[res.Won], res.Finished.Day()))
	}
	want := []string{"g12 W 12", "g11 L 11", "g10 L 10", "g09 W 9", "g08 L 8", "g07 W 7", "g06 W 6", "g05 W 5", "g04 W 4", "g03 L 3"}
	if !slices.Equal(got, want) {
		t.Errorf("last results\n%v\nwant\n%v", got, want)
	}
	// Cat played once: her last results are that one game.
	c, _ := r.Player("c")
	if len(c.Last) != 1 || c.Last[0].File != "sat-out" || !c.Last[0].Won || c.Streak != 1 {
		t.Errorf("Cat's last results %+v", c.Last)
	}
}

// TestPeriod checks a period's edges: From is in, To is out, and a month
// and a year follow the time zone of the time they are asked for.
func TestPeriod(t *testing.T) {
	kyiv := time.FixedZone("EET", 2*60*60)
	nov := records.Month(time.Date(2026, time.November, 30, 23, 30, 0, 0, kyiv))
	cases := []struct {
		name string
		p    records.Period
		at   time.Time
		in   bool
	}{
		{"all time", records.AllTime(), time.Time{}.Add(time.Hour), true},
		{"first instant of the month", nov, time.Date(2026, time.November, 1, 0, 0, 0, 0, kyiv), true},
		// 22:00 UTC on 31 October is midnight of 1 November in Kyiv.
		{"Kyiv's midnight in UTC", nov, time.Date(2026, time.October, 31, 22, 0, 0, 0, time.UTC), true},
		{"a second before", nov, time.Date(2026, time.October, 31, 21, 59, 59, 0, time.UTC), false},
		{"last instant of the month", nov, time.Date(2026, time.November, 30, 23, 59, 59, 999999999, kyiv), true},
		{"first instant of the next", nov, time.Date(2026, time.December, 1, 0, 0, 0, 0, kyiv), false},
		{"year's first day", records.Year(day(time.July, 1)), time.Date(2026, time.January, 1, 0, 0, 0, 0, time.UTC), true},
		{"next year's first day", records.Year(day(time.July, 1)), time.Date(2027, time.January, 1, 0, 0, 0, 0, time.UTC), false},
		{"open start", records.Period{To: day(time.July, 1)}, day(time.January, 1).AddDate(-30, 0, 0), true},
		{"open end", records.Period{From: day(time.July, 1)}, day(time.July, 1).AddDate(30, 0, 0), true},
	}
	for _, c := range cases {
		if got := c.p.Holds(c.at); got != c.in {
			t.Errorf("%s: Holds(%v) = %v, want %v", c.name, c.at, got, c.in)
		}
	}
}

// TestRate checks a rate of nothing is 0, not a fault.
func TestRate(t *testing.T) {
	if records.Rate(0, 0) != 0 || records.Rate(1, 4) != 0.25 {
		t.Error(records.Rate(0, 0), records.Rate(1, 4))
	}
	var none records.Tally
	if none.WinRate() != 0 || none.AveragePoints() != 0 {
		t.Error("a tally of no game has rates")
	}
}

// TestRecordScores checks the record score of each kind, who holds it, and
// each player's best, from games with scores, one without (recorded before
// the evenings kept them) and a Decrypto game, which has none:
//
//	s0 dixit     30 Apr  Ann, Ben             no scores
//	s1 dixit      1 May  Ann 30, Ben 27, Cat 30
//	s2 dixit      2 May  Cat 25, Dan 31, Ben 31
//	s3 dixit      3 May  Ann 31, Ben 10
//	s4 spyfall    4 May  Ben 5, Ann 5
//	s5 decrypto   5 May  Ann and Ben against Cat and Dan, no scores
func TestRecordScores(t *testing.T) {
	scored := func(file, kind string, finished time.Time, players games.Seats, ranking games.Ranking, scores ...int) evening.Game {
		g := game(file, kind, finished, players, ranking)
		g.Scores = scores
		return g
	}
	all := []evening.Game{
		scored("s0", "dixit", day(time.April, 30), games.Seats{ann, ben}, games.Ranking{{"a"}, {"b"}}),
		scored("s1", "dixit", day(time.May, 1), games.Seats{ann, ben, cat}, games.Ranking{{"a", "c"}, {"b"}}, 30, 27, 30),
		scored("s2", "dixit", day(time.May, 2), games.Seats{cat, dan, ben}, games.Ranking{{"d", "b"}, {"c"}}, 25, 31, 31),
		scored("s3", "dixit", day(time.May, 3), games.Seats{ann, ben}, games.Ranking{{"a"}, {"b"}}, 31, 10),
		scored("s4", "spyfall", day(time.May, 4), games.Seats{ben, ann}, games.Ranking{{"b", "a"}}, 5, 5),
		scored("s5", "decrypto", day(time.May, 5), games.Seats{ann, ben, cat, dan}, games.Ranking{{"a", "b"}, {"c", "d"}}),
	}
	r := records.Build(all, records.AllTime())
	// Spyfall: Ben and Ann both 5 in s4, Ben seated first holds it.
	// Decrypto: played once, never scored. Dixit: four games, three with
	// scores; 31 first reached in s2 by Dan and Ben, Dan seated first;
	// Ann's 31 in s3 ties it: all three hold it, in the order they
	// reached it. Spyfall's 5 is held by Ben and Ann.
	wantKinds := []records.Kind{
		{Kind: "spyfall", Played: 1, Scored: 1, Best: 5, Holder: "b", File: "s4", Holders: []string{"b", "a"}},
		{Kind: "decrypto", Played: 1},
		{Kind: "dixit", Played: 4, Scored: 3, Best: 31, Holder: "d", File: "s2", Holders: []string{"d", "b", "a"}},
	}
	if !reflect.DeepEqual(r.Kinds, wantKinds) {
		t.Errorf("kinds\n%+v\nwant\n%+v", r.Kinds, wantKinds)
	}
	type best struct {
		kind         string
		scored, best int
	}
	// Ann: Dixit 30 (s1) and 31 (s3), s0 unscored; Spyfall 5; Decrypto
	// none. Ben: Dixit 27, 31, 10; Spyfall 5. Cat: Dixit 30 and 25.
	// Dan: Dixit 31.
	want := map[string][]best{
		"a": {{"spyfall", 1, 5}, {"decrypto", 0, 0}, {"dixit", 2, 31}},
		"b": {{"spyfall", 1, 5}, {"decrypto", 0, 0}, {"dixit", 3, 31}},
		"c": {{"decrypto", 0, 0}, {"dixit", 2, 30}},
		"d": {{"decrypto", 0, 0}, {"dixit", 1, 31}},
	}
	for id, w := range want {
		p, _ := r.Player(id)
		var got []best
		for _, k := range p.Kinds {
			got = append(got, best{k.Kind, k.Scored, k.Best})
		}
		if !reflect.DeepEqual(got, w) {
			t.Errorf("%s's bests %v, want %v", id, got, w)
		}
	}
}

// TestSpies counts Spyfall's rounds by their spies:
//
//	f1 spyfall 1 May  Ann, Ben, Cat, Dan  round 1 spy Cat won, round 2 spy Ann lost
//	f2 spyfall 1 Jun  Ann, Ben, Cat, Dan  round 1 spies Ann and Ben won, round 2 spy Cat won, round 3 spy Dan lost
//	f3 dixit   2 Jun  Ann, Ben            no rounds of spies
//
// All time: 5 rounds, spies won 3 (f1's first, f2's first and second): 3/5.
// Ann spied in 2 rounds and won 1; Ben 1 and 1; Cat 2 and 2; Dan 1 and 0.
// June: 3 rounds, 2 won; Ann 1 and 1, Ben 1 and 1, Cat 1 and 1, Dan 1
// and 0.
func TestSpies(t *testing.T) {
	spy := func(won bool, ids ...string) kinds.SpyRound { return kinds.SpyRound{Spies: ids, Won: won} }
	four := games.Seats{ann, ben, cat, dan}
	f1 := game("f1", "spyfall", time.Date(2026, time.May, 1, 20, 0, 0, 0, time.UTC), four, games.Ranking{{"c"}, {"a", "b", "d"}})
	f1.SpyRounds = []kinds.SpyRound{spy(true, "c"), spy(false, "a")}
	f2 := game("f2", "spyfall", time.Date(2026, time.June, 1, 20, 0, 0, 0, time.UTC), four, games.Ranking{{"a", "b", "c"}, {"d"}})
	f2.SpyRounds = []kinds.SpyRound{spy(true, "a", "b"), spy(true, "c"), spy(false, "d")}
	f3 := game("f3", "dixit", time.Date(2026, time.June, 2, 20, 0, 0, 0, time.UTC), games.Seats{ann, ben}, games.Ranking{{"a"}, {"b"}})
	cases := []struct {
		name   string
		period records.Period
		spies  records.Spies
		rate   float64
		each   map[string]records.Spies
	}{
		{"all time", records.AllTime(), records.Spies{Rounds: 5, Won: 3}, 0.6,
			map[string]records.Spies{"a": {Rounds: 2, Won: 1}, "b": {Rounds: 1, Won: 1}, "c": {Rounds: 2, Won: 2}, "d": {Rounds: 1}}},
		{"June", records.Month(time.Date(2026, time.June, 10, 0, 0, 0, 0, time.UTC)), records.Spies{Rounds: 3, Won: 2}, 2.0 / 3,
			map[string]records.Spies{"a": {Rounds: 1, Won: 1}, "b": {Rounds: 1, Won: 1}, "c": {Rounds: 1, Won: 1}, "d": {Rounds: 1}}},
		{"July", records.Month(time.Date(2026, time.July, 10, 0, 0, 0, 0, time.UTC)), records.Spies{}, 0, map[string]records.Spies{}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := records.Build([]evening.Game{f3, f2, f1}, c.period)
			if r.Spies != c.spies || r.Spies.WinRate() != c.rate {
				t.Errorf("spies %+v at %v, want %+v at %v", r.Spies, r.Spies.WinRate(), c.spies, c.rate)
			}
			for id, want := range c.each {
				if p, _ := r.Player(id); p.Spy != want {
					t.Errorf("%s as a spy %+v, want %+v", id, p.Spy, want)
				}
			}
		})
	}
}

// TestFastestReaction finds Keep Watch's fastest reactions:
//
//	k1 keepwatch  1 May  Ann 250 ms, Ben none, Cat 180 ms
//	k2 keepwatch  2 May  Dan 180 ms, Ben 400 ms, Ann 200 ms
//	k3 keepwatch  3 May  Ann none, Ben none
//	k4 dixit      4 May  no reactions
//	k5 keepwatch  1 Jun  Cat 170 ms, Dan 500 ms
//	k6 keepwatch  2 Jun  Ben 150 ms, Ann 150 ms
func TestFastestReaction(t *testing.T) {
	ms := time.Millisecond
	timed := func(file string, month time.Month, d int, players games.Seats, reactions ...time.Duration) evening.Game {
		var shared []string // every game a shared win: the ranking does not matter here
		for _, p := range players {
			shared = append(shared, p.ID)
		}
		g := game(file, "keepwatch", time.Date(2026, month, d, 20, 0, 0, 0, time.UTC), players, games.Ranking{shared})
		g.Reactions = reactions
		return g
	}
	dixitGame := game("k4", "dixit", time.Date(2026, time.May, 4, 20, 0, 0, 0, time.UTC), games.Seats{ann, ben}, games.Ranking{{"a"}, {"b"}})
	all := []evening.Game{
		timed("k1", time.May, 1, games.Seats{ann, ben, cat}, 250*ms, -1, 180*ms),
		timed("k2", time.May, 2, games.Seats{dan, ben, ann}, 180*ms, 400*ms, 200*ms),
		timed("k3", time.May, 3, games.Seats{ann, ben}, -1, -1),
		dixitGame,
		timed("k5", time.June, 1, games.Seats{cat, dan}, 170*ms, 500*ms),
		timed("k6", time.June, 2, games.Seats{ben, ann}, 150*ms, 150*ms),
	}
	type each struct {
		reacted int
		fastest time.Duration
	}
	cases := []struct {
		name    string
		period  records.Period
		fastest records.Reaction
		players map[string]each
	}{{
		// Games with a reaction: k1, k2, k5, k6 (not k3: nobody pressed).
		// 150 ms in k6 by Ben and Ann: Ben is seated first. Ann reacted
		// in k1, k2, k6, best 150; Ben in k2, k6, best 150; Cat in k1,
		// k5, best 170; Dan in k2, k5, best 180.
		name: "all time", period: records.AllTime(),
		fastest: records.Reaction{Games: 4, Time: 150 * ms, Player: "b", File: "k6", Holders: []string{"b", "a"}},
		players: map[string]each{"a": {3, 150 * ms}, "b": {2, 150 * ms}, "c": {2, 170 * ms}, "d": {2, 180 * ms}},
	}, {
		// k1 and k2: 180 ms by Cat in k1 and by Dan in k2; Cat's came
		// first. Ann best 200 of 250 and 200; Ben 400; Cat 180; Dan 180.
		name: "May", period: records.Month(time.Date(2026, time.May, 20, 0, 0, 0, 0, time.UTC)),
		fastest: records.Reaction{Games: 2, Time: 180 * ms, Player: "c", File: "k1", Holders: []string{"c", "d"}},
		players: map[string]each{"a": {2, 200 * ms}, "b": {1, 400 * ms}, "c": {1, 180 * ms}, "d": {1, 180 * ms}},
	}, {
		// k5 and k6.
		name: "June", period: records.Month(time.Date(2026, time.June, 20, 0, 0, 0, 0, time.UTC)),
		fastest: records.Reaction{Games: 2, Time: 150 * ms, Player: "b", File: "k6", Holders: []string{"b", "a"}},
		players: map[string]each{"a": {1, 150 * ms}, "b": {1, 150 * ms}, "c": {1, 170 * ms}, "d": {1, 500 * ms}},
	}, {
		// The 3rd and 4th of May: k3, where nobody pressed, and Dixit.
		name: "no reaction", period: records.Period{From: time.Date(2026, time.May, 3, 0, 0, 0, 0, time.UTC), To: time.Date(2026, time.May, 5, 0, 0, 0, 0, time.UTC)},
		players: map[string]each{"a": {}, "b": {}},
	}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := records.Build(all, c.period)
			if !reflect.DeepEqual(r.Fastest, c.fastest) {
				t.Errorf("fastest %+v, want %+v", r.Fastest, c.fastest)
			}
			for id, want := range c.players {
				p, ok := r.Player(id)
				if got := (each{p.Reacted, p.Fastest}); !ok || got != want {
					t.Errorf("%s reacted %+v, want %+v", id, got, want)
				}
			}
		})
	}
}

// TestFalseStartInRecords: a press after GO under HumanFloor is a false
// start in the records, never the fastest reaction.
//
//	f1 keepwatch  Ann 19 ms (her presses 19, 240, 130), Ben 180 ms (180)
//	f2 keepwatch  Ann 90 ms (her only press 90), Ben 100 ms (100, 300)
//
// Ann's fastest is 130 ms in f1, f2 gives her none; 19 and 90 are two false
// starts, and her reactions are 240 and 130, median 185. Ben's 100 ms is
// at the floor, a reaction: the record, in f2. An early end changes
// nothing, and f2 says so in the last results.
func TestFalseStartInRecords(t *testing.T) {
	ms := time.Millisecond
	f1 := game("f1", "keepwatch", day(time.May, 1), games.Seats{ann, ben}, games.Ranking{{"a"}, {"b"}})
	f1.Reactions, f1.ReactionMs = []time.Duration{19 * ms, 180 * ms}, [][]int{{19, 240, 130}, {180}}
	f2 := game("f2", "keepwatch", day(time.May, 2), games.Seats{ann, ben}, games.Ranking{{"b"}, {"a"}})
	f2.Reactions, f2.ReactionMs, f2.EndedEarly = []time.Duration{90 * ms, 100 * ms}, [][]int{{90}, {100, 300}}, true
	r := records.Build([]evening.Game{f1, f2}, records.AllTime())
	if want := (records.Reaction{Games: 2, Time: 100 * ms, Player: "b", File: "f2", Holders: []string{"b"}}); !reflect.DeepEqual(r.Fastest, want) {
		t.Errorf("fastest %+v, want %+v", r.Fastest, want)
	}
	a, _ := r.Player("a")
	if a.Reacted != 1 || a.Fastest != 130*ms || a.FalseStarts != 2 || a.Reactions != 2 || a.Median != 185*ms {
		t.Errorf("Ann reacted in %d, fastest %v, false starts %d, %d reactions, median %v; want 1, 130ms, 2, 2, 185ms",
			a.Reacted, a.Fastest, a.FalseStarts, a.Reactions, a.Median)
	}
	if len(a.Last) != 2 || !a.Last[0].EndedEarly || a.Last[1].EndedEarly {
		t.Errorf("Ann's last results %+v: f2 ended early, f1 did not", a.Last)
	}
}

// TestRecordTies: a record score reached by two players names both, and
// Dixit's Hacker-free games are no Hacker game.
//
//	t1 dixit    Taras 4, Solomiia 4, Ann 2
//	t2 dixit    Ann 4, Ben 3
//	t3 decrypto Hacker mode: the team of Ann and Ben against Cat
//	t4 dixit    Ben 5, Ann 1 (only in June)
func TestRecordTies(t *testing.T) {
	scored := func(file, kind string, finished time.Time, players games.Seats, ranking games.Ranking, scores ...int) evening.Game {
		g := game(file, kind, finished, players, ranking)
		g.Scores = scores
		return g
	}
	taras := games.Player{ID: "t", Name: "Taras"}
	sol := games.Player{ID: "s", Name: "Solomiia"}
	t1 := scored("t1", "dixit", day(time.May, 1), games.Seats{taras, sol, ann}, games.Ranking{{"t", "s"}, {"a"}}, 4, 4, 2)
	t2 := scored("t2", "dixit", day(time.May, 2), games.Seats{ann, ben}, games.Ranking{{"a"}, {"b"}}, 4, 3)
	t3 := game("t3", "decrypto", day(time.May, 3), games.Seats{ann, ben, cat}, games.Ranking{{"c"}, {"a", "b"}})
	t3.Sides = []kinds.Side{{Players: []string{"a", "b"}}, {Players: []string{"c"}, Interceptions: 2}}
	t4 := scored("t4", "dixit", day(time.June, 1), games.Seats{ben, ann}, games.Ranking{{"b"}, {"a"}}, 5, 1)
	all := []evening.Game{t4, t3, t2, t1}
	r := records.Build(all, records.Month(day(time.May, 15)))
	dixitKind := r.Kinds[slices.IndexFunc(r.Kinds, func(k records.Kind) bool { return k.Kind == "dixit" })]
	if want := []string{"t", "s", "a"}; dixitKind.Best != 4 || dixitKind.Holder != "t" || !slices.Equal(dixitKind.Holders, want) {
		t.Errorf("Dixit's record %d by %q %v, want 4 by Taras, held by %v", dixitKind.Best, dixitKind.Holder, dixitKind.Holders, want)
	}
	c, _ := r.Player("c")
	if len(c.Last) != 1 || !c.Last[0].Hacker || c.Last[0].EndedEarly {
		t.Errorf("Cat's last results %+v, want the Hacker game", c.Last)
	}
	a, _ := r.Player("a")
	if len(a.Last) != 3 || a.Last[1].Hacker || !a.Last[0].Hacker {
		t.Errorf("Ann's last results %+v, want t3 alone a Hacker game", a.Last)
	}
	// With June, Ben's 5 is the record alone.
	r = records.Build(all, records.AllTime())
	dixitKind = r.Kinds[slices.IndexFunc(r.Kinds, func(k records.Kind) bool { return k.Kind == "dixit" })]
	if dixitKind.Best != 5 || !slices.Equal(dixitKind.Holders, []string{"b"}) {
		t.Errorf("Dixit's record %d by %v, want 5 by Ben alone", dixitKind.Best, dixitKind.Holders)
	}
}
