package keepwatch

import (
	"tablecompanion/games/keepwatch"
	"tablecompanion/screens"
)

// lessons are the message IDs of every lesson the game teaches, for the
// tests: the steps' and the rules' that bite.
var lessons = []string{
	"lesson.keepwatch.ready", "lesson.keepwatch.ready_less", "lesson.keepwatch.live",
	"lesson.keepwatch.check", "lesson.keepwatch.unsettled",
	"lesson.keepwatch.bite.wrong", "lesson.keepwatch.bite.false_start", "lesson.keepwatch.bite.false_start_marked",
	"lesson.keepwatch.score",
}

// lesson is what the table does at the challenge's step: the Leader's
// count, the presses, or the check of the fastest call; nothing once the
// game is over.
func (k *Screen) lesson(g *keepwatch.Game) screens.Said {
	switch {
	case g.Over():
		return screens.Said{}
	case g.Phase() == keepwatch.PhaseChecking:
		c, _ := g.Current()
		if len(c.Unsettled) > 0 || c.Checking < 0 {
			return screens.Say("lesson.keepwatch.unsettled")
		}
		return screens.Say("lesson.keepwatch.check", "Player", g.Players()[c.Checking].Name)
	case k.round.step != stepIdle:
		return screens.Say("lesson.keepwatch.live")
	}
	leader := g.Players()[g.Leader()].Name
	cond, fixed := g.FixedCondition()
	if !fixed {
		cond = k.cond
	}
	if cond == keepwatch.Less {
		return screens.Say("lesson.keepwatch.ready_less", "Player", leader)
	}
	return screens.Say("lesson.keepwatch.ready", "Player", leader)
}

// judged is what a challenge has judged so far: its wrong calls and its
// false starts, and the cards won in the game.
type judged struct{ penalties, falseStarts, played int }

func judgedOf(g *keepwatch.Game) judged {
	j := judged{played: g.Played()}
	if c, ok := g.Current(); ok && g.Phase() == keepwatch.PhaseChecking {
		j.penalties, j.falseStarts = len(c.Penalties), len(c.FalseStarts)
	}
	return j
}

// bite compares the challenge before an action with the challenge after
// it: a wrong call's penalty, a false start, and the first card won,
// which is the first point of the game.
func (k *Screen) bite(before *keepwatch.Game) func(*keepwatch.Game) screens.Said {
	was := judgedOf(before)
	lockOut := !k.Match().Setup().NoLockOut
	return func(g *keepwatch.Game) screens.Said {
		c, ok := g.Current()
		if !ok || g.Phase() != keepwatch.PhaseChecking {
			c, ok = g.Last()
		}
		if !ok {
			return screens.Said{}
		}
		seats := g.Players()
		switch {
		case len(c.Penalties) > was.penalties:
			p := c.Penalties[len(c.Penalties)-1]
			return screens.Say("lesson.keepwatch.bite.wrong", "Player", seats[p.From].Name, "Count", len(p.To))
		case len(c.FalseStarts) > was.falseStarts && lockOut:
			return screens.Say("lesson.keepwatch.bite.false_start", "Player", seats[c.FalseStarts[0].Seat].Name)
		case len(c.FalseStarts) > was.falseStarts:
			return screens.Say("lesson.keepwatch.bite.false_start_marked", "Player", seats[c.FalseStarts[0].Seat].Name)
		case was.played == 0 && g.Played() > 0:
			return screens.Say("lesson.keepwatch.score").For(screens.RuleScore)
		}
		return screens.Said{}
	}
}
