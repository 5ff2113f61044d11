// Package keepwatch is the referee of Keep Watch («Начеку») on the table:
// its setup, the challenge with the players' pads and the count to GO, the
// check of the answers with the symbol reference, and the results. The
// rules live in games/keepwatch; the widgets all screens share in screens.
package keepwatch

import (
	"embed"
	"os"
	"slices"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games"
	"tablecompanion/games/keepwatch"
	"tablecompanion/screens"
	"tablecompanion/screens/keepwatch/xkeys"
	"tablecompanion/sound"
)

// PlayerKeys are the players' keys by seat, far apart on the keyboard so
// that six hands fit around one laptop.
var PlayerKeys = []fyne.KeyName{fyne.KeyQ, fyne.KeyP, fyne.KeyZ, fyne.KeyM, fyne.KeyT, fyne.KeyB}

// The rhythm of a challenge: one count a second, then the game's listening
// time for the presses before the round ends by itself.
const (
	countFrom = 3
	countStep = time.Second
	// phoneGrace is how long the presses stay open past the listening
	// time while a player who may still press holds a linked phone: a
	// press the phone timed in time may still be on its way over the
	// Wi-Fi. A press timed after the close is late all the same.
	phoneGrace = 300 * time.Millisecond
	// padsQuiet is how long the pads wait after a press before they show
	// it. A press changes only its pad's word, in place, but Fyne paints
	// the whole window again for any change, and while the X server takes
	// that frame a press is stamped late (up to 7 ms in tools/reaction,
	// measured when every change still rebuilt the window: a word costs
	// less, but it is still a frame); so the pads change only once a burst
	// of presses has paused, and the presses inside it keep their true
	// times.
	padsQuiet = 150 * time.Millisecond
)

// FrameClockEnv names the environment variable that, set to 1, turns the
// X server's key times off: every press is then timed by Fyne's frames, as
// on systems without X11.
const FrameClockEnv = "TABLECOMPANION_FRAME_CLOCK"

// icons are the game's tile and the symbols of its cards.
//
//go:embed icons/*.svg
var icons embed.FS

