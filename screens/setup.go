package screens

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games"
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

	// list is the roster the check boxes were made for.
	list    games.Seats
	grid    *fyne.Container
	optsBox *fyne.Container

	// Checks has one check box per roster player, in seating order.
	Checks []*widget.Check
	// Range says how many players the game takes, beside the heading.
	Range *widget.Label
	// Status says how many players are chosen and whether the game allows it.
	Status *widget.Label
	// RosterButton opens the roster to add players.
	RosterButton *widget.Button
	// StartButton starts the game with the chosen players.
	StartButton *widget.Button
	// Message says why the game could not start.
	Message *widget.Label
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
}

// NewGameSetup returns the setup of a game: options are its choices and
// start begins the game, or returns why it cannot.
func NewGameSetup(ctx *Context, game Game, options SetupOptions, start func(games.Seats) error) *Setup {
	return &Setup{ctx: ctx, game: game, chosen: map[string]bool{}, options: options, start: start}
}

// Choose ticks the players of the last game who are still in the roster,
// in place of the setup's first guess.
func (s *Setup) Choose(last games.Seats) {
	for _, p := range s.ctx.Players() {
		if last.Index(p.ID) >= 0 {
			s.chosen[p.ID] = true
			s.picked = true
		}
	}
}

// Chosen returns the chosen players in seating order.
func (s *Setup) Chosen() games.Seats {
	var out games.Seats
	for _, p := range s.ctx.Players() {
		if s.chosen[p.ID] {
			out = append(out, p)
		}
	}
	return out
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
	s.RosterButton = widget.NewButtonWithIcon(s.ctx.T("setup.open_roster"), theme.AccountIcon(), s.ctx.OpenRoster)
	s.grid = container.NewGridWrap(fyne.NewSize(200, setupCheckHeight))
	s.list = nil
	s.optsBox = container.NewVBox(widget.NewSeparator(), s.options.Build())

	s.Status = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	s.Status.Wrapping = fyne.TextWrapWord
	s.Message = widget.NewLabel("")
	s.Message.Importance = widget.DangerImportance
	s.Message.Wrapping = fyne.TextWrapWord
	s.Message.Hide()
	s.StartButton = widget.NewButtonWithIcon(s.ctx.T("setup.start"), theme.MediaPlayIcon(), s.Start)
	s.StartButton.Importance = widget.HighImportance

	top := container.NewHBox(heading, s.Range)
	body := container.NewVBox(top, s.grid, container.NewHBox(s.RosterButton), s.optsBox)
	bottom := container.NewVBox(widget.NewSeparator(), s.Message,
		container.NewBorder(nil, nil, nil, Tall(s.StartButton, setupCheckHeight), s.Status))
	s.Update()
	return container.NewBorder(nil, bottom, nil, nil, container.NewVScroll(body))
}

// Start starts the game with the chosen players, or says why it cannot.
func (s *Setup) Start() {
	if !s.Ready() {
		return
	}
	if err := s.start(s.Chosen()); err != nil {
		s.Message.SetText(s.ctx.Catalog.Error(err))
		s.Message.Show()
	}
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
			c.Checked = s.chosen[p.ID]
			c.Refresh()
		}
	}
	inRange := s.InRange()
	SetVisible(s.optsBox, inRange)
	if inRange {
		s.options.Update(s.Chosen())
	}
	s.ShowStatus()
	SetEnabled(s.StartButton, s.Ready())
}

// fillList makes a check box per roster player, as wide as the longest
// name, so the grid shows the whole roster in as many columns as fit.
func (s *Setup) fillList(players games.Seats) {
	s.list = slices.Clone(players)
	s.Checks = nil
	s.grid.RemoveAll()
	var width float32
	for _, p := range players {
		id := p.ID
		check := widget.NewCheck(p.Name, func(on bool) {
			if s.chosen[id] == on {
				return
			}
			s.chosen[id] = on
			s.Message.Hide()
			s.Update()
		})
		s.Checks = append(s.Checks, check)
		width = max(width, check.MinSize().Width)
	}
	swatch := float32(28) + theme.Padding()
	for i, p := range players {
		s.grid.Add(container.NewBorder(nil, nil, Swatch(p.Color, 28), nil, s.Checks[i]))
	}
	s.grid.Layout = layout.NewGridWrapLayout(fyne.NewSize(min(width+swatch+theme.Padding(), 360), setupCheckHeight))
	s.grid.Refresh()
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
