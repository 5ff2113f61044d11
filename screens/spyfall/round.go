package spyfall

import (
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games"
	"tablecompanion/games/spyfall"
	"tablecompanion/screens"
)

// Sizes that make the round readable and tappable across a table, and keep
// it beside the scoreboard on a small laptop.
const (
	clockSize = 120
	// boardClockSize is the clock's size at the head of the board on
	// a window at least wideWindow wide, where the board stands
	// beside the round.
	boardClockSize = 64
	wideWindow     = 900
	tallButton     = 56
	smallButton    = 48
	nameColumns    = 4
	// roundWidth is the least width of the round's side: with the
	// board's it is more than an upright tablet's width and less than a
	// small laptop's.
	roundWidth = 540
	// roleCardHeight is the card's height when it names a role: room for
	// the location, a role that wraps and the line under them, so a
	// card held grows no taller and moves nothing below it.
	roleCardHeight = 200
	// gridWidth is the most a grid of names takes: it goes to fewer
	// columns rather than push the scoreboard below the round.
	gridWidth = 600
	// voterName is the most room a voter's name asks for in the
	// vote, two voters to a row; it takes whatever room the row has.
	voterName = 120
	// ballot is the height of a Yes or No, low enough for six rows
	// of voters on a small laptop and still a finger's width.
	ballot = 44
	// roundShare is the share of an upright tablet's height the round's
	// side takes above the clock and the board, whatever the step, so no
	// step moves the clock: room for a vote of twelve, and below it the
	// clock and a first round's scores whole. At 55 % the scores
	// scrolled below 400 px of nothing.
	roundShare = 0.48
)

// round holds the round side's widgets that are not exported.
type round struct {
	// split holds the round's side and the board's, beside or below.
	split *fyne.Container
	// clockDock holds the clock's row, docked during the questions.
	clockDock *screens.Docked
	// swatches are the players' colours as button icons, by seat.
	swatches []fyne.Resource
	// The clock's row: its start button and key hint show while the
	// questions are under way, the whole row while a round is dealt.
	clockRow, startRow, keys fyne.CanvasObject
	outcome                  fyne.CanvasObject
	outcomeTitle             *widget.Label
	play, pause              fyne.Resource

	// The deal.
	dealHint, left, noneLeft *widget.Label
	reshuffle                fyne.CanvasObject
	// The cards, an accusation and a stop, with the buttons that take an
	// accusation and a stop back.
	cardsTitle    *widget.Label
	cardsHint     *widget.Label
	cardsBack     fyne.CanvasObject
	cancelWhom    *screens.Button
	cancelStop    *screens.Button
	cancelStopBox fyne.CanvasObject
	whom          *widget.Label
	ask           *widget.Label
	locations     []*screens.Button
	cells         []fyne.CanvasObject
	guesses       *fyne.Container
	// The vote: every seat's name and ballots, the suspect's in the place
	// of the ballots saying the suspect does not vote.
	yes, no []*screens.Button
	voters  []fyne.CanvasObject
	onTrial []*widget.Label
}

// buildPlay makes the game's two sides: the round, with what the table does
// now at its top, and the scoreboard beside it, or below it on an upright
// tablet.
func (s *Screen) buildPlay() fyne.CanvasObject {
	g := s.Match().State()
	s.round = round{play: theme.MediaPlayIcon(), pause: theme.MediaPauseIcon()}
	for _, p := range g.Players() {
		s.round.swatches = append(s.round.swatches, screens.SwatchIcon(p.Color))
	}
	s.Heading = screens.BigLabel("", theme.SizeNameSubHeadingText)
	s.Heading.Wrapping = fyne.TextWrapWord
	s.Message = widget.NewLabel("")
	s.Message.Wrapping = fyne.TextWrapWord
	s.now = screens.NewPages()
	// The round keeps a width of its own, so on an upright tablet the
	// board goes below it rather than squeeze beside it.
	strut := canvas.NewRectangle(color.Transparent)
	strut.SetMinSize(fyne.NewSize(roundWidth, 0))
	s.round.clockDock = screens.NewDocked(s.buildClock())
	// A message comes below the step, where it pushes nothing the table
	// taps.
	side := container.NewVBox(strut, s.Heading, s.NewLesson(), s.now.Object(), s.Message, s.buildKeys(), s.round.clockDock.Slot, s.buildOutcome())
	// The board keeps clear of the scroll bar that lies over its right
	// edge. While a round is dealt its clock heads the board's side,
	// outside its scroll: in view beside the round on a laptop, right below
	// it on an upright tablet, however many players the step lists, and it
	// stays there through the round, so no step moves it.
	s.round.split = container.New(&screens.BesideOrBelow{Gap: theme.Padding(), Share: roundShare},
		container.NewVScroll(side), s.round.clockDock.HeadOf(container.NewPadded(s.buildBoard())))
	return s.round.split
}

