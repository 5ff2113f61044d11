package spyfall

import (
	"tablecompanion/games/spyfall"
	"tablecompanion/screens"
)

// lessons are the message IDs of every lesson the game teaches, for the
// tests: the steps' and the rules' that bite.
var lessons = []string{
	"lesson.spyfall.deal", "lesson.spyfall.cards", "lesson.spyfall.talk", "lesson.spyfall.whom",
	"lesson.spyfall.stopper", "lesson.spyfall.guess", "lesson.spyfall.vote", "lesson.spyfall.end_vote",
	"lesson.spyfall.bite.vote_failed", "lesson.spyfall.bite.innocent",
	"lesson.spyfall.score.spies", "lesson.spyfall.score.table",
}

// lesson is what the table does at the round's stage (see stage), and
// why; nothing once the game is over. It never names the location, nor
// who the spies are.
func lesson(stage string, g *spyfall.Game) screens.Said {
	switch stage {
	case "deal":
		return screens.Say("lesson.spyfall.deal", "Count", g.Spies())
	case "cards", "hold":
		return screens.Say("lesson.spyfall.cards")
	case "who":
		return screens.Say("lesson.spyfall.talk")
	case "whom":
		return screens.Say("lesson.spyfall.whom")
	case "stopper":
		return screens.Say("lesson.spyfall.stopper")
	case "guess":
		return screens.Say("lesson.spyfall.guess")
	case "vote":
		if g.Phase() == spyfall.PhaseEndVote {
			return screens.Say("lesson.spyfall.end_vote")
		}
		return screens.Say("lesson.spyfall.vote", "Count", g.Spies())
	}
	return screens.Said{}
}

// bite compares the round before an action with the round after it: the
// first round scored explains who won its points and for what, an early
// vote that failed says so, and an innocent convicted says what it gives
// the spies.
func bite(before *spyfall.Game) func(*spyfall.Game) screens.Said {
	phase, results := before.Phase(), len(before.Results())
	return func(g *spyfall.Game) screens.Said {
		if rs := g.Results(); len(rs) > results {
			r := rs[len(rs)-1]
			switch {
			case len(rs) == 1 && r.SpiesWon:
				return screens.Say("lesson.spyfall.score.spies", "Count", len(r.Spies)).For(screens.RuleScore)
			case len(rs) == 1:
				return screens.Say("lesson.spyfall.score.table").For(screens.RuleScore)
			case r.SpiesWon && r.Convicted >= 0 && !r.IsSpy(r.Convicted):
				return screens.Say("lesson.spyfall.bite.innocent")
			}
			return screens.Said{}
		}
		if phase == spyfall.PhaseVote && g.Phase() == spyfall.PhaseTalk {
			return screens.Say("lesson.spyfall.bite.vote_failed")
		}
		return screens.Said{}
	}
}
