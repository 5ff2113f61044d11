package spyfall

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"golang.org/x/text/language"

	"tablecompanion/games"
	"tablecompanion/games/spyfall"
	"tablecompanion/screens"
	"tablecompanion/screens/screenstest"
	"tablecompanion/sound"
	"tablecompanion/translations"
)

// spyTable is a Spyfall screen on a test table with a fake clock and the
// sounds it played.
type spyTable struct {
	*screenstest.Table
	s      *Screen
	ft     *screenstest.FakeTime
	sounds []sound.Cue
}

// openScreen opens a new game's setup on a fake clock with a seeded deal.
func openScreen(t *testing.T, lang language.Tag, players games.Seats) *spyTable {
	t.Helper()
	st := &spyTable{Table: screenstest.NewTable(t, lang, players), ft: screenstest.NewFakeTime()}
	st.s = New(st.Ctx, Game()).(*Screen)
	st.s.Countdown.Now, st.s.Countdown.After = st.ft.Clock, st.ft.After
	st.s.rng = rand.New(rand.NewPCG(7, 11))
	st.s.cue = func(c sound.Cue) { st.sounds = append(st.sounds, c) }
	st.Open(st.s)
	return st
}

// begin starts the game from the setup and deals the first round.
func (st *spyTable) begin(t *testing.T) *spyfall.Game {
	t.Helper()
	test.Tap(st.s.Setup.StartButton)
	if st.s.Match() == nil {
		t.Fatalf("the game did not start: %s", st.s.Setup.Message.Text)
	}
	test.Tap(st.s.DealButton)
	g := st.s.Match().State()
	if g.Phase() != spyfall.PhaseTalk {
		t.Fatalf("no round dealt: %s", st.s.Message.Text)
	}
	return g
}

// seatsBy splits the seats into the round's spies and the others.
func seatsBy(g *spyfall.Game) (spies, others []int) {
	spies = g.RoundSpies()
	for i := range g.Players() {
		if !slices.Contains(spies, i) {
			others = append(others, i)
		}
	}
	return spies, others
}