// heading is the round in play and its dealer, in the words t gives.
func heading(t screens.Words, g *spyfall.Game) string {
	if g.Over() {
		return t("spyfall.game_over")
	}
	return t("spyfall.round.heading", "Round", g.Round(), "Rounds", g.Rounds(), "Player", g.Players()[g.Dealer()].Name)
}

// updateRound shows the round as it stands: the heading, the message, the
// step the table is at, the clock and the last round's outcome.
func (s *Screen) updateRound(g *spyfall.Game) {
	d := s.draft()
	screens.SetText(s.Heading, heading(s.Ctx.T, g))
	s.showNote()
	key := s.stage(g, d)
	s.Teach(lesson(key, g))
	switch key {
	case "deal":
		s.now.Show(key, s.buildDeal)
		s.updateDeal(g)
	case "cards":
		s.now.Show(key, s.buildCards)
		s.updateCards(g, d)
	case "hold":
		s.now.Show(key, s.buildHold)
		s.updateHold(g, d)
	case "who":
		s.now.Show(key, s.buildWho)
		s.updateWho(g)
	case "whom":
		s.now.Show(key, s.buildWhom)
		s.updateWhom(g, d)
	case "stopper":
		s.now.Show(key, s.buildStopper)
	case "guess":
		s.now.Show(key, s.buildGuess)
		s.updateGuess(g)
	case "vote":
		s.now.Show(key, s.buildVote)
		s.updateVote(g)
	default:
		s.now.Show(key, s.buildOver)
		s.updateOver(g)
	}
	s.updateClock(g)
	s.updateOutcome(g)
	screens.Settle(s.round.split)
}

// stage names the part the table is at: the deal, the cards going round, a
// card held, the questions with their accusations, whom an accuser accuses,
// a spy's stop, a vote, or the end.
func (s *Screen) stage(g *spyfall.Game, d *draft) string {
	switch g.Phase() {
	case spyfall.PhaseDeal:
		return "deal"
	case spyfall.PhaseVote, spyfall.PhaseEndVote:
		return "vote"
	case spyfall.PhaseGuess, spyfall.PhaseSecondGuess:
		return "guess"
	case spyfall.PhaseOver:
		return "over"
	}
	started := s.Countdown.Timer != nil && s.Countdown.Timer.Started()
	switch {
	case d.viewer >= 0:
		return "hold"
	case !started || d.cards:
		return "cards"
	case d.stopper >= 0:
		return "guess"
	case d.stopping:
		return "stopper"
	case d.accuser >= 0:
		return "whom"
	}
	return "who"
}

// nameGrid returns a button per seat, each with the player's colour, in a
// grid of as many columns as fit; tap gets the seat.
func (s *Screen) nameGrid(seats games.Seats, tap func(seat int)) ([]*screens.Button, fyne.CanvasObject) {
	buttons := make([]*screens.Button, len(seats))
	cells := make([]fyne.CanvasObject, len(seats))
	var widest float32
	for i, p := range seats {
		b := screens.NewButtonWithIcon(p.Name, s.round.swatches[i], func() { tap(i) })
		buttons[i], cells[i] = b, screens.Tall(b, smallButton)
		widest = max(widest, b.MinSize().Width)
	}
	cols := min(nameColumns, len(seats))
	for cols > 1 && float32(cols)*(widest+theme.Padding()) > gridWidth {
		cols--
	}
	return buttons, container.NewGridWithColumns(cols, cells...)
}

// title returns a bold label that wraps, to head a step.
func title(text string) *widget.Label {
	l := screens.BoldLabel(text)
	l.Wrapping = fyne.TextWrapWord
	return l
}

