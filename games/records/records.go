// Package records is the table's memory across evenings: each player's
// games, wins, streaks and last results, who they meet and who beats them,
// how often each game was played and its record scores, and numbers only a
// referee knows (Spyfall's spies and catches, Keep Watch's reactions,
// Decrypto's interceptions, Dixit's storytellers, Carnival's
// counter-intelligence), for all time or for a period. It reads nothing but the finished games as the evenings
// keep them, so it holds numbers and IDs only; the screens give them names
// and words.
package records

import (
	"cmp"
	"slices"
	"time"

	"tablecompanion/games"
	"tablecompanion/games/evening"
	"tablecompanion/games/kinds"
)

// LastResults is how many of a player's newest results a record keeps.
const LastResults = 10

// Period is the span of time whose games count, by when each finished:
// From included, To left out. A zero From or To leaves that side open.
type Period struct {
	From, To time.Time
}

// AllTime returns the period of every game.
func AllTime() Period { return Period{} }

// Month returns the calendar month of now, in now's time zone.
func Month(now time.Time) Period {
	from := time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, now.Location())
	return Period{From: from, To: from.AddDate(0, 1, 0)}
}

// Year returns the calendar year of now, in now's time zone.
func Year(now time.Time) Period {
	from := time.Date(now.Year(), time.January, 1, 0, 0, 0, 0, now.Location())
	return Period{From: from, To: from.AddDate(1, 0, 0)}
}

// Holds reports whether a game finished at t counts in the period.
func (p Period) Holds(t time.Time) bool {
	return (p.From.IsZero() || !t.Before(p.From)) && (p.To.IsZero() || t.Before(p.To))
}

// Rate returns part of whole as a fraction from 0 to 1, and 0 for none of
// none, so that a player with no games has no win rate rather than a fault.
func Rate(part, whole int) float64 {
	if whole == 0 {
		return 0
	}
	return float64(part) / float64(whole)
}

// Records is everything the table's finished games of a period tell.
type Records struct {
	// Period is the span whose games count.
	Period Period
	// Games is the number of games that count.
	Games int
	// Players are every player of those games, ordered by wins, then
	// games played (more first), then name (case and Ё folded), then ID.
	Players []Player
	// Kinds are the kinds of game played, in the home screen's order;
	// a kind this build does not know comes last, by name.
	Kinds []Kind
	// Pairs are the head-to-head lines of every two players who played
	// together, ordered by their IDs.
	Pairs []Pair
	// Spies counts the finished rounds of the period's Spyfall games and
	// those the spies won; a round of two spies counts once.
	Spies Spies
	// Fastest is Keep Watch's fastest reaction of the period.
	Fastest Reaction
	// FastestCatch is Spyfall's fastest catch of a spy of the period.
	FastestCatch Catch
	// Interceptions is Decrypto's record of interceptions in one game.
	Interceptions Interceptions
	// Storytellers count Dixit's storytellers of the period: their turns
	// and those they scored in.
	Storytellers Stories
	// Counter is Carnival's best counter-intelligence in one game.
	Counter Counter
}

// Catch is Spyfall's record of the fastest catch of a spy: the shortest
// time on the round's clock, from the round's start to the early
// accusation whose vote convicted a spy and so ended the round (the clock
// stands still while the table votes). The log times the accusation, not
// the vote, and only when the screen measured it: a spy convicted in the
// votes after time is up was caught by no one's accusation, and is not a
// catch here (kinds.SpyRound tells what counts). Games recorded before
// the evenings kept the catches count for nothing here.
type Catch struct {
	// Catches is the number of timed catches of the period.
	Catches int
	// Time is the fastest, when Catches is not 0, to the whole second as
	// the round's clock shows it: the time of the first catch that fast.
	Time time.Duration
	// Player is the ID of who first caught a spy that fast, the accuser:
	// in the game that finished first, and in it the earliest round.
	// File names that game.
	Player, File string
	// Holders are the IDs of every accuser who caught a spy in that
	// second, a tie naming them all: Player first, then in the order
	// they did.
	Holders []string
}

// Interceptions is Decrypto's record of the most interceptions in one
// game by one side: a team's interception tokens, or the Hacker's right
// guesses of the team's codes (not the tokens the team's miscommunications
// gave the Hacker). Games recorded before the evenings kept the sides
// count for nothing here.
type Interceptions struct {
	// Games is the number of Decrypto games that kept their sides.
	Games int
	// Most is the record, 0 when no side intercepted a code.
	Most int
	// Players are the IDs of the side that first made Most: in the game
	// that finished first, and in it white before black before the
	// Hacker. File names that game.
	Players []string
	File    string
	// Holders are the IDs of every player of a side that made Most, a
	// tie naming them all: Players first, then in the order their sides
	// made it.
	Holders []string
}

