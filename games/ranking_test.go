package games_test

import (
	"reflect"
	"testing"

	"tablecompanion/games"
)

func seats(ids ...string) games.Seats {
	out := make(games.Seats, len(ids))
	for i, id := range ids {
		out[i] = games.Player{ID: id, Name: id}
	}
	return out
}

func TestRankByKeepsTiesAsTies(t *testing.T) {
	for _, tc := range []struct {
		name   string
		scores []int
		want   games.Ranking
	}{
		{"all apart", []int{3, 9, 5, 1}, games.Ranking{{"b"}, {"c"}, {"a"}, {"d"}}},
		{"shared first in seating order", []int{7, 2, 7, 4}, games.Ranking{{"a", "c"}, {"d"}, {"b"}}},
		{"tie below", []int{8, 2, 5, 2}, games.Ranking{{"a"}, {"c"}, {"b", "d"}}},
		{"everyone level", []int{0, 0, 0, 0}, games.Ranking{{"a", "b", "c", "d"}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := games.RankBy(seats("a", "b", "c", "d"), tc.scores); !reflect.DeepEqual(got, tc.want) {
				t.Fatalf("got %v, want %v", got, tc.want)
			}
		})
	}
}

func TestPlacementPointsShareTheMeanOfThePlacesCovered(t *testing.T) {
	for _, tc := range []struct {
		name    string
		ranking games.Ranking
		// place and half points of a, b, c, d in that order
		places []int
		halves []int
	}{
		// 4 players: places 1..4 give 3, 2, 1, 0.
		{"all apart", games.Ranking{{"a"}, {"b"}, {"c"}, {"d"}}, []int{1, 2, 3, 4}, []int{6, 4, 2, 0}},
		// a and b cover places 1 and 2: 4 − 1.5 = 2.5 each.
		{"two first", games.Ranking{{"a", "b"}, {"c"}, {"d"}}, []int{1, 1, 3, 4}, []int{5, 5, 2, 0}},
		// b, c and d cover 2..4: 4 − 3 = 1 each.
		{"three last", games.Ranking{{"a"}, {"b", "c", "d"}}, []int{1, 2, 2, 2}, []int{6, 2, 2, 2}},
		// A team win of two against two: 2.5 and 0.5.
		{"teams", games.Ranking{{"a", "c"}, {"b", "d"}}, []int{1, 3, 1, 3}, []int{5, 1, 5, 1}},
		// Everyone shares: 4 − 2.5 = 1.5 each.
		{"all level", games.Ranking{{"a", "b", "c", "d"}}, []int{1, 1, 1, 1}, []int{3, 3, 3, 3}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			total := 0
			for i, id := range []string{"a", "b", "c", "d"} {
				if got := tc.ranking.Place(id); got != tc.places[i] {
					t.Errorf("place of %s: got %d, want %d", id, got, tc.places[i])
				}
				if got := tc.ranking.HalfPoints(id); got != tc.halves[i] {
					t.Errorf("half points of %s: got %d, want %d", id, got, tc.halves[i])
				}
				total += tc.ranking.HalfPoints(id)
			}
			// The points of a game always add up to 0 + 1 + … + (n − 1).
			if total != 2*6 {
				t.Errorf("half points add up to %d, want 12", total)
			}
		})
	}
}

func TestRankingOfSomeoneNotInIt(t *testing.T) {
	r := games.Ranking{{"a"}, {"b"}}
	if r.Place("z") != 0 || r.HalfPoints("z") != 0 {
		t.Fatalf("a player not ranked has a place or points")
	}
	if got := r.Winners(); !reflect.DeepEqual(got, []string{"a"}) {
		t.Fatalf("winners %v", got)
	}
	if games.Ranking(nil).Winners() != nil || games.Ranking(nil).Players() != 0 {
		t.Fatalf("an empty ranking has winners or players")
	}
}
