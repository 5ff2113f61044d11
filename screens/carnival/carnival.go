// Package carnival is the referee of Carnival («Мигцем», Wink) on the
// table: its setup, then the crowd of numbered cards with each player's
// calls, catches and connections, and the ledgers of what is known. The
// rules live in games/carnival; the widgets all screens share in screens.
package carnival

import (
	"embed"
	"fmt"
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games"
	"tablecompanion/games/carnival"
	"tablecompanion/screens"
)

// buttonHeight is the height of the screen's buttons: a finger's
// width, so a tablet passed round the table takes every tap.
const buttonHeight = 52

// crowdShare is the share of an upright tablet's height the questions and
// the crowd take, above the ledgers.
const crowdShare = 0.5

// step is the question the screen is asking.
type step int

// The questions, in the order of a connection and of a catch.
const (
	stepCall         step = iota // which card does the player call
	stepPartner                  // connection: who is the partner
	stepConnectRight             // connection: right or wrong
	stepHolder                   // wrong connection: who really holds it
	stepCatcher                  // catch: who catches
	stepAccused                  // catch: whom they name
	stepNumber                   // catch: for which number
	stepCatchRight               // catch: right or wrong
)

// icons holds the game's tile.
//
//go:embed icons/*.svg
var icons embed.FS

// Screen is the Carnival referee: the setup, then the crowd of numbered
// cards, the buttons for a connection and a catch, and each player's ledger;
// at the end, the ranking and the tie-break that decided it.
type Screen struct {
	screens.Skeleton[carnival.Setup, carnival.Action, *carnival.Game]
	first  string
	colors map[string]string
	// drafts are the connections or catches being entered, by the match's
	// length when they were started.
	drafts map[int]*draft

	// split holds the crowd's side and the ledgers', beside or below.
	split *fyne.Container
	// controls are the questions, above the crowd while the game is on;
	// ending holds the end, in the crowd's place once it is over.
	controls   fyne.CanvasObject
	ending     *screens.Pages
	turnSwatch *fyne.Container
	turnColor  string
	// actions are Connection and Catch, and answers Right and Wrong: one
	// pair shows, in the same place.
	actions, answers fyne.CanvasObject
	// passRow holds Pass, and messageBox the message: one of them shows,
	// in the same place.
	passRow, messageBox fyne.CanvasObject
	// crowd is the grid of the crowd's cards, and rows the ledgers' lines.
	crowd fyne.CanvasObject
	rows  []*row

	// FirstPlayer picks who starts: whoever last went to a carnival.
	FirstPlayer *screens.Choice
	// DrawButton draws the first player at random.
	DrawButton *screens.Button
	// ColorSelects choose each chosen player's spy colour, in seating order.
	ColorSelects []*widget.Select

	// Turn says whose turn it is.
	Turn *widget.Label
	// Prompt asks the question of the moment.
	Prompt *widget.Label
	// Message says why the rules refused the last tap.
	Message *widget.Label
	// PlayerButtons are the players by seat: the caller, the catcher, the
	// player named.
	PlayerButtons []*screens.Button
	// Cards are the crowd's cards, number 1 first.
	Cards []*CrowdCard
	// ConnectButton starts a connection: the player in turn names a partner.
	ConnectButton *screens.Button
	// CatchButton starts a catch by any player.
	CatchButton *screens.Button
	// PassButton moves the token of a player who cannot call off the crowd;
	// nil while there are more free cards than the player holds.
	PassButton *screens.Button
	// RightButton and WrongButton answer whether a guess was right; nil
	// unless the screen asks.
	RightButton, WrongButton *screens.Button
	// CancelButton drops the connection or catch being entered; nil when
	// none is.
	CancelButton *screens.Button
	// Ledgers are what each player has, by seat.
	Ledgers []*Ledger

	// EndReason says why the game ended; nil while it is in play.
	EndReason *widget.Label
	// Winners names the winners and their points.
	Winners *widget.Label
	// Decided says which step of the ranking decided the winner.
	Decided *widget.Label
	// Ranking is the final ranking, first place first.
	Ranking []*widget.Label
	// End leads on from the finished game.
	End *screens.EndButtons
	// Chart shows every player's score round by round at the end.
	Chart *screens.EndChart
}

