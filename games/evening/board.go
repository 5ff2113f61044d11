package evening

import (
	"cmp"
	"slices"
	"time"

	"tablecompanion/games"
)

// Evening is the games of one evening: those finished since the table
// pressed "New evening", or, without a press, those each finished within
// the gap after the one before.
type Evening struct {
	// Start is when the table pressed "New evening", or else when the
	// evening's first game finished.
	Start time.Time
	// Pressed says the evening began with "New evening".
	Pressed bool
	// Games are the evening's games in the order they finished.
	Games []Game
	// names are the players' newest names across every recorded game.
	names map[string]games.Player
}

// Last returns when the evening's last game finished, or its start when it
// has none yet.
func (e Evening) Last() time.Time {
	if len(e.Games) == 0 {
		return e.Start
	}
	return e.Games[len(e.Games)-1].Finished
}

// Standing is one player's line on an evening's leaderboard.
type Standing struct {
	// Player is the player by ID, with the newest name and colour the
	// recorded games know: a player renamed in the roster keeps their
	// games.
	Player games.Player
	// Place is one more than the number of players ahead on points and
	// then wins; players level on both share it, and place 1 is the
	// leaders.
	Place int
	// Played is the number of the evening's games the player played.
	Played int
	// Wins is the number of games the player ended in first place: a
	// shared win and a team's win count for every one of them.
	Wins int
	// HalfPoints is twice the placement points of all the player's games,
	// so that shared places add up and compare exactly.
	HalfPoints int
}

// Points returns the placement points, whole or a half.
func (s Standing) Points() float64 {
	return float64(s.HalfPoints) / 2
}

// Leaderboard returns the evening's players ordered by placement points,
// then wins, then name (case and Ё folded), then ID.
func (e Evening) Leaderboard() []Standing {
	index := map[string]int{}
	var board []Standing
	for _, g := range e.Games {
		for k, place := range g.Ranking {
			for _, id := range place {
				i, ok := index[id]
				if !ok {
					i = len(board)
					index[id] = i
					board = append(board, Standing{})
				}
				st := &board[i]
				st.Player = g.Players[g.Players.Index(id)]
				if p, ok := e.names[id]; ok {
					st.Player = p
				}
				st.Played++
				st.HalfPoints += g.Ranking.HalfPoints(id)
				if k == 0 {
					st.Wins++
				}
			}
		}
	}
	slices.SortFunc(board, func(a, b Standing) int {
		return cmp.Or(ahead(a, b),
			cmp.Compare(games.Fold(a.Player.Name), games.Fold(b.Player.Name)),
			cmp.Compare(a.Player.ID, b.Player.ID))
	})
	for i := range board {
		board[i].Place = i + 1
		if i > 0 && ahead(board[i-1], board[i]) == 0 {
			board[i].Place = board[i-1].Place
		}
	}
	return board
}

// ahead compares two standings by points and then wins, the better first.
func ahead(a, b Standing) int {
	return cmp.Or(cmp.Compare(b.HalfPoints, a.HalfPoints), cmp.Compare(b.Wins, a.Wins))
}

// Evenings returns the evenings that have games, the oldest first.
func (s *State) Evenings() []Evening {
	var out []Evening
	for _, e := range s.all() {
		if len(e.Games) > 0 {
			out = append(out, e)
		}
	}
	return out
}

// Tonight returns the evening under way at the time now: the last one, when
// now is within the gap after its last game or its "New evening". Its
// games may be none yet, just after "New evening". It returns the zero
// Evening when no evening is under way.
func (s *State) Tonight(now time.Time) Evening {
	all := s.all()
	if len(all) == 0 {
		return Evening{}
	}
	last := all[len(all)-1]
	if now.Sub(last.Last()) > s.gap {
		return Evening{}
	}
	return last
}

// all returns every evening, those of a "New evening" with no game too.
// Games and presses are taken in time order; a game finished at the very
// time of a press belongs to the evening before it.
func (s *State) all() []Evening {
	names := s.newestNames()
	var out []Evening
	at := func(start time.Time, pressed bool) {
		out = append(out, Evening{Start: start, Pressed: pressed, names: names})
	}
	b := 0
	for _, g := range s.games {
		for ; b < len(s.breaks) && s.breaks[b].Before(g.Finished); b++ {
			at(s.breaks[b], true)
		}
		if len(out) == 0 || g.Finished.Sub(out[len(out)-1].Last()) > s.gap {
			at(g.Finished, false)
		}
		e := &out[len(out)-1]
		e.Games = append(e.Games, g)
	}
	for ; b < len(s.breaks); b++ {
		at(s.breaks[b], true)
	}
	return out
}

// newestNames returns each player as the newest recorded game knows them.
func (s *State) newestNames() map[string]games.Player {
	names := map[string]games.Player{}
	for _, g := range s.games {
		for _, p := range g.Players {
			names[p.ID] = p
		}
	}
	return names
}
