package catalog

import (
	"slices"
	"time"

	"fyne.io/fyne/v2"

	"tablecompanion/games/keepwatch"
	"tablecompanion/screens"
	keepwatchscreen "tablecompanion/screens/keepwatch"
)

// keepWatchAt returns the case of a Keep Watch moment under a new name.
func keepWatchAt(cases []fitCase, moment, name string) fitCase {
	c := cases[slices.IndexFunc(cases, func(c fitCase) bool { return c.name == moment })]
	c.name = name
	return c
}

// toGo runs Keep Watch's count to GO on a clock that stands still between
// its steps, and leaves the presses open: after the count's three steps no
// timer ever runs.
func toGo(k *keepwatchscreen.Screen) {
	now := time.Date(2026, 5, 1, 20, 0, 0, 0, time.UTC)
	k.Clock = func() time.Time { return now }
	var count []func()
	k.Schedule = func(d time.Duration, f func()) func() {
		if d == time.Second {
			count = append(count, f)
		}
		return func() {}
	}
	k.StartChallenge()
	for step := 0; step < 3 && step < len(count); step++ {
		now = now.Add(time.Second)
		count[step]()
	}
	k.Schedule = func(time.Duration, func()) func() { return func() {} }
	if k.Big != k.Ctx.T("keepwatch.go") || k.Left == "" {
		panic("the count did not reach GO with the time left to press")
	}
}

// keepWatchGo is a challenge at GO, the time left to press below it.
func keepWatchGo(cases []fitCase) fitCase {
	c := keepWatchAt(cases, "keepwatch", "keepwatch-go")
	c.then = func(s screens.Screen) { toGo(s.(*keepwatchscreen.Screen)) }
	return c
}

// keepWatchLate is the challenge after GO that nobody answered in time,
// the card gone to the Leader and a player's pad pressed after the close:
// the message line names the player, the pad says too late.
func keepWatchLate(cases []fitCase) fitCase {
	c := keepWatchAt(cases, "keepwatch", "keepwatch-late")
	c.then = func(s screens.Screen) {
		k := s.(*keepwatchscreen.Screen)
		toGo(k)
		k.StopPresses()
		k.Press(4)
		if !k.Message.Visible() {
			panic("the late press was not told")
		}
	}
	return c
}

// keepWatchChecker is the answer checker at its biggest, over a check of
// the variants: the condition to pick, three cards to count, a challenge
// card and the player's card entered.
func keepWatchChecker(cases []fitCase) fitCase {
	c := keepWatchAt(cases, "keepwatch-variants", "keepwatch-checker")
	c.dialog = func(s screens.Screen) []fyne.CanvasObject {
		k := s.(*keepwatchscreen.Screen)
		k.ShowChecker(k.Match().State())
		ch := k.Checker
		for _, sym := range []keepwatch.Symbol{keepwatch.Youth, keepwatch.FATF, keepwatch.EAG} {
			ch.Toggle(sym)
		}
		ch.SetCount(keepwatch.FATF, 4)
		ch.SetCount(keepwatch.Movement, 3)
		out := []fyne.CanvasObject{ch.Answer, ch.Tally, ch.ClearButton, ch.CloseButton}
		for _, b := range ch.Cards.Buttons {
			out = append(out, b)
		}
		for i, b := range ch.Symbols {
			out = append(out, b)
			for _, n := range ch.Counts[i] {
				out = append(out, n)
			}
		}
		return out
	}
	return c
}
