// Package spyfall is the referee of Spyfall 2 («Находка для шпиона 2») on
// the table: its setup, the deal with a card each player sees alone, the
// round's clock, accusations and votes, the spies' stops and the
// scoreboard. The rules live in games/spyfall; the widgets all screens
// share in screens.
package spyfall

import (
	"embed"
	"fmt"
	"math/rand/v2"
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games"
	"tablecompanion/games/spyfall"
	"tablecompanion/screens"
	"tablecompanion/sound"
)

// icons holds the game's tile.
//
//go:embed icons/*.svg
var icons embed.FS

// Limits of the setup's counters.
const (
	maxRounds = 30
	maxLength = 30 * time.Minute
)

// Screen is the Spyfall 2 referee: the setup, the deal with a card each
// player sees alone, the round's clock, accusations and their votes, the
// spies' stops, the votes when time is up, and the scoreboard.
//
// The screen builds its widgets once. The round's side shows at its top
// what the table does now (the names to tap for a card, the card to hold,
// who accuses and whom, the vote, the location a spy names), each step in
// the place of the one before, so it is in view without scrolling; the clock
// and the last round's outcome come below it, the scoreboard beside it or,
// on an upright tablet, below.
type Screen struct {
	screens.Skeleton[spyfall.Setup, spyfall.Action, *spyfall.Game]
	rng *rand.Rand
	// Countdown is the round's clock.
	Countdown screens.Countdown
	// cue plays a sound; tests listen to it.
	cue  func(sound.Cue)
	opts options
	// drafts are what the table is picking on the round's screen, by round
	// number: who is looking at their card, who has seen theirs, who
	// accuses, whether a spy's stop is being picked.
	drafts map[int]*draft
	// note is what the message line says, for the match length noteAt; an
	// action or an undo that changes the length clears it.
	note    string
	noteBad bool
	noteAt  int
	// noteID and noteArgs are the note's message when the phones show it
	// too, each in its own language.
	noteID   string
	noteArgs []any

	// clockFor names the deal the round's clock times, for its saved
	// state; kept is the state last handed to the shell; restored is the
	// state the shell kept before a restart, until the first Update takes
	// it up.
	clockFor string
	kept     screens.ClockState
	restored screens.ClockState

	now       *screens.Pages
	round     round
	board     board
	locations dialog.Dialog
	own       own

	// RoundsLabel, RoundsMinus and RoundsPlus set the number of rounds.
	RoundsLabel             *widget.Label
	RoundsMinus, RoundsPlus *screens.Button
	// SpiesChoice picks one spy or two; SpiesHint gives the book's advice.
	SpiesChoice *widget.RadioGroup
	SpiesHint   *widget.Label
	// LengthLabel, LengthMinus and LengthPlus set the round's clock by the
	// minute.
	LengthLabel             *widget.Label
	LengthMinus, LengthPlus *screens.Button
	// KnownCheck is the variant in which the two spies know each other.
	KnownCheck *widget.Check
	// RolesCheck deals roles at the location; RolesHint says what they
	// are for.
	RolesCheck *widget.Check
	RolesHint  *widget.Label
	// LocationsLabel counts the locations in play; LocationsButton opens
	// their list.
	LocationsLabel  *widget.Label
	LocationsButton *screens.Button
	// LocationChecks are the box's locations in the list, in the book's
	// order; CustomEntry and AddCustom add the table's own.
	LocationChecks []*widget.Check
	CustomEntry    *widget.Entry
	AddCustom      *screens.Button
	// CustomRemove removes each of the table's own locations.
	CustomRemove []*screens.Button
	// FirstDealer picks the first dealer.
	FirstDealer *widget.Select

	// Heading says the round and its dealer.
	Heading *widget.Label
	// Clock is the round's countdown, mm:ss, readable across a room.
	Clock *screens.ClockFace
	// StartButton starts, pauses and resumes the clock.
	StartButton *screens.Button
	// DealButton deals the next round; ReshuffleButton puts the played
	// locations back.
	DealButton, ReshuffleButton *screens.Button
	// CardButtons are, by seat, the names to tap before holding the card.
	CardButtons []*screens.Button
	// Card is the chosen player's card, face down until held; it takes the
	// place of the names once a name is tapped.
	Card *screens.HoldCard
	// CardDoneButton puts the names back in the card's place, for the next
	// player.
	CardDoneButton *screens.Button
	// CardsButton shows the cards again once the clock has started;
	// CardsBackButton goes back to the questions.
	CardsButton, CardsBackButton *screens.Button
	// AccuserButtons and AccusedButtons are, by seat, the two taps of an
	// accusation.
	AccuserButtons, AccusedButtons []*screens.Button
	// StopButton begins a spy's stop; StopperButtons pick the spy, by seat.
	StopButton     *screens.Button
	StopperButtons []*screens.Button
	// LocationButtons are the locations still in play, to name one;
	// PlayedLocationButtons, after them, the played ones, which a spy may
	// name too (a wrong guess).
	LocationButtons, PlayedLocationButtons []*screens.Button
	// YesButtons and NoButtons are, by seat, each voter's ballot; nil at
	// the suspect's seat.
	YesButtons, NoButtons []*screens.Button
	// VoteQuestion asks the table about the suspect of the open vote.
	VoteQuestion *widget.Label
	// Tally counts the yes votes against the number needed.
	Tally *widget.Label
	// Message says what happened or why the rules refused a step.
	Message *widget.Label
	// Outcome sums up the last round played: how it ended, who the spies
	// were and who won.
	Outcome *widget.Label

	// Scores are the leaderboard's points, best first.
	Scores []*widget.Label
	// DealerMark marks the dealer on the leaderboard.
	DealerMark *widget.Label
	// RoundPoints are, by round played and seat, the points of each round.
	RoundPoints [][]*widget.Label
	// Gains are, by seat, the last round's points and why.
	Gains []*widget.Label
	// Winners names the winners once the game is over.
	Winners *widget.Label
	// EndedEarly says the table ended the game here ("End here").
	EndedEarly *widget.Label
	// End leads on from the finished game.
	End *screens.EndButtons
	// Chart shows every player's score round by round at the end.
	Chart *screens.EndChart
}

