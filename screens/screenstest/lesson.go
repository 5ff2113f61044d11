package screenstest

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"tablecompanion/screens"
)

// LessonShots names a folder for Shot to save a taught step to, as a PNG:
// TABLECOMPANION_LESSON_SHOTS=/tmp/shots.
const LessonShots = "TABLECOMPANION_LESSON_SHOTS"

// Shot saves the window as it stands to the folder LessonShots names, if
// it names one, as name-language-WxH.png.
func (l *Live) Shot(name string) {
	if dir := os.Getenv(LessonShots); dir != "" {
		file := fmt.Sprintf("%s-%s-%gx%g.png", name, l.Catalog().Language(), l.Size.Width, l.Size.Height)
		Dump(l.T, l.Table, filepath.Join(dir, file))
	}
}

// Teach plays as a table new to the game: its setup offers the teaching,
// which the screen keeps as the shell does across a restart. lesson
// returns the lesson line of the screen on show; after every step the
// line must say something in no more than its two lines.
func (l *Live) Teach(lesson func() *screens.Lesson) {
	l.Lesson = lesson
	l.New = true
}

// Says fails unless the lesson line says want now; when names the moment.
func (l *Live) Says(when, want string) {
	l.T.Helper()
	if got := l.Lesson().Text(); got != want {
		l.T.Fatalf("%s the lesson says %q, want %q", when, got, want)
	}
}

// checkLesson keeps what the lesson line says after a step, and fails
// when a game taught says nothing or says it in more than its room.
func (l *Live) checkLesson() {
	l.T.Helper()
	if l.Lesson == nil || l.Lesson() == nil || !l.Ctx.Teach().On {
		return
	}
	line := l.Lesson()
	if !line.Visible() {
		l.fail("the lesson line is hidden while the table is taught")
		return
	}
	text := line.Text()
	if n := len(l.Lessons); text != "" && (n == 0 || l.Lessons[n-1] != text) {
		l.Lessons = append(l.Lessons, text)
	}
	if text == "" {
		return
	}
	if got := strings.Join(line.Lines(), " "); got != strings.Join(strings.Fields(text), " ") {
		l.fail("the lesson line shows %q of %q", got, text)
	}
	size := line.TextSize()
	if l.Smallest == 0 || size < l.Smallest {
		l.Smallest = size
	}
	if size < LessonLeast {
		l.fail("the lesson %q shrinks to %.1f to fit its two lines", text, size)
	}
}

// LessonLeast is the least text size a lesson may shrink to: one that
// needs less is too long for its room.
const LessonLeast = 13
