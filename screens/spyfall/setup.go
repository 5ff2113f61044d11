package spyfall

import (
	"image/color"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games"
	"tablecompanion/games/spyfall"
	"tablecompanion/screens"
)

// rounds returns the number of rounds chosen.
func (s *Screen) rounds() int {
	if s.opts.rounds == 0 {
		return spyfall.DefaultRounds
	}
	return s.opts.rounds
}

// spies returns the number of spies for n players: the table's choice, the
// book's advice until it chooses, and always two at twelve.
func (s *Screen) spies(n int) int {
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
func (s *Screen) length(n int) time.Duration {
	if s.opts.length == 0 {
		return spyfall.DefaultRoundLength(n)
	}
	return s.opts.length
}

// buildOptions makes Spyfall's choices once: the rounds, the spies, the
// round's length, the known-spies variant, the roles, the locations and
// the first dealer. Their texts follow the players chosen in updateOptions; none of
// them changes its height, so ticking a player moves nothing.
func (s *Screen) buildOptions() fyne.CanvasObject {
	// The list of locations is made again in the current language.
	s.locations = nil
	s.RoundsLabel = screens.BoldLabel("")
	s.RoundsMinus, s.RoundsPlus = s.stepper(func(step int) {
		s.opts.rounds = min(max(s.rounds()+step, 1), maxRounds)
	})
	s.SpiesChoice = widget.NewRadioGroup(nil, func(pick string) {
		switch pick {
		case s.Ctx.T("spyfall.option.one_spy"):
			s.opts.spies = 1
		case s.Ctx.T("spyfall.option.two_spies"):
			s.opts.spies = 2
		default:
			return
		}
		s.refreshOptions()
	})
	s.SpiesChoice.Horizontal = true
	s.SpiesChoice.Required = true
	s.SpiesHint = widget.NewLabel("")
	s.LengthLabel = screens.BoldLabel("")
	s.LengthMinus, s.LengthPlus = s.stepper(func(step int) {
		n := len(s.Setup.Chosen())
		s.opts.length = min(max(s.length(n)+time.Duration(step)*time.Minute, time.Minute), maxLength)
	})
	s.KnownCheck = widget.NewCheck(s.Ctx.T("spyfall.option.known_spies"), func(on bool) { s.opts.known = on })
	s.RolesCheck = widget.NewCheck(s.Ctx.T("spyfall.option.roles"), func(on bool) { s.opts.roles = on })
	s.RolesHint = widget.NewLabel(s.Ctx.T("spyfall.option.roles_hint"))
	s.RolesHint.Wrapping = fyne.TextWrapWord
	s.LocationsLabel = screens.BoldLabel("")
	s.LocationsButton = screens.NewButtonWithIcon(s.Ctx.T("spyfall.option.locations_edit"), theme.ListIcon(), s.confirmLocations)
	s.FirstDealer = screens.NewSelect(s.Ctx.T, nil, func(name string) {
		for _, p := range s.Setup.Chosen() {
			if p.Name == name {
				s.opts.first = p.ID
			}
		}
	})
	var rounds, minutes []string
	for n := 1; n <= max(maxRounds, int(maxLength/time.Minute)); n++ {
		rounds = append(rounds, s.Ctx.T("spyfall.option.rounds_count", "Count", n))
		minutes = append(minutes, s.Ctx.T("spyfall.option.minutes", "Count", n))
	}
	return container.New(&screens.Columns{N: 2, Gap: theme.Padding()},
		widget.NewLabel(s.Ctx.T("spyfall.option.rounds")), container.NewHBox(s.RoundsMinus, steadyLabel(s.RoundsLabel, rounds), s.RoundsPlus),
		widget.NewLabel(s.Ctx.T("spyfall.option.spies")), container.NewVBox(s.SpiesChoice, s.SpiesHint),
		widget.NewLabel(s.Ctx.T("spyfall.option.round_length")), container.NewHBox(s.LengthMinus, steadyLabel(s.LengthLabel, minutes), s.LengthPlus),
		widget.NewLabel(""), s.KnownCheck,
		widget.NewLabel(""), container.NewVBox(s.RolesCheck, s.RolesHint),
		widget.NewLabel(s.Ctx.T("spyfall.option.locations")), container.NewHBox(s.LocationsLabel, s.LocationsButton),
		widget.NewLabel(s.Ctx.T("spyfall.option.first_dealer")), container.NewHBox(s.FirstDealer, widget.NewLabel(s.Ctx.T("spyfall.option.first_dealer_hint"))),
	)
}

// updateOptions shows the choices for the chosen players: the book's
// advice until the table chooses, two spies at twelve, and the first dealer
// among those who play.
func (s *Screen) updateOptions(chosen games.Seats) {
	n := len(chosen)
	screens.SetText(s.RoundsLabel, s.Ctx.T("spyfall.option.rounds_count", "Count", s.rounds()))
	screens.SetEnabled(s.RoundsMinus, s.rounds() > 1)
	screens.SetEnabled(s.RoundsPlus, s.rounds() < maxRounds)

	one, two := s.Ctx.T("spyfall.option.one_spy"), s.Ctx.T("spyfall.option.two_spies")
	selected := one
	if s.spies(n) == 2 {
		selected = two
	}
	screens.SetRadio(s.SpiesChoice, []string{one, two}, selected)
	screens.SetEnabled(s.SpiesChoice, n != spyfall.MaxPlayers)
	hint := "spyfall.option.spies_advice"
	if n == spyfall.MaxPlayers {
		hint = "spyfall.option.spies_required"
	}
	screens.SetText(s.SpiesHint, s.Ctx.T(hint, "Count", spyfall.RecommendedSpies(n)))

	screens.SetText(s.LengthLabel, s.Ctx.T("spyfall.option.minutes", "Count", int(s.length(n)/time.Minute)))
	screens.SetEnabled(s.LengthMinus, s.length(n) > time.Minute)
	screens.SetEnabled(s.LengthPlus, s.length(n) < maxLength)

	// The variant needs two spies; the choice is kept for when there are.
	twoSpies := s.spies(n) == 2
	screens.SetEnabled(s.KnownCheck, twoSpies)
	if checked := s.opts.known && twoSpies; s.KnownCheck.Checked != checked {
		s.KnownCheck.Checked = checked
		s.KnownCheck.Refresh()
	}

	if s.RolesCheck.Checked != s.opts.roles {
		// Set without OnChanged: the check shows the choice held.
		s.RolesCheck.Checked = s.opts.roles
		s.RolesCheck.Refresh()
	}

	screens.SetText(s.LocationsLabel, s.Ctx.T("spyfall.option.locations_count", "Count", s.locationCount()))

	if chosen.Index(s.opts.first) < 0 {
		s.opts.first = chosen[0].ID
	}
	names, first := chosen.Names(), chosen[chosen.Index(s.opts.first)].Name
	if !slices.Equal(s.FirstDealer.Options, names) || s.FirstDealer.Selected != first {
		// Set without OnChanged: the screen shows a choice it holds.
		s.FirstDealer.Options, s.FirstDealer.Selected = names, first
		s.FirstDealer.Refresh()
	}
}

// steadyLabel centres the label in a box as wide as the widest of the texts
// it may show, so the button after it stays where it is when the count
// changes.
func steadyLabel(l *widget.Label, texts []string) fyne.CanvasObject {
	var widest float32
	for _, t := range texts {
		widest = max(widest, fyne.MeasureText(t, theme.TextSize(), l.TextStyle).Width)
	}
	l.Alignment = fyne.TextAlignCenter
	strut := canvas.NewRectangle(color.Transparent)
	strut.SetMinSize(fyne.NewSize(widest+2*theme.InnerPadding(), 0))
	return container.NewStack(strut, l)
}

// refreshOptions shows the options again after the table changed one.
func (s *Screen) refreshOptions() {
	if s.Setup.InRange() {
		s.updateOptions(s.Setup.Chosen())
	}
}

// stepper returns a − and a + button that change a setting by one step.
func (s *Screen) stepper(change func(step int)) (minus, plus *screens.Button) {
	minus = screens.NewButtonWithIcon("", theme.ContentRemoveIcon(), func() { change(-1); s.refreshOptions() })
	plus = screens.NewButtonWithIcon("", theme.ContentAddIcon(), func() { change(1); s.refreshOptions() })
	return minus, plus
}

// locationCount returns the number of locations the setup plays with.
func (s *Screen) locationCount() int {
	n := len(s.opts.custom)
	for _, id := range spyfall.StandardIDs {
		if !s.opts.off[id] {
			n++
		}
	}
	return n
}

// own is the list of the table's own locations: a row per name with
// its remove button, kept and hidden when the list shrinks.
type own struct {
	box     *fyne.Container
	rows    []fyne.CanvasObject
	names   []*widget.Label
	removes []*screens.Button
	message *widget.Label
}

// buildLocationList makes the list of locations: a check per box location
// and the table's own, which it adds by name.
func (s *Screen) buildLocationList() fyne.CanvasObject {
	s.LocationChecks = nil
	grid := container.NewGridWithColumns(2)
	for _, id := range spyfall.StandardIDs {
		check := widget.NewCheck(s.Ctx.T("spyfall.location."+id), func(on bool) {
			if on {
				delete(s.opts.off, id)
			} else {
				s.opts.off[id] = true
			}
			s.refreshOptions()
		})
		s.LocationChecks = append(s.LocationChecks, check)
		grid.Add(check)
	}
	s.own = own{box: container.NewVBox()}
	s.CustomEntry = widget.NewEntry()
	s.CustomEntry.SetPlaceHolder(s.Ctx.T("spyfall.locations.own_hint"))
	s.CustomEntry.OnSubmitted = func(string) { s.addCustom() }
	s.AddCustom = screens.NewButtonWithIcon(s.Ctx.T("spyfall.locations.add"), theme.ContentAddIcon(), s.addCustom)
	s.own.message = screens.NewMessageLabel()
	return container.NewVScroll(container.NewVBox(
		screens.BoldLabel(s.Ctx.T("spyfall.locations.box")), grid,
		screens.BoldLabel(s.Ctx.T("spyfall.locations.own")),
		container.NewBorder(nil, nil, nil, s.AddCustom, s.CustomEntry), s.own.message, s.own.box))
}

// updateLocationList shows the locations chosen and the table's own.
func (s *Screen) updateLocationList() {
	for i, id := range spyfall.StandardIDs {
		if c := s.LocationChecks[i]; c.Checked == s.opts.off[id] {
			// Set without OnChanged: the list shows the choice.
			c.Checked = !s.opts.off[id]
			c.Refresh()
		}
	}
	o := &s.own
	for len(o.rows) < len(s.opts.custom) {
		k := len(o.rows)
		remove := screens.NewButtonWithIcon("", theme.DeleteIcon(), func() {
			s.opts.custom = slices.Delete(s.opts.custom, k, k+1)
			s.updateLocationList()
			s.refreshOptions()
		})
		name := widget.NewLabel("")
		name.Truncation = fyne.TextTruncateEllipsis
		row := container.NewBorder(nil, nil, remove, nil, name)
		o.rows, o.names, o.removes = append(o.rows, row), append(o.names, name), append(o.removes, remove)
		o.box.Add(row)
	}
	for k, row := range o.rows {
		if k < len(s.opts.custom) {
			screens.SetText(o.names[k], s.opts.custom[k])
		}
		screens.SetVisible(row, k < len(s.opts.custom))
	}
	s.CustomRemove = o.removes[:len(s.opts.custom)]
}

// addCustom adds the location typed in, unless it is blank or already on
// the list.
func (s *Screen) addCustom() {
	name := strings.TrimSpace(s.CustomEntry.Text)
	switch {
	case name == "":
		screens.SetText(s.own.message, s.Ctx.Catalog.Error(games.Refuse("spyfall.setup.location_blank")))
	case slices.ContainsFunc(s.opts.custom, func(c string) bool { return games.Fold(c) == games.Fold(name) }):
		screens.SetText(s.own.message, s.Ctx.Catalog.Error(games.Refuse("spyfall.setup.location_twice")))
	default:
		s.opts.custom = append(s.opts.custom, name)
		s.CustomEntry.SetText("")
		screens.SetText(s.own.message, "")
		s.updateLocationList()
		s.refreshOptions()
	}
}
