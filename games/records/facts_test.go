package records_test

import (
	"reflect"
	"testing"
	"time"

	"tablecompanion/games"
	"tablecompanion/games/evening"
	"tablecompanion/games/kinds"
	"tablecompanion/games/records"
)

// may and june are the periods of the cases below, in 2026.
var (
	may  = records.Month(time.Date(2026, time.May, 15, 0, 0, 0, 0, time.UTC))
	june = records.Month(time.Date(2026, time.June, 15, 0, 0, 0, 0, time.UTC))
)

// shared is a game of the kind on the day, its players sharing the win:
// the ranking does not matter to the facts.
func shared(file, kind string, month time.Month, d int, players games.Seats) evening.Game {
	var ids []string
	for _, p := range players {
		ids = append(ids, p.ID)
	}
	return game(file, kind, time.Date(2026, month, d, 20, 0, 0, 0, time.UTC), players, games.Ranking{ids})
}

// TestMedianReaction finds each player's median Keep Watch reaction from
// every reaction the games kept, in milliseconds:
//
//	k1  1 May  Ann 300 200 250, Ben none, Cat 410
//	k2  2 May  Ben 500 100, Ann 270
//	k3  3 May  Ann and Ben, recorded before the evenings kept every reaction
//	k4  1 Jun  Ann 180 260, Cat 400 420
func TestMedianReaction(t *testing.T) {
	timed := func(file string, month time.Month, d int, players games.Seats, ms ...[]int) evening.Game {
		g := shared(file, "keepwatch", month, d, players)
		g.ReactionMs = ms
		return g
	}
	all := []evening.Game{
		timed("k1", time.May, 1, games.Seats{ann, ben, cat}, []int{300, 200, 250}, nil, []int{410}),
		timed("k2", time.May, 2, games.Seats{ben, ann}, []int{500, 100}, []int{270}),
		timed("k3", time.May, 3, games.Seats{ann, ben}),
		timed("k4", time.June, 1, games.Seats{ann, cat}, []int{180, 260}, []int{400, 420}),
	}
	type median struct {
		reactions int
		median    time.Duration
	}
	ms := time.Millisecond
	cases := []struct {
		name   string
		period records.Period
		want   map[string]median
	}{{
		// Ann: 180 200 250 | 260 270 300, six: (250 + 260) / 2 = 255.
		// Ben: 100 500: 300. Cat: 400 410 420: 410.
		name: "all time", period: records.AllTime(),
		want: map[string]median{"a": {6, 255 * ms}, "b": {2, 300 * ms}, "c": {3, 410 * ms}},
	}, {
		// Ann: 200 250 270 300: (250 + 270) / 2 = 260. Ben 300, Cat 410.
		name: "May", period: may,
		want: map[string]median{"a": {4, 260 * ms}, "b": {2, 300 * ms}, "c": {1, 410 * ms}},
	}, {
		// Ann: 180 260: 220. Cat: 400 420: 410.
		name: "June", period: june,
		want: map[string]median{"a": {2, 220 * ms}, "c": {2, 410 * ms}},
	}, {
		// k3 alone kept no reaction.
		name: "the old game", period: records.Period{From: time.Date(2026, time.May, 3, 0, 0, 0, 0, time.UTC), To: time.Date(2026, time.May, 4, 0, 0, 0, 0, time.UTC)},
		want: map[string]median{"a": {}, "b": {}},
	}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := records.Build(all, c.period)
			for id, want := range c.want {
				p, ok := r.Player(id)
				if got := (median{p.Reactions, p.Median}); !ok || got != want {
					t.Errorf("%s: %+v, want %+v", id, got, want)
				}
			}
		})
	}
	// Build sorts its own copy: the games' reactions keep their order.
	if got := all[0].ReactionMs[0]; !reflect.DeepEqual(got, []int{300, 200, 250}) {
		t.Errorf("Ann's reactions in k1 are now %v", got)
	}
}

