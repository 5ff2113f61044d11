// Package dixit is the referee of Dixit on the table: its setup, then each
// round's entry of the storyteller's card, the cards played and the votes,
// with the scores to the target. The rules live in games/dixit; the widgets
// all screens share in screens.
package dixit

import (
	"embed"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games"
	"tablecompanion/games/dixit"
	"tablecompanion/screens"
)

// target is the score that ends the game when the table chooses to
// play to a score instead of to the end of the deck.
const target = 30

// boardWidth is the width the board would rather have beside the round
// entry, where the window has room: a round's gains then read on a line
// each.
const boardWidth = 400

// icons holds the game's tile.
//
//go:embed icons/*.svg
var icons embed.FS

// Screen is the Dixit referee: the setup, then the entry of each round with
// number buttons, the score track, the leaderboard and the rounds played.
type Screen struct {
	screens.Skeleton[dixit.Setup, dixit.Round, *dixit.Game]
	drafts map[int]*draft
	first  string
	target bool

	left  *screens.Pages
	split *fyne.Container
	rows  []*row
	grid  *fyne.Container
	board board
	final *screens.LineList

	// FirstStoryteller picks who tells the first story.
	FirstStoryteller *screens.Choice
	// TargetCheck ends the game at 30 points instead of with the deck.
	TargetCheck *widget.Check
	// ThreeNote tells the three-player rules.
	ThreeNote *widget.Label

	// Heading says the round and who tells the story.
	Heading *widget.Label
	// StoryCard picks the storyteller's card on the table.
	StoryCard *screens.Picker
	// CardPickers and VotePickers are, by seat, the cards each player put
	// in and the card they voted for; nil at the storyteller's seat.
	CardPickers, VotePickers []*screens.Picker
	// ScoreButton scores the round entered.
	ScoreButton *screens.Button
	// Message says what the round still lacks, or why it was refused.
	Message *widget.Label

	// RoundsLeft says how many rounds the deck allows, or the target.
	RoundsLeft *widget.Label
	// Scores are the leaderboard's points, best first.
	Scores []*widget.Label
	// Gains are, by seat, the points of the last round and why.
	Gains []*widget.Label
	// Track shows each player's marker on the score track.
	Track *screens.ScoreTrack
	// Winners names the winners once the game is over.
	Winners *widget.Label
	// EndedEarly says the table ended the game here ("End here").
	EndedEarly *widget.Label
	// End leads on from the finished game.
	End *screens.EndButtons
	// Chart shows every player's score round by round at the end.
	Chart *screens.EndChart
}

// draft is a round being entered, by seat. Drafts are kept by round,
// so an undo brings back the round it took back as it was entered, ready to
// mend, and a redo the round that was being entered after it.
type draft struct {
	card  int
	cards [][]int
	votes []int
}

// keptRound is a draft as the shell keeps it beside the game.
type keptRound struct {
	Card  int     `json:"card"`
	Cards [][]int `json:"cards"`
	Votes []int   `json:"votes"`
}

// row is a seat's line of the round entry: its name, its card(s) and
// its vote, or the word storyteller in the vote's place. The lines keep the
// table's seating order in every round: the storyteller's is marked, not
// moved, so no number a finger is over moves when a round is scored.
type row struct {
	name    *screens.PlayerTag
	cards   *screens.Picker
	vote    *screens.Picker
	voteBox fyne.CanvasObject
	// teller stands in the vote's place on the storyteller's row.
	teller *widget.Label
}

// board is the right side: the leaderboard, the track and the rounds.
type board struct {
	ranks, gained []*widget.Label
	names         []*screens.PlayerTag
	lastTitle     *widget.Label
	gains         []*screens.PlayerTag
	historyTitle  *widget.Label
	history       *screens.LineList
	none          *widget.Label
}

// Game is Dixit on the home screen: its name, player range and
// icon, and how its screen opens.
func Game() screens.Game {
	return screens.Game{Kind: dixit.Kind, Title: "game.dixit", Min: dixit.MinPlayers, Max: dixit.MaxPlayers, Icon: screens.Icon(icons, "dixit"), New: New, Load: Load, HowTo: howTo}
}

