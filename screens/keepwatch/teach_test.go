package keepwatch

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"golang.org/x/text/language"

	"tablecompanion/screens"
	"tablecompanion/screens/screenstest"
)

func TestKeepWatchLessonsAreInEachLanguage(t *testing.T) {
	screenstest.CheckLessons(t, lessons)
}

// TestKeepWatchTaughtAsItIsPlayed plays two challenges for four with the
// teaching on: the lesson follows the count, the presses and the check;
// the first false start, wrong call and card won are explained, and the
// second false start and wrong call are not.
func TestKeepWatchTaughtAsItIsPlayed(t *testing.T) {
	screenstest.EachTable(t, func(t *testing.T, lang language.Tag, size fyne.Size) {
		names := screenstest.Tables[lang]
		w := newWatchLive(t, lang, size, screenstest.People(names[0], names[1], names[2], names[5]))
		w.Name("Q", "P", "Z", "M")
		w.Teach(func() *screens.Lesson { return w.k.Lesson() })
		k := New(w.Ctx, Game()).(*Screen)
		w.ready(k)
		w.Open("setup", k)
		if !k.Setup.TeachCheck.Checked {
			t.Fatal("a table new to Keep Watch is not offered the teaching")
		}
		w.Tap("start", k.Setup.StartButton)
		tr := w.Ctx.T
		seats := w.k.Match().State().Players()
		bites := []string{}
		for c := range 2 {
			if c == 0 {
				leader := seats[w.k.Match().State().Leader()].Name
				w.Says("before the count", tr("lesson.keepwatch.ready", "Player", leader))
			}
			w.key("Space starts the count", fyne.KeySpace)
			w.Says("during the count", tr("lesson.keepwatch.live"))
			w.now = w.now.Add(time.Second)
			w.Do("the count: 2", func() { w.timers.fire(t) })
			w.key("a false start", PlayerKeys[2])
			w.now = w.now.Add(2 * time.Second)
			w.Do("the count: 1", func() { w.timers.fire(t) })
			w.Do("the count: GO", func() { w.timers.fire(t) })
			w.presses(0, 1, 3)
			falseStart := tr("lesson.keepwatch.bite.false_start", "Player", seats[2].Name)
			if c == 0 {
				w.Says("after the first false start", falseStart)
				bites = append(bites, falseStart)
			}
			w.Tap("a wrong call", w.k.WrongButton)
			ch, _ := w.k.Match().State().Current()
			wrong := tr("lesson.keepwatch.bite.wrong", "Player", seats[0].Name, "Count", len(ch.Penalties[0].To))
			if c == 0 {
				w.Says("after the first wrong call", wrong)
				w.Shot("keepwatch")
				bites = append(bites, wrong)
			}
			w.Tap("a right call", w.k.RightButton)
			if c == 0 {
				w.Says("after the first card won", tr("lesson.keepwatch.score"))
			}
		}
		all := strings.Join(w.Lessons, "\n")
		for _, b := range bites {
			if n := strings.Count(all, b); n != 1 {
				t.Errorf("%q was said %d times", b, n)
			}
		}
		t.Logf("%d lessons, smallest text %.1f", len(w.Lessons), w.Smallest)
	})
}
