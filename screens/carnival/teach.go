package carnival

import (
	"tablecompanion/games/carnival"
	"tablecompanion/screens"
)

// lessons are the message IDs of every lesson the game teaches, for the
// tests: the steps' and the rules' that bite.
var lessons = []string{
	"lesson.carnival.connect_or_call", "lesson.carnival.call", "lesson.carnival.partner",
	"lesson.carnival.connect_right", "lesson.carnival.holder", "lesson.carnival.catcher",
	"lesson.carnival.accused", "lesson.carnival.number", "lesson.carnival.catch_right",
	"lesson.carnival.bite.flipped", "lesson.carnival.bite.boxed", "lesson.carnival.bite.banned",
	"lesson.carnival.score",
}

// stepLessons are the lessons of the steps of a turn, a connection and a
// catch as the screen asks them.
var stepLessons = map[step]string{
	stepCall:         "lesson.carnival.call",
	stepPartner:      "lesson.carnival.partner",
	stepConnectRight: "lesson.carnival.connect_right",
	stepHolder:       "lesson.carnival.holder",
	stepCatcher:      "lesson.carnival.catcher",
	stepAccused:      "lesson.carnival.accused",
	stepNumber:       "lesson.carnival.number",
	stepCatchRight:   "lesson.carnival.catch_right",
}

// lesson is what the table does at the step the screen asks, and why;
// nothing once the game is over. It never says who holds a number.
func (c *Screen) lesson(g *carnival.Game) screens.Said {
	if g.Over() {
		return screens.Said{}
	}
	d := c.draftNow()
	if d.step == stepCall && d.player == g.Turn() && g.CanConnect() {
		return screens.Say("lesson.carnival.connect_or_call")
	}
	return screens.Say(stepLessons[d.step])
}

// ledger is what the rules have done to the cards: the crowd cards
// flipped, the counter-intelligence cards boxed, the numbers barred and
// the points on the table.
type ledger struct{ flipped, boxed, banned, points int }

func ledgerOf(g *carnival.Game) ledger {
	var l ledger
	n := len(g.Players())
	for number := 1; number <= carnival.Numbers(n); number++ {
		if g.CrowdCard(number).Place == carnival.Flipped {
			l.flipped++
		}
		if g.Banned(number) {
			l.banned++
		}
		for _, card := range []carnival.Card{g.CrowdCard(number), g.HandCard(number)} {
			if card.Place == carnival.FaceUp {
				l.points++
			}
		}
	}
	for seat := range n {
		l.boxed += g.CounterCards(seat).Boxed
	}
	return l
}

// bite compares the cards before an action with the cards after it: the
// first points scored explain the score, a flipped crowd card a wrong
// connection, a boxed card a wrong catch and, at four, the number barred.
func bite(before *carnival.Game) func(*carnival.Game) screens.Said {
	was := ledgerOf(before)
	return func(g *carnival.Game) screens.Said {
		now := ledgerOf(g)
		switch {
		case was.points == 0 && now.points > 0:
			return screens.Say("lesson.carnival.score").For(screens.RuleScore)
		case now.flipped > was.flipped:
			return screens.Say("lesson.carnival.bite.flipped")
		case now.banned > was.banned:
			return screens.Say("lesson.carnival.bite.banned")
		case now.boxed > was.boxed:
			return screens.Say("lesson.carnival.bite.boxed")
		}
		return screens.Said{}
	}
}
