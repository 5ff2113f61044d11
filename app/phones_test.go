//go:build !js

package app

import (
	"fmt"
	"image/color"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"

	"tablecompanion/app/link"
	"tablecompanion/app/link/linktest"
	"tablecompanion/app/store"
	dixitgame "tablecompanion/games/dixit"
	keepwatchgame "tablecompanion/games/keepwatch"
	"tablecompanion/games/roster"
	spyfallgame "tablecompanion/games/spyfall"
	"tablecompanion/screens"
	keepwatchscreen "tablecompanion/screens/keepwatch"
	"tablecompanion/screens/screenstest"
	spyfallscreen "tablecompanion/screens/spyfall"
	"tablecompanion/translations"
	"tablecompanion/web/phone"
)

// phoneTable is the shell with four players in the roster and the link on,
// and a phone for each player.
type phoneTable struct {
	s      *Shell
	ui     *linktest.UIQueue
	phones []*linktest.Client
	ids    []string
}

// seatAsked waits up to 5 s for the laptop's question about a seat, which
// the link tells with its other changes a few times a second at most, and
// returns it, or nil.
func (pt *phoneTable) seatAsked() *SeatAsk {
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(2 * time.Millisecond) {
		pt.ui.Run()
		if ask := pt.s.SeatAsked(); ask != nil {
			return ask
		}
	}
	return nil
}

func newPhoneTable(t *testing.T) *phoneTable {
	t.Helper()
	s := start(t, t.TempDir(), "en-US")
	pt := &phoneTable{s: s, ui: &linktest.UIQueue{}}
	s.opts.OnUI = pt.ui.Add
	s.OpenRoster()
	for _, name := range []string{"Ann", "Bob", "Cy", "Dee"} {
		addPlayer(t, s, name)
	}
	for _, p := range s.roster.State().Players() {
		pt.ids = append(pt.ids, p.ID)
	}
	s.GoHome()
	s.OpenPhones()
	if s.phones == nil {
		t.Fatal("the link did not start")
	}
	t.Cleanup(s.stopPhones)
	url := ""
	for _, u := range s.phones.urls {
		if strings.Contains(u, "127.0.0.1") {
			url = u
		}
	}
	for _, id := range pt.ids {
		c, err := linktest.Dial(t, url, s.phones.server.Code())
		if err != nil {
			t.Fatal(err)
		}
		c.Claim(id)
		pt.phones = append(pt.phones, c)
	}
	for i, c := range pt.phones {
		id := pt.ids[i]
		pt.wait(t, c, id+" is linked", func(st linktest.State) bool { return st.You == id })
	}
	return pt
}

// wait runs what the link handed the UI until the phone has a state in
// which ok holds.
func (pt *phoneTable) wait(t *testing.T, c *linktest.Client, what string, ok func(linktest.State) bool) linktest.State {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) {
		pt.ui.Run()
		if st := c.Latest(); ok(st) {
			return st
		}
		time.Sleep(2 * time.Millisecond)
	}
	t.Fatalf("no state in which %s; the last: %+v", what, c.Latest())
	return linktest.State{}
}

