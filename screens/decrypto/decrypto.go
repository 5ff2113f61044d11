// Package decrypto is the referee of Decrypto on the table: its setup of
// two teams, each round's secret codes, clues, interceptions and decodes
// with the sand glass, and the teams' sheets of past rounds. The rules live
// in games/decrypto; the widgets all screens share in screens.
package decrypto

import (
	"embed"
	"fmt"
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
	screens.Skeleton[decrypto.Setup, decrypto.Action, *decrypto.Game]
	now  games.Clock
	sand *screens.SandTimer
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
	SideButtons []*screens.Button
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
	GiveButtons map[string]*screens.Button
	// CodeRows are the three rows of digit buttons of a code being entered.
	CodeRows []*screens.Picker
	// CodeButton sends the interception, decode or code entered. The
	// decode of a code the app drew shows the code with it: there is
	// nothing for the encryptor to enter.
	CodeButton *screens.Button
	// KeywordButtons are, by team colour, the buttons 0–4 of the keyword
	// guesses.
	KeywordButtons map[string][]*screens.Button
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
	sideButtons         []*screens.Button
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
	send       *screens.Button
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
	buttons []*screens.Button
	guessed *widget.Label
}

// Game is Decrypto on the home screen: its name, player range and
// icon, and how its screen opens.
func Game() screens.Game {
	return screens.Game{Kind: decrypto.Kind, Title: "game.decrypto", Min: decrypto.MinPlayers, Max: decrypto.MaxPlayers, Icon: screens.Icon(icons, "decrypto"), New: New, Load: Load, HowTo: howTo}
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

// Load reopens a saved Decrypto game.
func Load(ctx *screens.Context, game screens.Game, record []byte) (screens.Screen, error) {
	m, err := decrypto.Load(record)
	if err != nil {
		return nil, err
	}
	d := newScreen(ctx, game)
	d.SetMatch(m)
	d.restored, _ = ctx.KeptClock()
	d.TakeKeptDraft()
	return d, nil
}

func newScreen(ctx *screens.Context, game screens.Game) *Screen {
	d := &Screen{Skeleton: screens.Skeleton[decrypto.Setup, decrypto.Action, *decrypto.Game]{Ctx: ctx, Game: game, EndAction: decrypto.EndHere}, now: time.Now, sides: map[string]string{}, asleep: true,
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
	if left > 0 && d.Match() != nil {
		st = screens.ClockState{For: d.sandKey(d.Match().State()), Left: left}
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
	if d.Match() == nil || d.Match().Over() || !d.Match().State().SandTimerStarts() {
		return
	}
	g := d.Match().State()
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

// Close keeps the sand glass's state and stops its wake-ups but one a
// second that keeps the state; the countdown keeps its deadline, and Update
// takes it up again.
func (d *Screen) Close() {
	d.sand.Stop()
	d.asleep = true
}

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
	if !d.ShowSetupOrPlay(d.Match() != nil, d.buildPlay) {
		return
	}
	g := d.Match().State()
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
	d.Message = screens.NewMessageLabel()
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
	side := container.NewVBox(strut, screens.FixedLines(d.Heading, 2), d.NewLesson(), d.step.Object(), d.Repeats, d.Message, d.LastReveal)
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
	d.Teach(lesson(d.Ctx.T, g))
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
	d.note, d.noteAt, d.noteStyle = text, d.Match().Len(), style
	d.showNote()
}

// showNote shows the refusal that belongs to the match as it stands; the
// message line takes no room while it has nothing to say.
func (d *Screen) showNote() {
	text := ""
	if d.noteAt == d.Match().Len() {
		text = d.note
	}
	screens.SetText(d.Message, text)
	screens.SetImportance(d.Message, d.noteStyle)
	screens.SetVisible(d.Message, text != "")
}

// do sends an action to the engine and commits it, or shows the refusal;
// it reports whether the engine accepted the action.
func (d *Screen) do(a decrypto.Action) bool {
	if d.Match() == nil {
		return false
	}
	if err := d.Act(a, d.bite); err != nil {
		d.say(d.Ctx.Catalog.Error(err))
		return false
	}
	d.Ctx.Commit()
	return true
}

// chartColors are the colours of the white and the black team's lines:
// each team's own, white and black, which the chart draws as a grey where
// one of them would not read on the theme's background; the lines' labels
// name the teams.
var chartColors = map[string]string{decrypto.White: screens.TeamWhite, decrypto.Black: screens.TeamBlack}

// TypedKey starts or restarts the sand timer on the space bar while a game
// is under way, and starts the game from the setup on Enter.
func (d *Screen) TypedKey(ev *fyne.KeyEvent) bool {
	if d.Match() == nil {
		if (ev.Name != fyne.KeyReturn && ev.Name != fyne.KeyEnter) || !d.Setup.Ready() {
			return false
		}
		d.Setup.Start()
		return true
	}
	if ev.Name != fyne.KeySpace || d.Match().Over() {
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
	if d.Match() == nil {
		return []fyne.CanvasObject{d.Setup.StartButton}
	}
	if d.step == nil {
		return nil
	}
	g := d.Match().State()
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
