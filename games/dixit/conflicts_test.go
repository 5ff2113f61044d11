package dixit_test

import (
	"reflect"
	"testing"

	"tablecompanion/games/dixit"
)

// TestConflictsMarkClaimedCardsAndOwnVotes checks what a round in the
// making breaks, before it is whole: the storyteller's card claimed again,
// a card two players claim, a vote for one's own card.
func TestConflictsMarkClaimedCardsAndOwnVotes(t *testing.T) {
	g, err := dixit.Start(dixit.Setup{Players: seats("ann", "bob", "cat", "dan")})
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name  string
		r     dixit.Round
		cards map[int][]int
		votes map[int]int
	}{
		{"nothing entered", round("ann", 0), map[int][]int{}, map[int]int{}},
		{"no conflict, a round half entered", round("ann", 1, play("bob", 0, 2), play("cat", 1)),
			map[int][]int{}, map[int]int{}},
		{"the storyteller's card claimed again", round("ann", 1, play("bob", 0, 1), play("cat", 0, 3)),
			map[int][]int{0: {1}, 1: {1}}, map[int]int{}},
		{"two players claim one card", round("ann", 1, play("bob", 0, 2), play("cat", 0, 2), play("dan", 0, 4)),
			map[int][]int{1: {2}, 2: {2}}, map[int]int{}},
		{"a vote for one's own card", round("ann", 1, play("bob", 2, 2), play("cat", 1, 3)),
			map[int][]int{}, map[int]int{1: 2}},
		{"a play by a stranger is passed over", round("ann", 1, play("zed", 1, 1)),
			map[int][]int{}, map[int]int{}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := g.Conflicts(c.r)
			if !reflect.DeepEqual(got.Cards, c.cards) || !reflect.DeepEqual(got.Votes, c.votes) {
				t.Errorf("conflicts %+v, want cards %v and votes %v", got, c.cards, c.votes)
			}
		})
	}
}
