package decrypto

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"golang.org/x/text/language"

	"tablecompanion/games/decrypto"
	"tablecompanion/screens"
	"tablecompanion/screens/screenstest"
)

func TestDecryptoLessonsAreInEachLanguage(t *testing.T) {
	screenstest.CheckLessons(t, lessons)
}

// TestDecryptoTaughtAsItIsPlayed plays a short game of four with the
// teaching on: each step says its lesson, the first miscommunication, the
// first round's tokens and the first interception are explained, the
// second miscommunication is not; no lesson shows a code.
func TestDecryptoTaughtAsItIsPlayed(t *testing.T) {
	screenstest.EachTable(t, func(t *testing.T, lang language.Tag, size fyne.Size) {
		p := newDecryptoTable(t, lang, screenstest.Tables[lang][:4], size)
		p.Teach(func() *screens.Lesson { return p.d.Lesson() })
		d := New(p.Ctx, Game()).(*Screen)
		p.ready(d)
		p.Open("setup", d)
		if !d.Setup.TeachCheck.Checked {
			t.Fatal("a table new to Decrypto is not offered the teaching")
		}
		p.Tap("start", d.Setup.StartButton)
		W, B := decrypto.White, decrypto.Black
		white := teamName(p.Ctx.T, p.d.Match().State().Teams()[0])
		p.Says("at the start", p.Ctx.T("lesson.decrypto.clues"))
		var codes []string
		p.hold(W)
		codes = append(codes, decrypto.Code(p.drawn(W)).String())
		p.clues(W, "hot", "wet", "ice")
		p.Says("once White gave the clues", p.Ctx.T("lesson.decrypto.glass"))
		p.hold(B)
		codes = append(codes, decrypto.Code(p.drawn(B)).String())
		p.clues(B, "night", "salt", "beat")
		p.Says("at White's decode", p.Ctx.T("lesson.decrypto.decode_first", "Team", white))
		p.code("White decodes wrong", other(p.drawn(W)))
		p.Says("after White's wrong decode", p.Ctx.T("lesson.decrypto.bite.miscommunication", "Team", white))
		p.Shot("decrypto")
		p.read(B, false)
		p.Says("after the first round", p.Ctx.T("lesson.decrypto.score"))

		p.hold(W)
		codes = append(codes, decrypto.Code(p.drawn(W)).String())
		p.clues(W, "warm", "flow", "ring")
		p.clues(B, "tide", "full", "moon")
		black := teamName(p.Ctx.T, p.d.Match().State().Teams()[1])
		p.Says("at the interception", p.Ctx.T("lesson.decrypto.intercept", "Team", black, "Code", white))
		p.code("Black intercepts White", p.drawn(W))
		p.code("White decodes right", p.drawn(W))
		p.Says("after the interception", p.Ctx.T("lesson.decrypto.bite.interception", "Team", black))
		codes = append(codes, decrypto.Code(p.drawn(B)).String())
		p.code("White misses Black's code", other(p.drawn(B)))
		p.code("Black decodes wrong", other(p.drawn(B)))
		if got := p.d.Lesson().Text(); got == p.Ctx.T("lesson.decrypto.bite.miscommunication", "Team", black) {
			t.Fatal("the second miscommunication is explained again")
		}
		for _, l := range p.Lessons {
			for _, c := range codes {
				if strings.Contains(l, c) {
					t.Errorf("a lesson shows the code %s: %q", c, l)
				}
			}
		}
		t.Logf("%d lessons, smallest text %.1f", len(p.Lessons), p.Smallest)
	})
}

// TestEveryStepOfAHackerGameHasALesson plays a Hacker game on the code
// cards by the engine alone: every step says a lesson of the list, the
// first round ends on the Hacker's score and a misread code gives the
// Hacker's token its lesson.
func TestEveryStepOfAHackerGameHasALesson(t *testing.T) {
	tb := screenstest.NewTable(t, language.English, screenstest.Crowd(3))
	d := &Screen{}
	d.Ctx = tb.Ctx
	hacker := tb.Ctx.Players()[2]
	m, err := decrypto.New(decrypto.Setup{Hacker: &hacker, Teams: []decrypto.TeamSetup{
		{Name: "Owls", Color: decrypto.White, Players: tb.Ctx.Players()[:2]},
	}})
	if err != nil {
		t.Fatal(err)
	}
	code := []int{1, 2, 3}
	actions := []decrypto.Action{
		{Op: decrypto.OpClues, Team: decrypto.White, Clues: []string{"a", "b", "c"}},
		{Op: decrypto.OpDecode, Code: code}, {Op: decrypto.OpReveal, Code: code},
		{Op: decrypto.OpClues, Team: decrypto.White, Clues: []string{"d", "e", "f"}},
		{Op: decrypto.OpIntercept, Code: []int{3, 2, 1}},
		{Op: decrypto.OpDecode, Code: []int{4, 3, 2}}, {Op: decrypto.OpReveal, Code: code},
	}
	var bites []string
	for _, a := range actions {
		said := lesson(tb.Ctx.T, m.State())
		if !slices.Contains(lessons, said.ID) {
			t.Fatalf("step %s has the lesson %q", m.State().Step(), said.ID)
		}
		after := d.bite(m.State())
		if err := m.Do(a); err != nil {
			t.Fatal(err)
		}
		if b := after(m.State()); b.ID != "" {
			bites = append(bites, b.ID)
		}
	}
	if want := []string{"lesson.decrypto.score_hacker", "lesson.decrypto.bite.hacker_token"}; !slices.Equal(bites, want) {
		t.Fatalf("the Hacker game bit %v, want %v", bites, want)
	}
}
