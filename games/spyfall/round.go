package spyfall

import (
	"math/rand/v2"
	"slices"
	"time"

	"tablecompanion/games"
)

// Ballot is one player's say in a vote.
type Ballot int

// The ballots.
const (
	NotVoted Ballot = iota
	Yes
	No
)

// Vote is a vote on one suspect: after an early accusation, or in turn when
// time is up.
type Vote struct {
	// Suspect is the seat voted on; the suspect does not vote.
	Suspect int
	// Accuser is the seat that made the early accusation, or -1 when time
	// is up.
	Accuser int
	// Ballots are each seat's ballot so far.
	Ballots []Ballot
	// Needed is the number of yes votes that convicts: everyone but the
	// suspect, or everyone but two with two spies.
	Needed int
}

// Guess is a location a spy named after a stop.
type Guess struct {
	Spy      int    `json:"spy"`
	Location string `json:"location"`
	Right    bool   `json:"right"`
}

// count returns the number of ballots of the kind.
func (v *Vote) count(b Ballot) int {
	n := 0
	for _, x := range v.Ballots {
		if x == b {
			n++
		}
	}
	return n
}

// decided reports whether the vote has an outcome, and whether it passed:
// enough yes votes, or too many no votes for it ever to pass.
func (v *Vote) decided() (done, passed bool) {
	voters := len(v.Ballots) - 1
	if v.count(Yes) >= v.Needed {
		return true, true
	}
	return v.count(No) > voters-v.Needed, false
}

// Draw returns a deal of a location still in play, the round's spies and,
// when the table plays with roles, each other player's role, drawn with r; the screen sends it, so the log keeps what was drawn. With no
// location left the deal names none and is refused: reshuffle first.
func (g *Game) Draw(r *rand.Rand) Action {
	a := Action{Op: OpDeal}
	if free := g.InPlay(); len(free) > 0 {
		a.Location = free[r.IntN(len(free))].ID
	}
	spies := r.Perm(len(g.players))[:g.spies]
	for _, i := range spies {
		a.Spies = append(a.Spies, g.players[i].ID)
	}
	// The roles come last, so a game without them draws as it always did.
	if g.roles {
		a.Roles = drawRoles(r, a.Location, len(g.players), spies)
	}
	return a
}

// deal begins a round in the location with the spies.
func (g *Game) deal(a Action) error {
	if g.phase != PhaseDeal {
		return games.Refuse("spyfall.round.under_way")
	}
	loc, err := g.locationInPlay(a.Location)
	if err != nil {
		return err
	}
	spies, err := g.dealtSpies(a.Spies)
	if err != nil {
		return err
	}
	roles, err := g.dealtRoles(a.Roles, loc, spies)
	if err != nil {
		return err
	}
	n := len(g.players)
	g.round = &round{
		location:     loc,
		spies:        spies,
		roles:        roles,
		accused:      make([]bool, n),
		firstAccuser: slices.Repeat([]int{-1}, n),
		stopper:      -1,
	}
	g.phase = PhaseTalk
	return nil
}

func (g *Game) dealtSpies(ids []string) ([]int, error) {
	if len(ids) != g.spies {
		return nil, games.Refuse("spyfall.deal.spy_count", "Count", g.spies)
	}
	var out []int
	for _, id := range ids {
		i, err := g.seat(id)
		if err != nil {
			return nil, err
		}
		if slices.Contains(out, i) {
			return nil, games.Refuse("spyfall.deal.spy_twice", "Player", g.players[i].Name)
		}
		out = append(out, i)
	}
	return out, nil
}

// locationOfSet returns the index of a location of the game's set, played
// or not: what a spy may name when guessing.
func (g *Game) locationOfSet(id string) (int, error) {
	i := slices.IndexFunc(g.locations, func(l Location) bool { return l.ID == id })
	if i < 0 {
		return -1, games.Refuse("spyfall.pick.unknown_location", "Location", id)
	}
	return i, nil
}

// locationInPlay returns the index of a location that has not been played:
// where a round can be dealt.
func (g *Game) locationInPlay(id string) (int, error) {
	i, err := g.locationOfSet(id)
	if err != nil {
		return -1, err
	}
	if g.played[i] {
		return -1, games.Refuse("spyfall.pick.location_out_of_play")
	}
	return i, nil
}

// talking refuses an action that needs the round's talk under way.
func (g *Game) talking() error {
	switch g.phase {
	case PhaseTalk:
		return nil
	case PhaseDeal:
		if len(g.results) == 0 {
			return games.Refuse("spyfall.round.not_dealt")
		}
		return games.Refuse("spyfall.round.over")
	case PhaseVote:
		return games.Refuse("spyfall.vote.open")
	case PhaseGuess:
		return g.stopperMustGuess()
	case PhaseSecondGuess:
		return g.secondSpyMustGuess()
	}
	return games.Refuse("spyfall.time.up")
}

