package spyfall

// End says how a round ended.
type End string

// The ways a round ends.
const (
	EndEarlyVote       End = "early_vote"       // an early accusation's vote convicted Convicted
	EndSpyStop         End = "spy_stop"         // a spy stopped the game; Guesses say what the spies named
	EndTimeUpVote      End = "time_up_vote"     // after time was up a vote convicted Convicted
	EndNobodyConvicted End = "nobody_convicted" // after time was up no vote passed
)

// Reason says why a player scored, or did not, in a round.
type Reason string

// The reasons.
const (
	SpiesWin          Reason = "spies_win"           // a spy of a spies' win: 2
	RightLocation     Reason = "right_location"      // a spy who named the location after a stop: +2
	InnocentConvicted Reason = "innocent_convicted"  // a spy when the table convicted a non-spy: +2
	NonSpiesWin       Reason = "non_spies_win"       // a non-spy of a non-spies' win: 1
	FirstAccuser      Reason = "first_accuser"       // first to accuse the spy an early vote convicted: +1
	UnrevealedSpy     Reason = "unrevealed_spy"      // the other spy after an early conviction scores as a non-spy: 1
	KnownSpiesForfeit Reason = "known_spies_forfeit" // known spies score nothing after an early conviction: 0
	Lost              Reason = "lost"                // on the losing side: 0
)

// Gain is part of a player's points in a round.
type Gain struct {
	Why    Reason `json:"why"`
	Points int    `json:"points"`
}

// Result is a finished round as the engine scored it.
type Result struct {
	// Number is the round's number, from 1.
	Number int
	// Dealer is the seat of the round's dealer.
	Dealer int
	// Location is the ID of the round's location.
	Location string
	// Spies are the seats of the round's spies.
	Spies []int
	// End says how the round ended.
	End End
	// Convicted is the seat a vote convicted, or -1.
	Convicted int
	// FirstAccuser is the seat that first accused the convicted player
	// after an early vote, or -1.
	FirstAccuser int
	// Guesses are the locations the spies named after a stop.
	Guesses []Guess
	// SpiesWon says which side won.
	SpiesWon bool
	// Points are each seat's points of the round.
	Points []int
	// Gains are each seat's points by reason; every seat has at least one.
	Gains [][]Gain
}

// IsSpy reports whether the seat was a spy in the round.
func (r Result) IsSpy(seat int) bool {
	for _, s := range r.Spies {
		if s == seat {
			return true
		}
	}
	return false
}

// score decides the winning side and each seat's points.
func (g *Game) score(r *Result) {
	n := len(g.players)
	r.Points = make([]int, n)
	r.Gains = make([][]Gain, n)
	r.SpiesWon = spiesWin(r)
	if r.SpiesWon {
		scoreSpiesWin(r)
	} else {
		g.scoreNonSpiesWin(r, n)
	}
	for i := range n {
		if len(r.Gains[i]) == 0 {
			r.add(i, Lost, 0)
		}
	}
}

func (r *Result) add(seat int, why Reason, points int) {
	r.Gains[seat] = append(r.Gains[seat], Gain{Why: why, Points: points})
	r.Points[seat] += points
}

// spiesWin: no spy convicted when time was up, an innocent convicted, or a
// spy named the location.
func spiesWin(r *Result) bool {
	if r.End == EndSpyStop {
		for _, gu := range r.Guesses {
			if gu.Right {
				return true
			}
		}
		return false
	}
	return r.Convicted < 0 || !r.IsSpy(r.Convicted)
}

func scoreSpiesWin(r *Result) {
	for _, s := range r.Spies {
		r.add(s, SpiesWin, 2)
	}
	for _, gu := range r.Guesses {
		if gu.Right {
			r.add(gu.Spy, RightLocation, 2)
		}
	}
	if r.Convicted >= 0 {
		for _, s := range r.Spies {
			r.add(s, InnocentConvicted, 2)
		}
	}
}

func (g *Game) scoreNonSpiesWin(r *Result, n int) {
	early := r.End == EndEarlyVote
	for i := range n {
		switch {
		case !r.IsSpy(i):
			r.add(i, NonSpiesWin, 1)
		case early && g.known:
			r.add(i, KnownSpiesForfeit, 0)
		case early && i != r.Convicted:
			r.add(i, UnrevealedSpy, 1)
		}
	}
	if early && r.FirstAccuser >= 0 && !(g.known && r.IsSpy(r.FirstAccuser)) {
		r.add(r.FirstAccuser, FirstAccuser, 1)
	}
}
