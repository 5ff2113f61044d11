package carnival

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"

	"tablecompanion/games"
	"tablecompanion/games/carnival"
	"tablecompanion/games/examples"
	"tablecompanion/screens"
	"tablecompanion/screens/screenstest"
	"tablecompanion/translations"
)

// startGame opens a new Carnival game and starts it with every player
// of the roster and the given first player.
func startGame(t *testing.T, tb *screenstest.Table, first string) *Screen {
	t.Helper()
	c := New(tb.Ctx, Game()).(*Screen)
	tb.Open(c)
	c.FirstPlayer.SetSelected(first)
	test.Tap(c.Setup.StartButton)
	if c.Match() == nil || tb.Commits != 1 {
		t.Fatalf("Start did not start the game (commits %d): %s", tb.Commits, c.Setup.Message.Text)
	}
	return c
}

// play drives the screen by the players' names, as the table taps it.
type play struct {
	t     *testing.T
	c     *Screen
	seats games.Seats
}

func newPlay(t *testing.T, c *Screen) *play {
	return &play{t: t, c: c, seats: c.Match().State().Players()}
}

func (p *play) player(name string) *screens.Button {
	p.t.Helper()
	i := slices.IndexFunc(p.seats, func(pl games.Player) bool { return pl.Name == name })
	if i < 0 {
		p.t.Fatalf("no player %s", name)
	}
	return p.c.PlayerButtons[i]
}

// accepted fails unless the screen's last action was logged.
func (p *play) accepted(before int, what string) {
	p.t.Helper()
	if p.c.Match().Len() != before+1 {
		p.t.Fatalf("%s refused: %q", what, p.c.Message.Text)
	}
}

// call taps the caller, then the card.
func (p *play) call(name string, number int) {
	p.t.Helper()
	n := p.c.Match().Len()
	test.Tap(p.player(name))
	test.Tap(p.c.Cards[number-1])
	p.accepted(n, name+" calls")
}

// connect names the partner of the player in turn; a wrong one then names
// the real partner.
func (p *play) connect(named string, right bool, holder string) {
	p.t.Helper()
	n := p.c.Match().Len()
	test.Tap(p.c.ConnectButton)
	test.Tap(p.player(named))
	if right {
		test.Tap(p.c.RightButton)
	} else {
		test.Tap(p.c.WrongButton)
		test.Tap(p.player(holder))
	}
	p.accepted(n, "connection with "+named)
}

// catch has catcher name named for the number, with its outcome.
func (p *play) catch(catcher, named string, number int, right bool) {
	p.t.Helper()
	n := p.c.Match().Len()
	test.Tap(p.c.CatchButton)
	test.Tap(p.player(catcher))
	test.Tap(p.player(named))
	test.Tap(p.c.Cards[number-1])
	if right {
		test.Tap(p.c.RightButton)
	} else {
		test.Tap(p.c.WrongButton)
	}
	p.accepted(n, catcher+"'s catch")
}

