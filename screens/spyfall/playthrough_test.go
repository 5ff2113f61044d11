package spyfall

import (
	"math/rand/v2"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"golang.org/x/text/language"

	"tablecompanion/games/spyfall"
	"tablecompanion/screens"
	"tablecompanion/screens/screenstest"
	"tablecompanion/sound"
)

// spyLive is a Spyfall game played through by taps on a live window: the
// screen on show, with its clock on a clock the test moves, which every
// screen the table opens shares, and a seeded deal.
type spyLive struct {
	*screenstest.Live
	s    *Screen
	ft   *screenstest.FakeTime
	seed uint64
}

func newSpyLive(t *testing.T, lang language.Tag, size fyne.Size, seed uint64) *spyLive {
	p := &spyLive{Live: screenstest.NewLive(t, lang, screenstest.People(screenstest.Tables[lang][:5]...), size),
		ft: screenstest.NewFakeTime(), seed: seed}
	p.KeepClocks()
	p.Prepare = func(s screens.Screen) { p.ready(s.(*Screen)) }
	return p
}

// ready puts a screen's clock on the test's clock and seeds its deal.
func (p *spyLive) ready(s *Screen) {
	p.s = s
	s.Countdown.Now, s.Countdown.After = p.ft.Clock, p.ft.After
	s.rng = rand.New(rand.NewPCG(p.seed, 11))
	s.cue = func(sound.Cue) {}
}

// step moves the clock on by d.
func (p *spyLive) step(name string, d time.Duration) {
	p.T.Helper()
	p.Do(name, func() { p.ft.Advance(d) })
}

// seeCards passes the tablet round: each of the players taps their name,
// holds the card and taps Done.
func (p *spyLive) seeCards(seats ...int) {
	p.T.Helper()
	for _, i := range seats {
		name := p.s.Match().State().Players()[i].Name
		p.Tap(name+" taps their name", p.s.CardButtons[i])
		p.Do(name+" holds the card", func() {
			p.s.Card.Press()
			p.Frame()
			p.s.Card.Release()
		})
		p.Tap(name+" is done", p.s.CardDoneButton)
	}
}

// spiesAndOthers splits the seats of the round in play.
func (p *spyLive) spiesAndOthers() (spies, others []int) {
	return seatsBy(p.s.Match().State())
}

func TestSpyfallPlayedThrough(t *testing.T) {
	screenstest.EachTable(t, func(t *testing.T, lang language.Tag, size fyne.Size) {
		playSpyfall(t, lang, size)
	})
}

// playSpyfall plays a game of two rounds for five: a spy's stop after a
// failed vote, a mis-tapped stop taken back and a restart, then a round to
// the time's end and its votes; then Play again and the next game's deal.
func playSpyfall(t *testing.T, lang language.Tag, size fyne.Size) {
	p := newSpyLive(t, lang, size, 7)
	s := New(p.Ctx, Game()).(*Screen)
	p.ready(s)
	p.Open("setup", s)
	for s.RoundsLabel.Text != s.Ctx.T("spyfall.option.rounds_count", "Count", 2) {
		p.Tap("one round fewer", s.RoundsMinus)
	}
	p.Tap("start", s.Setup.StartButton)
	p.Tap("deal", p.s.DealButton)

	// Round 1: three players see their cards, the laptop restarts, the
	// other two see theirs.
	p.seeCards(0, 1, 2)
	p.Restart("restart while the cards go round", Game())
	if d := p.s.draft(); !d.seen[0] || !d.seen[2] || d.seen[3] {
		t.Fatalf("after a restart the seen cards are %v", d.seen)
	}
	p.seeCards(3, 4)
	p.Tap("start the clock", p.s.StartButton)
	p.step("a minute of questions", time.Minute)

	// An accusation of a player who is not a spy fails.
	spies, others := p.spiesAndOthers()
	p.Tap("an accuser", p.s.AccuserButtons[others[0]])
	p.Tap("the accused", p.s.AccusedButtons[others[1]])
	for _, v := range others[2:] {
		p.Tap("a no", p.s.NoButtons[v])
		if p.s.Match().State().Phase() != spyfall.PhaseVote {
			break
		}
	}
	if p.s.Match().State().Phase() != spyfall.PhaseTalk {
		t.Fatalf("the vote did not fail: %s", p.s.Match().State().Phase())
	}
	// The next accuser taps a name, then thinks better of it.
	p.Tap("another accuser", p.s.AccuserButtons[others[1]])
	p.Tap("cancel the accusation", p.s.round.cancelWhom)

	// A stop tapped on a player who is not a spy is taken back.
	p.Tap("a stop", p.s.StopButton)
	p.Tap("a mis-tap", p.s.StopperButtons[others[0]])
	p.Tap("cancel the stop", p.s.round.cancelStop)
	// A player who is not a spy names a location: refused, with its
	// message, and the questions go on.
	p.Tap("a stop", p.s.StopButton)
	p.Tap("a player who is not a spy", p.s.StopperButtons[others[1]])
	p.Tap("a location named", p.s.LocationButtons[0])
	if !p.s.Message.Visible() || p.s.Match().State().Phase() != spyfall.PhaseTalk {
		t.Fatalf("a stop by a player who is not a spy: %q, %s", p.s.Message.Text, p.s.Match().State().Phase())
	}
	p.Restart("restart during the questions", Game())
	p.Tap("resume the clock", p.s.StartButton)
	p.step("ten seconds more", 10*time.Second)

	// The spy stops the game and names the location.
	p.Tap("a stop", p.s.StopButton)
	p.Tap("the spy", p.s.StopperButtons[spies[0]])
	loc, _ := p.s.Match().State().RoundLocation()
	p.Tap("the spy names the location", p.locationButton(loc.ID))
	p.Do("undo", func() { p.s.Match().Undo(); p.s.Update() })
	p.Do("redo", func() { p.s.Match().Redo(); p.s.Update() })
	if res := p.s.Match().State().Results(); len(res) != 1 || res[0].End != spyfall.EndSpyStop {
		t.Fatalf("round 1 did not end with the spy's stop: %+v", res)
	}

	// Round 2: the time runs out, and the table votes in turn.
	p.Tap("deal", p.s.DealButton)
	p.seeCards(0, 1, 2, 3, 4)
	p.Tap("start the clock", p.s.StartButton)
	p.step("the time runs out", p.s.Match().State().RoundLength())
	for p.s.Match().State().Phase() == spyfall.PhaseEndVote {
		v, _ := p.s.Match().State().Vote()
		for i, b := range p.s.YesButtons {
			if b != nil && i != v.Suspect {
				p.Tap("a no", p.s.NoButtons[i])
				break
			}
		}
	}
	if !p.s.Match().Over() {
		t.Fatalf("two rounds did not end the game: %s", p.s.Match().State().Phase())
	}
	p.Tap("play again", p.s.End.PlayAgain)
	p.PlayAgain("the next game", Game())
	p.Tap("deal", p.s.DealButton)
	p.seeCards(0)
	t.Logf("%d steps played and checked", p.Steps)
}