// TestFastestCatch finds Spyfall's fastest catch of a spy:
//
//	s1  1 May  Dan catches Cat at 1:35; Ann's round as the spy, no catch;
//	           Ann catches Ben at 1:10
//	s2  2 May  Cat catches Dan at 1:10; a round without a catch
//	s3  1 Jun  Ben catches Ann at 2:30
//	s4  1 May, an hour after s1: Ben catches Ann at 1:11, Dan Ben at 1:09.6
//
// A tie, to the second as the round's clock shows it, names every holder.
func TestFastestCatch(t *testing.T) {
	four := games.Seats{ann, ben, cat, dan}
	caught := func(spy, by string, at time.Duration) kinds.SpyRound {
		return kinds.SpyRound{Spies: []string{spy}, CaughtBy: by, CaughtAt: at}
	}
	s1 := shared("s1", "spyfall", time.May, 1, four)
	s1.SpyRounds = []kinds.SpyRound{caught("c", "d", 95*time.Second), {Spies: []string{"a"}, Won: true}, caught("b", "a", 70*time.Second)}
	s2 := shared("s2", "spyfall", time.May, 2, four)
	s2.SpyRounds = []kinds.SpyRound{caught("d", "c", 70*time.Second), {Spies: []string{"a"}}}
	s3 := shared("s3", "spyfall", time.June, 1, four)
	s3.SpyRounds = []kinds.SpyRound{caught("a", "b", 150*time.Second)}
	s4 := shared("s4", "spyfall", time.May, 1, four)
	s4.Finished = s4.Finished.Add(time.Hour)
	s4.SpyRounds = []kinds.SpyRound{caught("a", "b", 71*time.Second), caught("b", "d", 69600*time.Millisecond)}
	type each struct {
		caught  int
		fastest time.Duration
	}
	cases := []struct {
		name    string
		period  records.Period
		fastest records.Catch
		players map[string]each
	}{{
		// Six catches; 1:10 first by Ann in s1, equalled on the clock by
		// Dan in s4 and by Cat in s2: all three hold it.
		name: "all time", period: records.AllTime(),
		fastest: records.Catch{Catches: 6, Time: 70 * time.Second, Player: "a", File: "s1", Holders: []string{"a", "d", "c"}},
		players: map[string]each{"a": {1, 70 * time.Second}, "b": {2, 71 * time.Second}, "c": {1, 70 * time.Second}, "d": {2, 69600 * time.Millisecond}},
	}, {
		name: "June", period: june,
		fastest: records.Catch{Catches: 1, Time: 150 * time.Second, Player: "b", File: "s3", Holders: []string{"b"}},
		players: map[string]each{"a": {}, "b": {1, 150 * time.Second}, "c": {}, "d": {}},
	}, {
		// s1 and s4, both on the 1st of May: 1:10 by Ann; Dan's 1:09.6 in
		// s4 is 1:10 on the clock, a tie; Ben's 1:11 is not.
		name: "the second as the clock shows it", period: records.Period{From: s1.Finished.Add(-time.Hour), To: s4.Finished.Add(time.Hour)},
		fastest: records.Catch{Catches: 4, Time: 70 * time.Second, Player: "a", File: "s1", Holders: []string{"a", "d"}},
		players: map[string]each{"a": {1, 70 * time.Second}, "b": {1, 71 * time.Second}, "c": {}, "d": {2, 69600 * time.Millisecond}},
	}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := records.Build([]evening.Game{s4, s3, s2, s1}, c.period)
			if !reflect.DeepEqual(r.FastestCatch, c.fastest) {
				t.Errorf("fastest catch %+v, want %+v", r.FastestCatch, c.fastest)
			}
			for id, want := range c.players {
				if p, _ := r.Player(id); (each{p.Caught, p.FastestCatch}) != want {
					t.Errorf("%s caught %d, fastest %v; want %+v", id, p.Caught, p.FastestCatch, want)
				}
			}
		})
	}
}

