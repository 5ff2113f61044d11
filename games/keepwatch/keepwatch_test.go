package keepwatch_test

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"tablecompanion/games"
	"tablecompanion/games/gamestest"
	"tablecompanion/games/keepwatch"
)

func TestKeepWatchKeepsTheContract(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 35))
	for _, s := range []keepwatch.Setup{
		{Players: table(3), Leader: 1, Alternating: true, Neighbours: true},
		{Players: table(4), NoLockOut: true, ReplayWhenNobodyRight: true, Less: true},
	} {
		gamestest.Contract(t, keepwatch.Start, s, randomGame(t, r, s))
	}
}

func TestDealLeavesEveryPlayerOneCardAndTheStack35MinusN(t *testing.T) {
	for n := keepwatch.MinPlayers; n <= keepwatch.MaxPlayers; n++ {
		g, err := keepwatch.Start(keepwatch.Setup{Players: table(n), Leader: n - 1})
		if err != nil {
			t.Fatal(err)
		}
		want := make([]int, n)
		for i := range want {
			want[i] = 1
		}
		if !slices.Equal(g.Piles(), want) || g.Stack() != keepwatch.Cards-n {
			t.Errorf("%d players: piles %v, stack %d", n, g.Piles(), g.Stack())
		}
		if g.Challenges() != 35-n || g.Left() != 35-n || g.Played() != 0 {
			t.Errorf("%d players: %d challenges, %d left, %d played", n, g.Challenges(), g.Left(), g.Played())
		}
		if g.Leader() != n-1 || g.Phase() != keepwatch.PhaseReady || g.Over() {
			t.Errorf("%d players: Leader %d, phase %s", n, g.Leader(), g.Phase())
		}
	}
}

func TestSetupIsRefusedWhenInvalid(t *testing.T) {
	twice := table(3)
	twice[2].ID = "a"
	noID := table(3)
	noID[1].ID = ""
	cases := []struct {
		name  string
		setup keepwatch.Setup
		want  string
	}{
		{"one player", keepwatch.Setup{Players: table(1)}, "keepwatch.setup.too_few"},
		{"nobody", keepwatch.Setup{}, "keepwatch.setup.too_few"},
		{"seven players", keepwatch.Setup{Players: append(table(6), games.Player{ID: "g", Name: "Gus"})}, "keepwatch.setup.too_many"},
		{"a player twice", keepwatch.Setup{Players: twice}, "keepwatch.setup.player_twice"},
		{"a player without ID", keepwatch.Setup{Players: noID}, "keepwatch.setup.player_without_id"},
		{"Leader before the first seat", keepwatch.Setup{Players: table(3), Leader: -1}, "keepwatch.setup.leader_unknown"},
		{"Leader past the last seat", keepwatch.Setup{Players: table(3), Leader: 3}, "keepwatch.setup.leader_unknown"},
		{"less and alternating", keepwatch.Setup{Players: table(3), Less: true, Alternating: true}, "keepwatch.setup.less_and_alternating"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := keepwatch.Start(c.setup)
			var rule *games.RuleError
			if !errors.As(err, &rule) || rule.ID != c.want {
				t.Fatalf("want %s, got %v", c.want, err)
			}
		})
	}
	for _, n := range []int{1, 7} {
		_, err := keepwatch.Start(keepwatch.Setup{Players: append(table(6), games.Player{ID: "g"})[:n]})
		var rule *games.RuleError
		if errors.As(err, &rule) && rule.Args["Count"] == nil {
			t.Errorf("%d players: the refusal names no count", n)
		}
	}
}

// penaltyCases are where a caller at seat 1 ("b") sends their cards.
var penaltyCases = []struct {
	players, holding int
	to               []int
}{
	{2, 0, []int{}}, {2, 1, []int{0}}, {2, 2, []int{0, 0}}, {2, 3, []int{0, 0, 0}}, {2, 5, []int{0, 0, 0}},
	{3, 0, []int{}}, {3, 1, []int{2}}, {3, 2, []int{2, 0}}, {3, 3, []int{2, 0, 2}}, {3, 5, []int{2, 0, 2}},
	{4, 0, []int{}}, {4, 1, []int{2}}, {4, 2, []int{2, 3}}, {4, 3, []int{2, 3, 0}}, {4, 4, []int{2, 3, 0}},
	{5, 0, []int{}}, {5, 1, []int{2}}, {5, 2, []int{2, 3}}, {5, 3, []int{2, 3, 4}}, {5, 6, []int{2, 3, 4}},
	{6, 0, []int{}}, {6, 1, []int{2}}, {6, 2, []int{2, 3}}, {6, 3, []int{2, 3, 4}}, {6, 4, []int{2, 3, 4}},
}