// New opens a new Dixit game at its setup.
func New(ctx *screens.Context, game screens.Game) screens.Screen {
	d := &Screen{Skeleton: screens.Skeleton[dixit.Setup, dixit.Round, *dixit.Game]{Ctx: ctx, Game: game, EndAction: dixit.EndHere}, drafts: map[int]*draft{}}
	d.Setup = screens.NewGameSetup(ctx, game, screens.SetupOptions{Build: d.buildOptions, Update: d.updateOptions}, d.start)
	if last, ok := screens.LastSetup[dixit.Setup](ctx); ok && len(last.Players) > 0 {
		d.Setup.Choose(last.Players)
		d.first = last.Players[last.First%len(last.Players)].ID
		d.target = last.Target > 0
	}
	return d
}

// Load reopens a saved Dixit game.
func Load(ctx *screens.Context, game screens.Game, record []byte) (screens.Screen, error) {
	m, err := dixit.Load(record)
	if err != nil {
		return nil, err
	}
	d := &Screen{Skeleton: screens.Skeleton[dixit.Setup, dixit.Round, *dixit.Game]{Ctx: ctx, Game: game, EndAction: dixit.EndHere}, drafts: map[int]*draft{}}
	d.SetMatch(m)
	d.TakeKeptDraft()
	return d, nil
}

// buildOptions makes Dixit's choices: who tells first and whether to play
// to 30 points.
func (d *Screen) buildOptions() fyne.CanvasObject {
	d.FirstStoryteller = screens.NewEmptyChoice(func(name string) {
		for _, p := range d.Setup.Chosen() {
			if p.Name == name {
				d.first = p.ID
			}
		}
	})
	d.TargetCheck = widget.NewCheck(d.Ctx.T("dixit.option.target", "Count", target), func(on bool) { d.target = on })
	d.TargetCheck.Checked = d.target
	d.ThreeNote = widget.NewLabel(d.Ctx.T("dixit.option.three"))
	d.ThreeNote.Wrapping = fyne.TextWrapWord
	return container.NewVBox(widget.NewLabel(d.Ctx.T("dixit.first_storyteller")), d.FirstStoryteller.Object(), d.TargetCheck, d.ThreeNote)
}

// updateOptions offers the chosen players as the first storyteller.
func (d *Screen) updateOptions(chosen games.Seats) {
	if chosen.Index(d.first) < 0 {
		d.first = chosen[0].ID
	}
	d.FirstStoryteller.Set(chosen.Names(), chosen[chosen.Index(d.first)].Name)
	screens.SetVisible(d.ThreeNote, len(chosen) == 3)
}

// start begins the game with the chosen players and options.
func (d *Screen) start(chosen games.Seats) error {
	setup := dixit.Setup{Players: chosen, First: chosen.Index(d.first)}
	if d.target {
		setup.Target = target
	}
	m, err := dixit.New(setup)
	if err != nil {
		return err
	}
	d.SetMatch(m)
	d.Ctx.Commit()
	return nil
}

// Build makes the screen's widgets: the setup before the game, the round
// entry beside the board after it.
func (d *Screen) Build() fyne.CanvasObject {
	return d.BuildView(d.Update)
}

// Update shows the state: the setup's choices, or the round being entered,
// the board and the end.
func (d *Screen) Update() {
	if !d.ShowSetupOrPlay(d.Match() != nil, d.buildPlay) {
		return
	}
	g := d.Match().State()
	if g.Over() {
		d.left.Show("final", d.buildFinal)
		d.updateFinal(g)
	} else {
		d.left.Show("entry", d.buildEntry)
		d.updateEntry(g)
	}
	d.updateBoard(g)
	screens.Settle(d.split)
}

// buildPlay makes the game's two sides: the round entry, or the end, and
// the board beside it, or below it on an upright tablet.
func (d *Screen) buildPlay() fyne.CanvasObject {
	d.left = screens.NewPages()
	d.rows = nil
	// The board keeps clear of the scroll bar that lies over its right
	// edge.
	wide := func() float32 { return boardWidth }
	d.split = container.New(&screens.BesideOrBelow{Gap: theme.Padding(), Wide: wide},
		container.NewVScroll(d.left.Object()), container.NewVScroll(container.NewPadded(d.buildBoard())))
	return d.split
}

// draft returns the round being entered now, new if nobody has started it.
func (d *Screen) draft() *draft {
	g := d.Match().State()
	n := len(g.Rounds()) + 1
	dr, ok := d.drafts[n]
	if !ok {
		seats := len(g.Players())
		dr = &draft{cards: make([][]int, seats), votes: make([]int, seats)}
		// The round as it was entered before a reload or a crash.
		var kept keptRound
		if d.KeptDraft(roundMoment(n), &kept) && len(kept.Cards) == seats && len(kept.Votes) == seats {
			dr.card, dr.cards, dr.votes = kept.Card, kept.Cards, kept.Votes
		}
		d.drafts[n] = dr
	}
	return dr
}

