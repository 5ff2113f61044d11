package screens

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games"
)

// Setup is a game's first screen: who plays, picked from the roster in
// seating order, checked against the game's player range, then the game's
// own options and its Start button. Until a game's referee lands, its screen
// is the choice of players alone.
type Setup struct {
	ctx     *Context
	game    Game
	chosen  map[string]bool
	picked  bool
	options func(chosen games.Seats) fyne.CanvasObject
	start   func(chosen games.Seats) error

	// Checks has one check box per roster player, in seating order.
	Checks []*widget.Check
	// Status says how many players are chosen and whether the game allows it.
	Status *widget.Label
	// RosterButton opens the roster to add players.
	RosterButton *widget.Button
	// StartButton starts the game with the chosen players; nil for a game
	// without a referee.
	StartButton *widget.Button
	// Message says why the game could not start.
	Message *widget.Label
}

// NewSetup returns the setup screen of a game that has no referee yet.
func NewSetup(ctx *Context, game Game) Screen {
	return &Setup{ctx: ctx, game: game, chosen: map[string]bool{}}
}

// newGameSetup returns the setup of a game with a referee: options builds the
// game's choices for the chosen players and start begins the game, or
// returns why it cannot.
func newGameSetup(ctx *Context, game Game, options func(games.Seats) fyne.CanvasObject, start func(games.Seats) error) *Setup {
	return &Setup{ctx: ctx, game: game, chosen: map[string]bool{}, options: options, start: start}
}

// Title returns the game's name.
func (s *Setup) Title() string {
	return s.ctx.T(s.game.Title)
}

// History is nil: choosing players is not a game action.
func (s *Setup) History() games.History {
	return nil
}

// Close does nothing: the setup runs nothing in the background.
func (s *Setup) Close() {}

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

// Ready reports whether the chosen players fit the game's range.
func (s *Setup) Ready() bool {
	n := len(s.Chosen())
	return n >= s.game.Min && n <= s.game.Max
}

// Build shows the roster as check boxes and the count against the range.
func (s *Setup) Build() fyne.CanvasObject {
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
	heading := widget.NewLabelWithStyle(s.ctx.T("setup.heading"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	heading.SizeName = theme.SizeNameSubHeadingText
	hint := widget.NewLabel(s.ctx.T("setup.hint", "Min", s.game.Min, "Max", s.game.Max, "Count", s.game.Max))
	hint.Wrapping = fyne.TextWrapWord

	s.Checks = nil
	list := container.NewVBox()
	for _, p := range players {
		id := p.ID
		check := widget.NewCheck(p.Name, func(on bool) {
			s.chosen[id] = on
			if s.start != nil {
				// The options and the Start button depend on who plays.
				s.ctx.Redraw()
				return
			}
			s.showStatus()
		})
		check.Checked = s.chosen[id]
		s.Checks = append(s.Checks, check)
		list.Add(container.NewHBox(Swatch(p.Color, 28), check))
	}
	s.Status = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	s.Status.Wrapping = fyne.TextWrapWord
	s.showStatus()
	s.RosterButton = widget.NewButtonWithIcon(s.ctx.T("setup.open_roster"), theme.AccountIcon(), s.ctx.OpenRoster)

	top := container.NewVBox(heading, hint)
	bottom := container.NewVBox(widget.NewSeparator(), s.Status, container.NewHBox(s.RosterButton), s.gameEnd())
	return container.NewBorder(top, bottom, nil, nil, container.NewVScroll(list))
}

// gameEnd is the bottom of the setup: the game's options and its Start
// button, or a note that the game has no referee yet.
func (s *Setup) gameEnd() fyne.CanvasObject {
	if s.start == nil {
		pending := widget.NewLabel(s.ctx.T("setup.referee_pending"))
		pending.Wrapping = fyne.TextWrapWord
		pending.TextStyle.Italic = true
		return pending
	}
	s.Message = widget.NewLabel("")
	s.Message.Importance = widget.DangerImportance
	s.Message.Wrapping = fyne.TextWrapWord
	s.Message.Hide()
	s.StartButton = widget.NewButtonWithIcon(s.ctx.T("setup.start"), theme.MediaPlayIcon(), func() {
		if err := s.start(s.Chosen()); err != nil {
			s.Message.SetText(s.ctx.Catalog.Error(err))
			s.Message.Show()
		}
	})
	s.StartButton.Importance = widget.HighImportance
	if !s.Ready() {
		s.StartButton.Disable()
		return container.NewVBox(s.Message, container.NewHBox(s.StartButton))
	}
	return container.NewVBox(widget.NewSeparator(), s.options(s.Chosen()), s.Message, container.NewHBox(s.StartButton))
}

func (s *Setup) showStatus() {
	n, roster := len(s.Chosen()), len(s.ctx.Players())
	switch {
	case roster < s.game.Min:
		s.Status.SetText(s.ctx.T("setup.roster_too_small", "Count", s.game.Min))
	case n < s.game.Min:
		s.Status.SetText(s.ctx.T("setup.too_few", "Count", s.game.Min))
	case n > s.game.Max:
		s.Status.SetText(s.ctx.T("setup.too_many", "Count", s.game.Max))
	default:
		s.Status.SetText(s.ctx.T("setup.ready", "Count", n))
	}
}