// TestMostInterceptions finds Decrypto's most interceptions in one game:
//
//	d1  1 May  white Ann and Ben 1, black Cat and Dan 2
//	d2  2 May  white Cat and Dan 2, black Ann and Ben 0
//	d3  3 May  Ann and Cat 0 against the Hacker Ben, 1
//	d4  4 May  Ann and Ben against Cat and Dan, recorded before the
//	           evenings kept the sides
//	d5  5 May  the Hacker Ann 2 against Ben, Cat and Dan 0
//	d6  6 May  Ben and Cat 1 against the Hacker Dan 1
//
// A tie names every player of every side that made the record.
func TestMostInterceptions(t *testing.T) {
	four := games.Seats{ann, ben, cat, dan}
	side := func(n int, ids ...string) kinds.Side { return kinds.Side{Players: ids, Interceptions: n} }
	d1 := shared("d1", "decrypto", time.May, 1, four)
	d1.Sides = []kinds.Side{side(1, "a", "b"), side(2, "c", "d")}
	d2 := shared("d2", "decrypto", time.May, 2, games.Seats{cat, dan, ann, ben})
	d2.Sides = []kinds.Side{side(2, "c", "d"), side(0, "a", "b")}
	d3 := shared("d3", "decrypto", time.May, 3, games.Seats{ann, cat, ben})
	d3.Sides = []kinds.Side{side(0, "a", "c"), side(1, "b")}
	d4 := shared("d4", "decrypto", time.May, 4, four)
	d5 := shared("d5", "decrypto", time.May, 5, four)
	d5.Sides = []kinds.Side{side(0, "b", "c", "d"), side(2, "a")}
	d6 := shared("d6", "decrypto", time.May, 6, games.Seats{ben, cat, dan})
	d6.Sides = []kinds.Side{side(1, "b", "c"), side(1, "d")}
	day := func(d int) records.Period {
		from := time.Date(2026, time.May, d, 0, 0, 0, 0, time.UTC)
		return records.Period{From: from, To: from.AddDate(0, 0, 1)}
	}
	cases := []struct {
		name   string
		period records.Period
		want   records.Interceptions
		each   map[string]int
	}{{
		// 2 first by Cat and Dan in d1, equalled by them in d2 and by the
		// Hacker Ann in d5. Ann's sides made 1, 0, 0 and 2; Ben's 1, 0, 1,
		// 0 and 1; Cat's 2, 2, 0, 0 and 1; Dan's 2, 2, 0 and 1.
		name: "all time", period: records.AllTime(),
		want: records.Interceptions{Games: 5, Most: 2, Players: []string{"c", "d"}, File: "d1", Holders: []string{"c", "d", "a"}},
		each: map[string]int{"a": 2, "b": 1, "c": 2, "d": 2},
	}, {
		name: "the Hacker's day", period: day(3),
		want: records.Interceptions{Games: 1, Most: 1, Players: []string{"b"}, File: "d3", Holders: []string{"b"}},
		each: map[string]int{"a": 0, "b": 1, "c": 0},
	}, {
		// The team and the Hacker level in one game: both sides hold it.
		name: "a level game", period: day(6),
		want: records.Interceptions{Games: 1, Most: 1, Players: []string{"b", "c"}, File: "d6", Holders: []string{"b", "c", "d"}},
		each: map[string]int{"b": 1, "c": 1, "d": 1},
	}, {
		// d2's 2 by Cat and Dan, d3's 1 by Ben, d5's 2 by Ann: level
		// with d2's, she joins its holders.
		name: "from the 2nd to the 5th", period: records.Period{From: day(2).From, To: day(5).To},
		want: records.Interceptions{Games: 3, Most: 2, Players: []string{"c", "d"}, File: "d2", Holders: []string{"c", "d", "a"}},
		each: map[string]int{"a": 2, "b": 1, "c": 2, "d": 2},
	}, {
		name: "the old game's day", period: day(4),
		each: map[string]int{"a": 0, "b": 0, "c": 0, "d": 0},
	}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := records.Build([]evening.Game{d6, d4, d3, d2, d5, d1}, c.period)
			if !reflect.DeepEqual(r.Interceptions, c.want) {
				t.Errorf("interceptions %+v, want %+v", r.Interceptions, c.want)
			}
			for id, want := range c.each {
				if p, _ := r.Player(id); p.MostInterceptions != want {
					t.Errorf("%s's most %d, want %d", id, p.MostInterceptions, want)
				}
			}
		})
	}
}

