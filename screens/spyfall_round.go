//go:build ignore

package screens

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games/spyfall"
)

// Sizes that make the round readable and tappable across a table.
const (
	spyfallClockSize   = 150
	spyfallTallButton  = 64
	spyfallNameColumns = 4
)

// heading says the round and its dealer.
func (s *Spyfall) heading(g *spyfall.Game) *widget.Label {
	s.Heading = bigLabel(s.ctx.T("spyfall.round.heading", "Round", g.Round(), "Rounds", g.Rounds(),
		"Player", g.Players()[g.Dealer()].Name), theme.SizeNameSubHeadingText)
	s.Heading.Wrapping = fyne.TextWrapWord
	return s.Heading
}

// clockFace is the round's time in numbers big enough for the whole room.
func (s *Spyfall) clockFace() fyne.CanvasObject {
	s.Clock = canvas.NewText("", theme.Color(theme.ColorNameForeground))
	s.Clock.TextSize = spyfallClockSize
	s.Clock.TextStyle = fyne.TextStyle{Bold: true}
	s.Clock.Alignment = fyne.TextAlignCenter
	s.showClock()
	return s.Clock
}

// nameButtons returns a button per seat in a grid; tap gets the seat.
func (s *Spyfall) nameButtons(g *spyfall.Game, tap func(seat int)) ([]*widget.Button, *fyne.Container) {
	grid := container.NewGridWithColumns(min(spyfallNameColumns, len(g.Players())))
	var out []*widget.Button
	for i, p := range g.Players() {
		b := widget.NewButton(p.Name, func() { tap(i) })
		out = append(out, b)
		grid.Add(tall(b, spyfallTallButton))
	}
	return out, grid
}

// dealView waits for the next deal and sums up the round before.
func (s *Spyfall) dealView(g *spyfall.Game) fyne.CanvasObject {
	box := container.NewVBox(s.heading(g))
	if res := g.Results(); len(res) > 0 {
		box.Add(s.outcome(g, res[len(res)-1]))
		box.Add(widget.NewSeparator())
	}
	s.DealButton = widget.NewButtonWithIcon(s.ctx.T("spyfall.deal_button"), theme.MediaPlayIcon(), s.Deal)
	s.DealButton.Importance = widget.HighImportance
	left := len(g.InPlay())
	box.Add(widget.NewLabel(s.ctx.T("spyfall.deal_hint", "Player", g.Players()[g.Dealer()].Name)))
	box.Add(tall(s.DealButton, spyfallTallButton))
	box.Add(widget.NewLabel(s.ctx.T("spyfall.locations.left", "Count", left)))
	if left == 0 {
		s.DealButton.Disable()
		box.Add(widget.NewLabel(s.ctx.T("spyfall.locations.none_left")))
	}
	s.ReshuffleButton = nil
	if left == 0 || len(g.Results()) >= spyfall.ReshuffleAfter {
		s.ReshuffleButton = widget.NewButtonWithIcon(s.ctx.T("spyfall.reshuffle_button"), theme.ViewRefreshIcon(),
			func() { s.do(spyfall.Action{Op: spyfall.OpReshuffle}) })
		box.Add(container.NewHBox(s.ReshuffleButton))
	}
	box.Add(s.Message)
	return box
}

// talkView is the round under way: the clock, the cards, the accusations
// and a spy's stop.
func (s *Spyfall) talkView(g *spyfall.Game) fyne.CanvasObject {
	started := s.clock.timer.Started()
	s.StartButton = widget.NewButtonWithIcon(s.ctx.T("spyfall.clock.start"), theme.MediaPlayIcon(), s.ToggleClock)
	switch {
	case !s.clock.held:
		s.StartButton.SetText(s.ctx.T("spyfall.clock.pause"))
		s.StartButton.SetIcon(theme.MediaPauseIcon())
	case started:
		s.StartButton.SetText(s.ctx.T("spyfall.clock.resume"))
	}
	s.StartButton.Importance = widget.HighImportance
	keys := widget.NewLabel(s.ctx.T("spyfall.keys"))
	keys.TextStyle.Italic = true
	box := container.NewVBox(s.heading(g), s.clockFace(), tall(s.StartButton, spyfallTallButton), keys, s.Message)
	s.CardsButton = nil
	if !started || s.draft.cards {
		box.Add(s.cardsPanel(g))
	} else {
		s.CardsButton = widget.NewButtonWithIcon(s.ctx.T("spyfall.cards.again"), theme.VisibilityIcon(), func() {
			s.draft.cards = true
			s.ctx.Redraw()
		})
		box.Add(container.NewHBox(s.CardsButton))
	}
	box.Add(widget.NewSeparator())
	if s.draft.stopping() {
		box.Add(s.stopPanel(g))
		return box
	}
	box.Add(s.accusePanel(g))
	s.StopButton = widget.NewButtonWithIcon(s.ctx.T("spyfall.stop_button"), theme.WarningIcon(), func() {
		s.draft.stopper = stopPicking
		s.ctx.Redraw()
	})
	box.Add(widget.NewSeparator())
	box.Add(tall(s.StopButton, spyfallTallButton))
	return box
}