// roundMoment names the round being entered, for its kept draft.
func roundMoment(n int) string { return fmt.Sprintf("dixit round %d", n) }

// keepDraft hands the shell the round being entered whenever it changes,
// so that a reload or a crash loses no number tapped.
func (d *Screen) keepDraft() {
	dr := d.draft()
	n := len(d.Match().State().Rounds()) + 1
	kept := keptRound{Card: dr.card, Cards: dr.cards, Votes: dr.votes}
	d.KeepDraft(roundMoment(n), kept)
}

// buildEntry makes the form of a round: the storyteller's card, then a
// row per player with their card(s) and vote, and the Score button.
func (d *Screen) buildEntry() fyne.CanvasObject {
	g := d.Match().State()
	n := len(g.Players())
	k, each := dixit.TableCards(n), dixit.CardsEach(n)
	d.Heading = screens.BigLabel("", theme.SizeNameSubHeadingText)
	d.Heading.Wrapping = fyne.TextWrapWord
	d.grid = container.New(&entryLayout{screens.Columns{N: 3, Gap: theme.Padding() * 2}},
		widget.NewLabel(""), screens.BoldLabel(d.Ctx.T("dixit.col.cards", "Count", each)), screens.BoldLabel(d.Ctx.T("dixit.col.vote")))
	// A row per seat, made once, in seating order: a new round only marks
	// another storyteller.
	d.rows = make([]*row, n)
	for seat, p := range g.Players() {
		row := &row{name: screens.NewPlayerTag(24, wholeName, screens.BoldLabel(""))}
		row.name.Set(p.Color, p.Name)
		row.cards = screens.NewPicker(k, each, nil, func(picked []int) {
			if dr := d.draft(); seat == d.Match().State().Storyteller() {
				dr.card = screens.FirstPick(picked)
			} else {
				dr.cards[seat] = picked
			}
			d.check()
		})
		row.vote = screens.NewPicker(k, 1, nil, func(picked []int) {
			d.draft().votes[seat] = screens.FirstPick(picked)
			d.check()
		})
		row.voteBox = row.vote.Object()
		row.teller = screens.BoldLabel(d.Ctx.T("dixit.col.storyteller"))
		row.teller.Importance = widget.HighImportance
		d.grid.Add(row.name.Object())
		d.grid.Add(row.cards.Object())
		d.grid.Add(screens.Reserved(row.voteBox, row.teller))
		d.rows[seat] = row
	}
	// What the round still lacks, or why it was refused, comes below the
	// Score button, where it pushes nothing the table taps.
	d.Message = widget.NewLabel("")
	d.Message.Wrapping = fyne.TextWrapWord
	d.ScoreButton = screens.NewButtonWithIcon(d.Ctx.T("dixit.score"), theme.ConfirmIcon(), d.ScoreRound)
	d.ScoreButton.Importance = widget.HighImportance
	keys := widget.NewLabel(d.Ctx.T("dixit.keys"))
	// A tablet's table has no keys to learn.
	keys.Hidden = !d.Ctx.HasKeyboard()
	keys.Wrapping = fyne.TextWrapWord
	return container.NewVBox(d.Heading, d.NewLesson(), d.grid, container.NewHBox(screens.Tall(d.ScoreButton, screens.PickerButton)), d.Message, keys)
}

// updateEntry marks the storyteller's row and shows the draft of the round
// on the number buttons.
func (d *Screen) updateEntry(g *dixit.Game) {
	seats, st := g.Players(), g.Storyteller()
	screens.SetText(d.Heading, d.Ctx.T("dixit.round.heading", "Round", len(g.Rounds())+1, "Player", seats[st].Name))
	d.CardPickers = make([]*screens.Picker, len(seats))
	d.VotePickers = make([]*screens.Picker, len(seats))
	dr := d.draft()
	for seat, row := range d.rows {
		screens.SetVisible(row.voteBox, seat != st)
		screens.SetVisible(row.teller, seat == st)
		screens.SetImportance(row.name.Label, tellerStyle(seat == st))
		if seat == st {
			d.StoryCard = row.cards
			row.cards.SetMax(1)
			row.cards.Set(screens.PicksOf(dr.card))
			continue
		}
		row.cards.SetMax(dixit.CardsEach(len(seats)))
		row.cards.Set(dr.cards[seat])
		row.vote.Set(screens.PicksOf(dr.votes[seat]))
		d.CardPickers[seat], d.VotePickers[seat] = row.cards, row.vote
	}
	d.check()
}