// options are the setup's choices; zero values follow the book for
// the number of players chosen.
type options struct {
	rounds int
	spies  int
	length time.Duration
	known  bool
	roles  bool
	off    map[string]bool
	custom []string
	first  string
}

// remember takes the choices of the table's last game.
func (o *options) remember(last spyfall.Setup) {
	o.rounds, o.spies, o.length, o.known = last.Rounds, last.Spies, last.RoundLength, last.KnownSpies
	o.roles = last.Roles
	o.custom = slices.Clone(last.Custom)
	if len(last.Locations) > 0 {
		for _, id := range spyfall.StandardIDs {
			if !slices.Contains(last.Locations, id) {
				o.off[id] = true
			}
		}
	}
	o.first = last.Players[last.FirstDealer%len(last.Players)].ID
}

// draft is what the round's screen is in the middle of picking.
type draft struct {
	viewer  int // seat whose card is about to be held, -1 for none
	seen    []bool
	cards   bool // show the cards once the clock has started
	accuser int  // -1 until tapped
	// stopping is true while the table picks the spy who stops the game;
	// stopper is the seat picked, -1 until then, who names the location
	// next, and stopAt the clock's time at the tap. Only the location
	// named sends the stop to the rules, so a name tapped by mistake
	// tells the table nothing of who the spy is.
	stopping bool
	stopper  int
	stopAt   time.Duration
	// stopHeld is whether the table had paused the clock before the
	// stopper was picked, which stops it while the location is found.
	stopHeld bool
}