func TestWrongCallGivesThreeCardsClockwiseFromTheLeft(t *testing.T) {
	for _, c := range penaltyCases {
		if got := keepwatch.PenaltyOrder(c.players, 1, c.holding); !slices.Equal(got, c.to) {
			t.Errorf("%d players, holding %d: got %v want %v", c.players, c.holding, got, c.to)
		}
	}
	if got := keepwatch.PenaltyOrder(4, 3, 3); !slices.Equal(got, []int{0, 1, 2}) {
		t.Errorf("the last seat's left is the first seat: got %v", got)
	}
}

// holdCards plays challenges until "b" holds the given number of cards: it
// wins to get more, or is wrong alone to lose its one card.
func holdCards(t *testing.T, m *keepwatch.Match, holding int) {
	t.Helper()
	if holding == 0 {
		play(t, m, solo("b"), keepwatch.WrongCall("b"))
	}
	for m.State().Pile(1) < holding {
		play(t, m, win("b")...)
	}
}

func TestWrongCallPenaltyInPlayAtEveryTableSize(t *testing.T) {
	for _, c := range penaltyCases {
		m := newMatch(t, keepwatch.Setup{Players: table(c.players)})
		holdCards(t, m, c.holding)
		before := m.State().Piles()
		play(t, m, keepwatch.Presses("", 0, at("b", 200), at("a", 400)), keepwatch.WrongCall("b"))
		want := slices.Clone(before)
		for _, seat := range c.to {
			want[seat]++
			want[1]--
		}
		if got := m.State().Piles(); !slices.Equal(got, want) {
			t.Errorf("%d players, holding %d: piles %v → %v, want %v", c.players, c.holding, before, got, want)
		}
		p := current(t, m).Penalties
		if len(p) != 1 || p[0].From != 1 || !slices.Equal(p[0].To, c.to) {
			t.Errorf("%d players, holding %d: penalties %+v", c.players, c.holding, p)
		}
	}
}

func TestWrongCallWorkedCaseThreePlayersHoldingFive(t *testing.T) {
	m := newMatch(t, keepwatch.Setup{Players: table(3)})
	holdCards(t, m, 5)
	play(t, m, keepwatch.Presses("", 0, at("b", 250), at("c", 300)), keepwatch.WrongCall("b"))
	if got := m.State().Piles(); !slices.Equal(got, []int{1 + 1, 5 - 3, 1 + 2}) {
		t.Fatalf("piles %v: A gets 1, B keeps 2, C gets 2", got)
	}
	if p := current(t, m).Penalties[0]; !slices.Equal(p.To, []int{2, 0, 2}) {
		t.Fatalf("cards given to %v, want C, A, C", p.To)
	}
}

func TestRightCallTakesTheCardAndTheLead(t *testing.T) {
	m := newMatch(t, keepwatch.Setup{Players: table(4)})
	play(t, m, keepwatch.Presses("", 0, at("c", 180), at("a", 240)), keepwatch.RightCall("c"))
	g := m.State()
	if g.Leader() != 2 || g.Pile(2) != 2 || g.Stack() != 35-4-1 || g.Played() != 1 {
		t.Fatalf("Leader %d, piles %v, stack %d", g.Leader(), g.Piles(), g.Stack())
	}
	c := last(t, m)
	if c.Right != 2 || c.Taker != 2 || c.Order[0].Verdict != keepwatch.VerdictRight || c.Order[1].Verdict != keepwatch.VerdictNone {
		t.Fatalf("last challenge %+v", c)
	}
	if g.Phase() != keepwatch.PhaseReady {
		t.Fatalf("phase %s after a right call", g.Phase())
	}
}