func TestEachPhoneSeesTheBoardAndOnlyItsOwnSpyfallCard(t *testing.T) {
	pt := newPhoneTable(t)
	s := pt.s
	test.Tap(s.Home().Tiles[1])
	sp := s.Current().(*spyfallscreen.Screen)
	test.Tap(sp.Setup.StartButton)
	test.Tap(sp.DealButton)
	g := sp.Match().State()
	if g.Phase() != spyfallgame.PhaseTalk {
		t.Fatalf("no round dealt: %s", sp.Message.Text)
	}
	loc, _ := g.RoundLocation()
	place := s.cat.T(loc.MessageID())
	spies := g.RoundSpies()
	for i, c := range pt.phones {
		st := pt.wait(t, c, "the card is dealt", func(st linktest.State) bool { return st.Secret != nil })
		spy := slices.Contains(spies, g.Players().Index(pt.ids[i]))
		if says := strings.Contains(st.Secret.Text, place); says == spy {
			t.Errorf("%s (spy %v) is told %q", pt.ids[i], spy, st.Secret.Text)
		}
		if st.Board.Title != "Spyfall 2" || len(st.Board.Rows) != 4 || !strings.Contains(st.Board.Turn, "Round 1 of") {
			t.Errorf("%s sees the board %+v", pt.ids[i], st.Board)
		}
		for j, other := range pt.ids {
			if j != i && strings.Contains(c.Everything(), "spyfall.cards") {
				t.Errorf("%s was sent a message ID instead of words", other)
			}
		}
	}
	// The spy's phone never had the location, nor did anyone's the word
	// that names another player's card.
	for i, c := range pt.phones {
		if slices.Contains(spies, g.Players().Index(pt.ids[i])) && strings.Contains(c.Everything(), place) {
			t.Errorf("the spy %s was sent the location %q", pt.ids[i], place)
		}
	}
	// A phone reads its own language.
	uk, err := translations.New(language.Ukrainian)
	if err != nil {
		t.Fatal(err)
	}
	pt.phones[0].Send(map[string]string{"t": "lang", "lang": "uk"})
	st := pt.wait(t, pt.phones[0], "the card is in Ukrainian", func(st linktest.State) bool { return st.Lang == "uk" })
	if want := uk.T("game.spyfall"); st.Board.Title != want {
		t.Fatalf("the Ukrainian board is titled %q, want %q", st.Board.Title, want)
	}
	// The clock started on the laptop runs on every phone. Its wake-ups
	// are the test's, which lets them be.
	sp.Countdown.After = func(time.Duration, func()) func() { return func() {} }
	started := time.Now()
	test.Tap(sp.StartButton)
	for _, c := range pt.phones {
		pt.wait(t, c, "the clock runs", func(st linktest.State) bool { return st.Clock != nil && st.Clock.Running })
	}
	t.Logf("the clock ran on all four phones %v after the tap", time.Since(started))
}

// TestPhonesArePadsForKeepWatch plays a challenge on four phones' pads:
// each phone sees GO on its own clock, presses a known time after it, and
// the engine orders the presses by those times, each with the bound of
// its phone's clock, within the 10 ms the link asks of a pad.
func TestPhonesArePadsForKeepWatch(t *testing.T) {
	pt := newPhoneTable(t)
	s := pt.s
	test.Tap(s.Home().Tiles[0])
	kw := s.Current().(*keepwatchscreen.Screen)
	var pending []func()
	kw.Schedule = func(_ time.Duration, f func()) func() {
		pending = append(pending, f)
		return func() {}
	}
	test.Tap(kw.Setup.StartButton)
	if kw.Match() == nil {
		t.Fatalf("the game did not start: %s", kw.Setup.Message.Text)
	}
	for _, c := range pt.phones {
		pt.wait(t, c, "the pad waits", func(st linktest.State) bool { return st.Pad != nil && !st.Pad.Open })
	}
	// As a table would, the Leader starts once no phone is named as not
	// yet timing closely enough.
	for deadline := time.Now().Add(10 * time.Second); len(s.unsurePads()) > 0; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("these phones' clocks were still unsure after 10 s: %v", s.unsurePads())
		}
	}
	kw.StartChallenge()
	// The count runs to GO at once: three, two, one; the phones were told
	// GO ahead.
	for range 3 {
		f := pending[0]
		pending = pending[1:]
		f()
	}
	// Dee presses first, then Cy, Bob and Ann, 40 ms apart, each when its
	// own phone's clock reads the time it claims: a press sent before GO
	// would be a false start.
	var sent sync.WaitGroup
	for i, c := range pt.phones {
		st := pt.wait(t, c, "the pad shows GO", func(st linktest.State) bool { return st.Pad != nil && st.Pad.Open && st.Pad.Go != 0 })
		after := float64(300 + 40*(len(pt.phones)-1-i))
		sent.Go(func() {
			time.Sleep(time.Duration(st.Pad.Go+after-c.Clock()) * time.Millisecond)
			c.Send(map[string]any{"t": "press", "challenge": st.Pad.Challenge, "at": st.Pad.Go + after})
		})
	}
	sent.Wait()
	deadline := time.Now().Add(5 * time.Second)
	for kw.Match().State().Phase() == keepwatchgame.PhaseReady && time.Now().Before(deadline) {
		pt.ui.Run()
		time.Sleep(2 * time.Millisecond)
	}
	c, ok := kw.Match().State().Current()
	if !ok {
		t.Fatal("the presses never reached the engine")
	}
	// The GO each phone shows was mapped onto its clock when the laptop
	// told it ahead, to within that moment's bound, which the press's own
	// bound does not hold: on a loaded machine it is a few milliseconds,
	// and under the race detector, on a loaded 2-core machine, up to 8 ms
	// was seen.
	slack := 5 * time.Millisecond
	if screenstest.Race {
		slack = 20 * time.Millisecond
	}
	for i, e := range c.Order {
		want := time.Duration(300+40*i) * time.Millisecond
		if seat := len(pt.phones) - 1 - i; e.Seat != seat || (e.Reaction-want).Abs() > e.Within+slack || e.Within <= 0 || e.Within > link.TooUncertain+time.Millisecond || e.Tie != 0 {
			t.Errorf("place %d: seat %d, %v ± %v, tie %d; want seat %d at %v", i+1, e.Seat, e.Reaction, e.Within, e.Tie, seat, want)
		}
	}
}

