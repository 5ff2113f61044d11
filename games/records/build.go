package records

import (
	"cmp"
	"slices"
	"time"

	"tablecompanion/games"
	"tablecompanion/games/evening"
)

// Build returns the records of the finished games that p holds. The games
// may come in any order: they are taken in the order they finished, two
// that finished at once by file, as the evenings order them. A player's
// name and colour are the newest any of the games knows, in the period or
// not.
//
// Each game of the period goes through facts, one part per kind of fact,
// and the records are finished once all have counted.
func Build(all []evening.Game, p Period) Records {
	b := newBuilder(all, p)
	for _, g := range b.sorted {
		if !p.Holds(g.Finished) {
			continue
		}
		b.r.Games++
		for _, add := range facts {
			add(b, g)
		}
	}
	return b.finish()
}

// facts are the parts of Build, one per kind of fact, each adding a game
// to the records under way. The players' part comes first: it seats the
// game's players in the records, whom the parts after it count for.
var facts = []func(*builder, *evening.Game){
	(*builder).addPlayers,
	(*builder).addKind,
	(*builder).addMeeting,
	(*builder).addReactions,
	(*builder).addSpyRounds,
	(*builder).addCatchesOfSpies,
	(*builder).addInterceptions,
	(*builder).addStories,
	(*builder).addCounter,
}

// builder is the records under way: what Build has counted so far, and
// what it keeps of each player until the records are finished.
type builder struct {
	r Records
	// sorted are the games by reference, in the order they finished.
	sorted []*evening.Game
	// names are the players by ID, with the newest name and colour.
	names map[string]games.Player
	// index is each player's place in r.Players, kindIndex each kind's
	// in r.Kinds.
	index, kindIndex map[string]int
	pairs            map[uint64]*Pair
	// ranked are the game's players from first place to last, as
	// addPlayers seats them, for the parts after it; reused.
	ranked []placed
	// newest are each player's newest games, the oldest first; run each
	// player's running streak; reactions each player's reactions.
	newest    [][]*evening.Game
	run       []int
	reactions []histogram
}

// newBuilder sorts the games by the time they finished and learns the
// players' newest names.
func newBuilder(all []evening.Game, p Period) *builder {
	// The games are sorted by reference: a summary is a few hundred bytes,
	// and 2,000 of them copied and moved cost more than the records.
	sorted := make([]*evening.Game, len(all))
	for i := range all {
		sorted[i] = &all[i]
	}
	slices.SortFunc(sorted, func(a, b *evening.Game) int {
		return cmp.Or(a.Finished.Compare(b.Finished), cmp.Compare(a.File, b.File))
	})
	names := map[string]games.Player{}
	for _, g := range sorted {
		for _, pl := range g.Players {
			names[pl.ID] = pl
		}
	}
	return &builder{r: Records{Period: p}, sorted: sorted, names: names,
		index: map[string]int{}, kindIndex: map[string]int{}, pairs: map[uint64]*Pair{}}
}

// player returns the record of the player of ID id, whom addPlayers has
// seated.
func (b *builder) player(id string) *Player { return &b.r.Players[b.index[id]] }

// addPlayers counts the game for each of its ranked players: their
// tallies, all and of its kind, their best score in its kind, their
// streaks and their results.
func (b *builder) addPlayers(g *evening.Game) {
	b.ranked = rank(b.ranked[:0], g)
	for x := range b.ranked {
		id := b.ranked[x].id
		i, ok := b.index[id]
		if !ok {
			i = len(b.r.Players)
			b.index[id] = i
			b.r.Players = append(b.r.Players, Player{Player: b.names[id]})
			b.newest = append(b.newest, nil)
			b.run = append(b.run, 0)
			b.reactions = append(b.reactions, histogram{})
		}
		b.ranked[x].at = i
		pl := &b.r.Players[i]
		won := b.ranked[x].place == 0
		pl.Tally.count(b.ranked[x].half, won)
		kt := slices.IndexFunc(pl.Kinds, func(kt KindTally) bool { return kt.Kind == g.Kind })
		if kt < 0 {
			kt = len(pl.Kinds)
			pl.Kinds = append(pl.Kinds, KindTally{Kind: g.Kind})
		}
		pl.Kinds[kt].count(b.ranked[x].half, won)
		if s, ok := g.Score(id); ok {
			pl.Kinds[kt].Scored++
			if pl.Kinds[kt].Scored == 1 || s > pl.Kinds[kt].Best {
				pl.Kinds[kt].Best = s
			}
		}
		if won {
			b.run[i]++
			pl.LongestStreak = max(pl.LongestStreak, b.run[i])
		} else {
			b.run[i] = 0
		}
		b.newest[i] = keepNewest(b.newest[i], g)
	}
}