// buildClock makes the clock's row: the time in figures big enough for the
// whole room, and beside them the button that starts and pauses it. The
// key for it is a line of its own, which buildKeys makes.
func (s *Screen) buildClock() fyne.CanvasObject {
	s.Clock = screens.NewClockFace(clockSize)
	s.StartButton = screens.NewButtonWithIcon(s.Ctx.T("spyfall.clock.start"), s.round.play, s.ToggleClock)
	s.StartButton.Importance = widget.HighImportance
	// The button keeps the room of its longest word, so it stays where it
	// is as Start becomes Pause and Resume.
	s.round.startRow = screens.Tall(screens.Widest(s.StartButton, s.round.play,
		s.Ctx.T("spyfall.clock.start"), s.Ctx.T("spyfall.clock.pause"), s.Ctx.T("spyfall.clock.resume")), tallButton)
	// The button stands beside the figures, which take the rest of the
	// width.
	s.round.clockRow = container.NewVBox(widget.NewSeparator(),
		container.NewBorder(nil, nil, nil, container.NewCenter(s.round.startRow), s.Clock))
	return s.round.clockRow
}

// fitClock sizes the clock's figures to the window: full size on an
// upright tablet, where the clock spans the window's width, and smaller
// at the head of the board beside the round on a laptop.
func (s *Screen) fitClock() {
	size := float32(clockSize)
	if w := s.Ctx.Window; w != nil && w.Canvas().Size().Width >= wideWindow {
		size = boardClockSize
	}
	s.Clock.SetSize(size)
}

// buildKeys makes the line that gives the clock's key, below the step: the
// docked clock keeps only what the table watches and taps.
func (s *Screen) buildKeys() fyne.CanvasObject {
	keys := widget.NewLabel(s.Ctx.T("spyfall.keys"))
	keys.Wrapping = fyne.TextWrapWord
	s.round.keys = keys
	return keys
}

// updateClock shows the clock while a round is dealt, stopped where a vote
// or a spy's stop stopped it, and its button while the questions are under
// way.
func (s *Screen) updateClock(g *spyfall.Game) {
	_, dealt := g.RoundLocation()
	screens.SetVisible(s.round.clockRow, dealt)
	s.fitClock()
	s.round.clockDock.Pin(dealt)
	screens.SetVisible(s.round.startRow, g.Phase() == spyfall.PhaseTalk)
	screens.SetVisible(s.round.keys, g.Phase() == spyfall.PhaseTalk && s.Ctx.HasKeyboard())
	text, icon := s.Ctx.T("spyfall.clock.start"), s.round.play
	switch {
	case !s.Countdown.Held:
		text, icon = s.Ctx.T("spyfall.clock.pause"), s.round.pause
	case s.Countdown.Timer != nil && s.Countdown.Timer.Started():
		text = s.Ctx.T("spyfall.clock.resume")
	}
	screens.SetButton(s.StartButton, text, widget.HighImportance)
	screens.SetButtonIcon(s.StartButton, icon)
	s.showClock()
}

// buildOutcome makes the sum-up of the last round, shown between rounds and
// at the end.
func (s *Screen) buildOutcome() fyne.CanvasObject {
	s.round.outcomeTitle = screens.BigLabel("", theme.SizeNameSubHeadingText)
	s.round.outcomeTitle.Wrapping = fyne.TextWrapWord
	s.Outcome = widget.NewLabel("")
	s.Outcome.Wrapping = fyne.TextWrapWord
	s.round.outcome = container.NewVBox(widget.NewSeparator(), s.round.outcomeTitle, s.Outcome)
	return s.round.outcome
}

// updateOutcome sums up the last round played once it is over.
func (s *Screen) updateOutcome(g *spyfall.Game) {
	res := g.Results()
	on := len(res) > 0 && (g.Phase() == spyfall.PhaseDeal || g.Over())
	screens.SetVisible(s.round.outcome, on)
	if on {
		heading, text := s.outcome(g, res[len(res)-1])
		screens.SetText(s.round.outcomeTitle, heading)
		screens.SetText(s.Outcome, text)
	}
}

// buildDeal makes the step between rounds: who deals, the Deal button, the
// locations left, and putting the played ones back.
func (s *Screen) buildDeal() fyne.CanvasObject {
	s.round.dealHint = widget.NewLabel("")
	s.round.dealHint.Wrapping = fyne.TextWrapWord
	s.DealButton = screens.NewButtonWithIcon(s.Ctx.WithKey(s.Ctx.T("spyfall.deal_button"), "key.enter"), theme.MediaPlayIcon(), s.Deal)
	s.DealButton.Importance = widget.HighImportance
	s.round.left = widget.NewLabel("")
	s.round.noneLeft = widget.NewLabel(s.Ctx.T("spyfall.locations.none_left"))
	s.round.noneLeft.Wrapping = fyne.TextWrapWord
	s.ReshuffleButton = screens.NewButtonWithIcon(s.Ctx.T("spyfall.reshuffle_button"), theme.ViewRefreshIcon(),
		func() { s.do(spyfall.Action{Op: spyfall.OpReshuffle}) })
	s.round.reshuffle = container.NewHBox(screens.Tall(s.ReshuffleButton, smallButton))
	return container.NewVBox(s.round.dealHint, screens.Tall(s.DealButton, tallButton), s.round.left, s.round.noneLeft, s.round.reshuffle)
}

