package dixit

import (
	"fmt"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"

	"tablecompanion/screens"
	"tablecompanion/screens/screenstest"
)

// dixitLive is a Dixit game played through by taps on a live window: the
// screen on show, which a restart or Play again replaces.
type dixitLive struct {
	*screenstest.Live
	d *Screen
}

func newDixitLive(t *testing.T, lang language.Tag, names []string, size fyne.Size) *dixitLive {
	p := &dixitLive{Live: screenstest.NewLive(t, lang, screenstest.People(names...), size)}
	p.Prepare = func(s screens.Screen) { p.d = s.(*Screen) }
	return p
}

// plan is a round as the table plays it, by seat: the storyteller's card,
// each other player's card and vote.
type plan struct {
	card         int
	cards, votes []int
}

// planRound is the round of the game as it stands: the storyteller puts in
// the card of the round's number, the others the cards after it round the
// table; the storyteller's left finds the card, and the others vote for
// the finder's card.
func (p *dixitLive) planRound() plan {
	g := p.d.Match().State()
	n := len(g.Players())
	order := g.Players().From(g.Storyteller())
	pl := plan{cards: make([]int, n), votes: make([]int, n)}
	at := len(g.Rounds()) % n
	pl.card = at + 1
	for k, seat := range order[1:] {
		pl.cards[seat] = (at+k+1)%n + 1
	}
	finder := order[1]
	for _, seat := range order[1:] {
		pl.votes[seat] = pl.cards[finder]
	}
	pl.votes[finder] = pl.card
	return pl
}

// pick taps a number on a picker unless it is on already: a tap on a
// number that is on turns it off.
func (p *dixitLive) pick(what string, pk *screens.Picker, n int) {
	p.T.Helper()
	if !slices.Contains(pk.Picked(), n) {
		p.Tap(fmt.Sprintf("%s: %d", what, n), pk.Buttons[n-1])
	}
}

// name is the name of the player at a seat.
func (p *dixitLive) name(seat int) string {
	return p.d.Match().State().Players()[seat].Name
}

// enter taps the round in: the storyteller's card, then each other
// player's card and vote, round the table from the storyteller's left; the
// players of seats in skip are left out.
func (p *dixitLive) enter(pl plan, skip ...int) {
	p.T.Helper()
	g := p.d.Match().State()
	p.pick("the storyteller's card", p.d.StoryCard, pl.card)
	for _, seat := range g.Players().From(g.Storyteller())[1:] {
		if slices.Contains(skip, seat) {
			continue
		}
		p.pick(p.name(seat)+"'s card", p.d.CardPickers[seat], pl.cards[seat])
		p.pick(p.name(seat)+"'s vote", p.d.VotePickers[seat], pl.votes[seat])
	}
}

// score taps Score and checks the round was scored.
func (p *dixitLive) score() {
	p.T.Helper()
	n := p.d.Match().Len()
	p.Tap("score the round", p.d.ScoreButton)
	if p.d.Match().Len() != n+1 {
		p.T.Fatalf("round %d was refused: %q", n+1, p.d.Message.Text)
	}
}

// refused taps Score on a round the rules refuse and checks the round was
// not scored and the message says why.
func (p *dixitLive) refused(what, want string) {
	p.T.Helper()
	n := p.d.Match().Len()
	p.Tap(what, p.d.ScoreButton)
	if p.d.Match().Len() != n {
		p.T.Fatalf("%s: the round was scored", what)
	}
	if p.d.Message.Text != want || p.d.Message.Importance != widget.DangerImportance {
		p.T.Fatalf("%s: the message is %q (%v), want %q", what, p.d.Message.Text, p.d.Message.Importance, want)
	}
}

// key types a key on the laptop's keyboard.
func (p *dixitLive) key(name fyne.KeyName) {
	p.T.Helper()
	p.Do("key "+string(name), func() { p.d.TypedKey(&fyne.KeyEvent{Name: name}) })
}

func TestDixitPlayedThrough(t *testing.T) {
	screenstest.EachTable(t, func(t *testing.T, lang language.Tag, size fyne.Size) {
		playDixit(t, lang, size)
	})
}

