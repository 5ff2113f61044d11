// Package decrypto is the referee of Decrypto on the table: its setup of
// two teams, each round's secret codes, clues, interceptions and decodes
// with the sand glass, and the teams' sheets of past rounds. The rules live
// in games/decrypto; the widgets all screens share in screens.
package decrypto

import (
	"embed"
	"encoding/json"
	"fmt"
	"image/color"
	"slices"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games"
	"tablecompanion/games/decrypto"
	"tablecompanion/screens"
	"tablecompanion/sound"
	"tablecompanion/translations"
)

// Sizes of the step the table is at.
const (
	// stepWidth is the least width of the step's side: room for
	// three clue entries side by side, and with two sheets beside it the
	// width of a laptop.
	stepWidth = 440
	// holdHeight is the least height of the card that shows an
	// encryptor's code.
	holdHeight = 56
	// button is the height of a button that sends a step.
	button = 48
	// sideHeight is the height of a player's button at the setup.
	sideHeight = 48
	// stepShare is the share of an upright tablet's height the step takes,
	// above the glass and the board.
	stepShare = 0.45
	// clueRoom is how much wider than empty a sheet may grow with its
	// clues while the board still gives both sheets side by side.
	clueRoom = 40
)

// colors are the team colours in the engine's order, white first.
var colors = [2]string{decrypto.White, decrypto.Black}

// icons holds the game's tile.
//
//go:embed icons/*.svg
var icons embed.FS

// Screen is the Decrypto referee: the teams and options, then each round
// step by step as the engine asks for it, with the sand timer, the codes
// held secret, the tokens and both teams' clue sheets.
//
// The screen builds its widgets once. The step's side shows at its top what
// the table does now (the clue entries, the code to enter, the reveal, the
// keyword guesses), each step in the place of the one before, then a
// refusal and the last code revealed. The other side, beside it or, on an
// upright tablet, below, has the sand glass at its head, always in the same
// place, and the board with the tokens and the clue sheets.
type Screen struct {
	screens.Skeleton
	match *decrypto.Match
	now   games.Clock
	sand  *screens.SandTimer
	// asleep is true while the shell has closed the screen: Update wakes
	// the sand timer again.
	asleep bool
	// glassFor is whether the match, when last shown, was at the moment the
	// sand glass runs for the slower encryptor.
	glassFor bool
	// kept is the glass's state last handed to the shell; restored is the
	// state the shell kept before a restart, until the first Update takes
	// it up.
	kept, restored screens.ClockState

	// Choices of the setup, kept across its rebuilds.
	sides       map[string]string
	names       [2]string
	keywords    [2][decrypto.Keywords]string
	hacker      bool
	hackerID    string
	manualCodes bool

	// Drafts of what is being entered, kept by the round and team or step
	// they belong to, so an undo brings back what was typed or tapped.
	clues map[clueKey]*[decrypto.CluesPerCode]string
	codes map[string]*[decrypto.CluesPerCode]int
	// keptDraft is the round's draft the shell kept before a restart;
	// lastKept the last draft handed to the shell, as JSON.
	keptDraft, lastKept string
	// note is what the message line says, for the match length noteAt: an
	// action, an undo or a redo clears it.
	note      string
	noteAt    int
	noteStyle widget.Importance

	step   *screens.Pages
	opts   options
	blocks []*clueBlock
	words  []*guess
	board  board

	roundLabel *widget.Label
	codeClues  [decrypto.CluesPerCode]*widget.Label
	how        *widget.Label
	sandBox    fyne.CanvasObject
	// split holds the step's side and the board's, beside or below.
	split *fyne.Container

	// SideButtons are, by chosen player, the buttons that move the player
	// between White and Black; none in the Hacker game.
	SideButtons []*widget.Button
	// TeamNames are the White and Black teams' names.
	TeamNames [2]*widget.Entry
	// KeywordEntries are each team's four keywords, typed hidden and only
	// to warn an encryptor whose clue is one of them.
	KeywordEntries [2][decrypto.Keywords]*widget.Entry
	// HackerCheck plays the Hacker game; it shows only for three players.
	HackerCheck *widget.Check
	// HackerChoice picks the Hacker; it shows only in the Hacker game.
	HackerChoice *screens.Choice
	// DrawCheck lets the app draw the codes instead of the code cards.
	DrawCheck *widget.Check

	// Heading says the step.
	Heading *widget.Label
	// Message says why an action was refused.
	Message *widget.Label
	// CodeHolds are, by team colour, the cards that show the team's drawn
	// code while held; none when the table plays with the code cards.
	CodeHolds map[string]*screens.HoldCard
	// ClueEntries are, by team colour, the encryptor's three clues.
	ClueEntries map[string][]*widget.Entry
	// Repeats says which clue being written repeats one the team gave.
	Repeats *widget.Label
	// GiveButtons send a team's clues.
	GiveButtons map[string]*widget.Button
	// CodeRows are the three rows of digit buttons of a code being entered.
	CodeRows []*screens.Picker
	// CodeButton sends the interception, decode or code entered. The
	// decode of a code the app drew shows the code with it: there is
	// nothing for the encryptor to enter.
	CodeButton *widget.Button
	// KeywordButtons are, by team colour, the buttons 0–4 of the keyword
	// guesses.
	KeywordButtons map[string][]*widget.Button
	// Interceptions and Miscommunications count each team's tokens, white
	// first; HackerTokens counts the Hacker's.
	Interceptions, Miscommunications []*widget.Label
	HackerTokens                     *widget.Label
	// LastReveal says what the last code revealed brought.
	LastReveal *widget.Label
	// Sheets are, by team colour, the rounds on the team's clue sheet.
	Sheets map[string][]*SheetRound
	// ByKeyword are, by team colour, the clues grouped under keywords 1–4.
	ByKeyword map[string][decrypto.Keywords][]*widget.Label
	// Result says who won, once the game is over.
	Result *widget.Label
	// EndedEarly says the table ended the game here ("End here").
	EndedEarly *widget.Label
	// End leads on from the finished game.
	End *screens.EndButtons
	// Chart shows each team's tokens round by round at the end.
	Chart *screens.EndChart
}