// tellerStyle is the style of a name in the round entry: the
// storyteller's stands out.
func tellerStyle(on bool) widget.Importance {
	if on {
		return widget.HighImportance
	}
	return widget.MediumImportance
}

// round is the draft as the engine's action.
func (d *Screen) round(g *dixit.Game) dixit.Round {
	seats, st := g.Players(), g.Storyteller()
	dr := d.draft()
	r := dixit.Round{Storyteller: seats[st].ID, Card: dr.card}
	for _, i := range seats.From(st)[1:] {
		r.Plays = append(r.Plays, dixit.Play{Player: seats[i].ID, Cards: dr.cards[i], Vote: dr.votes[i]})
	}
	return r
}

// check keeps the round as entered, says what it still lacks and marks
// the numbers that break a rule, as the engine finds them: a card two
// players claim, a vote for one's own card.
func (d *Screen) check() {
	d.keepDraft()
	g := d.Match().State()
	r := d.round(g)
	text := d.Ctx.WithKey(d.Ctx.T("dixit.ready"), "key.enter")
	if _, err := g.Score(r); err != nil {
		text = d.Ctx.Catalog.Error(err)
	}
	screens.SetText(d.Message, text)
	screens.SetImportance(d.Message, widget.MediumImportance)
	d.Teach(lesson(g, d.draft()))
	c := g.Conflicts(r)
	for i, p := range d.CardPickers {
		if p == nil {
			continue
		}
		p.MarkWrong(c.Cards[i]...)
		if v, ok := c.Votes[i]; ok {
			d.VotePickers[i].MarkWrong(v)
		} else {
			d.VotePickers[i].MarkWrong()
		}
	}
	d.StoryCard.MarkWrong(c.Cards[g.Storyteller()]...)
}

// ScoreRound scores the round entered, or says why the rules refuse it.
func (d *Screen) ScoreRound() {
	if d.Match() == nil || d.Match().Over() {
		return
	}
	if err := d.Act(d.round(d.Match().State()), bite); err != nil {
		screens.SetText(d.Message, d.Ctx.Catalog.Error(err))
		screens.SetImportance(d.Message, widget.DangerImportance)
		return
	}
	d.Ctx.Commit()
}

// TypedKey lets a laptop enter a round without the mouse: a digit fills the
// first empty entry in the order the rules check them (the storyteller's
// card, then each player's card and vote round the table from the
// storyteller's left), Backspace clears the last one, and Enter scores the
// round, or starts the game from the setup.
func (d *Screen) TypedKey(ev *fyne.KeyEvent) bool {
	enter := ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter
	switch {
	case d.Match() == nil:
		if !enter || !d.Setup.Ready() {
			return false
		}
		d.Setup.Start()
	case d.Match().Over():
		return false
	case enter:
		d.ScoreRound()
	case ev.Name == fyne.KeyBackspace:
		d.clearLast()
		d.Update()
	case len(ev.Name) == 1 && ev.Name[0] >= '1' && ev.Name[0] <= '9':
		n := int(ev.Name[0] - '0')
		if n > dixit.TableCards(len(d.Match().State().Players())) || !d.fillNext(n) {
			return false
		}
		d.Update()
	default:
		return false
	}
	return true
}

// entryOrder returns the seats of the players other than the storyteller,
// in the order their entries are filled.
func (d *Screen) entryOrder() []int {
	g := d.Match().State()
	return g.Players().From(g.Storyteller())[1:]
}

// fillNext puts the number in the first empty entry of the round.
func (d *Screen) fillNext(n int) bool {
	dr := d.draft()
	if dr.card == 0 {
		dr.card = n
		return true
	}
	each := dixit.CardsEach(len(d.Match().State().Players()))
	for _, i := range d.entryOrder() {
		if len(dr.cards[i]) < each {
			dr.cards[i] = append(slices.Clone(dr.cards[i]), n)
			return true
		}
		if dr.votes[i] == 0 {
			dr.votes[i] = n
			return true
		}
	}
	return false
}