func TestWrongCallThenTheNextFastestIsChecked(t *testing.T) {
	m := newMatch(t, keepwatch.Setup{Players: table(4)})
	holdCards(t, m, 3) // b leads with 3 cards
	play(t, m, keepwatch.Presses("", 0, at("a", 300), at("b", 200), at("c", 250)))
	if c := current(t, m); !slices.Equal(seatsOf(c), []int{1, 2, 0}) || c.Checking != 1 {
		t.Fatalf("order %v, checking %d", seatsOf(c), c.Checking)
	}
	play(t, m, keepwatch.WrongCall("b")) // b gives c, d, a one each
	if c := current(t, m); c.Checking != 2 || len(c.Penalties) != 1 {
		t.Fatalf("after b's wrong call: checking %d, penalties %+v", c.Checking, c.Penalties)
	}
	play(t, m, keepwatch.WrongCall("c")) // c gives its two cards to d, a
	if c := current(t, m); c.Checking != 0 || len(c.Penalties) != 2 || !slices.Equal(c.Penalties[1].To, []int{3, 0}) {
		t.Fatalf("after c's wrong call: checking %d, penalties %+v", c.Checking, c.Penalties)
	}
	play(t, m, keepwatch.RightCall("a"))
	g := m.State()
	if g.Leader() != 0 || !slices.Equal(g.Piles(), []int{4, 0, 0, 3}) {
		t.Fatalf("Leader %d, piles %v", g.Leader(), g.Piles())
	}
}

func TestNobodyRightTheLeaderTakesTheCard(t *testing.T) {
	m := newMatch(t, keepwatch.Setup{Players: table(3), Leader: 2})
	play(t, m, keepwatch.Presses("", 0, at("a", 200), at("b", 300)), keepwatch.WrongCall("a"), keepwatch.WrongCall("b"))
	g := m.State()
	c := last(t, m)
	if c.Taker != 2 || c.Right != -1 || c.Replayed || g.Leader() != 2 || g.Stack() != 35-3-1 {
		t.Fatalf("taker %d, Leader %d, stack %d", c.Taker, g.Leader(), g.Stack())
	}
	// a gives its card to b; b gives its two to c and a; c takes the card.
	if !slices.Equal(g.Piles(), []int{1, 0, 3}) {
		t.Fatalf("piles %v", g.Piles())
	}
}

func TestNobodyRightWithTheOptionTheCardStaysAndTheChallengeIsReplayed(t *testing.T) {
	m := newMatch(t, keepwatch.Setup{Players: table(3), Leader: 2, ReplayWhenNobodyRight: true})
	play(t, m, keepwatch.Presses("", 0, at("a", 200), at("b", 300)), keepwatch.WrongCall("a"), keepwatch.WrongCall("b"))
	g := m.State()
	c := last(t, m)
	if !c.Replayed || c.Taker != -1 || g.Leader() != 2 || g.Stack() != 35-3 || g.Played() != 0 {
		t.Fatalf("replayed %v, taker %d, Leader %d, stack %d", c.Replayed, c.Taker, g.Leader(), g.Stack())
	}
	if sum(g.Piles()) != 3 {
		t.Fatalf("piles %v", g.Piles())
	}
	play(t, m, solo("c"))
	if n := current(t, m).Number; n != 1 {
		t.Fatalf("the replayed challenge is number %d", n)
	}
}

func TestNobodyPressedEndsTheChallengeAtOnce(t *testing.T) {
	for _, replay := range []bool{false, true} {
		m := newMatch(t, keepwatch.Setup{Players: table(2), ReplayWhenNobodyRight: replay})
		play(t, m, keepwatch.Presses("", 0, at("b", -20)))
		c := last(t, m)
		if m.State().Phase() != keepwatch.PhaseReady || c.Replayed != replay || len(c.FalseStarts) != 1 {
			t.Fatalf("replay option %v: %+v", replay, c)
		}
		if want := 35 - 2 - 1; !replay && (m.State().Stack() != want || m.State().Pile(0) != 2) {
			t.Fatalf("the Leader did not take the card: stack %d", m.State().Stack())
		}
	}
}

