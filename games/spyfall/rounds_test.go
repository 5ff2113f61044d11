package spyfall_test

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"tablecompanion/games"
	"tablecompanion/games/gamestest"
	"tablecompanion/games/spyfall"
)

func TestARoundWonByAnEarlyVote(t *testing.T) {
	m := play(t, setup(4, 1), join(deal("port", "C"), accuse("B", "C"), yes("A"), yes("B")))
	if m.State().Phase() != spyfall.PhaseVote {
		t.Fatalf("the vote closed before every voter but the accused said yes")
	}
	if err := m.Do(yes("D")); err != nil {
		t.Fatal(err)
	}
	res := last(t, m)
	if res.End != spyfall.EndEarlyVote || res.Convicted != 2 || res.SpiesWon || m.State().Phase() != spyfall.PhaseDeal {
		t.Fatalf("result %+v, phase %s", res, m.State().Phase())
	}
}

func TestTwoSpiesNeedEveryoneButTwo(t *testing.T) {
	m := play(t, setup(6, 2), join(deal("port", "E", "F"), accuse("A", "E"), no("F")))
	if v, ok := m.State().Vote(); !ok || v.Needed != 4 {
		t.Fatalf("vote %+v, want one needing 4 yes of 5", v)
	}
	for _, a := range yesFrom("A", "B", "C", "D") {
		if err := m.Do(a); err != nil {
			t.Fatal(err)
		}
	}
	if res := last(t, m); res.Convicted != 4 {
		t.Fatalf("one no among six players with two spies did not stop the conviction: %+v", res)
	}
}

func TestAFailedVoteResumesTheRound(t *testing.T) {
	m := play(t, setup(4, 1), join(deal("port", "C"), accuse("A", "C")))
	if m.State().ClockRunning() {
		t.Fatal("the clock runs during a vote")
	}
	if err := m.Do(no("D")); err != nil {
		t.Fatal(err)
	}
	g := m.State()
	if g.Phase() != spyfall.PhaseTalk || !g.ClockRunning() || g.CanAccuse(0) || !g.CanAccuse(1) {
		t.Fatalf("after a failed vote: phase %s, clock %v, A may accuse %v, B may accuse %v",
			g.Phase(), g.ClockRunning(), g.CanAccuse(0), g.CanAccuse(1))
	}
}

func TestASpyMayStopAfterAFailedVote(t *testing.T) {
	m := play(t, setup(4, 1), join(deal("port", "C"), accuse("A", "C"), no("B"), stop("C", "port")))
	if res := last(t, m); res.End != spyfall.EndSpyStop || !res.SpiesWon {
		t.Fatalf("result %+v", res)
	}
}

func TestTimeUpVotesFromTheDealerClockwise(t *testing.T) {
	s := setup(4, 1)
	s.FirstDealer = 2
	m := play(t, s, join(deal("port", "A"), timeUp))
	var order []int
	for m.State().Phase() == spyfall.PhaseEndVote {
		v, _ := m.State().Vote()
		order = append(order, v.Suspect)
		voter := m.State().Players()[(v.Suspect+1)%4].ID
		if err := m.Do(no(voter)); err != nil {
			t.Fatal(err)
		}
	}
	if want := []int{2, 3, 0, 1}; !slices.Equal(order, want) {
		t.Fatalf("suspects %v, want %v", order, want)
	}
	if res := last(t, m); res.End != spyfall.EndNobodyConvicted || !res.SpiesWon {
		t.Fatalf("result %+v", res)
	}
}

func TestTheFirstPassingTimeUpVoteEndsTheVoting(t *testing.T) {
	m := play(t, setup(4, 1), join(deal("port", "C"), timeUp, no("C"), yesFrom("A", "C", "D")))
	res := last(t, m)
	if res.End != spyfall.EndTimeUpVote || res.Convicted != 1 || !res.SpiesWon {
		t.Fatalf("result %+v", res)
	}
}

