package carnival_test

import (
	"fmt"
	"slices"
	"testing"

	"tablecompanion/games/carnival"
)

func TestSetupSizesFollowThePlayerCount(t *testing.T) {
	cases := []struct{ players, numbers, hand int }{
		{4, 36, 9}, {5, 35, 7}, {6, 36, 6}, {7, 35, 5}, {8, 32, 4},
	}
	for _, c := range cases {
		t.Run(fmt.Sprintf("%d players", c.players), func(t *testing.T) {
			g := newMatch(t, c.players).State()
			if got := len(g.Crowd()); got != c.numbers {
				t.Fatalf("crowd of %d, want %d", got, c.numbers)
			}
			if got := carnival.HandSize(c.players); got != c.hand {
				t.Fatalf("hand of %d, want %d", got, c.hand)
			}
			for k := 1; k <= carnival.Deck; k++ {
				want := carnival.InCrowd
				if k > c.numbers {
					want = carnival.Box
				}
				if g.CrowdCard(k).Place != want {
					t.Fatalf("crowd card %d is %v, want %v", k, g.CrowdCard(k).Place, want)
				}
			}
			for i, l := range g.Ledgers() {
				if l.Hand != c.hand || l.Counters != (carnival.Counters{InHand: 4}) || l.Score != 4 {
					t.Fatalf("seat %d starts with %+v", i, l)
				}
			}
		})
	}
}

func TestTurnsGoClockwiseFromTheFirstPlayer(t *testing.T) {
	s := setup(5)
	s.First = 3
	m, err := carnival.New(s)
	if err != nil {
		t.Fatal(err)
	}
	var got []int
	for i, id := range []string{"D", "E", "A", "B", "C", "D"} {
		got = append(got, m.State().Turn())
		do(t, m, call(id, i+1))
	}
	if want := []int{3, 4, 0, 1, 2, 3}; !slices.Equal(got, want) {
		t.Fatalf("turns %v, want %v", got, want)
	}
	if m.State().Token(3) != 6 || m.State().Crowd()[0].Token != -1 || m.State().Crowd()[5].Token != 3 {
		t.Fatalf("D's token left 1 for 6: token %d, spot 1 %+v", m.State().Token(3), m.State().Crowd()[0])
	}
}

func TestARightConnectionGivesBothAFaceUpCard(t *testing.T) {
	m := play(t, 4, append(round(5, 6, 7, 8), connect("A", 5, "B"))...)
	g := m.State()
	if g.CrowdCard(5) != (carnival.Card{Place: carnival.FaceUp, Owner: 0}) ||
		g.HandCard(5) != (carnival.Card{Place: carnival.FaceUp, Owner: 1}) {
		t.Fatalf("cards of 5: crowd %+v, hand %+v", g.CrowdCard(5), g.HandCard(5))
	}
	a, b := g.Ledger(0), g.Ledger(1)
	if a.Score != 5 || b.Score != 5 || b.Hand != 8 || a.Hand != 9 {
		t.Fatalf("A %+v, B %+v", a, b)
	}
	if g.CanConnect() {
		t.Fatal("a second connection is offered in the same turn")
	}
}

func TestAWrongConnectionFlipsTheCrowdCard(t *testing.T) {
	m := play(t, 4, append(round(5, 6, 7, 8), miss("A", 5, "B", "C"))...)
	g := m.State()
	if g.CrowdCard(5).Place != carnival.Flipped ||
		g.HandCard(5) != (carnival.Card{Place: carnival.FaceDown, Owner: 2}) {
		t.Fatalf("cards of 5: crowd %+v, hand %+v", g.CrowdCard(5), g.HandCard(5))
	}
	c := g.Ledger(2)
	if c.Score != 4 || !slices.Equal(c.FaceDown, []int{5}) || c.Hand != 8 {
		t.Fatalf("C %+v", c)
	}
	do(t, m, call("A", 9))
	gamesRefused(t, m, call("B", 5), "carnival.call.flipped")
}

func TestARightCatchTakesBothCards(t *testing.T) {
	m := play(t, 4, append(round(5, 6, 7, 8), catch("C", "B", 5, true))...)
	g := m.State()
	c := g.Ledger(2)
	if !slices.Equal(c.FaceUp, []int{5, 5}) || c.Counters != (carnival.Counters{InHand: 3, LaidOut: 1}) || c.Score != 5 {
		t.Fatalf("C %+v", c)
	}
	if b := g.Ledger(1); b.Hand != 8 || b.Score != 4 {
		t.Fatalf("B %+v", b)
	}
	if g.CanConnect() {
		t.Fatal("A may still connect on a caught number")
	}
	gamesRefused(t, m, connect("A", 5, "B"), "carnival.connect.caught")
	do(t, m, call("A", 9))
}

func TestAWrongCatchBoxesACounterCard(t *testing.T) {
	m := play(t, 5, append(round(5, 6, 7, 8, 9), catch("C", "B", 5, false))...)
	g := m.State()
	c := g.Ledger(2)
	if c.Counters != (carnival.Counters{InHand: 3, Boxed: 1}) || c.Score != 3 || len(c.FaceUp) != 0 {
		t.Fatalf("C %+v", c)
	}
	if g.CrowdCard(5).Place != carnival.InCrowd || g.Banned(5) {
		t.Fatalf("card 5 %+v, banned %v", g.CrowdCard(5), g.Banned(5))
	}
	// At five players another player may still try.
	do(t, m, catch("D", "E", 5, true))
}

