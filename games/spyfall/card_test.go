package spyfall_test

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"tablecompanion/games/spyfall"
)

// TestACardTellsItsPlayerAndNobodyElse plays many random matches and reads
// every player's card in every round: a player who is not a spy learns the
// location and not who the spies are; a spy never learns the location, and
// learns the other spy only in the known-spies variant.
func TestACardTellsItsPlayerAndNobodyElse(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 2))
	cards := 0
	for game := range 300 {
		players := 3 + r.IntN(10)
		s := spyfall.Setup{Players: seats(players), Rounds: 1 + r.IntN(4), Spies: 1 + r.IntN(2)}
		s.KnownSpies = s.Spies == 2 && r.IntN(2) == 0
		m, err := spyfall.New(s)
		if err != nil {
			// The book's table of spies by players decides; the other
			// count is then the one allowed.
			s.Spies, s.KnownSpies = 3-s.Spies, false
			m, err = spyfall.New(s)
		}
		if err != nil {
			t.Fatalf("game %d: %+v refused: %v", game, s, err)
		}
		for !m.State().Over() {
			g := m.State()
			if _, ok := g.CardOf(0); ok {
				t.Fatalf("game %d: a card before the deal", game)
			}
			if err := m.Do(g.Draw(r)); err != nil {
				t.Fatalf("game %d: the deal is refused: %v", game, err)
			}
			g = m.State()
			loc, _ := g.RoundLocation()
			spies := g.RoundSpies()
			for seat := range players {
				card, ok := g.CardOf(seat)
				if !ok {
					t.Fatalf("game %d: seat %d has no card", game, seat)
				}
				checkCard(t, card, seat, loc, spies, g.KnownSpies())
				cards++
			}
			if _, ok := g.CardOf(players); ok {
				t.Fatalf("game %d: a seat that is not at the table has a card", game)
			}
			spy := g.Players()[spies[0]].ID
			set := g.Locations()
			for _, a := range stop(spy, set[r.IntN(len(set))].ID) {
				if err := m.Do(a); err != nil {
					t.Fatalf("game %d: the spy's stop is refused: %v", game, err)
				}
			}
			for g := m.State(); g.Phase() == spyfall.PhaseSecondGuess; g = m.State() {
				// The other spy names a location too.
				other := g.Players()[spies[1]].ID
				if err := m.Do(name(other, set[r.IntN(len(set))].ID)); err != nil {
					t.Fatalf("game %d: the other spy's guess is refused: %v", game, err)
				}
			}
		}
	}
	t.Logf("%d cards read", cards)
}

// checkCard holds one card against the round's secrets; the card's JSON,
// as a player's own screen would receive it, is read too.
func checkCard(t *testing.T, card spyfall.Card, seat int, loc spyfall.Location, spies []int, known bool) {
	t.Helper()
	data, err := json.Marshal(card)
	if err != nil {
		t.Fatal(err)
	}
	sent := string(data)
	if !slices.Contains(spies, seat) {
		if card.Spy || card.Location != loc || card.OtherSpies != nil {
			t.Fatalf("seat %d, not a spy at %q, has the card %+v", seat, loc.ID, card)
		}
		return
	}
	if !card.Spy || card.Location != (spyfall.Location{}) || strings.Contains(sent, strconv.Quote(loc.ID)) {
		t.Fatalf("spy %d at %q has the card %s", seat, loc.ID, sent)
	}
	var want []int
	if known {
		for _, s := range spies {
			if s != seat {
				want = append(want, s)
			}
		}
	}
	if !slices.Equal(card.OtherSpies, want) {
		t.Fatalf("spy %d of %v (known %v) is told of %v", seat, spies, known, card.OtherSpies)
	}
}