func TestSpyfallRoundWonByAnEarlyVote(t *testing.T) {
	st := openScreen(t, language.English, screenstest.Crowd(4))
	s := st.s
	if s.RoundsLabel.Text != "5 rounds" || s.LengthLabel.Text != "6 minutes" || s.SpiesChoice.Selected != "One spy" {
		t.Fatalf("defaults for four: %q, %q, %q", s.RoundsLabel.Text, s.LengthLabel.Text, s.SpiesChoice.Selected)
	}
	g := st.begin(t)
	spies, others := seatsBy(g)
	spy, ann := spies[0], others[0]
	loc, _ := g.RoundLocation()

	// The tablet goes round: each card shows only while it is held.
	if s.Clock.Text != "06:00" || s.StartButton.Text != "Start the clock" {
		t.Fatalf("before the start: %q, %q", s.Clock.Text, s.StartButton.Text)
	}
	for i := range g.Players() {
		test.Tap(s.CardButtons[i])
		if !strings.HasPrefix(s.Card.Showing(), g.Players()[i].Name+": hold") {
			t.Fatalf("face-down card says %q", s.Card.Showing())
		}
		s.Card.Press()
		want := "Location: " + s.Ctx.T(loc.MessageID())
		if i == spy {
			want = "You are the spy!"
		}
		if got := s.Card.Showing(); got != want {
			t.Fatalf("%s's card says %q, want %q", g.Players()[i].Name, got, want)
		}
		s.Card.Release()
		if s.Card.Showing() == want {
			t.Fatal("a released card must turn face down")
		}
		if s.now.Shown != "hold" || st.OnShow(s.CardButtons[i]) || !st.OnShow(s.Card) {
			t.Fatal("the card takes the place of the names until Done")
		}
		test.Tap(s.CardDoneButton)
		if s.now.Shown != "cards" || s.CardButtons[i].Icon.Name() != theme.ConfirmIcon().Name() {
			t.Fatalf("Done shows %q, want the names again with %s served", s.now.Shown, g.Players()[i].Name)
		}
	}
	test.Tap(s.StartButton)
	st.ft.Advance(90 * time.Second)
	if s.Clock.Text != "04:30" || s.StartButton.Text != "Pause" {
		t.Fatalf("after 90 s: %q, %q", s.Clock.Text, s.StartButton.Text)
	}
	if st.ft.Fired != 90 {
		t.Fatalf("the clock woke %d times in 90 s, want once a second", st.ft.Fired)
	}

	// A first accusation of an innocent fails; the clock resumes.
	innocent := others[1]
	test.Tap(s.AccuserButtons[spy])
	test.Tap(s.AccusedButtons[innocent])
	if g.Phase() != spyfall.PhaseVote || s.Tally.Text != "Yes: 0 of 3 needed · No: 0" {
		t.Fatalf("vote not open: %v %q", g.Phase(), s.Tally.Text)
	}
	if s.YesButtons[innocent] != nil {
		t.Fatal("the accused does not vote")
	}
	st.ft.Advance(time.Minute)
	if s.Clock.Text != "04:30" {
		t.Fatalf("the clock ran during the vote: %q", s.Clock.Text)
	}
	test.Tap(s.NoButtons[ann])
	if g.Phase() != spyfall.PhaseTalk || !strings.Contains(s.Message.Text, "failed") {
		t.Fatalf("the failed vote: %v %q", g.Phase(), s.Message.Text)
	}
	st.ft.Advance(30 * time.Second)
	if s.Clock.Text != "04:00" {
		t.Fatalf("the clock did not resume: %q", s.Clock.Text)
	}
	if !s.AccuserButtons[spy].Disabled() {
		t.Fatal("one accusation a round")
	}

	// Ann accuses the spy and everybody else agrees.
	test.Tap(s.AccuserButtons[ann])
	test.Tap(s.AccusedButtons[spy])
	if got := s.Match().Log()[len(s.Match().Log())-1].Elapsed; got != 2*time.Minute {
		t.Fatalf("the accusation carries %v of round time, want 2m", got)
	}
	for _, i := range others {
		test.Tap(s.YesButtons[i])
	}
	if g.Phase() != spyfall.PhaseDeal || len(g.Results()) != 1 {
		t.Fatalf("the round should be over: %v", g.Phase())
	}
	spyName := g.Players()[spy].Name
	if !strings.Contains(s.Outcome.Text, "An early vote convicted "+spyName+".\n"+spyName+" was a spy.") {
		t.Fatalf("outcome %q", s.Outcome.Text)
	}
	if got := s.Gains[ann].Text; got != g.Players()[ann].Name+": +1 point (non-spies win) · +1 point (first to accuse the spy)" {
		t.Fatalf("Ann's gains %q", got)
	}
	if got := s.RoundPoints[0][spy].Text; got != "0" {
		t.Fatalf("the spy scored %q", got)
	}
	if s.board.names[0].Label.Text != g.Players()[ann].Name || s.Scores[0].Text != "2" {
		t.Fatalf("the leaderboard starts with %q %q", s.board.names[0].Label.Text, s.Scores[0].Text)
	}
	if s.DealerMark == nil || s.DealerMark.Text != "deals" || g.Dealer() != 1 || st.OnShow(s.Clock) || st.s.Countdown.Timer != nil {
		t.Fatal("the next dealer is Bob and the clock is gone between rounds")
	}
	if len(st.sounds) != 0 {
		t.Fatalf("sounds %v in a round that ended early", st.sounds)
	}
}