// Game is Spyfall 2 on the home screen: its name, player range and
// icon, and how its screen opens.
func Game() screens.Game {
	return screens.Game{Kind: spyfall.Kind, Title: "game.spyfall", Min: spyfall.MinPlayers, Max: spyfall.MaxPlayers, Icon: screens.Icon(icons, "spyfall"), New: New, Load: Load, HowTo: howTo}
}

// New opens a new Spyfall 2 game at its setup.
func New(ctx *screens.Context, game screens.Game) screens.Screen {
	s := newScreen(ctx, game)
	s.Setup = screens.NewGameSetup(ctx, game, screens.SetupOptions{Build: s.buildOptions, Update: s.updateOptions}, s.start)
	if last, ok := screens.LastSetup[spyfall.Setup](ctx); ok && len(last.Players) > 0 {
		s.Setup.Choose(last.Players)
		s.opts.remember(last)
	}
	return s
}

// Load reopens a saved Spyfall 2 game; a round under way shows the
// time its clock had left when the app stopped, and waits for the table to
// start it again.
func Load(ctx *screens.Context, game screens.Game, record []byte) (screens.Screen, error) {
	m, err := spyfall.Load(record)
	if err != nil {
		return nil, err
	}
	s := newScreen(ctx, game)
	s.SetMatch(m)
	s.restored, _ = ctx.KeptClock()
	s.TakeKeptDraft()
	return s, nil
}

func newScreen(ctx *screens.Context, game screens.Game) *Screen {
	cue := func(c sound.Cue) {
		// The sound may be missing, as in tests.
		if ctx.Sound != nil {
			ctx.Sound.Play(c)
		}
	}
	return &Screen{Skeleton: screens.Skeleton[spyfall.Setup, spyfall.Action, *spyfall.Game]{Ctx: ctx, Game: game, EndAction: spyfall.EndHere}, cue: cue,
		rng:       rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64())),
		Countdown: screens.Countdown{Now: time.Now, After: screens.UISchedule},
		opts:      options{off: map[string]bool{}},
		drafts:    map[int]*draft{},
	}
}

// Close keeps the clock's state and stops its wake-ups but one a second
// that keeps the state: the round's time runs on, as it does at the table,
// and Update takes the clock up again.
func (s *Screen) Close() {
	s.Countdown.KeepBehind(s.keepClock)
}

// keepClock hands the clock's state to the shell when it has changed: the
// deal it times and the time left, or no clock between rounds.
func (s *Screen) keepClock() {
	var st screens.ClockState
	if s.Countdown.Timer != nil {
		st = screens.ClockState{For: s.clockFor, Left: s.Countdown.Remaining()}
	}
	if st != s.kept {
		s.kept = st
		s.Ctx.KeepClock(st)
	}
}

// cardsSeen is the draft the shell keeps of a round under way: who has
// seen their card, by seat.
type cardsSeen struct {
	Seen []int `json:"seen"`
}

// keepDraft hands the shell who has seen their card in the round dealt, so
// that a restart does not send the whole table back to its cards.
func (s *Screen) keepDraft() {
	if s.clockFor == "" {
		return
	}
	var kept cardsSeen
	for i, on := range s.draft().seen {
		if on {
			kept.Seen = append(kept.Seen, i)
		}
	}
	s.KeepDraft(s.clockFor, kept)
}

// takeDraft marks the seats the draft kept before a restart says have seen
// their card, if it is of the round dealt.
func (s *Screen) takeDraft() {
	var kept cardsSeen
	if !s.KeptDraft(s.clockFor, &kept) {
		return
	}
	seen := s.draft().seen
	for _, i := range kept.Seen {
		if i >= 0 && i < len(seen) {
			seen[i] = true
		}
	}
}

// dealKey names the deal of the round in play: the round and the place of
// its deal in the log, so a round dealt again after an undo is another.
func (s *Screen) dealKey(g *spyfall.Game) string {
	log := s.Match().Log()
	at := len(log)
	for at > 0 && log[at-1].Op != spyfall.OpDeal {
		at--
	}
	return fmt.Sprintf("spyfall round %d, deal %d", g.Round(), at)
}