// clearLast empties the last filled entry of the round.
func (d *Screen) clearLast() {
	dr := d.draft()
	order := d.entryOrder()
	for k := len(order) - 1; k >= 0; k-- {
		i := order[k]
		if dr.votes[i] != 0 {
			dr.votes[i] = 0
			return
		}
		if n := len(dr.cards[i]); n > 0 {
			dr.cards[i] = dr.cards[i][:n-1]
			return
		}
	}
	dr.card = 0
}

// buildFinal makes the end that replaces the round entry once the deck or
// the target ended the game: the winners and every round's points.
func (d *Screen) buildFinal() fyne.CanvasObject {
	d.Winners = screens.BigLabel("", theme.SizeNameHeadingText)
	d.Winners.Wrapping = fyne.TextWrapWord
	d.final = screens.NewNewestFirstList(nil)
	d.End = screens.NewEndButtons(d.Ctx, func() any { return d.Match().Setup().Again() })
	d.EndedEarly = screens.EndedEarlyLabel(d.Ctx)
	d.Chart = screens.NewEndChart(d.Ctx, "chart.heading.rounds", "chart.axis.round", "chart.axis.points")
	return container.NewVBox(screens.BigLabel(d.Ctx.T("dixit.game_over"), theme.SizeNameSubHeadingText), d.Winners,
		d.EndedEarly, d.End.Object(), widget.NewSeparator(), d.Chart.Object(), widget.NewSeparator(),
		screens.BoldLabel(d.Ctx.T("dixit.rounds")), d.final.Box)
}

// updateFinal names the winners and lists every round.
func (d *Screen) updateFinal(g *dixit.Game) {
	seats, winners := g.Players(), g.Winners()
	id := "dixit.winner"
	if len(winners) > 1 {
		id = "dixit.shared_win"
	}
	screens.SetText(d.Winners, d.Ctx.T(id, "Names", screens.Names(seats, winners), "Count", g.Scores()[winners[0]]))
	screens.SetEndedEarly(d.EndedEarly, g.EndedEarly())
	d.Chart.Set(screens.PlayerLines(seats, g.ScoreHistory()))
	d.final.Set(d.historyLines(g, len(g.Rounds())))
}

// buildBoard makes the right side: rounds left, the leaderboard, the
// track, the last round's points and the rounds before it.
func (d *Screen) buildBoard() fyne.CanvasObject {
	g := d.Match().State()
	n := len(g.Players())
	b := &d.board
	*b = board{}
	d.RoundsLeft = screens.BigLabel("", theme.SizeNameSubHeadingText)
	d.RoundsLeft.Wrapping = fyne.TextWrapWord
	grid := container.New(&screens.Columns{N: 4, Gap: theme.Padding() * 2})
	d.Scores = make([]*widget.Label, n)
	for i := range n {
		rank, gained := widget.NewLabel(""), widget.NewLabel("")
		name := screens.NewPlayerTag(24, 0, screens.BoldLabel(""))
		d.Scores[i] = screens.BigLabel("", theme.SizeNameSubHeadingText)
		b.ranks, b.names, b.gained = append(b.ranks, rank), append(b.names, name), append(b.gained, gained)
		grid.Add(rank)
		grid.Add(name.Object())
		grid.Add(d.Scores[i])
		grid.Add(gained)
	}
	d.Track = screens.NewScoreTrack(g.Players(), g.Scores())
	b.none = widget.NewLabel(d.Ctx.T("dixit.history.none"))
	b.lastTitle = screens.BoldLabel("")
	b.lastTitle.Wrapping = fyne.TextWrapWord
	lines := container.NewVBox()
	d.Gains = make([]*widget.Label, n)
	for i := range n {
		d.Gains[i] = widget.NewLabel("")
		d.Gains[i].Wrapping = fyne.TextWrapWord
		tag := screens.NewPlayerTag(20, 0, d.Gains[i])
		b.gains = append(b.gains, tag)
		lines.Add(tag.Object())
	}
	b.historyTitle = screens.BoldLabel(d.Ctx.T("dixit.history"))
	b.history = screens.NewNewestFirstList(nil)
	return container.NewVBox(d.RoundsLeft, grid, screens.BoldLabel(d.Ctx.T("dixit.track")), d.Track,
		b.none, b.lastTitle, lines, b.historyTitle, b.history.Box)
}

