//go:build ignore

package screens

import (
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games"
	"tablecompanion/games/spyfall"
)

// rounds returns the number of rounds chosen.
func (s *Spyfall) rounds() int {
	if s.opts.rounds == 0 {
		return spyfall.DefaultRounds
	}
	return s.opts.rounds
}

// spies returns the number of spies for n players: the table's choice, the
// book's advice until it chooses, and always two at twelve.
func (s *Spyfall) spies(n int) int {
	switch {
	case n == spyfall.MaxPlayers:
		return 2
	case s.opts.spies == 0:
		return spyfall.RecommendedSpies(n)
	}
	return s.opts.spies
}

// length returns the round's clock for n players: the table's choice or the
// book's length.
func (s *Spyfall) length(n int) time.Duration {
	if s.opts.length == 0 {
		return spyfall.DefaultRoundLength(n)
	}
	return s.opts.length
}

// options are Spyfall's choices for the chosen players.
func (s *Spyfall) options(chosen games.Seats) fyne.CanvasObject {
	n := len(chosen)
	s.RoundsLabel = boldLabel(s.ctx.T("spyfall.option.rounds_count", "Count", s.rounds()))
	s.RoundsMinus, s.RoundsPlus = s.stepper(func(step int) {
		s.opts.rounds = min(max(s.rounds()+step, 1), spyfallMaxRounds)
	})
	if s.rounds() == 1 {
		s.RoundsMinus.Disable()
	}
	if s.rounds() == spyfallMaxRounds {
		s.RoundsPlus.Disable()
	}

	one, two := s.ctx.T("spyfall.option.one_spy"), s.ctx.T("spyfall.option.two_spies")
	s.SpiesChoice = widget.NewRadioGroup([]string{one, two}, func(pick string) {
		if pick == "" {
			return
		}
		s.opts.spies = 1
		if pick == two {
			s.opts.spies = 2
		}
		s.ctx.Redraw()
	})
	s.SpiesChoice.Horizontal = true
	s.SpiesChoice.Required = true
	s.SpiesChoice.Selected = one
	if s.spies(n) == 2 {
		s.SpiesChoice.Selected = two
	}
	hint := "spyfall.option.spies_advice"
	if n == spyfall.MaxPlayers {
		s.SpiesChoice.Disable()
		hint = "spyfall.option.spies_required"
	}
	s.SpiesHint = widget.NewLabel(s.ctx.T(hint, "Count", spyfall.RecommendedSpies(n)))

	minutes := int(s.length(n) / time.Minute)
	s.LengthLabel = boldLabel(s.ctx.T("spyfall.option.minutes", "Count", minutes))
	s.LengthMinus, s.LengthPlus = s.stepper(func(step int) {
		s.opts.length = min(max(s.length(n)+time.Duration(step)*time.Minute, time.Minute), spyfallMaxLength)
	})
	if s.length(n) <= time.Minute {
		s.LengthMinus.Disable()
	}
	if s.length(n) >= spyfallMaxLength {
		s.LengthPlus.Disable()
	}

	s.KnownCheck = widget.NewCheck(s.ctx.T("spyfall.option.known_spies"), func(on bool) { s.opts.known = on })
	s.KnownCheck.Checked = s.opts.known
	if s.spies(n) != 2 {
		s.KnownCheck.Checked = false
		s.KnownCheck.Disable()
	}

	s.LocationsLabel = boldLabel(s.ctx.T("spyfall.option.locations_count", "Count", s.locationCount()))
	s.LocationsButton = widget.NewButtonWithIcon(s.ctx.T("spyfall.option.locations_edit"), theme.ListIcon(), s.confirmLocations)

	var playerNames []string
	for _, p := range chosen {
		playerNames = append(playerNames, p.Name)
	}
	if chosen.Index(s.opts.first) < 0 {
		s.opts.first = chosen[0].ID
	}
	s.FirstDealer = widget.NewSelect(playerNames, func(name string) {
		if i := slices.IndexFunc(chosen, func(p games.Player) bool { return p.Name == name }); i >= 0 {
			s.opts.first = chosen[i].ID
		}
	})
	s.FirstDealer.Selected = chosen[chosen.Index(s.opts.first)].Name

	return container.New(&columns{n: 2, gap: theme.Padding()},
		widget.NewLabel(s.ctx.T("spyfall.option.rounds")), container.NewHBox(s.RoundsMinus, s.RoundsLabel, s.RoundsPlus),
		widget.NewLabel(s.ctx.T("spyfall.option.spies")), container.NewHBox(s.SpiesChoice, s.SpiesHint),
		widget.NewLabel(s.ctx.T("spyfall.option.round_length")), container.NewHBox(s.LengthMinus, s.LengthLabel, s.LengthPlus),
		widget.NewLabel(""), s.KnownCheck,
		widget.NewLabel(s.ctx.T("spyfall.option.locations")), container.NewHBox(s.LocationsLabel, s.LocationsButton),
		widget.NewLabel(s.ctx.T("spyfall.option.first_dealer")), container.NewHBox(s.FirstDealer, widget.NewLabel(s.ctx.T("spyfall.option.first_dealer_hint"))),
	)
}