// Screen is the Keep Watch referee: the setup, then for each challenge
// the Leader's countdown, the players' presses timed from GO, the order
// with the reaction times, and the referee's verdicts with their penalties.
type Screen struct {
	screens.Skeleton[keepwatch.Setup, keepwatch.Action, *keepwatch.Game]
	leader string
	opts   keepwatch.Setup
	cond   keepwatch.Condition
	round  round
	keys   *xkeys.Listener
	// untouch stops taking the page's touches, in a browser.
	untouch func()
	retry   func()
	noX     bool
	// doubted names the players whose phone sent a press the link refused
	// for challenge doubtedFor, until that challenge is over.
	doubted    []string
	doubtedFor int
	// settle is the order of a tie as the table taps it, for the match
	// length settleAt: an undo or a redo to another moment starts it over.
	settle   []int
	settleAt int
	// closed is the challenge whose presses closed last, until the next
	// starts; late names who pressed after they closed.
	closed *closedRound
	late   lateNote

	phase   *screens.Pages
	chips   []*pileChip
	padBox  *fyne.Container
	bigText *canvas.Text
	bigBox  *fyne.Container
	// leftLine is the time left to press, below the count and GO.
	leftLine *fyne.Container
	ready    ready
	check    check
	over     over

	// Clock reads the time of a press that comes through Fyne; tests set
	// their own.
	Clock games.Clock
	// Schedule runs the countdown and the press limit; tests set their own
	// to drive them by hand.
	Schedule screens.Schedule

	// FirstLeader picks the first Leader, the oldest player.
	FirstLeader *screens.Choice
	// LessCheck, AlternatingCheck and NeighboursCheck turn on the variants;
	// LockOutCheck locks false starters out; ReplayCheck replays a card
	// nobody called right.
	LessCheck, AlternatingCheck, NeighboursCheck, LockOutCheck, ReplayCheck *widget.Check
	// ListenChoice picks how long after GO the presses are taken.
	ListenChoice *screens.Choice

	// LeaderLabel and StackLabel head the status bar; Piles are the card
	// counts by seat.
	LeaderLabel, StackLabel *widget.Label
	Piles                   []*widget.Label
	// StartButton starts a challenge; StopButton ends the presses;
	// CancelButton takes back the challenge under way, its countdown or its
	// presses, as Esc and undo do.
	StartButton, StopButton, CancelButton *screens.Button
	// ConditionChoice sets more or less for the next challenge in the
	// Alternating variant; nil otherwise.
	ConditionChoice *widget.RadioGroup
	// Big is the countdown and GO, or empty.
	Big string
	// Left says how long the presses are taken, during the count, and the
	// time left to press after GO.
	Left string
	// Pads are the players' press areas by seat.
	Pads []*Pad
	// ClockNote says which clock times the presses.
	ClockNote *widget.Label

	// Rows are the result's lines, fastest first: place, name, reaction,
	// gap and note.
	Rows [][]*widget.Label
	// FalseStarts names the players who pressed before GO, when any did.
	FalseStarts *widget.Label
	// Penalties say who received whose cards, in the challenge on show.
	Penalties []*widget.Label
	// TiePrompt asks the table to order a tie; TieButtons are the players
	// too close to call, to tap in the order the table saw; ResetTie
	// starts that order over.
	TiePrompt  *widget.Label
	TieButtons []*screens.Button
	ResetTie   *screens.Button
	// QuestionLabel asks about the call being checked; RightButton and
	// WrongButton answer it.
	QuestionLabel            *widget.Label
	RightButton, WrongButton *screens.Button
	// LastResult sums up the challenge that ended last.
	LastResult *widget.Label
	// Message says why an action was refused.
	Message *widget.Label
	// Winners names the winners once the game is over.
	Winners *widget.Label
	// EndedEarly says the table ended the game here ("End here").
	EndedEarly *widget.Label
	// End leads on from the finished game.
	End *screens.EndButtons
	// Chart shows every player's cards challenge by challenge at the end.
	Chart *screens.EndChart
	// ReferenceButton opens the symbol card; CheckerButton the answer
	// checker.
	ReferenceButton, CheckerButton *screens.Button
	// Reference and Checker are the open symbol card and answer checker.
	Reference *SymbolCard
	Checker   *SymbolChecker
}

// ready is the page that waits for the Leader to start a challenge.
type ready struct {
	heading, condition, hint *widget.Label
	last                     *widget.Label
	penalties                *screens.LineList
}

// Game is Keep Watch on the home screen: its name, player range and
// icon, and how its screen opens.
func Game() screens.Game {
	return screens.Game{Kind: keepwatch.Kind, Title: "game.keepwatch", Min: keepwatch.MinPlayers, Max: keepwatch.MaxPlayers, Icon: screens.Icon(icons, "keepwatch"), New: New, Load: Load, HowTo: howTo}
}

// New opens a new Keep Watch game at its setup.
func New(ctx *screens.Context, game screens.Game) screens.Screen {
	k := newScreen(ctx, game)
	k.Setup = screens.NewGameSetup(ctx, game, screens.SetupOptions{Build: k.buildOptions, Update: k.updateOptions}, k.start)
	if last, ok := screens.LastSetup[keepwatch.Setup](ctx); ok && len(last.Players) > 0 {
		k.Setup.Choose(last.Players)
		k.leader = last.Players[last.Leader%len(last.Players)].ID
		k.opts = last
		k.opts.Players, k.opts.Leader = nil, 0
	}
	return k
}

// Load reopens a saved Keep Watch game.
func Load(ctx *screens.Context, game screens.Game, record []byte) (screens.Screen, error) {
	m, err := keepwatch.Load(record)
	if err != nil {
		return nil, err
	}
	k := newScreen(ctx, game)
	k.SetMatch(m)
	return k, nil
}

