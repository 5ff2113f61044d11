//go:build ignore

package screens

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games/decrypto"
)

// tokens shows each side's tokens as counters that say at a glance who is
// one token from the end: a counter at one of two is in the warning colour,
// at two in the error colour.
func (d *Decrypto) tokens(g *decrypto.Game) fyne.CanvasObject {
	d.Interceptions, d.Miscommunications, d.HackerTokens = nil, nil, nil
	grid := container.New(&columns{n: 3, gap: theme.Padding() * 2})
	grid.Add(widget.NewLabel(""))
	if g.HackerMode() {
		grid.Add(boldLabel(d.ctx.T("decrypto.tokens.hacker")))
		grid.Add(widget.NewLabel(""))
		d.HackerTokens = tokenLabel(g.HackerTokens())
		grid.Add(boldLabel(d.name(g, decrypto.HackerSide)))
		grid.Add(container.NewHBox(tokenDots(g.HackerTokens(), true), d.HackerTokens))
		grid.Add(widget.NewLabel(d.ctx.T("decrypto.hacker_rounds_left", "Count", decrypto.HackerRounds-g.Round()+1)))
		return grid
	}
	grid.Add(boldLabel(d.ctx.T("decrypto.tokens.interceptions")))
	grid.Add(boldLabel(d.ctx.T("decrypto.tokens.miscommunications")))
	for _, t := range g.Teams() {
		in, mis := tokenLabel(t.Interceptions), tokenLabel(t.Miscommunications)
		d.Interceptions = append(d.Interceptions, in)
		d.Miscommunications = append(d.Miscommunications, mis)
		grid.Add(container.NewHBox(teamMark(t.Color), boldLabel(t.Name)))
		grid.Add(container.NewHBox(tokenDots(t.Interceptions, false), in))
		grid.Add(container.NewHBox(tokenDots(t.Miscommunications, true), mis))
	}
	return grid
}

// tokenLabel is a count of tokens out of the two that end the game, in the
// colour of how close that is.
func tokenLabel(n int) *widget.Label {
	l := bigLabel(strconv.Itoa(n)+" / "+strconv.Itoa(decrypto.TokensToClaim), theme.SizeNameSubHeadingText)
	switch {
	case n >= decrypto.TokensToClaim:
		l.Importance = widget.DangerImportance
	case n == decrypto.TokensToClaim-1:
		l.Importance = widget.WarningImportance
	}
	return l
}

// tokenDots draws the tokens as the table has them: a white disc for an
// interception, a black one for a miscommunication, empty rings for the
// ones not taken.
func tokenDots(n int, black bool) fyne.CanvasObject {
	fill := color.Color(color.White)
	if black {
		fill = color.Black
	}
	row := container.NewHBox()
	for i := range decrypto.TokensToClaim {
		// A token not taken is a small faint ring, so a white token stands
		// out on the light theme too.
		c := canvas.NewCircle(color.Transparent)
		c.StrokeColor = theme.Color(theme.ColorNameDisabled)
		c.StrokeWidth = 1.5
		size := float32(16)
		if i < n {
			c.FillColor = fill
			c.StrokeColor = theme.Color(theme.ColorNameForeground)
			c.StrokeWidth = 3
			size = 28
		}
		row.Add(container.NewCenter(container.NewGridWrap(fyne.NewSquareSize(28), container.NewCenter(container.NewGridWrap(fyne.NewSquareSize(size), c)))))
	}
	return row
}

// teamMark is a square in the team's colour.
func teamMark(team string) fyne.CanvasObject {
	r := canvas.NewRectangle(color.White)
	if team == decrypto.Black {
		r.FillColor = color.Black
	}
	r.StrokeColor = color.NRGBA{0x80, 0x80, 0x80, 0xff}
	r.StrokeWidth = 2
	return container.NewCenter(container.NewGridWrap(fyne.NewSquareSize(22), r))
}

// sheet is a team's clue sheet: a row per round with the three clues, the
// interception, the decode and the true code, and below it the clues
// grouped by the keyword they stood for. A clue the engine warns about is
// in the warning colour.
func (d *Decrypto) sheet(g *decrypto.Game, t decrypto.Team) fyne.CanvasObject {
	header := []string{
		d.ctx.T("decrypto.sheet.round"), d.ctx.T("decrypto.sheet.clue", "Number", 1), d.ctx.T("decrypto.sheet.clue", "Number", 2),
		d.ctx.T("decrypto.sheet.clue", "Number", 3), d.ctx.T("decrypto.sheet.intercept"), d.ctx.T("decrypto.sheet.decode"), d.ctx.T("decrypto.sheet.code"),
	}
	grid := container.New(&columns{n: len(header), gap: theme.Padding()})
	for _, h := range header {
		grid.Add(boldLabel(h))
	}
	for _, r := range g.Rounds() {
		turn := turnOf(r, t.Color)
		if !turn.CluesGiven {
			continue
		}
		row := []*widget.Label{widget.NewLabel(strconv.Itoa(r.Number))}
		for _, c := range turn.Clues {
			l := widget.NewLabel(c.Text)
			if c.Warned() {
				l.Importance = widget.WarningImportance
				l.TextStyle.Bold = true
			}
			row = append(row, l)
		}
		intercept := widget.NewLabel(turn.Interception.String())
		if turn.Intercepted {
			intercept.Importance = widget.DangerImportance
			intercept.TextStyle.Bold = true
		}
		decode := widget.NewLabel(turn.Decode.String())
		if turn.Miscommunication {
			decode.Importance = widget.DangerImportance
			decode.TextStyle.Bold = true
		}
		code := boldLabel(turn.Code.String())
		row = append(row, intercept, decode, code)
		d.Sheets[t.Color] = append(d.Sheets[t.Color], row)
		for _, l := range row {
			grid.Add(l)
		}
	}
	title := container.NewHBox(teamMark(t.Color), bigLabel(d.ctx.T("decrypto.sheet.title", "Team", t.Name), theme.SizeNameSubHeadingText))
	return container.NewVBox(title, grid, boldLabel(d.ctx.T("decrypto.sheet.by_keyword")), d.byKeyword(g, t.Color))
}

// byKeyword is the lower part of the paper sheet: four columns, one per
// keyword, with the clues that stood for it.
func (d *Decrypto) byKeyword(g *decrypto.Game, team string) fyne.CanvasObject {
	grouped := g.CluesByKeyword(team)
	var labels [decrypto.Keywords][]*widget.Label
	grid := container.NewGridWithColumns(decrypto.Keywords)
	for k, clues := range grouped {
		col := container.NewVBox(bigLabel(strconv.Itoa(k+1), theme.SizeNameSubHeadingText))
		for _, c := range clues {
			l := widget.NewLabel(c.Text)
			l.Wrapping = fyne.TextWrapWord
			if c.Warned() {
				l.Importance = widget.WarningImportance
				l.TextStyle.Bold = true
			}
			labels[k] = append(labels[k], l)
			col.Add(l)
		}
		bg := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
		bg.CornerRadius = theme.InputRadiusSize()
		grid.Add(container.NewStack(bg, col))
	}
	d.ByKeyword[team] = labels
	return grid
}

// turnOf returns a team's turn in a round.
func turnOf(r decrypto.Round, team string) decrypto.Turn {
	for _, t := range r.Turns {
		if t.Team == team {
			return t
		}
	}
	return decrypto.Turn{}
}