// updateBoard shows the scores, the track and the rounds as they stand.
func (d *Screen) updateBoard(g *dixit.Game) {
	seats, scores, rounds := g.Players(), g.Scores(), g.Rounds()
	b := &d.board
	screens.SetText(d.RoundsLeft, goal(d.Ctx.T, g))
	order := g.Standings()
	rank := 0
	for pos, i := range order {
		if pos == 0 || scores[i] != scores[order[pos-1]] {
			rank = pos + 1
		}
		gained := ""
		if len(rounds) > 0 {
			gained = fmt.Sprintf("+%d", rounds[len(rounds)-1].Points[i])
		}
		screens.SetText(b.ranks[pos], strconv.Itoa(rank)+".")
		b.names[pos].Set(seats[i].Color, seats[i].Name)
		screens.SetText(d.Scores[pos], strconv.Itoa(scores[i]))
		screens.SetText(b.gained[pos], gained)
	}
	d.Track.SetScores(scores)
	screens.SetVisible(b.none, len(rounds) == 0)
	screens.SetVisible(b.lastTitle, len(rounds) > 0)
	for _, tag := range b.gains {
		screens.SetVisible(tag.Object(), len(rounds) > 0)
	}
	earlier := len(rounds) > 1 && !g.Over()
	screens.SetVisible(b.historyTitle, earlier)
	if !earlier {
		b.history.Set(nil)
	}
	if len(rounds) == 0 {
		return
	}
	last := rounds[len(rounds)-1]
	screens.SetText(b.lastTitle, d.Ctx.T("dixit.last_round", "Round", len(rounds), "Player", seats[last.Storyteller].Name))
	for line, i := range seats.From(last.Storyteller) {
		b.gains[line].Set(seats[i].Color, seats[i].Name+": "+d.gains(last.Gains[i]))
		d.Gains[i] = b.gains[line].Label
	}
	if earlier {
		b.history.Set(d.historyLines(g, len(rounds)-1))
	}
}

// goal says what ends the game: the rounds the deck still allows, or the
// target score; or that the game is over.
func goal(t screens.Words, g *dixit.Game) string {
	switch {
	case g.Over():
		return t("dixit.game_over")
	case g.Setup().Target > 0:
		return t("dixit.target", "Count", g.Setup().Target)
	}
	return t("dixit.rounds_left", "Count", g.RoundsLeft())
}

// historyLines are a line for each of the first n rounds, the latest first.
func (d *Screen) historyLines(g *dixit.Game, n int) []string {
	lines := make([]string, 0, n)
	for r := range n {
		lines = append(lines, d.historyLine(g.Players(), r+1, g.Rounds()[r]))
	}
	return lines
}

// gains says a player's points of a round and why, in the table's
// language, each part counted in points.
func (d *Screen) gains(gains []dixit.Gain) string {
	if len(gains) == 0 {
		return "0"
	}
	var parts []string
	for _, gn := range gains {
		parts = append(parts, d.Ctx.T("dixit.gain", "Points", screens.Signed(gn.Points), "Count", gn.Points, "Why", d.reason(gn)))
	}
	return strings.Join(parts, " · ")
}

func (d *Screen) reason(gn dixit.Gain) string {
	switch gn.Why {
	case dixit.Told:
		return d.Ctx.T("dixit.why.told")
	case dixit.Found:
		return d.Ctx.T("dixit.why.found")
	case dixit.AllFound:
		return d.Ctx.T("dixit.why.all_found")
	case dixit.NoneFound:
		return d.Ctx.T("dixit.why.none_found")
	default:
		return d.Ctx.T("dixit.why.votes", "Count", gn.Count)
	}
}

// historyLine sums up a past round: who told and what each player won.
func (d *Screen) historyLine(seats games.Seats, number int, sc dixit.Scored) string {
	var parts []string
	for _, i := range seats.From(sc.Storyteller) {
		parts = append(parts, fmt.Sprintf("%s +%d", seats[i].Name, sc.Points[i]))
	}
	return d.Ctx.T("dixit.last_round", "Round", number, "Player", seats[sc.Storyteller].Name) + ": " + strings.Join(parts, ", ")
}

// Question is the round's heading and the storyteller's card, where the
// entry of a round begins, before the game starts the Start button.
func (d *Screen) Question() []fyne.CanvasObject {
	switch {
	case d.Match() == nil:
		return []fyne.CanvasObject{d.Setup.StartButton}
	case d.Match().State().Over():
		return nil
	}
	q := []fyne.CanvasObject{d.Heading}
	for _, b := range d.StoryCard.Buttons {
		q = append(q, b)
	}
	return q
}
