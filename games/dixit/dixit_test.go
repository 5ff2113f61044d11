package dixit_test

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"tablecompanion/games"
	"tablecompanion/games/dixit"
	"tablecompanion/games/gamestest"
)

// seats returns players named after the IDs given, in that seating order.
func seats(names ...string) games.Seats {
	var s games.Seats
	for _, n := range names {
		s = append(s, games.Player{ID: n, Name: n, Color: "red"})
	}
	return s
}

func play(player string, vote int, cards ...int) dixit.Play {
	return dixit.Play{Player: player, Cards: cards, Vote: vote}
}

func round(storyteller string, card int, plays ...dixit.Play) dixit.Round {
	return dixit.Round{Storyteller: storyteller, Card: card, Plays: plays}
}

func newMatch(t *testing.T, setup dixit.Setup) *games.Match[dixit.Setup, dixit.Round, *dixit.Game] {
	t.Helper()
	m, err := games.NewMatch(dixit.Start, setup)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// anyRound returns an accepted round for the game's next storyteller: the
// storyteller has card 1, the others the next cards in seating order, and
// the first voter finds the card while the rest vote for the card after
// their own.
func anyRound(g *dixit.Game) dixit.Round {
	s := g.Players()
	n, st := len(s), g.Storyteller()
	k, each := dixit.TableCards(n), dixit.CardsEach(n)
	r := dixit.Round{Storyteller: s[st].ID, Card: 1}
	next := 2
	for j, i := range s.From(st)[1:] {
		var cards []int
		for range each {
			cards = append(cards, next)
			next++
		}
		vote := 1
		if j > 0 {
			vote = cards[len(cards)-1]%k + 1
		}
		r.Plays = append(r.Plays, play(s[i].ID, vote, cards...))
	}
	return r
}

func TestTheBooksWorkedExample(t *testing.T) {
	// Yura tells, Timur sits on his left. Lena alone finds card 4; two
	// votes go to Lena's card 1 and one to Timur's card 3.
	m := newMatch(t, dixit.Setup{Players: seats("Yura", "Timur", "Masha", "Kolya", "Lena")})
	err := m.Do(round("Yura", 4,
		play("Timur", 1, 3),
		play("Masha", 1, 2),
		play("Kolya", 3, 5),
		play("Lena", 4, 1),
	))
	if err != nil {
		t.Fatal(err)
	}
	g := m.State()
	if want := []int{3, 1, 0, 0, 5}; !slices.Equal(g.Scores(), want) {
		t.Fatalf("scores %v, want Yura 3, Timur 1, Masha 0, Kolya 0, Lena 5 (%v)", g.Scores(), want)
	}
	if g.Storyteller() != 1 {
		t.Fatalf("next storyteller is seat %d, want Timur on Yura's left", g.Storyteller())
	}
	lena := g.Rounds()[0].Gains[4]
	if want := []dixit.Gain{{Why: dixit.Found, Points: 3}, {Why: dixit.Votes, Points: 2, Count: 2}}; !slices.Equal(lena, want) {
		t.Fatalf("Lena's gains %+v, want %+v", lena, want)
	}
}

func TestScoring(t *testing.T) {
	four := seats("A", "B", "C", "D")
	three := seats("A", "B", "C")
	cases := []struct {
		name    string
		players games.Seats
		round   dixit.Round
		want    []int
	}{
		{"all found: storyteller 0, others 2", four,
			round("A", 1, play("B", 1, 2), play("C", 1, 3), play("D", 1, 4)),
			[]int{0, 2, 2, 2}},
		{"none found: storyteller 0, others 2, plus a point per vote", four,
			round("A", 1, play("B", 3, 2), play("C", 2, 3), play("D", 2, 4)),
			[]int{0, 4, 3, 2}},
		{"some found: storyteller and finders 3, plus a point per vote", four,
			round("A", 1, play("B", 1, 2), play("C", 1, 3), play("D", 2, 4)),
			[]int{3, 4, 3, 0}},
		{"one finder of three voters scores 3, not 4", four,
			round("A", 1, play("B", 1, 2), play("C", 4, 3), play("D", 3, 4)),
			[]int{3, 3, 1, 1}},
		{"three players, a single finder: storyteller and finder 4", three,
			round("A", 5, play("B", 5, 1, 2), play("C", 1, 3, 4)),
			[]int{4, 5, 0}},
		{"three players, both found: storyteller 0, others 2", three,
			round("A", 5, play("B", 5, 1, 2), play("C", 5, 3, 4)),
			[]int{0, 2, 2}},
		{"three players, none found: 2 each plus the votes", three,
			round("A", 5, play("B", 3, 1, 2), play("C", 1, 3, 4)),
			[]int{0, 3, 3}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := newMatch(t, dixit.Setup{Players: c.players})
			if err := m.Do(c.round); err != nil {
				t.Fatal(err)
			}
			if got := m.State().Scores(); !slices.Equal(got, c.want) {
				t.Fatalf("scores %v, want %v", got, c.want)
			}
		})
	}
}