func TestSpyfallRoundWonByASpyGuessWithTwoSpies(t *testing.T) {
	st := openScreen(t, language.English, screenstest.Crowd(6))
	s := st.s
	s.SpiesChoice.SetSelected("Two spies")
	test.Tap(s.KnownCheck)
	g := st.begin(t)
	if g.Spies() != 2 || !g.KnownSpies() {
		t.Fatalf("spies %d, known %v", g.Spies(), g.KnownSpies())
	}
	spies, others := seatsBy(g)
	loc, _ := g.RoundLocation()
	test.Tap(s.CardButtons[spies[0]])
	s.Card.Press()
	if want := "You are a spy! The other spy is " + g.Players()[spies[1]].Name + "."; s.Card.Showing() != want {
		t.Fatalf("a known spy's card says %q", s.Card.Showing())
	}
	s.Card.Release()
	test.Tap(s.StartButton)
	st.ft.Advance(2*time.Minute + 500*time.Millisecond)

	// A player who is not a spy is picked to stop the game: the same list
	// of locations comes as for a spy, the clock stops, and nothing is said
	// until a location is named; then the refusal, and the clock runs on.
	test.Tap(s.StopButton)
	test.Tap(s.StopperButtons[others[0]])
	if _, running := s.Deadline(); s.now.Shown != "guess" || running || s.Message.Visible() || g.Phase() != spyfall.PhaseTalk {
		t.Fatalf("a stop picked: %q, clock running %v, message %q, phase %v", s.now.Shown, running, s.Message.Text, g.Phase())
	}
	test.Tap(s.LocationButtons[0])
	if want := g.Players()[others[0]].Name + " is not a spy and cannot stop the game to guess."; s.Message.Text != want {
		t.Fatalf("refusal %q", s.Message.Text)
	}
	if _, running := s.Deadline(); s.now.Shown != "who" || !running || g.Phase() != spyfall.PhaseTalk {
		t.Fatalf("after a refused stop: %q, clock running %v, phase %v", s.now.Shown, running, g.Phase())
	}

	// The first spy stops the game: the clock stops at once, then the spy
	// names the right location and the second spy a wrong one.
	test.Tap(s.StopButton)
	test.Tap(s.StopperButtons[spies[0]])
	if _, running := s.Deadline(); running || s.now.Shown != "guess" {
		t.Fatalf("after the stop: clock running %v, step %q", running, s.now.Shown)
	}
	if len(s.LocationButtons) != 20 || !strings.HasPrefix(s.round.ask.Text, g.Players()[spies[0]].Name+" reveals") {
		t.Fatalf("%d locations to name, want the 20 in play; asked %q", len(s.LocationButtons), s.round.ask.Text)
	}
	st.ft.Advance(time.Minute)
	if s.Clock.Text != "05:00" || !st.OnShow(s.Clock) {
		t.Fatalf("the clock shows %q a minute after the stop, want 05:00 on show", s.Clock.Text)
	}
	right := slices.IndexFunc(g.InPlay(), func(l spyfall.Location) bool { return l.ID == loc.ID })
	test.Tap(s.LocationButtons[right])
	if g.Phase() != spyfall.PhaseSecondGuess {
		t.Fatalf("phase %v after the first guess", g.Phase())
	}
	if got := s.Match().Log()[len(s.Match().Log())-1]; got.Op != spyfall.OpStop || got.Elapsed != 2*time.Minute+500*time.Millisecond {
		t.Fatalf("the stop is %+v, want the stop and its location carrying 2m0.5s", got)
	}
	test.Tap(s.LocationButtons[(right+1)%len(s.LocationButtons)])
	if g.Phase() != spyfall.PhaseDeal {
		t.Fatalf("phase %v after both guesses", g.Phase())
	}
	r := g.Results()[0]
	if !r.SpiesWon || r.Points[spies[0]] != 4 || r.Points[spies[1]] != 2 || r.Points[others[0]] != 0 {
		t.Fatalf("result %+v", r)
	}
	if !strings.HasPrefix(s.Outcome.Text, "A spy stopped the game") || !strings.Contains(s.Outcome.Text, ": right.") ||
		!strings.Contains(s.Outcome.Text, ": wrong.") || !strings.Contains(s.Outcome.Text, "the spies were") {
		t.Fatalf("outcome %q", s.Outcome.Text)
	}
	if got := s.Gains[spies[0]].Text; got != g.Players()[spies[0]].Name+": +2 points (spies win) · +2 points (named the location)" {
		t.Fatalf("the first spy's gains %q", got)
	}
	// The played location is gone from the next round's choice.
	test.Tap(s.DealButton)
	test.Tap(s.StartButton)
	test.Tap(s.StopButton)
	spies, _ = seatsBy(g)
	test.Tap(s.StopperButtons[spies[0]])
	if len(s.LocationButtons) != 19 {
		t.Fatalf("%d locations after one round", len(s.LocationButtons))
	}
}

func TestSpyfallTimeUpRound(t *testing.T) {
	st := openScreen(t, language.English, screenstest.Crowd(4))
	s := st.s
	for range 4 {
		test.Tap(s.LengthMinus)
	}
	if s.LengthLabel.Text != "2 minutes" {
		t.Fatalf("length %q", s.LengthLabel.Text)
	}
	g := st.begin(t)
	spies, _ := seatsBy(g)
	if !s.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace}) || s.StartButton.Text != "Pause" {
		t.Fatal("Space starts the clock")
	}
	deadline, ok := s.Deadline()
	if !ok || deadline != st.ft.Now.Add(2*time.Minute) {
		t.Fatalf("deadline %v %v", deadline, ok)
	}
	st.ft.Advance(57 * time.Second)
	if len(st.sounds) != 0 {
		t.Fatalf("sounds %v before one minute left", st.sounds)
	}
	// Two seconds before the minute's tick the audio device is woken.
	st.ft.Advance(time.Second)
	if !slices.Equal(st.sounds, []sound.Cue{sound.Soon}) || s.Clock.Text != "01:02" {
		t.Fatalf("two seconds before one minute: %v %q", st.sounds, s.Clock.Text)
	}
	st.ft.Advance(2 * time.Second)
	if !slices.Equal(st.sounds, []sound.Cue{sound.Soon, sound.Tick}) || s.Clock.Text != "01:00" {
		t.Fatalf("at one minute: %v %q", st.sounds, s.Clock.Text)
	}
	// Space pauses, and the paused time does not count.
	s.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	st.ft.Advance(10 * time.Minute)
	s.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	st.ft.Advance(time.Minute - time.Millisecond)
	if g.Phase() != spyfall.PhaseTalk || s.Clock.Text != "00:01" {
		t.Fatalf("a millisecond before zero: %v %q", g.Phase(), s.Clock.Text)
	}
	st.ft.Advance(time.Millisecond)
	if g.Phase() != spyfall.PhaseEndVote || !slices.Equal(st.sounds, []sound.Cue{sound.Soon, sound.Tick, sound.Soon, sound.Alarm}) {
		t.Fatalf("at zero: %v %v", g.Phase(), st.sounds)
	}
	if s.Clock.Text != "00:00" {
		t.Fatalf("clock at zero %q", s.Clock.Text)
	}

	// The votes go from the dealer, Ann, clockwise until the spy's.
	for k, suspect := range g.Players().From(g.Dealer()) {
		v, _ := g.Vote()
		if v.Suspect != suspect {
			t.Fatalf("vote %d is on seat %d, want %d", k+1, v.Suspect, suspect)
		}
		name := g.Players()[suspect].Name
		if want := "Time is up. Vote " + string(rune('1'+k)) + " of 4: is " + name + " the spy?"; s.VoteQuestion.Text != want {
			t.Fatalf("question for vote %d: %q", k+1, s.VoteQuestion.Text)
		}
		if suspect != spies[0] {
			voter := g.Players().Left(suspect)
			test.Tap(s.NoButtons[voter])
			if !strings.Contains(s.Message.Text, "The vote on "+name+" failed") {
				t.Fatalf("note %q", s.Message.Text)
			}
			continue
		}
		for i := range g.Players() {
			if i != suspect {
				test.Tap(s.YesButtons[i])
			}
		}
		break
	}
	r := g.Results()[0]
	if r.End != spyfall.EndTimeUpVote || r.SpiesWon || r.Points[spies[0]] != 0 {
		t.Fatalf("result %+v", r)
	}
	for i, p := range r.Points {
		if i != spies[0] && (p != 1 || s.RoundPoints[0][i].Text != "1") {
			t.Fatalf("seat %d scored %d: no accuser bonus after time is up", i, p)
		}
	}
}

