package screens

import (
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
)

// dixitTarget is the score that ends the game when the table chooses to
// play to a score instead of to the end of the deck.
const dixitTarget = 30

type dixitMatch = games.Match[dixit.Setup, dixit.Round, *dixit.Game]

// Dixit is the Dixit referee: the setup, then the entry of each round with
// number buttons, the score track, the leaderboard and the rounds played.
type Dixit struct {
	ctx    *Context
	game   Game
	match  *dixitMatch
	draft  dixitDraft
	first  string
	target bool

	// Setup chooses the players; it is on screen until the game starts.
	Setup *Setup
	// FirstStoryteller picks who tells the first story.
	FirstStoryteller *widget.RadioGroup
	// TargetCheck ends the game at 30 points instead of with the deck.
	TargetCheck *widget.Check

	// StoryCard picks the storyteller's card on the table.
	StoryCard *Picker
	// CardPickers and VotePickers are, by seat, the cards each player put
	// in and the card they voted for; nil at the storyteller's seat.
	CardPickers, VotePickers []*Picker
	// ScoreButton scores the round entered.
	ScoreButton *widget.Button
	// Message says what the round still lacks, or why it was refused.
	Message *widget.Label

	// RoundsLeft says how many rounds the deck allows, or the target.
	RoundsLeft *widget.Label
	// Scores are the leaderboard's rows, best first.
	Scores []*widget.Label
	// Gains are, by seat, the points of the last round and why.
	Gains []*widget.Label
	// Track shows each player's marker on the score track.
	Track *ScoreTrack
	// Winners names the winners once the game is over.
	Winners *widget.Label
}

// dixitDraft is the round being entered, by seat; it belongs to the match
// length it was started at and is dropped when that changes.
type dixitDraft struct {
	at    int
	card  int
	cards [][]int
	votes []int
}

// NewDixit opens a new Dixit game at its setup.
func NewDixit(ctx *Context, game Game) Screen {
	d := &Dixit{ctx: ctx, game: game}
	d.Setup = newGameSetup(ctx, game, d.options, d.start)
	return d
}

// LoadDixit reopens a saved Dixit game.
func LoadDixit(ctx *Context, game Game, record []byte) (Screen, error) {
	m, err := games.LoadMatch(dixit.Start, record)
	if err != nil {
		return nil, err
	}
	return &Dixit{ctx: ctx, game: game, match: m}, nil
}

// Title returns the game's name.
func (d *Dixit) Title() string { return d.ctx.T(d.game.Title) }

// History returns the match once the game has started.
func (d *Dixit) History() games.History {
	if d.match == nil {
		return nil
	}
	return d.match
}

// Close does nothing: Dixit runs nothing in the background.
func (d *Dixit) Close() {}

// Match returns the match, nil before the game starts.
func (d *Dixit) Match() *dixitMatch { return d.match }

// options are Dixit's choices for the chosen players: who tells first and
// whether to play to 30 points.
func (d *Dixit) options(chosen games.Seats) fyne.CanvasObject {
	var names []string
	for _, p := range chosen {
		names = append(names, p.Name)
	}
	if chosen.Index(d.first) < 0 {
		d.first = chosen[0].ID
	}
	d.FirstStoryteller = widget.NewRadioGroup(names, func(name string) {
		for _, p := range chosen {
			if p.Name == name {
				d.first = p.ID
			}
		}
	})
	d.FirstStoryteller.Horizontal = true
	d.FirstStoryteller.Required = true
	d.FirstStoryteller.Selected = chosen[chosen.Index(d.first)].Name
	d.TargetCheck = widget.NewCheck(d.ctx.T("dixit.option.target", "Target", dixitTarget), func(on bool) { d.target = on })
	d.TargetCheck.Checked = d.target
	box := container.NewVBox(widget.NewLabel(d.ctx.T("dixit.first_storyteller")), d.FirstStoryteller, d.TargetCheck)
	if len(chosen) == 3 {
		note := widget.NewLabel(d.ctx.T("dixit.option.three"))
		note.Wrapping = fyne.TextWrapWord
		box.Add(note)
	}
	return box
}

// start begins the game with the chosen players and options.
func (d *Dixit) start(chosen games.Seats) error {
	setup := dixit.Setup{Players: chosen, First: chosen.Index(d.first)}
	if d.target {
		setup.Target = dixitTarget
	}
	m, err := games.NewMatch(dixit.Start, setup)
	if err != nil {
		return err
	}
	d.match = m
	d.ctx.Commit()
	return nil
}

