//go:build ignore

package screens

import (
	"slices"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games"
	"tablecompanion/games/decrypto"
	"tablecompanion/sound"
)

// Decrypto is the Decrypto referee: the teams and options, then each round
// step by step as the engine asks for it, with the sand timer, the codes
// held secret, the tokens and both teams' clue sheets.
type Decrypto struct {
	ctx   *Context
	game  Game
	match *decrypto.Match
	now   games.Clock
	sand  *SandTimer

	// Choices of the setup, kept across its rebuilds.
	sides       map[string]string
	names       [2]string
	keywords    [2][decrypto.Keywords]string
	hacker      bool
	hackerID    string
	manualCodes bool

	// Drafts of what is being entered, dropped when the match moves on.
	clues    map[string][decrypto.CluesPerCode]string
	cluesFor int
	code     [3]int
	codeAt   int

	// Setup chooses the players; it is on screen until the game starts.
	Setup *Setup
	// SideButtons are, by chosen player, the buttons that move the player
	// between White and Black.
	SideButtons []*widget.Button
	// TeamNames are the White and Black teams' names.
	TeamNames [2]*widget.Entry
	// KeywordEntries are each team's four keywords, typed hidden and only
	// to warn an encryptor whose clue is one of them.
	KeywordEntries [2][decrypto.Keywords]*widget.Entry
	// HackerCheck plays the Hacker game; only offered to three players.
	HackerCheck *widget.Check
	// HackerChoice picks the Hacker.
	HackerChoice *widget.RadioGroup
	// DrawCheck lets the app draw the codes instead of the code cards.
	DrawCheck *widget.Check

	// Heading says the round and the step.
	Heading *widget.Label
	// Message says why an action was refused.
	Message *widget.Label
	// CodeHolds are, by team colour, the buttons that show the team's
	// drawn code while held.
	CodeHolds map[string]*HoldCard
	// ClueEntries are, by team colour, the encryptor's three clues;
	// ClueWarnings say when a clue repeats one or is a keyword.
	ClueEntries  map[string][]*widget.Entry
	ClueWarnings map[string][]*widget.Label
	// GiveButtons send a team's clues.
	GiveButtons map[string]*widget.Button
	// CodeRows are the three rows of digit buttons of a code being entered.
	CodeRows []*Picker
	// CodeButton sends the interception, decode or code entered.
	CodeButton *widget.Button
	// RevealButton shows the drawn code of the team being read.
	RevealButton *widget.Button
	// KeywordButtons are, by team colour, the buttons 0–4 of the keyword
	// guesses.
	KeywordButtons map[string][]*widget.Button
	// Interceptions and Miscommunications count each team's tokens, white
	// first; HackerTokens counts the Hacker's.
	Interceptions, Miscommunications []*widget.Label
	HackerTokens                     *widget.Label
	// LastReveal says what the last code revealed brought.
	LastReveal *widget.Label
	// Sheets are, by team colour, the clue sheet's rows: the cells of each
	// round, three clues, the interception, the decode and the code.
	Sheets map[string][][]*widget.Label
	// ByKeyword are, by team colour, the clues grouped under keywords 1–4.
	ByKeyword map[string][decrypto.Keywords][]*widget.Label
	// Result says who won and how, once the game is over.
	Result *widget.Label
}

// NewDecrypto opens a new Decrypto game at its setup.
func NewDecrypto(ctx *Context, game Game) Screen {
	d := newDecrypto(ctx, game)
	d.Setup = newGameSetup(ctx, game, d.options, d.start)
	return d
}

// LoadDecrypto reopens a saved Decrypto game.
func LoadDecrypto(ctx *Context, game Game, record []byte) (Screen, error) {
	m, err := decrypto.Load(record)
	if err != nil {
		return nil, err
	}
	d := newDecrypto(ctx, game)
	d.match = m
	return d, nil
}

func newDecrypto(ctx *Context, game Game) *Decrypto {
	d := &Decrypto{ctx: ctx, game: game, now: time.Now, sides: map[string]string{}}
	d.sand = NewSandTimer(decrypto.SandTimer, time.Now, time.After, onUI, d.play)
	return d
}

// play sounds a cue; the screen tests run without sound.
func (d *Decrypto) play(c sound.Cue) {
	if d.ctx.Sound != nil {
		d.ctx.Sound.Play(c)
	}
}

// Title returns the game's name.
func (d *Decrypto) Title() string { return d.ctx.T(d.game.Title) }

