package spyfall_test

import (
	"slices"
	"testing"
	"time"

	"tablecompanion/games/gamestest"
	"tablecompanion/games/spyfall"
)

// TestASpyStopEndsTheTalk pins §5's spy stop: the announcement stops the
// clock for good and only the spy who made it names a location, then the
// other spy; time can no longer run out.
func TestASpyStopEndsTheTalk(t *testing.T) {
	cases := []struct {
		name   string
		setup  spyfall.Setup
		before []spyfall.Action
		// stopper is the seat that stops the game at 5m57s.
		stopper string
		seat    int
		// guesses are the locations named after the stop, in order.
		guesses   []spyfall.Action
		wantPhase []spyfall.Phase
		wantWon   bool
	}{
		{"one spy names the location", setup(4, 1), join(deal("port", "C")), "C", 2,
			join(name("C", "port")), []spyfall.Phase{spyfall.PhaseDeal}, true},
		{"one spy names a wrong location", setup(4, 1), join(deal("port", "C")), "C", 2,
			join(name("C", "mine")), []spyfall.Phase{spyfall.PhaseDeal}, false},
		{"after a failed vote", setup(4, 1), join(deal("port", "C"), accuseAt("A", "C", time.Minute), no("B")), "C", 2,
			join(name("C", "port")), []spyfall.Phase{spyfall.PhaseDeal}, true},
		{"the second of two spies names the location too", setup(6, 2), join(deal("port", "E", "F")), "F", 5,
			join(name("F", "mine"), name("E", "port")), []spyfall.Phase{spyfall.PhaseSecondGuess, spyfall.PhaseDeal}, true},
		{"neither of two spies is right", setup(6, 2), join(deal("port", "E", "F")), "E", 4,
			join(name("E", "mine"), name("F", "museum")), []spyfall.Phase{spyfall.PhaseSecondGuess, spyfall.PhaseDeal}, false},
	}
	at := 5*time.Minute + 57*time.Second
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := play(t, c.setup, join(c.before, announceAt(c.stopper, at)))
			g := m.State()
			if seat, ok := g.Stopper(); g.Phase() != spyfall.PhaseGuess || g.ClockRunning() || !ok || seat != c.seat {
				t.Fatalf("after the stop: phase %s, clock running %v, stopper %d %v", g.Phase(), g.ClockRunning(), seat, ok)
			}
			if g.Elapsed() != at || g.Remaining() != g.RoundLength()-at {
				t.Fatalf("the stop kept %v used, %v left", g.Elapsed(), g.Remaining())
			}
			gamestest.Refused(t, m, spyfall.Start, timeUp, "spyfall.stop.must_guess")
			for i, a := range c.guesses {
				if err := m.Do(a); err != nil {
					t.Fatalf("guess %d refused: %v", i+1, err)
				}
				if g.Phase() != c.wantPhase[i] || g.ClockRunning() {
					t.Fatalf("after guess %d: phase %s, clock running %v", i+1, g.Phase(), g.ClockRunning())
				}
			}
			res := last(t, m)
			if res.End != spyfall.EndSpyStop || res.SpiesWon != c.wantWon || len(res.Guesses) != len(c.guesses) {
				t.Fatalf("result %+v", res)
			}
			if res.Guesses[0].Spy != c.seat {
				t.Fatalf("the first guess is %+v, want the stopper's", res.Guesses[0])
			}
		})
	}
}

// TestUndoTakesBackTheStop pins that the announcement is an ordinary action:
// undo gives the talk and its running clock back, redo stops it again.
func TestUndoTakesBackTheStop(t *testing.T) {
	m := play(t, setup(4, 1), join(deal("port", "C"), accuseAt("A", "B", time.Minute), no("C"), announceAt("C", 2*time.Minute)))
	if !m.Undo() {
		t.Fatal("undo refused")
	}
	g := m.State()
	if _, ok := g.Stopper(); g.Phase() != spyfall.PhaseTalk || !g.ClockRunning() || ok || g.Elapsed() != time.Minute {
		t.Fatalf("after undo: phase %s, clock running %v, stopper %v, %v used", g.Phase(), g.ClockRunning(), ok, g.Elapsed())
	}
	if !m.Redo() || m.State().Phase() != spyfall.PhaseGuess || m.State().ClockRunning() {
		t.Fatalf("redo does not stop the game again: phase %s", m.State().Phase())
	}
	m.Undo()
	if err := m.Do(timeUp); err != nil {
		t.Fatalf("time up refused once the stop is taken back: %v", err)
	}
	gamestest.Contract(t, spyfall.Start, setup(6, 2),
		join(deal("port", "E", "F"), announceAt("F", 90*time.Second), name("F", "mine"), name("E", "port")))
}

