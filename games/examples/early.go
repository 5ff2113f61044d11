package examples

import (
	"fmt"

	"tablecompanion/games"
	"tablecompanion/games/carnival"
	"tablecompanion/games/decrypto"
	"tablecompanion/games/dixit"
	"tablecompanion/games/keepwatch"
	"tablecompanion/games/spyfall"
)

// EndedHere plays a game of the kind to a moment under way and ends it
// there, as the table's "End here" does: Keep Watch in the middle of a
// check, Spyfall 2 in its third round's talk, Decrypto as Black is about
// to intercept White's fourth code, Dixit after four rounds and Carnival
// after fourteen turns.
func EndedHere(kind string, players games.Seats, lang string) (games.History, error) {
	switch kind {
	case keepwatch.Kind:
		return end(KeepWatch(players, "checking"))(keepwatch.EndHere())
	case spyfall.Kind:
		return end(Spyfall(players, "talk"))(spyfall.EndHere())
	case decrypto.Kind:
		return end(Decrypto(players, lang, 7))(decrypto.EndHere())
	case dixit.Kind:
		return end(Dixit(players, 4))(dixit.EndHere())
	case carnival.Kind:
		return end(Carnival(players, 14))(carnival.EndHereAction())
	}
	return nil, fmt.Errorf("no game of kind %q to end", kind)
}

// end returns what ends the match played: the match with the table's end
// applied, or the error of its play or its end.
func end[S, A any, E games.Engine[A]](m *games.Match[S, A, E], err error) func(A) (games.History, error) {
	return func(a A) (games.History, error) {
		if err != nil {
			return nil, err
		}
		if err := m.Do(a); err != nil {
			return nil, err
		}
		if !m.Over() {
			return nil, fmt.Errorf("the end left the game under way after %d actions", m.Len())
		}
		return m, nil
	}
}
