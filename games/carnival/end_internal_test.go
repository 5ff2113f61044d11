package carnival

import (
	"testing"

	"tablecompanion/games"
)

// Every open crowd card has its hand card in some hand, so in a real game
// the crowd runs out only with the last hand card, after a hand has emptied
// (the random games check this). These cases set the cards by hand to pin
// the book's two crowd conditions on their own.
func TestTheGameEndsWhenTheCrowdIsGoneOrAllFlipped(t *testing.T) {
	var seats games.Seats
	for i, id := range []string{"A", "B", "C", "D"} {
		seats = append(seats, games.Player{ID: id, Name: id, Color: SpyColors[i]})
	}
	cases := []struct {
		name  string
		flip  int // the numbers from 1 to flip are flipped, the rest taken
		empty bool
		want  End
	}{
		{"every crowd card taken", 0, false, EndCrowdGone},
		{"every crowd card left is flipped", 10, false, EndAllFlipped},
		{"a hand empty", 0, true, EndHandEmpty},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g, err := Start(Setup{Players: seats})
			if err != nil {
				t.Fatal(err)
			}
			if got := g.checkEnd(); got != 0 {
				t.Fatalf("a new game has ended: %v", got)
			}
			if c.empty {
				g.handCount[2] = 0
			} else {
				for k := 1; k <= Numbers(4); k++ {
					g.crowd[k] = Card{Place: FaceUp, Owner: 0}
					if k <= c.flip {
						g.crowd[k] = Card{Place: Flipped, Owner: -1}
					}
				}
			}
			if got := g.checkEnd(); got != c.want {
				t.Fatalf("end %v, want %v", got, c.want)
			}
		})
	}
}
