package carnival

import (
	"tablecompanion/games/carnival"
	"tablecompanion/screens"
)

// howTo is How to play: each line names the rules of the
// referee's list (screens/catalog/testdata/rules.txt) that it teaches.
var howTo = screens.HowTo{
	{Name: screens.PartAbout, Heading: "howto.part.about", Lines: []screens.HowToLine{
		{ID: "carnival.howto.about.1"},
		{ID: "carnival.howto.about.2"},
	}},
	{Name: screens.PartTable, Heading: "howto.part.table", Lines: []screens.HowToLine{
		{ID: "carnival.howto.table.1"},
		{ID: "carnival.howto.table.2"},
	}},
	{Name: screens.PartRound, Heading: "howto.part.round", Lines: []screens.HowToLine{
		{ID: "carnival.howto.round.1", App: screens.AppChecks},
		{ID: "carnival.howto.round.2", App: screens.AppChecks},
		{ID: "carnival.howto.round.3"},
		{ID: "carnival.howto.round.4", App: screens.AppChecks},
	}},
	{Name: screens.PartPoints, Heading: "howto.part.points", Lines: []screens.HowToLine{
		{ID: "carnival.howto.points.1", Rules: []string{"CA-right"}, App: screens.AppCounts},
		{ID: "carnival.howto.points.2", Rules: []string{"CA-wrong"}, App: screens.AppCounts},
		{ID: "carnival.howto.points.3", Rules: []string{"CA-catch"}, App: screens.AppCounts},
		{ID: "carnival.howto.points.4", Rules: []string{"CA-miss"}, App: screens.AppCounts},
		{ID: "carnival.howto.points.5", Rules: []string{"CA-score"}, App: screens.AppCounts},
	}},
	{Name: screens.PartEnd, Heading: "howto.part.end", Lines: []screens.HowToLine{
		{ID: "carnival.howto.end.1", Rules: []string{"CA-end"}, App: screens.AppChecks},
		{ID: "carnival.howto.end.2", Rules: []string{"CA-tie"}, App: screens.AppCounts},
	}},
}

// RulesPart names the part of How to play that fits the step under way.
func (c *Screen) RulesPart() string {
	return c.PartFor(func(*carnival.Game) string {
		switch c.draftNow().step {
		case stepPartner, stepConnectRight, stepCatcher, stepAccused, stepNumber, stepCatchRight:
			// A connection and a catch are what win cards and points.
			return screens.PartPoints
		}
		return screens.PartRound
	})
}