// clueKey names the clues a team's encryptor writes in a round.
type clueKey struct {
	round int
	team  string
}

// options are the setup's widgets that are not exported.
type options struct {
	whoHacks, sidesHint *widget.Label
	sides               *fyne.Container
	sideButtons         []*widget.Button
	sideCell            fyne.Size
	blackName           [2]fyne.CanvasObject
	blackWords          fyne.CanvasObject
}

// clueBlock is a team's part of the clue step: the encryptor's
// name, the card with the drawn code, the three clue entries and the button
// that gives them.
type clueBlock struct {
	color string
	title *widget.Label
	hold  *screens.HoldCard
	// hint and code are what the card was last given.
	hint, code string
	entries    []*widget.Entry
	send       *widget.Button
	sendBox    fyne.CanvasObject
	given      *widget.Label
}

// guess is a team's part of the tie-break: how many of the other
// team's keywords it named right.
type guess struct {
	color string
	// asking holds the question and the buttons 0–4; the answer takes its
	// place, which keeps its room.
	asking  fyne.CanvasObject
	buttons []*widget.Button
	guessed *widget.Label
}

// Game is Decrypto on the home screen: its name, player range and
// icon, and how its screen opens.
func Game() screens.Game {
	return screens.Game{Kind: decrypto.Kind, Title: "game.decrypto", Min: decrypto.MinPlayers, Max: decrypto.MaxPlayers, Icon: screens.Icon(icons, "decrypto"), New: New, Load: Load}
}

// New opens a new Decrypto game at its setup.
func New(ctx *screens.Context, game screens.Game) screens.Screen {
	d := newScreen(ctx, game)
	d.Setup = screens.NewGameSetup(ctx, game, screens.SetupOptions{Build: d.buildOptions, Update: d.updateOptions, Check: d.checkTeams}, d.start)
	if last, ok := screens.LastSetup[decrypto.Setup](ctx); ok {
		d.remember(last)
	}
	return d
}

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

// Load reopens a saved Decrypto game.
func Load(ctx *screens.Context, game screens.Game, record []byte) (screens.Screen, error) {
	m, err := decrypto.Load(record)
	if err != nil {
		return nil, err
	}
	d := newScreen(ctx, game)
	d.match = m
	d.restored, _ = ctx.KeptClock()
	d.keptDraft, _ = ctx.KeptDraft()
	return d, nil
}

func newScreen(ctx *screens.Context, game screens.Game) *Screen {
	d := &Screen{Skeleton: screens.Skeleton{Ctx: ctx, Game: game}, now: time.Now, sides: map[string]string{}, asleep: true,
		clues: map[clueKey]*[decrypto.CluesPerCode]string{}, codes: map[string]*[decrypto.CluesPerCode]int{}}
	d.sand = screens.NewSandTimer(decrypto.SandTimer, time.Now, screens.UISchedule, d.play)
	d.sand.Keep = d.keepSand
	d.sand.OnEmpty = d.sandRanOut
	return d
}

// keepSand hands the sand glass's state to the shell when it has changed:
// the moment of the game it times and the time left, or none.
func (d *Screen) keepSand(left time.Duration) {
	var st screens.ClockState
	if left > 0 && d.match != nil {
		st = screens.ClockState{For: d.sandKey(d.match.State()), Left: left}
	}
	if st != d.kept {
		d.kept = st
		d.Ctx.KeepClock(st)
	}
}

// sandRanOut takes the clues the slower encryptor has written when the
// sand runs out for them, as the book says: what is written at zero is all
// the team gives. The message line says so until the next action.
func (d *Screen) sandRanOut() {
	if d.match == nil || d.match.Over() || !d.match.State().SandTimerStarts() {
		return
	}
	g := d.match.State()
	color := g.CluesPending()[0]
	draft := *d.clueDraft(color)
	if d.do(decrypto.Action{Op: decrypto.OpClues, Team: color, Clues: draft[:]}) {
		d.tell(d.Ctx.T("decrypto.timer.taken", "Team", name(d.Ctx.T, g, color)), widget.WarningImportance)
	}
}

// glassHint is what the glass says below its button: the rule of the
// thirty seconds, after Space's part in it when the table has a keyboard.
func (d *Screen) glassHint() string {
	hint := d.Ctx.T("decrypto.timer.hint")
	if d.Ctx.HasKeyboard() {
		hint = d.Ctx.T("decrypto.timer.keys") + " " + hint
	}
	return hint
}

// sandKey names the moment of the game the glass times: the round, the
// step, whose code is read and whose clues are still to come.
func (d *Screen) sandKey(g *decrypto.Game) string {
	return fmt.Sprintf("decrypto round %d, %s, %s, clues to come: %s", g.Round(), g.Step(), g.Turn(),
		strings.Join(g.CluesPending(), " "))
}

