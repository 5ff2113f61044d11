package catalog

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"tablecompanion/screens"
	"tablecompanion/screens/screenstest"
)

// TestEveryEndShowsTheChartOfItsGame opens every finished example game, as
// a finished game opens again read-only, and finds its chart: a line per
// player, in the player's name and colour, or one per Decrypto team, each
// from the start to the last step the heading counts.
func TestEveryEndShowsTheChartOfItsGame(t *testing.T) {
	for _, c := range fitCases(t) {
		if !strings.HasSuffix(c.name, "-end") && !strings.HasSuffix(c.name, "-ended") {
			continue
		}
		t.Run(c.name, func(t *testing.T) {
			tb := screenstest.NewTable(t, language.English, fitPlayers(t, c, language.English))
			s, err := c.open(tb.Ctx)
			if err != nil {
				t.Fatal(err)
			}
			tb.Open(s)
			chart := findChart(tb.Win.Content())
			if chart == nil || !chart.Visible() {
				t.Fatal("the end shows no chart")
			}
			lines := chart.Lines()
			players := fitPlayers(t, c, language.English)
			want := len(players)
			if strings.HasPrefix(c.name, "decrypto") {
				want = 2
			}
			if len(lines) != want {
				t.Fatalf("%d lines, want %d", len(lines), want)
			}
			for i, l := range lines {
				if len(l.Values) < 2 || len(l.Values) != len(lines[0].Values) {
					t.Errorf("line %q has %d values", l.Label, len(l.Values))
				}
				if want == len(players) && (l.Label != players[i].Name || l.Color != players[i].Color) {
					t.Errorf("line %d is %q in %s, want %s's", i, l.Label, l.Color, players[i].Name)
				}
			}
		})
	}
}

// findChart returns the first chart in the tree of objects, or nil.
func findChart(o fyne.CanvasObject) *screens.Chart {
	switch v := o.(type) {
	case *screens.Chart:
		return v
	case *fyne.Container:
		for _, child := range v.Objects {
			if c := findChart(child); c != nil {
				return c
			}
		}
	case fyne.Widget:
		for _, child := range test.WidgetRenderer(v).Objects() {
			if c := findChart(child); c != nil {
				return c
			}
		}
	}
	return nil
}