// locationButton returns the button that names the location on the guess.
func (p *spyLive) locationButton(id string) fyne.CanvasObject {
	for k, l := range p.s.Match().State().Locations() {
		if l.ID == id {
			return p.s.round.locations[k]
		}
	}
	p.T.Fatalf("no location %s", id)
	return nil
}

// TestSpyfallKeepsTheSpySecret plays twin games that differ only in the
// deal: in one the first player is the spy, in the other not. The table
// passes the cards, votes an accusation down, and picks the first player
// to stop the game, then takes it back: the shared screen reads the same
// in both, so a mis-tap tells nobody who the spy is.
func TestSpyfallKeepsTheSpySecret(t *testing.T) {
	screenstest.EachTable(t, func(t *testing.T, lang language.Tag, size fyne.Size) {
		tw := &screenstest.Twins[*Screen]{T: t}
		for i, seed := range twinSeeds(t) {
			p := newSpyLive(t, lang, size, seed)
			s := New(p.Ctx, Game()).(*Screen)
			p.ready(s)
			p.Open("setup", s)
			tw.Lives[i], tw.Screens[i] = p.Live, s
		}
		tw.Tap("start", func(s *Screen) fyne.CanvasObject { return s.Setup.StartButton })
		tw.Tap("deal", func(s *Screen) fyne.CanvasObject { return s.DealButton })
		if spies := tw.Screens[0].Match().State().RoundSpies(); spies[0] != 0 {
			t.Fatalf("the first twin's spy is seat %d", spies[0])
		}
		for seat := range 5 {
			tw.Tap("a name", func(s *Screen) fyne.CanvasObject { return s.CardButtons[seat] })
			// The spy's card and a location's keep one size.
			tw.Do("the card held", func(s *Screen, _ *screenstest.Live) { s.Card.Press() })
			tw.Do("the card let go", func(s *Screen, _ *screenstest.Live) { s.Card.Release() })
			tw.Tap("done", func(s *Screen) fyne.CanvasObject { return s.CardDoneButton })
		}
		tw.Tap("start the clock", func(s *Screen) fyne.CanvasObject { return s.StartButton })
		tw.Tap("the first player accuses", func(s *Screen) fyne.CanvasObject { return s.AccuserButtons[0] })
		tw.Tap("the accused", func(s *Screen) fyne.CanvasObject { return s.AccusedButtons[1] })
		tw.Tap("a no", func(s *Screen) fyne.CanvasObject { return s.NoButtons[2] })
		tw.Tap("a stop", func(s *Screen) fyne.CanvasObject { return s.StopButton })
		tw.Tap("the first player", func(s *Screen) fyne.CanvasObject { return s.StopperButtons[0] })
		tw.Tap("taken back", func(s *Screen) fyne.CanvasObject { return s.round.cancelStop })
		tw.Tap("a stop", func(s *Screen) fyne.CanvasObject { return s.StopButton })
		tw.Tap("the first player", func(s *Screen) fyne.CanvasObject { return s.StopperButtons[0] })
		tw.Do("undo", func(s *Screen, _ *screenstest.Live) { s.Undo() })
		t.Logf("%d steps played and checked", tw.Lives[0].Steps+tw.Lives[1].Steps)
	})
}

// twinSeeds returns two deals' seeds for five players: with the first the
// first player is the spy, with the second another player is.
func twinSeeds(t *testing.T) [2]uint64 {
	var seeds [2]uint64
	found := [2]bool{}
	for seed := uint64(1); seed < 200 && !(found[0] && found[1]); seed++ {
		m, err := spyfall.New(spyfall.Setup{Players: screenstest.Crowd(5)})
		if err != nil {
			t.Fatal(err)
		}
		deal := m.State().Draw(rand.New(rand.NewPCG(seed, 11)))
		first := deal.Spies[0] == "pAnn"
		if i := map[bool]int{true: 0, false: 1}[first]; !found[i] {
			seeds[i], found[i] = seed, true
		}
	}
	return seeds
}
