package keepwatch

import (
	"time"

	"tablecompanion/games/facts"
)

// Tell adds Keep Watch's own facts to what a match tells of itself, from
// its engine g and its log: the cards won, and each player's reactions,
// the fastest of the right calls and every one in milliseconds.
func Tell(g *Game, log []Action, p *facts.Played) {
	p.Scores = g.Piles()
	p.Reactions = make([]time.Duration, len(p.Players))
	p.ReactionMs = make([][]int, len(p.Players))
	for i := range p.Reactions {
		p.Reactions[i] = -1
	}
	pressed := make([]time.Duration, len(p.Players)) // the challenge's press after GO of each seat, -1 for none
	for _, a := range log {
		switch a.Op {
		case OpRight:
			if i := p.Players.Index(a.Player); i >= 0 && pressed[i] >= 0 && (p.Reactions[i] < 0 || pressed[i] < p.Reactions[i]) {
				p.Reactions[i] = pressed[i]
			}
		case OpPresses:
			for i := range pressed {
				pressed[i] = -1
			}
			for _, press := range a.Presses {
				i := p.Players.Index(press.Player)
				if i < 0 || press.At < 0 {
					continue
				}
				if pressed[i] < 0 {
					pressed[i] = press.At
				}
				p.ReactionMs[i] = append(p.ReactionMs[i], int(press.At.Round(time.Millisecond)/time.Millisecond))
			}
		}
	}
}
