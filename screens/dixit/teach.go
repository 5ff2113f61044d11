package dixit

import (
	"slices"

	"tablecompanion/games/dixit"
	"tablecompanion/screens"
)

// lessons are the message IDs of every lesson the game teaches, for the
// tests: the steps' and the rules' that bite.
var lessons = []string{
	"lesson.dixit.story", "lesson.dixit.cards", "lesson.dixit.votes", "lesson.dixit.ready",
	"lesson.dixit.bite.all_or_none", "lesson.dixit.score",
}

// lesson is what the table does at the round's step as the form stands:
// the story, the cards laid out, the votes, or the round to score. It
// never says which card is the storyteller's.
func lesson(g *dixit.Game, dr *draft) screens.Said {
	if g.Over() {
		return screens.Said{}
	}
	seats, st := g.Players(), g.Storyteller()
	missing := func(done func(seat int) bool) bool {
		for seat := range seats {
			if seat != st && !done(seat) {
				return true
			}
		}
		return false
	}
	switch {
	case dr.card == 0:
		return screens.Say("lesson.dixit.story", "Player", seats[st].Name, "Count", dixit.CardsEach(len(seats)))
	case missing(func(seat int) bool { return len(dr.cards[seat]) == dixit.CardsEach(len(seats)) }):
		return screens.Say("lesson.dixit.cards")
	case missing(func(seat int) bool { return dr.votes[seat] != 0 }):
		return screens.Say("lesson.dixit.votes")
	}
	return screens.Say("lesson.dixit.ready", "Player", seats[st].Name)
}

// bite explains the first round's score, whose every point the lines of
// gains already name, and the first storyteller who scored nothing since
// all or none found the card.
func bite(before *dixit.Game) func(*dixit.Game) screens.Said {
	played := len(before.Rounds())
	return func(g *dixit.Game) screens.Said {
		rs := g.Rounds()
		if len(rs) == played {
			return screens.Said{}
		}
		if len(rs) == 1 {
			return screens.Say("lesson.dixit.score").For(screens.RuleScore)
		}
		r := rs[len(rs)-1]
		if slices.ContainsFunc(r.Gains[r.Storyteller], func(gn dixit.Gain) bool {
			return gn.Why == dixit.AllFound || gn.Why == dixit.NoneFound
		}) {
			return screens.Say("lesson.dixit.bite.all_or_none", "Player", g.Players()[r.Storyteller].Name)
		}
		return screens.Said{}
	}
}
