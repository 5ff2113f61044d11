package carnival

import (
	"cmp"
	"slices"

	"tablecompanion/games"
)

// End says why the game ended; the zero End is a game still in play.
type End int

// The ends of the game, in the book's order; when several hold at once the
// first is given.
const (
	EndHandEmpty  End = iota + 1 // a player has no agent card left in hand
	EndCrowdGone                 // no crowd card is left on the table
	EndAllFlipped                // every crowd card left on the table is flipped
)

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.end != 0 }

// End returns why the game ended, or 0 while it is in play.
func (g *Game) End() End { return g.end }

// checkEnd returns the end the state has reached, or 0.
func (g *Game) checkEnd() End {
	if slices.Contains(g.handCount, 0) {
		return EndHandEmpty
	}
	open, flipped := 0, 0
	for _, c := range g.crowd {
		switch c.Place {
		case InCrowd:
			open++
		case Flipped:
			flipped++
		}
	}
	switch {
	case open+flipped == 0:
		return EndCrowdGone
	case open == 0:
		return EndAllFlipped
	}
	return 0
}

// Spot is one number of the crowd grid as a screen shows it.
type Spot struct {
	Number int
	// Place is InCrowd, Flipped, or FaceUp once taken, with Owner the seat
	// that took it.
	Place Place
	Owner int
	// Token is the seat whose token stands on the card, or -1.
	Token int
}

// Crowd returns the crowd grid: every number in play, in order.
func (g *Game) Crowd() []Spot {
	n := Numbers(len(g.seats))
	out := make([]Spot, 0, n)
	for k := 1; k <= n; k++ {
		c := g.crowd[k]
		out = append(out, Spot{Number: k, Place: c.Place, Owner: c.Owner, Token: g.tokenOn(k)})
	}
	return out
}

// Ledger is what lies in front of one player and in their hand.
type Ledger struct {
	Seat int
	// FaceUp and FaceDown are the numbers of the agent cards in the
	// player's piles, in order; a number taken by a catch appears twice.
	FaceUp, FaceDown []int
	Counters         Counters
	// Hand is the number of agent cards the player still holds.
	Hand int
	// Score is face-up agent cards plus counter-intelligence cards in hand.
	Score int
}

// Ledger returns the seat's ledger.
func (g *Game) Ledger(seat int) Ledger {
	l := Ledger{Seat: seat, Counters: g.counters[seat], Hand: g.handCount[seat]}
	for k := 1; k <= Deck; k++ {
		for _, c := range []Card{g.crowd[k], g.hand[k]} {
			switch {
			case c.Owner != seat:
			case c.Place == FaceUp:
				l.FaceUp = append(l.FaceUp, k)
			case c.Place == FaceDown:
				l.FaceDown = append(l.FaceDown, k)
			}
		}
	}
	l.Score = len(l.FaceUp) + l.Counters.InHand
	return l
}

// Ledgers returns every seat's ledger in seating order.
func (g *Game) Ledgers() []Ledger {
	out := make([]Ledger, len(g.seats))
	for i := range out {
		out[i] = g.Ledger(i)
	}
	return out
}

// Decider says which step of the ranking separated the winner from the
// rest.
type Decider int

// The steps of the ranking.
const (
	ByScore    Decider = iota + 1 // the most points
	ByLaidOut                     // first tie-break: most counter-intelligence cards laid out
	ByFaceDown                    // second tie-break: most face-down agent cards
	Shared                        // still level: the win is shared
)

// Standing is one seat's line in the ranking.
type Standing struct {
	Seat     int
	Score    int
	LaidOut  int
	FaceDown int
	// Place is 1 for the winners; seats level on all three keys share it.
	Place int
}

// Result is the ranking and what decided the winner.
type Result struct {
	Standings []Standing
	// Winners are the seats in first place, in seating order.
	Winners []int
	Decided Decider
}

// Result ranks the seats by score, then counter-intelligence cards laid
// out, then face-down agent cards; it is the final result once the game is
// over and the current standings before.
func (g *Game) Result() Result {
	st := make([]Standing, len(g.seats))
	for i, l := range g.Ledgers() {
		st[i] = Standing{Seat: i, Score: l.Score, LaidOut: l.Counters.LaidOut, FaceDown: len(l.FaceDown)}
	}
	slices.SortStableFunc(st, func(a, b Standing) int { return compare(b, a) })
	var r Result
	for i := range st {
		st[i].Place = i + 1
		if i > 0 && compare(st[i], st[i-1]) == 0 {
			st[i].Place = st[i-1].Place
		}
		if st[i].Place == 1 {
			r.Winners = append(r.Winners, st[i].Seat)
		}
	}
	r.Standings = st
	r.Decided = decider(st)
	return r
}

// compare orders two standings by score, then the two tie-breaks.
func compare(a, b Standing) int {
	return cmp.Or(cmp.Compare(a.Score, b.Score), cmp.Compare(a.LaidOut, b.LaidOut), cmp.Compare(a.FaceDown, b.FaceDown))
}

// decider returns the first step at which the leader stands alone.
func decider(st []Standing) Decider {
	if len(st) < 2 {
		return ByScore
	}
	a, b := st[0], st[1]
	switch {
	case a.Score != b.Score:
		return ByScore
	case a.LaidOut != b.LaidOut:
		return ByLaidOut
	case a.FaceDown != b.FaceDown:
		return ByFaceDown
	}
	return Shared
}

// Ranking returns the players in the order of Result's standings, seats
// level on score and both tie-breaks sharing a place: the final ranking once
// the game is over, the standings so far before.
func (g *Game) Ranking() games.Ranking {
	st := g.Result().Standings
	var r games.Ranking
	for k, s := range st {
		if k == 0 || s.Place != st[k-1].Place {
			r = append(r, nil)
		}
		r[len(r)-1] = append(r[len(r)-1], g.seats[s.Seat].ID)
	}
	return r
}
