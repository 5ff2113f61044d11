package decrypto

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games/decrypto"
	"tablecompanion/screens"
)

// buildOver makes the end: who won, how it was decided and the chart of the
// tokens.
func (d *Screen) buildOver() fyne.CanvasObject {
	d.Result = screens.BigLabel("", theme.SizeNameHeadingText)
	d.Result.Wrapping = fyne.TextWrapWord
	d.how = widget.NewLabel("")
	d.how.Wrapping = fyne.TextWrapWord
	d.End = screens.NewEndButtons(d.Ctx, func() any {
		return d.Match().State().Again(d.Match().Setup(), uint64(d.now().UnixNano()))
	})
	d.EndedEarly = screens.EndedEarlyLabel(d.Ctx)
	tokens := "chart.axis.tokens"
	if d.Match().State().HackerMode() {
		tokens = "chart.axis.hacker_tokens"
	}
	d.Chart = screens.NewEndChart(d.Ctx, "chart.heading.tokens", "chart.axis.round", tokens)
	return container.NewVBox(d.Result, d.how, d.EndedEarly, d.End.Object(), widget.NewSeparator(), d.Chart.Object())
}

// chartLines returns the chart's lines: a team's net tokens each, or the
// Hacker's tokens.
func (d *Screen) chartLines(g *decrypto.Game) []screens.ChartLine {
	if g.HackerMode() {
		h := g.Hacker()
		return screens.IntLines(g.TokenHistory(), []string{h.Name}, []string{h.Color})
	}
	var labels, colors []string
	for _, t := range g.Teams() {
		labels = append(labels, teamName(d.Ctx.T, t))
		colors = append(colors, chartColors[t.Color])
	}
	return screens.IntLines(g.TokenHistory(), labels, colors)
}

// updateOver says who won and how.
func (d *Screen) updateOver(g *decrypto.Game) {
	r, _ := g.Result()
	won := d.Ctx.T("decrypto.result.shared")
	if len(r.Winners) == 1 {
		won = d.Ctx.T("decrypto.result.wins", "Team", name(d.Ctx.T, g, r.Winners[0]))
	}
	screens.SetText(d.Result, won)
	screens.SetText(d.how, d.howDecided(g, r))
	screens.SetEndedEarly(d.EndedEarly, g.EndedEarly())
	d.Chart.Set(d.chartLines(g))
}

// howDecided says in a sentence what settled the game.
func (d *Screen) howDecided(g *decrypto.Game, r decrypto.Result) string {
	teams := g.Teams()
	switch r.By {
	case decrypto.ByClaim:
		if r.Winners[0] == decrypto.HackerSide {
			return d.Ctx.T("decrypto.by.hacker")
		}
		for i, t := range teams {
			if t.Color == r.Winners[0] && t.Interceptions >= decrypto.TokensToClaim {
				return d.Ctx.T("decrypto.by.interceptions", "Team", teamName(d.Ctx.T, t))
			} else if t.Color == r.Winners[0] {
				return d.Ctx.T("decrypto.by.miscommunications", "Team", teamName(d.Ctx.T, teams[1-i]))
			}
		}
	case decrypto.ByRounds:
		return d.Ctx.T("decrypto.by.rounds", "Count", decrypto.HackerRounds)
	case decrypto.ByEndHere:
		return d.Ctx.T("decrypto.by.ended")
	case decrypto.ByScore:
		return d.Ctx.T("decrypto.by.score", "WhiteTeam", teamName(d.Ctx.T, teams[0]), "White", teams[0].Score(), "BlackTeam", teamName(d.Ctx.T, teams[1]), "Black", teams[1].Score())
	case decrypto.ByKeywords:
		return d.Ctx.T("decrypto.by.keywords", "WhiteTeam", teamName(d.Ctx.T, teams[0]), "White", teams[0].KeywordGuess, "BlackTeam", teamName(d.Ctx.T, teams[1]), "Black", teams[1].KeywordGuess)
	}
	return d.Ctx.T("decrypto.by.shared")
}

// lastReveal says what the last revealed code brought, named by its round,
// since it stays through the next: the code, and an interception or a
// miscommunication; nothing before the first reveal.
func (d *Screen) lastReveal(g *decrypto.Game) string {
	rounds := g.Rounds()
	for r := len(rounds) - 1; r >= 0; r-- {
		turns := rounds[r].Turns
		for i := len(turns) - 1; i >= 0; i-- {
			t := turns[i]
			if !t.Revealed() {
				continue
			}
			text := d.Ctx.T("decrypto.revealed", "Round", rounds[r].Number, "Team", name(d.Ctx.T, g, t.Team), "Code", t.Code.String())
			if t.Intercepted {
				text += " " + d.Ctx.T("decrypto.revealed.intercepted")
			}
			if t.Miscommunication {
				text += " " + d.Ctx.T("decrypto.revealed.miscommunication")
			}
			if !t.Intercepted && !t.Miscommunication {
				text += " " + d.Ctx.T("decrypto.revealed.safe")
			}
			return text
		}
	}
	return ""
}