func TestCatchesAreFourAGame(t *testing.T) {
	m := play(t, 5, round(5, 6, 7, 8, 9)...)
	do(t, m, catch("C", "B", 5, false), catch("C", "D", 5, false), catch("C", "E", 5, false), catch("C", "B", 6, false))
	gamesRefused(t, m, catch("C", "E", 6, true), "carnival.catch.no_ci")
}

func TestAtFourPlayersAWrongCatchBarsTheNumberForTheRound(t *testing.T) {
	m := play(t, 4, append(round(5, 6, 7, 8), catch("C", "B", 5, false))...)
	if !m.State().Banned(5) {
		t.Fatal("5 is not barred")
	}
	gamesRefused(t, m, catch("D", "C", 5, true), "carnival.catch.banned")
	// A's connection is still allowed, and A's next call ends the round.
	do(t, m, connect("A", 5, "D"), call("A", 9), call("B", 10), call("C", 11), call("D", 5+7))
	if m.State().Banned(5) {
		t.Fatal("the ban outlived its round")
	}
	m = play(t, 4, append(round(5, 6, 7, 8), catch("C", "B", 5, false), call("A", 9), call("B", 5))...)
	do(t, m, catch("D", "C", 5, true))
}

func TestTheGameEndsWhenAHandIsEmpty(t *testing.T) {
	// At eight players a hand has four cards; B partners A four times.
	m := newMatch(t, 8)
	for i, k := range []int{1, 2, 3, 4} {
		if i > 0 {
			do(t, m, connect("A", k-1, "B"))
		}
		do(t, m, call("A", k))
		for _, id := range names[1:8] {
			do(t, m, call(id, 4+(k-1)*7+slices.Index(names, id)))
		}
	}
	if m.State().Over() {
		t.Fatal("over too early")
	}
	do(t, m, connect("A", 4, "B"))
	g := m.State()
	if !g.Over() || g.End() != carnival.EndHandEmpty || g.Ledger(1).Hand != 0 {
		t.Fatalf("over %v, end %v, B %+v", g.Over(), g.End(), g.Ledger(1))
	}
	gamesRefused(t, m, call("A", 5), "carnival.over")
	gamesRefused(t, m, catch("C", "D", 20, true), "carnival.over")
}

func TestTieBreaks(t *testing.T) {
	cases := []struct {
		name    string
		actions []carnival.Action
		winners []int
		decided carnival.Decider
	}{
		{"nobody scored: the win is shared", nil, []int{0, 1, 2, 3}, carnival.Shared},
		{"most points wins", append(round(5, 6, 7, 8), catch("C", "B", 5, true), catch("D", "A", 6, false)),
			[]int{2}, carnival.ByScore},
		{"level on points: most counter-intelligence laid out", append(round(5, 6, 7, 8), connect("A", 5, "B"), catch("C", "D", 6, true)),
			[]int{2}, carnival.ByLaidOut},
		{"level again: most face-down agents", append(round(5, 6, 7, 8), miss("A", 5, "B", "D")),
			[]int{3}, carnival.ByFaceDown},
		{"level on all three: shared", append(round(5, 6, 7, 8), connect("A", 5, "B")),
			[]int{0, 1}, carnival.Shared},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := play(t, 4, c.actions...).State().Result()
			if !slices.Equal(r.Winners, c.winners) || r.Decided != c.decided {
				t.Fatalf("winners %v by %v, want %v by %v (%+v)", r.Winners, r.Decided, c.winners, c.decided, r.Standings)
			}
			for _, s := range r.Standings {
				if (s.Place == 1) != slices.Contains(c.winners, s.Seat) {
					t.Fatalf("standing %+v", s)
				}
			}
		})
	}
}

func TestRankingSharesPlacesOnlyWhenLevelOnEveryKey(t *testing.T) {
	r := play(t, 4, append(round(5, 6, 7, 8), connect("A", 5, "B"), catch("A", "C", 6, false))...).State().Result()
	var places []int
	for _, s := range r.Standings {
		places = append(places, s.Place)
	}
	// B 5; C and D 4; A 4 (one face-up, three counter cards).
	if want := []int{1, 2, 2, 2}; !slices.Equal(places, want) || r.Standings[0].Seat != 1 {
		t.Fatalf("standings %+v", r.Standings)
	}
}

func TestTheTableKnowsWhoCannotHoldANumber(t *testing.T) {
	m := play(t, 5, round(5, 6, 7, 8, 9)...)
	gamesRefused(t, m, catch("C", "A", 5, true), "carnival.holder.known_not")
	do(t, m, catch("C", "B", 5, false))
	gamesRefused(t, m, miss("A", 5, "D", "B"), "carnival.holder.known_not")
	gamesRefused(t, m, miss("A", 5, "D", "A"), "carnival.holder.known_not")
	gamesRefused(t, m, connect("A", 5, "B"), "carnival.holder.known_not")
	do(t, m, miss("A", 5, "D", "E"))
}

func TestPassIsForAPlayerWithNoCardToCall(t *testing.T) {
	// A called 5, so A does not hold it: once 5 is free again A can call it.
	m := play(t, 4, append(round(5, 6, 7, 8), round(9, 10, 11, 12)...)...)
	gamesRefused(t, m, pass("A"), "carnival.pass.can_call")
	// The engine cannot see A's hand: when it knows of no card A may call,
	// A's word is taken, A's token leaves the crowd and the turn passes.
	m = play(t, 4, append(round(5, 6, 7, 8), pass("A"))...)
	if g := m.State(); g.Token(0) != 0 || g.Turn() != 1 || g.Crowd()[4].Token != -1 {
		t.Fatalf("after the pass: token %d, turn %d", g.Token(0), g.Turn())
	}
	do(t, m, call("B", 5))
}