// Deadline returns the moment the running clock reaches zero, and false
// while it is stopped.
func (s *Screen) Deadline() (time.Time, bool) {
	if s.Countdown.Timer == nil {
		return time.Time{}, false
	}
	return s.Countdown.Timer.Deadline()
}

// RunningClock returns the round's clock while it counts down, which the
// table must see without scrolling, or nil.
func (s *Screen) RunningClock() fyne.CanvasObject {
	if _, running := s.Deadline(); running && s.Clock != nil {
		return s.Clock
	}
	return nil
}

// start begins the game with the chosen players and options.
func (s *Screen) start(chosen games.Seats) error {
	o := s.opts
	setup := spyfall.Setup{
		Players:     chosen,
		Rounds:      s.rounds(),
		Spies:       s.spies(len(chosen)),
		RoundLength: s.length(len(chosen)),
		KnownSpies:  o.known && s.spies(len(chosen)) == 2,
		Roles:       o.roles,
		Custom:      slices.Clone(o.custom),
		FirstDealer: max(chosen.Index(o.first), 0),
	}
	if len(o.off) > 0 {
		for _, id := range spyfall.StandardIDs {
			if !o.off[id] {
				setup.Locations = append(setup.Locations, id)
			}
		}
		if len(setup.Locations) == 0 {
			// No box location at all: only the table's own are played.
			setup.Locations = nil
			if len(setup.Custom) < spyfall.MinLocations {
				return games.Refuse("spyfall.setup.too_few_locations", "Count", spyfall.MinLocations)
			}
		}
	}
	m, err := spyfall.New(setup)
	if err != nil {
		return err
	}
	s.SetMatch(m)
	s.Ctx.Commit()
	return nil
}

// Build makes the screen's widgets: the setup before the game, the round
// beside the scoreboard after it.
func (s *Screen) Build() fyne.CanvasObject {
	return s.BuildView(s.Update)
}

// Update shows the state: the setup's choices, or the round, its clock and
// the scoreboard. It also makes the clock agree with the match after an
// action, an undo or a redo, and wakes it again after Close.
func (s *Screen) Update() {
	if !s.ShowSetupOrPlay(s.Match() != nil, s.buildPlay) {
		return
	}
	g := s.Match().State()
	s.syncClock(g)
	s.updateRound(g)
	s.updateBoard(g)
}

// draft returns what the table is picking in the round in play or about to
// be dealt, empty if nothing yet.
func (s *Screen) draft() *draft {
	g := s.Match().State()
	d, ok := s.drafts[g.Round()]
	if !ok {
		d = &draft{viewer: -1, seen: make([]bool, len(g.Players())), accuser: -1, stopper: -1}
		s.drafts[g.Round()] = d
	}
	return d
}

// step makes a move of the screen alone, such as a name tapped or a panel
// opened: it changes the draft, clears the last refusal and shows both.
func (s *Screen) step(change func(d *draft)) {
	change(s.draft())
	s.note = ""
	s.Update()
	s.Ctx.Changed()
}

// say puts a text on the message line until the match changes; bad marks a
// refusal.
func (s *Screen) say(text string, bad bool) {
	s.note, s.noteBad, s.noteAt, s.noteID = text, bad, s.Match().Len(), ""
	s.showNote()
}

// sayAll puts a message on the message line until the match changes, and
// on the phones' boards in their languages: how a vote went.
func (s *Screen) sayAll(id string, args ...any) {
	s.say(s.Ctx.T(id, args...), false)
	s.noteID, s.noteArgs = id, args
}

// showNote shows the note that belongs to the match as it stands; the
// message line takes no room while it has nothing to say.
func (s *Screen) showNote() {
	text, importance := "", widget.MediumImportance
	if s.noteAt == s.Match().Len() {
		text = s.note
		if s.noteBad {
			importance = widget.DangerImportance
		}
	}
	screens.SetText(s.Message, text)
	screens.SetImportance(s.Message, importance)
	screens.SetVisible(s.Message, text != "")
}