// TestSpyfallStopBeatsTimeUp is issue 12's stop: a spy stops the game with
// 00:03 left, the table takes ten seconds over the list of locations, and no
// time-up comes to drop the stop.
func TestSpyfallStopBeatsTimeUp(t *testing.T) {
	st := openScreen(t, language.English, screenstest.Crowd(4))
	s := st.s
	g := st.begin(t)
	spies, _ := seatsBy(g)
	test.Tap(s.StartButton)
	st.ft.Advance(6*time.Minute - 3*time.Second)
	test.Tap(s.StopButton)
	test.Tap(s.StopperButtons[spies[0]])
	if s.Clock.Text != "00:03" || s.now.Shown != "guess" {
		t.Fatalf("at the stop: clock %q, step %q", s.Clock.Text, s.now.Shown)
	}
	st.ft.Advance(10 * time.Second)
	for i, a := range s.Match().Log() {
		if a.Op == spyfall.OpTimeUp {
			t.Fatalf("action %d is a time-up after the stop", i+1)
		}
	}
	if g.Phase() != spyfall.PhaseTalk || s.now.Shown != "guess" {
		t.Fatalf("ten seconds after the stop: phase %v, step %q", g.Phase(), s.now.Shown)
	}
	if _, running := s.Deadline(); s.Clock.Text != "00:03" || running || s.Countdown.Going() {
		t.Fatalf("ten seconds after the stop the clock shows %q, running %v", s.Clock.Text, running)
	}
	if slices.Contains(st.sounds, sound.Alarm) {
		t.Fatal("the alarm sounded after the stop")
	}
	// Undo takes the stop back before the location is named, as Cancel
	// does: the three seconds run out and time is up.
	if !s.CanUndo() || !s.Undo() {
		t.Fatal("the stop picked cannot be undone")
	}
	if g = s.Match().State(); g.Phase() != spyfall.PhaseTalk || s.Clock.Text != "00:03" || s.now.Shown != "who" {
		t.Fatalf("after undo: phase %v, clock %q, step %q", g.Phase(), s.Clock.Text, s.now.Shown)
	}
	st.ft.Advance(3 * time.Second)
	if g.Phase() != spyfall.PhaseEndVote {
		t.Fatalf("three seconds after the stop was taken back: phase %v", g.Phase())
	}
}

