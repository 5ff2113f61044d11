package carnival

import (
	"tablecompanion/games"
)

// Apply checks an action against the rules and applies it, then checks for
// the end of the game; a refused action changes nothing.
func (g *Game) Apply(a Action) error {
	if g.Over() {
		return g.refuseOver()
	}
	if a.Op == OpEnd {
		if err := g.endHere(); err != nil {
			return err
		}
		g.closeRounds()
		return nil
	}
	var err error
	switch a.Op {
	case OpConnect:
		err = g.connect(a)
	case OpCall:
		err = g.call(a)
	case OpCatch:
		err = g.catch(a)
	case OpPass:
		err = g.pass(a)
	default:
		return games.Refuse("carnival.action.unknown", "Op", a.Op)
	}
	if err == nil {
		g.end = g.checkEnd()
		if g.end != 0 {
			g.closeRounds()
		}
	}
	return err
}

// seat returns the seat of a player ID, refusing one not in the game.
func (g *Game) seat(id string) (int, error) {
	i := g.seats.Index(id)
	if i < 0 {
		return -1, games.Refuse("carnival.player.unknown")
	}
	return i, nil
}

// inTurn returns the seat of the acting player, refusing anyone but the
// player whose turn it is.
func (g *Game) inTurn(a Action) (int, error) {
	i, err := g.seat(a.Player)
	if err != nil {
		return -1, err
	}
	if i != g.turn {
		return -1, games.Refuse("carnival.turn.not_yours", "Player", g.seats[g.turn].Name)
	}
	return i, nil
}

// other returns the seat of the player named by the actor, refusing the
// actor themselves.
func (g *Game) other(actor int, id string) (int, error) {
	i, err := g.seat(id)
	if err != nil {
		return -1, err
	}
	if i == actor {
		return -1, games.Refuse("carnival.name.self")
	}
	return i, nil
}

// mayHold refuses a seat the table knows does not hold the number.
func (g *Game) mayHold(seat, number int) error {
	if g.KnownNotHolder(seat, number) {
		return games.Refuse("carnival.holder.known_not", "Player", g.seats[seat].Name, "Number", number)
	}
	return nil
}

// inPlay refuses a number that is not on a crowd card at this player count.
func (g *Game) inPlay(number int) error {
	if highest := Numbers(len(g.seats)); number < 1 || number > highest {
		return games.Refuse("carnival.call.no_such", "Number", number, "Max", highest)
	}
	return nil
}

// connect names the partner for the number under the caller's token: right,
// both cards go face up, one to each; wrong, the crowd card flips and the
// real partner lays theirs face down.
func (g *Game) connect(a Action) error {
	caller, err := g.inTurn(a)
	if err != nil {
		return err
	}
	number, err := g.ownNumber(caller, a.Number)
	if err != nil {
		return err
	}
	named, err := g.other(caller, a.Named)
	if err != nil {
		return err
	}
	holder := named
	if !a.Right {
		if holder, err = g.realPartner(caller, named, a.Holder); err != nil {
			return err
		}
	}
	if err := g.mayHold(holder, number); err != nil {
		return err
	}
	g.connected = true
	if a.Right {
		g.crowd[number] = Card{Place: FaceUp, Owner: caller}
		g.reveal(number, holder, Card{Place: FaceUp, Owner: holder})
		return nil
	}
	g.crowd[number] = Card{Place: Flipped, Owner: -1}
	g.reveal(number, holder, Card{Place: FaceDown, Owner: holder})
	return nil
}

// ownNumber checks that the caller may connect on the number: once a turn,
// on the card under their own token, still in the crowd.
func (g *Game) ownNumber(caller, number int) (int, error) {
	t := g.tokens[caller]
	switch {
	case g.connected:
		return 0, games.Refuse("carnival.connect.twice")
	case t == 0:
		return 0, games.Refuse("carnival.connect.no_token")
	case number != t:
		return 0, games.Refuse("carnival.connect.not_own", "Number", t)
	case g.crowd[t].Place != InCrowd:
		return 0, games.Refuse("carnival.connect.caught", "Number", t)
	}
	return t, nil
}

// realPartner returns the seat of the real partner after a wrong
// connection: someone other than the caller and the player named.
func (g *Game) realPartner(caller, named int, id string) (int, error) {
	if id == "" {
		return -1, games.Refuse("carnival.connect.holder_missing")
	}
	holder, err := g.seat(id)
	if err != nil {
		return -1, err
	}
	if holder == named {
		return -1, games.Refuse("carnival.connect.holder_named", "Player", g.seats[named].Name)
	}
	return holder, nil
}