// TestEscClosesThePhonesDialogAndStaysInTheGame opens the Phones dialog in
// a game and presses Esc: the dialog closes, the link stays on, and the
// game stays on show. A second Esc, with no dialog, leads home as ever.
func TestEscClosesThePhonesDialogAndStaysInTheGame(t *testing.T) {
	s := start(t, t.TempDir(), "en-US")
	s.OpenGame(dixitgame.Kind)
	game := s.Current()
	s.OpenPhones()
	t.Cleanup(s.stopPhones)
	if s.phones == nil || s.phones.dlg == nil || s.win.Canvas().Overlays().Top() == nil {
		t.Fatal("the Phones dialog did not open")
	}
	s.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if s.phones.dlg != nil || s.win.Canvas().Overlays().Top() != nil {
		t.Fatal("Esc left the Phones dialog open")
	}
	if s.Current() != game || s.phones.server == nil {
		t.Fatalf("Esc over the dialog left the game or stopped the link: on %q", s.TitleLabel.Text)
	}
	s.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if s.Current() != s.Home() {
		t.Fatal("Esc with no dialog did not lead home")
	}
}

// TestAPhoneLinksBeforeTheRosterWasEverShown links a phone to a player of a
// saved roster the table never opened this evening: the roster's screen
// has no widgets yet, and the link must not reach for them.
func TestAPhoneLinksBeforeTheRosterWasEverShown(t *testing.T) {
	dir := t.TempDir()
	st, err := store.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	m := roster.New()
	for _, name := range []string{"Ann", "Bob", "Cy"} {
		if err := m.Do(roster.Action{Op: roster.Add, Name: name, Color: m.State().FreeColor()}); err != nil {
			t.Fatal(err)
		}
	}
	if err := st.Save(store.RosterFile, "roster", m); err != nil {
		t.Fatal(err)
	}
	s := start(t, dir, "en-US")
	ui := &linktest.UIQueue{}
	s.opts.OnUI = ui.Add
	s.OpenPhones()
	t.Cleanup(s.stopPhones)
	c, err := linktest.Dial(t, s.phones.urls[len(s.phones.urls)-1], s.phones.server.Code())
	if err != nil {
		t.Fatal(err)
	}
	id := m.State().Players()[1].ID
	c.Claim(id)
	c.Wait("Bob's phone is linked", func(st linktest.State) bool { return st.You == id })
	ui.Run()
	if got := s.linkedPlayers(); len(got) != 1 || got[0].Name != "Bob" {
		t.Fatalf("the dialog lists %v", got)
	}
	s.OpenRoster()
	if !s.RosterScreen().Rows[1].Linked() || s.RosterScreen().Rows[0].Linked() {
		t.Fatal("the roster shows the phone beside the wrong player")
	}
}