// updateDeal says who deals and how many locations are left; with none left
// only putting the played ones back deals again.
func (s *Screen) updateDeal(g *spyfall.Game) {
	left := len(g.InPlay())
	screens.SetText(s.round.dealHint, s.Ctx.T("spyfall.deal_hint", "Player", g.Players()[g.Dealer()].Name))
	screens.SetText(s.round.left, s.Ctx.T("spyfall.locations.left", "Count", left))
	screens.SetEnabled(s.DealButton, left > 0)
	screens.SetVisible(s.round.noneLeft, left == 0)
	screens.SetVisible(s.round.reshuffle, left == 0 || len(g.Results()) >= spyfall.ReshuffleAfter)
}

// buildCards makes the tablet's round: a player taps their name, and the
// card takes the names' place.
func (s *Screen) buildCards() fyne.CanvasObject {
	g := s.Match().State()
	s.round.cardsTitle = title(s.Ctx.T("spyfall.cards.title"))
	s.round.cardsHint = widget.NewLabel(s.Ctx.T("spyfall.cards.hint"))
	s.round.cardsHint.Wrapping = fyne.TextWrapWord
	var grid fyne.CanvasObject
	s.CardButtons, grid = s.nameGrid(g.Players(), func(seat int) {
		s.step(func(d *draft) { d.viewer = seat })
	})
	s.CardsBackButton = screens.NewButtonWithIcon(s.Ctx.T("spyfall.cards.back"), theme.NavigateBackIcon(), func() {
		s.step(func(d *draft) { d.cards = false })
	})
	s.round.cardsBack = container.NewHBox(screens.Tall(s.CardsBackButton, smallButton))
	return container.NewVBox(s.round.cardsTitle, s.round.cardsHint, grid, s.round.cardsBack)
}

// updateCards says where the cards are: on the tablet, passed round, or on
// the players' phones when each holds one. It ticks the players who have
// seen their card here; once the clock runs, a button goes back to the
// questions.
func (s *Screen) updateCards(g *spyfall.Game, d *draft) {
	heading, hint := "spyfall.cards.title", "spyfall.cards.hint"
	if s.onPhones(g) {
		heading, hint = "spyfall.cards.phones_title", "spyfall.cards.phones_hint"
	}
	screens.SetText(s.round.cardsTitle, s.Ctx.T(heading))
	screens.SetText(s.round.cardsHint, s.Ctx.T(hint))
	for i, b := range s.CardButtons {
		icon := s.round.swatches[i]
		if d.seen[i] {
			icon = theme.ConfirmIcon()
		}
		screens.SetButtonIcon(b, icon)
	}
	screens.SetVisible(s.round.cardsBack, s.Countdown.Timer != nil && s.Countdown.Timer.Started())
}

// buildHold makes the card to hold and the button that hands the tablet on.
func (s *Screen) buildHold() fyne.CanvasObject {
	size := fyne.NewSize(320, 140)
	g := s.Match().State()
	if g.PlaysRoles() {
		size.Height = roleCardHeight
	}
	s.Card = screens.NewHoldCard("", "", size, func() {
		if d := s.draft(); d.viewer >= 0 {
			d.seen[d.viewer] = true
			s.keepDraft()
			s.Update()
		}
	})
	// A card with a role has a line under it that says a role is played
	// as either gender; every card keeps that line, the spies' too.
	s.Card.Notes = g.PlaysRoles()
	s.CardDoneButton = screens.NewButtonWithIcon(s.Ctx.T("spyfall.cards.done"), theme.ConfirmIcon(), func() {
		s.step(func(d *draft) { d.viewer = -1 })
	})
	s.CardDoneButton.Importance = widget.HighImportance
	return container.NewVBox(s.Card, screens.Tall(s.CardDoneButton, tallButton))
}

