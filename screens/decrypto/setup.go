package decrypto

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games"
	"tablecompanion/games/decrypto"
	"tablecompanion/screens"
)

// remember takes the choices of the table's last game: its players, their
// teams and the teams' names, the Hacker, and who draws the codes. A name
// that was only the team's colour is left for the colour's name in the
// language of the day.
func (d *Screen) remember(last decrypto.Setup) {
	var all games.Seats
	for i, t := range last.Teams {
		all = append(all, t.Players...)
		for _, p := range t.Players {
			d.sides[p.ID] = t.Color
		}
		if i < len(d.names) && !appNamed(t.Name, t.Color) {
			d.names[i] = t.Name
		}
	}
	if last.Hacker != nil {
		all = append(all, *last.Hacker)
		d.hacker, d.hackerID = true, last.Hacker.ID
	}
	d.manualCodes = !last.DrawCodes
	d.Setup.Choose(all)
}

// side returns the team colour of a chosen player: the one the table gave,
// or by default White and Black in turn round the table.
func (d *Screen) side(chosen games.Seats, i int) string {
	if s, ok := d.sides[chosen[i].ID]; ok {
		return s
	}
	return colors[i%2]
}

func (d *Screen) colorName(color string) string {
	if color == decrypto.Black {
		return d.Ctx.T("decrypto.black")
	}
	return d.Ctx.T("decrypto.white")
}

// buildOptions makes Decrypto's choices: the Hacker game for three, who
// plays on which team, the teams' names and keywords, and who draws the
// codes. The Black team's rows hide in the Hacker game.
func (d *Screen) buildOptions() fyne.CanvasObject {
	o := &d.opts
	*o = options{}
	d.HackerCheck = widget.NewCheck(d.Ctx.T("decrypto.setup.hacker_mode"), func(on bool) {
		if d.hacker != on {
			d.hacker = on
			d.refreshOptions()
		}
	})
	d.HackerCheck.Checked = d.hacker
	o.whoHacks = widget.NewLabel(d.Ctx.T("decrypto.setup.who_hacks"))
	d.HackerChoice = screens.NewEmptyChoice(func(name string) {
		for _, p := range d.Setup.Chosen() {
			if p.Name == name {
				d.hackerID = p.ID
			}
		}
	})
	o.sidesHint = widget.NewLabel(d.Ctx.T("decrypto.setup.sides_hint"))
	o.sidesHint.Wrapping = fyne.TextWrapWord
	o.sides = container.NewGridWrap(fyne.Size{})
	names := container.New(&screens.Columns{N: 2, Gap: theme.Padding()})
	box := container.NewVBox(d.HackerCheck, o.whoHacks, d.HackerChoice.Object(), o.sidesHint, o.sides, names)
	var words [2]fyne.CanvasObject
	for i, color := range colors {
		label := widget.NewLabel(d.Ctx.T("decrypto.setup.team_name", "Color", d.colorName(color)))
		e := widget.NewEntry()
		e.SetPlaceHolder(d.colorName(color))
		e.SetText(d.names[i])
		e.OnChanged = func(s string) {
			d.names[i] = s
			d.Setup.ShowStatus() // the status may name the team
		}
		d.TeamNames[i] = e
		names.Add(label)
		names.Add(e)
		note := widget.NewLabel(d.Ctx.T("decrypto.setup.keywords", "Color", d.colorName(color)))
		note.Wrapping = fyne.TextWrapWord
		words[i] = container.NewVBox(note, d.keywordEntries(i))
		box.Add(words[i])
		if color == decrypto.Black {
			o.blackName = [2]fyne.CanvasObject{label, e}
			o.blackWords = words[i]
		}
	}
	d.DrawCheck = widget.NewCheck(d.Ctx.T("decrypto.setup.draw_codes"), func(on bool) { d.manualCodes = !on })
	d.DrawCheck.Checked = !d.manualCodes
	box.Add(d.DrawCheck)
	return box
}

// refreshOptions shows the options again after the table changed one, and
// whether Start is ready for them.
func (d *Screen) refreshOptions() {
	d.Setup.Update()
}

// updateOptions offers the Hacker game to three players, and either the
// Hacker's choice or a button per player to move them between the teams.
func (d *Screen) updateOptions(chosen games.Seats) {
	o := &d.opts
	three := len(chosen) == 3
	hacker := d.hacker && three
	screens.SetVisible(d.HackerCheck, three)
	screens.SetVisible(o.whoHacks, hacker)
	screens.SetVisible(d.HackerChoice.Object(), hacker)
	if hacker {
		if chosen.Index(d.hackerID) < 0 {
			d.hackerID = chosen[len(chosen)-1].ID
		}
		d.HackerChoice.Set(chosen.Names(), chosen[chosen.Index(d.hackerID)].Name)
	}
	screens.SetVisible(o.sidesHint, !hacker)
	screens.SetVisible(o.sides, !hacker)
	for _, obj := range o.blackName {
		screens.SetVisible(obj, !hacker)
	}
	screens.SetVisible(o.blackWords, !hacker)
	d.SideButtons = nil
	if !hacker {
		d.updateSides(chosen)
	}
}