func newScreen(ctx *screens.Context, game screens.Game) *Screen {
	return &Screen{Skeleton: screens.Skeleton[keepwatch.Setup, keepwatch.Action, *keepwatch.Game]{Ctx: ctx, Game: game, EndAction: keepwatch.EndHere}, cond: keepwatch.More, Clock: time.Now, Schedule: screens.UISchedule,
		noX: os.Getenv(FrameClockEnv) == "1"}
}

// Close stops the countdown and the key listener; a challenge under way is
// dropped, as if it had not started.
func (k *Screen) Close() {
	k.round.stop()
	if k.retry != nil {
		k.retry()
		k.retry = nil
	}
	if k.keys != nil {
		k.keys.Close()
		k.keys = nil
	}
	if k.untouch != nil {
		k.untouch()
		k.untouch = nil
	}
}

// padTouches, where the platform has it, takes the touches of several
// fingers at once for the pads, and returns the function that stops it.
var padTouches func(k *Screen) (stop func())

// ServerClock reports whether key presses are timed by the X server.
func (k *Screen) ServerClock() bool { return k.keys != nil }

// Build makes the screen's widgets: the setup before the game; after it the
// status bar, the phase of the challenge and the pads.
func (k *Screen) Build() fyne.CanvasObject {
	return k.BuildView(k.Update)
}

// Update shows the state: the setup's choices, or the status bar and the
// phase the challenge is at. An undo or a redo that changed the game under
// a challenge under way drops the challenge, and the X server's key times
// start again when the shell comes back to the screen.
func (k *Screen) Update() {
	if k.Match() == nil {
		k.ShowSetupOrPlay(false, nil)
		return
	}
	// What a challenge under way and the keys need comes before the play
	// is built.
	if k.round.step != stepIdle && k.round.at != k.Match().Len() {
		// An undo or a redo changed the game under the challenge.
		k.round.stop()
	}
	if k.closed != nil && k.Match().Len() < k.closed.at {
		// The closed challenge was taken back.
		k.closed = nil
	}
	k.listen()
	if padTouches != nil && k.untouch == nil {
		k.untouch = padTouches(k)
	}
	k.ShowSetupOrPlay(true, k.buildPlay)
	g := k.Match().State()
	screens.SetVisible(k.Message, false)
	k.showNotes(g)
	k.updateStatus(g)
	live := false
	switch {
	case g.Over():
		k.phase.Show("over", k.buildOver)
		k.updateOver(g)
	case g.Phase() == keepwatch.PhaseChecking:
		k.phase.Show("check", k.buildCheck)
		k.updateCheck(g)
	case k.round.step != stepIdle:
		k.phase.Show("live", k.buildLive)
		k.showBig()
		live = true
	default:
		k.phase.Show("ready", k.buildReady)
		k.updateReady(g)
	}
	k.Teach(k.lesson(g))
	screens.SetVisible(k.padBox, live || (!g.Over() && g.Phase() == keepwatch.PhaseReady))
	screens.SetVisible(k.ReferenceButton, !live && !g.Over())
	screens.SetVisible(k.CheckerButton, !live && !g.Over())
	k.markPads()
}

// buildPlay makes the game's frame: the status bar on top, the phases in
// the middle, the refusals and the pads below.
func (k *Screen) buildPlay() fyne.CanvasObject {
	g := k.Match().State()
	seats := g.Players()
	k.phase = screens.NewPages()
	k.Message = screens.NewMessageLabel()
	k.Message.Hide()
	k.Pads = make([]*Pad, len(seats))
	k.padBox = container.New(&screens.EvenGrid{Gap: theme.Padding()})
	for i, p := range seats {
		key := ""
		if k.Ctx.HasKeyboard() {
			key = string(PlayerKeys[i])
		}
		k.Pads[i] = NewPad(p.Name, key, screens.PlayerColor(p.Color), func() { k.Press(i) })
		k.padBox.Add(k.Pads[i])
	}
	top := container.NewVBox(k.buildStatus(g), k.NewLesson(), widget.NewSeparator())
	return container.NewBorder(top, container.NewVBox(k.Message, k.padBox), nil, nil, k.phase.Object())
}

