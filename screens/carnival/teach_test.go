package carnival

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"golang.org/x/text/language"

	"tablecompanion/screens"
	"tablecompanion/screens/screenstest"
)

func TestCarnivalLessonsAreInEachLanguage(t *testing.T) {
	screenstest.CheckLessons(t, lessons)
}

// TestEveryStepOfATurnHasALesson holds the screen's steps to the lessons.
func TestEveryStepOfATurnHasALesson(t *testing.T) {
	for st := stepCall; st <= stepCatchRight; st++ {
		if id := stepLessons[st]; id == "" || !slices.Contains(lessons, id) {
			t.Errorf("step %d has the lesson %q", st, id)
		}
	}
}

// TestCarnivalTaughtAsItIsPlayed plays two rounds for five with the
// teaching on: the lesson follows the steps of a turn and a connection, a
// refused call names its rule, the first points are explained and so is
// the first flipped card, once.
func TestCarnivalTaughtAsItIsPlayed(t *testing.T) {
	screenstest.EachTable(t, func(t *testing.T, lang language.Tag, size fyne.Size) {
		names := screenstest.Tables[lang][:5]
		p := newCarnivalLive(t, lang, names, size)
		p.Teach(func() *screens.Lesson { return p.c.Lesson() })
		c := New(p.Ctx, Game()).(*Screen)
		p.c = c
		p.Open("setup", c)
		if !c.Setup.TeachCheck.Checked {
			t.Fatal("a table new to Carnival is not offered the teaching")
		}
		p.Tap(names[0]+" starts", c.FirstPlayer.Buttons[0])
		p.Tap("start", c.Setup.StartButton)
		tr := p.Ctx.T
		const a, cy, d, e = 0, 2, 3, 4
		p.Says("at the start", tr("lesson.carnival.call"))
		p.call(1)
		n := p.c.Match().Len()
		p.Tap("a call onto a token", p.c.Cards[0])
		p.refused(n, "a call onto a token")
		p.Says("after the refused call", tr("lesson.refused", "Rule", p.c.Message.Text))
		for number := 2; number <= 5; number++ {
			p.call(number)
		}
		p.Says("when the first player may connect", tr("lesson.carnival.connect_or_call"))
		who := p.name(p.c.Match().State().Turn())
		p.Tap(who+" starts a connection", p.c.ConnectButton)
		p.Says("at the connection", tr("lesson.carnival.partner"))
		p.Tap(who+" names "+p.name(e), p.c.PlayerButtons[e])
		p.Says("at the answer", tr("lesson.carnival.connect_right"))
		p.Tap("right", p.c.RightButton)
		p.Says("after the first points", tr("lesson.carnival.score"))
		p.Shot("carnival")
		p.call(6)
		p.connect(e, true, 0)
		p.call(7)
		p.catch(cy, e, 7, true)
		flipped := tr("lesson.carnival.bite.flipped")
		p.connect(a, false, d)
		p.Says("after a wrong connection", flipped)
		p.call(8)
		p.connect(a, false, e)
		if c := strings.Count(strings.Join(p.Lessons, "\n"), flipped); c != 1 {
			t.Errorf("a flipped card was explained %d times", c)
		}
		t.Logf("%d lessons, smallest text %.1f", len(p.Lessons), p.Smallest)
	})
}