// stopPicking is the draft's stopper while the spy is being picked.
const stopPicking = -2

// stopping reports whether a spy's stop is being entered.
func (d *spyfallDraft) stopping() bool { return d.stopper != -1 }

// cardsPanel passes the tablet round: a player taps their name, holds the
// card to see it and lets go before passing it on.
func (s *Spyfall) cardsPanel(g *spyfall.Game) fyne.CanvasObject {
	hint := widget.NewLabel(s.ctx.T("spyfall.cards.hint"))
	hint.Wrapping = fyne.TextWrapWord
	var grid *fyne.Container
	s.CardButtons, grid = s.nameButtons(g, func(seat int) {
		s.draft.viewer = seat
		s.ctx.Redraw()
	})
	for i, b := range s.CardButtons {
		if s.draft.seen[i] {
			b.SetIcon(theme.ConfirmIcon())
		}
		if i == s.draft.viewer {
			b.Importance = widget.HighImportance
		}
	}
	box := container.NewVBox(boldLabel(s.ctx.T("spyfall.cards.title")), hint, grid)
	s.Card = nil
	if v := s.draft.viewer; v >= 0 {
		s.Card = NewHoldCard(s.ctx.T("spyfall.cards.hold", "Player", g.Players()[v].Name), s.secret(g, v), fyne.NewSize(320, 140), func() {
			s.draft.seen[v] = true
			s.draft.viewer = -1
			s.ctx.Redraw()
		})
		box.Add(s.Card)
	}
	return box
}

// secret is what the seat's card says: the location, or that they are a
// spy, and who the other spy is when the spies know each other.
func (s *Spyfall) secret(g *spyfall.Game, seat int) string {
	spies := g.RoundSpies()
	if !slices.Contains(spies, seat) {
		loc, _ := g.RoundLocation()
		return s.ctx.T("spyfall.cards.location", "Location", s.locationName(loc))
	}
	if g.KnownSpies() {
		for _, other := range spies {
			if other != seat {
				return s.ctx.T("spyfall.cards.spy_known", "Player", g.Players()[other].Name)
			}
		}
	}
	return s.ctx.T("spyfall.cards.spy")
}

// accusePanel takes an accusation in two taps: who accuses, then whom.
func (s *Spyfall) accusePanel(g *spyfall.Game) fyne.CanvasObject {
	var who, whom *fyne.Container
	s.AccuserButtons, who = s.nameButtons(g, func(seat int) {
		s.draft.accuser = seat
		s.ctx.Redraw()
	})
	s.AccusedButtons, whom = s.nameButtons(g, s.accuse)
	for i, b := range s.AccuserButtons {
		if !g.CanAccuse(i) {
			b.Disable()
		}
		if i == s.draft.accuser {
			b.Importance = widget.HighImportance
		}
		if s.draft.accuser < 0 || i == s.draft.accuser {
			s.AccusedButtons[i].Disable()
		}
	}
	return container.NewVBox(boldLabel(s.ctx.T("spyfall.accuse.who")), who,
		boldLabel(s.ctx.T("spyfall.accuse.whom")), whom)
}

// accuse opens a vote on the seat, accused by the accuser tapped before.
func (s *Spyfall) accuse(seat int) {
	seats := s.match.State().Players()
	if s.draft.accuser < 0 {
		return
	}
	s.do(spyfall.Action{Op: spyfall.OpAccuse, Player: seats[s.draft.accuser].ID, Target: seats[seat].ID, Elapsed: s.clock.elapsed()})
}

// stopPanel enters a spy's stop: which spy, then the location they name.
func (s *Spyfall) stopPanel(g *spyfall.Game) fyne.CanvasObject {
	cancel := widget.NewButtonWithIcon(s.ctx.T("spyfall.cancel"), theme.CancelIcon(), func() {
		s.draft.stopper = -1
		s.ctx.Redraw()
	})
	if s.draft.stopper == stopPicking {
		var grid *fyne.Container
		s.StopperButtons, grid = s.nameButtons(g, func(seat int) {
			s.draft.stopper = seat
			s.ctx.Redraw()
		})
		return container.NewVBox(boldLabel(s.ctx.T("spyfall.stop.who")), grid, container.NewHBox(cancel))
	}
	spy := g.Players()[s.draft.stopper]
	pick := s.locationGrid(g, func(id string) {
		s.do(spyfall.Action{Op: spyfall.OpStop, Player: spy.ID, Location: id, Elapsed: s.clock.elapsed()})
	})
	return container.NewVBox(boldLabel(s.ctx.T("spyfall.stop.where", "Player", spy.Name)), pick, container.NewHBox(cancel))
}

// locationGrid is a big button for each location still in play.
func (s *Spyfall) locationGrid(g *spyfall.Game, pick func(id string)) fyne.CanvasObject {
	grid := container.NewGridWithColumns(3)
	s.LocationButtons = nil
	for _, l := range g.InPlay() {
		b := widget.NewButton(s.locationName(l), func() { pick(l.ID) })
		s.LocationButtons = append(s.LocationButtons, b)
		grid.Add(tall(b, spyfallTallButton))
	}
	return grid
}

