package dixit

import (
	"tablecompanion/games/dixit"
	"tablecompanion/screens"
)

// howTo is How to play: each line names the rules of the
// referee's list (screens/catalog/testdata/rules.txt) that it teaches.
var howTo = screens.HowTo{
	{Name: screens.PartAbout, Heading: "howto.part.about", Lines: []screens.HowToLine{
		{ID: "dixit.howto.about.1"},
		{ID: "dixit.howto.about.2"},
	}},
	{Name: screens.PartTable, Heading: "howto.part.table", Lines: []screens.HowToLine{
		{ID: "dixit.howto.table.1"},
		{ID: "dixit.howto.table.2", App: screens.AppCounts},
	}},
	{Name: screens.PartRound, Heading: "howto.part.round", Lines: []screens.HowToLine{
		{ID: "dixit.howto.round.1"},
		{ID: "dixit.howto.round.2"},
		{ID: "dixit.howto.round.3"},
		{ID: "dixit.howto.round.4", App: screens.AppChecks},
	}},
	{Name: screens.PartPoints, Heading: "howto.part.points", Lines: []screens.HowToLine{
		{ID: "dixit.howto.points.1", Rules: []string{"DX-allnone"}, App: screens.AppCounts},
		{ID: "dixit.howto.points.2", Rules: []string{"DX-found"}, App: screens.AppCounts},
		{ID: "dixit.howto.points.3", Rules: []string{"DX-bonus"}, App: screens.AppCounts},
		{ID: "dixit.howto.points.4", Rules: []string{"DX-three"}, App: screens.AppCounts},
		{ID: "dixit.howto.points.5"},
	}},
	{Name: screens.PartEnd, Heading: "howto.part.end", Lines: []screens.HowToLine{
		{ID: "dixit.howto.end.1", Rules: []string{"DX-end"}, App: screens.AppCounts},
		{ID: "dixit.howto.end.2", Rules: []string{"DX-target"}, App: screens.AppCounts},
		{ID: "dixit.howto.end.3", Rules: []string{"DX-win"}, App: screens.AppCounts},
	}},
}

// RulesPart names the part of How to play that fits the step under way:
// the table enters a round to score it.
func (d *Screen) RulesPart() string {
	return d.PartFor(func(*dixit.Game) string { return screens.PartPoints })
}
