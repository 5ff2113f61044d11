package keepwatch

import (
	"tablecompanion/games/keepwatch"
	"tablecompanion/screens"
)

// howTo is How to play: each line names the rules of the
// referee's list (screens/catalog/testdata/rules.txt) that it teaches.
var howTo = screens.HowTo{
	{Name: screens.PartAbout, Heading: "howto.part.about", Lines: []screens.HowToLine{
		{ID: "keepwatch.howto.about.1"},
		{ID: "keepwatch.howto.about.2"},
	}},
	{Name: screens.PartTable, Heading: "howto.part.table", Lines: []screens.HowToLine{
		{ID: "keepwatch.howto.table.1"},
		{ID: "keepwatch.howto.table.2"},
	}},
	{Name: screens.PartRound, Heading: "howto.part.round", Lines: []screens.HowToLine{
		{ID: "keepwatch.howto.round.1", App: screens.AppTimes},
		{ID: "keepwatch.howto.round.2", App: screens.AppTimes},
		{ID: "keepwatch.howto.round.3", App: screens.AppChecks},
		{ID: "keepwatch.howto.round.4", App: screens.AppChecks},
	}},
	{Name: screens.PartPoints, Heading: "howto.part.points", Lines: []screens.HowToLine{
		{ID: "keepwatch.howto.points.1", Rules: []string{"KW-right"}, App: screens.AppCounts},
		{ID: "keepwatch.howto.points.2", Rules: []string{"KW-wrong"}, App: screens.AppCounts},
		{ID: "keepwatch.howto.points.3", Rules: []string{"KW-short"}, App: screens.AppCounts},
		{ID: "keepwatch.howto.points.4", Rules: []string{"KW-next"}, App: screens.AppChecks},
	}},
	{Name: screens.PartEnd, Heading: "howto.part.end", Lines: []screens.HowToLine{
		{ID: "keepwatch.howto.end.1", Rules: []string{"KW-end"}, App: screens.AppCounts},
		{ID: "keepwatch.howto.end.2", Rules: []string{"KW-win"}, App: screens.AppCounts},
	}},
}

// RulesPart names the part of How to play that fits the step under way:
// the check of a call is scored, the rest is the round.
func (k *Screen) RulesPart() string {
	return k.PartFor(func(g *keepwatch.Game) string {
		if g.Phase() == keepwatch.PhaseChecking {
			return screens.PartPoints
		}
		return screens.PartRound
	})
}
