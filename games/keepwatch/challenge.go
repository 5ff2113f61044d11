package keepwatch

import (
	"cmp"
	"slices"
	"time"
)

// Verdict is the referee's word on one player's call.
type Verdict string

// The verdicts; an entry not yet checked has none.
const (
	VerdictNone  Verdict = ""
	VerdictRight Verdict = "right"
	VerdictWrong Verdict = "wrong"
)

// Challenge is one challenge card in play: who pressed in which order, who
// started too early, the verdicts so far and the cards a wrong call cost.
type Challenge struct {
	// Number counts the challenge cards from 1; a replayed challenge keeps
	// its number.
	Number int
	// Condition says whether the challenge asks for the most or the
	// rarest symbol.
	Condition Condition
	// Order is the players who take part, fastest first.
	Order []Entry
	// FalseStarts are the presses before GO, earliest first. With the
	// lock-out these players are not in Order.
	FalseStarts []FalseStart
	// Penalties are the wrong calls so far, in the order they were judged.
	Penalties []Penalty
	// Checking is the seat of the player whose call the referee judges
	// now, or -1.
	Checking int
	// Unsettled are the seats of the players too close to call whom the
	// table must put in order before the check goes on; nil otherwise.
	Unsettled []int
	// Right is the seat of the player who called right, or -1.
	Right int
	// Taker is the seat of the player who took the card, or -1 while
	// nobody has or when it stayed on the stack.
	Taker int
	// Replayed reports that nobody was right and the card stays on the
	// stack for the challenge to be played again.
	Replayed bool
}

// Entry is one player in the order of a challenge.
type Entry struct {
	// Seat is the player's seat.
	Seat int
	// Reaction is the time from GO to the press.
	Reaction time.Duration
	// Within bounds the error of a press timed on a phone's clock: the
	// true reaction lies within Reaction ± Within.
	Within time.Duration
	// Gap is the time after the fastest press.
	Gap time.Duration
	// Tie numbers the groups of presses too close to call, from 1; 0 is a
	// press clear of the others. Entries with the same Tie are tied.
	Tie int
	// Settled reports that the table has put the tie in order.
	Settled bool
	// FalseStart reports a press before GO as well; it only shows without
	// the lock-out.
	FalseStart bool
	// Verdict is the referee's word, once given.
	Verdict Verdict
}

// ReactionMs returns the reaction time in whole milliseconds.
func (e Entry) ReactionMs() int64 {
	return e.Reaction.Milliseconds()
}

// GapMs returns the gap to the fastest press in whole milliseconds.
func (e Entry) GapMs() int64 {
	return e.Gap.Milliseconds()
}

// FalseStart is a press before GO.
type FalseStart struct {
	// Seat is the player's seat.
	Seat int
	// At is the time of the press, negative: before GO.
	At time.Duration
}

// Penalty is what one wrong call cost: the seats that received the caller's
// cards, one card each in the order given; a seat may appear twice.
type Penalty struct {
	// From is the seat of the wrong caller.
	From int
	// To are the receiving seats, one per card given.
	To []int
}

func (c *Challenge) clone() Challenge {
	out := *c
	out.Order = slices.Clone(c.Order)
	out.FalseStarts = slices.Clone(c.FalseStarts)
	out.Unsettled = slices.Clone(c.Unsettled)
	out.Penalties = make([]Penalty, len(c.Penalties))
	for i, p := range c.Penalties {
		out.Penalties[i] = Penalty{From: p.From, To: slices.Clone(p.To)}
	}
	return out
}

// next returns the index in Order of the first entry not yet judged, or -1.
func (c *Challenge) next() int {
	return slices.IndexFunc(c.Order, func(e Entry) bool { return e.Verdict == VerdictNone })
}

// tieStart returns the index in Order of the first entry of the tie group;
// the group's entries follow it.
func (c *Challenge) tieStart(group int) int {
	return slices.IndexFunc(c.Order, func(e Entry) bool { return e.Tie == group })
}

// tieSeats returns the seats of the tie group, in the order of Order.
func (c *Challenge) tieSeats(group int) []int {
	var seats []int
	for _, e := range c.Order {
		if e.Tie == group {
			seats = append(seats, e.Seat)
		}
	}
	return seats
}

// hasUnsettled reports whether some tie still waits for the table.
func (c *Challenge) hasUnsettled() bool {
	return slices.ContainsFunc(c.Order, func(e Entry) bool { return e.Tie > 0 && !e.Settled })
}

// rank orders the entries by reaction time; equal times go clockwise from
// the Leader so that the order never depends on how the presses came in.
func rank(entries []Entry, players, leader int) {
	fromLeader := func(seat int) int { return (seat - leader + players) % players }
	slices.SortFunc(entries, func(a, b Entry) int {
		return cmp.Or(cmp.Compare(a.Reaction, b.Reaction), cmp.Compare(fromLeader(a.Seat), fromLeader(b.Seat)))
	})
	for i := range entries {
		entries[i].Gap = entries[i].Reaction - entries[0].Reaction
	}
}

// markTies groups the ranked entries the app cannot tell apart: a press
// less than the resolution after the previous one or at the same time, and
// presses whose error bounds overlap. A press whose bound reaches back past
// others ties them all, so that any two presses outside one group are in
// their true order.
func markTies(entries []Entry, resolution time.Duration) {
	// joined[i] reports that entry i is in one group with entry i-1.
	joined := make([]bool, len(entries))
	for i := 1; i < len(entries); i++ {
		for j := range i {
			if tooClose(entries[j], entries[i], resolution) {
				for k := j + 1; k <= i; k++ {
					joined[k] = true
				}
				break
			}
		}
	}
	group := 0
	for i := 1; i < len(entries); i++ {
		if !joined[i] {
			continue
		}
		if entries[i-1].Tie == 0 {
			group++
			entries[i-1].Tie = group
		}
		entries[i].Tie = entries[i-1].Tie
	}
}

// tooClose reports whether the order of the ranked entries a and b, a not
// later than b, is in doubt.
func tooClose(a, b Entry, resolution time.Duration) bool {
	gap := b.Reaction - a.Reaction
	return gap < resolution || gap <= a.Within+b.Within
}
