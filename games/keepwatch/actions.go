package keepwatch

import (
	"cmp"
	"slices"
	"time"

	"tablecompanion/games"
)

// The operations an Action can carry.
const (
	// OpPresses hands in the presses of a challenge and starts its check.
	OpPresses = "presses"
	// OpSettle puts players too close to call in the order the table saw.
	OpSettle = "settle"
	// OpRight judges the call of the player being checked right.
	OpRight = "right"
	// OpWrong judges the call of the player being checked wrong.
	OpWrong = "wrong"
)

// Press is one press of a player's key or pad, timed from GO; a negative
// time is a false start. Within bounds the error of a press timed on
// another clock, a phone's: its true time lies within At ± Within.
type Press struct {
	Player string        `json:"player"`
	At     time.Duration `json:"at"`
	Within time.Duration `json:"within,omitempty"`
}

// Action is one step of the game. OpPresses uses Condition (Alternating
// only), Resolution and Presses; OpSettle uses Order; OpRight and OpWrong
// use Player, the ID of the player being checked.
type Action struct {
	Op         string        `json:"op"`
	Condition  Condition     `json:"condition,omitempty"`
	Resolution time.Duration `json:"resolution,omitempty"`
	Presses    []Press       `json:"presses,omitempty"`
	Order      []string      `json:"order,omitempty"`
	Player     string        `json:"player,omitempty"`
}

// Presses returns the action that hands in a challenge: its condition (""
// outside the Alternating variant), the timing resolution below which two
// presses are too close to call, and every press: each player's first press
// after GO and their false start, if any.
func Presses(condition Condition, resolution time.Duration, presses ...Press) Action {
	return Action{Op: OpPresses, Condition: condition, Resolution: resolution, Presses: presses}
}

// Settle returns the action that orders tied players, by ID, fastest first.
func Settle(ids ...string) Action {
	return Action{Op: OpSettle, Order: ids}
}

// RightCall returns the verdict that the player being checked called right.
func RightCall(id string) Action {
	return Action{Op: OpRight, Player: id}
}

// WrongCall returns the verdict that the player being checked called wrong.
func WrongCall(id string) Action {
	return Action{Op: OpWrong, Player: id}
}

// Apply checks the action against the rules and applies it; a refused
// action changes nothing.
func (g *Game) Apply(a Action) error {
	if g.Over() {
		return g.refuseOver()
	}
	switch a.Op {
	case OpEnd:
		return g.endHere()
	case OpPresses:
		return g.record(a)
	case OpSettle:
		return g.settle(a.Order)
	case OpRight, OpWrong:
		return g.judge(a.Player, a.Op == OpRight)
	}
	return games.Refuse("keepwatch.action.unknown", "Op", a.Op)
}

// record starts the check of a challenge from its presses.
func (g *Game) record(a Action) error {
	if g.current != nil {
		return games.Refuse("keepwatch.presses.check_under_way")
	}
	condition, err := g.condition(a.Condition)
	if err != nil {
		return err
	}
	if a.Resolution < 0 {
		return games.Refuse("keepwatch.presses.negative_resolution")
	}
	entries, early, err := g.read(a.Presses)
	if err != nil {
		return err
	}
	rank(entries, len(g.piles), g.leader)
	markTies(entries, a.Resolution)
	g.current = &Challenge{
		Number: g.Played() + 1, Condition: condition, Order: entries, FalseStarts: early,
		Checking: -1, Right: -1, Taker: -1,
	}
	g.advance()
	return nil
}

// condition returns the condition of the next challenge: the referee's in
// the Alternating variant, the game's otherwise.
func (g *Game) condition(given Condition) (Condition, error) {
	fixed, ok := g.FixedCondition()
	switch {
	case given != "" && given != More && given != Less:
		return "", games.Refuse("keepwatch.condition.unknown", "Condition", string(given))
	case ok && given != "" && given != fixed:
		return "", games.Refuse("keepwatch.condition.fixed")
	case ok:
		return fixed, nil
	case given == "":
		return "", games.Refuse("keepwatch.condition.missing")
	}
	return given, nil
}

// read sorts the presses into the entries that take part and the false
// starts. A player has at most one press after GO and one before.
func (g *Game) read(presses []Press) ([]Entry, []FalseStart, error) {
	n := len(g.piles)
	after, before := make([]bool, n), make([]bool, n)
	var times []Press
	var early []FalseStart
	for _, p := range presses {
		seat := g.setup.Players.Index(p.Player)
		if seat < 0 {
			return nil, nil, games.Refuse("keepwatch.press.unknown_player", "Player", p.Player)
		}
		if p.Within < 0 {
			return nil, nil, games.Refuse("keepwatch.press.negative_within", "Player", g.name(seat))
		}
		if g.setup.late(p.At) {
			return nil, nil, games.Refuse("keepwatch.press.too_late", "Player", g.name(seat))
		}
		seen := after
		if p.At < 0 {
			seen = before
		}
		if seen[seat] {
			return nil, nil, games.Refuse("keepwatch.press.twice", "Player", g.name(seat))
		}
		seen[seat] = true
		if p.At < 0 {
			early = append(early, FalseStart{Seat: seat, At: p.At})
		} else {
			times = append(times, p)
		}
	}
	slices.SortFunc(early, func(a, b FalseStart) int {
		return cmp.Or(cmp.Compare(a.At, b.At), cmp.Compare(a.Seat, b.Seat))
	})
	return g.entries(times, before), early, nil
}