func TestFalseStartLocksThePlayerOut(t *testing.T) {
	m := newMatch(t, keepwatch.Setup{Players: table(3)})
	play(t, m, keepwatch.Presses("", 0, at("a", -40), at("a", 120), at("b", 300), at("c", -90)))
	c := current(t, m)
	if !slices.Equal(seatsOf(c), []int{1}) || c.Checking != 1 {
		t.Fatalf("order %v: false starters take no part", seatsOf(c))
	}
	want := []keepwatch.FalseStart{{Seat: 2, At: -90 * time.Millisecond}, {Seat: 0, At: -40 * time.Millisecond}}
	if !slices.Equal(c.FalseStarts, want) {
		t.Fatalf("false starts %+v", c.FalseStarts)
	}
}

func TestFalseStartWithoutLockOutThePressAfterGoCounts(t *testing.T) {
	m := newMatch(t, keepwatch.Setup{Players: table(3), NoLockOut: true})
	play(t, m, keepwatch.Presses("", 0, at("a", -40), at("a", 120), at("b", 300), at("c", -90)))
	c := current(t, m)
	if !slices.Equal(seatsOf(c), []int{0, 1}) || c.Checking != 0 {
		t.Fatalf("order %v", seatsOf(c))
	}
	if !c.Order[0].FalseStart || c.Order[1].FalseStart || len(c.FalseStarts) != 2 {
		t.Fatalf("false starts not shown: %+v", c)
	}
}

func TestOrderShowsReactionTimesAndGapsInMilliseconds(t *testing.T) {
	m := newMatch(t, keepwatch.Setup{Players: table(4)})
	play(t, m, keepwatch.Presses("", 10*time.Millisecond,
		at("d", 412), at("b", 187), keepwatch.Press{Player: "c", At: 250*time.Millisecond + 700*time.Microsecond}))
	c := current(t, m)
	type shown struct{ seat, ms, gap int64 }
	var got []shown
	for _, e := range c.Order {
		got = append(got, shown{int64(e.Seat), e.ReactionMs(), e.GapMs()})
		if e.Tie != 0 {
			t.Errorf("seat %d shown as a tie", e.Seat)
		}
	}
	want := []shown{{1, 187, 0}, {2, 250, 63}, {3, 412, 225}}
	if !slices.Equal(got, want) {
		t.Fatalf("got %v want %v", got, want)
	}
}

func TestPressesTooCloseToCallWaitForTheTable(t *testing.T) {
	m := newMatch(t, keepwatch.Setup{Players: table(4)})
	play(t, m, keepwatch.Presses("", 10*time.Millisecond, at("a", 100), at("b", 105), at("c", 200), at("d", 113)))
	c := current(t, m)
	if !slices.Equal(c.Unsettled, []int{0, 1, 3}) || c.Checking != -1 {
		t.Fatalf("unsettled %v, checking %d: a chain of presses 5 and 8 ms apart is one tie", c.Unsettled, c.Checking)
	}
	if c.Order[0].Tie != 1 || c.Order[2].Tie != 1 || c.Order[3].Tie != 0 {
		t.Fatalf("ties %+v", c.Order)
	}
	play(t, m, keepwatch.Settle("d", "a", "b"))
	c = current(t, m)
	if !slices.Equal(seatsOf(c), []int{3, 0, 1, 2}) || c.Checking != 3 || c.Unsettled != nil {
		t.Fatalf("after settling: order %v, checking %d", seatsOf(c), c.Checking)
	}
	if !c.Order[0].Settled || c.Order[0].GapMs() != 13 || c.Order[3].Settled {
		t.Fatalf("settled entries %+v", c.Order)
	}
	play(t, m, keepwatch.WrongCall("d"), keepwatch.RightCall("a"))
	if m.State().Leader() != 0 {
		t.Fatalf("Leader %d", m.State().Leader())
	}
}

func TestPressesTooCloseToCallLaterInTheOrder(t *testing.T) {
	m := newMatch(t, keepwatch.Setup{Players: table(3)})
	play(t, m, keepwatch.Presses("", 10*time.Millisecond, at("a", 100), at("b", 300), at("c", 304)))
	if c := current(t, m); c.Checking != 0 || c.Unsettled != nil {
		t.Fatalf("the clear fastest press is checked first: %+v", c)
	}
	play(t, m, keepwatch.WrongCall("a"))
	if c := current(t, m); !slices.Equal(c.Unsettled, []int{1, 2}) {
		t.Fatalf("unsettled %v", c.Unsettled)
	}
	play(t, m, keepwatch.Settle("c", "b"), keepwatch.WrongCall("c"), keepwatch.RightCall("b"))
	if g := m.State(); g.Leader() != 1 {
		t.Fatalf("Leader %d", g.Leader())
	}
}