func TestGainsSayWhy(t *testing.T) {
	m := newMatch(t, dixit.Setup{Players: seats("A", "B", "C", "D")})
	if err := m.Do(round("A", 1, play("B", 3, 2), play("C", 2, 3), play("D", 2, 4))); err != nil {
		t.Fatal(err)
	}
	got := m.State().Rounds()[0].Gains
	want := [][]dixit.Gain{
		{{Why: dixit.NoneFound}},
		{{Why: dixit.NoneFound, Points: 2}, {Why: dixit.Votes, Points: 2, Count: 2}},
		{{Why: dixit.NoneFound, Points: 2}, {Why: dixit.Votes, Points: 1, Count: 1}},
		{{Why: dixit.NoneFound, Points: 2}},
	}
	for i := range want {
		if !slices.Equal(got[i], want[i]) {
			t.Errorf("seat %d gains %+v, want %+v", i, got[i], want[i])
		}
	}
}

func TestTheStorytellerPassesToTheLeft(t *testing.T) {
	m := newMatch(t, dixit.Setup{Players: seats("A", "B", "C", "D"), First: 2})
	var got []int
	for range 5 {
		got = append(got, m.State().Storyteller())
		if err := m.Do(anyRound(m.State())); err != nil {
			t.Fatal(err)
		}
	}
	if want := []int{2, 3, 0, 1, 2}; !slices.Equal(got, want) {
		t.Fatalf("storytellers %v, want %v", got, want)
	}
}

func TestTheDeckEndsTheGame(t *testing.T) {
	for _, c := range []struct{ players, hand, rounds int }{
		{3, 7, 13}, {4, 6, 15}, {5, 6, 11}, {6, 6, 8},
	} {
		t.Run(fmt.Sprintf("%d players", c.players), func(t *testing.T) {
			names := []string{"A", "B", "C", "D", "E", "F"}[:c.players]
			m := newMatch(t, dixit.Setup{Players: seats(names...)})
			if got := dixit.HandSize(c.players); got != c.hand {
				t.Fatalf("hand of %d, want %d", got, c.hand)
			}
			for played := range c.rounds {
				g := m.State()
				if g.Over() || g.RoundsLeft() != c.rounds-played {
					t.Fatalf("after %d rounds: over %v, %d rounds left, want %d", played, g.Over(), g.RoundsLeft(), c.rounds-played)
				}
				if err := m.Do(anyRound(g)); err != nil {
					t.Fatal(err)
				}
			}
			if g := m.State(); !g.Over() || g.RoundsLeft() != 0 || g.Deck() != 0 {
				t.Fatalf("after %d rounds: over %v, %d rounds left, deck %d", c.rounds, g.Over(), g.RoundsLeft(), g.Deck())
			}
			gamestest.Refused(t, m, dixit.Start, anyRound(m.State()), "dixit.over")
		})
	}
}