// TestThePhonesDialogHoldsStillAsPhonesJoin opens the Phones dialog on a
// small laptop before any phone has joined, then links eight: the dialog
// keeps its size, and its buttons stay where they were, inside the window.
func TestThePhonesDialogHoldsStillAsPhonesJoin(t *testing.T) {
	s := start(t, t.TempDir(), "uk-UA")
	ui := &linktest.UIQueue{}
	s.opts.OnUI = ui.Add
	s.OpenRoster()
	for _, name := range []string{"Оксана", "Тарас", "Соломія", "Богдан", "Ярина", "Святослав", "Мирослава", "Остап"} {
		addPlayer(t, s, name)
	}
	s.GoHome()
	s.Window().Resize(fyne.NewSize(1024, 600))
	s.OpenPhones()
	t.Cleanup(s.stopPhones)
	p := s.phones
	buttons := func() (fyne.Position, fyne.Size) {
		return fyne.CurrentApp().Driver().AbsolutePositionForObject(p.buttons), p.buttons.Size()
	}
	at, size := buttons()
	room := s.Window().Canvas().Size()
	if at.Y+size.Height > room.Height {
		t.Fatalf("the buttons at %v+%v lie below the window of %v", at, size, room)
	}
	url := ""
	for _, u := range p.urls {
		if strings.Contains(u, "127.0.0.1") {
			url = u
		}
	}
	for i, pl := range s.roster.State().Players() {
		c, err := linktest.Dial(t, url, p.server.Code())
		if err != nil {
			t.Fatal(err)
		}
		c.Claim(pl.ID)
		deadline := time.Now().Add(5 * time.Second)
		for len(s.linkedPlayers()) <= i && time.Now().Before(deadline) {
			ui.Run()
			time.Sleep(2 * time.Millisecond)
		}
		s.updatePhones()
		if now, _ := buttons(); now != at {
			t.Fatalf("with %d phones linked the buttons moved from %v to %v", i+1, at, now)
		}
	}
}

// TestSpyfallAndThePhonesPlayTogether plays a Spyfall round with a phone
// for every player: the laptop sends the table to its phones for the
// cards, and back to the tablet once a seat is handed over; the phones
// keep the clock through a vote, read how the vote went in their own
// language, and the round's outcome.
func TestSpyfallAndThePhonesPlayTogether(t *testing.T) {
	pt := newPhoneTable(t)
	s := pt.s
	test.Tap(s.Home().Tiles[1])
	sp := s.Current().(*spyfallscreen.Screen)
	sp.Countdown.After = func(time.Duration, func()) func() { return func() {} }
	test.Tap(sp.Setup.StartButton)
	test.Tap(sp.DealButton)
	content := s.win.Canvas().Content()
	if !containsText(content, s.cat.T("spyfall.cards.phones_title")) || containsText(content, s.cat.T("spyfall.cards.title")) {
		t.Fatal("with a phone for every player the laptop does not send the table to its phones")
	}
	// A card looked at on the laptop, for a phone that is out, does not
	// send the tablet round.
	test.Tap(sp.CardButtons[0])
	if got, want := sp.CardDoneButton.Text, s.cat.T("spyfall.cards.done_phones"); got != want {
		t.Fatalf("the held card's button says %q with a phone for every player, want %q", got, want)
	}
	test.Tap(sp.CardDoneButton)
	// Dee's phone died: the seat is handed over, and the cards go round.
	s.phones.server.HandOver(pt.ids[3])
	pt.ui.Run()
	if !containsText(content, s.cat.T("spyfall.cards.title")) {
		t.Fatal("with a seat handed over the laptop still sends the table to its phones")
	}
	phones := pt.phones[:3]
	phones[1].Send(map[string]string{"t": "lang", "lang": "uk"})
	test.Tap(sp.StartButton)
	g := sp.Match().State()
	spy := g.RoundSpies()[0]
	innocent, accuser := (spy+1)%4, (spy+2)%4
	test.Tap(sp.AccuserButtons[accuser])
	test.Tap(sp.AccusedButtons[innocent])
	for _, c := range phones {
		pt.wait(t, c, "the clock shows through the vote", func(st linktest.State) bool {
			return st.Clock != nil && !st.Clock.Running && st.Clock.Left > 0 && len(st.Board.Lines) == 2
		})
	}
	test.Tap(sp.NoButtons[accuser])
	uk, err := translations.New(language.Ukrainian)
	if err != nil {
		t.Fatal(err)
	}
	name := g.Players()[innocent].Name
	for i, c := range phones {
		cat := s.cat
		if i == 1 {
			cat = uk
		}
		failed := cat.T("spyfall.note.vote_failed", "Player", name)
		pt.wait(t, c, "the phone reads that the vote failed", func(st linktest.State) bool {
			return slices.Contains(st.Board.Lines, failed) && st.Clock != nil
		})
	}
	// The table convicts the spy: the phones read that the players win.
	other := (spy + 3) % 4
	test.Tap(sp.AccuserButtons[other])
	test.Tap(sp.AccusedButtons[spy])
	for seat := range 4 {
		if seat != spy {
			test.Tap(sp.YesButtons[seat])
		}
	}
	won := s.cat.T("spyfall.outcome.non_spies_win", "Round", 1)
	pt.wait(t, phones[0], "the phone reads the round's outcome", func(st linktest.State) bool {
		return slices.Contains(st.Board.Lines, won)
	})
}

