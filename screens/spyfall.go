package screens

import (
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
	"tablecompanion/sound"
)

// Limits of the setup's counters.
const (
	spyfallMaxRounds = 30
	spyfallMaxLength = 30 * time.Minute
)

type spyfallMatch = games.Match[spyfall.Setup, spyfall.Action, *spyfall.Game]

// Spyfall is the Spyfall 2 referee: the setup, the deal with a card each
// player sees alone, the round's clock, accusations and their votes, the
// spies' stops, the votes when time is up, and the scoreboard.
//
// The screen builds its widgets once. The round's side shows at its top
// what the table does now (the names to tap for a card, the card to hold,
// who accuses and whom, the vote, the location a spy names), each step in
// the place of the one before, so it is in view without scrolling; the clock
// and the last round's outcome come below it, the scoreboard beside it or,
// on an upright tablet, below.
type Spyfall struct {
	ctx   *Context
	game  Game
	match *spyfallMatch
	rng   *rand.Rand
	// Countdown is the round's clock.
	Countdown countdown
	// cue plays a sound; tests listen to it.
	cue  func(sound.Cue)
	opts spyfallOptions
	// drafts are what the table is picking on the round's screen, by round
	// number: who is looking at their card, who has seen theirs, who
	// accuses, whether a spy's stop is being picked.
	drafts map[int]*spyfallDraft
	// note is what the message line says, for the match length noteAt; an
	// action or an undo that changes the length clears it.
	note    string
	noteBad bool
	noteAt  int

	// clockFor names the deal the round's clock times, for its saved
	// state; kept is the state last handed to the shell; restored is the
	// state the shell kept before a restart, until the first Update takes
	// it up.
	clockFor string
	kept     ClockState
	restored ClockState

	view      *Pages
	now       *Pages
	round     spyfallRound
	board     spyfallBoard
	locations dialog.Dialog
	own       spyfallOwn

	// Setup chooses the players; it is on screen until the game starts.
	Setup *Setup
	// RoundsLabel, RoundsMinus and RoundsPlus set the number of rounds.
	RoundsLabel             *widget.Label
	RoundsMinus, RoundsPlus *widget.Button
	// SpiesChoice picks one spy or two; SpiesHint gives the book's advice.
	SpiesChoice *widget.RadioGroup
	SpiesHint   *widget.Label
	// LengthLabel, LengthMinus and LengthPlus set the round's clock by the
	// minute.
	LengthLabel             *widget.Label
	LengthMinus, LengthPlus *widget.Button
	// KnownCheck is the variant in which the two spies know each other.
	KnownCheck *widget.Check
	// LocationsLabel counts the locations in play; LocationsButton opens
	// their list.
	LocationsLabel  *widget.Label
	LocationsButton *widget.Button
	// LocationChecks are the box's locations in the list, in the book's
	// order; CustomEntry and AddCustom add the table's own.
	LocationChecks []*widget.Check
	CustomEntry    *widget.Entry
	AddCustom      *widget.Button
	// CustomRemove removes each of the table's own locations.
	CustomRemove []*widget.Button
	// FirstDealer picks the first dealer.
	FirstDealer *widget.Select

	// Heading says the round and its dealer.
	Heading *widget.Label
	// Clock is the round's countdown, mm:ss, readable across a room.
	Clock *ClockFace
	// StartButton starts, pauses and resumes the clock.
	StartButton *widget.Button
	// DealButton deals the next round; ReshuffleButton puts the played
	// locations back.
	DealButton, ReshuffleButton *widget.Button
	// CardButtons are, by seat, the names to tap before holding the card.
	CardButtons []*widget.Button
	// Card is the chosen player's card, face down until held; it takes the
	// place of the names once a name is tapped.
	Card *HoldCard
	// CardDoneButton puts the names back in the card's place, for the next
	// player.
	CardDoneButton *widget.Button
	// CardsButton shows the cards again once the clock has started;
	// CardsBackButton goes back to the questions.
	CardsButton, CardsBackButton *widget.Button
	// AccuserButtons and AccusedButtons are, by seat, the two taps of an
	// accusation.
	AccuserButtons, AccusedButtons []*widget.Button
	// StopButton begins a spy's stop; StopperButtons pick the spy, by seat.
	StopButton     *widget.Button
	StopperButtons []*widget.Button
	// LocationButtons are the locations still in play, to name one;
	// PlayedLocationButtons, after them, the played ones, which a spy may
	// name too (a wrong guess).
	LocationButtons, PlayedLocationButtons []*widget.Button
	// YesButtons and NoButtons are, by seat, each voter's ballot; nil at
	// the suspect's seat.
	YesButtons, NoButtons []*widget.Button
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
	// End leads on from the finished game.
	End *EndButtons
}

