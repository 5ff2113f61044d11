package screens

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games"
	"tablecompanion/games/roster"
)

// setupCheckHeight is the height of a player's box in the list: a finger's
// width on a tablet.
const setupCheckHeight = 48

// Setup is a game's first screen: who plays, ticked in the roster shown
// whole, checked against the game's player range, then the game's own
// options, and the Start button pinned below them. The list keeps its place
// and size when players are ticked: the options it changes are below it.
type Setup struct {
	ctx     *Context
	game    Game
	chosen  map[string]bool
	picked  bool
	options SetupOptions
	start   func(chosen games.Seats) error
	// teach is the choice to be taught; teachSet says the table made it,
	// and it no longer follows the players chosen.
	teach, teachSet bool

	// list is the roster the boxes were made for.
	list    games.Seats
	grid    *fyne.Container
	optsBox *fyne.Container

	// Checks has one box per roster player, in seating order.
	Checks []*Tick
	// Range says how many players the game takes, beside the heading.
	Range *widget.Label
	// Status says how many players are chosen and whether the game allows it.
	Status *widget.Label
	// AllButton ticks every player of the roster, NoneButton unticks
	// them all.
	AllButton, NoneButton *Button
	// RosterButton opens the roster to add players.
	RosterButton *Button
	// HowToButton opens the game's How to play.
	HowToButton *Button
	// TeachCheck chooses a first game taught as it is played.
	TeachCheck *widget.Check
	// StartButton starts the game with the chosen players.
	StartButton *Button
	// Message says why the game could not start.
	Message *widget.Label
	// Recolored names the chosen players who play in another colour than
	// the roster gives them, so that no two share one.
	Recolored *widget.Label
}

// SetupOptions are a game's own choices at its setup.
type SetupOptions struct {
	// Build makes the choices' widgets once.
	Build func() fyne.CanvasObject
	// Update fills them for the players chosen, who are always within the
	// game's range.
	Update func(chosen games.Seats)
	// Check, when not nil, says why the choices keep the game from
	// starting (a rule error), or nil when they do not.
	Check func(chosen games.Seats) error
	// OwnColors says the game gives the players colours of its own, no two
	// alike, and says so itself (Carnival's spy colours): the setup leaves
	// them the roster's.
	OwnColors bool
}

// NewGameSetup returns the setup of a game: options are its choices and
// start begins the game, or returns why it cannot.
func NewGameSetup(ctx *Context, game Game, options SetupOptions, start func(games.Seats) error) *Setup {
	s := &Setup{ctx: ctx, game: game, chosen: map[string]bool{}, options: options, start: start}
	if ctx.Ticked != nil {
		// The table's own ticks, or its last game's players: "the same
		// players again" takes no tap.
		s.picked = true
		for _, p := range ctx.Players() {
			if slices.Contains(ctx.Ticked, p.ID) {
				s.chosen[p.ID] = true
			}
		}
	}
	return s
}

// Choose ticks the players of this kind's last game who are still in the
// roster, in place of the setup's first guess, unless the table's ticks or
// its last game of any kind already chose.
func (s *Setup) Choose(last games.Seats) {
	if s.picked {
		return
	}
	for _, p := range s.ctx.Players() {
		if last.Index(p.ID) >= 0 {
			s.chosen[p.ID] = true
			s.picked = true
		}
	}
}

// Chosen returns the chosen players in seating order, in the colours they
// play in: no two share one, whatever the roster gives them.
func (s *Setup) Chosen() games.Seats {
	chosen, _ := s.chosenColors()
	return chosen
}

// chosenColors returns the chosen players in their colours for the game,
// and the seats among them whose colour is not the roster's.
func (s *Setup) chosenColors() (games.Seats, []int) {
	var out games.Seats
	everyone := s.ctx.Players()
	for _, p := range everyone {
		if s.chosen[p.ID] {
			out = append(out, p)
		}
	}
	if s.options.OwnColors {
		return out, nil
	}
	return roster.GameColors(out, everyone)
}

// InRange reports whether the chosen players fit the game's range, so the
// game's options can be chosen for them.
func (s *Setup) InRange() bool {
	n := len(s.Chosen())
	return n >= s.game.Min && n <= s.game.Max
}