// updateSides labels a button per chosen player with the player's name and
// team, adding buttons as the choice outgrows them. The buttons are all as
// wide as the longest name on either team, so a tap that moves a player
// moves no button.
func (d *Screen) updateSides(chosen games.Seats) {
	o := &d.opts
	for len(o.sideButtons) < len(chosen) {
		i := len(o.sideButtons)
		b := screens.NewButton("", func() { d.flipSide(i) })
		o.sideButtons = append(o.sideButtons, b)
		o.sides.Add(b)
	}
	cell := fyne.NewSize(0, sideHeight)
	for i, b := range o.sideButtons {
		screens.SetVisible(b, i < len(chosen))
		if i >= len(chosen) {
			continue
		}
		p, color := chosen[i], d.side(chosen, i)
		importance := widget.MediumImportance
		if color == decrypto.Black {
			importance = widget.HighImportance
		}
		screens.SetButton(b, d.sideText(p, color), importance)
		for _, c := range colors {
			cell = cell.Max(screens.NewButton(d.sideText(p, c), nil).MinSize())
		}
	}
	if cell != o.sideCell {
		o.sideCell = cell
		o.sides.Layout = layout.NewGridWrapLayout(cell)
		o.sides.Refresh()
	}
	d.SideButtons = o.sideButtons[:len(chosen)]
}

func (d *Screen) sideText(p games.Player, color string) string {
	return p.Name + " · " + d.colorName(color)
}

// flipSide moves the chosen player at i to the other team.
func (d *Screen) flipSide(i int) {
	chosen := d.Setup.Chosen()
	if i >= len(chosen) {
		return
	}
	if d.side(chosen, i) == decrypto.White {
		d.sides[chosen[i].ID] = decrypto.Black
	} else {
		d.sides[chosen[i].ID] = decrypto.White
	}
	d.refreshOptions()
}

// keywordEntries are a team's four keyword fields, hidden as passwords are:
// the other team must not read them over a shoulder.
func (d *Screen) keywordEntries(team int) fyne.CanvasObject {
	row := container.NewGridWithColumns(decrypto.Keywords)
	for k := range decrypto.Keywords {
		e := widget.NewPasswordEntry()
		e.SetPlaceHolder(strconv.Itoa(k + 1))
		e.SetText(d.keywords[team][k])
		e.OnChanged = func(s string) { d.keywords[team][k] = s }
		d.KeywordEntries[team][k] = e
		row.Add(e)
	}
	return row
}

// keywordsOf returns a team's keywords as typed, or none when the team left
// them all empty; the engine refuses a partial set.
func (d *Screen) keywordsOf(team int) []string {
	for _, w := range d.keywords[team] {
		if strings.TrimSpace(w) != "" {
			return d.keywords[team][:]
		}
	}
	return nil
}

// teamName is the name the table gave a team, or its colour's name.
func (d *Screen) teamName(i int, color string) string {
	if d.names[i] != "" {
		return d.names[i]
	}
	return d.colorName(color)
}

// start begins the game with the chosen players and options.
func (d *Screen) start(chosen games.Seats) error {
	setup := d.setupFor(chosen)
	if setup.DrawCodes {
		setup.Seed = uint64(d.now().UnixNano())
	}
	m, err := decrypto.New(setup)
	if err != nil {
		return err
	}
	d.SetMatch(m)
	d.Ctx.Commit()
	return nil
}

// checkTeams says before Start when the teams are not of roughly equal
// size, and which way a player should move.
func (d *Screen) checkTeams(chosen games.Seats) error {
	return decrypto.CheckBalance(d.setupFor(chosen))
}

// setupFor returns the game's setup for the chosen players and options, its
// seed left for start to draw.
func (d *Screen) setupFor(chosen games.Seats) decrypto.Setup {
	setup := decrypto.Setup{DrawCodes: !d.manualCodes}
	if d.hacker && len(chosen) == 3 {
		team := decrypto.TeamSetup{Name: d.teamName(0, decrypto.White), Color: decrypto.White, Keywords: d.keywordsOf(0)}
		for _, p := range chosen {
			if p.ID == d.hackerID {
				h := p
				setup.Hacker = &h
			} else {
				team.Players = append(team.Players, p)
			}
		}
		setup.Teams = []decrypto.TeamSetup{team}
	} else {
		teams := []decrypto.TeamSetup{
			{Name: d.teamName(0, decrypto.White), Color: decrypto.White, Keywords: d.keywordsOf(0)},
			{Name: d.teamName(1, decrypto.Black), Color: decrypto.Black, Keywords: d.keywordsOf(1)},
		}
		for i, p := range chosen {
			t := 0
			if d.side(chosen, i) == decrypto.Black {
				t = 1
			}
			teams[t].Players = append(teams[t].Players, p)
		}
		setup.Teams = teams
	}
	return setup
}