// listen starts the X server's key times once the window is on an X11
// display, unless they are turned off.
func (k *Screen) listen() {
	if k.keys != nil || k.noX {
		return
	}
	nw, ok := k.Ctx.Window.(driver.NativeWindow)
	if !ok {
		return
	}
	var handle uintptr
	x11 := false
	nw.RunNative(func(c any) {
		if x, ok := c.(driver.X11WindowContext); ok {
			x11, handle = true, x.WindowHandle
		}
	})
	if !x11 {
		return
	}
	if handle == 0 {
		// The window is not on screen yet: the shell builds the screen
		// before it shows the window.
		if k.retry == nil {
			k.retry = k.Schedule(100*time.Millisecond, func() {
				k.retry = nil
				if k.listen(); k.keys != nil && k.ClockNote != nil {
					// The clock note is the one thing that changes.
					screens.SetText(k.ClockNote, k.clockNote())
				}
			})
		}
		return
	}
	l, err := xkeys.Open("", uint32(handle),
		func(p xkeys.Press) { screens.OnUI(func() { k.serverKey(p) }) },
		func(t uint32) { screens.OnUI(func() { k.serverMark(t) }) })
	if err != nil {
		k.Ctx.Log("keepwatch: no X server key times, timing by frames: %v", err)
		k.noX = true
		return
	}
	k.Ctx.Log("keepwatch: key times from the X server")
	k.keys = l
}

// buildStatus makes the status bar, always on screen: the Leader, the
// stack, the symbol card and the answer checker, and every player's cards
// with their key. Both lines wrap on a narrow window.
func (k *Screen) buildStatus(g *keepwatch.Game) fyne.CanvasObject {
	seats := g.Players()
	k.LeaderLabel = screens.BigLabel("", theme.SizeNameSubHeadingText)
	k.LeaderLabel.Truncation = fyne.TextTruncateEllipsis
	k.StackLabel = screens.BigLabel("", theme.SizeNameSubHeadingText)
	k.StackLabel.Truncation = fyne.TextTruncateEllipsis
	k.ReferenceButton = screens.NewButtonWithIcon(k.Ctx.T("keepwatch.reference"), symbolIcon(keepwatch.Scout), k.ShowReference)
	k.CheckerButton = screens.NewButtonWithIcon(k.Ctx.T("keepwatch.checker"), theme.SearchIcon(), func() {
		k.ShowChecker(k.Match().State())
	})
	gap := theme.Padding() * 3
	chips := container.New(&screens.Flow{Gap: gap})
	k.chips = make([]*pileChip, len(seats))
	k.Piles = make([]*widget.Label, len(seats))
	for i, p := range seats {
		k.chips[i] = newPileChip(k.withKey(p.Name, i), p.Color)
		k.Piles[i] = k.chips[i].count
		chips.Add(k.chips[i].box)
	}
	return container.New(&statusLayout{}, container.NewGridWithColumns(2, k.LeaderLabel, k.StackLabel),
		container.NewHBox(k.ReferenceButton, k.CheckerButton), chips)
}

// withKey returns a player's name with their key beside it, when the table
// has a keyboard.
func (k *Screen) withKey(name string, seat int) string {
	if !k.Ctx.HasKeyboard() {
		return name
	}
	return name + " [" + string(PlayerKeys[seat]) + "]"
}