// updateHold puts the chosen player's card on the tile, face down.
func (s *Screen) updateHold(g *spyfall.Game, d *draft) {
	v := d.viewer
	// With the cards on the phones, the tablet is not passed on: a card
	// looked at here is one whose phone is out.
	done := "spyfall.cards.done"
	if s.onPhones(g) {
		done = "spyfall.cards.done_phones"
	}
	screens.SetButton(s.CardDoneButton, s.Ctx.T(done), widget.HighImportance)
	s.Card.Set(s.Ctx.T("spyfall.cards.hold", "Player", g.Players()[v].Name), secret(s.Ctx.T, g, v))
	s.Card.SetNote(roleNote(s.Ctx.T, g, v))
}

// secret is the seat's card in the words t gives: the location and the
// role there, if the table plays with roles, or that they are a spy, and
// who the other spy is when the spies know each other.
func secret(t screens.Words, g *spyfall.Game, seat int) string {
	card, _ := g.CardOf(seat)
	switch {
	case !card.Spy && card.Role != "":
		return t("spyfall.cards.location", "Location", locationName(t, card.Location)) + "\n" +
			t("spyfall.cards.role", "Role", t(card.RoleMessageID()))
	case !card.Spy:
		return t("spyfall.cards.location", "Location", locationName(t, card.Location))
	case len(card.OtherSpies) > 0:
		return t("spyfall.cards.spy_known", "Player", g.Players()[card.OtherSpies[0]].Name)
	}
	return t("spyfall.cards.spy")
}

// roleNote is the line under a card with a role, as the book says: the
// role is written as a man, and either gender may play it. "" for a card
// with no role.
func roleNote(t screens.Words, g *spyfall.Game, seat int) string {
	if card, _ := g.CardOf(seat); card.Role != "" {
		return t("spyfall.cards.role_gender")
	}
	return ""
}

// buildWho makes the questions' step: who accuses, the cards again and a
// spy's stop.
func (s *Screen) buildWho() fyne.CanvasObject {
	g := s.Match().State()
	var grid fyne.CanvasObject
	s.AccuserButtons, grid = s.nameGrid(g.Players(), func(seat int) {
		s.step(func(d *draft) { d.accuser = seat })
	})
	s.CardsButton = screens.NewButtonWithIcon(s.Ctx.T("spyfall.cards.again"), theme.VisibilityIcon(), func() {
		s.step(func(d *draft) { d.cards = true })
	})
	s.StopButton = screens.NewButtonWithIcon(s.Ctx.T("spyfall.stop_button"), theme.WarningIcon(), func() {
		s.step(func(d *draft) { d.stopping = true })
	})
	more := container.NewGridWithColumns(2, screens.Tall(s.CardsButton, smallButton), screens.Tall(s.StopButton, smallButton))
	return container.NewVBox(title(s.Ctx.T("spyfall.accuse.who")), grid, more)
}

// updateWho lets only those who have not accused yet this round accuse.
func (s *Screen) updateWho(g *spyfall.Game) {
	for i, b := range s.AccuserButtons {
		screens.SetEnabled(b, g.CanAccuse(i))
	}
}

// cancel returns a button that takes a step back, to the questions, and
// its place on screen.
func (s *Screen) cancel(back func(d *draft)) (*screens.Button, fyne.CanvasObject) {
	b := screens.NewButtonWithIcon(s.Ctx.T("spyfall.cancel"), theme.CancelIcon(), func() { s.step(back) })
	return b, container.NewHBox(screens.Tall(b, smallButton))
}

// buildWhom makes the accusation's second tap, in the place of the first.
func (s *Screen) buildWhom() fyne.CanvasObject {
	g := s.Match().State()
	s.round.whom = title("")
	var grid fyne.CanvasObject
	s.AccusedButtons, grid = s.nameGrid(g.Players(), s.accuse)
	var cancel fyne.CanvasObject
	s.round.cancelWhom, cancel = s.cancel(func(d *draft) { d.accuser = -1 })
	return container.NewVBox(s.round.whom, grid, cancel)
}

// updateWhom names the accuser, who cannot accuse themselves.
func (s *Screen) updateWhom(g *spyfall.Game, d *draft) {
	screens.SetText(s.round.whom, s.Ctx.T("spyfall.accuse.whom_by", "Player", g.Players()[d.accuser].Name))
	for i, b := range s.AccusedButtons {
		screens.SetEnabled(b, i != d.accuser)
	}
}