func TestCarnivalFourPlayersToAnEmptyHand(t *testing.T) {
	tb := screenstest.NewTable(t, language.English, screenstest.People("Ann", "Bob", "Cy", "Dee"))
	c := startGame(t, tb, "Ann")
	p := newPlay(t, c)
	if c.Turn.Text != "Ann's turn" || c.PlayerButtons[0].Importance != widget.HighImportance {
		t.Fatalf("the caller is not preselected: %q", c.Turn.Text)
	}
	if len(c.Cards) != 36 || !c.ConnectButton.Disabled() {
		t.Fatal("36 cards, and no connection before a call")
	}
	// Bob cannot call in Ann's turn.
	test.Tap(c.PlayerButtons[1])
	test.Tap(c.Cards[4])
	if c.Match().Len() != 0 || c.Message.Text != "It is Ann's turn." {
		t.Fatalf("Bob called in Ann's turn: %q", c.Message.Text)
	}
	p.call("Ann", 1)
	test.Tap(c.Cards[0])
	if c.Message.Text != "Ann's token is already on 1." {
		t.Fatalf("a call onto a token: %q", c.Message.Text)
	}
	p.call("Bob", 2)
	p.call("Cy", 3)
	p.call("Dee", 4)

	// A wrong catch: Bob says Cy holds 1. At four players nobody may try
	// again on 1 this round.
	p.catch("Bob", "Cy", 1, false)
	if got := c.Ledgers[1].Cards.Text; got != "Agents: 0 face up, 0 face down, 9 in hand\nCounter-intel: 3 in hand, 0 laid out, 1 discarded" {
		t.Fatalf("Bob's counter-intelligence %q", got)
	}
	if c.Cards[0].look.caption != "no catch" {
		t.Fatalf("card 1 says %q", c.Cards[0].look.caption)
	}
	if got := c.RulesPart(); got != screens.PartRound {
		t.Fatalf("between calls Rules opens at %q, want the round", got)
	}
	test.Tap(c.CatchButton)
	if got := c.RulesPart(); got != screens.PartPoints {
		t.Fatalf("during a catch Rules opens at %q, want the points", got)
	}
	test.Tap(p.player("Cy"))
	test.Tap(p.player("Dee"))
	if !c.Cards[0].look.dim || c.Cards[1].look.dim || !c.Cards[2].look.dim {
		t.Fatal("only Bob's and Dee's cards may be caught by Cy now")
	}
	test.Tap(c.Cards[0])
	if tb.OnShow(c.RightButton) || c.Message.Text != "A catch on agent 1 has already failed this round: nobody may try again." {
		t.Fatalf("a barred catch was asked about: %q", c.Message.Text)
	}
	test.Tap(c.CancelButton)

	p.connect("Dee", true, "")
	if c.Ledgers[0].Score.Text != "5 points" || !strings.HasPrefix(c.Ledgers[3].Cards.Text, "Agents: 1 face up, 0 face down, 8 in hand\n") {
		t.Fatalf("after Ann's connection: %q, %q", c.Ledgers[0].Score.Text, c.Ledgers[3].Cards.Text)
	}
	if !c.ConnectButton.Disabled() {
		t.Fatal("a second connection in one turn")
	}
	p.call("Ann", 5)
	p.connect("Dee", true, "")
	p.call("Bob", 6)
	// Cy is wrong: Dee really holds 3, and lays it face down.
	p.connect("Ann", false, "Dee")
	if c.Cards[2].Spot.Place != carnival.Flipped || c.Cards[2].look.caption != "turned over" {
		t.Fatal("card 3 did not turn over")
	}
	p.call("Cy", 7)
	p.connect("Ann", true, "")
	p.call("Dee", 8)
	// A right catch: Cy says Dee holds 5, under Ann's token.
	p.catch("Cy", "Dee", 5, true)
	if got := c.Ledgers[2].Cards.Text; got != "Agents: 2 face up, 0 face down, 9 in hand\nCounter-intel: 3 in hand, 1 laid out, 0 discarded" {
		t.Fatalf("Cy's counter-intelligence %q", got)
	}
	if c.Cards[4].Spot.Place != carnival.FaceUp || c.Cards[4].look.caption != "Cy" {
		t.Fatal("Cy took card 5")
	}
	if !c.ConnectButton.Disabled() {
		t.Fatal("Ann's agent was caught: she has nobody to name")
	}
	p.call("Ann", 9)
	p.connect("Dee", true, "")
	p.call("Bob", 10)
	p.connect("Dee", true, "")
	p.call("Cy", 11)
	p.call("Dee", 12)
	p.connect("Dee", true, "")
	p.call("Ann", 13)
	p.connect("Dee", true, "")
	p.call("Bob", 14)
	if !strings.HasPrefix(c.Ledgers[3].Cards.Text, "Agents: 7 face up, 1 face down, 1 in hand\n") || c.Turn.Text != "Cy's turn" {
		t.Fatalf("Dee before the end: %q", c.Ledgers[3].Cards.Text)
	}
	p.connect("Dee", true, "")

	g := c.Match().State()
	if !g.Over() || g.End() != carnival.EndHandEmpty || c.EndReason == nil {
		t.Fatal("Dee's hand is empty: the game is over")
	}
	if c.EndReason.Text != "Dee has no agent cards left: the carnival is over." ||
		c.Winners.Text != "Dee wins with 12 points!" || c.Decided.Text != "Decided by points." {
		t.Fatalf("end: %q / %q / %q", c.EndReason.Text, c.Winners.Text, c.Decided.Text)
	}
	want := []string{
		"1. Dee: 12 points · 0 laid out · 1 face down",
		"2. Cy: 7 points · 1 laid out · 0 face down",
		"3. Ann: 7 points · 0 laid out · 0 face down",
		"4. Bob: 6 points · 0 laid out · 0 face down",
	}
	for i, w := range want {
		if c.Ranking[i].Text != w {
			t.Errorf("ranking line %d: %q, want %q", i+1, c.Ranking[i].Text, w)
		}
	}
	if tb.OnShow(c.ConnectButton) || tb.OnShow(c.CatchButton) || tb.OnShow(c.PlayerButtons[0]) {
		t.Fatal("the questions stay on screen after the end")
	}
	n := c.Match().Len()
	c.TapCard(20)
	if c.Match().Len() != n || c.TypedKey(&fyne.KeyEvent{Name: fyne.KeyK}) {
		t.Fatal("taps and keys act after the end")
	}
}