// Stories count Dixit's rounds by their storyteller: Told is the number of
// rounds told, Scored those in which the storyteller scored, because some
// of the other players found the card but not all of them. Games recorded
// before the evenings kept the storytellers count for nothing here.
type Stories struct {
	Told, Scored int
}

// SuccessRate returns the share of the rounds told in which the
// storyteller scored, from 0 to 1.
func (s Stories) SuccessRate() float64 { return Rate(s.Scored, s.Told) }

// Counter is Carnival's record of the best counter-intelligence in one
// game by one player: the most right catches, and of players level on
// them the fewest wrong ones. A game without a right catch sets no
// record. Games recorded before the evenings kept the catches count for
// nothing here.
type Counter struct {
	// Games is the number of Carnival games that kept their catches.
	Games int
	// Best is the record, when Player is not "".
	Best kinds.Catches
	// Player is the ID of who first made Best: in the game that finished
	// first, and in it the first in seating order. File names that game.
	Player, File string
	// Holders are the IDs of every player who made Best, as many right
	// and as few wrong, a tie naming them all: Player first, then in the
	// order they made it.
	Holders []string
}

// HumanFloor is the shortest reaction a human makes: a press after GO
// faster than this was started before the player saw GO, and the records
// take it as the table would, for a false start, never for a record.
const HumanFloor = 100 * time.Millisecond

// Reaction is a Keep Watch record: the shortest time from GO to a
// player's press in any challenge (evening.Game.Reactions tells what
// counts), as only the referee measures it. A press under HumanFloor is a
// false start here, not a reaction.
type Reaction struct {
	// Games is the number of games that kept their reactions and had
	// one at least.
	Games int
	// Time is the fastest reaction, when Games is not 0.
	Time time.Duration
	// Player is the ID of who first reacted that fast: in the game that
	// finished first, and in it the first in seating order. File names
	// that game.
	Player, File string
	// Holders are the IDs of every player who reacted that fast, to the
	// millisecond, Player first, then in the order they first did.
	Holders []string
}

// Spies is a count of Spyfall rounds and of those the spies won, as only
// the referee knows them: the rounds come from the game's log, not its
// final scores. Games recorded before the evenings kept the rounds count
// for nothing here.
type Spies struct {
	Rounds, Won int
}

// WinRate returns the share of the rounds the spies won, from 0 to 1.
func (s Spies) WinRate() float64 { return Rate(s.Won, s.Rounds) }

// Tally is a count of games, wins and placement points.
type Tally struct {
	// Played is the number of games.
	Played int
	// Wins is the number of games ended in first place: a shared win and
	// a team's win count for every one of them.
	Wins int
	// HalfPoints is twice the placement points of those games, as the
	// evening's leaderboard counts them (games.Ranking.HalfPoints).
	HalfPoints int
}

// WinRate returns the share of the games won, from 0 to 1.
func (t Tally) WinRate() float64 { return Rate(t.Wins, t.Played) }

// AveragePoints returns the mean placement points of a game, or 0 with no
// games.
func (t Tally) AveragePoints() float64 { return Rate(t.HalfPoints, 2*t.Played) }

func (t *Tally) add(g *evening.Game, id string) {
	t.count(g.Ranking.HalfPoints(id), slices.Contains(g.Ranking.Winners(), id))
}

// count adds a game that gave half half points, won or not.
func (t *Tally) count(half int, won bool) {
	t.Played++
	t.HalfPoints += half
	if won {
		t.Wins++
	}
}

