package carnival

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"golang.org/x/text/language"

	"tablecompanion/games/carnival"
	"tablecompanion/screens"
	"tablecompanion/screens/screenstest"
)

// carnivalLive is a Carnival game played through by taps on a live
// window: the screen on show, which a restart or Play again replaces.
type carnivalLive struct {
	*screenstest.Live
	c *Screen
}

func newCarnivalLive(t *testing.T, lang language.Tag, names []string, size fyne.Size) *carnivalLive {
	p := &carnivalLive{Live: screenstest.NewLive(t, lang, screenstest.People(names...), size)}
	// A token shows the first letter of its player's name.
	for _, n := range names {
		p.Name(string([]rune(n)[:1]))
	}
	p.KeepClocks()
	p.Prepare = func(s screens.Screen) { p.c = s.(*Screen) }
	return p
}

// name is the name of the player at the seat.
func (p *carnivalLive) name(seat int) string {
	return p.c.Match().State().Players()[seat].Name
}

// accepted fails unless the match grew by one action since before.
func (p *carnivalLive) accepted(before int, what string) {
	p.T.Helper()
	if got := p.c.Match().Len(); got != before+1 {
		p.T.Fatalf("%s was not taken (%d actions, message %q)", what, got, p.c.Message.Text)
	}
}

// call has the player in turn, picked already, call the number.
func (p *carnivalLive) call(number int) {
	p.T.Helper()
	n, who := p.c.Match().Len(), p.name(p.c.Match().State().Turn())
	p.Tap(fmt.Sprintf("%s calls %d", who, number), p.c.Cards[number-1])
	p.accepted(n, who+"'s call")
}

// connect has the player in turn name a partner; a wrong one then names
// the real partner.
func (p *carnivalLive) connect(named int, right bool, holder int) {
	p.T.Helper()
	n, who := p.c.Match().Len(), p.name(p.c.Match().State().Turn())
	p.Tap(who+" starts a connection", p.c.ConnectButton)
	p.Tap(who+" names "+p.name(named), p.c.PlayerButtons[named])
	if right {
		p.Tap("right", p.c.RightButton)
	} else {
		p.Tap("wrong", p.c.WrongButton)
		p.Tap(p.name(holder)+" really holds it", p.c.PlayerButtons[holder])
	}
	p.accepted(n, who+"'s connection")
}

// catch has the catcher name a player for a number, with its outcome.
func (p *carnivalLive) catch(catcher, named, number int, right bool) {
	p.T.Helper()
	n := p.c.Match().Len()
	p.startCatch(catcher, named)
	p.Tap(fmt.Sprintf("for %d", number), p.c.Cards[number-1])
	if right {
		p.Tap("right", p.c.RightButton)
	} else {
		p.Tap("wrong", p.c.WrongButton)
	}
	p.accepted(n, p.name(catcher)+"'s catch")
}

// startCatch taps Catch, the catcher and the player named.
func (p *carnivalLive) startCatch(catcher, named int) {
	p.T.Helper()
	p.Tap("catch", p.c.CatchButton)
	p.Tap(p.name(catcher)+" catches", p.c.PlayerButtons[catcher])
	p.Tap(p.name(named)+" is named", p.c.PlayerButtons[named])
}

// key presses a key on the laptop, as the shell hands it to the screen.
func (p *carnivalLive) key(name fyne.KeyName) {
	p.T.Helper()
	p.Do("key "+string(name), func() { p.c.TypedKey(&fyne.KeyEvent{Name: name}) })
}

// refused fails unless the screen shows a message and the match is as
// long as before.
func (p *carnivalLive) refused(before int, what string) {
	p.T.Helper()
	if p.c.Match().Len() != before || !p.OnShow(p.c.Message) || p.c.Message.Text == "" {
		p.T.Fatalf("%s was not refused with a message (%d actions, %q)", what, p.c.Match().Len(), p.c.Message.Text)
	}
}

func TestCarnivalPlayedThrough(t *testing.T) {
	screenstest.EachTable(t, func(t *testing.T, lang language.Tag, size fyne.Size) {
		playCarnival(t, lang, size)
	})
}