func TestCarnivalByKeyboard(t *testing.T) {
	tb := screenstest.NewTable(t, language.English, screenstest.People("Ann", "Bob", "Cy", "Dee"))
	c := New(tb.Ctx, Game()).(*Screen)
	tb.Open(c)
	key := func(name fyne.KeyName) bool { return c.TypedKey(&fyne.KeyEvent{Name: name}) }
	if !key(fyne.KeyReturn) || c.Match() == nil {
		t.Fatal("Enter starts the game from the setup")
	}
	for _, k := range []fyne.KeyName{"1", "2", fyne.KeyReturn} {
		key(k)
	}
	if c.Match().State().Token(0) != 12 {
		t.Fatalf("1, 2, Enter did not call 12: %q", c.Message.Text)
	}
	// Bob slips on 3, mends it with Backspace, calls 30.
	for _, k := range []fyne.KeyName{"3", "3", fyne.KeyBackspace, "0", fyne.KeyEnter} {
		key(k)
	}
	if c.Match().State().Token(1) != 30 {
		t.Fatalf("Bob is on %d", c.Match().State().Token(1))
	}
	// Cy catches: K, Cy (3), names Ann (1), on 12, wrong.
	for _, k := range []fyne.KeyName{fyne.KeyK, "3", "1", "1", "2", fyne.KeyReturn} {
		key(k)
	}
	if c.Prompt.Text != "Cy says Ann holds agent 12. Right?" {
		t.Fatalf("prompt %q", c.Prompt.Text)
	}
	key(fyne.KeyN)
	if got := c.Match().State().CounterCards(2); got.Boxed != 1 {
		t.Fatalf("Cy's wrong catch: %+v", got)
	}
	// Esc drops a started catch and hands the key back when nothing is.
	key(fyne.KeyK)
	if !key(fyne.KeyEscape) || tb.OnShow(c.CancelButton) || key(fyne.KeyEscape) {
		t.Fatal("Esc cancels the catch, then is the shell's")
	}
	if key(fyne.KeyC) || tb.OnShow(c.CancelButton) {
		t.Fatal("Cy has no token yet: no connection")
	}
}

func TestCarnivalGivesSpyColours(t *testing.T) {
	players := games.Seats{
		{ID: "a", Name: "Ann", Color: "brown"},
		{ID: "b", Name: "Bob", Color: "red"},
		{ID: "c", Name: "Cy", Color: "red"},
		{ID: "d", Name: "Dee", Color: "blue"},
	}
	tb := screenstest.NewTable(t, language.English, players)
	c := New(tb.Ctx, Game()).(*Screen)
	tb.Open(c)
	var got []string
	for _, s := range c.ColorSelects {
		got = append(got, s.Selected)
	}
	// Bob keeps red and Dee blue; Ann and Cy get the first free ones.
	if !slices.Equal(got, []string{"Green", "Red", "Yellow", "Blue"}) {
		t.Fatalf("spy colours %v", got)
	}
	// Ann takes blue: Dee gets her green.
	c.ColorSelects[0].SetSelected("Blue")
	test.Tap(c.Setup.StartButton)
	var colors []string
	for _, p := range c.Match().Setup().Players {
		colors = append(colors, p.Color)
	}
	if !slices.Equal(colors, []string{"blue", "red", "yellow", "green"}) {
		t.Fatalf("the game started with %v", colors)
	}
}