// play sounds a cue; the screen tests run without sound.
func (d *Screen) play(c sound.Cue) {
	if d.Ctx.Sound != nil {
		d.Ctx.Sound.Play(c)
	}
}

// History returns the match once the game has started.
func (d *Screen) History() games.History {
	return screens.HistoryOf(d.match)
}

// Close keeps the sand glass's state and stops its wake-ups but one a
// second that keeps the state; the countdown keeps its deadline, and Update
// takes it up again.
func (d *Screen) Close() {
	d.sand.Stop()
	d.asleep = true
}

// Match returns the match, nil before the game starts.
func (d *Screen) Match() *decrypto.Match { return d.match }

// Sand returns the sand timer.
func (d *Screen) Sand() *screens.SandTimer { return d.sand }

// RunningClock returns the sand glass's seconds while the sand runs, which
// the table must see without scrolling, or nil.
func (d *Screen) RunningClock() fyne.CanvasObject {
	if d.sand.Running() && d.sand.Seconds != nil {
		return d.sand.Seconds
	}
	return nil
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
		b := widget.NewButton("", func() { d.flipSide(i) })
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
			cell = cell.Max(widget.NewButton(d.sideText(p, c), nil).MinSize())
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
	d.match = m
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

// Build makes the screen's widgets: the setup before the game, the step
// in play beside the board after it.
func (d *Screen) Build() fyne.CanvasObject {
	d.step = nil
	return d.BuildView(d.Update)
}

// Update shows the state: the setup's choices, or the step in play, the
// last code revealed, the sand glass and the board. It also sets the sand
// glass back when an action, an undo or a redo ends the moment it ran for,
// and wakes it after Close.
func (d *Screen) Update() {
	if !d.ShowSetupOrPlay(d.match != nil, d.buildPlay) {
		return
	}
	g := d.match.State()
	d.syncSand(g)
	d.updateStep(g)
	d.updateBoard(g)
	screens.Settle(d.split)
}

// syncSand keeps the sand glass in step with the match: after a restart it
// shows the time it had left, if the game is still at the moment it timed,
// and waits; it is set back once both encryptors' clues are in, when an
// undo takes the first clues back, and at the end; it runs again after the
// screen was closed. It hands the glass's state to the shell.
func (d *Screen) syncSand(g *decrypto.Game) {
	if restored := d.restored; restored.For != "" {
		d.restored = screens.ClockState{}
		if restored.For == d.sandKey(g) && !g.Over() {
			d.sand.Restore(restored.Left)
		}
	}
	wanted := !g.Over() && g.SandTimerStarts()
	if d.sand.Waiting() && (g.Over() || d.glassFor && !wanted) {
		d.sand.Reset()
	}
	d.glassFor = wanted
	if d.asleep {
		d.asleep = false
		d.sand.Resume()
	}
	d.sand.KeepLeft()
}

// buildPlay makes the game's two sides: the step the table is at, with the
// last reveal and the sand glass below it, and the board beside it, or
// below it on an upright tablet.
func (d *Screen) buildPlay() fyne.CanvasObject {
	d.roundLabel = screens.BoldLabel("")
	d.Heading = screens.BigLabel("", theme.SizeNameSubHeadingText)
	d.Heading.Wrapping = fyne.TextWrapWord
	d.Message = widget.NewLabel("")
	d.Message.Wrapping = fyne.TextWrapWord
	d.Message.Importance = widget.DangerImportance
	d.Message.Hide()
	d.Repeats = widget.NewLabel("")
	d.Repeats.Wrapping = fyne.TextWrapWord
	d.Repeats.Importance = widget.WarningImportance
	d.Repeats.Hide()
	d.LastReveal = widget.NewLabel("")
	d.LastReveal.Wrapping = fyne.TextWrapWord
	d.step = screens.NewPages()
	d.CodeHolds = map[string]*screens.HoldCard{}
	d.blocks, d.words, d.CodeRows = nil, nil, nil
	d.sandBox = container.NewVBox(d.sand.Object(d.Ctx.T("decrypto.timer.start"),
		d.Ctx.T("decrypto.timer.restart"), d.Ctx.T("decrypto.timer.resume"), d.glassHint()), widget.NewSeparator())
	strut := canvas.NewRectangle(color.Transparent)
	strut.SetMinSize(fyne.NewSize(stepWidth, 0))
	// A refusal comes below the step, where it pushes nothing the table
	// taps.
	side := container.NewVBox(strut, screens.Lines(d.Heading, 2), d.step.Object(), d.Repeats, d.Message, d.LastReveal)
	board := d.buildBoard()
	// The board would rather be as wide as its sheets side by side while
	// they are still empty, with room for the clues to come: the split
	// stays where it is as clues fill them, so nothing on the step's side
	// moves.
	wide := d.board.wide() + 2*theme.Padding() + float32(len(d.board.sheets))*clueRoom
	// Both sides keep clear of the scroll bar that lies over their right
	// edges. The glass heads the board's side, outside its scroll, so it
	// is in view whatever the step asks and never moves: beside the step on
	// a laptop, below it on an upright tablet, where the step's side keeps
	// a fixed share of the height whatever the step's length.
	split := &screens.BesideOrBelow{Gap: theme.Padding(), Wide: func() float32 { return wide }, Share: stepShare}
	d.split = container.New(split, container.NewVScroll(container.NewPadded(side)),
		container.NewBorder(container.NewVBox(d.roundLabel, d.sandBox), nil, nil, nil, container.NewVScroll(container.NewPadded(board))))
	return d.split
}

// updateStep shows the round, the heading and the step the engine waits
// for, then the message and the last code revealed.
func (d *Screen) updateStep(g *decrypto.Game) {
	round := d.Ctx.T("decrypto.round", "Round", g.Round())
	if g.HackerMode() {
		round = d.Ctx.T("decrypto.hacker_round", "Round", g.Round(), "Last", decrypto.HackerRounds)
	}
	screens.SetText(d.roundLabel, round)
	screens.SetText(d.Heading, heading(d.Ctx.T, g))
	switch g.Step() {
	case decrypto.StepClues:
		d.step.Show("clues", d.buildClues)
		d.updateClues(g)
	case decrypto.StepIntercept:
		d.step.Show("code", d.buildCode)
		d.updateCode(g, d.Ctx.T("decrypto.send.intercept"))
	case decrypto.StepDecode:
		d.step.Show("code", d.buildCode)
		d.updateCode(g, d.Ctx.T("decrypto.send.decode"))
	case decrypto.StepReveal:
		d.step.Show("code", d.buildCode)
		d.updateCode(g, d.Ctx.T("decrypto.send.reveal"))
	case decrypto.StepKeywordGuess:
		d.step.Show("keywords", d.buildGuesses)
		d.updateGuesses(g)
	default:
		d.step.Show("over", d.buildOver)
		d.updateOver(g)
	}
	d.showRepeats(g)
	d.showNote()
	d.keepDraft()
	text := d.lastReveal(g)
	screens.SetText(d.LastReveal, text)
	screens.SetVisible(d.LastReveal, text != "")
	screens.SetVisible(d.sandBox, !g.Over())
}

// name returns the name of a side: a team's name or the Hacker's.
func name(t screens.Words, g *decrypto.Game, side string) string {
	if side == decrypto.HackerSide {
		return t("decrypto.hacker", "Name", g.Hacker().Name)
	}
	for _, team := range g.Teams() {
		if team.Color == side {
			return teamName(t, team)
		}
	}
	return side
}

// teamName is a team's name as the table reads it: the one the table gave
// it, or, when the app named the team after its colour, that colour's name
// in the language of the day.
func teamName(t screens.Words, team decrypto.Team) string {
	if appNamed(team.Name, team.Color) {
		return t("decrypto." + team.Color)
	}
	return team.Name
}

// appNamed reports whether a team's name is its colour's, as the app
// writes it in any of its languages.
func appNamed(name, color string) bool {
	return slices.Contains(translations.Everywhere("decrypto."+color), name)
}

// heading is what the table does now, in big letters; once one encryptor
// has given the clues, that the glass runs for the other.
func heading(t screens.Words, g *decrypto.Game) string {
	switch g.Step() {
	case decrypto.StepClues:
		if g.SandTimerStarts() {
			return t("decrypto.timer.now")
		}
		return t("decrypto.step.clues")
	case decrypto.StepIntercept:
		return t("decrypto.step.intercept", "Team", name(t, g, g.Interceptor()), "Code", name(t, g, g.Turn()))
	case decrypto.StepDecode:
		return t("decrypto.step.decode", "Team", name(t, g, g.Turn()))
	case decrypto.StepReveal:
		return t("decrypto.step.reveal", "Name", g.Encryptor(g.Turn()).Name)
	case decrypto.StepKeywordGuess:
		return t("decrypto.step.keyword_guess")
	}
	return t("decrypto.step.over")
}

// say puts a refusal on the message line until the match changes.
func (d *Screen) say(text string) {
	d.tell(text, widget.DangerImportance)
}

// tell puts a message of the given style on the message line until the
// match changes.
func (d *Screen) tell(text string, style widget.Importance) {
	d.note, d.noteAt, d.noteStyle = text, d.match.Len(), style
	d.showNote()
}

// showNote shows the refusal that belongs to the match as it stands; the
// message line takes no room while it has nothing to say.
func (d *Screen) showNote() {
	text := ""
	if d.noteAt == d.match.Len() {
		text = d.note
	}
	screens.SetText(d.Message, text)
	screens.SetImportance(d.Message, d.noteStyle)
	screens.SetVisible(d.Message, text != "")
}

// do sends an action to the engine and commits it, or shows the refusal;
// it reports whether the engine accepted the action.
func (d *Screen) do(a decrypto.Action) bool {
	if d.match == nil {
		return false
	}
	if err := d.match.Do(a); err != nil {
		d.say(d.Ctx.Catalog.Error(err))
		return false
	}
	d.Ctx.Commit()
	return true
}

// clueDraft returns what a team's encryptor has typed this round.
func (d *Screen) clueDraft(color string) *[decrypto.CluesPerCode]string {
	g := d.match.State()
	key := clueKey{g.Round(), color}
	dr, ok := d.clues[key]
	if !ok {
		dr = &[decrypto.CluesPerCode]string{}
		// The clues as they were typed before a reload or a crash.
		var kept keptDraft
		if screens.DraftFor(d.keptDraft, roundMoment(g), &kept) {
			*dr = kept.Clues[color]
		}
		d.clues[key] = dr
	}
	return dr
}

// keptDraft is what the table has half entered in a round, as the shell
// keeps it beside the game: the clues of the encryptors still writing, and
// the digits tapped of the code being entered.
type keptDraft struct {
	Clues   map[string][decrypto.CluesPerCode]string `json:"clues,omitempty"`
	Code    [decrypto.CluesPerCode]int               `json:"code"`
	CodeFor string                                   `json:"code_for"`
}

// roundMoment names the round, for its kept draft.
func roundMoment(g *decrypto.Game) string { return fmt.Sprintf("decrypto round %d", g.Round()) }

// keepDraft hands the shell the clues being typed and the code being
// tapped whenever they change, so that a reload or a crash loses neither.
func (d *Screen) keepDraft() {
	if d.match == nil || d.match.Over() {
		return
	}
	g := d.match.State()
	kept := keptDraft{Clues: map[string][decrypto.CluesPerCode]string{}}
	for _, color := range g.CluesPending() {
		kept.Clues[color] = *d.clueDraft(color)
	}
	if g.Step() != decrypto.StepClues {
		kept.Code, kept.CodeFor = *d.codeDraft(), d.codeKey(g)
	}
	body, err := json.Marshal(kept)
	if err != nil || string(body) == d.lastKept {
		return
	}
	d.lastKept = string(body)
	d.Ctx.KeepDraftFor(roundMoment(g), kept)
}

// buildClues makes a block per team: the team's name and the button that
// gives the clues on one line, the card with the drawn code below, and the
// three clue entries side by side. Two teams' blocks fit a small laptop's
// height with the heading above them; a clue that repeats one is told
// below the step.
func (d *Screen) buildClues() fyne.CanvasObject {
	d.ClueEntries = map[string][]*widget.Entry{}
	d.GiveButtons = map[string]*widget.Button{}
	box := container.NewVBox()
	for _, t := range d.match.State().Teams() {
		color := t.Color
		b := &clueBlock{color: color}
		b.title = screens.BoldLabel("")
		b.title.Wrapping = fyne.TextWrapWord
		b.hold = screens.NewHoldCard("", "", fyne.NewSize(0, holdHeight), nil)
		// Read up close by its encryptor alone: the card's text is of the
		// usual size, and two teams' cards leave the clues in view.
		b.hold.TextSize = theme.SizeNameText
		row := container.NewGridWithColumns(decrypto.CluesPerCode)
		for k := range decrypto.CluesPerCode {
			e := widget.NewEntry()
			e.SetPlaceHolder(d.Ctx.T("decrypto.clue_hint"))
			e.OnChanged = func(s string) { d.typed(color, k, s) }
			b.entries = append(b.entries, e)
			number := screens.BigLabel(strconv.Itoa(k+1), theme.SizeNameSubHeadingText)
			row.Add(container.NewBorder(nil, nil, container.NewVBox(number), nil, e))
		}
		b.send = widget.NewButtonWithIcon(d.Ctx.T("decrypto.send.clues"), theme.ConfirmIcon(), func() { d.giveClues(color) })
		b.send.Importance = widget.HighImportance
		b.given = widget.NewLabel(d.Ctx.T("decrypto.clues.given"))
		b.given.Hide()
		d.ClueEntries[color], d.GiveButtons[color] = b.entries, b.send
		d.blocks = append(d.blocks, b)
		b.sendBox = screens.Tall(b.send, button)
		// With codes the app draws, the card names the encryptor and the
		// title is the team's name; with code cards, the title names the
		// encryptor too, in two lines' room as the encryptor changes.
		title := fyne.CanvasObject(b.title)
		if !d.match.Setup().DrawCodes {
			title = screens.Lines(b.title, 2)
		}
		head := container.NewBorder(nil, nil, teamMark(color), screens.Reserved(b.sendBox, b.given), title)
		box.Add(widget.NewSeparator())
		box.Add(head)
		box.Add(b.hold)
		box.Add(row)
	}
	return box
}

// updateClues shows each team's encryptor and code card, and its clues: the
// draft while the encryptor writes, the clues given once they are in.
func (d *Screen) updateClues(g *decrypto.Game) {
	pending := map[string]bool{}
	for _, c := range g.CluesPending() {
		pending[c] = true
	}
	rounds := g.Rounds()
	for _, b := range d.blocks {
		enc := g.Encryptor(b.color)
		_, drawn := g.DrawnCode(b.color)
		title := name(d.Ctx.T, g, b.color)
		if !drawn {
			title = d.Ctx.T("decrypto.encryptor", "Team", title, "Name", enc.Name)
		}
		screens.SetText(b.title, title)
		if drawn {
			d.showCard(b, g)
		}
		if drawn {
			d.CodeHolds[b.color] = b.hold
		} else {
			delete(d.CodeHolds, b.color)
		}
		screens.SetVisible(b.hold, drawn)
		open := pending[b.color]
		draft := d.clueDraft(b.color)
		given := turnOf(rounds[len(rounds)-1], b.color)
		for k, e := range b.entries {
			text := draft[k]
			if !open {
				// The clues given are the draft an undo brings back, also
				// in a game loaded from a save.
				text = given.Clues[k].Text
				draft[k] = text
			}
			if e.Text != text {
				e.SetText(text)
			}
			screens.SetEnabled(e, open)
		}
		screens.SetVisible(b.sendBox, open)
		screens.SetVisible(b.given, !open)
	}
}

// typed keeps a clue as it is typed and warns about it.
func (d *Screen) typed(color string, k int, text string) {
	g := d.match.State()
	if !slices.Contains(g.CluesPending(), color) {
		return
	}
	d.clueDraft(color)[k] = text
	for _, b := range d.blocks {
		if b.color == color {
			d.showCard(b, g)
		}
	}
	d.showRepeats(g)
	d.keepDraft()
}

// showCard gives a team's code card its hint and what it shows while held:
// the code, and which of the clues written is one of the team's keywords,
// a warning for the encryptor alone. A card set again turns face down:
// only a new code or a change of the clues does that, not the other team's
// step while the encryptor holds it.
func (d *Screen) showCard(b *clueBlock, g *decrypto.Game) {
	hint := d.Ctx.T("decrypto.hold_code", "Name", g.Encryptor(b.color).Name)
	code := d.cardText(d.Ctx.T, g, b.color)
	if hint != b.hint || code != b.code {
		b.hint, b.code = hint, code
		b.hold.Set(b.hint, b.code)
	}
}

// cardText is the drawn code of a team as its encryptor's card and phone
// show it: the code, then a line for each clue of this round, written or
// given, that is one of the team's keywords.
func (d *Screen) cardText(t screens.Words, g *decrypto.Game, color string) string {
	code, _ := g.DrawnCode(color)
	var warnings []string
	for k, c := range d.roundClues(g, color) {
		if c.Keyword != 0 {
			warnings = append(warnings, t("decrypto.card.keyword", "Clue", k+1, "Keyword", c.Keyword))
		}
	}
	if len(warnings) == 0 {
		return code.String()
	}
	// The warnings share the card's second line, and wrap only when they
	// must: the card keeps its size, so more words make smaller type.
	return code.String() + "\n" + strings.Join(warnings, " ")
}

// roundClues are a team's clues of this round with what the engine says
// of each: the draft while the encryptor writes, the clues once given.
func (d *Screen) roundClues(g *decrypto.Game, color string) []decrypto.Clue {
	if !slices.Contains(g.CluesPending(), color) {
		rounds := g.Rounds()
		clues := turnOf(rounds[len(rounds)-1], color).Clues
		return clues[:]
	}
	draft := d.clueDraft(color)
	out := make([]decrypto.Clue, len(draft))
	for k, text := range draft {
		out[k] = g.CheckClue(color, text)
	}
	return out
}

// showRepeats says below the step which clue being written repeats one
// the team gave before, which the clue sheet on the table shows anyway:
// the line pushes nothing the table taps. Whether a clue is a keyword is
// the team's secret, for its code card.
func (d *Screen) showRepeats(g *decrypto.Game) {
	var lines []string
	if g.Step() == decrypto.StepClues {
		for _, color := range g.CluesPending() {
			for k, text := range d.clueDraft(color) {
				if c := g.CheckClue(color, text); c.RepeatsRound != 0 {
					lines = append(lines, d.Ctx.T("decrypto.warn.repeat", "Team", name(d.Ctx.T, g, color), "Clue", k+1, "Round", c.RepeatsRound))
				}
			}
		}
	}
	text := strings.Join(lines, "\n")
	screens.SetText(d.Repeats, text)
	screens.SetVisible(d.Repeats, text != "")
}

// giveClues sends a team's clues as typed; blank clues are allowed. The
// first team to give its clues turns the sand glass for the other, as the
// book says, unless the table has turned it already; once both have given
// theirs, Update sets the glass back.
func (d *Screen) giveClues(color string) {
	if d.match == nil {
		return
	}
	draft := *d.clueDraft(color)
	if !d.do(decrypto.Action{Op: decrypto.OpClues, Team: color, Clues: draft[:]}) {
		return
	}
	if d.match.State().SandTimerStarts() && !d.sand.Running() {
		d.sand.Start()
	}
}

// readClues returns the clues of the code being read, a dash for a blank.
func (d *Screen) readClues(g *decrypto.Game) []string {
	rounds := g.Rounds()
	turn := turnOf(rounds[len(rounds)-1], g.Turn())
	out := make([]string, len(turn.Clues))
	for k, c := range turn.Clues {
		out[k] = c.Text
		if c.Text == "" {
			out[k] = "—"
		}
	}
	return out
}

// codeKey names the code being entered: the round, the step and the team
// whose code is read.
func (d *Screen) codeKey(g *decrypto.Game) string {
	return fmt.Sprintf("%d/%s/%s", g.Round(), g.Step(), g.Turn())
}

// codeDraft returns the digits tapped for the code being entered.
func (d *Screen) codeDraft() *[decrypto.CluesPerCode]int {
	g := d.match.State()
	key := d.codeKey(g)
	dr, ok := d.codes[key]
	if !ok {
		dr = &[decrypto.CluesPerCode]int{}
		var kept keptDraft
		if screens.DraftFor(d.keptDraft, roundMoment(g), &kept) && kept.CodeFor == key {
			*dr = kept.Code
		}
		d.codes[key] = dr
	}
	return dr
}

// buildCode makes the entry of a code: a row per clue of the code being
// read, the clue and the digits 1–4 to tap beside it, and the button that
// sends the code.
func (d *Screen) buildCode() fyne.CanvasObject {
	rows := container.NewVBox()
	d.CodeRows = make([]*screens.Picker, decrypto.CluesPerCode)
	for i := range decrypto.CluesPerCode {
		d.codeClues[i] = screens.BigLabel("", theme.SizeNameSubHeadingText)
		d.codeClues[i].Wrapping = fyne.TextWrapWord
		d.CodeRows[i] = screens.NewPicker(decrypto.Keywords, 1, nil, func(p []int) {
			d.codeDraft()[i] = screens.First(p)
			d.keepDraft()
		})
		rows.Add(container.NewBorder(nil, nil, nil, d.CodeRows[i].Object(), d.codeClues[i]))
	}
	d.CodeButton = widget.NewButtonWithIcon("", theme.ConfirmIcon(), d.sendCode)
	d.CodeButton.Importance = widget.HighImportance
	return container.NewVBox(rows, container.NewHBox(screens.Tall(d.CodeButton, button)))
}

// updateCode shows the clues being read, the digits tapped so far and what
// the button sends.
func (d *Screen) updateCode(g *decrypto.Game, send string) {
	clues, draft := d.readClues(g), d.codeDraft()
	for i := range decrypto.CluesPerCode {
		screens.SetText(d.codeClues[i], clues[i])
		d.CodeRows[i].Set(screens.NonZero(draft[i]))
	}
	screens.SetButton(d.CodeButton, send, widget.HighImportance)
}

// sendCode sends the code entered as the step's action: an interception, a
// decode or, with the code cards, the true code.
func (d *Screen) sendCode() {
	if d.match == nil {
		return
	}
	op := map[decrypto.Step]string{decrypto.StepIntercept: decrypto.OpIntercept, decrypto.StepDecode: decrypto.OpDecode,
		decrypto.StepReveal: decrypto.OpReveal}[d.match.State().Step()]
	if op == "" {
		return
	}
	d.do(decrypto.Action{Op: op, Code: slices.Clone(d.codeDraft()[:])})
}

// buildGuesses asks each team how many of the other team's keywords it
// named right, with one tap on 0–4. A team's answer shows in the place of
// its question, which keeps its room, so a tap on White's count leaves
// Black's buttons where the next tap finds them.
func (d *Screen) buildGuesses() fyne.CanvasObject {
	note := widget.NewLabel(d.Ctx.T("decrypto.tie.level"))
	note.Wrapping = fyne.TextWrapWord
	box := container.NewVBox(note)
	d.KeywordButtons = map[string][]*widget.Button{}
	for _, t := range d.match.State().Teams() {
		color := t.Color
		w := &guess{color: color}
		ask := screens.BoldLabel(d.Ctx.T("decrypto.keywords.ask", "Team", teamName(d.Ctx.T, t)))
		ask.Wrapping = fyne.TextWrapWord
		w.guessed = widget.NewLabel("")
		w.guessed.Wrapping = fyne.TextWrapWord
		cells := make([]fyne.CanvasObject, 0, decrypto.Keywords+1)
		for n := 0; n <= decrypto.Keywords; n++ {
			b := widget.NewButton(strconv.Itoa(n), func() {
				d.do(decrypto.Action{Op: decrypto.OpKeywordGuess, Team: color, Count: n})
			})
			w.buttons = append(w.buttons, b)
			cells = append(cells, b)
		}
		row := container.New(&screens.CellRow{Size: screens.PickerButton, Gap: screens.PickerGap}, cells...)
		w.asking = container.NewVBox(ask, row)
		d.KeywordButtons[color] = w.buttons
		d.words = append(d.words, w)
		box.Add(screens.Reserved(w.asking, w.guessed))
	}
	return box
}

// updateGuesses shows the buttons of a team that has not answered yet, and
// the answer of one that has.
func (d *Screen) updateGuesses(g *decrypto.Game) {
	for i, t := range g.Teams() {
		w := d.words[i]
		screens.SetVisible(w.asking, !t.KeywordGuessed)
		screens.SetVisible(w.guessed, t.KeywordGuessed)
		if t.KeywordGuessed {
			screens.SetText(w.guessed, d.Ctx.T("decrypto.keywords.guessed", "Team", teamName(d.Ctx.T, t), "Count", t.KeywordGuess))
		}
	}
}

// chartColors are the colours of the white and the black team's lines:
// each team's own, white and black, which the chart draws as a grey where
// one of them would not read on the theme's background; the lines' labels
// name the teams.
var chartColors = map[string]string{decrypto.White: screens.TeamWhite, decrypto.Black: screens.TeamBlack}

// buildOver makes the end: who won, how it was decided and the chart of the
// tokens.
func (d *Screen) buildOver() fyne.CanvasObject {
	d.Result = screens.BigLabel("", theme.SizeNameHeadingText)
	d.Result.Wrapping = fyne.TextWrapWord
	d.how = widget.NewLabel("")
	d.how.Wrapping = fyne.TextWrapWord
	d.End = screens.NewEndButtons(d.Ctx, func() any {
		return d.match.State().Again(d.match.Setup(), uint64(d.now().UnixNano()))
	})
	d.EndedEarly = screens.EndedEarlyLabel(d.Ctx)
	tokens := "chart.axis.tokens"
	if d.match.State().HackerMode() {
		tokens = "chart.axis.hacker_tokens"
	}
	d.Chart = screens.NewEndChart(d.Ctx, "chart.heading.tokens", "chart.axis.round", tokens)
	return container.NewVBox(d.Result, d.how, d.EndedEarly, d.End.Object(), widget.NewSeparator(), d.Chart.Object())
}

// chartLines returns the chart's lines: a team's net tokens each, or the
// Hacker's tokens.
func (d *Screen) chartLines(g *decrypto.Game) []screens.ChartLine {
	if g.HackerMode() {
		h := g.Hacker()
		return screens.IntLines(g.TokenHistory(), []string{h.Name}, []string{h.Color})
	}
	var labels, colors []string
	for _, t := range g.Teams() {
		labels = append(labels, teamName(d.Ctx.T, t))
		colors = append(colors, chartColors[t.Color])
	}
	return screens.IntLines(g.TokenHistory(), labels, colors)
}

// updateOver says who won and how.
func (d *Screen) updateOver(g *decrypto.Game) {
	r, _ := g.Result()
	won := d.Ctx.T("decrypto.result.shared")
	if len(r.Winners) == 1 {
		won = d.Ctx.T("decrypto.result.wins", "Team", name(d.Ctx.T, g, r.Winners[0]))
	}
	screens.SetText(d.Result, won)
	screens.SetText(d.how, d.howDecided(g, r))
	screens.SetEndedEarly(d.EndedEarly, g.EndedEarly())
	d.Chart.Set(d.chartLines(g))
}

// howDecided says in a sentence what settled the game.
func (d *Screen) howDecided(g *decrypto.Game, r decrypto.Result) string {
	teams := g.Teams()
	switch r.By {
	case decrypto.ByClaim:
		if r.Winners[0] == decrypto.HackerSide {
			return d.Ctx.T("decrypto.by.hacker")
		}
		for i, t := range teams {
			if t.Color == r.Winners[0] && t.Interceptions >= decrypto.TokensToClaim {
				return d.Ctx.T("decrypto.by.interceptions", "Team", teamName(d.Ctx.T, t))
			} else if t.Color == r.Winners[0] {
				return d.Ctx.T("decrypto.by.miscommunications", "Team", teamName(d.Ctx.T, teams[1-i]))
			}
		}
	case decrypto.ByRounds:
		return d.Ctx.T("decrypto.by.rounds", "Count", decrypto.HackerRounds)
	case decrypto.ByEndHere:
		return d.Ctx.T("decrypto.by.ended")
	case decrypto.ByScore:
		return d.Ctx.T("decrypto.by.score", "WhiteTeam", teamName(d.Ctx.T, teams[0]), "White", teams[0].Score(), "BlackTeam", teamName(d.Ctx.T, teams[1]), "Black", teams[1].Score())
	case decrypto.ByKeywords:
		return d.Ctx.T("decrypto.by.keywords", "WhiteTeam", teamName(d.Ctx.T, teams[0]), "White", teams[0].KeywordGuess, "BlackTeam", teamName(d.Ctx.T, teams[1]), "Black", teams[1].KeywordGuess)
	}
	return d.Ctx.T("decrypto.by.shared")
}

// lastReveal says what the last revealed code brought, named by its round,
// since it stays through the next: the code, and an interception or a
// miscommunication; nothing before the first reveal.
func (d *Screen) lastReveal(g *decrypto.Game) string {
	rounds := g.Rounds()
	for r := len(rounds) - 1; r >= 0; r-- {
		turns := rounds[r].Turns
		for i := len(turns) - 1; i >= 0; i-- {
			t := turns[i]
			if !t.Revealed() {
				continue
			}
			text := d.Ctx.T("decrypto.revealed", "Round", rounds[r].Number, "Team", name(d.Ctx.T, g, t.Team), "Code", t.Code.String())
			if t.Intercepted {
				text += " " + d.Ctx.T("decrypto.revealed.intercepted")
			}
			if t.Miscommunication {
				text += " " + d.Ctx.T("decrypto.revealed.miscommunication")
			}
			if !t.Intercepted && !t.Miscommunication {
				text += " " + d.Ctx.T("decrypto.revealed.safe")
			}
			return text
		}
	}
	return ""
}

// TypedKey starts or restarts the sand timer on the space bar while a game
// is under way, and starts the game from the setup on Enter.
func (d *Screen) TypedKey(ev *fyne.KeyEvent) bool {
	if d.match == nil {
		if (ev.Name != fyne.KeyReturn && ev.Name != fyne.KeyEnter) || !d.Setup.Ready() {
			return false
		}
		d.Setup.Start()
		return true
	}
	if ev.Name != fyne.KeySpace || d.match.Over() {
		return false
	}
	d.sand.Start()
	return true
}

// Question is what the table is asked now: Start at the setup; the clue
// entries and the button that gives them of each encryptor still writing;
// the digits of the code being entered and the button that sends it; the
// keyword guesses not yet in; nothing at the end.
func (d *Screen) Question() []fyne.CanvasObject {
	if d.match == nil {
		return []fyne.CanvasObject{d.Setup.StartButton}
	}
	if d.step == nil {
		return nil
	}
	g := d.match.State()
	var q []fyne.CanvasObject
	switch d.step.Shown {
	case "clues":
		for _, b := range d.blocks {
			if slices.Contains(g.CluesPending(), b.color) {
				for _, e := range b.entries {
					q = append(q, e)
				}
				q = append(q, b.send)
			}
		}
	case "code":
		for _, p := range d.CodeRows {
			for _, b := range p.Buttons {
				q = append(q, b)
			}
		}
		q = append(q, d.CodeButton)
	case "keywords":
		for i, t := range g.Teams() {
			if !t.KeywordGuessed {
				for _, b := range d.words[i].buttons {
					q = append(q, b)
				}
			}
		}
	}
	return q
}
