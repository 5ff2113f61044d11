package carnival_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"tablecompanion/games/carnival"
	"tablecompanion/games/gamestest"
)

// table is a game at a real table: the hands as dealt, which the engine
// never sees, and a seeded source for what the players do.
type table struct {
	t     *testing.T
	m     *carnival.Match
	hands [][]int
	rnd   *rand.Rand
}

// deal shuffles the hand deck with the seed and deals it evenly.
func deal(t *testing.T, n int, seed uint64) *table {
	rnd := rand.New(rand.NewPCG(seed, 1))
	deck := rnd.Perm(carnival.Numbers(n))
	tb := &table{t: t, m: newMatch(t, n), hands: make([][]int, n), rnd: rnd}
	for i, k := range deck {
		tb.hands[i%n] = append(tb.hands[i%n], k+1)
	}
	return tb
}

// holder returns the seat holding the number in hand, or -1.
func (tb *table) holder(number int) int {
	for i, h := range tb.hands {
		if slices.Contains(h, number) {
			return i
		}
	}
	return -1
}

// next returns an action the table takes now: sometimes a catch, otherwise
// the player in turn connects now and then and calls, or passes.
func (tb *table) next() carnival.Action {
	g := tb.m.State()
	if a, ok := tb.catch(g); ok && tb.rnd.IntN(4) == 0 {
		return a
	}
	p := g.Turn()
	if g.CanConnect() && tb.rnd.IntN(3) > 0 {
		return tb.connect(g, p)
	}
	var free []int
	for _, s := range g.Crowd() {
		if s.Place == carnival.InCrowd && s.Token < 0 && !slices.Contains(tb.hands[p], s.Number) {
			free = append(free, s.Number)
		}
	}
	if len(free) == 0 {
		return pass(names[p])
	}
	return call(names[p], free[tb.rnd.IntN(len(free))])
}

func (tb *table) other(g *carnival.Game, seat int) int {
	n := len(g.Players())
	return (seat + 1 + tb.rnd.IntN(n-1)) % n
}

func (tb *table) connect(g *carnival.Game, p int) carnival.Action {
	k := g.Token(p)
	named, real := tb.other(g, p), tb.holder(k)
	if tb.rnd.IntN(2) == 0 {
		named = real
	}
	if named == real {
		return connect(names[p], k, names[named])
	}
	return miss(names[p], k, names[named], names[real])
}

// catch picks a catch the rules allow, if there is one: a player with a
// counter card names someone for a number under another's token.
func (tb *table) catch(g *carnival.Game) (carnival.Action, bool) {
	n := len(g.Players())
	catcher := tb.rnd.IntN(n)
	caller := tb.rnd.IntN(n)
	k := g.Token(caller)
	if caller == catcher || k == 0 || g.CrowdCard(k).Place != carnival.InCrowd || g.Banned(k) ||
		g.CounterCards(catcher).InHand == 0 {
		return carnival.Action{}, false
	}
	named := tb.holder(k)
	if named == catcher || tb.rnd.IntN(2) == 0 {
		named = tb.other(g, catcher)
	}
	return catch(names[catcher], names[named], k, named == tb.holder(k)), true
}

// apply does the action at the table too: revealed cards leave the hands.
func (tb *table) apply(a carnival.Action) {
	tb.t.Helper()
	k := a.Number
	h := tb.holder(k)
	if err := tb.m.Do(a); err != nil {
		tb.t.Fatalf("%+v refused: %v", a, err)
	}
	if (a.Op == carnival.OpConnect || a.Op == carnival.OpCatch && a.Right) && h >= 0 {
		tb.hands[h] = slices.DeleteFunc(tb.hands[h], func(x int) bool { return x == k })
	}
}

// play drives the game to its end and returns the actions taken.
func (tb *table) play() []carnival.Action {
	var log []carnival.Action
	for steps := 0; !tb.m.State().Over(); steps++ {
		if steps > 2000 {
			tb.t.Fatal("the game does not end")
		}
		a := tb.next()
		tb.apply(a)
		log = append(log, a)
		tb.conserved()
	}
	return log
}

// conserved checks that every card is in exactly one place and that the
// ledgers agree with the cards.
func (tb *table) conserved() {
	tb.t.Helper()
	g := tb.m.State()
	n := len(g.Players())
	inHands, open := 0, 0
	piles := make([]int, n)
	for k := 1; k <= carnival.Deck; k++ {
		c, h := g.CrowdCard(k), g.HandCard(k)
		if k > carnival.Numbers(n) {
			if c.Place != carnival.Box || h.Place != carnival.Box {
				tb.t.Fatalf("%d is in play at %d players", k, n)
			}
			continue
		}
		switch c.Place {
		case carnival.InCrowd:
			open++
		case carnival.Flipped:
		case carnival.FaceUp:
			piles[c.Owner]++
		default:
			tb.t.Fatalf("crowd card %d is at %+v", k, c)
		}
		held := tb.holder(k) >= 0
		switch {
		case held && h.Place == carnival.InHand:
			inHands++
		case !held && (h.Place == carnival.FaceUp || h.Place == carnival.FaceDown):
			piles[h.Owner]++
		default:
			tb.t.Fatalf("hand card %d is at %+v, held %v", k, h, held)
		}
		if (c.Place == carnival.InCrowd) != held {
			tb.t.Fatalf("crowd card %d is %v while its hand card is held: %v", k, c.Place, held)
		}
	}
	tb.ledgersAgree(piles)
	if open != inHands {
		tb.t.Fatalf("%d cards open in the crowd, %d in hands", open, inHands)
	}
}

func (tb *table) ledgersAgree(piles []int) {
	tb.t.Helper()
	for i, l := range tb.m.State().Ledgers() {
		c := l.Counters
		if len(l.FaceUp)+len(l.FaceDown) != piles[i] || l.Hand != len(tb.hands[i]) ||
			c.InHand+c.LaidOut+c.Boxed != carnival.CounterCards || l.Score != len(l.FaceUp)+c.InHand {
			tb.t.Fatalf("seat %d: ledger %+v, %d cards in piles, hand %v", i, l, piles[i], tb.hands[i])
		}
	}
}

func TestEveryCardIsInExactlyOnePlaceInRandomGames(t *testing.T) {
	for n := carnival.MinPlayers; n <= carnival.MaxPlayers; n++ {
		for seed := range uint64(40) {
			t.Run(fmt.Sprintf("%d players seed %d", n, seed), func(t *testing.T) {
				tb := deal(t, n, seed)
				tb.conserved()
				tb.play()
				if tb.m.State().End() != carnival.EndHandEmpty {
					t.Fatalf("ended by %v", tb.m.State().End())
				}
			})
		}
	}
}

func TestAWholeGameKeepsTheContract(t *testing.T) {
	for _, n := range []int{4, 6, 8} {
		t.Run(fmt.Sprintf("%d players", n), func(t *testing.T) {
			log := deal(t, n, 7).play()
			gamestest.Contract(t, carnival.Start, setup(n), log)
		})
	}
}