// Ledger is one player's line of the ledger.
type Ledger struct {
	// Score is the player's points now.
	Score *widget.Label
	// Cards counts, on its first line, the agent cards face up, face down
	// and in hand and, on its second, the counter-intelligence cards in
	// hand, laid out and discarded.
	Cards *widget.Label
}

// draft is the connection or catch being entered at a point of the
// match.
type draft struct {
	step   step
	player int // the caller, or the catcher
	named  int
	number int
	typed  string
	err    error
}

// Game is Carnival on the home screen: its name, player range and
// icon, and how its screen opens.
func Game() screens.Game {
	return screens.Game{Kind: carnival.Kind, Title: "game.carnival", Min: carnival.MinPlayers, Max: carnival.MaxPlayers, Icon: screens.Icon(icons, "carnival"), New: New, Load: Load, HowTo: howTo}
}

// New opens a new Carnival game at its setup.
func New(ctx *screens.Context, game screens.Game) screens.Screen {
	c := &Screen{Skeleton: screens.Skeleton[carnival.Setup, carnival.Action, *carnival.Game]{Ctx: ctx, Game: game, EndAction: carnival.EndHereAction}, colors: map[string]string{}, drafts: map[int]*draft{}}
	c.Setup = screens.NewGameSetup(ctx, game, c.setupOptions(), c.start)
	if last, ok := screens.LastSetup[carnival.Setup](ctx); ok && len(last.Players) > 0 {
		c.Setup.Choose(last.Players)
		c.first = last.Players[last.First%len(last.Players)].ID
		for _, p := range last.Players {
			c.colors[p.ID] = p.Color
		}
	}
	return c
}

// Load reopens a saved Carnival game.
func Load(ctx *screens.Context, game screens.Game, record []byte) (screens.Screen, error) {
	m, err := carnival.Load(record)
	if err != nil {
		return nil, err
	}
	c := &Screen{Skeleton: screens.Skeleton[carnival.Setup, carnival.Action, *carnival.Game]{Ctx: ctx, Game: game, EndAction: carnival.EndHereAction}, colors: map[string]string{}, drafts: map[int]*draft{}}
	c.SetMatch(m)
	c.TakeKeptDraft()
	return c, nil
}

// Build makes the screen's widgets: the setup before the game, the crowd
// and the questions beside the ledgers after it.
func (c *Screen) Build() fyne.CanvasObject {
	return c.BuildView(c.Update)
}

// Update shows the state: the setup's choices, or the game with the
// question being asked.
func (c *Screen) Update() {
	if !c.ShowSetupOrPlay(c.Match() != nil, c.buildPlay) {
		return
	}
	c.updatePlay()
}

// buildPlay makes the game's widgets once: the questions, which stay in
// view, above the crowd, which scrolls, beside the ledgers, or above them
// on an upright tablet. Once the game is over the end takes the place of
// the questions and the crowd.
func (c *Screen) buildPlay() fyne.CanvasObject {
	g := c.Match().State()
	c.ending = screens.NewPages()
	c.controls = container.NewPadded(c.buildControls(g))
	c.crowd = c.buildCrowd(g)
	keys := widget.NewLabel(c.Ctx.T("carnival.keys"))
	// A tablet's table has no keys to learn.
	keys.Hidden = !c.Ctx.HasKeyboard()
	keys.Wrapping = fyne.TextWrapWord
	// Padding keeps the crowd and the ledgers clear of the scroll bars
	// over their right edges. The end takes the crowd's place and keeps
	// its room, so the ledgers stay beside or below it.
	crowd := container.NewVScroll(container.NewPadded(screens.Reserved(c.ending.Object(), c.crowd)))
	left := container.NewBorder(c.controls, nil, nil, nil, crowd)
	right := container.NewVBox(c.buildLedgers(g), keys)
	c.split = container.New(&screens.BesideOrBelow{Gap: theme.Padding(), Share: crowdShare},
		left, container.NewVScroll(container.NewPadded(right)))
	return c.split
}

// updatePlay shows the state and the question being asked, then lays the
// whole play out again.
func (c *Screen) updatePlay() {
	g := c.Match().State()
	over := g.Over()
	screens.SetVisible(c.controls, !over)
	screens.SetVisible(c.crowd, !over)
	screens.SetVisible(c.ending.Object(), over)
	if over {
		// The end a match reaches depends on its log: one page per length.
		c.ending.Show("end-"+strconv.Itoa(c.Match().Len()), func() fyne.CanvasObject { return c.buildFinal(g) })
	} else {
		c.updateControls(g)
		c.keepDraft()
	}
	c.updateCrowd(g)
	c.updateLedgers(g)
	screens.Settle(c.split)
}