// TestALyingPadIsNamedOnTheLaptop has a pad send, 900 ms after GO, a
// press that claims GO+5 ms: Keep Watch names its player on the laptop.
func TestALyingPadIsNamedOnTheLaptop(t *testing.T) {
	pt := newPhoneTable(t)
	s := pt.s
	test.Tap(s.Home().Tiles[0])
	kw := s.Current().(*keepwatchscreen.Screen)
	var pending []func()
	kw.Schedule = func(_ time.Duration, f func()) func() {
		pending = append(pending, f)
		return func() {}
	}
	test.Tap(kw.Setup.StartButton)
	for deadline := time.Now().Add(10 * time.Second); len(s.unsurePads()) > 0; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("these phones' clocks were still unsure after 10 s: %v", s.unsurePads())
		}
	}
	kw.StartChallenge()
	for range 3 {
		f := pending[0]
		pending = pending[1:]
		f()
	}
	liar := pt.phones[0]
	st := pt.wait(t, liar, "the pad shows GO", func(st linktest.State) bool { return st.Pad != nil && st.Pad.Open && st.Pad.Go != 0 })
	time.Sleep(time.Duration(st.Pad.Go+900-liar.Clock()) * time.Millisecond)
	liar.Send(map[string]any{"t": "press", "challenge": st.Pad.Challenge, "at": st.Pad.Go + 5})
	want := s.cat.T("keepwatch.phone.doubted", "Players", "Ann")
	for deadline := time.Now().Add(5 * time.Second); kw.Message.Text != want || !kw.Message.Visible(); time.Sleep(2 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("the laptop says %q", kw.Message.Text)
		}
		pt.ui.Run()
	}
}

// TestAPadPressingBeforeGOIsAFalseStart has a pad send, during the count,
// a press that claims GO+1 ms: Keep Watch names its player a false starter.
func TestAPadPressingBeforeGOIsAFalseStart(t *testing.T) {
	pt := newPhoneTable(t)
	s := pt.s
	test.Tap(s.Home().Tiles[0])
	kw := s.Current().(*keepwatchscreen.Screen)
	var pending []func()
	kw.Schedule = func(_ time.Duration, f func()) func() {
		pending = append(pending, f)
		return func() {}
	}
	test.Tap(kw.Setup.StartButton)
	for deadline := time.Now().Add(10 * time.Second); len(s.unsurePads()) > 0; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("these phones' clocks were still unsure after 10 s: %v", s.unsurePads())
		}
	}
	kw.StartChallenge()
	liar := pt.phones[0]
	st := pt.wait(t, liar, "the pad knows GO", func(st linktest.State) bool { return st.Pad != nil && st.Pad.Open && st.Pad.Go != 0 })
	if st.Pad.Go-liar.Clock() < 1000 {
		t.Fatalf("GO is %.0f ms away: too near for a press before it", st.Pad.Go-liar.Clock())
	}
	liar.Send(map[string]any{"t": "press", "challenge": st.Pad.Challenge, "at": st.Pad.Go + 1})
	for end := time.Now().Add(300 * time.Millisecond); time.Now().Before(end); time.Sleep(5 * time.Millisecond) {
		pt.ui.Run()
	}
	// The count runs to GO, and the presses close.
	for i := 0; i < len(pending) && i < 20 && kw.Match().Len() == 0; i++ {
		pending[i]()
		pt.ui.Run()
	}
	kw.StopPresses()
	c, ok := kw.Match().State().Current()
	if !ok {
		c, ok = kw.Match().State().Last()
	}
	if !ok || len(c.FalseStarts) != 1 || c.FalseStarts[0].Seat != 0 || c.FalseStarts[0].At >= 0 {
		t.Fatalf("a press sent before GO that claimed GO+1 ms was no false start: %+v", c)
	}
}