// Ready reports whether the game can start: the chosen players fit the
// game's range and its options allow them.
func (s *Setup) Ready() bool {
	return s.InRange() && s.optionsRefusal() == nil
}

// optionsRefusal is why the game's options keep it from starting, or nil.
func (s *Setup) optionsRefusal() error {
	if s.options.Check == nil {
		return nil
	}
	return s.options.Check(s.Chosen())
}

// Build makes the setup's widgets: the heading with the range, the roster
// as a grid of check boxes, the options, and Start below them all.
func (s *Setup) Build() fyne.CanvasObject {
	heading := BigLabel(s.ctx.T("setup.heading"), theme.SizeNameSubHeadingText)
	s.Range = widget.NewLabel(s.ctx.T("home.players_range", "Min", s.game.Min, "Max", s.game.Max, "Count", s.game.Max))
	s.RosterButton = NewButtonWithIcon(s.ctx.T("setup.open_roster"), theme.AccountIcon(), s.ctx.OpenRoster)
	s.AllButton = NewButtonWithIcon(s.ctx.T("setup.tick_all"), theme.CheckButtonCheckedIcon(), func() { s.TickAll(true) })
	s.NoneButton = NewButtonWithIcon(s.ctx.T("setup.tick_none"), theme.CheckButtonIcon(), func() { s.TickAll(false) })
	s.grid = container.NewGridWrap(fyne.NewSize(200, setupCheckHeight))
	s.list = nil
	s.optsBox = container.NewVBox(widget.NewSeparator(), s.options.Build())

	s.Status = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	s.Status.Wrapping = fyne.TextWrapWord
	s.Message = NewMessageLabel()
	s.Message.Hide()
	s.Recolored = widget.NewLabel("")
	s.Recolored.Wrapping = fyne.TextWrapWord
	s.Recolored.Hide()
	s.StartButton = NewButtonWithIcon(s.ctx.T("setup.start"), theme.MediaPlayIcon(), s.Start)
	s.StartButton.Importance = widget.HighImportance

	s.HowToButton = NewButtonWithIcon(s.ctx.T("howto.button"), theme.QuestionIcon(), s.ShowHowTo)
	s.TeachCheck = widget.NewCheck(s.ctx.T("setup.teach"), func(on bool) {
		s.teach, s.teachSet = on, true
	})
	top := container.NewBorder(nil, nil, container.NewHBox(heading, s.Range), Tall(s.HowToButton, setupCheckHeight))
	body := container.NewVBox(top, s.grid, container.NewGridWrap(s.buttonCell(), s.AllButton, s.NoneButton, s.RosterButton),
		Tall(s.TeachCheck, setupCheckHeight), s.optsBox)
	// What the setup says comes above Start, which stays where it is.
	bottom := container.NewVBox(widget.NewSeparator(), s.Message, s.Recolored,
		container.NewBorder(nil, nil, nil, Tall(s.StartButton, setupCheckHeight), s.Status))
	s.Update()
	return container.NewBorder(nil, bottom, nil, nil, container.NewVScroll(body))
}

// ShowHowTo opens the game's How to play at its start.
func (s *Setup) ShowHowTo() {
	ShowHowTo(s.ctx.Catalog, s.ctx.Window, s.ctx.T(s.game.Title), s.game.HowTo, "")
}

// buttonCell is the size of each of the buttons under the players: all
// as wide as the widest, a finger's height.
func (s *Setup) buttonCell() fyne.Size {
	cell := fyne.NewSize(0, setupCheckHeight)
	for _, b := range []*Button{s.AllButton, s.NoneButton, s.RosterButton} {
		cell = cell.Max(b.MinSize())
	}
	return cell
}

// TickAll ticks every player of the roster, or none.
func (s *Setup) TickAll(on bool) {
	for _, p := range s.ctx.Players() {
		s.chosen[p.ID] = on
	}
	s.changed()
}

// changed keeps the ticks for a return to the setup and shows them.
func (s *Setup) changed() {
	ids := []string{}
	for _, p := range s.Chosen() {
		ids = append(ids, p.ID)
	}
	s.ctx.KeepTicks(ids)
	s.Message.Hide()
	s.Update()
}