func (g *Game) stopperMustGuess() error {
	return games.Refuse("spyfall.stop.must_guess", "Player", g.players[g.round.stopper].Name)
}

func (g *Game) secondSpyMustGuess() error {
	spy := g.otherSpy(g.round.guesses[0].Spy)
	return games.Refuse("spyfall.stop.second_spy", "Player", g.players[spy].Name)
}

func (g *Game) otherSpy(seat int) int {
	for _, s := range g.round.spies {
		if s != seat {
			return s
		}
	}
	return seat
}

// checkElapsed refuses round time that runs backwards or past the length;
// zero means the screen did not measure it.
func (g *Game) checkElapsed(d time.Duration) error {
	if d != 0 && (d < g.round.elapsed || d > g.length) {
		return games.Refuse("spyfall.clock.out_of_range")
	}
	return nil
}

func (g *Game) setElapsed(d time.Duration) {
	if d != 0 {
		g.round.elapsed = d
	}
}

// accuse opens an early vote on the target; the clock pauses.
func (g *Game) accuse(a Action) error {
	if err := g.talking(); err != nil {
		return err
	}
	accuser, err := g.seat(a.Player)
	if err != nil {
		return err
	}
	target, err := g.seat(a.Target)
	if err != nil {
		return err
	}
	if err := g.checkAccusation(accuser, target, a.Elapsed); err != nil {
		return err
	}
	r := g.round
	r.accused[accuser] = true
	if r.firstAccuser[target] < 0 {
		r.firstAccuser[target] = accuser
	}
	g.setElapsed(a.Elapsed)
	r.vote = g.newVote(target, accuser)
	g.phase = PhaseVote
	return nil
}

func (g *Game) checkAccusation(accuser, target int, d time.Duration) error {
	if accuser == target {
		return games.Refuse("spyfall.accuse.self")
	}
	if g.round.accused[accuser] {
		return games.Refuse("spyfall.accuse.twice", "Player", g.players[accuser].Name)
	}
	return g.checkElapsed(d)
}

func (g *Game) newVote(suspect, accuser int) *Vote {
	n := len(g.players)
	return &Vote{Suspect: suspect, Accuser: accuser, Ballots: make([]Ballot, n), Needed: n - g.spies}
}

// castVote records a ballot and, once the vote is decided, acts on it.
func (g *Game) castVote(a Action) error {
	v := g.openVote()
	if v == nil && g.phase == PhaseDeal {
		return g.talking()
	}
	if v == nil {
		return games.Refuse("spyfall.vote.none")
	}
	voter, err := g.seat(a.Player)
	if err != nil {
		return err
	}
	name := g.players[voter].Name
	if voter == v.Suspect {
		return games.Refuse("spyfall.vote.accused", "Player", name)
	}
	if v.Ballots[voter] != NotVoted {
		return games.Refuse("spyfall.vote.twice", "Player", name)
	}
	v.Ballots[voter] = No
	if a.Yes {
		v.Ballots[voter] = Yes
	}
	if done, passed := v.decided(); done {
		g.closeVote(passed)
	}
	return nil
}

func (g *Game) openVote() *Vote {
	if g.round == nil {
		return nil
	}
	return g.round.vote
}

// closeVote ends the round on a conviction, resumes the talk after a failed
// early vote, or moves on to the next suspect when time is up.
func (g *Game) closeVote(passed bool) {
	r := g.round
	v := r.vote
	r.vote = nil
	switch {
	case passed && g.phase == PhaseVote:
		g.endRound(Result{End: EndEarlyVote, Convicted: v.Suspect, FirstAccuser: r.firstAccuser[v.Suspect]})
	case passed:
		g.endRound(Result{End: EndTimeUpVote, Convicted: v.Suspect, FirstAccuser: -1})
	case g.phase == PhaseVote:
		g.phase = PhaseTalk
	default:
		g.nextSuspect()
	}
}

// nextSuspect puts the next player clockwise from the dealer to the vote,
// or ends the round when every vote has failed.
func (g *Game) nextSuspect() {
	r := g.round
	r.suspect++
	if r.suspect == len(g.players) {
		g.endRound(Result{End: EndNobodyConvicted, Convicted: -1, FirstAccuser: -1})
		return
	}
	r.vote = g.newVote(g.players.From(g.Dealer())[r.suspect], -1)
}

// timeUp stops the talk: the votes on each player in turn begin with the
// dealer.
func (g *Game) timeUp() error {
	if err := g.talking(); err != nil {
		return err
	}
	g.round.elapsed = g.length
	g.round.suspect = 0
	g.round.vote = g.newVote(g.Dealer(), -1)
	g.phase = PhaseEndVote
	return nil
}