func TestCarnivalDrawsTheFirstPlayer(t *testing.T) {
	tb := screenstest.NewTable(t, language.English, screenstest.People("Ann", "Bob", "Cy", "Dee", "Eve"))
	c := New(tb.Ctx, Game()).(*Screen)
	tb.Open(c)
	seen := map[string]bool{}
	for range 60 {
		test.Tap(c.DrawButton)
		seen[c.FirstPlayer.Selected] = true
	}
	if len(seen) < 2 || seen[""] {
		t.Fatalf("60 draws picked only %v", seen)
	}
	c.FirstPlayer.SetSelected("Cy")
	test.Tap(c.Setup.StartButton)
	if c.Match().State().Turn() != 2 || c.Turn.Text != "Cy's turn" {
		t.Fatal("Cy starts")
	}
}

func TestCarnivalPassWhenEveryFreeCardMayBeInHand(t *testing.T) {
	tb := screenstest.NewTable(t, language.English, screenstest.People("Ann", "Bob", "Cy", "Dee"))
	c := startGame(t, tb, "Ann")
	if tb.OnShow(c.PassButton) {
		t.Fatal("36 free cards and 9 in hand: no pass")
	}
	// Each player in turn names the next player, rightly, and calls the
	// lowest free card, until the free cards are no more than a hand.
	m := c.Match()
	g := m.State()
	seats := g.Players()
	free := func() (out []int) {
		for _, s := range g.Crowd() {
			if s.Place == carnival.InCrowd && s.Token < 0 {
				out = append(out, s.Number)
			}
		}
		return out
	}
	for len(free()) > g.HandCount(g.Turn()) {
		who := seats[g.Turn()].ID
		if g.CanConnect() {
			a := carnival.Action{Op: carnival.OpConnect, Player: who, Named: seats[seats.Left(g.Turn())].ID, Number: g.Token(g.Turn()), Right: true}
			if err := m.Do(a); err != nil {
				t.Fatal(err)
			}
		}
		if err := m.Do(carnival.Action{Op: carnival.OpCall, Player: who, Number: free()[0]}); err != nil {
			t.Fatal(err)
		}
		if g.Over() {
			t.Fatal("the game ended before a pass could come up")
		}
	}
	tb.Render()
	if !tb.OnShow(c.PassButton) {
		t.Fatalf("%d free cards, %d in hand: no pass", len(free()), g.HandCount(g.Turn()))
	}
	turn, n := g.Turn(), m.Len()
	test.Tap(c.PassButton)
	if m.Len() != n+1 || g.Token(turn) != 0 || g.Turn() != seats.Left(turn) {
		t.Fatalf("the pass was not taken: %q", c.Message.Text)
	}
}

func TestCarnivalSpeaksEachLanguage(t *testing.T) {
	for _, tc := range []struct {
		lang         language.Tag
		turn, points string
	}{
		{language.Russian, "Ходит Юра", "4 очка"},
		{language.Ukrainian, "Ходить Юра", "4 очки"},
	} {
		tb := screenstest.NewTable(t, tc.lang, screenstest.People("Юра", "Тимур", "Маша", "Коля"))
		c := startGame(t, tb, "Юра")
		if c.Turn.Text != tc.turn || c.Ledgers[0].Score.Text != tc.points {
			t.Errorf("%v: %q / %q", tc.lang, c.Turn.Text, c.Ledgers[0].Score.Text)
		}
	}
}