// updateStatus shows the Leader, the stack and the piles.
func (k *Screen) updateStatus(g *keepwatch.Game) {
	screens.SetText(k.LeaderLabel, k.Ctx.T("keepwatch.leader", "Player", g.Players()[g.Leader()].Name))
	screens.SetText(k.StackLabel, k.Ctx.T("keepwatch.stack", "Count", g.Stack()))
	for i, c := range k.chips {
		c.set(strconv.Itoa(g.Pile(i)), i == g.Leader())
	}
}

// buildReady makes the page that waits for the Leader: the challenge's
// number and condition and the Start button on top, and below them the hint,
// what the last challenge did and which clock times the presses.
func (k *Screen) buildReady() fyne.CanvasObject {
	r := &k.ready
	r.heading = screens.BigLabel("", theme.SizeNameSubHeadingText)
	r.heading.Truncation = fyne.TextTruncateEllipsis
	r.condition = screens.BigLabel("", theme.SizeNameSubHeadingText)
	r.condition.Truncation = fyne.TextTruncateEllipsis
	// The challenge's number and its condition share a line, half each,
	// so a longer number moves nothing beside or below them.
	head := container.NewVBox(container.NewGridWithColumns(2, r.heading, r.condition))
	k.ConditionChoice = nil
	if _, fixed := k.Match().State().FixedCondition(); !fixed {
		more, less := k.Ctx.T("keepwatch.ask.more"), k.Ctx.T("keepwatch.ask.less")
		k.ConditionChoice = widget.NewRadioGroup([]string{more, less}, func(s string) {
			k.cond = keepwatch.More
			if s == less {
				k.cond = keepwatch.Less
			}
		})
		k.ConditionChoice.Horizontal = true
		k.ConditionChoice.Required = true
		head.Add(k.ConditionChoice)
	}
	k.StartButton = screens.NewButtonWithIcon(k.Ctx.WithKey(k.Ctx.T("keepwatch.start"), "key.space"), theme.MediaPlayIcon(), k.StartChallenge)
	k.StartButton.Importance = widget.HighImportance
	head.Add(container.NewHBox(screens.Tall(k.StartButton, 60)))
	r.hint = widget.NewLabel("")
	r.hint.Wrapping = fyne.TextWrapWord
	r.last = screens.BoldLabel("")
	r.last.Wrapping = fyne.TextWrapWord
	r.penalties = newPenaltyList()
	k.ClockNote = widget.NewLabel("")
	k.ClockNote.Wrapping = fyne.TextWrapWord
	body := container.NewVBox(r.hint, r.last, r.penalties.Box, k.ClockNote)
	return container.NewBorder(head, nil, nil, nil, container.NewVScroll(body))
}

// updateReady shows the next challenge and how the last one ended.
func (k *Screen) updateReady(g *keepwatch.Game) {
	r := &k.ready
	screens.SetText(r.heading, k.Ctx.T("keepwatch.challenge", "Number", g.Played()+1, "Total", g.Challenges()))
	c, fixed := g.FixedCondition()
	screens.SetVisible(r.condition, fixed)
	if fixed {
		screens.SetText(r.condition, k.askText(c))
	} else {
		screens.SetRadio(k.ConditionChoice, k.ConditionChoice.Options, k.askText(k.cond))
	}
	// A tablet's table taps pads; a laptop's presses keys or pads.
	hint := "keepwatch.start_hint"
	if k.Ctx.HasKeyboard() {
		hint = "keepwatch.start_hint.keys"
	}
	screens.SetText(r.hint, k.Ctx.T(hint, "Player", g.Players()[g.Leader()].Name))
	k.LastResult = r.last
	last, ok := g.Last()
	screens.SetVisible(r.last, ok)
	if ok {
		screens.SetText(r.last, k.lastLine(g, last))
		k.Penalties = k.showPenalties(r.penalties, g, last)
	} else {
		k.Penalties = k.showPenalties(r.penalties, g, keepwatch.Challenge{})
	}
	screens.SetText(k.ClockNote, k.clockNote())
}