// syncClock makes the clock agree with the match: a new timer for a new
// round, the time the engine knows after an undo, redo or load, or the time
// the clock had left when the app stopped, and running only while the
// rules let it and the table has not paused it. It hands the clock's state
// to the shell.
func (s *Screen) syncClock(g *spyfall.Game) {
	c := &s.Countdown
	_, dealt := g.RoundLocation()
	restored := s.restored
	s.restored = screens.ClockState{}
	switch {
	case !dealt:
		c.Clear()
	case c.Timer == nil || c.Round != g.Round():
		used := g.Elapsed()
		s.clockFor = s.dealKey(g)
		if restored.For == s.clockFor {
			used = min(max(used, g.RoundLength()-restored.Left), g.RoundLength())
			s.takeDraft()
		}
		c.Reset(g.Round(), g.RoundLength(), used)
	case c.At != s.Match().Len():
		// An undo or redo within the round: keep the time the clock has
		// used unless the engine knows of more.
		held := c.Held
		used := min(max(c.Elapsed(), g.Elapsed()), g.RoundLength())
		c.Reset(g.Round(), g.RoundLength(), used)
		c.Held = held || used == g.RoundLength()
	}
	c.At = s.Match().Len()
	c.Run(g.ClockRunning() && !c.Held)
	c.Schedule(s.tick)
	s.keepClock()
}

// tick is the clock's wake-up: it shows the new second, warns at one
// minute, and at zero sounds the alarm and tells the rules time is up,
// waking the audio device a moment before each of those cues. It
// touches nothing on screen but the clock's figures.
func (s *Screen) tick() {
	c := &s.Countdown
	left := c.Remaining()
	if shown := screens.WholeSeconds(left); shown != c.Shown {
		// The minute's tick and the alarm each come after a long silence:
		// the audio device is woken a moment before.
		ahead := int(screens.SoonAhead / time.Second)
		if c.Going() && (c.Shown > 60+ahead && shown <= 60+ahead || c.Shown > ahead && shown <= ahead) {
			s.play(sound.Soon)
		}
		if c.Going() && c.Shown > 60 && shown <= 60 {
			s.play(sound.Tick)
		}
		c.Shown = shown
		s.showClock()
		s.keepClock()
	}
	if left == 0 && c.Going() && s.Match().State().ClockRunning() {
		s.play(sound.Alarm)
		s.do(spyfall.Action{Op: spyfall.OpTimeUp})
		return
	}
	c.Schedule(s.tick)
}

// showClock shows the clock's time, in the error colour in the last
// minute; it redraws the figures only when they change.
func (s *Screen) showClock() {
	if s.Clock == nil {
		return
	}
	left := s.Countdown.Remaining()
	text, ink := screens.ClockText(left), theme.Color(theme.ColorNameForeground)
	if left <= time.Minute {
		ink = theme.Color(theme.ColorNameError)
	}
	s.Clock.Set(text, ink)
}

func (s *Screen) play(c sound.Cue) { s.cue(c) }

// do sends an action to the rules: an accepted one is saved and shown, a
// refused one is said on the message line.
func (s *Screen) do(a spyfall.Action) bool {
	if !s.apply(a) {
		return false
	}
	s.Ctx.Commit()
	return true
}

// apply sends an action to the rules and says a refusal; the caller commits
// an accepted one.
func (s *Screen) apply(a spyfall.Action) bool {
	if err := s.Act(a, bite); err != nil {
		s.say(s.Ctx.Catalog.Error(err), true)
		return false
	}
	// The clock carries on through the table's own steps.
	s.Countdown.At = s.Match().Len()
	return true
}