// draft returns the connection or catch being entered at this point of
// the match. Drafts are kept by the match's length, so an undo or a redo
// brings back the one that was half entered there.
func (c *Screen) draftNow() *draft {
	n := c.Match().Len()
	d, ok := c.drafts[n]
	if !ok {
		d = &draft{player: c.Match().State().Turn()}
		// The call or catch as it was entered before a reload or a crash.
		var kept keptCall
		if c.KeptDraft(callMoment(n), &kept) {
			d.step, d.player, d.named, d.number, d.typed = step(kept.Step), kept.Player, kept.Named, kept.Number, kept.Typed
		}
		c.drafts[n] = d
	}
	return d
}

// keptCall is a draft as the shell keeps it beside the game.
type keptCall struct {
	Step   int    `json:"step"`
	Player int    `json:"player"`
	Named  int    `json:"named"`
	Number int    `json:"number"`
	Typed  string `json:"typed"`
}

// callMoment names the point of the game a draft belongs to: the actions
// made before it.
func callMoment(n int) string { return fmt.Sprintf("carnival after %d", n) }

// keepDraft hands the shell the connection or catch being entered whenever
// it changes, so that a reload or a crash loses no tap of it.
func (c *Screen) keepDraft() {
	d := c.draftNow()
	kept := keptCall{Step: int(d.step), Player: d.player, Named: d.named, Number: d.number, Typed: d.typed}
	c.KeepDraft(callMoment(c.Match().Len()), kept)
}

// buildControls makes the questions above the crowd: whose turn, beside
// Connection and Catch or, while one is entered, Right and Wrong in their
// place; the players; what the screen asks now, in two lines' room; and
// below it the Pass button, a refusal or the number typed, in a room of
// their own, beside Cancel. Nothing the table taps moves as the question
// changes.
func (c *Screen) buildControls(g *carnival.Game) fyne.CanvasObject {
	seats := g.Players()
	c.Turn = screens.BigLabel("", theme.SizeNameSubHeadingText)
	c.turnSwatch = container.NewStack()
	c.turnColor = ""
	var turns []string
	for _, p := range seats {
		turns = append(turns, c.Ctx.T("carnival.turn", "Player", p.Name))
	}
	heading := container.NewHBox(c.turnSwatch, widestLabel(c.Turn, turns))

	c.PlayerButtons = make([]*screens.Button, len(seats))
	// All the players in a row when the width takes them, else in as few
	// even rows as it takes: the row stays no wider than the crowd.
	players := container.New(&screens.EvenGrid{Gap: theme.Padding()})
	for i, p := range seats {
		b := screens.NewButtonWithIcon(p.Name, screens.SwatchIcon(p.Color), func() { c.TapPlayer(i) })
		c.PlayerButtons[i] = b
		players.Add(screens.Tall(b, buttonHeight))
	}
	top := container.NewBorder(nil, nil, heading, nil, screens.Reserved(c.buildActions(), c.buildAnswers()))

	c.Prompt = screens.BoldLabel("")
	c.Prompt.Wrapping = fyne.TextWrapWord
	c.Message = screens.NewMessageLabel()
	c.PassButton = screens.NewButtonWithIcon(c.Ctx.T("carnival.pass"), theme.MediaSkipNextIcon(), func() {
		g := c.Match().State()
		c.do(carnival.Action{Op: carnival.OpPass, Player: g.Players()[g.Turn()].ID})
	})
	c.passRow = container.NewBorder(nil, nil, screens.Tall(c.PassButton, buttonHeight), nil, c.label("carnival.pass.hint"))
	c.CancelButton = screens.NewButton(c.Ctx.T("carnival.cancel"), c.Cancel)
	c.messageBox = screens.FixedLines(c.Message, 2)
	below := container.NewBorder(nil, nil, nil, answerCell(c.CancelButton, nil), screens.Reserved(c.passRow, c.messageBox))
	return container.NewVBox(top, c.NewLesson(), players, screens.FixedLines(c.Prompt, 2), below)
}