// TestStorytellers counts Dixit's storytellers and their success rate:
//
//	x1  1 May  Ann told 2 and scored in 1, Ben 1 and 1, Cat 1 and 0
//	x2  1 Jun  Ann 1 and 0, Dan 1 and 1, Ben 1 and 1, Cat 1 and 1
//	x3  2 Jun  Ann and Ben, recorded before the evenings kept the
//	           storytellers
func TestStorytellers(t *testing.T) {
	told := func(told, scored int) kinds.Stories { return kinds.Stories{Told: told, Scored: scored} }
	x1 := shared("x1", "dixit", time.May, 1, games.Seats{ann, ben, cat})
	x1.Stories = []kinds.Stories{told(2, 1), told(1, 1), told(1, 0)}
	x2 := shared("x2", "dixit", time.June, 1, games.Seats{ann, dan, ben, cat})
	x2.Stories = []kinds.Stories{told(1, 0), told(1, 1), told(1, 1), told(1, 1)}
	x3 := shared("x3", "dixit", time.June, 2, games.Seats{ann, ben})
	cases := []struct {
		name   string
		period records.Period
		all    records.Stories
		rate   float64
		each   map[string]records.Stories
		rates  map[string]float64
	}{{
		// 4 + 4 = 8 rounds told, 2 + 3 = 5 scored. Ann 3 and 1, Ben 2
		// and 2, Cat 2 and 1, Dan 1 and 1.
		name: "all time", period: records.AllTime(), all: records.Stories{Told: 8, Scored: 5}, rate: 5.0 / 8,
		each:  map[string]records.Stories{"a": {Told: 3, Scored: 1}, "b": {Told: 2, Scored: 2}, "c": {Told: 2, Scored: 1}, "d": {Told: 1, Scored: 1}},
		rates: map[string]float64{"a": 1.0 / 3, "b": 1, "c": 0.5, "d": 1},
	}, {
		name: "May", period: may, all: records.Stories{Told: 4, Scored: 2}, rate: 0.5,
		each:  map[string]records.Stories{"a": {Told: 2, Scored: 1}, "b": {Told: 1, Scored: 1}, "c": {Told: 1}},
		rates: map[string]float64{"a": 0.5, "b": 1, "c": 0},
	}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := records.Build([]evening.Game{x3, x2, x1}, c.period)
			if r.Storytellers != c.all || r.Storytellers.SuccessRate() != c.rate {
				t.Errorf("storytellers %+v at %v, want %+v at %v", r.Storytellers, r.Storytellers.SuccessRate(), c.all, c.rate)
			}
			for id, want := range c.each {
				if p, _ := r.Player(id); p.Stories != want || p.Stories.SuccessRate() != c.rates[id] {
					t.Errorf("%s told %+v at %v, want %+v at %v", id, p.Stories, p.Stories.SuccessRate(), want, c.rates[id])
				}
			}
		})
	}
}