// reveal moves the hand card of the number from the holder's hand to its
// new place.
func (g *Game) reveal(number, holder int, to Card) {
	g.hand[number] = to
	g.handCount[holder]--
}

// call moves the caller's token to a free crowd card and passes the turn.
func (g *Game) call(a Action) error {
	caller, err := g.inTurn(a)
	if err != nil {
		return err
	}
	if err := g.callable(caller, a.Number); err != nil {
		return err
	}
	g.leave(caller)
	g.tokens[caller] = a.Number
	g.notHolders[a.Number] = append(g.notHolders[a.Number], caller)
	g.nextTurn()
	return nil
}

// callable refuses a number the caller may not call: not in play, the card
// they stand on, a flipped or taken card, or one under another token.
func (g *Game) callable(caller, number int) error {
	if err := g.inPlay(number); err != nil {
		return err
	}
	switch {
	case g.tokens[caller] == number:
		return games.Refuse("carnival.call.same", "Number", number)
	case g.crowd[number].Place == Flipped:
		return games.Refuse("carnival.call.flipped", "Number", number)
	case g.crowd[number].Place != InCrowd:
		return games.Refuse("carnival.call.taken", "Number", number)
	}
	if s := g.tokenOn(number); s >= 0 {
		return games.Refuse("carnival.call.token", "Number", number, "Player", g.seats[s].Name)
	}
	return nil
}

// pass moves the token of a player who cannot call out of the crowd and
// passes the turn. It is refused while a free card is known not to be in
// their hand.
func (g *Game) pass(a Action) error {
	seat, err := g.inTurn(a)
	if err != nil {
		return err
	}
	for k := 1; k <= Numbers(len(g.seats)); k++ {
		if g.free(k) && g.KnownNotHolder(seat, k) {
			return games.Refuse("carnival.pass.can_call", "Number", k)
		}
	}
	g.leave(seat)
	g.nextTurn()
	return nil
}

// free reports whether the number's crowd card may be called by someone:
// in the crowd and under no token.
func (g *Game) free(number int) bool {
	return g.crowd[number].Place == InCrowd && g.tokenOn(number) < 0
}

// leave ends the round of the number under the seat's token: the token
// lifts and a ban on catching it falls.
func (g *Game) leave(seat int) {
	if t := g.tokens[seat]; t > 0 {
		g.banned[t] = false
	}
	g.tokens[seat] = 0
}

func (g *Game) nextTurn() {
	g.turn = g.seats.Left(g.turn)
	g.connected = false
	g.turns++
	if g.turns%len(g.seats) == 0 {
		g.rounds = append(g.rounds, g.scores())
	}
}

// catch spends a counter-intelligence card on a guess that the named player
// holds a called number: right, the catcher lays the card out and takes
// both cards of the number face up; wrong, the card goes to the box.
func (g *Game) catch(a Action) error {
	catcher, number, named, err := g.checkCatch(a)
	if err != nil {
		return err
	}
	if a.Right {
		if err := g.mayHold(named, number); err != nil {
			return err
		}
		g.counters[catcher].InHand--
		g.counters[catcher].LaidOut++
		g.crowd[number] = Card{Place: FaceUp, Owner: catcher}
		g.reveal(number, named, Card{Place: FaceUp, Owner: catcher})
		return nil
	}
	g.counters[catcher].InHand--
	g.counters[catcher].Boxed++
	g.notHolders[number] = append(g.notHolders[number], named)
	if len(g.seats) == BanPlayers {
		g.banned[number] = true
	}
	return nil
}

// checkCatch refuses a catch by a player without counter-intelligence
// cards, by the number's own caller, on oneself, or on a number that is not
// a called card in the crowd or is barred; it returns the seats and number.
func (g *Game) checkCatch(a Action) (catcher, number, named int, err error) {
	if catcher, err = g.seat(a.Player); err != nil {
		return
	}
	if g.counters[catcher].InHand == 0 {
		return 0, 0, 0, games.Refuse("carnival.catch.no_ci")
	}
	if named, err = g.other(catcher, a.Named); err != nil {
		return
	}
	number = a.Number
	if err = g.inPlay(number); err != nil {
		return
	}
	caller := g.tokenOn(number)
	switch {
	case g.crowd[number].Place != InCrowd:
		err = games.Refuse("carnival.catch.gone", "Number", number)
	case caller < 0:
		err = games.Refuse("carnival.catch.not_called", "Number", number)
	case caller == catcher:
		err = games.Refuse("carnival.catch.own_call", "Number", number)
	case g.banned[number]:
		err = games.Refuse("carnival.catch.banned", "Number", number)
	}
	return
}