// Build shows the setup before the game and the round entry and the board
// after.
func (d *Dixit) Build() fyne.CanvasObject {
	if d.match == nil {
		return d.Setup.Build()
	}
	g := d.match.State()
	if d.draft.at != d.match.Len() || d.draft.votes == nil {
		d.draft = dixitDraft{at: d.match.Len(), cards: make([][]int, len(g.Players())), votes: make([]int, len(g.Players()))}
	}
	var left fyne.CanvasObject
	if g.Over() {
		left = d.finalResult(g)
	} else {
		left = d.roundEntry(g)
	}
	// Beside the round entry the board takes the width it needs, and keeps
	// clear of the scroll bar that lies over its right edge; on a narrow
	// screen it goes below.
	return container.New(&besideOrBelow{gap: theme.Padding()},
		container.NewVScroll(left), container.NewVScroll(container.NewPadded(d.board(g))))
}

// roundEntry is the form of the next round: the storyteller's card, then a
// row per player with their card(s) and vote, and the Score button.
func (d *Dixit) roundEntry(g *dixit.Game) fyne.CanvasObject {
	seats, st := g.Players(), g.Storyteller()
	n := len(seats)
	k, each := dixit.TableCards(n), dixit.CardsEach(n)
	heading := bigLabel(d.ctx.T("dixit.round.heading", "Round", len(g.Rounds())+1), theme.SizeNameSubHeadingText)
	teller := widget.NewLabel(d.ctx.T("dixit.round.teller", "Player", seats[st].Name))
	teller.Wrapping = fyne.TextWrapWord

	d.StoryCard = NewPicker(k, 1, nonZero(d.draft.card), func(p []int) {
		d.draft.card = first(p)
		d.check()
	})
	d.CardPickers = make([]*Picker, n)
	d.VotePickers = make([]*Picker, n)
	cardHead := d.ctx.T("dixit.col.cards", "Count", each)
	grid := container.New(&columns{n: 3, gap: theme.Padding() * 2},
		widget.NewLabel(""), boldLabel(cardHead), boldLabel(d.ctx.T("dixit.col.vote")),
		playerName(seats[st]), d.StoryCard.Object(), widget.NewLabel(d.ctx.T("dixit.col.storyteller")),
	)
	for _, i := range seats.From(st)[1:] {
		d.CardPickers[i] = NewPicker(k, each, d.draft.cards[i], func(p []int) {
			d.draft.cards[i] = p
			d.check()
		})
		d.VotePickers[i] = NewPicker(k, 1, nonZero(d.draft.votes[i]), func(p []int) {
			d.draft.votes[i] = first(p)
			d.check()
		})
		grid.Add(playerName(seats[i]))
		grid.Add(d.CardPickers[i].Object())
		grid.Add(d.VotePickers[i].Object())
	}
	d.Message = widget.NewLabel("")
	d.Message.Wrapping = fyne.TextWrapWord
	d.ScoreButton = widget.NewButtonWithIcon(d.ctx.T("dixit.score"), theme.ConfirmIcon(), d.ScoreRound)
	d.ScoreButton.Importance = widget.HighImportance
	d.check()
	keys := widget.NewLabel(d.ctx.T("dixit.keys"))
	keys.Wrapping = fyne.TextWrapWord
	keys.TextStyle.Italic = true
	return container.NewVBox(heading, teller, grid, d.Message, container.NewHBox(d.ScoreButton), keys)
}

// round is the draft as the engine's action.
func (d *Dixit) round(g *dixit.Game) dixit.Round {
	seats, st := g.Players(), g.Storyteller()
	r := dixit.Round{Storyteller: seats[st].ID, Card: d.draft.card}
	for _, i := range seats.From(st)[1:] {
		r.Plays = append(r.Plays, dixit.Play{Player: seats[i].ID, Cards: d.draft.cards[i], Vote: d.draft.votes[i]})
	}
	return r
}

// check says what the round still lacks and marks the numbers that break a
// rule: a card two players claim, a vote for one's own card.
func (d *Dixit) check() {
	g := d.match.State()
	_, err := g.Score(d.round(g))
	d.Message.Importance = widget.MediumImportance
	if err != nil {
		d.Message.SetText(d.ctx.Catalog.Error(err))
	} else {
		d.Message.SetText(d.ctx.T("dixit.ready"))
	}
	claims := map[int]int{d.draft.card: 1}
	for _, cards := range d.draft.cards {
		for _, c := range cards {
			claims[c]++
		}
	}
	for i, p := range d.CardPickers {
		if p == nil {
			continue
		}
		var wrong []int
		for _, c := range d.draft.cards[i] {
			if claims[c] > 1 {
				wrong = append(wrong, c)
			}
		}
		p.MarkWrong(wrong...)
		if slices.Contains(d.draft.cards[i], d.draft.votes[i]) {
			d.VotePickers[i].MarkWrong(d.draft.votes[i])
		} else {
			d.VotePickers[i].MarkWrong()
		}
	}
	if claims[d.draft.card] > 1 {
		d.StoryCard.MarkWrong(d.draft.card)
	} else {
		d.StoryCard.MarkWrong()
	}
}