func TestSpyfallUndoKeepsTheClockAndLoadWaitsForStart(t *testing.T) {
	st := openScreen(t, language.English, screenstest.Crowd(4))
	s := st.s
	g := st.begin(t)
	_, others := seatsBy(g)
	test.Tap(s.StartButton)
	st.ft.Advance(100 * time.Second)
	test.Tap(s.AccuserButtons[others[0]])
	test.Tap(s.AccusedButtons[others[1]])
	if !s.Match().Undo() {
		t.Fatal("nothing to undo")
	}
	st.Ctx.Commit()
	// The accusation is taken back; the clock runs on from where it was.
	st.ft.Advance(10 * time.Second)
	if g = s.Match().State(); g.Phase() != spyfall.PhaseTalk || s.Clock.Text != "04:10" {
		t.Fatalf("after undo: %v %q", g.Phase(), s.Clock.Text)
	}
	test.Tap(s.AccuserButtons[others[0]])
	test.Tap(s.AccusedButtons[others[1]])
	data, err := s.History().MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	loaded, err := Load(st.Ctx, Game(), data)
	if err != nil {
		t.Fatal(err)
	}
	l := loaded.(*Screen)
	l.Countdown.Now, l.Countdown.After = st.ft.Clock, st.ft.After
	st.Open(l)
	if l.Clock.Text != "04:10" || l.Tally == nil {
		t.Fatalf("the loaded vote shows %q", l.Clock.Text)
	}
	test.Tap(l.NoButtons[others[0]])
	if l.StartButton.Text != "Start the clock" {
		t.Fatalf("a loaded round waits for the table: %q", l.StartButton.Text)
	}
	st.ft.Advance(time.Minute)
	if l.Clock.Text != "04:10" {
		t.Fatalf("the loaded clock ran by itself: %q", l.Clock.Text)
	}
	s.Close()
	l.Close()
	for _, w := range st.ft.Wakes {
		if !w.Off {
			t.Fatal("a wake-up is left after Close")
		}
	}
}

// TestSpyfallClockSurvivesARestart keeps the round clock's state through
// the context as a shell would: on each new second while it runs, on a
// pause and on Close. A screen loaded with that state shows the time left,
// paused, and waits for the table; a state of another deal is ignored.
func TestSpyfallClockSurvivesARestart(t *testing.T) {
	st := openScreen(t, language.English, screenstest.Crowd(4))
	s := st.s
	g := st.begin(t)
	test.Tap(s.StartButton)
	st.Clocks = nil
	st.ft.Advance(2*time.Minute + 5500*time.Millisecond)
	if len(st.Clocks) != 125 {
		t.Fatalf("%d states kept in 125.5 s of running clock, want one a second", len(st.Clocks))
	}
	last := st.Clocks[len(st.Clocks)-1]
	if last.Left != 6*time.Minute-125*time.Second || !strings.HasPrefix(last.For, "spyfall round 1, deal ") {
		t.Fatalf("the last state kept is %+v, want 3m55s left of round 1", last)
	}
	// The app stops: Close keeps the time to the millisecond.
	s.Close()
	if got := st.Clocks[len(st.Clocks)-1]; got.Left != 6*time.Minute-125500*time.Millisecond {
		t.Fatalf("Close kept %v left, want 3m54.5s", got.Left)
	}
	saved := st.Clocks[len(st.Clocks)-1]
	data, err := s.History().MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	load := func(c screens.ClockState) *Screen {
		t.Helper()
		st.Clock = c
		loaded, err := Load(st.Ctx, Game(), data)
		if err != nil {
			t.Fatal(err)
		}
		l := loaded.(*Screen)
		l.Countdown.Now, l.Countdown.After = st.ft.Clock, st.ft.After
		st.Open(l)
		return l
	}
	l := load(saved)
	if _, running := l.Deadline(); l.Clock.Text != "03:55" || running || l.StartButton.Text != "Start the clock" {
		t.Fatalf("after a restart: %q, running %v, button %q", l.Clock.Text, running, l.StartButton.Text)
	}
	st.ft.Advance(time.Minute)
	if l.Clock.Text != "03:55" {
		t.Fatalf("the restored clock ran by itself: %q", l.Clock.Text)
	}
	test.Tap(l.StartButton)
	st.ft.Advance(4500 * time.Millisecond)
	if l.Clock.Text != "03:50" || l.Countdown.Elapsed() != 130*time.Second {
		t.Fatalf("started again: %q, %v used", l.Clock.Text, l.Countdown.Elapsed())
	}
	st.ft.Advance(300 * time.Millisecond)
	st.Clocks = nil
	l.ToggleClock()
	if len(st.Clocks) != 1 || st.Clocks[0] != (screens.ClockState{For: saved.For, Left: 6*time.Minute - 130300*time.Millisecond}) {
		t.Fatalf("a pause kept %+v", st.Clocks)
	}
	l.Close()

	// A state of another deal, or of no clock, is the engine's time.
	for _, c := range []screens.ClockState{{For: "spyfall round 1, deal 7", Left: time.Minute}, {}} {
		if l := load(c); l.Clock.Text != "06:00" || g.Phase() != spyfall.PhaseTalk {
			t.Fatalf("a state %+v shows %q", c, l.Clock.Text)
		} else {
			l.Close()
		}
	}
	// The engine knows of more time used than the state: the engine wins.
	test.Tap(s.AccuserButtons[0])
	test.Tap(s.AccusedButtons[1])
	if data, err = s.History().MarshalJSON(); err != nil {
		t.Fatal(err)
	}
	used := s.Match().State().Elapsed()
	if l := load(screens.ClockState{For: saved.For, Left: 5 * time.Minute}); used < 2*time.Minute || l.Clock.Text != screens.ClockText(6*time.Minute-used) {
		t.Fatalf("a state behind the engine's %v used shows %q", used, l.Clock.Text)
	}
}