// TestASaveFromBeforeTheStopWasAnActionLoads pins how old saves replay: an
// OpStop straight from the talk is the announcement and the location in one,
// with the time it carried; the second spy's guess follows as before, and
// undo takes the whole stop back.
func TestASaveFromBeforeTheStopWasAnActionLoads(t *testing.T) {
	// A record as the build before the announcement wrote it: two rounds,
	// each with a stop that names a location straight from the talk.
	old := `{"setup":{"players":[{"id":"A","name":"Player A","color":"red"},{"id":"B","name":"Player B","color":"red"},` +
		`{"id":"C","name":"Player C","color":"red"},{"id":"D","name":"Player D","color":"red"},` +
		`{"id":"E","name":"Player E","color":"red"},{"id":"F","name":"Player F","color":"red"}],"spies":2},` +
		`"log":[{"op":"deal","location":"port","spies":["E","F"]},` +
		`{"op":"stop","player":"F","location":"port","elapsed":200000000000},` +
		`{"op":"stop","player":"E","location":"mine"},` +
		`{"op":"deal","location":"mine","spies":["A","B"]},` +
		`{"op":"stop","player":"B","location":"museum","elapsed":61000000000}]}`
	m, err := spyfall.Load([]byte(old))
	if err != nil {
		t.Fatalf("an old save does not load: %v", err)
	}
	g := m.State()
	res := g.Results()
	if len(res) != 1 || res[0].End != spyfall.EndSpyStop || !res[0].SpiesWon || res[0].Guesses[0].Spy != 5 {
		t.Fatalf("the old save's first round: %+v", res)
	}
	if !slices.Equal(g.Scores(), []int{0, 0, 0, 0, 2, 4}) {
		t.Fatalf("the old save's scores %v", g.Scores())
	}
	if seat, _ := g.Stopper(); g.Phase() != spyfall.PhaseSecondGuess || seat != 1 || g.Elapsed() != 61*time.Second {
		t.Fatalf("the old save's second round: phase %s, stopper %d, %v used", g.Phase(), seat, g.Elapsed())
	}
	if !m.Undo() {
		t.Fatal("undo of an old save's stop refused")
	}
	if g = m.State(); g.Phase() != spyfall.PhaseTalk || !g.ClockRunning() || g.Elapsed() != 0 {
		t.Fatalf("undo of an old stop gives phase %s, %v used", g.Phase(), g.Elapsed())
	}
	if err := m.Do(name("A", "prison")); err != nil {
		t.Fatalf("a stop and guess in one from the talk is refused: %v", err)
	}
}

// TestASpyMayNameAPlayedLocation pins the spy's stop as the book words it
// (seed 004): «обязан назвать текущую локацию. Если локация угадана, шпион
// выиграл, если нет — выиграли остальные» — the spy must name the current
// location; guessed, the spy wins, if not the others win. A location already
// played is any location of the set: naming it is legal, and simply wrong.
// Dealing a round there stays refused (TestRefusals).
func TestASpyMayNameAPlayedLocation(t *testing.T) {
	// Round 1 in port, so port is played; round 2 deals the museum.
	portPlayed := func(spies ...string) []spyfall.Action {
		return join(deal("port", "C"), stop("C", "mine"), deal("museum", spies...))
	}
	cases := []struct {
		name    string
		setup   spyfall.Setup
		actions []spyfall.Action
		want    []spyfall.Guess
		wantWon bool
		// points are each seat's points of round 2: a non-spy of a
		// non-spies' win scores 1, a spy of a spies' win 2, +2 for the right
		// location.
		points []int
	}{
		{"one spy names the played location and loses", setup(4, 1),
			join(portPlayed("B"), stop("B", "port")),
			[]spyfall.Guess{{Spy: 1, Location: "port"}}, false, []int{1, 0, 1, 1}},
		{"an old save's stop naming the played location loses", setup(4, 1),
			join(portPlayed("B"), oldStop("B", "port")),
			[]spyfall.Guess{{Spy: 1, Location: "port"}}, false, []int{1, 0, 1, 1}},
		{"the second spy names the played location after a right guess", setup(6, 2),
			join(deal("port", "C", "D"), stop("C", "mine"), name("D", "mine"), deal("museum", "E", "F"), stop("E", "museum"), name("F", "port")),
			[]spyfall.Guess{{Spy: 4, Location: "museum", Right: true}, {Spy: 5, Location: "port"}}, true, []int{0, 0, 0, 0, 4, 2}},
		{"both spies name played locations", setup(6, 2),
			join(deal("port", "C", "D"), stop("C", "mine"), name("D", "mine"), deal("museum", "E", "F"), stop("E", "port"), name("F", "port")),
			[]spyfall.Guess{{Spy: 4, Location: "port"}, {Spy: 5, Location: "port"}}, false, []int{1, 1, 1, 1, 0, 0}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := play(t, c.setup, c.actions)
			res := last(t, m)
			if res.End != spyfall.EndSpyStop || res.Location != "museum" || res.SpiesWon != c.wantWon || !slices.Equal(res.Guesses, c.want) {
				t.Fatalf("result %+v, want guesses %+v and spies won %v", res, c.want, c.wantWon)
			}
			if !slices.Equal(res.Points, c.points) {
				t.Fatalf("points %v, want %v", res.Points, c.points)
			}
			if len(m.State().Results()) != 2 {
				t.Fatalf("%d rounds ended, want 2", len(m.State().Results()))
			}
		})
	}
}
