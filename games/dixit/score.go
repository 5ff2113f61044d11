package dixit

import (
	"slices"

	"tablecompanion/games"
)

// Score checks a round against the rules and returns how it scores, without
// changing the game. The screen uses it to say what the round still lacks.
func (g *Game) Score(r Round) (Scored, error) {
	if g.over {
		return Scored{}, g.refuseOver()
	}
	owner, err := g.check(r)
	if err != nil {
		return Scored{}, err
	}
	return g.score(r, owner), nil
}

// check refuses a round that breaks the rules, looking at the storyteller
// first and then at each player from the storyteller's left, so that the
// first thing missing is the one named. It returns the seat that owns each
// table card.
func (g *Game) check(r Round) (map[int]int, error) {
	seats := g.setup.Players
	st := g.storyteller
	if seats.Index(r.Storyteller) != st {
		return nil, games.Refuse("dixit.round.storyteller", "Player", seats[st].Name)
	}
	plays, err := g.playsBySeat(r)
	if err != nil {
		return nil, err
	}
	k := TableCards(len(seats))
	if r.Card == 0 {
		return nil, games.Refuse("dixit.card.missing_storyteller", "Player", seats[st].Name)
	}
	if r.Card < 0 || r.Card > k {
		return nil, games.Refuse("dixit.card.out_of_range", "Card", r.Card, "Max", k)
	}
	owner := map[int]int{r.Card: st}
	for _, i := range seats.From(st)[1:] {
		if err := g.checkPlay(i, plays[i], owner); err != nil {
			return nil, err
		}
	}
	return owner, nil
}

// playsBySeat files the plays by seat, refusing a play by the storyteller, by
// someone not in the game, or a second play by the same player.
func (g *Game) playsBySeat(r Round) (map[int]Play, error) {
	seats := g.setup.Players
	plays := make(map[int]Play, len(r.Plays))
	for _, p := range r.Plays {
		i := seats.Index(p.Player)
		switch {
		case i < 0:
			return nil, games.Refuse("dixit.round.unknown_player")
		case i == g.storyteller:
			return nil, games.Refuse("dixit.vote.storyteller", "Player", seats[i].Name)
		}
		if _, twice := plays[i]; twice {
			return nil, games.Refuse("dixit.round.player_twice", "Player", seats[i].Name)
		}
		plays[i] = p
	}
	return plays, nil
}

// checkPlay checks one player's cards and vote and records the cards they
// put in.
func (g *Game) checkPlay(seat int, p Play, owner map[int]int) error {
	seats := g.setup.Players
	name := seats[seat].Name
	k, each := TableCards(len(seats)), CardsEach(len(seats))
	if len(p.Cards) < each || slices.Contains(p.Cards, 0) {
		return games.Refuse("dixit.card.missing", "Player", name, "Count", each)
	}
	if len(p.Cards) > each {
		return games.Refuse("dixit.card.too_many", "Player", name, "Count", each)
	}
	for _, c := range p.Cards {
		if c < 1 || c > k {
			return games.Refuse("dixit.card.out_of_range", "Card", c, "Max", k)
		}
		if other, taken := owner[c]; taken {
			return games.Refuse("dixit.card.claimed_twice", "Card", c, "Player", name, "Other", seats[other].Name)
		}
		owner[c] = seat
	}
	switch {
	case p.Vote == 0:
		return games.Refuse("dixit.vote.missing", "Player", name)
	case p.Vote < 0 || p.Vote > k:
		return games.Refuse("dixit.card.out_of_range", "Card", p.Vote, "Max", k)
	case slices.Contains(p.Cards, p.Vote):
		return games.Refuse("dixit.vote.own_card", "Player", name, "Card", p.Vote)
	}
	return nil
}

// score scores a checked round: all or none found → 2 to each other player;
// else 3 to the storyteller and each finder (4 at three players with a single
// finder); and 1 to each other player per vote on a card they put in.
func (g *Game) score(r Round, owner map[int]int) Scored {
	n, st := len(g.setup.Players), g.storyteller
	sc := Scored{Round: r, Storyteller: st, Points: make([]int, n), Gains: make([][]Gain, n)}
	gain := func(seat int, gn Gain) {
		sc.Points[seat] += gn.Points
		sc.Gains[seat] = append(sc.Gains[seat], gn)
	}
	votes := make([]int, n)
	for _, p := range r.Plays {
		i := g.setup.Players.Index(p.Player)
		if p.Vote == r.Card {
			sc.Finders = append(sc.Finders, i)
		} else {
			votes[owner[p.Vote]]++
		}
	}
	slices.Sort(sc.Finders)
	switch len(sc.Finders) {
	case 0, n - 1:
		why := NoneFound
		if len(sc.Finders) > 0 {
			why = AllFound
		}
		gain(st, Gain{Why: why})
		for _, i := range g.setup.Players.From(st)[1:] {
			gain(i, Gain{Why: why, Points: 2})
		}
	default:
		pts := 3
		if n == 3 && len(sc.Finders) == 1 {
			pts = 4
		}
		gain(st, Gain{Why: Told, Points: pts})
		for _, i := range sc.Finders {
			gain(i, Gain{Why: Found, Points: pts})
		}
	}
	for i, v := range votes {
		if v > 0 {
			gain(i, Gain{Why: Votes, Points: v, Count: v})
		}
	}
	return sc
}
