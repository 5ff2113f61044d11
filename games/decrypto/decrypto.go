// Package decrypto referees Decrypto: two teams pass three-digit codes to
// their own side with clues while the other side tries to intercept them, or
// a team of two plays against the Hacker. The engine keeps the rounds' steps
// in the book's order, the tokens, the clue sheet and the end of the game;
// the code cards and the words stay on the table.
package decrypto

import (
	"strings"
	"time"

	"tablecompanion/games"
)

// Kind names Decrypto in save files and in the list of games.
const Kind = "decrypto"

// The team colours; white's code is read first in every round.
const (
	White = "white"
	Black = "black"
)

// HackerSide names the Hacker in a Result's winners.
const HackerSide = "hacker"

// Limits of the game.
const (
	MinTeam       = 2 // fewest players in a team
	MaxTeam       = 4 // most players in a team
	HackerTeam    = 2 // players in the team that plays against the Hacker
	Keywords      = 4 // keywords behind each team's screen
	CluesPerCode  = 3 // clues an encryptor gives, one per digit
	TokensToClaim = 2 // interceptions that win, miscommunications that lose
	LastRound     = 8 // after this round a game with no result is a tie
	HackerRounds  = 5 // the Hacker must reach two tokens by this round
	// MinPlayers and MaxPlayers bound the table: two players against the
	// Hacker at the least, two full teams at the most.
	MinPlayers = HackerTeam + 1
	MaxPlayers = 2 * MaxTeam
)

// SandTimer is how long the slower encryptor has once the first one has
// given their clues; the screen runs it, the engine only says when it starts
// (see SandTimerStarts).
const SandTimer = 30 * time.Second

// The operations an Action can carry.
const (
	OpClues        = "clues"         // Team, Clues: an encryptor's clues
	OpIntercept    = "intercept"     // Code: the opponents' or Hacker's guess at the code being read
	OpDecode       = "decode"        // Code: the own team's guess at the code being read
	OpReveal       = "reveal"        // Code: the true code from the code card (a drawn code shows at the decode)
	OpKeywords     = "keywords"      // Team, Words: the team's four keywords, for the clue warnings
	OpKeywordGuess = "keyword_guess" // Team, Count: the opponents' keywords the team named right
)

// Step is what the game waits for next.
type Step string

// The steps of a round and of the tie-break.
const (
	StepClues        Step = "clues"         // encryptors give their clues (CluesPending)
	StepIntercept    Step = "intercept"     // the opponents of Turn try to intercept
	StepDecode       Step = "decode"        // Turn's own team decodes
	StepReveal       Step = "reveal"        // Turn's encryptor enters the true code from the code card
	StepKeywordGuess Step = "keyword_guess" // a tie still level on score: teams count their keyword guesses
	StepOver         Step = "over"          // the game has ended (Result)
)

// Setup is a game of Decrypto as the table starts it.
type Setup struct {
	// Teams are the two teams, one white and one black, or in the Hacker
	// mode the one team of two that plays against the Hacker.
	Teams []TeamSetup `json:"teams"`
	// Hacker, when set, is the third player of the Hacker mode.
	Hacker *games.Player `json:"hacker,omitempty"`
	// DrawCodes makes the app draw every code; otherwise the table uses
	// the code cards and each encryptor enters the true code at the reveal.
	DrawCodes bool `json:"draw_codes,omitempty"`
	// Seed seeds the app's code draws, so that replay gives the same codes.
	Seed uint64 `json:"seed,omitempty"`
}

// TeamSetup is one team: its name, colour, players in the order they take
// the encryptor's role, and optionally its four keywords.
type TeamSetup struct {
	Name     string         `json:"name"`
	Color    string         `json:"color"`
	Players  []games.Player `json:"players"`
	Keywords []string       `json:"keywords,omitempty"`
}

// Action is one step at the table; Op says which, and the fields it uses are
// listed with the Op constants. Codes are three digits, top to bottom.
type Action struct {
	Op    string   `json:"op"`
	Team  string   `json:"team,omitempty"`
	Clues []string `json:"clues,omitempty"`
	Code  []int    `json:"code,omitempty"`
	Words []string `json:"words,omitempty"`
	Count int      `json:"count,omitempty"`
}