// stepper returns a − and a + button that change a setting by one step and
// redraw the setup.
func (s *Spyfall) stepper(change func(step int)) (minus, plus *widget.Button) {
	minus = widget.NewButtonWithIcon("", theme.ContentRemoveIcon(), func() { change(-1); s.ctx.Redraw() })
	plus = widget.NewButtonWithIcon("", theme.ContentAddIcon(), func() { change(1); s.ctx.Redraw() })
	return minus, plus
}

// locationCount returns the number of locations the setup plays with.
func (s *Spyfall) locationCount() int {
	n := len(s.opts.custom)
	for _, id := range spyfall.StandardIDs {
		if !s.opts.off[id] {
			n++
		}
	}
	return n
}

// locationList is the list of locations: a check per box location and the
// table's own, which it adds by name.
func (s *Spyfall) locationList() fyne.CanvasObject {
	s.LocationChecks = nil
	grid := container.NewGridWithColumns(3)
	for _, id := range spyfall.StandardIDs {
		check := widget.NewCheck(s.ctx.T("spyfall.location."+id), func(on bool) {
			if on {
				delete(s.opts.off, id)
			} else {
				s.opts.off[id] = true
			}
		})
		check.Checked = !s.opts.off[id]
		s.LocationChecks = append(s.LocationChecks, check)
		grid.Add(check)
	}
	own := container.NewVBox()
	s.CustomEntry = widget.NewEntry()
	s.CustomEntry.SetPlaceHolder(s.ctx.T("spyfall.locations.own_hint"))
	message := widget.NewLabel("")
	message.Importance = widget.DangerImportance
	var showOwn func()
	add := func() {
		name := strings.TrimSpace(s.CustomEntry.Text)
		switch {
		case name == "":
			message.SetText(s.ctx.Catalog.Error(games.Refuse("spyfall.setup.location_blank")))
		case slices.ContainsFunc(s.opts.custom, func(c string) bool { return games.Fold(c) == games.Fold(name) }):
			message.SetText(s.ctx.Catalog.Error(games.Refuse("spyfall.setup.location_twice")))
		default:
			s.opts.custom = append(s.opts.custom, name)
			s.CustomEntry.SetText("")
			message.SetText("")
			showOwn()
		}
	}
	s.CustomEntry.OnSubmitted = func(string) { add() }
	s.AddCustom = widget.NewButtonWithIcon(s.ctx.T("spyfall.locations.add"), theme.ContentAddIcon(), add)
	showOwn = func() {
		own.RemoveAll()
		s.CustomRemove = nil
		for i, name := range s.opts.custom {
			remove := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() {
				s.opts.custom = slices.Delete(s.opts.custom, i, i+1)
				showOwn()
			})
			s.CustomRemove = append(s.CustomRemove, remove)
			own.Add(container.NewHBox(remove, widget.NewLabel(name)))
		}
	}
	showOwn()
	return container.NewVScroll(container.NewVBox(
		boldLabel(s.ctx.T("spyfall.locations.box")), grid,
		boldLabel(s.ctx.T("spyfall.locations.own")),
		container.NewBorder(nil, nil, nil, s.AddCustom, s.CustomEntry), message, own))
}