// buildActions makes Connection and Catch, side by side.
func (c *Screen) buildActions() fyne.CanvasObject {
	c.ConnectButton = screens.NewButtonWithIcon(c.Ctx.T("carnival.connect"), theme.ConfirmIcon(), c.StartConnection)
	c.ConnectButton.Importance = widget.HighImportance
	c.CatchButton = screens.NewButtonWithIcon(c.Ctx.T("carnival.catch"), theme.SearchIcon(), c.StartCatch)
	c.CatchButton.Importance = widget.WarningImportance
	c.actions = container.NewGridWithColumns(2, screens.Tall(c.ConnectButton, buttonHeight), screens.Tall(c.CatchButton, buttonHeight))
	return c.actions
}

// buildAnswers makes Right and Wrong, side by side.
func (c *Screen) buildAnswers() fyne.CanvasObject {
	c.RightButton = screens.NewButtonWithIcon(c.Ctx.T("carnival.right"), theme.ConfirmIcon(), func() { c.Answer(true) })
	c.RightButton.Importance = widget.SuccessImportance
	c.WrongButton = screens.NewButtonWithIcon(c.Ctx.T("carnival.wrong"), theme.CancelIcon(), func() { c.Answer(false) })
	c.WrongButton.Importance = widget.DangerImportance
	c.answers = container.NewGridWithColumns(2, answerCell(c.RightButton, theme.ConfirmIcon()), answerCell(c.WrongButton, theme.CancelIcon()))
	return c.answers
}

// answerCell is a button's place, a finger high, which keeps the button's
// room while it is hidden.
func answerCell(b *screens.Button, icon fyne.Resource) fyne.CanvasObject {
	return screens.Tall(screens.Widest(b, icon, b.Text), buttonHeight)
}

// widestLabel keeps a label as wide as the widest of the texts it shows in
// turn, so that what stands beside it keeps its place.
func widestLabel(l *widget.Label, texts []string) fyne.CanvasObject {
	var widest fyne.Size
	for _, t := range texts {
		probe := widget.NewLabelWithStyle(t, l.Alignment, l.TextStyle)
		probe.SizeName = l.SizeName
		widest = widest.Max(probe.MinSize())
	}
	strut := canvas.NewRectangle(color.Transparent)
	strut.SetMinSize(widest)
	return container.NewStack(strut, l)
}

// updateControls shows whose turn it is, the question and its answers.
func (c *Screen) updateControls(g *carnival.Game) {
	d := c.draftNow()
	turn := g.Players()[g.Turn()]
	screens.SetText(c.Turn, c.Ctx.T("carnival.turn", "Player", turn.Name))
	if c.turnColor != turn.Color {
		c.turnColor = turn.Color
		c.turnSwatch.Objects = []fyne.CanvasObject{screens.Swatch(turn.Color, 32)}
		c.turnSwatch.Refresh()
	}
	c.paintPlayers(g)
	screens.SetVisible(c.actions, d.step == stepCall)
	screens.SetVisible(c.answers, d.step != stepCall)
	screens.SetEnabled(c.ConnectButton, g.CanConnect())
	screens.SetEnabled(c.CatchButton, c.anyoneCanCatch(g))
	screens.SetText(c.Prompt, c.prompt(g))
	c.Teach(c.lesson(g))
	c.showMessage(d)
	asks := d.step == stepConnectRight || d.step == stepCatchRight
	screens.SetVisible(c.RightButton, asks)
	screens.SetVisible(c.WrongButton, asks)
	screens.SetVisible(c.CancelButton, d.step != stepCall)
	// A refusal or a number typed takes the place of Pass until the next
	// tap.
	pass := d.step == stepCall && c.mayPass(g) && !c.messageBox.Visible()
	screens.SetVisible(c.passRow, pass)
	screens.SetVisible(c.PassButton, pass)
}

// showMessage says why the rules refused the last tap or, on a laptop,
// the number typed so far, or nothing.
func (c *Screen) showMessage(d *draft) {
	switch {
	case d.err != nil:
		screens.SetText(c.Message, c.Ctx.Catalog.Error(d.err))
		screens.SetImportance(c.Message, widget.DangerImportance)
	case d.typed != "":
		screens.SetText(c.Message, c.Ctx.T("carnival.typed", "Number", d.typed))
		screens.SetImportance(c.Message, widget.MediumImportance)
	}
	screens.SetVisible(c.messageBox, d.err != nil || d.typed != "")
}