// Team is what the screen shows of a team: who plays, its tokens and, at the
// end, its keyword guess.
type Team struct {
	Name              string
	Color             string
	Players           []games.Player
	Keywords          []string
	Interceptions     int
	Miscommunications int
	// KeywordGuess is how many of the opponents' keywords the team named
	// right in the tie-break; KeywordGuessed says it was entered.
	KeywordGuess   int
	KeywordGuessed bool
}

// Score is the tie-break score: interceptions minus miscommunications.
func (t Team) Score() int {
	return t.Interceptions - t.Miscommunications
}

// Game is the state of a game of Decrypto.
type Game struct {
	teams        []Team
	hacker       *games.Player
	hackerTokens int
	draw         bool
	seed         uint64
	drawn        []Code
	round        int
	step         Step
	turn         int
	rounds       []Round
	result       *Result
	// ended says the table ended the game before the rules did.
	ended bool
	// shownAtDecode is the drawn code the last action, a decode, revealed;
	// empty after any other action.
	shownAtDecode Code
}

// Match is a game of Decrypto with its history.
type Match = games.Match[Setup, Action, *Game]

// New starts a match from a setup, or refuses the setup. Only a new setup
// must have teams of roughly equal size: Load replays a save from before that
// rule was checked as the record it is.
func New(s Setup) (*Match, error) {
	if err := checkSetup(s); err != nil {
		return nil, err
	}
	if err := CheckBalance(s); err != nil {
		return nil, err
	}
	return games.NewMatch(Start, s)
}

// Load rebuilds a match from its saved record.
func Load(data []byte) (*Match, error) {
	return games.LoadMatch(Start, data)
}

// Start checks the setup and begins round 1.
func Start(s Setup) (*Game, error) {
	if err := checkSetup(s); err != nil {
		return nil, err
	}
	g := &Game{draw: s.DrawCodes, seed: s.Seed}
	if s.Hacker != nil {
		h := *s.Hacker
		g.hacker = &h
	}
	for _, color := range []string{White, Black} {
		for _, t := range s.Teams {
			if t.Color == color {
				g.teams = append(g.teams, Team{
					Name:     strings.TrimSpace(t.Name),
					Color:    t.Color,
					Players:  append([]games.Player(nil), t.Players...),
					Keywords: tidyWords(t.Keywords),
				})
			}
		}
	}
	g.drawn = make([]Code, len(g.teams))
	g.beginRound()
	return g, nil
}

// Over reports whether the game has ended.
func (g *Game) Over() bool {
	return g.result != nil
}

// HackerMode reports whether a team plays against the Hacker.
func (g *Game) HackerMode() bool {
	return g.hacker != nil
}

// Hacker returns the Hacker, or the zero Player outside the Hacker mode.
func (g *Game) Hacker() games.Player {
	if g.hacker == nil {
		return games.Player{}
	}
	return *g.hacker
}

// HackerTokens returns the Hacker's interception tokens.
func (g *Game) HackerTokens() int {
	return g.hackerTokens
}

// Round returns the number of the round in play, from 1.
func (g *Game) Round() int {
	return g.round
}

// Step returns what the game waits for next.
func (g *Game) Step() Step {
	return g.step
}

// Turn returns the colour of the team whose code is being read in the
// intercept, decode and reveal steps.
func (g *Game) Turn() string {
	return g.teams[g.turn].Color
}

// Interceptor returns the side that tries to intercept the code being read:
// the other team's colour, or HackerSide.
func (g *Game) Interceptor() string {
	if g.hacker != nil {
		return HackerSide
	}
	return g.teams[1-g.turn].Color
}

// Teams returns the teams, white first; callers get copies.
func (g *Game) Teams() []Team {
	out := make([]Team, len(g.teams))
	for i, t := range g.teams {
		t.Players = append([]games.Player(nil), t.Players...)
		t.Keywords = append([]string(nil), t.Keywords...)
		out[i] = t
	}
	return out
}

// Encryptor returns who encrypts for the team this round: the team's players
// take the role in turn, one round each.
func (g *Game) Encryptor(color string) games.Player {
	i := g.teamIndex(color)
	if i < 0 {
		return games.Player{}
	}
	players := g.teams[i].Players
	return players[(g.round-1)%len(players)]
}

// DrawnCode returns the code the app drew for the team this round, for its
// encryptor's eyes only; ok is false when the table uses its code cards.
func (g *Game) DrawnCode(color string) (code Code, ok bool) {
	i := g.teamIndex(color)
	if !g.draw || i < 0 {
		return Code{}, false
	}
	return g.drawn[i], true
}