// Player is one player's record.
type Player struct {
	// Player is the player by ID, with the newest name and colour the
	// games know.
	Player games.Player
	// Tally counts all the player's games of the period.
	Tally
	// Kinds count them by kind of game, in the order of Records.Kinds,
	// only the kinds the player played.
	Kinds []KindTally
	// LongestStreak is the most games won in a row: the player's own
	// games in the order they finished (games they sat out do not break
	// a streak), a shared win counting as a win.
	LongestStreak int
	// Streak is the run of wins the player's newest game ends, 0 when
	// that game was not a win.
	Streak int
	// Last are the player's newest results, the newest first, at most
	// LastResults of them.
	Last []Result
	// Rival is the ID of the player who most often finished just ahead
	// of or just behind this one in a game both played for themselves,
	// never as team-mates nor on teams, or "" when nobody did: see Rival.
	Rival string
	// RivalGames is the number of games the rival finished next to this
	// player.
	RivalGames int
	// Nemesis is the ID of the player who finished ahead of this one
	// more often than behind, by the widest balance, or "" when this one
	// leads or is level with everyone: see Nemesis.
	Nemesis string
	// NemesisWins is the number of games the nemesis finished ahead, and
	// NemesisLosses the games this player finished ahead of the nemesis.
	NemesisWins, NemesisLosses int
	// Spy counts the Spyfall rounds the player was a spy in, and those
	// the spies won.
	Spy Spies
	// Reacted is the number of Keep Watch games in which the player
	// pressed after GO at least once, and Fastest their fastest reaction
	// in them.
	Reacted int
	Fastest time.Duration
	// Reactions is the number of the player's Keep Watch reactions: every
	// press after GO in every challenge of the games that kept them all
	// (a false start is none; a locked out false starter's later press
	// is one, as it is for Fastest). Median is their median: with an odd
	// number the middle one, with an even number the mean of the two in
	// the middle, each reaction in whole milliseconds. Games recorded
	// before the evenings kept every reaction count for nothing here.
	Reactions int
	Median    time.Duration
	// FalseStarts is the number of the player's presses after GO faster
	// than HumanFloor: the records count them as false starts, in neither
	// Fastest nor Median nor Reactions.
	FalseStarts int
	// Caught is the number of the player's timed catches of a spy in
	// Spyfall (see Catch), and FastestCatch the fastest of them.
	Caught       int
	FastestCatch time.Duration
	// MostInterceptions is the most interceptions the player's side made
	// in one Decrypto game (see Interceptions).
	MostInterceptions int
	// Stories count the player's rounds as Dixit's storyteller.
	Stories Stories
	// Catches count all the player's counter-intelligence catches in
	// Carnival, and BestCatches those of their best game by the Counter
	// rule (zero when they never caught right).
	Catches, BestCatches kinds.Catches
}

// KindTally is a player's count of one kind of game.
type KindTally struct {
	Kind string
	Tally
	// Scored is the number of those games that kept the players' scores
	// (see evening.Game.Scores): none in Decrypto, none recorded before
	// the evenings kept them.
	Scored int
	// Best is the player's highest final score in them, when Scored is
	// not 0.
	Best int
}

// Result is one of a player's games.
type Result struct {
	// File names the game, as the evenings do.
	File string
	// Kind is the game's kind.
	Kind string
	// Finished is when the game ended.
	Finished time.Time
	// Place is the player's place: one more than the number ranked ahead.
	Place int
	// Players is the number of players in the game.
	Players int
	// HalfPoints is twice the placement points the game gave.
	HalfPoints int
	// Won says the player finished first, alone or shared.
	Won bool
	// EndedEarly says the table ended the game before its rules did.
	EndedEarly bool
	// Hacker says the game was Decrypto's Hacker mode: one team against
	// a single player.
	Hacker bool
}

// Kind is one kind of game's record.
type Kind struct {
	// Kind is the kind's name, as the saves name it.
	Kind string
	// Played is the number of its games.
	Played int
	// Scored is the number of its games that kept the players' scores.
	Scored int
	// Best is the record score: the highest final score of any player in
	// those games, when Scored is not 0. Every game that keeps scores
	// ranks the higher score ahead, Keep Watch's cards too.
	Best int
	// Holder is the ID of the player who first reached Best: in the
	// game that finished first, and in that game the first in seating
	// order. File names that game.
	Holder, File string
	// Holders are the IDs of every player who reached Best, a tie
	// naming them all: Holder first, then in the order they reached it.
	Holders []string
}

// Pair is the head-to-head line of two players: A's ID sorts before B's.
type Pair struct {
	A, B string
	// Together is the number of games both played.
	Together int
	// AAhead and BAhead are the games where A, or B, finished in a
	// better place than the other; Together less both is the games they
	// tied, such as a team's shared place.
	AAhead, BAhead int
	// Adjacent is the number of games where they finished in places next
	// to each other, one in a place of the ranking, the other in the
	// place right after it, each playing for themselves: a tie is not
	// adjacent, and neither is a game where either had team-mates
	// (Decrypto's teams), whose places the team earned, not the player.
	Adjacent int
}

// Ahead returns how many of their games the player of ID id finished ahead
// of the other.
func (p Pair) Ahead(id string) int {
	if id == p.A {
		return p.AAhead
	}
	if id == p.B {
		return p.BAhead
	}
	return 0
}

// Other returns the other player of the pair than the player of ID id.
func (p Pair) Other(id string) string {
	if id == p.A {
		return p.B
	}
	return p.A
}