// addKind counts the game for its kind, and its scores for the kind's
// record score and its holders.
func (b *builder) addKind(g *evening.Game) {
	k, ok := b.kindIndex[g.Kind]
	if !ok {
		k = len(b.r.Kinds)
		b.kindIndex[g.Kind] = k
		b.r.Kinds = append(b.r.Kinds, Kind{Kind: g.Kind})
	}
	rk := &b.r.Kinds[k]
	rk.Played++
	if len(g.Scores) != len(g.Players) {
		return
	}
	rk.Scored++
	for i, s := range g.Scores {
		if id := g.Players[i].ID; claim(&rk.Holders, cmp.Compare(s, rk.Best), id) {
			rk.Best, rk.Holder, rk.File = s, id, g.File
		}
	}
}

// addMeeting adds the game to the head-to-head lines of every two of its
// players, as addPlayers ranked them.
func (b *builder) addMeeting(*evening.Game) {
	meet(b.pairs, b.ranked)
}

// addReactions adds Keep Watch's reactions: the fastest of the period and
// each player's, and every reaction to each player's median.
func (b *builder) addReactions(g *evening.Game) {
	if len(g.Reactions) == len(g.Players) {
		counted := false
		for seat, t := range fastest(g) {
			if t < 0 {
				continue
			}
			if !counted {
				counted = true
				b.r.Fastest.Games++
			}
			id := g.Players[seat].ID
			f := &b.r.Fastest
			if claim(&f.Holders, cmp.Compare(f.Time.Milliseconds(), t.Milliseconds()), id) {
				f.Time, f.Player, f.File = t, id, g.File
			}
			pl := b.player(id)
			pl.Reacted++
			if pl.Reacted == 1 || t < pl.Fastest {
				pl.Fastest = t
			}
		}
	}
	if len(g.ReactionMs) == len(g.Players) {
		for seat, times := range g.ReactionMs {
			b.reactions[b.index[g.Players[seat].ID]].add(times)
		}
	}
}

// addSpyRounds counts Spyfall's rounds and those the spies won, for the
// period and for each spy.
func (b *builder) addSpyRounds(g *evening.Game) {
	for _, round := range g.SpyRounds {
		b.r.Spies.Rounds++
		if round.Won {
			b.r.Spies.Won++
		}
		for _, id := range round.Spies {
			if i, ok := b.index[id]; ok {
				b.r.Players[i].Spy.Rounds++
				if round.Won {
					b.r.Players[i].Spy.Won++
				}
			}
		}
	}
}

// addCatchesOfSpies adds Spyfall's timed catches of a spy: the fastest of
// the period and each accuser's.
func (b *builder) addCatchesOfSpies(g *evening.Game) {
	fc := &b.r.FastestCatch
	for _, round := range g.SpyRounds {
		if round.CaughtBy == "" {
			continue
		}
		fc.Catches++
		if claim(&fc.Holders, cmp.Compare(fc.Time.Round(time.Second), round.CaughtAt.Round(time.Second)), round.CaughtBy) {
			fc.Time, fc.Player, fc.File = round.CaughtAt, round.CaughtBy, g.File
		}
		pl := b.player(round.CaughtBy)
		pl.Caught++
		if pl.Caught == 1 || round.CaughtAt < pl.FastestCatch {
			pl.FastestCatch = round.CaughtAt
		}
	}
}