// CluesPending returns the colours of the teams whose encryptor has not
// given clues yet this round, in the clue step.
func (g *Game) CluesPending() []string {
	if g.step != StepClues {
		return nil
	}
	var out []string
	for i, t := range g.current().Turns {
		if !t.CluesGiven {
			out = append(out, g.teams[i].Color)
		}
	}
	return out
}

// SandTimerStarts reports whether one encryptor has given their clues and
// the other is still writing: the moment the sand timer runs.
func (g *Game) SandTimerStarts() bool {
	return len(g.teams) == 2 && len(g.CluesPending()) == 1
}

// Apply checks an action against the rules and applies it; a refused action
// changes nothing.
func (g *Game) Apply(a Action) error {
	if a.Op == OpReveal && !g.shownAtDecode.Empty() {
		return g.revealAgain(a)
	}
	shown := g.shownAtDecode
	g.shownAtDecode = Code{}
	err := g.act(a)
	if err != nil {
		g.shownAtDecode = shown
	}
	return err
}

// act applies an action of any kind but the reveal that an old save repeats.
func (g *Game) act(a Action) error {
	if g.Over() {
		return g.refuseOver()
	}
	switch a.Op {
	case OpEnd:
		return g.endHere()
	case OpClues:
		return g.giveClues(a)
	case OpIntercept:
		return g.intercept(a)
	case OpDecode:
		return g.decode(a)
	case OpReveal:
		return g.reveal(a)
	case OpKeywords:
		return g.setKeywords(a)
	case OpKeywordGuess:
		return g.guessKeywords(a)
	}
	return games.Refuse("decrypto.action.unknown", "Op", a.Op)
}

func (g *Game) teamIndex(color string) int {
	for i, t := range g.teams {
		if t.Color == color {
			return i
		}
	}
	return -1
}

func (g *Game) team(color string) (int, error) {
	i := g.teamIndex(color)
	if i < 0 {
		return -1, games.Refuse("decrypto.team.unknown")
	}
	return i, nil
}

func (g *Game) current() *Round {
	return &g.rounds[len(g.rounds)-1]
}

// expect refuses an action that does not belong to the step in play, saying
// what the game waits for.
func (g *Game) expect(step Step) error {
	if g.step == step {
		return nil
	}
	switch g.step {
	case StepClues:
		return games.Refuse("decrypto.step.waiting_for_clues")
	case StepIntercept:
		return games.Refuse("decrypto.step.waiting_for_interception")
	case StepDecode:
		return games.Refuse("decrypto.step.waiting_for_decode")
	case StepReveal:
		return games.Refuse("decrypto.step.waiting_for_reveal")
	}
	return games.Refuse("decrypto.step.waiting_for_keyword_guesses")
}

// beginRound opens the next round: a row on the clue sheet for each team,
// the encryptors of the round and, when the app draws, the codes.
func (g *Game) beginRound() {
	g.round++
	g.step = StepClues
	g.turn = 0
	r := Round{Number: g.round}
	for i, t := range g.teams {
		if g.draw {
			g.drawn[i] = DrawCode(g.seed, g.round, t.Color, g.drawn[i])
		}
		r.Turns = append(r.Turns, Turn{Team: t.Color, Encryptor: g.Encryptor(t.Color)})
	}
	g.rounds = append(g.rounds, r)
}

func (g *Game) giveClues(a Action) error {
	if err := g.expect(StepClues); err != nil {
		return err
	}
	i, err := g.team(a.Team)
	if err != nil {
		return err
	}
	turn := &g.current().Turns[i]
	if turn.CluesGiven {
		return games.Refuse("decrypto.clues.already_given")
	}
	if len(a.Clues) > CluesPerCode {
		return games.Refuse("decrypto.clues.too_many")
	}
	for k, text := range a.Clues {
		turn.Clues[k] = Clue{Round: g.round, Text: strings.TrimSpace(text)}
	}
	turn.CluesGiven = true
	if len(g.CluesPending()) == 0 {
		g.step = g.guessStep()
	}
	return nil
}

// guessStep is the first step after a code's clues are read: the
// interception, except in round 1, where nobody intercepts.
func (g *Game) guessStep() Step {
	if g.round == 1 {
		return StepDecode
	}
	return StepIntercept
}