func TestSpyfallSetupForTwelve(t *testing.T) {
	st := openScreen(t, language.Russian, screenstest.Crowd(12))
	s := st.s
	if !s.SpiesChoice.Disabled() || s.SpiesChoice.Selected != "Два шпиона" || s.SpiesHint.Text != "При двенадцати игроках всегда 2 шпиона." {
		t.Fatalf("twelve players: %v %q %q", s.SpiesChoice.Disabled(), s.SpiesChoice.Selected, s.SpiesHint.Text)
	}
	if s.LengthLabel.Text != "10 минут" || s.RoundsLabel.Text != "5 раундов" {
		t.Fatalf("defaults %q %q", s.LengthLabel.Text, s.RoundsLabel.Text)
	}
	test.Tap(s.RoundsMinus)
	s.FirstDealer.SetSelected("Cy")
	s.confirmLocations()
	for _, c := range s.LocationChecks[:19] {
		test.Tap(c)
	}
	s.CustomEntry.SetText("Баня")
	test.Tap(s.AddCustom)
	s.CustomEntry.SetText("баня ")
	test.Tap(s.AddCustom)
	if len(s.CustomRemove) != 1 {
		t.Fatal("the same own location was added twice")
	}
	st.Render()
	if s.LocationsLabel.Text != "2 локации" {
		t.Fatalf("locations %q", s.LocationsLabel.Text)
	}
	g := st.begin(t)
	if g.Spies() != 2 || g.Rounds() != 4 || g.Dealer() != 2 || len(g.InPlay()) != 2 {
		t.Fatalf("setup %d spies, %d rounds, dealer %d, %d locations", g.Spies(), g.Rounds(), g.Dealer(), len(g.InPlay()))
	}
}

func TestSpyfallSaysEveryEndAndReason(t *testing.T) {
	ends := []spyfall.End{spyfall.EndEarlyVote, spyfall.EndSpyStop, spyfall.EndTimeUpVote, spyfall.EndNobodyConvicted}
	reasons := []spyfall.Reason{spyfall.SpiesWin, spyfall.RightLocation, spyfall.InnocentConvicted, spyfall.NonSpiesWin,
		spyfall.FirstAccuser, spyfall.UnrevealedSpy, spyfall.KnownSpiesForfeit, spyfall.Lost}
	for _, lang := range translations.Languages {
		cat, err := translations.New(lang)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range ends {
			if id := "spyfall.end." + string(e); cat.T(id, "Player", "X") == id {
				t.Errorf("%v lacks %s", lang, id)
			}
		}
		for _, r := range reasons {
			if id := "spyfall.why." + string(r); cat.T(id) == id {
				t.Errorf("%v lacks %s", lang, id)
			}
		}
	}
}

// place returns where the object lies in the window.
func (st *spyTable) place(target fyne.CanvasObject) fyne.Position {
	var at fyne.Position
	found := false
	var walk func(o fyne.CanvasObject, origin fyne.Position)
	walk = func(o fyne.CanvasObject, origin fyne.Position) {
		if found || !o.Visible() {
			return
		}
		pos := origin.Add(o.Position())
		if o == target {
			at, found = pos, true
			return
		}
		for _, c := range st.Children(o) {
			walk(c, pos)
		}
	}
	walk(st.Win.Content(), fyne.Position{})
	if !found {
		st.T.Fatalf("%T is not on show", target)
	}
	return at
}

// fits lays the screen out again at the size and checks it as
// TestEveryScreenFits does.
func (st *spyTable) fits(what string, size fyne.Size) {
	st.T.Helper()
	st.Relayout(size)
	st.T.(*testing.T).Run(what, func(t *testing.T) { screenstest.CheckFits(t, st.Table, size) })
}

// sizes are the bodies the screen gets below the shell's top bar on
// a laptop, a small laptop and an upright tablet.
var sizes = []fyne.Size{screenstest.FitSizes[0].Subtract(screens.ShellChrome), screenstest.FitSizes[1].Subtract(screens.ShellChrome), screenstest.FitSizes[2].Subtract(screens.ShellChrome)}

// fitsEverywhere checks the screen at every size.
func (st *spyTable) fitsEverywhere(what string) {
	st.T.Helper()
	for _, size := range sizes {
		st.fits(what, size)
	}
	st.Win.Resize(fyne.NewSize(1280, 800))
}