// ScoreRound scores the round entered, or says why the rules refuse it.
func (d *Dixit) ScoreRound() {
	if d.match == nil || d.match.Over() {
		return
	}
	if err := d.match.Do(d.round(d.match.State())); err != nil {
		d.Message.SetText(d.ctx.Catalog.Error(err))
		d.Message.Importance = widget.DangerImportance
		d.Message.Refresh()
		return
	}
	d.ctx.Commit()
}

// TypedKey lets a laptop enter a round without the mouse: a digit fills the
// first empty entry in the order the hints follow (the storyteller's card,
// then each player's card and vote), Backspace clears the last one, and
// Enter scores the round, or starts the game from the setup.
func (d *Dixit) TypedKey(ev *fyne.KeyEvent) bool {
	enter := ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter
	switch {
	case d.match == nil:
		if !enter || !d.Setup.Ready() {
			return false
		}
		if err := d.start(d.Setup.Chosen()); err != nil {
			d.Setup.Message.SetText(d.ctx.Catalog.Error(err))
			d.Setup.Message.Show()
		}
	case enter:
		d.ScoreRound()
	case ev.Name == fyne.KeyBackspace:
		d.clearLast()
		d.ctx.Redraw()
	case len(ev.Name) == 1 && ev.Name[0] >= '1' && ev.Name[0] <= '9':
		n := int(ev.Name[0] - '0')
		if d.match.Over() || n > dixit.TableCards(len(d.match.State().Players())) || !d.fillNext(n) {
			return false
		}
		d.ctx.Redraw()
	default:
		return false
	}
	return true
}

// entryOrder returns the seats of the players other than the storyteller,
// in the order their entries are filled.
func (d *Dixit) entryOrder() []int {
	g := d.match.State()
	return g.Players().From(g.Storyteller())[1:]
}

// fillNext puts the number in the first empty entry of the round.
func (d *Dixit) fillNext(n int) bool {
	if d.draft.card == 0 {
		d.draft.card = n
		return true
	}
	each := dixit.CardsEach(len(d.match.State().Players()))
	for _, i := range d.entryOrder() {
		if len(d.draft.cards[i]) < each {
			d.draft.cards[i] = append(slices.Clone(d.draft.cards[i]), n)
			return true
		}
		if d.draft.votes[i] == 0 {
			d.draft.votes[i] = n
			return true
		}
	}
	return false
}

// clearLast empties the last filled entry of the round.
func (d *Dixit) clearLast() {
	order := d.entryOrder()
	for k := len(order) - 1; k >= 0; k-- {
		i := order[k]
		if d.draft.votes[i] != 0 {
			d.draft.votes[i] = 0
			return
		}
		if n := len(d.draft.cards[i]); n > 0 {
			d.draft.cards[i] = d.draft.cards[i][:n-1]
			return
		}
	}
	d.draft.card = 0
}

// finalResult replaces the round entry once the deck or the target ended
// the game: the winners and every round's points.
func (d *Dixit) finalResult(g *dixit.Game) fyne.CanvasObject {
	seats, winners := g.Players(), g.Winners()
	var names []string
	for _, i := range winners {
		names = append(names, seats[i].Name)
	}
	id := "dixit.winner"
	if len(winners) > 1 {
		id = "dixit.shared_win"
	}
	d.Winners = bigLabel(d.ctx.T(id, "Names", strings.Join(names, ", "), "Count", g.Scores()[winners[0]]), theme.SizeNameHeadingText)
	d.Winners.Wrapping = fyne.TextWrapWord
	box := container.NewVBox(bigLabel(d.ctx.T("dixit.game_over"), theme.SizeNameSubHeadingText), d.Winners,
		widget.NewSeparator(), boldLabel(d.ctx.T("dixit.rounds")))
	d.addHistory(box, g, len(g.Rounds()))
	return box
}