// Start starts the game with the chosen players, or says why it cannot.
func (s *Setup) Start() {
	if !s.Ready() {
		return
	}
	// The game is taught from its first step, its lesson kept beside it.
	teach := s.ctx.Teach()
	*teach = TeachState{On: s.Teaching()}
	if err := s.start(s.Chosen()); err != nil {
		s.Message.SetText(s.ctx.Catalog.Error(err))
		s.Message.Show()
		return
	}
	s.ctx.handTeach()
}

// Teaching reports whether the game will be taught as it is played: as
// the table chose, or else when none of the players chosen has played
// this game here before.
func (s *Setup) Teaching() bool {
	if s.teachSet {
		return s.teach
	}
	ids := []string{}
	for _, p := range s.Chosen() {
		ids = append(ids, p.ID)
	}
	return !s.ctx.PlayedHere(ids)
}

// Update brings the list in line with the roster and the status, the
// options and Start in line with the choice.
func (s *Setup) Update() {
	players := s.ctx.Players()
	if !s.picked {
		// Everybody plays unless the roster is larger than the game.
		s.picked = true
		if len(players) <= s.game.Max {
			for _, p := range players {
				s.chosen[p.ID] = true
			}
		}
	}
	if !slices.Equal(players, s.list) {
		s.fillList(players)
	}
	for i, p := range players {
		if c := s.Checks[i]; c.Checked != s.chosen[p.ID] {
			// Set without OnChanged: the box shows the choice made.
			c.Checked = s.chosen[p.ID]
			c.Refresh()
		}
	}
	s.showColors(players)
	inRange := s.InRange()
	SetVisible(s.optsBox, inRange)
	if inRange {
		s.options.Update(s.Chosen())
	}
	if on := s.Teaching(); s.TeachCheck.Checked != on {
		// Set without OnChanged: the table has not chosen.
		s.TeachCheck.Checked = on
		s.TeachCheck.Refresh()
	}
	s.ShowStatus()
	SetEnabled(s.StartButton, s.Ready())
}

// fillList makes a box per roster player, as wide as the longest name, so
// the grid shows the whole roster in as many columns as fit.
func (s *Setup) fillList(players games.Seats) {
	s.list = slices.Clone(players)
	s.Checks = nil
	s.grid.RemoveAll()
	var width float32
	for _, p := range players {
		id := p.ID
		tick := NewTick(p.Name, p.Color, func(on bool) {
			if s.chosen[id] == on {
				return
			}
			s.chosen[id] = on
			s.changed()
		})
		s.Checks = append(s.Checks, tick)
		s.grid.Add(tick)
		width = max(width, tick.MinSize().Width)
	}
	s.grid.Layout = layout.NewGridWrapLayout(fyne.NewSize(min(width+theme.Padding(), 360), setupCheckHeight))
	s.grid.Refresh()
}

// showColors gives each chosen player's swatch the colour they play in,
// and says who plays in another colour than the roster's.
func (s *Setup) showColors(players games.Seats) {
	chosen, changed := s.chosenColors()
	for i, p := range players {
		color := p.Color
		if k := chosen.Index(p.ID); k >= 0 {
			color = chosen[k].Color
		}
		s.Checks[i].SetColor(color)
	}
	text := ""
	if len(changed) > 0 {
		text = s.ctx.T("setup.recolored", "Names", Names(chosen, changed), "Count", len(changed))
	}
	SetText(s.Recolored, text)
	SetVisible(s.Recolored, text != "")
}

// ShowStatus says whether the game can start with the players chosen, or
// why not.
func (s *Setup) ShowStatus() {
	n, roster := len(s.Chosen()), len(s.ctx.Players())
	text, importance := s.ctx.T("setup.ready", "Count", n), widget.MediumImportance
	switch {
	case roster < s.game.Min:
		text, importance = s.ctx.T("setup.roster_too_small", "Count", s.game.Min), widget.DangerImportance
	case n < s.game.Min:
		text, importance = s.ctx.T("setup.too_few", "Count", s.game.Min), widget.DangerImportance
	case n > s.game.Max:
		text, importance = s.ctx.T("setup.too_many", "Count", s.game.Max), widget.DangerImportance
	default:
		if err := s.optionsRefusal(); err != nil {
			text, importance = s.ctx.Catalog.Error(err), widget.DangerImportance
		}
	}
	SetText(s.Status, text)
	SetImportance(s.Status, importance)
}