func TestSpyfallFitsEverySize(t *testing.T) {
	for _, lang := range translations.Languages {
		for _, players := range []games.Seats{screenstest.Crowd(3), screenstest.Crowd(12), screenstest.LongCrowd()} {
			n := len(players)
			st := openScreen(t, lang, players)
			fyne.CurrentApp().Settings().SetTheme(screens.NewTheme(screens.ThemeLight))
			st.Render()
			s := st.s
			what := func(step string) string { return lang.String() + ", " + players[0].Name + " and others, " + step }
			st.fitsEverywhere(what("setup"))
			g := st.begin(t)
			st.fitsEverywhere(what("the names for the cards"))
			test.Tap(s.CardButtons[n-1])
			st.fitsEverywhere(what("the card to hold"))
			test.Tap(s.CardDoneButton)
			test.Tap(s.StartButton)
			st.fitsEverywhere(what("who accuses"))
			spies, others := seatsBy(g)
			test.Tap(s.AccuserButtons[others[1]])
			st.fitsEverywhere(what("whom"))
			test.Tap(s.AccusedButtons[others[0]])
			st.fitsEverywhere(what("the vote"))
			for _, b := range s.NoButtons {
				if b != nil && g.Phase() == spyfall.PhaseVote {
					test.Tap(b)
				}
			}
			st.fitsEverywhere(what("the failed vote"))
			test.Tap(s.StopButton)
			st.fitsEverywhere(what("which spy stops"))
			test.Tap(s.StopperButtons[spies[0]])
			st.fitsEverywhere(what("the locations"))
			test.Tap(s.LocationButtons[0])
			if g.Phase() == spyfall.PhaseSecondGuess {
				st.fitsEverywhere(what("the second guess"))
				test.Tap(s.LocationButtons[0])
			}
			st.fitsEverywhere(what("between rounds"))
		}
	}
}

func TestSpyfallHoldsStill(t *testing.T) {
	st := openScreen(t, language.English, screenstest.Crowd(12))
	s := st.s
	g := st.begin(t)
	st.Win.Resize(fyne.NewSize(800, 400))
	// A card looked at, the clock started, an accusation in two taps, a
	// ballot and the accusation taken back: the round keeps its place.
	st.HoldsStill(func() { test.Tap(s.CardButtons[0]) })
	st.HoldsStill(func() { s.Card.Press(); s.Card.Release(); test.Tap(s.CardDoneButton) })
	st.HoldsStill(func() { test.Tap(s.StartButton) })
	st.ft.Advance(3 * time.Second)
	spies, others := seatsBy(g)
	st.HoldsStill(func() { test.Tap(s.AccuserButtons[others[0]]) })
	st.HoldsStill(func() { test.Tap(s.AccusedButtons[spies[0]]) })
	if g.Phase() != spyfall.PhaseVote {
		t.Fatalf("no vote: %q", s.Message.Text)
	}
	st.HoldsStill(func() { test.Tap(s.YesButtons[others[1]]) })
	st.HoldsStill(func() {
		for range 2 {
			if !s.Match().Undo() {
				t.Fatal("nothing to undo")
			}
		}
		st.Ctx.Commit()
	})
	if g = s.Match().State(); g.Phase() != spyfall.PhaseTalk || s.AccuserButtons[others[0]].Disabled() {
		t.Fatalf("the undo did not take the accusation back: %v", g.Phase())
	}
	if !s.draft().seen[0] || s.Clock.Text != "09:57" {
		t.Fatalf("the undo lost the round's cards or clock: %v %q", s.draft().seen, s.Clock.Text)
	}
}

func TestSpyfallTickTouchesOnlyTheClock(t *testing.T) {
	st := openScreen(t, language.English, screenstest.Crowd(5))
	s := st.s
	st.begin(t)
	test.Tap(s.StartButton)
	before := st.Texts()
	commits := st.Commits
	st.ft.Advance(time.Second)
	after := st.Texts()
	if st.Commits != commits {
		t.Fatal("a tick saved the match")
	}
	for o, text := range after {
		if o != fyne.CanvasObject(s.Clock) && before[o] != text {
			t.Fatalf("a tick changed %T from %q to %q", o, before[o], text)
		}
	}
	if len(after) != len(before) || before[s.Clock] == after[s.Clock] {
		t.Fatalf("a tick must change the clock alone: %q → %q", before[s.Clock], after[s.Clock])
	}
}