// Pair returns the head-to-head line of the players of IDs a and b, in
// either order, and false when they never played together.
func (r Records) Pair(a, b string) (Pair, bool) {
	if b < a {
		a, b = b, a
	}
	i, ok := slices.BinarySearchFunc(r.Pairs, [2]string{a, b}, func(p Pair, key [2]string) int {
		return cmp.Or(cmp.Compare(p.A, key[0]), cmp.Compare(p.B, key[1]))
	})
	if !ok {
		return Pair{}, false
	}
	return r.Pairs[i], true
}

// Player returns the record of the player of ID id, and false when the
// player has no game in the period.
func (r Records) Player(id string) (Player, bool) {
	i := slices.IndexFunc(r.Players, func(p Player) bool { return p.Player.ID == id })
	if i < 0 {
		return Player{}, false
	}
	return r.Players[i], true
}

// histogram counts reactions by their whole milliseconds: a median of
// tens of thousands of them is then a walk over a few thousand counts, not
// a sort.
type histogram struct {
	// counts holds, at each millisecond, the reactions that took it.
	counts []int32
	// n is the number of reactions.
	n int
	// early is the number of presses under HumanFloor: false starts.
	early int
}

// add counts the reactions; a negative one, which no replay tells, is
// left out, and one under HumanFloor is a false start.
func (h *histogram) add(ms []int) {
	floor := int(HumanFloor / time.Millisecond)
	for _, t := range ms {
		if t < 0 {
			continue
		}
		if t < floor {
			h.early++
			continue
		}
		if t >= len(h.counts) {
			h.counts = slices.Grow(h.counts, t+1-len(h.counts))[:t+1]
		}
		h.counts[t]++
		h.n++
	}
}

// median returns the middle reaction, or the mean of the two in the
// middle, and 0 for none.
func (h *histogram) median() time.Duration {
	if h.n == 0 {
		return 0
	}
	lo, hi := -1, -1 // the (n−1)/2-th and n/2-th reactions, from 0
	seen := 0
	for ms, c := range h.counts {
		seen += int(c)
		if lo < 0 && seen > (h.n-1)/2 {
			lo = ms
		}
		if seen > h.n/2 {
			hi = ms
			break
		}
	}
	return time.Duration(lo+hi) * time.Millisecond / 2
}

// keepNewest adds g to a player's newest games and keeps the last
// LastResults of them, trimming only when they are twice as many: 10,000
// games' results copied and grown cost more than all the records.
func keepNewest(newest []*evening.Game, g *evening.Game) []*evening.Game {
	if len(newest) == 2*LastResults {
		newest = append(newest[:0], newest[LastResults:]...)
	}
	return append(newest, g)
}

// lastResults returns the player's results in their newest games, the
// newest first, at most LastResults of them.
func lastResults(newest []*evening.Game, id string) []Result {
	newest = newest[max(0, len(newest)-LastResults):]
	out := make([]Result, 0, len(newest))
	for _, g := range slices.Backward(newest) {
		out = append(out, Result{File: g.File, Kind: g.Kind, Finished: g.Finished,
			Place: g.Ranking.Place(id), Players: g.Ranking.Players(), HalfPoints: g.Ranking.HalfPoints(id),
			Won: slices.Contains(g.Ranking.Winners(), id), EndedEarly: g.EndedEarly, Hacker: hacker(g)})
	}
	return out
}

// placed is a player of a game as the records count it.
type placed struct {
	id string
	// place is the index of the player's place in the ranking, 0 for the
	// winners, and half twice the placement points it gave.
	place, half int
	// at is the player's index in the records' players.
	at int
	// team says the player had team-mates (Decrypto's teams), whose
	// places the team earned, not the player.
	team bool
}

// rank appends g's players to out from first place to last. It is the
// ranking read once: with 10,000 games, asking it each player's place and
// points by ID, and a map of who is in team, cost a fifth of the records.
func rank(out []placed, g *evening.Game) []placed {
	n, ahead := g.Ranking.Players(), 0
	for k, place := range g.Ranking {
		for _, id := range place {
			out = append(out, placed{id: id, place: k, half: 2*n - (ahead + 1) - (ahead + len(place)),
				team: slices.ContainsFunc(g.Sides, func(s kinds.Side) bool { return len(s.Players) > 1 && slices.Contains(s.Players, id) })})
		}
		ahead += len(place)
	}
	return out
}

// hacker reports whether g is a Decrypto game of the Hacker mode: a side
// of one player against a team.
func hacker(g *evening.Game) bool {
	return len(g.Sides) == 2 && (len(g.Sides[0].Players) == 1) != (len(g.Sides[1].Players) == 1)
}

