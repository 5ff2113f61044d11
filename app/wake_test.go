package app

import "testing"

func TestTheWakeRulesOfTheTabletAndTheDesktop(t *testing.T) {
	for _, c := range []struct {
		need             wakeNeed
		browser, desktop bool
	}{
		{wakeNeed{home: true}, false, false},
		{wakeNeed{home: true, clock: true}, false, true},
		{wakeNeed{}, false, false},
		{wakeNeed{game: true}, true, false},
		{wakeNeed{game: true, clock: true}, true, true},
		{wakeNeed{clock: true}, true, true},
	} {
		if got := awakeInBrowser(c.need); got != c.browser {
			t.Errorf("%+v in the browser: awake %v, want %v", c.need, got, c.browser)
		}
		if got := awakeOnDesktop(c.need); got != c.desktop {
			t.Errorf("%+v on the desktop: awake %v, want %v", c.need, got, c.desktop)
		}
	}
}