func TestCarnivalLoadsASavedGame(t *testing.T) {
	tb := screenstest.NewTable(t, language.English, screenstest.People("Ann", "Bob", "Cy", "Dee"))
	c := startGame(t, tb, "Ann")
	p := newPlay(t, c)
	p.call("Ann", 7)
	p.catch("Bob", "Cy", 7, false)
	data, err := c.History().MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	s, err := Load(tb.Ctx, Game(), data)
	if err != nil {
		t.Fatal(err)
	}
	tb.Open(s)
	loaded := s.(*Screen)
	if loaded.Match().Len() != 2 || loaded.Cards[6].look.token != "red" || loaded.Turn.Text != "Bob's turn" {
		t.Fatal("the loaded game differs from the saved one")
	}
	if _, err := Load(tb.Ctx, Game(), []byte(`{"setup":{"players":[]}}`)); err == nil {
		t.Fatal("a save with no players loaded")
	}
}

func TestCarnivalHoldsStill(t *testing.T) {
	tb := screenstest.NewTable(t, language.English, screenstest.People("Ann", "Bob", "Cy", "Dee", "Eve"))
	c := startGame(t, tb, "Ann")
	tb.Win.Resize(fyne.NewSize(800, 500))
	// Ann calls a card, Bob another: the crowd keeps its place.
	tb.HoldsStill(func() { test.Tap(c.Cards[4]) })
	tb.HoldsStill(func() { test.Tap(c.Cards[9]) })
	if c.Match().Len() != 2 {
		t.Fatalf("%d actions", c.Match().Len())
	}
	// Cy starts a catch of Ann, then the table takes back Bob's call and
	// gives it again: the half-built catch waits where it was.
	test.Tap(c.CatchButton)
	test.Tap(c.PlayerButtons[2])
	test.Tap(c.PlayerButtons[0])
	if c.draftNow().step != stepNumber {
		t.Fatalf("the catch is at step %d", c.draftNow().step)
	}
	tb.HoldsStill(func() {
		c.Match().Undo()
		tb.Ctx.Commit()
	})
	if c.draftNow().step != stepCall || tb.OnShow(c.CancelButton) {
		t.Fatal("before Bob's call nobody was catching")
	}
	tb.HoldsStill(func() {
		c.Match().Redo()
		tb.Ctx.Commit()
	})
	if d := c.draftNow(); d.step != stepNumber || d.player != 2 || d.named != 0 || !tb.OnShow(c.CancelButton) {
		t.Fatalf("the redo lost the half-built catch: %+v", *d)
	}
	if !strings.Contains(c.Prompt.Text, "Cy") {
		t.Fatalf("the prompt is %q", c.Prompt.Text)
	}
}

// TestCarnivalCatchFits lays out a catch being built, the step the
// screenshots do not show, at every size and in every language: the
// question, its players and Cancel stay in view.
func TestCarnivalCatchFits(t *testing.T) {
	for _, lang := range translations.Languages {
		for _, size := range screenstest.FitSizes {
			tb := screenstest.NewTable(t, lang, screenstest.People(screenstest.Tables[lang][:5]...))
			fyne.CurrentApp().Settings().SetTheme(screens.NewTheme(screens.ThemeLight))
			h, err := examples.Carnival(tb.Ctx.Players(), 14)
			if err != nil {
				t.Fatal(err)
			}
			record, _ := json.Marshal(h)
			s, err := Load(tb.Ctx, Game(), record)
			if err != nil {
				t.Fatal(err)
			}
			c := s.(*Screen)
			tb.Open(c)
			body := size.Subtract(screens.ShellChrome)
			tb.Win.Resize(body)
			test.Tap(c.CatchButton)
			test.Tap(c.PlayerButtons[1])
			tb.Win.Content().Refresh()
			tb.Win.Resize(body)
			t.Run(fmt.Sprintf("%s/%gx%g", lang, size.Width, size.Height), func(t *testing.T) {
				screenstest.CheckFits(t, tb, body)
				// The crowd keeps six cards a row at least: a narrow
				// window puts the ledgers below rather than squeeze it.
				if c.Cards[5].Position().Y != c.Cards[0].Position().Y {
					t.Fatal("fewer than six cards a row")
				}
			})
		}
	}
}