func (g *Game) intercept(a Action) error {
	if g.round == 1 {
		return games.Refuse("decrypto.intercept.round_one")
	}
	if err := g.expect(StepIntercept); err != nil {
		return err
	}
	code, err := ParseCode(a.Code)
	if err != nil {
		return err
	}
	g.current().Turns[g.turn].Interception = code
	g.step = StepDecode
	return nil
}

func (g *Game) decode(a Action) error {
	if err := g.expect(StepDecode); err != nil {
		return err
	}
	code, err := ParseCode(a.Code)
	if err != nil {
		return err
	}
	g.current().Turns[g.turn].Decode = code
	if g.draw {
		// The app knows the code: it shows it as soon as the guesses are
		// in, with nothing for the encryptor to tap.
		g.shownAtDecode = g.drawn[g.turn]
		g.show(g.shownAtDecode)
		return nil
	}
	g.step = StepReveal
	return nil
}

func (g *Game) reveal(a Action) error {
	if err := g.expect(StepReveal); err != nil {
		return err
	}
	code, err := ParseCode(a.Code)
	if err != nil {
		return err
	}
	g.show(code)
	return nil
}

// show reveals the true code of the code being read: the tokens it brings,
// then the next code's guesses or the end of the round.
func (g *Game) show(code Code) {
	turn := &g.current().Turns[g.turn]
	turn.Code = code
	turn.Intercepted = !turn.Interception.Empty() && turn.Interception == code
	turn.Miscommunication = turn.Decode != code
	g.award(turn)
	if g.turn+1 < len(g.teams) {
		g.turn++
		g.step = g.guessStep()
		return
	}
	g.endRound()
}

// revealAgain takes the reveal that a save from before the decode showed
// drawn codes holds after each decode: the code is shown already, so it
// changes nothing, but it may not name another code.
func (g *Game) revealAgain(a Action) error {
	if len(a.Code) > 0 {
		code, err := ParseCode(a.Code)
		if err != nil {
			return err
		}
		if code != g.shownAtDecode {
			return games.Refuse("decrypto.reveal.not_the_drawn_code")
		}
	}
	g.shownAtDecode = Code{}
	return nil
}

// award hands out the tokens of a revealed code: an interception token to
// the interceptors, a miscommunication token to a team that decoded wrong;
// in the Hacker mode both go to the Hacker.
func (g *Game) award(turn *Turn) {
	if g.hacker != nil {
		if turn.Intercepted {
			g.hackerTokens++
		}
		if turn.Miscommunication {
			g.hackerTokens++
		}
		return
	}
	if turn.Intercepted {
		g.teams[1-g.turn].Interceptions++
	}
	if turn.Miscommunication {
		g.teams[g.turn].Miscommunications++
	}
}

func (g *Game) setKeywords(a Action) error {
	i, err := g.team(a.Team)
	if err != nil {
		return err
	}
	words := tidyWords(a.Words)
	if err := checkKeywords(words); err != nil {
		return err
	}
	g.teams[i].Keywords = words
	return nil
}

func (g *Game) guessKeywords(a Action) error {
	if err := g.expect(StepKeywordGuess); err != nil {
		return err
	}
	i, err := g.team(a.Team)
	if err != nil {
		return err
	}
	if g.teams[i].KeywordGuessed {
		return games.Refuse("decrypto.keyword_guess.already_given")
	}
	if a.Count < 0 || a.Count > Keywords {
		return games.Refuse("decrypto.keyword_guess.out_of_range", "Count", Keywords)
	}
	g.teams[i].KeywordGuess = a.Count
	g.teams[i].KeywordGuessed = true
	if g.teams[1-i].KeywordGuessed {
		g.settleByKeywords()
	}
	return nil
}

func tidyWords(words []string) []string {
	var out []string
	for _, w := range words {
		out = append(out, strings.TrimSpace(w))
	}
	return out
}

// checkKeywords accepts no keywords or four that are not blank.
func checkKeywords(words []string) error {
	if len(words) == 0 {
		return nil
	}
	if len(words) != Keywords {
		return games.Refuse("decrypto.keywords.count", "Count", Keywords)
	}
	for _, w := range words {
		if w == "" {
			return games.Refuse("decrypto.keywords.blank")
		}
	}
	return nil
}