// TestBestCounterIntelligence finds Carnival's best counter-intelligence,
// the catches of Ann, Ben, Cat and Dan (right, wrong) in each game:
//
//	c1  1 May  Ann 2 1, Ben 2 0, Cat 0 3, Dan 1 0
//	c2  2 May  Ann 3 1, Ben 0 0, Cat 2 0, Dan 0 0
//	c3  3 May  Ann 0 0, Ben 1 1, Cat 3 1, Dan 0 2
//	c4  4 May  recorded before the evenings kept the catches
//	c5  1 Jun  nobody caught right: Ann 0 1, Ben 0 0, Cat 0 0, Dan 0 0
//	c6  1 Jul  Ann 0 0, Ben 1 0, Cat 0 1, Dan 1 0
//	c7  2 Jul  Ann 1 0, Ben 1 0, Cat 0 0, Dan 0 0
//
// A tie, as many right and as few wrong, names every holder.
func TestBestCounterIntelligence(t *testing.T) {
	four := games.Seats{ann, ben, cat, dan}
	caught := func(file string, month time.Month, d int, each ...[2]int) evening.Game {
		g := shared(file, "carnival", month, d, four)
		for _, c := range each {
			g.Catches = append(g.Catches, kinds.Catches{Right: c[0], Wrong: c[1]})
		}
		return g
	}
	all := []evening.Game{
		caught("c7", time.July, 2, [2]int{1, 0}, [2]int{1, 0}, [2]int{}, [2]int{}),
		caught("c6", time.July, 1, [2]int{}, [2]int{1, 0}, [2]int{0, 1}, [2]int{1, 0}),
		caught("c5", time.June, 1, [2]int{0, 1}, [2]int{}, [2]int{}, [2]int{}),
		caught("c4", time.May, 4),
		caught("c3", time.May, 3, [2]int{}, [2]int{1, 1}, [2]int{3, 1}, [2]int{0, 2}),
		caught("c2", time.May, 2, [2]int{3, 1}, [2]int{}, [2]int{2, 0}, [2]int{}),
		caught("c1", time.May, 1, [2]int{2, 1}, [2]int{2, 0}, [2]int{0, 3}, [2]int{1, 0}),
	}
	c := func(right, wrong int) kinds.Catches { return kinds.Catches{Right: right, Wrong: wrong} }
	type each struct{ all, best kinds.Catches }
	cases := []struct {
		name    string
		period  records.Period
		counter records.Counter
		players map[string]each
	}{{
		// c1: Ann's 2 right, then Ben's 2 right with fewer wrong. c2:
		// Ann's 3 right beat it; Cat's 3 and 1 in c3 equal it, and Cat
		// holds it too; July's 1 and 0 are behind. Ann: 6 right and 3
		// wrong in all, best 3 1 (c2). Ben: 5 1, best 2 0. Cat: 5 5, best
		// 3 1 (c3; c2's 2 0 has fewer right). Dan: 2 2, best 1 0.
		name: "all time", period: records.AllTime(),
		counter: records.Counter{Games: 6, Best: c(3, 1), Player: "a", File: "c2", Holders: []string{"a", "c"}},
		players: map[string]each{"a": {c(6, 3), c(3, 1)}, "b": {c(5, 1), c(2, 0)}, "c": {c(5, 5), c(3, 1)}, "d": {c(2, 2), c(1, 0)}},
	}, {
		// c5 alone: a game, no right catch, no record.
		name: "June", period: june, counter: records.Counter{Games: 1},
		players: map[string]each{"a": {all: c(0, 1)}, "b": {}, "c": {}, "d": {}},
	}, {
		// c1 alone: Ann's 2 and 1 first, then Ben's 2 and 0 better: a
		// level number of right catches with more wrong is no tie.
		name: "the 1st of May", period: records.Period{From: time.Date(2026, time.May, 1, 0, 0, 0, 0, time.UTC), To: time.Date(2026, time.May, 2, 0, 0, 0, 0, time.UTC)},
		counter: records.Counter{Games: 1, Best: c(2, 0), Player: "b", File: "c1", Holders: []string{"b"}},
		players: map[string]each{"a": {c(2, 1), c(2, 1)}, "b": {c(2, 0), c(2, 0)}, "c": {c(0, 3), kinds.Catches{}}, "d": {c(1, 0), c(1, 0)}},
	}, {
		// c6 and c7 in July: Ben's 1 and 0 in c6, equalled by Dan in c6
		// and by Ann in c7; Ben again in c7 is named once.
		name: "July", period: records.Month(time.Date(2026, time.July, 15, 0, 0, 0, 0, time.UTC)),
		counter: records.Counter{Games: 2, Best: c(1, 0), Player: "b", File: "c6", Holders: []string{"b", "d", "a"}},
		players: map[string]each{"a": {c(1, 0), c(1, 0)}, "b": {c(2, 0), c(1, 0)}, "c": {c(0, 1), kinds.Catches{}}, "d": {c(1, 0), c(1, 0)}},
	}}
	for _, cs := range cases {
		t.Run(cs.name, func(t *testing.T) {
			r := records.Build(all, cs.period)
			if !reflect.DeepEqual(r.Counter, cs.counter) {
				t.Errorf("counter-intelligence %+v, want %+v", r.Counter, cs.counter)
			}
			for id, want := range cs.players {
				if p, _ := r.Player(id); (each{p.Catches, p.BestCatches}) != want {
					t.Errorf("%s caught %+v, best %+v; want %+v", id, p.Catches, p.BestCatches, want)
				}
			}
		})
	}
}
