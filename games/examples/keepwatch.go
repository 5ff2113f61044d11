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