// accuse opens a vote on the seat, accused by the accuser tapped before.
func (s *Screen) accuse(seat int) {
	d := s.draft()
	if d.accuser < 0 {
		return
	}
	seats := s.Match().State().Players()
	a := spyfall.Action{Op: spyfall.OpAccuse, Player: seats[d.accuser].ID, Target: seats[seat].ID, Elapsed: s.Countdown.Elapsed()}
	if s.apply(a) {
		d.accuser = -1
		s.Ctx.Commit()
	}
}

// buildStopper makes the first step of a stop: which spy stops the game.
func (s *Screen) buildStopper() fyne.CanvasObject {
	g := s.Match().State()
	var grid fyne.CanvasObject
	s.StopperButtons, grid = s.nameGrid(g.Players(), s.pickStopper)
	_, cancel := s.cancel(func(d *draft) { d.stopping = false })
	return container.NewVBox(title(s.Ctx.T("spyfall.stop.who")), grid, cancel)
}

// pickStopper takes the seat as the spy who stops the game: the clock
// stops where it is while the spy finds the location, and nothing is sent
// to the rules until the location is named, so a wrong name tapped shows
// the same list as the right one and is taken back with Cancel.
func (s *Screen) pickStopper(seat int) {
	at, held := s.Countdown.Elapsed(), s.Countdown.Held
	s.Countdown.Held = true
	s.step(func(d *draft) { d.stopping, d.stopper, d.stopAt, d.stopHeld = false, seat, at, held })
}

// CanUndo reports whether a spy's stop is picked and its location not yet
// named: the shell's undo takes that back first.
func (s *Screen) CanUndo() bool {
	return s.Match() != nil && s.draft().stopper >= 0 && s.Match().State().Phase() == spyfall.PhaseTalk
}

// Undo takes back a spy's stop picked, as its Cancel does, and reports
// whether there was one.
func (s *Screen) Undo() bool {
	if !s.CanUndo() {
		return false
	}
	s.cancelStop()
	return true
}

// cancelStop takes back the stopper picked.
func (s *Screen) cancelStop() {
	s.step(s.dropStopper)
}

// dropStopper takes back the stopper picked, the clock running again if
// the table had not paused it: the questions go on.
func (s *Screen) dropStopper(d *draft) {
	if d.stopper >= 0 {
		d.stopper = -1
		s.Countdown.Held = d.stopHeld
	}
}

// buildGuess makes the list of locations a spy names, for a stop and for
// the other spy after it: a button per location of the game, as wide as its
// name, in rows that wrap. A spy may name any location of the set, a played
// one too (a wrong guess), so every location has its button.
func (s *Screen) buildGuess() fyne.CanvasObject {
	g := s.Match().State()
	s.round.ask = screens.BigLabel("", theme.SizeNameSubHeadingText)
	s.round.ask.Wrapping = fyne.TextWrapWord
	s.round.locations, s.round.cells = nil, nil
	s.round.guesses = container.New(&screens.Flow{Gap: theme.Padding(), Width: gridWidth})
	for _, l := range g.Locations() {
		b := screens.NewButton(s.locationName(l), func() { s.guess(l.ID) })
		cell := screens.Tall(b, smallButton)
		s.round.locations = append(s.round.locations, b)
		s.round.cells = append(s.round.cells, cell)
		s.round.guesses.Add(cell)
	}
	var cancel fyne.CanvasObject
	s.round.cancelStop, cancel = s.cancel(s.dropStopper)
	s.round.cancelStopBox = cancel
	return container.NewVBox(s.round.ask, s.round.guesses, cancel)
}

