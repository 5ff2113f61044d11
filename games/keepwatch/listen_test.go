package keepwatch_test

import (
	"encoding/json"
	"errors"
	"testing"
	"time"

	"tablecompanion/games"
	"tablecompanion/games/keepwatch"
)

func TestListeningTimeIsASetupOption(t *testing.T) {
	cases := []struct {
		name   string
		listen time.Duration
		want   time.Duration
		refuse bool
	}{
		{"none chosen: the default", 0, keepwatch.DefaultListen, false},
		{"the default is ten seconds", 0, 10 * time.Second, false},
		{"the shortest", keepwatch.MinListen, keepwatch.MinListen, false},
		{"twenty seconds", 20 * time.Second, 20 * time.Second, false},
		{"the longest", keepwatch.MaxListen, keepwatch.MaxListen, false},
		{"too short to read a card", keepwatch.MinListen - time.Millisecond, 0, true},
		{"longer than the longest", keepwatch.MaxListen + time.Second, 0, true},
		{"negative", -time.Second, 0, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m, err := keepwatch.New(keepwatch.Setup{Players: table(3), Listen: c.listen})
			if c.refuse {
				var rule *games.RuleError
				if !errors.As(err, &rule) || rule.ID != "keepwatch.setup.listen_range" || rule.Args["Min"] != 3 || rule.Args["Max"] != 120 {
					t.Fatalf("want the range refused, got %v", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := m.State().ListenTime(); got != c.want {
				t.Fatalf("listening time %v, want %v", got, c.want)
			}
		})
	}
	for _, d := range keepwatch.ListenChoices {
		if _, err := keepwatch.New(keepwatch.Setup{Players: table(2), Listen: d}); err != nil {
			t.Errorf("the choice %v is refused: %v", d, err)
		}
	}
}

func TestAPressAfterTheListeningTimeIsRefused(t *testing.T) {
	m := newMatch(t, keepwatch.Setup{Players: table(3), Listen: 5 * time.Second})
	// A press at the very moment the presses close still counts.
	play(t, m, keepwatch.Presses("", 0, at("a", 5000), at("b", 700)))
	if got := seatsOf(current(t, m)); len(got) != 2 || got[0] != 1 {
		t.Fatalf("order %v", got)
	}
	play(t, m, keepwatch.RightCall("b"))
	before := m.Len()
	err := m.Do(keepwatch.Presses("", 0, at("a", 400), at("c", 5001)))
	var rule *games.RuleError
	if !errors.As(err, &rule) || rule.ID != "keepwatch.press.too_late" || rule.Args["Player"] != "Cy" {
		t.Fatalf("want Cy's late press refused, got %v", err)
	}
	if m.Len() != before || m.State().Phase() != keepwatch.PhaseReady {
		t.Fatal("the refused presses changed the game")
	}
}

func TestASaveFromBeforeTheListeningTimeLoadsAsItWas(t *testing.T) {
	// The screen closed the presses by itself then, a frame or so after
	// ten seconds: such a press still loads.
	m := newMatch(t, keepwatch.Setup{Players: table(2)})
	play(t, m, keepwatch.Presses("", 0, at("b", 10_012)), keepwatch.RightCall("b"))
	data, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	loaded, err := keepwatch.Load(data)
	if err != nil {
		t.Fatalf("the old save does not load: %v", err)
	}
	if loaded.State().Pile(1) != 2 || loaded.State().ListenTime() != keepwatch.DefaultListen {
		t.Fatalf("piles %v, listening time %v", loaded.State().Piles(), loaded.State().ListenTime())
	}
}

func TestTheListeningWindowIsADeadlineOnTheClock(t *testing.T) {
	goAt := time.Date(2026, 5, 1, 20, 0, 0, 0, time.UTC)
	w := keepwatch.Window{GO: goAt, Length: 10 * time.Second}
	cases := []struct {
		name    string
		at      time.Duration
		left    time.Duration
		seconds int
		next    time.Duration
		open    bool
	}{
		{"during the count", -2 * time.Second, 10 * time.Second, 10, 3 * time.Second, true},
		{"at GO", 0, 10 * time.Second, 10, time.Second, true},
		{"a moment after GO", 300 * time.Millisecond, 9700 * time.Millisecond, 10, 700 * time.Millisecond, true},
		{"on a whole second", 3 * time.Second, 7 * time.Second, 7, time.Second, true},
		{"the last moment", 9999 * time.Millisecond, time.Millisecond, 1, time.Millisecond, true},
		{"closed", 10 * time.Second, 0, 0, 0, false},
		{"long after", time.Hour, 0, 0, 0, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			now := goAt.Add(c.at)
			if got := w.Left(now); got != c.left {
				t.Errorf("left %v, want %v", got, c.left)
			}
			if got := w.SecondsLeft(now); got != c.seconds {
				t.Errorf("seconds %d, want %d", got, c.seconds)
			}
			next, open := w.NextChange(now)
			if next != c.next || open != c.open {
				t.Errorf("next change in %v (%v), want %v (%v)", next, open, c.next, c.open)
			}
			if open && w.SecondsLeft(now.Add(next)) != c.seconds-1 && c.at >= 0 {
				t.Errorf("at the next change the seconds read %d", w.SecondsLeft(now.Add(next)))
			}
		})
	}
	if !w.Closes().Equal(goAt.Add(10*time.Second)) || w.Late(10*time.Second) || !w.Late(10*time.Second+time.Nanosecond) {
		t.Fatal("a press at the close counts, one after it is late")
	}
}