func TestARoundWonByASpyGuessWithTwoSpies(t *testing.T) {
	m := play(t, setup(6, 2), join(deal("port", "E", "F"), stop("F", "port")))
	g := m.State()
	if g.Phase() != spyfall.PhaseSecondGuess || g.ClockRunning() {
		t.Fatalf("after the first spy's guess: phase %s, clock %v", g.Phase(), g.ClockRunning())
	}
	if err := m.Do(name("E", "museum")); err != nil {
		t.Fatal(err)
	}
	res := last(t, m)
	want := []spyfall.Guess{{Spy: 5, Location: "port", Right: true}, {Spy: 4, Location: "museum"}}
	if res.End != spyfall.EndSpyStop || !res.SpiesWon || !slices.Equal(res.Guesses, want) {
		t.Fatalf("result %+v", res)
	}
}

// TestTheScreensTimerRunsTheRound drives the round as a screen does: the
// shared timer on a fake clock starts on the deal, pauses while the engine's
// clock stops and sends time up when it expires.
func TestTheScreensTimerRunsTheRound(t *testing.T) {
	now := time.Unix(1000, 0)
	clock := func() time.Time { return now }
	m := play(t, setup(4, 1), []spyfall.Action{deal("port", "C")})
	timer := games.NewTimer(clock, m.State().RoundLength())
	timer.Start()
	now = now.Add(2 * time.Minute)
	elapsed := timer.Length() - timer.Remaining()
	if err := m.Do(accuseAt("A", "C", elapsed)); err != nil {
		t.Fatal(err)
	}
	if !m.State().ClockRunning() {
		timer.Pause()
	}
	now = now.Add(3 * time.Minute) // the vote takes three minutes
	if err := m.Do(no("B")); err != nil {
		t.Fatal(err)
	}
	if m.State().ClockRunning() {
		timer.Resume()
	}
	if got := timer.Remaining(); got != 4*time.Minute {
		t.Fatalf("after the vote %v left, want 4m", got)
	}
	now = now.Add(4 * time.Minute)
	if !timer.Expired() {
		t.Fatal("the timer has not expired after the whole round")
	}
	if err := m.Do(timeUp); err != nil {
		t.Fatal(err)
	}
	if g := m.State(); g.Phase() != spyfall.PhaseEndVote || g.Remaining() != 0 {
		t.Fatalf("phase %s, %v left", g.Phase(), g.Remaining())
	}
}

func TestTheRoundTimeUsedSurvivesSaveAndLoad(t *testing.T) {
	m := play(t, setup(4, 1), join(deal("port", "C"), accuseAt("A", "C", 90*time.Second), no("B")))
	data, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	loaded, err := spyfall.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	if got := loaded.State().Remaining(); got != 6*time.Minute-90*time.Second {
		t.Fatalf("%v left after loading, want 4m30s", got)
	}
}