// entries turns the presses after GO into entries, leaving out the false
// starters when they are locked out.
func (g *Game) entries(times []Press, falseStart []bool) []Entry {
	var entries []Entry
	for _, p := range times {
		seat := g.setup.Players.Index(p.Player)
		if falseStart[seat] && !g.setup.NoLockOut {
			continue
		}
		entries = append(entries, Entry{Seat: seat, Reaction: p.At, Within: p.Within, FalseStart: falseStart[seat]})
	}
	return entries
}

// settle puts a tie in the order the table saw.
func (g *Game) settle(ids []string) error {
	c := g.current
	if c == nil || !c.hasUnsettled() {
		return games.Refuse("keepwatch.settle.no_tie")
	}
	group, ok := g.tieOf(ids)
	if !ok {
		return games.Refuse("keepwatch.settle.not_the_tie")
	}
	first := c.tieStart(group)
	tied := slices.Clone(c.Order[first : first+len(ids)])
	for i, id := range ids {
		seat := g.setup.Players.Index(id)
		k := slices.IndexFunc(tied, func(e Entry) bool { return e.Seat == seat })
		c.Order[first+i] = tied[k]
		c.Order[first+i].Settled = true
	}
	g.advance()
	return nil
}

// tieOf returns the unsettled tie group whose players the IDs name, each
// once and all of them.
func (g *Game) tieOf(ids []string) (int, bool) {
	c := g.current
	if len(ids) == 0 {
		return 0, false
	}
	seats := make([]int, len(ids))
	for i, id := range ids {
		seats[i] = g.setup.Players.Index(id)
	}
	k := slices.IndexFunc(c.Order, func(e Entry) bool { return e.Seat == seats[0] })
	if k < 0 || c.Order[k].Tie == 0 || c.Order[k].Settled {
		return 0, false
	}
	group := c.Order[k].Tie
	members := c.tieSeats(group)
	slices.Sort(members)
	slices.Sort(seats)
	return group, slices.Equal(members, seats)
}

// judge applies the referee's verdict on the player being checked.
func (g *Game) judge(id string, right bool) error {
	c := g.current
	if c == nil {
		return games.Refuse("keepwatch.verdict.nobody_to_check")
	}
	if c.Unsettled != nil {
		return games.Refuse("keepwatch.verdict.tie_unsettled")
	}
	if seat := g.setup.Players.Index(id); seat != c.Checking {
		return games.Refuse("keepwatch.verdict.not_checked_now", "Player", g.nameOf(id), "Checked", g.name(c.Checking))
	}
	i := c.next()
	if right {
		c.Order[i].Verdict = VerdictRight
		g.rightCall(c.Checking)
		return nil
	}
	c.Order[i].Verdict = VerdictWrong
	c.Penalties = append(c.Penalties, g.penalise(c.Checking))
	g.advance()
	return nil
}

// advance moves the check to the next player not yet judged, stops at a
// tie the table has to settle, and ends the challenge when nobody is left.
func (g *Game) advance() {
	c := g.current
	c.Checking, c.Unsettled = -1, nil
	i := c.next()
	if i < 0 {
		g.nobodyRight()
		return
	}
	if e := c.Order[i]; e.Tie > 0 && !e.Settled {
		c.Unsettled = c.tieSeats(e.Tie)
		return
	}
	c.Checking = c.Order[i].Seat
}

// rightCall gives the card to the player who called right and makes them
// Leader.
func (g *Game) rightCall(seat int) {
	g.current.Right = seat
	g.take(seat)
	g.leader = seat
	g.finish()
}

// nobodyRight ends a challenge nobody called right: the Leader takes the
// card, or with the option it stays on the stack to be played again.
func (g *Game) nobodyRight() {
	if g.setup.ReplayWhenNobodyRight {
		g.current.Replayed = true
	} else {
		g.take(g.leader)
	}
	g.finish()
}

func (g *Game) take(seat int) {
	g.piles[seat]++
	g.stack--
	g.current.Taker = seat
}

func (g *Game) finish() {
	g.current.Checking, g.current.Unsettled = -1, nil
	g.last, g.current = g.current, nil
	g.history = append(g.history, slices.Clone(g.piles))
}

// penalise makes the player at the seat give away their penalty cards.
func (g *Game) penalise(seat int) Penalty {
	to := PenaltyOrder(len(g.piles), seat, g.piles[seat])
	for _, r := range to {
		g.piles[seat]--
		g.piles[r]++
	}
	return Penalty{From: seat, To: to}
}

// PenaltyCards is how many cards a wrong call costs.
const PenaltyCards = 3

// PenaltyOrder returns the seats that receive the cards of the caller at
// seat caller, who holds the given number of cards, one card each in the
// order they are given: clockwise from the caller's left, round again past
// the caller while cards remain. So with two players the opponent gets all
// three, with three the left neighbour gets two and the other one, with four
// or more the next three players get one each; a caller with fewer than
// three cards gives what they have, in that order.
func PenaltyOrder(players, caller, holding int) []int {
	k := min(PenaltyCards, holding)
	to := []int{}
	if players < 2 {
		return to
	}
	for seat := caller; len(to) < k; {
		seat = (seat + 1) % players
		if seat != caller {
			to = append(to, seat)
		}
	}
	return to
}
