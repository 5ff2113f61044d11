package spyfall

import (
	"tablecompanion/games/spyfall"
	"tablecompanion/screens"
)

// howTo is How to play: each line names the rules of the
// referee's list (screens/catalog/testdata/rules.txt) that it teaches.
var howTo = screens.HowTo{
	{Name: screens.PartAbout, Heading: "howto.part.about", Lines: []screens.HowToLine{
		{ID: "spyfall.howto.about.1"},
		{ID: "spyfall.howto.about.2"},
	}},
	{Name: screens.PartTable, Heading: "howto.part.table", Lines: []screens.HowToLine{
		{ID: "spyfall.howto.table.1", App: screens.AppDeals},
		{ID: "spyfall.howto.table.2"},
	}},
	{Name: screens.PartRound, Heading: "howto.part.round", Lines: []screens.HowToLine{
		{ID: "spyfall.howto.round.1", App: screens.AppTimes},
		{ID: "spyfall.howto.round.2"},
		{ID: "spyfall.howto.round.3", App: screens.AppChecks},
	}},
	{Name: PartVote, Heading: "spyfall.howto.part.vote", Lines: []screens.HowToLine{
		{ID: "spyfall.howto.vote.1", App: screens.AppCounts},
		{ID: "spyfall.howto.vote.2"},
		{ID: "spyfall.howto.vote.3", Rules: []string{"SP-timeup"}, App: screens.AppCounts},
		{ID: "spyfall.howto.vote.4", Rules: []string{"SP-two"}},
	}},
	{Name: screens.PartPoints, Heading: "howto.part.points", Lines: []screens.HowToLine{
		{ID: "spyfall.howto.points.1", Rules: []string{"SP-spywin"}, App: screens.AppChecks},
		{ID: "spyfall.howto.points.2", Rules: []string{"SP-crewwin"}, App: screens.AppChecks},
		{ID: "spyfall.howto.points.3", Rules: []string{"SP-spypoints"}, App: screens.AppCounts},
		{ID: "spyfall.howto.points.4", Rules: []string{"SP-crewpoints"}, App: screens.AppCounts},
		{ID: "spyfall.howto.points.5", Rules: []string{"SP-known"}},
	}},
	{Name: screens.PartEnd, Heading: "howto.part.end", Lines: []screens.HowToLine{
		{ID: "spyfall.howto.end.1", Rules: []string{"SP-end"}, App: screens.AppCounts},
	}},
}

// RulesPart names the part of How to play that fits the step under way:
// an accusation's vote and the vote when time is up are the voting.
func (s *Screen) RulesPart() string {
	return s.PartFor(func(g *spyfall.Game) string {
		switch g.Phase() {
		case spyfall.PhaseVote, spyfall.PhaseEndVote:
			return PartVote
		}
		return screens.PartRound
	})
}

// PartVote is Spyfall's own part of How to play: accusing and voting.
const PartVote = "vote"