func (k *Screen) askText(c keepwatch.Condition) string {
	if c == keepwatch.Less {
		return k.Ctx.T("keepwatch.ask.less")
	}
	return k.Ctx.T("keepwatch.ask.more")
}

func (k *Screen) clockNote() string {
	if k.keys != nil {
		return k.Ctx.T("keepwatch.clock.server")
	}
	return k.Ctx.T("keepwatch.clock.frame")
}

// CanUndo reports whether a challenge is under way: undo takes it back
// before any action of the match.
func (k *Screen) CanUndo() bool { return k.round.step != stepIdle }

// Undo cancels the challenge under way and reports whether there was one;
// when there was, the shell's undo leaves the match alone.
func (k *Screen) Undo() bool {
	if !k.CanUndo() {
		return false
	}
	k.CancelChallenge()
	return true
}

// changed tells the shell that a challenge began or ended without an
// action, for its Undo button.
func (k *Screen) changed() {
	k.Ctx.Changed()
}

func (k *Screen) schedule(d time.Duration, f func()) {
	k.round.stops = append(k.round.stops, k.Schedule(d, f))
}

func (k *Screen) play(c sound.Cue) {
	if k.Ctx.Sound != nil {
		k.Ctx.Sound.Play(c)
	}
}

func (k *Screen) refuse(err error) {
	screens.SetText(k.Message, k.Ctx.Catalog.Error(err))
	screens.SetVisible(k.Message, true)
}

// do applies an action of the check and saves it, or shows the refusal.
func (k *Screen) do(a keepwatch.Action) {
	if err := k.Act(a, k.bite); err != nil {
		k.refuse(err)
		return
	}
	k.Ctx.Commit()
}

// TypedKey is the laptop's way to play: Space starts a challenge and ends
// its presses, Esc cancels it, each player's key is their press, and Enter
// starts the game from the setup.
func (k *Screen) TypedKey(ev *fyne.KeyEvent) bool {
	if k.Match() == nil {
		if (ev.Name != fyne.KeyReturn && ev.Name != fyne.KeyEnter) || !k.Setup.Ready() {
			return false
		}
		k.Setup.Start()
		return true
	}
	if ev.Name == fyne.KeyEscape {
		// Esc leads home only when no challenge is under way.
		return k.Undo()
	}
	if ev.Name == fyne.KeySpace {
		switch k.round.step {
		case stepIdle:
			if k.Match().State().Phase() != keepwatch.PhaseReady {
				return false
			}
			k.StartChallenge()
		case stepOpen:
			k.StopPresses()
		}
		return true
	}
	seat := slices.Index(PlayerKeys, ev.Name)
	if seat < 0 || seat >= len(k.Match().State().Players()) || k.round.step == stepIdle && k.closed == nil {
		return false
	}
	if k.keys == nil {
		// The X server times this key when it can; otherwise this frame.
		k.Press(seat)
	}
	return true
}

// Question is what the table is asked now: before the game and between
// challenges the Start button, during a challenge the pads and the Cancel
// button, and in the check the tie to order or the call to judge with its answers.
func (k *Screen) Question() []fyne.CanvasObject {
	switch {
	case k.Match() == nil:
		return []fyne.CanvasObject{k.Setup.StartButton}
	case k.Match().State().Over():
		return nil
	case k.Match().State().Phase() == keepwatch.PhaseChecking:
		if c, _ := k.Match().State().Current(); c.Unsettled != nil {
			q := []fyne.CanvasObject{k.TiePrompt}
			for _, b := range k.TieButtons {
				q = append(q, b)
			}
			return q
		}
		return []fyne.CanvasObject{k.QuestionLabel, k.RightButton, k.WrongButton}
	case k.round.step != stepIdle:
		q := []fyne.CanvasObject{k.CancelButton}
		for _, p := range k.Pads {
			q = append(q, p)
		}
		return q
	}
	return []fyne.CanvasObject{k.StartButton}
}
