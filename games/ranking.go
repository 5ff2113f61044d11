package games

import (
	"cmp"
	"slices"
)

// Ranking is a game's final order: its places from first to last, each the
// IDs of the players who share it, in seating order. A place of several
// players is a tie; the first place holds the winners, several of them for a
// shared win.
type Ranking [][]string

// RankBy ranks the seats by their scores, the highest first; seats with the
// same score share a place.
func RankBy(seats Seats, scores []int) Ranking {
	order := seats.From(0)
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(scores[b], scores[a]) })
	var r Ranking
	for k, seat := range order {
		if k == 0 || scores[seat] != scores[order[k-1]] {
			r = append(r, nil)
		}
		r[len(r)-1] = append(r[len(r)-1], seats[seat].ID)
	}
	return r
}

// Players returns the number of players ranked.
func (r Ranking) Players() int {
	n := 0
	for _, place := range r {
		n += len(place)
	}
	return n
}

// Winners returns the IDs in first place.
func (r Ranking) Winners() []string {
	if len(r) == 0 {
		return nil
	}
	return r[0]
}

// Place returns the player's place: one more than the number of players
// ranked ahead, so that two players tied first are both 1 and the next is
// 3. It returns 0 for a player the ranking does not hold.
func (r Ranking) Place(id string) int {
	ahead := 0
	for _, place := range r {
		if slices.Contains(place, id) {
			return ahead + 1
		}
		ahead += len(place)
	}
	return 0
}

// HalfPoints returns twice the player's placement points. In a game of n
// players place p gives n − p points, and tied players share the mean of the
// places they cover: two players tied first of four cover places 1 and 2
// and get 4 − 1.5 = 2.5 points each, 5 half points. The mean of consecutive
// places is a whole or a half number, so half points count it exactly. A
// player the ranking does not hold gets 0.
func (r Ranking) HalfPoints(id string) int {
	n, ahead := r.Players(), 0
	for _, place := range r {
		if slices.Contains(place, id) {
			first, last := ahead+1, ahead+len(place)
			return 2*n - first - last
		}
		ahead += len(place)
	}
	return 0
}