func TestSpyfallSetupKeepsItsOptionsWhenPlayersAreTicked(t *testing.T) {
	st := openScreen(t, language.English, screenstest.Crowd(10))
	s := st.s
	test.Tap(s.RoundsPlus)
	minus, label, check := s.RoundsMinus, s.RoundsLabel, s.Setup.Checks[0]
	size := fyne.NewSize(800, 1280-56)
	st.Relayout(size)
	places := func() []fyne.Position {
		var out []fyne.Position
		for _, o := range []fyne.CanvasObject{s.Setup.Checks[0], s.Setup.Checks[9], s.SpiesHint, s.LengthPlus, s.KnownCheck, s.FirstDealer} {
			out = append(out, st.place(o))
		}
		return out
	}
	before := places()
	if s.SpiesHint.Text != "The book advises 2 spies for this table." {
		t.Fatalf("ten players: %q", s.SpiesHint.Text)
	}
	for _, c := range s.Setup.Checks[6:] {
		c.SetChecked(false)
	}
	if s.SpiesHint.Text != "The book advises 1 spy for this table." || s.LengthLabel.Text != "7 minutes" {
		t.Fatalf("six players: %q, %q", s.SpiesHint.Text, s.LengthLabel.Text)
	}
	if s.RoundsMinus != minus || s.RoundsLabel != label || s.Setup.Checks[0] != check || s.RoundsLabel.Text != "6 rounds" {
		t.Fatal("ticking players made the options again or lost the rounds chosen")
	}
	st.Relayout(size)
	if after := places(); !slices.Equal(after, before) {
		t.Fatalf("the list and the options moved from %v to %v", before, after)
	}
	// The table's own locations keep their rows and the half-typed name.
	s.confirmLocations()
	s.CustomEntry.SetText("Sauna")
	test.Tap(s.AddCustom)
	s.CustomEntry.SetText("Spa")
	s.Setup.Checks[7].SetChecked(true)
	if s.CustomEntry.Text != "Spa" || len(s.CustomRemove) != 1 || s.LocationsLabel.Text != "21 locations" {
		t.Fatalf("own locations: %q, %d, %q", s.CustomEntry.Text, len(s.CustomRemove), s.LocationsLabel.Text)
	}
	test.Tap(s.CustomRemove[0])
	if len(s.CustomRemove) != 0 || s.LocationsLabel.Text != "20 locations" {
		t.Fatalf("after removing: %d, %q", len(s.CustomRemove), s.LocationsLabel.Text)
	}
}

func TestSpyfallHoldCardReadsInBothThemes(t *testing.T) {
	for _, choice := range []string{screens.ThemeLight, screens.ThemeDark} {
		test.NewTempApp(t)
		fyne.CurrentApp().Settings().SetTheme(screens.NewTheme(choice))
		h := screens.NewHoldCard("hint", "secret", fyne.NewSize(320, 140), nil)
		test.NewWindow(h)
		ink := theme.Color(theme.ColorNameForeground)
		for _, held := range []bool{false, true} {
			if held {
				h.Press()
			}
			fill, _ := h.Colors()
			if c := screens.Contrast(ink, fill); c < 4.5 {
				t.Errorf("%s theme, held %v: contrast %.2f", choice, held, c)
			}
			if h.Bg.FillColor != fill {
				t.Errorf("%s theme, held %v: the card is not drawn in its colours", choice, held)
			}
		}
		bg := theme.Color(theme.ColorNameBackground)
		for _, name := range []fyne.ThemeColorName{theme.ColorNameError, theme.ColorNameWarning, theme.ColorNamePrimary} {
			if c := screens.Contrast(theme.Color(name), bg); c < 4.5 {
				t.Errorf("%s theme: %s text on the background has contrast %.2f", choice, name, c)
			}
		}
	}
}

// TestAVoteOfTwelveFitsAboveTheClockOnAnUprightTablet: the round's side
// keeps a fixed share of an upright tablet so that no step moves the
// clock below it; that share still shows a vote of twelve whole, every
// Yes and No in view without a swipe.
func TestAVoteOfTwelveFitsAboveTheClockOnAnUprightTablet(t *testing.T) {
	for _, lang := range translations.Languages {
		st := openScreen(t, lang, screenstest.Crowd(12))
		s := st.s
		st.begin(t)
		st.Relayout(sizes[2])
		test.Tap(s.StartButton)
		test.Tap(s.AccuserButtons[0])
		test.Tap(s.AccusedButtons[1])
		if s.Match().State().Phase() != spyfall.PhaseVote {
			t.Fatalf("%v: no vote open", lang)
		}
		side := s.round.split.Objects[0].(*container.Scroll)
		bottom := st.place(side).Y + side.Size().Height
		for i := range s.YesButtons {
			for _, b := range []*screens.Button{s.YesButtons[i], s.NoButtons[i]} {
				if b == nil {
					continue
				}
				if end := st.place(b).Y + b.Size().Height; end > bottom+0.5 {
					t.Errorf("%v: %q of seat %d ends at %.0f, below the round's side at %.0f", lang, b.Text, i, end, bottom)
				}
			}
		}
	}
}