func TestTheDealerRotatesClockwise(t *testing.T) {
	s := setup(4, 1)
	s.FirstDealer = 3
	m := play(t, s, nil)
	var dealers []int
	for _, loc := range []string{"port", "mine", "museum", "prison", "stadium"} {
		dealers = append(dealers, m.State().Dealer())
		for _, a := range join(deal(loc, "A"), stop("A", loc)) {
			if err := m.Do(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	if want := []int{3, 0, 1, 2, 3}; !slices.Equal(dealers, want) {
		t.Fatalf("dealers %v, want %v", dealers, want)
	}
}

// rounds plays n rounds, each in the next location of the box, won by the
// spy A's right guess.
func rounds(n int) []spyfall.Action {
	var out []spyfall.Action
	for _, loc := range spyfall.StandardIDs[:n] {
		out = append(out, join(deal(loc, "A"), stop("A", loc))...)
	}
	return out
}

func TestAPlayedLocationLeavesTheGame(t *testing.T) {
	m := play(t, spyfall.Setup{Players: seats(4), Rounds: 10}, rounds(1))
	in := m.State().InPlay()
	if len(in) != 19 || slices.Contains(in, spyfall.Location{ID: spyfall.StandardIDs[0]}) {
		t.Fatalf("in play after one round: %v", in)
	}
}

func TestPlayedLocationsComeBackAfterEightRounds(t *testing.T) {
	m := play(t, spyfall.Setup{Players: seats(4), Rounds: 10}, join(rounds(8), reshuffle))
	if got := len(m.State().InPlay()); got != 20 {
		t.Fatalf("%d locations in play after the reshuffle, want 20", got)
	}
	if err := m.Do(deal(spyfall.StandardIDs[0], "B")); err != nil {
		t.Fatalf("a reshuffled location cannot be dealt: %v", err)
	}
}

func TestLocationsComeBackEarlyWhenNoneIsLeft(t *testing.T) {
	s := spyfall.Setup{Players: seats(4), Locations: []string{"port", "mine"}}
	m := play(t, s, join(deal("port", "A"), stop("A", "port"), deal("mine", "A"), stop("A", "mine"), reshuffle))
	if got := len(m.State().InPlay()); got != 2 {
		t.Fatalf("%d locations in play, want 2", got)
	}
}

func TestTheMatchEndsAfterTheAgreedRoundsWithSharedWinners(t *testing.T) {
	s := spyfall.Setup{Players: seats(4), Rounds: 2}
	m := play(t, s, join(deal("port", "A"), stop("A", "port"), deal("mine", "B"), stop("B", "mine")))
	g := m.State()
	if !g.Over() || g.Phase() != spyfall.PhaseOver || g.Round() != 2 {
		t.Fatalf("over %v, phase %s, round %d", g.Over(), g.Phase(), g.Round())
	}
	if want := []int{0, 1}; !slices.Equal(g.Winners(), want) {
		t.Fatalf("winners %v, want A and B tied on 4", g.Winners())
	}
}

func TestDrawDealsALocationInPlay(t *testing.T) {
	s := spyfall.Setup{Players: seats(9), Locations: []string{"port", "mine"}}
	m := play(t, s, join(deal("port", "A", "B"), stop("A", "port"), name("B", "port")))
	a := m.State().Draw(rand.New(rand.NewPCG(1, 2)))
	if a.Location != "mine" || len(a.Spies) != 2 {
		t.Fatalf("drawn %+v, want mine and two spies", a)
	}
	if b := m.State().Draw(rand.New(rand.NewPCG(1, 2))); !slices.Equal(a.Spies, b.Spies) {
		t.Fatalf("the same seed drew %v then %v", a.Spies, b.Spies)
	}
	if err := m.Do(a); err != nil {
		t.Fatalf("a drawn deal is refused: %v", err)
	}
}

func TestAWholeMatchKeepsTheContract(t *testing.T) {
	s := spyfall.Setup{Players: seats(6), Spies: 2, FirstDealer: 1}
	actions := join(
		deal("port", "E", "F"), accuseAt("A", "E", time.Minute), no("F"), no("B"), accuse("B", "E"), yesFrom("A", "B", "C", "D"),
		deal("mine", "A", "C"), stop("C", "museum"), name("A", "mine"),
		deal("museum", "B", "D"), accuse("A", "C"), yesFrom("B", "D", "E", "F"),
		deal("prison", "E", "F"), timeUp, yesFrom("A", "B", "C", "D"),
		deal("stadium", "A", "B"), timeUp, no("A"), no("B"), no("B"), no("C"), no("A"), no("C"), no("A"), no("B"), no("A"), no("B"), no("A"), no("B"),
	)
	gamestest.Contract(t, spyfall.Start, s, actions)
	m := play(t, s, actions)
	if !m.Over() {
		t.Fatal("the match is not over after five rounds")
	}
	if want := []int{9, 8, 4, 6, 0, 1}; !slices.Equal(m.State().Scores(), want) {
		t.Fatalf("scores %v, want %v", m.State().Scores(), want)
	}
}
