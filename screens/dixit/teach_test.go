package dixit

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"golang.org/x/text/language"

	"tablecompanion/games/dixit"
	"tablecompanion/screens"
	"tablecompanion/screens/screenstest"
)

func TestDixitLessonsAreInEachLanguage(t *testing.T) {
	screenstest.CheckLessons(t, lessons)
}

// TestDixitTaughtAsItIsPlayed plays three rounds for four with the
// teaching on: the lesson follows the form as it fills, the first round's
// points are explained once, a refusal names its rule, and a storyteller
// whom everybody found is explained the first time only.
func TestDixitTaughtAsItIsPlayed(t *testing.T) {
	screenstest.EachTable(t, func(t *testing.T, lang language.Tag, size fyne.Size) {
		p := newDixitLive(t, lang, screenstest.Tables[lang][:4], size)
		p.Teach(func() *screens.Lesson { return p.d.Lesson() })
		d := New(p.Ctx, Game()).(*Screen)
		p.d = d
		p.Open("setup", d)
		if !d.Setup.TeachCheck.Checked {
			t.Fatal("a table new to Dixit is not offered the teaching")
		}
		p.Tap("start", d.Setup.StartButton)
		tr := p.Ctx.T
		g := d.Match().State()
		p.Says("at the start", tr("lesson.dixit.story", "Player", p.name(g.Storyteller()), "Count", 1))
		pl := p.planRound()
		p.pick("the storyteller's card", d.StoryCard, pl.card)
		p.Says("once the storyteller's card is in", tr("lesson.dixit.cards"))
		for _, seat := range g.Players().From(g.Storyteller())[1:] {
			p.pick(p.name(seat)+"'s card", d.CardPickers[seat], pl.cards[seat])
		}
		p.Says("once the cards are in", tr("lesson.dixit.votes"))
		p.enter(pl)
		p.Says("once all is in", tr("lesson.dixit.ready", "Player", p.name(g.Storyteller())))
		p.score()
		p.Says("after the first round", tr("lesson.dixit.score"))
		p.Shot("dixit")

		// Round 2: a vote for one's own card is refused, by its rule.
		pl = p.planRound()
		order := g.Players().From(g.Storyteller())
		p.enter(pl)
		p.pick("a vote for one's own card", d.VotePickers[order[1]], pl.cards[order[1]])
		n := d.Match().Len()
		p.Tap("score a vote for one's own card", d.ScoreButton)
		if d.Match().Len() != n {
			t.Fatal("a vote for one's own card was scored")
		}
		p.Says("after the refusal", tr("lesson.refused", "Rule", d.Message.Text))

		// Rounds 2 and 3: everybody finds the card.
		allFound := ""
		for range 2 {
			pl = p.planRound()
			g = d.Match().State()
			for _, seat := range g.Players().From(g.Storyteller())[1:] {
				pl.votes[seat] = pl.card
			}
			p.enter(pl)
			p.score()
			if r := g.Rounds()[len(g.Rounds())-1]; r.Gains[r.Storyteller][0].Why != dixit.AllFound {
				t.Fatalf("everybody found the card, and the storyteller gains %+v", r.Gains[r.Storyteller])
			}
			if allFound == "" {
				allFound = tr("lesson.dixit.bite.all_or_none", "Player", p.name(g.Rounds()[len(g.Rounds())-1].Storyteller))
				p.Says("after the round all found", allFound)
			}
		}
		if c := strings.Count(strings.Join(p.Lessons, "\n"), allFound); c != 1 {
			t.Errorf("a storyteller all found was explained %d times", c)
		}
		t.Logf("%d lessons, smallest text %.1f", len(p.Lessons), p.Smallest)
	})
}