// board is the right side: rounds left, the leaderboard, the track, the
// last round's points and the rounds before it.
func (d *Dixit) board(g *dixit.Game) fyne.CanvasObject {
	seats := g.Players()
	switch {
	case g.Over():
		d.RoundsLeft = bigLabel(d.ctx.T("dixit.game_over"), theme.SizeNameSubHeadingText)
	case g.Setup().Target > 0:
		d.RoundsLeft = bigLabel(d.ctx.T("dixit.target", "Target", g.Setup().Target), theme.SizeNameSubHeadingText)
	default:
		d.RoundsLeft = bigLabel(d.ctx.T("dixit.rounds_left", "Count", g.RoundsLeft()), theme.SizeNameSubHeadingText)
	}
	board := container.NewVBox(d.RoundsLeft, d.leaderboard(g))
	d.Track = NewScoreTrack(seats, g.Scores())
	board.Add(boldLabel(d.ctx.T("dixit.track")))
	board.Add(d.Track)
	d.Gains = make([]*widget.Label, len(seats))
	rounds := g.Rounds()
	if len(rounds) == 0 {
		board.Add(widget.NewLabel(d.ctx.T("dixit.history.none")))
		return board
	}
	last := rounds[len(rounds)-1]
	board.Add(boldLabel(d.ctx.T("dixit.last_round", "Round", len(rounds), "Player", seats[last.Storyteller].Name)))
	for _, i := range seats.From(last.Storyteller) {
		d.Gains[i] = widget.NewLabel(seats[i].Name + ": " + d.gains(last.Gains[i]))
		d.Gains[i].Wrapping = fyne.TextWrapWord
		board.Add(container.NewBorder(nil, nil, Swatch(seats[i].Color, 20), nil, d.Gains[i]))
	}
	if len(rounds) > 1 && !g.Over() {
		board.Add(boldLabel(d.ctx.T("dixit.history")))
		d.addHistory(board, g, len(rounds)-1)
	}
	return board
}

// addHistory adds a line for each of the first n rounds, the latest first.
func (d *Dixit) addHistory(box *fyne.Container, g *dixit.Game, n int) {
	for r := n - 1; r >= 0; r-- {
		line := widget.NewLabel(d.historyLine(g.Players(), r+1, g.Rounds()[r]))
		line.Wrapping = fyne.TextWrapWord
		box.Add(line)
	}
}

// leaderboard lists the players from most to fewest points, with the
// points of the last round.
func (d *Dixit) leaderboard(g *dixit.Game) fyne.CanvasObject {
	seats, scores, rounds := g.Players(), g.Scores(), g.Rounds()
	d.Scores = nil
	grid := container.New(&columns{n: 4, gap: theme.Padding() * 2})
	rank := 0
	for pos, i := range g.Standings() {
		if pos == 0 || scores[i] != scores[g.Standings()[pos-1]] {
			rank = pos + 1
		}
		score := bigLabel(strconv.Itoa(scores[i]), theme.SizeNameSubHeadingText)
		d.Scores = append(d.Scores, score)
		gained := ""
		if len(rounds) > 0 {
			gained = fmt.Sprintf("+%d", rounds[len(rounds)-1].Points[i])
		}
		grid.Add(widget.NewLabel(strconv.Itoa(rank) + "."))
		grid.Add(playerName(seats[i]))
		grid.Add(score)
		grid.Add(widget.NewLabel(gained))
	}
	return grid
}

// gains says a player's points of a round and why, in the table's language.
func (d *Dixit) gains(gains []dixit.Gain) string {
	if len(gains) == 0 {
		return "0"
	}
	var parts []string
	for _, gn := range gains {
		sign := "+"
		if gn.Points == 0 {
			sign = ""
		}
		parts = append(parts, sign+strconv.Itoa(gn.Points)+" "+d.reason(gn))
	}
	return strings.Join(parts, " · ")
}

func (d *Dixit) reason(gn dixit.Gain) string {
	switch gn.Why {
	case dixit.Told:
		return d.ctx.T("dixit.why.told")
	case dixit.Found:
		return d.ctx.T("dixit.why.found")
	case dixit.AllFound:
		return d.ctx.T("dixit.why.all_found")
	case dixit.NoneFound:
		return d.ctx.T("dixit.why.none_found")
	default:
		return d.ctx.T("dixit.why.votes", "Count", gn.Count)
	}
}

// historyLine sums up a past round: who told and what each player won.
func (d *Dixit) historyLine(seats games.Seats, number int, sc dixit.Scored) string {
	var parts []string
	for _, i := range seats.From(sc.Storyteller) {
		parts = append(parts, fmt.Sprintf("%s +%d", seats[i].Name, sc.Points[i]))
	}
	return d.ctx.T("dixit.last_round", "Round", number, "Player", seats[sc.Storyteller].Name) + ": " + strings.Join(parts, ", ")
}

func nonZero(n int) []int {
	if n == 0 {
		return nil
	}
	return []int{n}
}

func first(picked []int) int {
	if len(picked) == 0 {
		return 0
	}
	return picked[0]
}