// announce is a spy stopping the game: the talk ends, the clock stops for
// good, and the spy must name a location.
func (g *Game) announce(a Action) error {
	spy, err := g.checkAnnounce(a)
	if err != nil {
		return err
	}
	g.stopTalk(spy, a.Elapsed)
	return nil
}

func (g *Game) stopTalk(spy int, elapsed time.Duration) {
	g.setElapsed(elapsed)
	g.round.stopper = spy
	g.phase = PhaseGuess
}

// checkAnnounce returns the seat of a spy who may stop the game now: during
// the talk, never while a vote is open.
func (g *Game) checkAnnounce(a Action) (int, error) {
	if g.phase == PhaseVote {
		return -1, games.Refuse("spyfall.stop.vote_open")
	}
	if err := g.talking(); err != nil {
		return -1, err
	}
	spy, err := g.seat(a.Player)
	if err != nil {
		return -1, err
	}
	if !g.isSpy(spy) {
		return -1, games.Refuse("spyfall.stop.not_a_spy", "Player", g.players[spy].Name)
	}
	return spy, g.checkElapsed(a.Elapsed)
}

// stop is a spy naming a location: the one who stopped the game, then the
// other spy. Sent straight from the talk, as saves from before the
// announcement was its own action hold it, it is the announcement and the
// location in one.
func (g *Game) stop(a Action) error {
	if g.phase == PhaseTalk || g.phase == PhaseVote {
		return g.announceAndGuess(a)
	}
	spy, loc, err := g.checkGuess(a)
	if err != nil {
		return err
	}
	g.guess(spy, loc)
	return nil
}

// announceAndGuess is a stop and its location in one action.
func (g *Game) announceAndGuess(a Action) error {
	spy, err := g.checkAnnounce(a)
	if err != nil {
		return err
	}
	loc, err := g.locationOfSet(a.Location)
	if err != nil {
		return err
	}
	g.stopTalk(spy, a.Elapsed)
	g.guess(spy, loc)
	return nil
}

// guess records the spy's location and waits for the other spy's, or ends
// the round once every spy has named one.
func (g *Game) guess(spy, loc int) {
	r := g.round
	r.guesses = append(r.guesses, Guess{Spy: spy, Location: g.locations[loc].ID, Right: loc == r.location})
	if len(r.guesses) < len(r.spies) {
		g.phase = PhaseSecondGuess
		return
	}
	g.endRound(Result{End: EndSpyStop, Convicted: -1, FirstAccuser: -1})
}

// checkGuess returns the seat of the spy whose turn it is to name a
// location, and the location named.
func (g *Game) checkGuess(a Action) (spy, loc int, err error) {
	switch g.phase {
	case PhaseGuess, PhaseSecondGuess:
	default:
		return -1, -1, g.talking()
	}
	if spy, err = g.seat(a.Player); err != nil {
		return -1, -1, err
	}
	switch {
	case g.phase == PhaseGuess && spy != g.round.stopper:
		return -1, -1, g.stopperMustGuess()
	case !g.isSpy(spy):
		return -1, -1, games.Refuse("spyfall.stop.not_a_spy", "Player", g.players[spy].Name)
	case g.phase == PhaseSecondGuess && g.round.guesses[0].Spy == spy:
		return -1, -1, g.secondSpyMustGuess()
	}
	// The book: the spy "must name the current location; if it is guessed
	// the spy wins, if not the others win". A played location is a legal,
	// wrong guess.
	loc, err = g.locationOfSet(a.Location)
	return spy, loc, err
}

// reshuffle puts the played locations back into play between rounds, once
// ReshuffleAfter rounds are played or none is left.
func (g *Game) reshuffle() error {
	if g.phase != PhaseDeal {
		return games.Refuse("spyfall.round.under_way")
	}
	if len(g.results) < ReshuffleAfter && slices.Contains(g.played, false) {
		return games.Refuse("spyfall.reshuffle.too_early", "Count", ReshuffleAfter)
	}
	for i := range g.played {
		g.played[i] = false
	}
	return nil
}

// endRound scores the round, takes its location out of play and waits for
// the next deal, or ends the match after the agreed rounds.
func (g *Game) endRound(res Result) {
	r := g.round
	res.Number = g.Round()
	res.Dealer = g.Dealer()
	res.Location = g.locations[r.location].ID
	res.Spies = r.spies
	res.Guesses = r.guesses
	g.score(&res)
	for i, p := range res.Points {
		g.scores[i] += p
	}
	g.played[r.location] = true
	g.results = append(g.results, res)
	g.round = nil
	g.phase = PhaseDeal
	if len(g.results) == g.rounds {
		g.phase = PhaseOver
	}
}