func TestTieMaySettleBeforeItsTurn(t *testing.T) {
	m := newMatch(t, keepwatch.Setup{Players: table(3)})
	play(t, m, keepwatch.Presses("", 10*time.Millisecond, at("a", 100), at("b", 300), at("c", 304)),
		keepwatch.Settle("c", "b"))
	c := current(t, m)
	if c.Checking != 0 || !slices.Equal(seatsOf(c), []int{0, 2, 1}) {
		t.Fatalf("checking %d, order %v", c.Checking, seatsOf(c))
	}
}

func TestSameTimeIsATieEvenWithoutResolution(t *testing.T) {
	m := newMatch(t, keepwatch.Setup{Players: table(3), Leader: 1})
	play(t, m, keepwatch.Presses("", 0, at("a", 200), at("c", 200), at("b", 201)))
	c := current(t, m)
	if !slices.Equal(c.Unsettled, []int{2, 0}) || c.Order[2].Tie != 0 {
		t.Fatalf("unsettled %v (clockwise from the Leader), order %+v", c.Unsettled, c.Order)
	}
}

// TestPressesWhoseBoundsOverlapAreTooCloseToCall times presses on phones,
// each with its error bound, beside a laptop key: two presses are in doubt
// when their bounds overlap, and a press whose bound reaches back past
// others ties them all.
func TestPressesWhoseBoundsOverlapAreTooCloseToCall(t *testing.T) {
	phone := func(id string, ms, within int) keepwatch.Press {
		p := at(id, ms)
		p.Within = time.Duration(within) * time.Millisecond
		return p
	}
	for _, c := range []struct {
		name    string
		presses []keepwatch.Press
		ties    []int
	}{
		{"apart by more than both bounds", []keepwatch.Press{phone("a", 200, 4), phone("b", 210, 5)}, []int{0, 0}},
		{"apart by exactly both bounds", []keepwatch.Press{phone("a", 200, 4), phone("b", 209, 5)}, []int{1, 1}},
		{"a phone's bound over a laptop key", []keepwatch.Press{at("a", 200), phone("b", 205, 6)}, []int{1, 1}},
		{"a laptop key clear of a phone's bound", []keepwatch.Press{at("a", 200), phone("b", 207, 6)}, []int{0, 0}},
		{"a wide bound reaches back past a clear pair", []keepwatch.Press{at("a", 200), at("b", 230), phone("c", 240, 45)}, []int{1, 1, 1}},
		{"two groups", []keepwatch.Press{phone("a", 200, 3), phone("b", 204, 3), phone("c", 300, 3), phone("d", 302, 3)}, []int{1, 1, 2, 2}},
	} {
		m := newMatch(t, keepwatch.Setup{Players: table(4)})
		play(t, m, keepwatch.Presses("", time.Millisecond, c.presses...))
		var ties []int
		for _, e := range current(t, m).Order {
			ties = append(ties, e.Tie)
		}
		if !slices.Equal(ties, c.ties) {
			t.Errorf("%s: ties %v, want %v", c.name, ties, c.ties)
		}
	}
}

func TestGameEndsAfter35MinusNChallenges(t *testing.T) {
	for n := keepwatch.MinPlayers; n <= keepwatch.MaxPlayers; n++ {
		m := newMatch(t, keepwatch.Setup{Players: table(n)})
		played := 0
		for !m.Over() {
			play(t, m, win(ids[played%n])...)
			played++
		}
		g := m.State()
		if played != 35-n || g.Played() != 35-n || g.Left() != 0 || g.Phase() != keepwatch.PhaseOver {
			t.Errorf("%d players: over after %d challenges, phase %s", n, played, g.Phase())
		}
		if sum(g.Piles()) != keepwatch.Cards {
			t.Errorf("%d players: piles %v", n, g.Piles())
		}
		gamestest.Refused(t, m, keepwatch.Start, solo("a"), "keepwatch.game.over")
	}
}

