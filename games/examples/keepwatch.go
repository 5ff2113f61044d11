package examples

import (
	"fmt"
	"time"

	"tablecompanion/games"
	"tablecompanion/games/keepwatch"
)

// KeepWatch plays a five-player game of Keep Watch: a few challenges,
// one with a false start, a tie the table settles and a wrong call; for the
// checking stage it stops with the next challenge's presses in.
func KeepWatch(players games.Seats, stage string) (*keepwatch.Match, error) {
	m, err := keepwatch.New(keepwatch.Setup{Players: players})
	if err != nil {
		return nil, err
	}
	id := func(seat int) string { return players[seat].ID }
	ms := func(n int) time.Duration { return time.Duration(n) * time.Millisecond }
	actions := []keepwatch.Action{
		keepwatch.Presses("", time.Millisecond, keepwatch.Press{Player: id(1), At: ms(412)}, keepwatch.Press{Player: id(3), At: ms(468)},
			keepwatch.Press{Player: id(0), At: ms(530)}, keepwatch.Press{Player: id(2), At: ms(611)}, keepwatch.Press{Player: id(4), At: ms(702)}),
		keepwatch.RightCall(id(1)),
		keepwatch.Presses("", time.Millisecond, keepwatch.Press{Player: id(4), At: ms(-230)}, keepwatch.Press{Player: id(2), At: ms(388)},
			keepwatch.Press{Player: id(0), At: ms(388)}, keepwatch.Press{Player: id(3), At: ms(455)}, keepwatch.Press{Player: id(1), At: ms(520)}),
		keepwatch.Settle(id(2), id(0)),
		keepwatch.WrongCall(id(2)),
		keepwatch.RightCall(id(0)),
	}
	if stage == "checking" {
		actions = append(actions,
			keepwatch.Presses("", time.Millisecond, keepwatch.Press{Player: id(3), At: ms(-120)}, keepwatch.Press{Player: id(1), At: ms(301)},
				keepwatch.Press{Player: id(2), At: ms(317)}, keepwatch.Press{Player: id(4), At: ms(349)}, keepwatch.Press{Player: id(0), At: ms(433)}),
			keepwatch.WrongCall(id(1)))
	}
	for i, a := range actions {
		if err := m.Do(a); err != nil {
			return nil, fmt.Errorf("action %d: %w", i+1, err)
		}
	}
	return m, nil
}

// KeepWatchVariants plays a game of Keep Watch with "Myself and
// neighbours" and "Alternating", twenty seconds to press: one challenge
// asking for less, won at the second call, and the next, asking for more,
// waiting for its check. Its answer checker counts three cards.
func KeepWatchVariants(players games.Seats) (*keepwatch.Match, error) {
	m, err := keepwatch.New(keepwatch.Setup{Players: players, Neighbours: true, Alternating: true, Listen: 20 * time.Second})
	if err != nil {
		return nil, err
	}
	id := func(seat int) string { return players[seat].ID }
	ms := func(n int) time.Duration { return time.Duration(n) * time.Millisecond }
	actions := []keepwatch.Action{
		keepwatch.Presses(keepwatch.Less, time.Millisecond, keepwatch.Press{Player: id(2), At: ms(2310)}, keepwatch.Press{Player: id(0), At: ms(2875)},
			keepwatch.Press{Player: id(1), At: ms(4102)}),
		keepwatch.WrongCall(id(2)),
		keepwatch.RightCall(id(0)),
		keepwatch.Presses(keepwatch.More, time.Millisecond, keepwatch.Press{Player: id(1), At: ms(3420)}, keepwatch.Press{Player: id(3), At: ms(5116)},
			keepwatch.Press{Player: id(2), At: ms(12_480)}),
	}
	for i, a := range actions {
		if err := m.Do(a); err != nil {
			return nil, fmt.Errorf("action %d: %w", i+1, err)
		}
	}
	return m, nil
}