func TestATargetScoreEndsTheGameInsteadOfTheDeck(t *testing.T) {
	// 60 points take longer than the deck's 15 rounds at four players.
	m := newMatch(t, dixit.Setup{Players: seats("A", "B", "C", "D"), Target: 60})
	rounds := 0
	for !m.State().Over() {
		if err := m.Do(anyRound(m.State())); err != nil {
			t.Fatal(err)
		}
		rounds++
		if rounds > 60 {
			t.Fatal("the game did not end at 60 points")
		}
	}
	g := m.State()
	if slices.Max(g.Scores()) < 60 || rounds <= 15 {
		t.Fatalf("ended after %d rounds with scores %v; want the deck ignored and 60 reached", rounds, g.Scores())
	}
	scores := slices.Clone(g.Scores())
	m.Undo()
	if slices.Max(m.State().Scores()) >= 60 || m.State().Over() {
		t.Fatalf("the game went on after %v reached 60", scores)
	}
}

func TestWinnersAndStandings(t *testing.T) {
	m := newMatch(t, dixit.Setup{Players: seats("A", "B", "C", "D")})
	// None found, B and C get the votes: A 0, B 3, C 3, D 2.
	if err := m.Do(round("A", 1, play("B", 3, 2), play("C", 2, 3), play("D", 4, 4))); err == nil {
		t.Fatal("D voted for their own card and was not refused")
	}
	if err := m.Do(round("A", 1, play("B", 3, 2), play("C", 2, 3), play("D", 2, 4))); err != nil {
		t.Fatal(err)
	}
	g := m.State()
	if want := []int{0, 4, 3, 2}; !slices.Equal(g.Scores(), want) {
		t.Fatalf("scores %v, want %v", g.Scores(), want)
	}
	if got := g.Standings(); !slices.Equal(got, []int{1, 2, 3, 0}) {
		t.Fatalf("standings %v", got)
	}
	// B tells; C alone finds it, with D's vote on C's card: B 3, C 3+1.
	if err := m.Do(round("B", 2, play("C", 2, 3), play("D", 3, 4), play("A", 4, 1))); err != nil {
		t.Fatal(err)
	}
	if got, want := m.State().Scores(), []int{0, 7, 7, 3}; !slices.Equal(got, want) {
		t.Fatalf("scores %v, want %v", got, want)
	}
	if got := m.State().Winners(); !slices.Equal(got, []int{1, 2}) {
		t.Fatalf("winners %v, want the shared win of B and C", got)
	}
}