func TestMostCardsWinsATieIsASharedWin(t *testing.T) {
	cases := []struct {
		name    string
		players int
		winners []string
		want    []int
	}{
		{"one winner", 3, []string{"c"}, []int{2}},
		{"two share", 3, []string{"a", "b"}, []int{0, 1}},
		{"all five share", 5, ids[:5], []int{0, 1, 2, 3, 4}},
	}
	for _, c := range cases {
		m := newMatch(t, keepwatch.Setup{Players: table(c.players)})
		for k := 0; !m.Over(); k++ {
			play(t, m, win(c.winners[k%len(c.winners)])...)
		}
		if got := m.State().Winners(); !slices.Equal(got, c.want) {
			t.Errorf("%s: winners %v, piles %v", c.name, got, m.State().Piles())
		}
	}
}

func TestCardsAreConservedInRandomGames(t *testing.T) {
	r := rand.New(rand.NewPCG(2024, 35))
	for range 300 {
		s := randomSetup(r)
		m := newMatch(t, s)
		for steps := 0; !m.Over(); steps++ {
			play(t, m, randomAction(r, m.State()))
			g := m.State()
			if g.Stack()+sum(g.Piles()) != keepwatch.Cards || g.Played()+g.Left() != 35-len(s.Players) {
				t.Fatalf("after %d actions: stack %d + piles %v ≠ 35", steps+1, g.Stack(), g.Piles())
			}
			if slices.Min(g.Piles()) < 0 {
				t.Fatalf("a pile went negative: %v", g.Piles())
			}
		}
	}
}

func TestAlternatingTheRefereeSetsTheConditionPerChallenge(t *testing.T) {
	m := newMatch(t, keepwatch.Setup{Players: table(2), Alternating: true})
	if _, fixed := m.State().FixedCondition(); fixed {
		t.Fatal("alternating has no fixed condition")
	}
	for _, cond := range []keepwatch.Condition{keepwatch.Less, keepwatch.More, keepwatch.Less} {
		play(t, m, keepwatch.Presses(cond, 0, at("a", 300)))
		if got := current(t, m).Condition; got != cond {
			t.Fatalf("condition %s, want %s", got, cond)
		}
		play(t, m, keepwatch.RightCall("a"))
	}
}

func TestFixedConditionOutsideAlternating(t *testing.T) {
	cases := []struct {
		less  bool
		given keepwatch.Condition
		want  keepwatch.Condition
	}{
		{false, "", keepwatch.More}, {false, keepwatch.More, keepwatch.More},
		{true, "", keepwatch.Less}, {true, keepwatch.Less, keepwatch.Less},
	}
	for _, c := range cases {
		m := newMatch(t, keepwatch.Setup{Players: table(2), Less: c.less})
		play(t, m, keepwatch.Presses(c.given, 0, at("a", 300)))
		if got := current(t, m).Condition; got != c.want {
			t.Errorf("less %v, given %q: condition %s", c.less, c.given, got)
		}
	}
}

func TestNeighboursAreLeftAndRightOrTheOpponent(t *testing.T) {
	two, _ := keepwatch.Start(keepwatch.Setup{Players: table(2)})
	four, _ := keepwatch.Start(keepwatch.Setup{Players: table(4)})
	if got := two.Neighbours(1); !slices.Equal(got, []int{0}) {
		t.Errorf("two players: %v", got)
	}
	if got := four.Neighbours(0); !slices.Equal(got, []int{1, 3}) {
		t.Errorf("four players: %v", got)
	}
}

func TestScreensCannotChangeTheGameThroughWhatTheyRead(t *testing.T) {
	m := newMatch(t, keepwatch.Setup{Players: table(3)})
	play(t, m, keepwatch.Presses("", 0, at("a", 100), at("b", 200)), keepwatch.WrongCall("a"))
	c := current(t, m)
	c.Order[0].Seat = 2
	c.Penalties[0].To[0] = 0
	m.State().Piles()[0] = 9
	if again := current(t, m); again.Order[0].Seat != 0 || again.Penalties[0].To[0] != 1 || m.State().Pile(0) != 0 {
		t.Fatal("a copy handed to the screen shares memory with the game")
	}
}