// History returns the match once the game has started.
func (d *Decrypto) History() games.History {
	if d.match == nil {
		return nil
	}
	return d.match
}

// Close stops the sand timer's goroutine.
func (d *Decrypto) Close() { d.sand.Stop() }

// Match returns the match, nil before the game starts.
func (d *Decrypto) Match() *decrypto.Match { return d.match }

// Sand returns the sand timer.
func (d *Decrypto) Sand() *SandTimer { return d.sand }

// side returns the team colour of a chosen player: the one the table gave,
// or by default White and Black in turn round the table.
func (d *Decrypto) side(chosen games.Seats, i int) string {
	if s, ok := d.sides[chosen[i].ID]; ok {
		return s
	}
	if i%2 == 0 {
		return decrypto.White
	}
	return decrypto.Black
}

func (d *Decrypto) colorName(color string) string {
	if color == decrypto.Black {
		return d.ctx.T("decrypto.black")
	}
	return d.ctx.T("decrypto.white")
}

// options are Decrypto's choices for the chosen players: the teams and their
// names, or the Hacker game for three, and who draws the codes.
func (d *Decrypto) options(chosen games.Seats) fyne.CanvasObject {
	box := container.NewVBox()
	hacker := d.hacker && len(chosen) == 3
	if len(chosen) == 3 {
		d.HackerCheck = widget.NewCheck(d.ctx.T("decrypto.setup.hacker_mode"), func(on bool) {
			d.hacker = on
			d.ctx.Redraw()
		})
		d.HackerCheck.Checked = d.hacker
		box.Add(d.HackerCheck)
	}
	d.SideButtons = nil
	d.HackerChoice = nil
	if hacker {
		var names []string
		for _, p := range chosen {
			names = append(names, p.Name)
		}
		if chosen.Index(d.hackerID) < 0 {
			d.hackerID = chosen[len(chosen)-1].ID
		}
		d.HackerChoice = widget.NewRadioGroup(names, func(name string) {
			for _, p := range chosen {
				if p.Name == name {
					d.hackerID = p.ID
				}
			}
		})
		d.HackerChoice.Horizontal = true
		d.HackerChoice.Required = true
		d.HackerChoice.Selected = chosen[chosen.Index(d.hackerID)].Name
		box.Add(widget.NewLabel(d.ctx.T("decrypto.setup.who_hacks")))
		box.Add(d.HackerChoice)
	} else {
		hint := widget.NewLabel(d.ctx.T("decrypto.setup.sides_hint"))
		hint.Wrapping = fyne.TextWrapWord
		box.Add(hint)
		row := container.NewGridWrap(fyne.NewSize(180, 48))
		for i, p := range chosen {
			b := widget.NewButton("", nil)
			b.OnTapped = func() {
				if d.side(chosen, i) == decrypto.White {
					d.sides[p.ID] = decrypto.Black
				} else {
					d.sides[p.ID] = decrypto.White
				}
				d.paintSide(b, p, d.side(chosen, i))
			}
			d.paintSide(b, p, d.side(chosen, i))
			d.SideButtons = append(d.SideButtons, b)
			row.Add(b)
		}
		box.Add(row)
	}
	names := container.New(&columns{n: 2, gap: theme.Padding()})
	for i, color := range []string{decrypto.White, decrypto.Black} {
		if hacker && i == 1 {
			break
		}
		e := widget.NewEntry()
		e.SetPlaceHolder(d.colorName(color))
		e.SetText(d.names[i])
		e.OnChanged = func(s string) { d.names[i] = s }
		d.TeamNames[i] = e
		names.Add(widget.NewLabel(d.ctx.T("decrypto.setup.team_name", "Color", d.colorName(color))))
		names.Add(e)
	}
	box.Add(names)
	for i, color := range []string{decrypto.White, decrypto.Black} {
		if hacker && i == 1 {
			break
		}
		note := widget.NewLabel(d.ctx.T("decrypto.setup.keywords", "Color", d.colorName(color)))
		note.Wrapping = fyne.TextWrapWord
		box.Add(note)
		box.Add(d.keywordEntries(i))
	}
	d.DrawCheck = widget.NewCheck(d.ctx.T("decrypto.setup.draw_codes"), func(on bool) { d.manualCodes = !on })
	d.DrawCheck.Checked = !d.manualCodes
	box.Add(d.DrawCheck)
	return box
}