// spyfallOptions are the setup's choices; zero values follow the book for
// the number of players chosen.
type spyfallOptions struct {
	rounds int
	spies  int
	length time.Duration
	known  bool
	off    map[string]bool
	custom []string
	first  string
}

// remember takes the choices of the table's last game.
func (o *spyfallOptions) remember(last spyfall.Setup) {
	o.rounds, o.spies, o.length, o.known = last.Rounds, last.Spies, last.RoundLength, last.KnownSpies
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

// spyfallDraft is what the round's screen is in the middle of picking.
type spyfallDraft struct {
	viewer  int // seat whose card is about to be held, -1 for none
	seen    []bool
	cards   bool // show the cards once the clock has started
	accuser int  // -1 until tapped
	// stopping is true while the table picks the spy who stops the game.
	stopping bool
}

// SpyfallGame is Spyfall 2 on the home screen: its name, player range and
// icon, and how its screen opens.
func SpyfallGame() Game {
	return Game{Kind: "spyfall", Title: "game.spyfall", Min: spyfall.MinPlayers, Max: spyfall.MaxPlayers, Icon: Icon(icons, "spyfall"), New: NewSpyfall, Load: LoadSpyfall}
}

// NewSpyfall opens a new Spyfall 2 game at its setup.
func NewSpyfall(ctx *Context, game Game) Screen {
	s := newSpyfall(ctx, game)
	s.Setup = NewGameSetup(ctx, game, SetupOptions{Build: s.buildOptions, Update: s.updateOptions}, s.start)
	if last, ok := LastSetup[spyfall.Setup](ctx); ok && len(last.Players) > 0 {
		s.Setup.Choose(last.Players)
		s.opts.remember(last)
	}
	return s
}

// LoadSpyfall reopens a saved Spyfall 2 game; a round under way shows the
// time its clock had left when the app stopped, and waits for the table to
// start it again.
func LoadSpyfall(ctx *Context, game Game, record []byte) (Screen, error) {
	m, err := spyfall.Load(record)
	if err != nil {
		return nil, err
	}
	s := newSpyfall(ctx, game)
	s.match = m
	s.restored, _ = ctx.savedClock()
	return s, nil
}

func newSpyfall(ctx *Context, game Game) *Spyfall {
	cue := func(c sound.Cue) {
		// The sound may be missing, as in tests.
		if ctx.Sound != nil {
			ctx.Sound.Play(c)
		}
	}
	return &Spyfall{cue: cue,
		ctx: ctx, game: game,
		rng:       rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64())),
		Countdown: countdown{now: time.Now, After: UISchedule},
		opts:      spyfallOptions{off: map[string]bool{}},
		drafts:    map[int]*spyfallDraft{},
	}
}

// Title returns the game's name.
func (s *Spyfall) Title() string { return s.ctx.T(s.game.Title) }

// History returns the match once the game has started.
func (s *Spyfall) History() games.History {
	if s.match == nil {
		return nil
	}
	return s.match
}

// Close keeps the clock's state and stops its wake-ups but one a second
// that keeps the state: the round's time runs on, as it does at the table,
// and Update takes the clock up again.
func (s *Spyfall) Close() {
	s.Countdown.keepBehind(s.keepClock)
}

// keepClock hands the clock's state to the shell when it has changed: the
// deal it times and the time left, or no clock between rounds.
func (s *Spyfall) keepClock() {
	var st ClockState
	if s.Countdown.timer != nil {
		st = ClockState{For: s.clockFor, Left: s.Countdown.remaining()}
	}
	if st != s.kept {
		s.kept = st
		s.ctx.saveClock(st)
	}
}

// dealKey names the deal of the round in play: the round and the place of
// its deal in the log, so a round dealt again after an undo is another.
func (s *Spyfall) dealKey(g *spyfall.Game) string {
	log := s.match.Log()
	at := len(log)
	for at > 0 && log[at-1].Op != spyfall.OpDeal {
		at--
	}
	return fmt.Sprintf("spyfall round %d, deal %d", g.Round(), at)
}

// Match returns the match, nil before the game starts.
func (s *Spyfall) Match() *spyfallMatch { return s.match }