func TestRefusals(t *testing.T) {
	m := newMatch(t, keepwatch.Setup{Players: table(3)})
	alternating := newMatch(t, keepwatch.Setup{Players: table(3), Alternating: true})
	tied := newMatch(t, keepwatch.Setup{Players: table(3)})
	play(t, tied, keepwatch.Presses("", 10*time.Millisecond, at("a", 100), at("b", 104), at("c", 300)))
	checking := newMatch(t, keepwatch.Setup{Players: table(3)})
	play(t, checking, keepwatch.Presses("", 0, at("a", 100), at("b", 200)))
	cases := []struct {
		name   string
		match  *keepwatch.Match
		action keepwatch.Action
		want   string
	}{
		{"unknown operation", m, keepwatch.Action{Op: "slap"}, "keepwatch.action.unknown"},
		{"press by an unknown player", m, keepwatch.Presses("", 0, at("z", 100)), "keepwatch.press.unknown_player"},
		{"two presses after GO by one player", m, keepwatch.Presses("", 0, at("a", 100), at("a", 150)), "keepwatch.press.twice"},
		{"two false starts by one player", m, keepwatch.Presses("", 0, at("b", -10), at("b", -50)), "keepwatch.press.twice"},
		{"negative resolution", m, keepwatch.Presses("", -time.Millisecond, at("a", 100)), "keepwatch.presses.negative_resolution"},
		{"negative error bound", m, keepwatch.Presses("", 0, keepwatch.Press{Player: "a", At: time.Second, Within: -1}), "keepwatch.press.negative_within"},
		{"unknown condition", m, keepwatch.Presses("most", 0, at("a", 100)), "keepwatch.condition.unknown"},
		{"less outside alternating", m, keepwatch.Presses(keepwatch.Less, 0, at("a", 100)), "keepwatch.condition.fixed"},
		{"alternating without condition", alternating, keepwatch.Presses("", 0, at("a", 100)), "keepwatch.condition.missing"},
		{"verdict before any presses", m, keepwatch.RightCall("a"), "keepwatch.verdict.nobody_to_check"},
		{"settle before any presses", m, keepwatch.Settle("a", "b"), "keepwatch.settle.no_tie"},
		{"presses while checking", checking, solo("c"), "keepwatch.presses.check_under_way"},
		{"verdict for the second fastest", checking, keepwatch.RightCall("b"), "keepwatch.verdict.not_checked_now"},
		{"verdict for a player who did not press", checking, keepwatch.WrongCall("c"), "keepwatch.verdict.not_checked_now"},
		{"verdict for an unknown player", checking, keepwatch.RightCall("z"), "keepwatch.verdict.not_checked_now"},
		{"verdict without a player", checking, keepwatch.RightCall(""), "keepwatch.verdict.not_checked_now"},
		{"settle without a tie", checking, keepwatch.Settle("b", "a"), "keepwatch.settle.no_tie"},
		{"verdict on an unsettled tie", tied, keepwatch.RightCall("a"), "keepwatch.verdict.tie_unsettled"},
		{"settle only part of the tie", tied, keepwatch.Settle("b"), "keepwatch.settle.not_the_tie"},
		{"settle with a player outside the tie", tied, keepwatch.Settle("b", "a", "c"), "keepwatch.settle.not_the_tie"},
		{"settle naming one player twice", tied, keepwatch.Settle("b", "b"), "keepwatch.settle.not_the_tie"},
		{"settle with an unknown player", tied, keepwatch.Settle("z", "a"), "keepwatch.settle.not_the_tie"},
		{"settle naming nobody", tied, keepwatch.Settle(), "keepwatch.settle.not_the_tie"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			gamestest.Refused(t, c.match, keepwatch.Start, c.action, c.want)
		})
	}
}

func TestRefusalNamesThePlayers(t *testing.T) {
	m := newMatch(t, keepwatch.Setup{Players: table(3)})
	play(t, m, keepwatch.Presses("", 0, at("a", 100), at("b", 200)))
	err := m.Do(keepwatch.RightCall("b"))
	var rule *games.RuleError
	if !errors.As(err, &rule) || rule.Args["Player"] != "Bob" || rule.Args["Checked"] != "Ann" {
		t.Fatalf("got %v", err)
	}
}