// ToggleClock starts the clock, or pauses or resumes it, while the round's
// questions are under way. Starting it ends the cards' round: the questions
// take the cards' place.
func (s *Screen) ToggleClock() {
	if s.Match() == nil || !s.Match().State().ClockRunning() || s.Countdown.Timer == nil {
		return
	}
	if !s.Countdown.Timer.Started() {
		d := s.draft()
		d.viewer, d.cards = -1, false
	}
	s.Countdown.Held = !s.Countdown.Held
	s.Update()
}

// TypedKey lets a laptop run the clock: Space starts and pauses it, and
// Enter starts the game from the setup or deals the next round.
func (s *Screen) TypedKey(ev *fyne.KeyEvent) bool {
	enter := ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter
	switch {
	case s.Match() == nil:
		if !enter || !s.Setup.Ready() {
			return false
		}
		s.Setup.Start()
	case ev.Name == fyne.KeySpace && s.Match().State().ClockRunning():
		s.ToggleClock()
	case enter && s.Match().State().Phase() == spyfall.PhaseDeal:
		s.Deal()
	default:
		return false
	}
	return true
}

// Deal draws the next round's location and spies and deals them; what the
// table picked for an earlier deal of the round is dropped.
func (s *Screen) Deal() {
	g := s.Match().State()
	delete(s.drafts, g.Round())
	s.do(g.Draw(s.rng))
}

// locationName names a location in the table's language.
func (s *Screen) locationName(l spyfall.Location) string {
	return locationName(s.Ctx.T, l)
}

// locationName names the location in the words t gives.
func locationName(t screens.Words, l spyfall.Location) string {
	if id := l.MessageID(); id != "" {
		return t(id)
	}
	return l.Name
}

// locationByID names the game's location with the ID.
func (s *Screen) locationByID(g *spyfall.Game, id string) string {
	return locationByID(s.Ctx.T, g, id)
}

// locationByID names the game's location with the ID in the words t
// gives.
func locationByID(t screens.Words, g *spyfall.Game, id string) string {
	for _, l := range g.Locations() {
		if l.ID == id {
			return locationName(t, l)
		}
	}
	return id
}

// confirmLocations shows the list of locations to play with, made the
// first time and kept, so what it shows is what the table last chose.
func (s *Screen) confirmLocations() {
	if s.locations == nil {
		s.locations = dialog.NewCustom(s.Ctx.T("spyfall.locations.title"), s.Ctx.T("spyfall.locations.done"),
			s.buildLocationList(), s.Ctx.Window)
		s.locations.Resize(fyne.NewSize(760, 560))
	}
	s.updateLocationList()
	s.locations.Show()
}

// Question is what the table is asked now: Start at the setup, Deal between
// rounds, the names while the cards go round, the card and its Done once a
// name is tapped, the names of an accusation (who, then whom), the spy who
// stops the game, the vote, and the locations a spy names; nothing at the
// end.
func (s *Screen) Question() []fyne.CanvasObject {
	switch {
	case s.Match() == nil:
		return []fyne.CanvasObject{s.Setup.StartButton}
	case s.now == nil:
		return nil
	}
	var q []fyne.CanvasObject
	add := func(buttons []*screens.Button) {
		for _, b := range buttons {
			if b != nil {
				q = append(q, b)
			}
		}
	}
	switch s.now.Shown {
	case "deal":
		q = append(q, s.DealButton)
	case "cards":
		add(s.CardButtons)
	case "hold":
		q = append(q, s.Card, s.CardDoneButton)
	case "who":
		add(s.AccuserButtons)
	case "whom":
		q = append(q, s.round.whom)
		add(s.AccusedButtons)
	case "stopper":
		add(s.StopperButtons)
	case "guess":
		q = append(q, s.round.ask)
		add(s.LocationButtons)
		add(s.PlayedLocationButtons)
	case "vote":
		q = append(q, s.VoteQuestion)
		add(s.YesButtons)
		add(s.NoButtons)
	}
	return q
}