// secondGuessView asks the other spy to name a location after the first.
func (s *Spyfall) secondGuessView(g *spyfall.Game) fyne.CanvasObject {
	seats, first := g.Players(), g.Guesses()[0]
	other := first.Spy
	for _, sp := range g.RoundSpies() {
		if sp != first.Spy {
			other = sp
		}
	}
	ask := bigLabel(s.ctx.T("spyfall.stop.second", "Player", seats[first.Spy].Name,
		"Location", s.locationByID(g, first.Location), "Other", seats[other].Name), theme.SizeNameSubHeadingText)
	ask.Wrapping = fyne.TextWrapWord
	pick := s.locationGrid(g, func(id string) {
		s.do(spyfall.Action{Op: spyfall.OpStop, Player: seats[other].ID, Location: id})
	})
	return container.NewVBox(s.heading(g), ask, pick, s.Message)
}

// voteView is an open vote: every voter's yes or no and the tally.
func (s *Spyfall) voteView(g *spyfall.Game) fyne.CanvasObject {
	seats := g.Players()
	v, _ := g.Vote()
	suspect := seats[v.Suspect].Name
	var ask string
	if v.Accuser >= 0 {
		ask = s.ctx.T("spyfall.vote.early", "Player", seats[v.Accuser].Name, "Suspect", suspect)
	} else {
		order := seats.From(g.Dealer())
		ask = s.ctx.T("spyfall.vote.time_up", "Suspect", suspect,
			"Number", slices.Index(order, v.Suspect)+1, "Total", len(seats))
	}
	s.Question = bigLabel(ask, theme.SizeNameSubHeadingText)
	s.Question.Wrapping = fyne.TextWrapWord
	yes, no := 0, 0
	for _, b := range v.Ballots {
		switch b {
		case spyfall.Yes:
			yes++
		case spyfall.No:
			no++
		}
	}
	s.Tally = bigLabel(s.ctx.T("spyfall.vote.tally", "Yes", yes, "Needed", v.Needed, "No", no), theme.SizeNameSubHeadingText)
	s.YesButtons = make([]*widget.Button, len(seats))
	s.NoButtons = make([]*widget.Button, len(seats))
	grid := container.New(&columns{n: 2, gap: theme.Padding() * 2})
	for i, p := range seats {
		if i == v.Suspect {
			continue
		}
		s.YesButtons[i] = widget.NewButtonWithIcon(s.ctx.T("spyfall.vote.yes"), theme.ConfirmIcon(), func() { s.castVote(i, true) })
		s.NoButtons[i] = widget.NewButtonWithIcon(s.ctx.T("spyfall.vote.no"), theme.CancelIcon(), func() { s.castVote(i, false) })
		switch v.Ballots[i] {
		case spyfall.Yes:
			s.YesButtons[i].Importance = widget.HighImportance
			s.NoButtons[i].Disable()
		case spyfall.No:
			s.NoButtons[i].Importance = widget.DangerImportance
			s.YesButtons[i].Disable()
		}
		grid.Add(playerName(p))
		grid.Add(container.NewGridWithColumns(2, tall(s.YesButtons[i], spyfallTallButton), tall(s.NoButtons[i], spyfallTallButton)))
	}
	return container.NewVBox(s.heading(g), s.clockFace(), s.Question, s.Tally, grid, s.Message)
}

// castVote records a voter's ballot; a second tap on a ballot already cast
// is refused by the rules.
func (s *Spyfall) castVote(seat int, yes bool) {
	g := s.match.State()
	before, _ := g.Vote()
	phase := g.Phase()
	if !s.apply(spyfall.Action{Op: spyfall.OpVote, Player: g.Players()[seat].ID, Yes: yes}) {
		return
	}
	suspect := g.Players()[before.Suspect].Name
	after, open := g.Vote()
	switch {
	case phase == spyfall.PhaseVote && g.Phase() == spyfall.PhaseTalk:
		s.draft.note = s.ctx.T("spyfall.note.vote_failed", "Player", suspect)
	case open && after.Suspect != before.Suspect:
		s.draft.note = s.ctx.T("spyfall.note.next_suspect", "Player", suspect)
	}
	s.ctx.Commit()
}

// overView is the end of the match: the winners and the last round.
func (s *Spyfall) overView(g *spyfall.Game) fyne.CanvasObject {
	winners := g.Winners()
	id := "spyfall.winner"
	if len(winners) > 1 {
		id = "spyfall.shared_win"
	}
	s.Winners = bigLabel(s.ctx.T(id, "Names", names(g.Players(), winners), "Count", g.Scores()[winners[0]]), theme.SizeNameHeadingText)
	s.Winners.Wrapping = fyne.TextWrapWord
	res := g.Results()
	return container.NewVBox(bigLabel(s.ctx.T("spyfall.game_over"), theme.SizeNameSubHeadingText), s.Winners,
		widget.NewSeparator(), s.outcome(g, res[len(res)-1]))
}
