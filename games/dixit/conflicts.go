package dixit

import "slices"

// Conflicts are the numbers of a round in the making that break a rule,
// whatever else the round still lacks: a card more than one player claims,
// and a vote for a card of one's own.
type Conflicts struct {
	// Cards are, by seat, the cards the seat put in that another player
	// claims too; the storyteller's seat has their card here when another
	// player claims it.
	Cards map[int][]int
	// Votes are, by seat, a vote for one of the seat's own cards.
	Votes map[int]int
}

// Conflicts returns the numbers of a round in the making that break a rule,
// for the screen to mark while the round is entered. A play by someone not
// in the game is passed over; Score says what else the round lacks.
func (g *Game) Conflicts(r Round) Conflicts {
	seats := g.setup.Players
	own := map[int][]int{}
	if st := seats.Index(r.Storyteller); st >= 0 && r.Card != 0 {
		own[st] = []int{r.Card}
	}
	votes := map[int]int{}
	for _, p := range r.Plays {
		if i := seats.Index(p.Player); i >= 0 {
			own[i] = append(own[i], p.Cards...)
			votes[i] = p.Vote
		}
	}
	claims := map[int]int{}
	for _, cards := range own {
		for _, c := range cards {
			claims[c]++
		}
	}
	out := Conflicts{Cards: map[int][]int{}, Votes: map[int]int{}}
	for seat, cards := range own {
		for _, c := range cards {
			if claims[c] > 1 {
				out.Cards[seat] = append(out.Cards[seat], c)
			}
		}
		if v := votes[seat]; v != 0 && slices.Contains(cards, v) {
			out.Votes[seat] = v
		}
	}
	return out
}