// mayPass reports whether the player in turn might hold every free card of
// the crowd: no more free cards than cards in their hand.
func (c *Screen) mayPass(g *carnival.Game) bool {
	free := 0
	for _, s := range g.Crowd() {
		if s.Place == carnival.InCrowd && s.Token < 0 {
			free++
		}
	}
	return free <= g.HandCount(g.Turn())
}

func (c *Screen) anyoneCanCatch(g *carnival.Game) bool {
	for i := range g.Players() {
		if g.CounterCards(i).InHand > 0 {
			return true
		}
	}
	return false
}

// label is a wrapping label of a message.
func (c *Screen) label(id string, pairs ...any) *widget.Label {
	l := widget.NewLabel(c.Ctx.T(id, pairs...))
	l.Wrapping = fyne.TextWrapWord
	return l
}

// paintPlayers marks the players the question is about and disables those
// who cannot be its answer.
func (c *Screen) paintPlayers(g *carnival.Game) {
	d := c.draftNow()
	for i, b := range c.PlayerButtons {
		importance := widget.MediumImportance
		switch {
		case d.step == stepCall && i == d.player,
			d.step >= stepPartner && d.step <= stepHolder && i == d.player,
			d.step >= stepAccused && i == d.player:
			importance = widget.HighImportance
		case (d.step == stepConnectRight || d.step == stepHolder || d.step >= stepNumber) && i == d.named:
			importance = widget.WarningImportance
		}
		var off bool
		switch d.step {
		case stepPartner:
			off = i == d.player
		case stepHolder:
			off = i == d.player || i == d.named || g.KnownNotHolder(i, d.number)
		case stepCatcher:
			off = g.CounterCards(i).InHand == 0
		case stepAccused:
			off = i == d.player
		case stepConnectRight, stepNumber, stepCatchRight:
			off = true
		}
		screens.SetButton(b, b.Text, importance)
		screens.SetEnabled(b, !off)
	}
}

// prompt is the question of the moment.
func (c *Screen) prompt(g *carnival.Game) string {
	seats, d := g.Players(), c.draftNow()
	name := func(i int) string { return seats[i].Name }
	var s string
	switch d.step {
	case stepCall:
		if d.player == g.Turn() && g.CanConnect() {
			s = c.Ctx.T("carnival.prompt.call_or_connect", "Player", name(d.player), "Number", g.Token(d.player))
		} else {
			s = c.Ctx.T("carnival.prompt.call", "Player", name(d.player))
		}
	case stepPartner:
		s = c.Ctx.T("carnival.prompt.partner", "Player", name(d.player), "Number", d.number)
	case stepConnectRight:
		s = c.Ctx.T("carnival.prompt.connect_right", "Player", name(d.player), "Named", name(d.named), "Number", d.number)
	case stepHolder:
		s = c.Ctx.T("carnival.prompt.holder", "Number", d.number)
	case stepCatcher:
		s = c.Ctx.T("carnival.prompt.catcher")
	case stepAccused:
		s = c.Ctx.T("carnival.prompt.accused", "Player", name(d.player))
	case stepNumber:
		s = c.Ctx.T("carnival.prompt.number", "Player", name(d.player), "Named", name(d.named))
	case stepCatchRight:
		s = c.Ctx.T("carnival.prompt.catch_right", "Player", name(d.player), "Named", name(d.named), "Number", d.number)
	}
	return s
}

// playerName is a player's colour and name, for a row of a table.
func playerName(p games.Player) fyne.CanvasObject {
	return container.NewHBox(screens.Swatch(p.Color, 24), screens.BoldLabel(p.Name))
}

// Question is the turn's heading, the big buttons or the answers in their
// place, the players, the prompt, and Cancel or Pass; before the game, the
// Start button.
func (c *Screen) Question() []fyne.CanvasObject {
	switch {
	case c.Match() == nil:
		return []fyne.CanvasObject{c.Setup.StartButton}
	case c.Match().State().Over():
		return nil
	}
	q := []fyne.CanvasObject{c.Turn, c.Prompt}
	for _, b := range c.PlayerButtons {
		q = append(q, b)
	}
	// Right and Wrong take the place of Connection and Catch while a
	// connection or a catch is entered.
	asks := []*screens.Button{c.ConnectButton, c.CatchButton}
	if c.answers.Visible() {
		asks = []*screens.Button{c.RightButton, c.WrongButton}
	}
	for _, b := range append(asks, c.CancelButton, c.PassButton) {
		if b.Visible() {
			q = append(q, b)
		}
	}
	return q
}