// TestThePhonesDialogSaysSomeoneIsGuessing has a second machine send wrong
// codes: the Phones dialog opens, says how many codes from how many
// addresses, and the new code clears it.
func TestThePhonesDialogSaysSomeoneIsGuessing(t *testing.T) {
	pt := newPhoneTable(t)
	s := pt.s
	s.closePhones()
	url := s.phones.urls[len(s.phones.urls)-1]
	for range link.Tries {
		res, err := linktest.HTTPFrom("127.0.0.2").Get(url + "join?code=WRONG1")
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
	}
	pt.ui.Run()
	p := s.phones
	want := s.cat.T("link.guessing", "Count", link.Tries, "From", s.cat.T("link.guessing_from", "Count", 1))
	if p.dlg == nil || !p.guessing.Visible() || p.guessing.Text != want || p.newCode.Importance != widget.DangerImportance {
		t.Fatalf("the dialog does not say someone is guessing: open %v, %q; want %q", p.dlg != nil, p.guessing.Text, want)
	}
	test.Tap(p.newCode)
	if p.guessing.Visible() {
		t.Fatal("a new code still says someone is guessing")
	}
}

// TestThePhonesDialogHandsASleepingPhonesSeatOver shows a phone that went
// away as away, and its Hand over button frees its seat for another.
func TestThePhonesDialogHandsASleepingPhonesSeatOver(t *testing.T) {
	pt := newPhoneTable(t)
	s := pt.s
	pt.phones[1].Conn.CloseNow()
	away := s.cat.T("link.away", "Player", "Bob")
	for deadline := time.Now().Add(5 * time.Second); !containsText(s.phones.linked.Box, away); time.Sleep(2 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the dialog never shows Bob's phone away")
		}
		pt.ui.Run()
	}
	rows := s.phones.linked.Show(len(pt.ids))
	test.Tap(rows[1].handOver)
	pt.ui.Run()
	if slices.Contains(s.linkedIDs(), pt.ids[1]) {
		t.Fatal("Bob's seat was not handed over")
	}
	c, err := linktest.Dial(t, s.phones.urls[len(s.phones.urls)-1], s.phones.server.Code())
	if err != nil {
		t.Fatal(err)
	}
	c.Claim(pt.ids[1])
	pt.wait(t, c, "a new phone asks for Bob's seat", func(st linktest.State) bool { return st.Note == "asked" })
	if slices.Contains(s.linkedIDs(), pt.ids[1]) {
		t.Fatal("a phone took the handed-over seat without the laptop's yes")
	}
	ask := pt.seatAsked()
	if ask == nil || !strings.Contains(ask.Words.Text, "Bob") {
		t.Fatal("the laptop does not ask whether the phone may have Bob's seat")
	}
	test.Tap(ask.Allow)
	pt.wait(t, c, "a new phone takes Bob's seat", func(st linktest.State) bool {
		return st.You == pt.ids[1] && st.Note == ""
	})
	if s.SeatAsked() != nil {
		t.Fatal("the question stays up once answered")
	}
}