// playDixit plays a game of five to the end of the deck, with the flows a
// table trips on, then Play again and the next game's first round.
func playDixit(t *testing.T, lang language.Tag, size fyne.Size) {
	// The setup is made in another language than the game is played in,
	// as when the laptop's language is changed once the game is on.
	setupLang := language.English
	if lang == language.English {
		setupLang = language.Ukrainian
	}
	names := screenstest.Tables[lang][:5]
	p := newDixitLive(t, setupLang, names, size)
	d := New(p.Ctx, Game()).(*Screen)
	p.d = d
	p.Open("setup", d)

	// The setup: a slip on who tells first, mended; the target ticked and
	// taken back, to play to the end of the deck.
	p.Tap("a slip on the first storyteller", d.FirstStoryteller.Buttons[1])
	p.Tap("the first storyteller", d.FirstStoryteller.Buttons[2])
	p.Tap("play to a target", d.TargetCheck)
	p.Tap("play to the end of the deck", d.TargetCheck)
	p.Tap("start", d.Setup.StartButton)
	if d.Match() == nil || d.Match().State().Storyteller() != 2 || d.Match().Setup().Target != 0 {
		t.Fatalf("the game did not start as set: %s", d.Setup.Message.Text)
	}
	p.Speak("switch the language", lang)
	tr := p.Ctx.T

	// Round 1: Score before every card and vote is in is refused; a card
	// claimed twice is a slip, mended; a vote for one's own card is
	// refused, and mended.
	pl := p.planRound()
	g := d.Match().State()
	order := g.Players().From(g.Storyteller())
	a, b := order[1], order[2]
	p.enter(pl, order[2:]...)
	p.refused("score with votes missing", tr("dixit.card.missing", "Player", p.name(b), "Count", 1))
	p.pick("a slip on "+p.name(b)+"'s card", d.CardPickers[b], pl.cards[a])
	if want := tr("dixit.card.claimed_twice", "Card", pl.cards[a], "Other", p.name(a), "Player", p.name(b)); d.Message.Text != want {
		t.Fatalf("a card claimed twice: %q, want %q", d.Message.Text, want)
	}
	p.pick(p.name(b)+"'s card", d.CardPickers[b], pl.cards[b])
	p.pick(p.name(b)+"'s vote for their own card", d.VotePickers[b], pl.cards[b])
	p.refused("score a vote for one's own card", tr("dixit.vote.own_card", "Player", p.name(b), "Card", pl.cards[b]))
	p.enter(pl)
	p.score()

	// Round 2 by the keyboard, with a slip mended by Backspace; then the
	// round is undone and done again.
	pl = p.planRound()
	g = d.Match().State()
	p.key(fyne.KeyName(fmt.Sprint(pl.card)))
	for _, seat := range g.Players().From(g.Storyteller())[1:] {
		p.key(fyne.KeyName(fmt.Sprint(pl.cards[seat])))
		if seat == g.Players().Left(g.Storyteller()) {
			p.key(fyne.KeyName(fmt.Sprint(pl.cards[seat])))
			p.key(fyne.KeyBackspace)
		}
		p.key(fyne.KeyName(fmt.Sprint(pl.votes[seat])))
	}
	p.key(fyne.KeyReturn)
	if d.Match().Len() != 2 {
		t.Fatalf("round 2 by the keyboard was refused: %q", d.Message.Text)
	}
	p.Do("undo", func() { d.Match().Undo(); d.Update() })
	if got := d.StoryCard.Picked(); !slices.Equal(got, []int{pl.card}) {
		t.Fatalf("the undone round comes back as entered, not %v", got)
	}
	p.Do("redo", func() { d.Match().Redo(); d.Update() })

	// Round 3: half entered when the laptop restarts; what was entered is
	// still there, and the table enters what is missing.
	pl = p.planRound()
	g = d.Match().State()
	p.enter(pl, g.Players().From(g.Storyteller())[3:]...)
	p.Restart("restart mid-round", Game())
	first := g.Players().From(g.Storyteller())[1]
	if got := p.d.CardPickers[first].Picked(); !slices.Equal(got, []int{pl.cards[first]}) || !slices.Equal(p.d.StoryCard.Picked(), []int{pl.card}) {
		t.Fatalf("the picks entered before the restart are lost: %v, storyteller %v", got, p.d.StoryCard.Picked())
	}
	p.enter(p.planRound())
	p.score()

	// The rounds up to the last one the deck allows.
	for p.d.Match().State().RoundsLeft() > 1 {
		p.enter(p.planRound())
		p.score()
	}
	if want := tr("dixit.rounds_left", "Count", 1); p.d.RoundsLeft.Text != want {
		t.Fatalf("before the last round the board says %q, want %q", p.d.RoundsLeft.Text, want)
	}
	p.enter(p.planRound())
	p.score()
	if !p.d.Match().Over() || p.d.Winners == nil || !p.d.Winners.Visible() {
		t.Fatal("the deck's end did not end the game")
	}

	// Play again: the next game's first round.
	p.Tap("play again", p.d.End.PlayAgain)
	p.PlayAgain("the next game", Game())
	if p.d.Match() == nil || p.d.Match().Len() != 0 {
		t.Fatal("Play again did not start a new game")
	}
	p.enter(p.planRound())
	p.score()
	t.Logf("%d steps played and checked", p.Steps)
}