// Deadline returns the moment the running clock reaches zero, and false
// while it is stopped.
func (s *Spyfall) Deadline() (time.Time, bool) {
	if s.Countdown.timer == nil {
		return time.Time{}, false
	}
	return s.Countdown.timer.Deadline()
}

// RunningClock returns the round's clock while it counts down, which the
// table must see without scrolling, or nil.
func (s *Spyfall) RunningClock() fyne.CanvasObject {
	if _, running := s.Deadline(); running && s.Clock != nil {
		return s.Clock
	}
	return nil
}

// start begins the game with the chosen players and options.
func (s *Spyfall) start(chosen games.Seats) error {
	o := s.opts
	setup := spyfall.Setup{
		Players:     chosen,
		Rounds:      s.rounds(),
		Spies:       s.spies(len(chosen)),
		RoundLength: s.length(len(chosen)),
		KnownSpies:  o.known && s.spies(len(chosen)) == 2,
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
	s.match = m
	s.ctx.Commit()
	return nil
}

// Build makes the screen's widgets: the setup before the game, the round
// beside the scoreboard after it.
func (s *Spyfall) Build() fyne.CanvasObject {
	s.view = NewPages()
	s.Update()
	return s.view.Object()
}

// Update shows the state: the setup's choices, or the round, its clock and
// the scoreboard. It also makes the clock agree with the match after an
// action, an undo or a redo, and wakes it again after Close.
func (s *Spyfall) Update() {
	if s.match == nil {
		s.view.Show("setup", s.Setup.Build)
		s.Setup.Update()
		return
	}
	s.view.Show("play", s.buildPlay)
	g := s.match.State()
	s.syncClock(g)
	s.updateRound(g)
	s.updateBoard(g)
}

// draft returns what the table is picking in the round in play or about to
// be dealt, empty if nothing yet.
func (s *Spyfall) draft() *spyfallDraft {
	g := s.match.State()
	d, ok := s.drafts[g.Round()]
	if !ok {
		d = &spyfallDraft{viewer: -1, seen: make([]bool, len(g.Players())), accuser: -1}
		s.drafts[g.Round()] = d
	}
	return d
}

// step makes a move of the screen alone, such as a name tapped or a panel
// opened: it changes the draft, clears the last refusal and shows both.
func (s *Spyfall) step(change func(d *spyfallDraft)) {
	change(s.draft())
	s.note = ""
	s.Update()
}

// say puts a text on the message line until the match changes; bad marks a
// refusal.
func (s *Spyfall) say(text string, bad bool) {
	s.note, s.noteBad, s.noteAt = text, bad, s.match.Len()
	s.showNote()
}

// showNote shows the note that belongs to the match as it stands; the
// message line takes no room while it has nothing to say.
func (s *Spyfall) showNote() {
	text, importance := "", widget.MediumImportance
	if s.noteAt == s.match.Len() {
		text = s.note
		if s.noteBad {
			importance = widget.DangerImportance
		}
	}
	SetText(s.Message, text)
	SetImportance(s.Message, importance)
	SetVisible(s.Message, text != "")
}

// syncClock makes the clock agree with the match: a new timer for a new
// round, the time the engine knows after an undo, redo or load, or the time
// the clock had left when the app stopped, and running only while the
// rules let it and the table has not paused it. It hands the clock's state
// to the shell.
func (s *Spyfall) syncClock(g *spyfall.Game) {
	c := &s.Countdown
	_, dealt := g.RoundLocation()
	restored := s.restored
	s.restored = ClockState{}
	switch {
	case !dealt:
		c.clear()
	case c.timer == nil || c.round != g.Round():
		used := g.Elapsed()
		s.clockFor = s.dealKey(g)
		if restored.For == s.clockFor {
			used = min(max(used, g.RoundLength()-restored.Left), g.RoundLength())
		}
		c.reset(g.Round(), g.RoundLength(), used)
	case c.at != s.match.Len():
		// An undo or redo within the round: keep the time the clock has
		// used unless the engine knows of more.
		held := c.held
		used := min(max(c.elapsed(), g.Elapsed()), g.RoundLength())
		c.reset(g.Round(), g.RoundLength(), used)
		c.held = held || used == g.RoundLength()
	}
	c.at = s.match.Len()
	c.run(g.ClockRunning() && !c.held)
	c.schedule(s.tick)
	s.keepClock()
}

// tick is the clock's wake-up: it shows the new second, warns at one
// minute, and at zero sounds the alarm and tells the rules time is up. It
// touches nothing on screen but the clock's figures.
func (s *Spyfall) tick() {
	c := &s.Countdown
	left := c.remaining()
	if shown := wholeSeconds(left); shown != c.shown {
		if c.going() && c.shown > 60 && shown <= 60 {
			s.play(sound.Tick)
		}
		c.shown = shown
		s.showClock()
		s.keepClock()
	}
	if left == 0 && c.going() && s.match.State().ClockRunning() {
		s.play(sound.Alarm)
		s.do(spyfall.Action{Op: spyfall.OpTimeUp})
		return
	}
	c.schedule(s.tick)
}

// showClock shows the clock's time, in the error colour in the last
// minute; it redraws the figures only when they change.
func (s *Spyfall) showClock() {
	if s.Clock == nil {
		return
	}
	left := s.Countdown.remaining()
	text, ink := clockText(left), theme.Color(theme.ColorNameForeground)
	if left <= time.Minute {
		ink = theme.Color(theme.ColorNameError)
	}
	s.Clock.Set(text, ink)
}

func (s *Spyfall) play(c sound.Cue) { s.cue(c) }

// do sends an action to the rules: an accepted one is saved and shown, a
// refused one is said on the message line.
func (s *Spyfall) do(a spyfall.Action) bool {
	if !s.apply(a) {
		return false
	}
	s.ctx.Commit()
	return true
}

// apply sends an action to the rules and says a refusal; the caller commits
// an accepted one.
func (s *Spyfall) apply(a spyfall.Action) bool {
	if err := s.match.Do(a); err != nil {
		s.say(s.ctx.Catalog.Error(err), true)
		return false
	}
	// The clock carries on through the table's own steps.
	s.Countdown.at = s.match.Len()
	return true
}

// ToggleClock starts the clock, or pauses or resumes it, while the round's
// questions are under way. Starting it ends the cards' round: the questions
// take the cards' place.
func (s *Spyfall) ToggleClock() {
	if s.match == nil || !s.match.State().ClockRunning() || s.Countdown.timer == nil {
		return
	}
	if !s.Countdown.timer.Started() {
		d := s.draft()
		d.viewer, d.cards = -1, false
	}
	s.Countdown.held = !s.Countdown.held
	s.Update()
}

// TypedKey lets a laptop run the clock: Space starts and pauses it, and
// Enter starts the game from the setup or deals the next round.
func (s *Spyfall) TypedKey(ev *fyne.KeyEvent) bool {
	enter := ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter
	switch {
	case s.match == nil:
		if !enter || !s.Setup.Ready() {
			return false
		}
		s.Setup.Start()
	case ev.Name == fyne.KeySpace && s.match.State().ClockRunning():
		s.ToggleClock()
	case enter && s.match.State().Phase() == spyfall.PhaseDeal:
		s.Deal()
	default:
		return false
	}
	return true
}

// Deal draws the next round's location and spies and deals them; what the
// table picked for an earlier deal of the round is dropped.
func (s *Spyfall) Deal() {
	g := s.match.State()
	delete(s.drafts, g.Round())
	s.do(g.Draw(s.rng))
}

// locationName names a location in the table's language.
func (s *Spyfall) locationName(l spyfall.Location) string {
	if id := l.MessageID(); id != "" {
		return s.ctx.T(id)
	}
	return l.Name
}

// locationByID names the game's location with the ID.
func (s *Spyfall) locationByID(g *spyfall.Game, id string) string {
	for _, l := range g.Locations() {
		if l.ID == id {
			return s.locationName(l)
		}
	}
	return id
}

// confirmLocations shows the list of locations to play with, made the
// first time and kept, so what it shows is what the table last chose.
func (s *Spyfall) confirmLocations() {
	if s.locations == nil {
		s.locations = dialog.NewCustom(s.ctx.T("spyfall.locations.title"), s.ctx.T("spyfall.locations.done"),
			s.buildLocationList(), s.ctx.Window)
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
func (s *Spyfall) Question() []fyne.CanvasObject {
	switch {
	case s.match == nil:
		return []fyne.CanvasObject{s.Setup.StartButton}
	case s.now == nil:
		return nil
	}
	var q []fyne.CanvasObject
	add := func(buttons []*widget.Button) {
		for _, b := range buttons {
			if b != nil {
				q = append(q, b)
			}
		}
	}
	switch s.now.shown {
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