// updateGuess asks the spy who stopped the game, or the other spy after
// them, and offers every location of the set: the ones still in play first,
// then the played ones after them, marked as played and quieter.
func (s *Screen) updateGuess(g *spyfall.Game) {
	seats := g.Players()
	d := s.draft()
	switch {
	case g.Phase() == spyfall.PhaseSecondGuess:
		first := g.Guesses()[0]
		screens.SetText(s.round.ask, s.Ctx.T("spyfall.stop.second", "Player", seats[first.Spy].Name,
			"Location", s.locationByID(g, first.Location), "Other", seats[s.otherSpy(g, first.Spy)].Name))
	case d.stopper >= 0:
		screens.SetText(s.round.ask, s.Ctx.T("spyfall.stop.where", "Player", seats[d.stopper].Name))
	default:
		stopper, _ := g.Stopper()
		screens.SetText(s.round.ask, s.Ctx.T("spyfall.stop.where", "Player", seats[stopper].Name))
	}
	// Until the location is named, the stop can be taken back.
	screens.SetVisible(s.round.cancelStopBox, d.stopper >= 0 && g.Phase() == spyfall.PhaseTalk)
	open := map[string]bool{}
	for _, l := range g.InPlay() {
		open[l.ID] = true
	}
	s.LocationButtons, s.PlayedLocationButtons = nil, nil
	var first, after []fyne.CanvasObject
	for k, l := range g.Locations() {
		b := s.round.locations[k]
		if open[l.ID] {
			screens.SetButton(b, s.locationName(l), widget.MediumImportance)
			s.LocationButtons = append(s.LocationButtons, b)
			first = append(first, s.round.cells[k])
			continue
		}
		screens.SetButton(b, s.Ctx.T("spyfall.guess.played", "Location", s.locationName(l)), widget.LowImportance)
		s.PlayedLocationButtons = append(s.PlayedLocationButtons, b)
		after = append(after, s.round.cells[k])
	}
	order := append(first, after...)
	// The cells keep their widgets; only their order changes with the round.
	if !slices.Equal(order, s.round.guesses.Objects) {
		s.round.guesses.Objects = order
		s.round.guesses.Refresh()
	}
}

// otherSpy returns the round's spy who is not the seat.
func (s *Screen) otherSpy(g *spyfall.Game, seat int) int {
	for _, sp := range g.RoundSpies() {
		if sp != seat {
			return sp
		}
	}
	return seat
}

// guess names a location for the spy who stopped the game, or for the
// other spy after them.
func (s *Screen) guess(id string) {
	g := s.Match().State()
	if d := s.draft(); d.stopper >= 0 && g.Phase() == spyfall.PhaseTalk {
		// The stop and its location in one: only now do the rules learn
		// whether the player picked is a spy.
		a := spyfall.Action{Op: spyfall.OpStop, Player: g.Players()[d.stopper].ID, Location: id, Elapsed: d.stopAt}
		s.dropStopper(d)
		if !s.do(a) {
			s.Update()
		}
		return
	}
	spy, ok := g.Stopper()
	if !ok {
		return
	}
	if g.Phase() == spyfall.PhaseSecondGuess {
		spy = s.otherSpy(g, g.Guesses()[0].Spy)
	}
	s.do(spyfall.Action{Op: spyfall.OpStop, Player: g.Players()[spy].ID, Location: id})
}

// buildVote makes an open vote: the question, the tally, and each voter's
// Yes and No, two voters to a row; the suspect's place is hidden and the
// others close up.
func (s *Screen) buildVote() fyne.CanvasObject {
	g := s.Match().State()
	s.VoteQuestion = screens.BoldLabel("")
	s.VoteQuestion.Wrapping = fyne.TextWrapWord
	s.Tally = screens.BigLabel("", theme.SizeNameSubHeadingText)
	s.Tally.Wrapping = fyne.TextWrapWord
	grid := container.NewGridWithColumns(2)
	seats := g.Players()
	s.round.yes = make([]*screens.Button, len(seats))
	s.round.no = make([]*screens.Button, len(seats))
	s.round.voters = make([]fyne.CanvasObject, len(seats))
	s.round.onTrial = make([]*widget.Label, len(seats))
	for i, p := range seats {
		name := screens.NewPlayerTag(24, voterName, screens.BoldLabel(""))
		name.Set(p.Color, p.Name)
		yes := screens.NewButton(s.Ctx.T("spyfall.vote.yes"), func() { s.castVote(i, true) })
		no := screens.NewButton(s.Ctx.T("spyfall.vote.no"), func() { s.castVote(i, false) })
		box := container.NewGridWithColumns(2, screens.Tall(yes, ballot), screens.Tall(no, ballot))
		s.round.yes[i], s.round.no[i] = yes, no
		s.round.voters[i] = box
		s.round.onTrial[i] = widget.NewLabel(s.Ctx.T("spyfall.vote.on_trial"))
		// The name takes the room the ballot leaves; the suspect's place
		// keeps its room and says the suspect does not vote, so no voter's
		// buttons move from one suspect to the next.
		grid.Add(container.NewBorder(nil, nil, nil, screens.Reserved(box, s.round.onTrial[i]), name.Object()))
	}
	return container.NewVBox(s.VoteQuestion, s.Tally, grid)
}

