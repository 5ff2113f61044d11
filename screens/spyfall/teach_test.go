package spyfall

import (
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"golang.org/x/text/language"

	"tablecompanion/games/spyfall"
	"tablecompanion/screens"
	"tablecompanion/screens/screenstest"
)

func TestSpyfallLessonsAreInEachLanguage(t *testing.T) {
	screenstest.CheckLessons(t, lessons)
}

// TestEveryStageOfARoundHasALesson holds the stages the screen shows to
// the lessons: each one says something, and only lessons of the list.
func TestEveryStageOfARoundHasALesson(t *testing.T) {
	m, err := spyfall.New(spyfall.Setup{Players: screenstest.Crowd(5)})
	if err != nil {
		t.Fatal(err)
	}
	for _, stage := range []string{"deal", "cards", "hold", "who", "whom", "stopper", "guess", "vote"} {
		said := lesson(stage, m.State())
		if said.ID == "" || !slices.Contains(lessons, said.ID) {
			t.Errorf("stage %s has the lesson %q", stage, said.ID)
		}
	}
	if said := lesson("over", m.State()); said.ID != "" {
		t.Errorf("the end has the lesson %q", said.ID)
	}
}

// TestSpyfallTaughtAsItIsPlayed plays a first round for five with the
// teaching on: the lesson follows the stages, a failed vote is explained
// once, a restart keeps teaching, and the first round's points are said;
// no lesson names the location.
func TestSpyfallTaughtAsItIsPlayed(t *testing.T) {
	screenstest.EachTable(t, func(t *testing.T, lang language.Tag, size fyne.Size) {
		p := newSpyLive(t, lang, size, 7)
		p.Teach(func() *screens.Lesson { return p.s.Lesson() })
		s := New(p.Ctx, Game()).(*Screen)
		p.ready(s)
		p.Open("setup", s)
		if !s.Setup.TeachCheck.Checked {
			t.Fatal("a table new to Spyfall is not offered the teaching")
		}
		p.Tap("start", s.Setup.StartButton)
		if got, want := p.s.Lesson().Text(), p.Ctx.T("lesson.spyfall.deal", "Count", 1); got != want {
			t.Fatalf("the deal's lesson is %q, want %q", got, want)
		}
		p.Tap("deal", p.s.DealButton)
		p.seeCards(0, 1, 2, 3, 4)
		p.Tap("start the clock", p.s.StartButton)
		p.step("a minute of questions", time.Minute)

		failed := p.Ctx.T("lesson.spyfall.bite.vote_failed")
		spies, others := p.spiesAndOthers()
		for i := range 2 {
			p.Tap("an accuser", p.s.AccuserButtons[others[i]])
			p.Tap("the accused", p.s.AccusedButtons[others[i+1]])
			p.Tap("a no", p.s.NoButtons[others[(i+2)%len(others)]])
			if p.s.Match().State().Phase() != spyfall.PhaseTalk {
				t.Fatalf("vote %d did not fail", i+1)
			}
			if got := p.s.Lesson().Text(); (got == failed) != (i == 0) {
				t.Fatalf("after failed vote %d the lesson says %q", i+1, got)
			}
			if i == 0 {
				p.Shot("spyfall")
			}
		}
		p.Restart("restart during the questions", Game())
		if !p.s.Teaching() {
			t.Fatal("a restart ended the teaching")
		}
		p.Tap("resume the clock", p.s.StartButton)
		p.Tap("a stop", p.s.StopButton)
		p.Tap("the spy", p.s.StopperButtons[spies[0]])
		loc, _ := p.s.Match().State().RoundLocation()
		p.Tap("the spy names the location", p.locationButton(loc.ID))
		if got, want := p.s.Lesson().Text(), p.Ctx.T("lesson.spyfall.score.spies", "Count", 1); got != want {
			t.Fatalf("the first round's lesson is %q, want %q", got, want)
		}
		p.Tap("deal", p.s.DealButton)
		if strings.Count(strings.Join(p.Lessons, "\n"), failed) != 1 {
			t.Errorf("the failed vote was explained %d times", strings.Count(strings.Join(p.Lessons, "\n"), failed))
		}
		place := p.Ctx.T("spyfall.location." + loc.ID)
		for _, l := range p.Lessons {
			if strings.Contains(l, place) {
				t.Errorf("a lesson names the location: %q", l)
			}
		}
		if len(p.Lessons) < 7 {
			t.Errorf("the lesson changed %d times in a round: %q", len(p.Lessons), p.Lessons)
		}
		t.Logf("%d lessons, smallest text %.1f", len(p.Lessons), p.Smallest)
	})
}