// TestAPhoneHoppingSeatsInSpyfallIsAskedAbout deals a Spyfall round with
// a phone for every player: Dee's phone says "Not me", and Ann's leaves
// its seat and claims Dee's → refused, no card; a new phone that claims
// Dee's seat only asks the laptop, which refuses it, and then lets Dee's
// own phone back.
func TestAPhoneHoppingSeatsInSpyfallIsAskedAbout(t *testing.T) {
	pt := newPhoneTable(t)
	s := pt.s
	test.Tap(s.Home().Tiles[1])
	sp := s.Current().(*spyfallscreen.Screen)
	test.Tap(sp.Setup.StartButton)
	test.Tap(sp.DealButton)
	ann, dee := pt.phones[0], pt.phones[3]
	pt.wait(t, ann, "Ann's card is out", func(st linktest.State) bool { return st.Secret != nil })
	dee.Send(map[string]string{"t": "leave"})
	pt.wait(t, ann, "Dee's seat is free", func(st linktest.State) bool { return !st.Players[3].Linked })
	ann.Send(map[string]string{"t": "leave"})
	ann.Claim(pt.ids[3])
	pt.wait(t, ann, "Ann's phone is refused Dee's seat", func(st linktest.State) bool { return st.Note == "one_seat" })
	if slices.Contains(s.linkedIDs(), pt.ids[3]) || s.SeatAsked() != nil {
		t.Fatal("Ann's phone took Dee's seat, or asked the laptop for it")
	}
	c, err := linktest.DialFrom(t, s.phones.urls[len(s.phones.urls)-1], s.phones.server.Code(), "127.0.0.2")
	if err != nil {
		t.Fatal(err)
	}
	c.Claim(pt.ids[3])
	pt.wait(t, c, "the new phone asks", func(st linktest.State) bool { return st.Note == "asked" })
	ask := pt.seatAsked()
	if ask == nil || !strings.Contains(ask.Words.Text, "Dee") || !strings.Contains(ask.Words.Text, "127.0.0.2") {
		t.Fatal("the laptop does not ask about Dee's seat and the phone's address")
	}
	test.Tap(ask.Refuse)
	pt.wait(t, c, "the new phone is refused", func(st linktest.State) bool { return st.Note == "refused" })
	dee.Claim(pt.ids[3])
	pt.wait(t, dee, "Dee's own phone is back with its card", func(st linktest.State) bool {
		return st.You == pt.ids[3] && st.Secret != nil
	})
	for _, phone := range []*linktest.Client{ann, c} {
		if strings.Contains(phone.Everything(), `"you":"`+pt.ids[3]+`"`) {
			t.Fatal("a phone other than Dee's was sent Dee's seat")
		}
	}
}

// TestEveryPlayersColourStandsOutOnThePhone holds every roster colour's
// mark on the phone page to 3:1 against the page, light and dark, with
// its ring where it has one, and its words to 4.5:1 on the colour.
func TestEveryPlayersColourStandsOutOnThePhone(t *testing.T) {
	page, err := phone.Page.ReadFile("index.html")
	if err != nil {
		t.Fatal(err)
	}
	for _, bg := range []string{"--bg: " + hexColor(pageLight), "--bg: " + hexColor(pageDark)} {
		if !strings.Contains(string(page), bg) {
			t.Fatalf("the page's style sheet has no %q: the marks are reckoned against another page", bg)
		}
	}
	parse := func(h string) color.Color {
		var c color.NRGBA
		if _, err := fmt.Sscanf(h, "#%02x%02x%02x", &c.R, &c.G, &c.B); err != nil {
			t.Fatalf("%q: %v", h, err)
		}
		c.A = 0xff
		return c
	}
	for _, name := range roster.Colors {
		m := phoneMarks[name]
		for _, theme := range []struct {
			bg   color.Color
			ring string
		}{{pageLight, m.Light}, {pageDark, m.Dark}} {
			best := screens.Contrast(parse(m.Fill), theme.bg)
			if theme.ring != "" {
				best = max(best, screens.Contrast(parse(theme.ring), theme.bg))
			}
			if best < 3 {
				t.Errorf("%s (%s, ring %q) stands out from %v by %.2f:1", name, m.Fill, theme.ring, theme.bg, best)
			}
		}
		if c := screens.Contrast(parse(m.Ink), parse(m.Fill)); c < 4.5 {
			t.Errorf("the words on %s read at %.2f:1", name, c)
		}
	}
	// Every roster colour stands out by itself now; a pale one would not.
	if ring(color.NRGBA{0xfd, 0xd8, 0x35, 0xff}, pageLight, color.Black) == "" {
		t.Error("a pale yellow has no ring on the white page")
	}
}

// TestThePhonePageHasEveryWordItSays checks that every word the phone page
// asks for is among those the link sends it, in each language.
func TestThePhonePageHasEveryWordItSays(t *testing.T) {
	page, err := phone.Page.ReadFile("index.html")
	if err != nil {
		t.Fatal(err)
	}
	keys := regexp.MustCompile(`"(phone\.[a-z_]+)"`).FindAllStringSubmatch(string(page), -1)
	for _, note := range []string{"taken", "busy"} {
		keys = append(keys, []string{"", "phone." + note})
	}
	for name, tag := range phoneLangs {
		cat, err := translations.New(tag)
		if err != nil {
			t.Fatal(err)
		}
		texts := phoneTexts(cat)
		for _, k := range keys {
			if w, ok := texts[k[1]]; !ok || w == "" || w == k[1] {
				t.Errorf("the page says %s, which the link does not send in %s", k[1], name)
			}
		}
	}
}