// voteText asks about the suspect of the vote and counts its ballots, in
// the words t gives.
func voteText(t screens.Words, g *spyfall.Game, v spyfall.Vote) (question, tally string) {
	seats := g.Players()
	suspect := seats[v.Suspect].Name
	if v.Accuser >= 0 {
		question = t("spyfall.vote.early", "Player", seats[v.Accuser].Name, "Suspect", suspect)
	} else {
		order := seats.From(g.Dealer())
		question = t("spyfall.vote.time_up", "Suspect", suspect, "Number", slices.Index(order, v.Suspect)+1, "Total", len(seats))
	}
	yes, no := 0, 0
	for _, b := range v.Ballots {
		switch b {
		case spyfall.Yes:
			yes++
		case spyfall.No:
			no++
		}
	}
	return question, t("spyfall.vote.tally", "Yes", yes, "Needed", v.Needed, "No", no)
}

// updateVote asks about the suspect, counts the ballots and shows each
// voter's; the suspect does not vote.
func (s *Screen) updateVote(g *spyfall.Game) {
	seats := g.Players()
	v, _ := g.Vote()
	question, tally := voteText(s.Ctx.T, g, v)
	screens.SetText(s.VoteQuestion, question)
	screens.SetText(s.Tally, tally)
	s.YesButtons = make([]*screens.Button, len(seats))
	s.NoButtons = make([]*screens.Button, len(seats))
	for i := range seats {
		votes := i != v.Suspect
		screens.SetVisible(s.round.voters[i], votes)
		screens.SetVisible(s.round.onTrial[i], !votes)
		if !votes {
			continue
		}
		y, n := s.round.yes[i], s.round.no[i]
		s.YesButtons[i], s.NoButtons[i] = y, n
		yi, ni := widget.MediumImportance, widget.MediumImportance
		switch v.Ballots[i] {
		case spyfall.Yes:
			yi = widget.HighImportance
		case spyfall.No:
			ni = widget.DangerImportance
		}
		screens.SetButton(y, y.Text, yi)
		screens.SetButton(n, n.Text, ni)
		screens.SetEnabled(y, v.Ballots[i] != spyfall.No)
		screens.SetEnabled(n, v.Ballots[i] != spyfall.Yes)
	}
}

// castVote records a voter's ballot; a second tap on a ballot already cast
// is refused by the rules. When the vote fails, the message says so.
func (s *Screen) castVote(seat int, yes bool) {
	g := s.Match().State()
	before, _ := g.Vote()
	phase := g.Phase()
	if !s.apply(spyfall.Action{Op: spyfall.OpVote, Player: g.Players()[seat].ID, Yes: yes}) {
		return
	}
	suspect := g.Players()[before.Suspect].Name
	after, open := g.Vote()
	switch {
	case phase == spyfall.PhaseVote && g.Phase() == spyfall.PhaseTalk:
		s.sayAll("spyfall.note.vote_failed", "Player", suspect)
	case open && after.Suspect != before.Suspect:
		s.sayAll("spyfall.note.next_suspect", "Player", suspect)
	}
	s.Ctx.Commit()
}

// buildOver makes the end of the match: the winners and the chart of the
// scores.
func (s *Screen) buildOver() fyne.CanvasObject {
	s.Winners = screens.BigLabel("", theme.SizeNameHeadingText)
	s.Winners.Wrapping = fyne.TextWrapWord
	s.End = screens.NewEndButtons(s.Ctx, func() any { return s.Match().State().Again(s.Match().Setup()) })
	s.EndedEarly = screens.EndedEarlyLabel(s.Ctx)
	s.Chart = screens.NewEndChart(s.Ctx, "chart.heading.rounds", "chart.axis.round", "chart.axis.points")
	return container.NewVBox(s.Winners, s.EndedEarly, s.End.Object(), widget.NewSeparator(), s.Chart.Object())
}

// updateOver names the winners and draws the scores round by round.
func (s *Screen) updateOver(g *spyfall.Game) {
	screens.SetText(s.Winners, winners(s.Ctx.T, g))
	screens.SetEndedEarly(s.EndedEarly, g.EndedEarly())
	s.Chart.Set(screens.PlayerLines(g.Players(), g.ScoreHistory()))
}

// winners names the match's winners in the words t gives.
func winners(t screens.Words, g *spyfall.Game) string {
	won := g.Winners()
	id := "spyfall.winner"
	if len(won) > 1 {
		id = "spyfall.shared_win"
	}
	return t(id, "Names", screens.Names(g.Players(), won), "Count", g.Scores()[won[0]])
}