// addInterceptions adds Decrypto's interceptions: the record of one game
// and each player's best.
func (b *builder) addInterceptions(g *evening.Game) {
	if len(g.Sides) > 0 {
		b.r.Interceptions.Games++
	}
	in := &b.r.Interceptions
	for _, side := range g.Sides {
		if side.Interceptions > 0 && claim(&in.Holders, cmp.Compare(side.Interceptions, in.Most), side.Players...) {
			in.Most, in.Players, in.File = side.Interceptions, slices.Clone(side.Players), g.File
		}
		for _, id := range side.Players {
			pl := b.player(id)
			pl.MostInterceptions = max(pl.MostInterceptions, side.Interceptions)
		}
	}
}

// addStories adds Dixit's storytellers' turns, for the period and for
// each storyteller.
func (b *builder) addStories(g *evening.Game) {
	if len(g.Stories) != len(g.Players) {
		return
	}
	for seat, st := range g.Stories {
		b.r.Storytellers.Told += st.Told
		b.r.Storytellers.Scored += st.Scored
		pl := b.player(g.Players[seat].ID)
		pl.Stories.Told += st.Told
		pl.Stories.Scored += st.Scored
	}
}

// addCounter adds Carnival's counter-intelligence: the best of one game
// and each player's catches and best game.
func (b *builder) addCounter(g *evening.Game) {
	if len(g.Catches) != len(g.Players) {
		return
	}
	co := &b.r.Counter
	co.Games++
	for seat, c := range g.Catches {
		id := g.Players[seat].ID
		if c.Right > 0 && claim(&co.Holders, compareCatches(c, co.Best), id) {
			co.Best, co.Player, co.File = c, id, g.File
		}
		pl := b.player(id)
		pl.Catches.Right += c.Right
		pl.Catches.Wrong += c.Wrong
		if c.Right > 0 && (pl.BestCatches.Right == 0 || compareCatches(c, pl.BestCatches) > 0) {
			pl.BestCatches = c
		}
	}
}

// finish finishes the records once every game has counted: each player's
// streak, last results and reactions, the head-to-head lines with each
// player's rival and nemesis, and the order of it all.
func (b *builder) finish() Records {
	r := &b.r
	for i := range r.Players {
		pl := &r.Players[i]
		pl.Reactions, pl.Median, pl.FalseStarts = b.reactions[i].n, b.reactions[i].median(), b.reactions[i].early
		pl.Streak = b.run[i]
		pl.Last = lastResults(b.newest[i], pl.Player.ID)
	}
	for _, pr := range b.pairs {
		r.Pairs = append(r.Pairs, *pr)
	}
	slices.SortFunc(r.Pairs, func(a, b Pair) int {
		return cmp.Or(cmp.Compare(a.A, b.A), cmp.Compare(a.B, b.B))
	})
	for i := range r.Players {
		pl := &r.Players[i]
		pl.Rival, pl.RivalGames = Rival(r.Pairs, pl.Player.ID)
		pl.Nemesis, pl.NemesisWins, pl.NemesisLosses = Nemesis(r.Pairs, pl.Player.ID)
	}
	order := kindOrder()
	slices.SortFunc(r.Kinds, func(a, b Kind) int { return byKind(order, a.Kind, b.Kind) })
	for i := range r.Players {
		slices.SortFunc(r.Players[i].Kinds, func(a, b KindTally) int { return byKind(order, a.Kind, b.Kind) })
	}
	slices.SortFunc(r.Players, func(a, b Player) int {
		return cmp.Or(cmp.Compare(b.Wins, a.Wins), cmp.Compare(b.Played, a.Played),
			cmp.Compare(games.Fold(a.Player.Name), games.Fold(b.Player.Name)),
			cmp.Compare(a.Player.ID, b.Player.ID))
	})
	return b.r
}