// playCarnival plays a game of five to the fifth player's empty hand, with
// the flows a table trips on, then Play again and the next game's first
// call.
func playCarnival(t *testing.T, lang language.Tag, size fyne.Size) {
	// The setup is made in another language than the game is played in,
	// as when the laptop's language is changed once the game is on.
	setupLang := language.English
	if lang == language.English {
		setupLang = language.Ukrainian
	}
	names := screenstest.Tables[lang][:5]
	p := newCarnivalLive(t, setupLang, names, size)
	c := New(p.Ctx, Game()).(*Screen)
	p.c = c
	p.Open("setup", c)
	// The table draws, then agrees the first player went to a carnival
	// last after all.
	p.Tap("draw the first player", c.DrawButton)
	p.Tap(names[0]+" starts", c.FirstPlayer.Buttons[0])
	p.Tap("start", c.Setup.StartButton)
	if c.Match() == nil {
		t.Fatalf("the game did not start: %s", c.Setup.Message.Text)
	}
	p.Speak("switch the language", lang)
	const a, b, cy, d, e = 0, 1, 2, 3, 4

	// Round 1: everybody calls. The second player taps the first's card,
	// and the third player's turn is tapped by the fourth by mistake:
	// both are refused with a message.
	p.call(1)
	n := p.c.Match().Len()
	p.Tap("a call onto a token", p.c.Cards[0])
	p.refused(n, "a call onto a token")
	p.call(2)
	p.Tap(p.name(d)+" taps their name", p.c.PlayerButtons[d])
	p.Tap(p.name(d)+" calls out of turn", p.c.Cards[2])
	p.refused(n+1, "a call out of turn")
	p.Tap(p.name(cy)+" taps their name", p.c.PlayerButtons[cy])
	p.call(3)
	p.call(4)
	// The fifth player calls by the keyboard: a slip mended, then 5.
	for _, k := range []fyne.KeyName{"3", fyne.KeyBackspace, "5", fyne.KeyReturn} {
		p.key(k)
	}
	p.accepted(n+3, "the call typed")

	// Round 2: the first player connects rightly with the fifth and
	// calls; a catch half entered survives an undo and a redo of the call.
	p.connect(e, true, 0)
	p.call(6)
	p.startCatch(cy, d)
	p.Do("undo", func() { p.c.Match().Undo(); p.c.Update() })
	if p.c.draftNow().step != stepCall || p.OnShow(p.c.CancelButton) {
		t.Fatal("before the call nobody was catching")
	}
	p.Do("redo", func() { p.c.Match().Redo(); p.c.Update() })
	if dr := p.c.draftNow(); dr.step != stepNumber || dr.player != cy || dr.named != d {
		t.Fatalf("the redo lost the half-entered catch: %+v", *dr)
	}
	// A catch on a card nobody called is refused, and the catch dropped.
	n = p.c.Match().Len()
	p.Tap("a catch on a free card", p.c.Cards[19])
	p.refused(n, "a catch on a free card")
	p.Tap("cancel the catch", p.c.CancelButton)

	p.connect(e, true, 0)
	p.call(7)
	// A right catch: the third player says the fifth holds 7.
	p.catch(cy, e, 7, true)
	// The third player is wrong: the fourth really holds 3.
	p.connect(a, false, d)
	p.call(8)
	// The laptop restarts from its save in the middle of a connection: the
	// partner named is still there, and the table answers.
	n, who := p.c.Match().Len(), p.name(p.c.Match().State().Turn())
	p.Tap(who+" starts a connection", p.c.ConnectButton)
	p.Tap(who+" names "+p.name(e), p.c.PlayerButtons[e])
	p.Restart("restart mid-connection", Game())
	if d := p.c.draftNow(); d.step != stepConnectRight || d.named != e {
		t.Fatalf("the connection under way is lost after a restart: %+v", d)
	}
	p.Tap("right", p.c.RightButton)
	p.accepted(n, who+"'s connection")
	p.call(9)
	p.connect(a, true, 0)
	p.call(10)

	// Round 3: a card tapped while the first player names a partner is
	// refused; the second player's agent was caught, so no connection; a
	// wrong catch; the last round ends on the fifth player's empty hand.
	n = p.c.Match().Len()
	p.Tap(p.name(a)+" starts a connection", p.c.ConnectButton)
	p.Tap("a card tapped for a player", p.c.Cards[10])
	p.refused(n, "a card tapped for a player")
	p.Tap(p.name(a)+" names "+p.name(e), p.c.PlayerButtons[e])
	p.Tap("right", p.c.RightButton)
	p.accepted(n, "the connection after a slip")
	p.call(11)
	if !p.c.ConnectButton.Disabled() {
		t.Fatal("a connection on a caught agent")
	}
	p.call(12)
	p.catch(d, a, 12, false)
	p.connect(e, true, 0)
	p.call(13)
	p.connect(e, true, 0)
	g := p.c.Match().State()
	if !g.Over() || g.End() != carnival.EndHandEmpty || g.HandCount(e) != 0 {
		t.Fatalf("the fifth player's hand is not empty: %d cards", g.HandCount(e))
	}
	// The last connection is taken back and given again: the crowd comes
	// back where it was, then the end.
	p.Do("undo the end", func() { p.c.Match().Undo(); p.c.Update() })
	if p.c.Match().Over() || !p.OnShow(p.c.Cards[0]) {
		t.Fatal("the undo did not bring the crowd back")
	}
	p.Do("redo the end", func() { p.c.Match().Redo(); p.c.Update() })
	if !p.c.Match().Over() || p.OnShow(p.c.Cards[0]) {
		t.Fatal("the redo did not end the game")
	}

	// Play again: the next game's first call, by the second player.
	p.Tap("play again", p.c.End.PlayAgain)
	p.PlayAgain("the next game", Game())
	if p.c.Match().State().Turn() != b {
		t.Fatalf("the next game starts at seat %d", p.c.Match().State().Turn())
	}
	p.call(1)
	t.Logf("%d steps played and checked", p.Steps)
}
