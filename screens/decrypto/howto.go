package decrypto

import (
	"tablecompanion/games/decrypto"
	"tablecompanion/screens"
)

// howTo is How to play: each line names the rules of the
// referee's list (screens/catalog/testdata/rules.txt) that it teaches.
var howTo = screens.HowTo{
	{Name: screens.PartAbout, Heading: "howto.part.about", Lines: []screens.HowToLine{
		{ID: "decrypto.howto.about.1"},
		{ID: "decrypto.howto.about.2"},
	}},
	{Name: screens.PartTable, Heading: "howto.part.table", Lines: []screens.HowToLine{
		{ID: "decrypto.howto.table.1"},
		{ID: "decrypto.howto.table.2", App: screens.AppDeals},
		{ID: "decrypto.howto.table.3"},
	}},
	{Name: screens.PartRound, Heading: "howto.part.round", Lines: []screens.HowToLine{
		{ID: "decrypto.howto.round.1"},
		{ID: "decrypto.howto.round.2", App: screens.AppTimes},
		{ID: "decrypto.howto.round.3", App: screens.AppChecks},
		{ID: "decrypto.howto.round.4", App: screens.AppChecks},
	}},
	{Name: screens.PartPoints, Heading: "howto.part.points", Lines: []screens.HowToLine{
		{ID: "decrypto.howto.points.1", Rules: []string{"DE-intercept"}, App: screens.AppCounts},
		{ID: "decrypto.howto.points.2", Rules: []string{"DE-miscomm"}, App: screens.AppCounts},
		{ID: "decrypto.howto.points.3", Rules: []string{"DE-noreward"}},
		{ID: "decrypto.howto.points.4", Rules: []string{"DE-hacker"}, App: screens.AppCounts},
	}},
	{Name: screens.PartEnd, Heading: "howto.part.end", Lines: []screens.HowToLine{
		{ID: "decrypto.howto.end.1", Rules: []string{"DE-win", "DE-lose"}, App: screens.AppCounts},
		{ID: "decrypto.howto.end.2", Rules: []string{"DE-tie"}, App: screens.AppCounts},
		{ID: "decrypto.howto.end.3", Rules: []string{"DE-break"}, App: screens.AppCounts},
	}},
}

// RulesPart names the part of How to play that fits the step under way.
func (d *Screen) RulesPart() string {
	return d.PartFor(func(g *decrypto.Game) string {
		switch g.Step() {
		case decrypto.StepIntercept, decrypto.StepDecode, decrypto.StepReveal:
			// Interceptions and miscommunications are the game's points.
			return screens.PartPoints
		case decrypto.StepKeywordGuess:
			// The keywords settle a tie at the end.
			return screens.PartEnd
		}
		return screens.PartRound
	})
}