func TestRefusals(t *testing.T) {
	four := dixit.Setup{Players: seats("A", "B", "C", "D")}
	three := dixit.Setup{Players: seats("A", "B", "C")}
	cases := []struct {
		name  string
		setup dixit.Setup
		round dixit.Round
		want  string
	}{
		{"a vote for one's own card", four,
			round("A", 1, play("B", 2, 2), play("C", 1, 3), play("D", 1, 4)), "dixit.vote.own_card"},
		{"a vote for one's own second card at three players", three,
			round("A", 5, play("B", 2, 1, 2), play("C", 5, 3, 4)), "dixit.vote.own_card"},
		{"a vote by the storyteller", four,
			round("A", 1, play("A", 2), play("B", 1, 2), play("C", 1, 3), play("D", 1, 4)), "dixit.vote.storyteller"},
		{"two players claiming the same card", four,
			round("A", 1, play("B", 1, 2), play("C", 1, 2), play("D", 1, 4)), "dixit.card.claimed_twice"},
		{"a player claiming the storyteller's card", four,
			round("A", 1, play("B", 1, 1), play("C", 1, 3), play("D", 1, 4)), "dixit.card.claimed_twice"},
		{"a card number out of range", four,
			round("A", 1, play("B", 1, 5), play("C", 1, 3), play("D", 1, 4)), "dixit.card.out_of_range"},
		{"a vote out of range", four,
			round("A", 1, play("B", 7, 2), play("C", 1, 3), play("D", 1, 4)), "dixit.card.out_of_range"},
		{"a storyteller's card out of range", four,
			round("A", 5, play("B", 1, 2), play("C", 1, 3), play("D", 1, 4)), "dixit.card.out_of_range"},
		{"a missing vote", four,
			round("A", 1, play("B", 1, 2), play("C", 0, 3), play("D", 1, 4)), "dixit.vote.missing"},
		{"a missing player", four,
			round("A", 1, play("B", 1, 2), play("D", 1, 4)), "dixit.card.missing"},
		{"a missing card", four,
			round("A", 1, play("B", 1), play("C", 1, 3), play("D", 1, 4)), "dixit.card.missing"},
		{"one card at three players", three,
			round("A", 5, play("B", 5, 1), play("C", 5, 3, 4)), "dixit.card.missing"},
		{"two cards at four players", four,
			round("A", 1, play("B", 1, 2, 3), play("C", 1, 3), play("D", 1, 4)), "dixit.card.too_many"},
		{"the storyteller's card missing", four,
			round("A", 0, play("B", 1, 2), play("C", 1, 3), play("D", 1, 4)), "dixit.card.missing_storyteller"},
		{"the wrong storyteller", four,
			round("B", 1, play("A", 1, 2), play("C", 1, 3), play("D", 1, 4)), "dixit.round.storyteller"},
		{"a player twice", four,
			round("A", 1, play("B", 1, 2), play("B", 1, 3), play("D", 1, 4)), "dixit.round.player_twice"},
		{"a player not in the game", four,
			round("A", 1, play("B", 1, 2), play("E", 1, 3), play("D", 1, 4)), "dixit.round.unknown_player"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := newMatch(t, c.setup)
			if err := m.Do(anyRound(m.State())); err != nil {
				t.Fatal(err)
			}
			m.Undo()
			gamestest.Refused(t, m, dixit.Start, c.round, c.want)
		})
	}
}

func TestSetupRefusals(t *testing.T) {
	cases := []struct {
		name  string
		setup dixit.Setup
		want  string
	}{
		{"two players", dixit.Setup{Players: seats("A", "B")}, "dixit.setup.players"},
		{"seven players", dixit.Setup{Players: seats("A", "B", "C", "D", "E", "F", "G")}, "dixit.setup.players"},
		{"a first storyteller not at the table", dixit.Setup{Players: seats("A", "B", "C"), First: 3}, "dixit.setup.first"},
		{"a negative target", dixit.Setup{Players: seats("A", "B", "C"), Target: -1}, "dixit.setup.target"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := dixit.Start(c.setup)
			var rule *games.RuleError
			if !errors.As(err, &rule) || rule.ID != c.want {
				t.Fatalf("got %v, want %s", err, c.want)
			}
		})
	}
}

func TestUndoOfAScoredRound(t *testing.T) {
	m := newMatch(t, dixit.Setup{Players: seats("Yura", "Timur", "Masha", "Kolya", "Lena")})
	first := anyRound(m.State())
	if err := m.Do(first); err != nil {
		t.Fatal(err)
	}
	scores, deck := slices.Clone(m.State().Scores()), m.State().Deck()
	if err := m.Do(anyRound(m.State())); err != nil {
		t.Fatal(err)
	}
	if !m.Undo() {
		t.Fatal("undo refused")
	}
	g := m.State()
	if !slices.Equal(g.Scores(), scores) || g.Deck() != deck || g.Storyteller() != 1 || len(g.Rounds()) != 1 {
		t.Fatalf("after undo: scores %v deck %d storyteller %d rounds %d; want %v, %d, 1, 1",
			g.Scores(), g.Deck(), g.Storyteller(), len(g.Rounds()), scores, deck)
	}
}

func TestDixitKeepsTheContract(t *testing.T) {
	setup := dixit.Setup{Players: seats("A", "B", "C"), First: 1}
	g, err := dixit.Start(setup)
	if err != nil {
		t.Fatal(err)
	}
	var rounds []dixit.Round
	for range 13 {
		r := anyRound(g)
		if err := g.Apply(r); err != nil {
			t.Fatal(err)
		}
		rounds = append(rounds, r)
	}
	gamestest.Contract(t, dixit.Start, setup, rounds)
}