// fastest returns each seat's fastest reaction of g at HumanFloor or
// slower, -1 for none: the game's fastest when it is that slow, else the
// fastest of its every reaction that is, when the game kept them.
func fastest(g *evening.Game) []time.Duration {
	out := slices.Clone(g.Reactions)
	for seat, t := range out {
		if t < 0 || t >= HumanFloor {
			continue
		}
		out[seat] = -1
		if len(g.ReactionMs) != len(g.Players) {
			continue
		}
		for _, ms := range g.ReactionMs[seat] {
			d := time.Duration(ms) * time.Millisecond
			if d >= HumanFloor && (out[seat] < 0 || d < out[seat]) {
				out[seat] = d
			}
		}
	}
	return out
}

// meet adds one game to the head-to-head lines of every two of its
// players, ranked from first place to last: their indexes in the records
// key the lines in one number (a key of two IDs cost a third of the
// records to hash over 10,000 games, a key of two numbers a fifth). A pair
// where either had team-mates has no Adjacent from it.
func meet(pairs map[uint64]*Pair, ranked []placed) {
	for x, a := range ranked {
		for _, b := range ranked[x+1:] {
			if a.id == b.id {
				continue
			}
			key := uint64(min(a.at, b.at))<<32 | uint64(max(a.at, b.at))
			pr, ok := pairs[key]
			if !ok {
				pr = &Pair{A: min(a.id, b.id), B: max(a.id, b.id)}
				pairs[key] = pr
			}
			pr.Together++
			if a.place == b.place {
				// A tie: neither is ahead.
				continue
			}
			if a.id == pr.A {
				pr.AAhead++
			} else {
				pr.BAhead++
			}
			if b.place == a.place+1 && !a.team && !b.team {
				pr.Adjacent++
			}
		}
	}
}

// Rival returns, from the head-to-head lines, the player who most often
// finished in the place right before or right after the player of ID id
// (Pair.Adjacent), and how often. Players level on that are told apart by
// the games played together (more first), then by ID (the smaller first).
// It returns "" and 0 when nobody ever finished next to the player.
func Rival(pairs []Pair, id string) (string, int) {
	return best(pairs, id, func(p Pair) int { return p.Adjacent })
}

// Nemesis returns, from the head-to-head lines, the player who beats the
// player of ID id more than they are beaten by them, by the balance of
// finishing places: of the games both played, those the other finished
// ahead less those the player of ID id finished ahead. The nemesis has the
// widest balance above zero; players level on it are told apart by the
// games they finished ahead (more first), then by the games played
// together (more first), then by ID (the smaller first). It returns the
// nemesis, the games they finished ahead and the games they finished
// behind; "" and zeros when the player leads or is level with everyone.
func Nemesis(pairs []Pair, id string) (who string, wins, losses int) {
	var top Pair
	for _, p := range pairs {
		if p.A != id && p.B != id {
			continue
		}
		other := p.Other(id)
		if p.Ahead(other) <= p.Ahead(id) {
			continue
		}
		if who == "" || cmp.Or(cmp.Compare(p.Ahead(other)-p.Ahead(id), top.Ahead(who)-top.Ahead(id)),
			cmp.Compare(p.Ahead(other), top.Ahead(who)),
			cmp.Compare(p.Together, top.Together),
			cmp.Compare(who, other)) > 0 {
			who, top = other, p
		}
	}
	if who == "" {
		return "", 0, 0
	}
	return who, top.Ahead(who), top.Ahead(id)
}

// best returns the other player of the pairs of id with the highest count,
// ties by more games together and then the smaller ID, or "" when every
// count is 0.
func best(pairs []Pair, id string, count func(Pair) int) (string, int) {
	var who string
	var top Pair
	for _, p := range pairs {
		if p.A != id && p.B != id || count(p) == 0 {
			continue
		}
		other := p.Other(id)
		if who == "" || cmp.Or(cmp.Compare(count(p), count(top)),
			cmp.Compare(p.Together, top.Together),
			cmp.Compare(who, other)) > 0 {
			who, top = other, p
		}
	}
	if who == "" {
		return "", 0
	}
	return who, count(top)
}

// kindOrder returns each known kind's place on the home screen.
func kindOrder() map[string]int {
	order := map[string]int{}
	for i, k := range kinds.All() {
		order[k.Name] = i
	}
	return order
}

// byKind orders kinds as the home screen does, unknown kinds after them by
// name.
func byKind(order map[string]int, a, b string) int {
	ia, oka := order[a]
	ib, okb := order[b]
	switch {
	case oka && okb:
		return cmp.Compare(ia, ib)
	case oka:
		return -1
	case okb:
		return 1
	}
	return cmp.Compare(a, b)
}