// keywordEntries are a team's four keyword fields, hidden as passwords are:
// the other team must not read them over a shoulder.
func (d *Decrypto) keywordEntries(team int) fyne.CanvasObject {
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
func (d *Decrypto) keywordsOf(team int) []string {
	for _, w := range d.keywords[team] {
		if strings.TrimSpace(w) != "" {
			return d.keywords[team][:]
		}
	}
	return nil
}

// paintSide labels a player's side button with the name and the team.
func (d *Decrypto) paintSide(b *widget.Button, p games.Player, color string) {
	b.SetText(p.Name + " · " + d.colorName(color))
	if color == decrypto.Black {
		b.Importance = widget.HighImportance
	} else {
		b.Importance = widget.MediumImportance
	}
	b.Refresh()
}

// teamName is the name the table gave a team, or its colour's name.
func (d *Decrypto) teamName(i int, color string) string {
	if d.names[i] != "" {
		return d.names[i]
	}
	return d.colorName(color)
}

// start begins the game with the chosen players and options.
func (d *Decrypto) start(chosen games.Seats) error {
	setup := decrypto.Setup{DrawCodes: !d.manualCodes}
	if setup.DrawCodes {
		setup.Seed = uint64(d.now().UnixNano())
	}
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
	m, err := decrypto.New(setup)
	if err != nil {
		return err
	}
	d.match = m
	d.ctx.Commit()
	return nil
}

// Build shows the setup before the game; after, the step in play on the left
// and the tokens and clue sheets on the right.
func (d *Decrypto) Build() fyne.CanvasObject {
	if d.match == nil {
		return d.Setup.Build()
	}
	g := d.match.State()
	if d.codeAt != d.match.Len() {
		d.code = [3]int{}
		d.codeAt = d.match.Len()
	}
	if d.cluesFor != g.Round() || d.clues == nil {
		d.clues = map[string][decrypto.CluesPerCode]string{}
		d.cluesFor = g.Round()
	}
	d.Message = widget.NewLabel("")
	d.Message.Wrapping = fyne.TextWrapWord
	d.Message.Importance = widget.DangerImportance
	d.resetRefs()

	left := container.NewVBox(d.heading(g))
	if !g.Over() {
		// The sand timer is wanted while the clues are written: then it
		// comes first, otherwise after the step's entry.
		sand := container.NewVBox(widget.NewSeparator(), d.sand.Object(d.ctx.T("decrypto.timer.start"), d.ctx.T("decrypto.timer.restart"), d.ctx.T("decrypto.timer.hint")))
		d.sand.Resume()
		if g.Step() == decrypto.StepClues {
			left.Add(sand)
			left.Add(d.stepPanel(g))
			left.Add(d.Message)
			left.Add(d.lastReveal(g))
		} else {
			left.Add(d.stepPanel(g))
			left.Add(d.Message)
			left.Add(d.lastReveal(g))
			left.Add(sand)
		}
	} else {
		left.Add(d.stepPanel(g))
		left.Add(d.Message)
		left.Add(d.lastReveal(g))
	}
	right := container.NewVBox(d.tokens(g))
	for _, t := range g.Teams() {
		right.Add(widget.NewSeparator())
		right.Add(d.sheet(g, t))
	}
	// Both sides scroll both ways, so a long sheet never widens the window.
	split := container.NewHSplit(container.NewScroll(left), container.NewScroll(container.NewPadded(right)))
	split.Offset = 0.36
	return split
}

func (d *Decrypto) resetRefs() {
	d.CodeHolds = map[string]*HoldCard{}
	d.ClueEntries = map[string][]*widget.Entry{}
	d.ClueWarnings = map[string][]*widget.Label{}
	d.GiveButtons = map[string]*widget.Button{}
	d.KeywordButtons = map[string][]*widget.Button{}
	d.Sheets = map[string][][]*widget.Label{}
	d.ByKeyword = map[string][decrypto.Keywords][]*widget.Label{}
	d.CodeRows, d.CodeButton, d.RevealButton, d.Result = nil, nil, nil, nil
}

// name returns the name of a side: a team's name or the Hacker's.
func (d *Decrypto) name(g *decrypto.Game, side string) string {
	if side == decrypto.HackerSide {
		return d.ctx.T("decrypto.hacker", "Name", g.Hacker().Name)
	}
	for _, t := range g.Teams() {
		if t.Color == side {
			return t.Name
		}
	}
	return side
}

// heading is the round and what the table does now, in big letters.
func (d *Decrypto) heading(g *decrypto.Game) fyne.CanvasObject {
	var text string
	switch g.Step() {
	case decrypto.StepClues:
		text = d.ctx.T("decrypto.step.clues")
	case decrypto.StepIntercept:
		text = d.ctx.T("decrypto.step.intercept", "Team", d.name(g, g.Interceptor()), "Code", d.name(g, g.Turn()))
	case decrypto.StepDecode:
		text = d.ctx.T("decrypto.step.decode", "Team", d.name(g, g.Turn()))
	case decrypto.StepReveal:
		text = d.ctx.T("decrypto.step.reveal", "Name", g.Encryptor(g.Turn()).Name)
	case decrypto.StepKeywordGuess:
		text = d.ctx.T("decrypto.step.keyword_guess")
	default:
		text = d.ctx.T("decrypto.step.over")
	}
	round := d.ctx.T("decrypto.round", "Round", g.Round())
	if g.HackerMode() {
		round = d.ctx.T("decrypto.hacker_round", "Round", g.Round(), "Last", decrypto.HackerRounds)
	}
	d.Heading = bigLabel(text, theme.SizeNameSubHeadingText)
	d.Heading.Wrapping = fyne.TextWrapWord
	return container.NewVBox(boldLabel(round), d.Heading)
}

// stepPanel is the entry of the step the engine waits for.
func (d *Decrypto) stepPanel(g *decrypto.Game) fyne.CanvasObject {
	switch g.Step() {
	case decrypto.StepClues:
		return d.cluesPanel(g)
	case decrypto.StepIntercept:
		return d.codePanel(g, decrypto.OpIntercept, d.ctx.T("decrypto.send.intercept"))
	case decrypto.StepDecode:
		return d.codePanel(g, decrypto.OpDecode, d.ctx.T("decrypto.send.decode"))
	case decrypto.StepReveal:
		return d.revealPanel(g)
	case decrypto.StepKeywordGuess:
		return d.keywordPanel(g)
	}
	return d.resultPanel(g)
}

// cluesPanel has, for each team, its encryptor, the code held secret and
// the three clue entries with their warnings; or that the clues are in.
func (d *Decrypto) cluesPanel(g *decrypto.Game) fyne.CanvasObject {
	box := container.NewVBox()
	pending := map[string]bool{}
	for _, c := range g.CluesPending() {
		pending[c] = true
	}
	for _, t := range g.Teams() {
		enc := g.Encryptor(t.Color)
		box.Add(widget.NewSeparator())
		box.Add(boldLabel(d.ctx.T("decrypto.encryptor", "Team", t.Name, "Name", enc.Name)))
		if !pending[t.Color] {
			box.Add(widget.NewLabel(d.ctx.T("decrypto.clues.given")))
			continue
		}
		if code, ok := g.DrawnCode(t.Color); ok {
			h := NewHoldCard(d.ctx.T("decrypto.hold_code", "Name", enc.Name), code.String(), fyne.NewSize(240, 56), nil)
			d.CodeHolds[t.Color] = h
			box.Add(container.NewHBox(h))
		}
		box.Add(d.clueEntries(g, t.Color))
		color := t.Color
		give := widget.NewButtonWithIcon(d.ctx.T("decrypto.send.clues"), theme.ConfirmIcon(), func() { d.giveClues(color) })
		give.Importance = widget.HighImportance
		d.GiveButtons[color] = give
		box.Add(container.NewHBox(give))
	}
	if g.SandTimerStarts() {
		box.Add(widget.NewLabel(d.ctx.T("decrypto.timer.now")))
	}
	return box
}

// clueEntries are a team's three clue entries, each with the warning the
// engine gives for it as it is typed.
func (d *Decrypto) clueEntries(g *decrypto.Game, color string) fyne.CanvasObject {
	grid := container.New(&columns{n: 2, gap: theme.Padding()})
	for k := range decrypto.CluesPerCode {
		e := widget.NewEntry()
		e.SetPlaceHolder(d.ctx.T("decrypto.clue_placeholder"))
		e.SetText(d.clues[color][k])
		warn := widget.NewLabel("")
		warn.Importance = widget.WarningImportance
		d.warnClue(g, color, warn, e.Text)
		e.OnChanged = func(s string) {
			draft := d.clues[color]
			draft[k] = s
			d.clues[color] = draft
			d.warnClue(g, color, warn, s)
		}
		d.ClueEntries[color] = append(d.ClueEntries[color], e)
		d.ClueWarnings[color] = append(d.ClueWarnings[color], warn)
		grid.Add(bigLabel(strconv.Itoa(k+1), theme.SizeNameSubHeadingText))
		grid.Add(container.NewBorder(nil, nil, nil, warn, e))
	}
	return grid
}

// warnClue shows what the engine warns about a clue being written.
func (d *Decrypto) warnClue(g *decrypto.Game, color string, l *widget.Label, text string) {
	l.SetText(d.clueWarning(g.CheckClue(color, text)))
}

func (d *Decrypto) clueWarning(c decrypto.Clue) string {
	switch {
	case c.Keyword != 0:
		return d.ctx.T("decrypto.warn.keyword", "Keyword", c.Keyword)
	case c.RepeatsRound != 0:
		return d.ctx.T("decrypto.warn.repeat", "Round", c.RepeatsRound)
	}
	return ""
}

// giveClues sends a team's clues as typed; blank clues are allowed. The
// first team to give its clues turns the sand glass for the other, as the
// book says, unless the table has turned it already; once both have given
// theirs the glass has done its work and is set back.
func (d *Decrypto) giveClues(color string) {
	draft := d.clues[color]
	if !d.do(decrypto.Action{Op: decrypto.OpClues, Team: color, Clues: draft[:]}) {
		return
	}
	switch {
	case d.match.State().SandTimerStarts():
		if !d.sand.Running() {
			d.sand.Start()
		}
	case d.sand.Running():
		d.sand.Reset()
		d.ctx.Redraw()
	}
}

// do sends an action to the engine and commits it, or shows the refusal;
// it reports whether the engine accepted the action.
func (d *Decrypto) do(a decrypto.Action) bool {
	if d.match == nil {
		return false
	}
	if err := d.match.Do(a); err != nil {
		d.Message.SetText(d.ctx.Catalog.Error(err))
		return false
	}
	d.ctx.Commit()
	return true
}

// readClues shows the clues of the code being read, big.
func (d *Decrypto) readClues(g *decrypto.Game) []string {
	rounds := g.Rounds()
	r := rounds[len(rounds)-1]
	for _, t := range r.Turns {
		if t.Team == g.Turn() {
			out := make([]string, len(t.Clues))
			for k, c := range t.Clues {
				out[k] = c.Text
				if c.Text == "" {
					out[k] = "—"
				}
			}
			return out
		}
	}
	return nil
}

// codePanel is a code entered by three rows of digit buttons, one row per
// clue, and the button that sends it as the given operation.
func (d *Decrypto) codePanel(g *decrypto.Game, op, send string) fyne.CanvasObject {
	clues := d.readClues(g)
	grid := container.New(&columns{n: 2, gap: theme.Padding() * 2})
	d.CodeRows = make([]*Picker, len(d.code))
	for i := range d.code {
		d.CodeRows[i] = NewPicker(4, 1, nonZero(d.code[i]), func(p []int) { d.code[i] = first(p) })
		clue := bigLabel(clues[i], theme.SizeNameSubHeadingText)
		grid.Add(clue)
		grid.Add(d.CodeRows[i].Object())
	}
	d.CodeButton = widget.NewButtonWithIcon(send, theme.ConfirmIcon(), func() {
		d.do(decrypto.Action{Op: op, Code: slices.Clone(d.code[:])})
	})
	d.CodeButton.Importance = widget.HighImportance
	return container.NewVBox(grid, container.NewHBox(d.CodeButton))
}

// revealPanel shows the drawn code with one tap, or takes the code card's
// digits when the table plays with the cards.
func (d *Decrypto) revealPanel(g *decrypto.Game) fyne.CanvasObject {
	if _, ok := g.DrawnCode(g.Turn()); !ok {
		return d.codePanel(g, decrypto.OpReveal, d.ctx.T("decrypto.send.reveal"))
	}
	d.RevealButton = widget.NewButtonWithIcon(d.ctx.T("decrypto.send.show_code"), theme.VisibilityIcon(), func() {
		d.do(decrypto.Action{Op: decrypto.OpReveal})
	})
	d.RevealButton.Importance = widget.HighImportance
	return container.NewHBox(d.RevealButton)
}

// keywordPanel asks each team how many of the other team's keywords it
// named right, with one tap on 0–4.
func (d *Decrypto) keywordPanel(g *decrypto.Game) fyne.CanvasObject {
	note := widget.NewLabel(d.ctx.T("decrypto.tie.level"))
	note.Wrapping = fyne.TextWrapWord
	box := container.NewVBox(note)
	for _, t := range g.Teams() {
		if t.KeywordGuessed {
			box.Add(widget.NewLabel(d.ctx.T("decrypto.keywords.guessed", "Team", t.Name, "Count", t.KeywordGuess)))
			continue
		}
		row := container.NewHBox()
		color := t.Color
		for n := 0; n <= decrypto.Keywords; n++ {
			b := widget.NewButton(strconv.Itoa(n), func() {
				d.do(decrypto.Action{Op: decrypto.OpKeywordGuess, Team: color, Count: n})
			})
			d.KeywordButtons[color] = append(d.KeywordButtons[color], b)
			row.Add(container.NewGridWrap(fyne.NewSquareSize(pickerButton), b))
		}
		box.Add(boldLabel(d.ctx.T("decrypto.keywords.ask", "Team", t.Name)))
		box.Add(row)
	}
	return box
}

// resultPanel says who won and how it was decided.
func (d *Decrypto) resultPanel(g *decrypto.Game) fyne.CanvasObject {
	r, _ := g.Result()
	var won string
	if len(r.Winners) > 1 {
		won = d.ctx.T("decrypto.result.shared")
	} else {
		won = d.ctx.T("decrypto.result.wins", "Team", d.name(g, r.Winners[0]))
	}
	d.Result = bigLabel(won, theme.SizeNameHeadingText)
	d.Result.Wrapping = fyne.TextWrapWord
	how := widget.NewLabel(d.howDecided(g, r))
	how.Wrapping = fyne.TextWrapWord
	return container.NewVBox(d.Result, how)
}

// howDecided says in a sentence what settled the game.
func (d *Decrypto) howDecided(g *decrypto.Game, r decrypto.Result) string {
	teams := g.Teams()
	switch r.By {
	case decrypto.ByClaim:
		if r.Winners[0] == decrypto.HackerSide {
			return d.ctx.T("decrypto.by.hacker")
		}
		for i, t := range teams {
			if t.Color == r.Winners[0] && t.Interceptions >= decrypto.TokensToClaim {
				return d.ctx.T("decrypto.by.interceptions", "Team", t.Name)
			} else if t.Color == r.Winners[0] {
				return d.ctx.T("decrypto.by.miscommunications", "Team", teams[1-i].Name)
			}
		}
	case decrypto.ByRounds:
		return d.ctx.T("decrypto.by.rounds", "Count", decrypto.HackerRounds)
	case decrypto.ByScore:
		return d.ctx.T("decrypto.by.score", "WhiteTeam", teams[0].Name, "White", teams[0].Score(), "BlackTeam", teams[1].Name, "Black", teams[1].Score())
	case decrypto.ByKeywords:
		return d.ctx.T("decrypto.by.keywords", "WhiteTeam", teams[0].Name, "White", teams[0].KeywordGuess, "BlackTeam", teams[1].Name, "Black", teams[1].KeywordGuess)
	}
	return d.ctx.T("decrypto.by.shared")
}

// lastReveal says what the last revealed code brought: the code, and an
// interception or a miscommunication.
func (d *Decrypto) lastReveal(g *decrypto.Game) fyne.CanvasObject {
	d.LastReveal = widget.NewLabel("")
	d.LastReveal.Wrapping = fyne.TextWrapWord
	rounds := g.Rounds()
	for r := len(rounds) - 1; r >= 0; r-- {
		turns := rounds[r].Turns
		for i := len(turns) - 1; i >= 0; i-- {
			t := turns[i]
			if !t.Revealed() {
				continue
			}
			text := d.ctx.T("decrypto.revealed", "Team", d.name(g, t.Team), "Code", t.Code.String())
			if t.Intercepted {
				text += " " + d.ctx.T("decrypto.revealed.intercepted")
			}
			if t.Miscommunication {
				text += " " + d.ctx.T("decrypto.revealed.miscommunication")
			}
			if !t.Intercepted && !t.Miscommunication {
				text += " " + d.ctx.T("decrypto.revealed.safe")
			}
			d.LastReveal.SetText(text)
			return d.LastReveal
		}
	}
	return d.LastReveal
}

// TypedKey starts or restarts the sand timer on the space bar while a game
// is under way.
func (d *Decrypto) TypedKey(ev *fyne.KeyEvent) bool {
	if ev.Name != fyne.KeySpace || d.match == nil || d.match.Over() {
		return false
	}
	d.sand.Start()
	return true
}
