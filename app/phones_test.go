//go:build !js

package app

import (
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"tablecompanion/app/link"
	"tablecompanion/app/link/linktest"
	"tablecompanion/app/store"
	dixitgame "tablecompanion/games/dixit"
	keepwatchgame "tablecompanion/games/keepwatch"
	"tablecompanion/games/roster"
	spyfallgame "tablecompanion/games/spyfall"
	keepwatchscreen "tablecompanion/screens/keepwatch"
	spyfallscreen "tablecompanion/screens/spyfall"
	"tablecompanion/translations"
)

// phoneTable is the shell with four players in the roster and the link on,
// and a phone for each player.
type phoneTable struct {
	s      *Shell
	ui     *linktest.UIQueue
	phones []*linktest.Client
	ids    []string
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
	// Dee presses first, then Cy, Bob and Ann, 40 ms apart.
	for i, c := range pt.phones {
		st := pt.wait(t, c, "the pad shows GO", func(st linktest.State) bool { return st.Pad != nil && st.Pad.Open && st.Pad.Go != 0 })
		after := float64(300 + 40*(len(pt.phones)-1-i))
		c.Send(map[string]any{"t": "press", "challenge": st.Pad.Challenge, "at": st.Pad.Go + after})
	}
	deadline := time.Now().Add(5 * time.Second)
	for kw.Match().State().Phase() == keepwatchgame.PhaseReady && time.Now().Before(deadline) {
		pt.ui.Run()
		time.Sleep(2 * time.Millisecond)
	}
	c, ok := kw.Match().State().Current()
	if !ok {
		t.Fatal("the presses never reached the engine")
	}
	for i, e := range c.Order {
		want := time.Duration(300+40*i) * time.Millisecond
		if seat := len(pt.phones) - 1 - i; e.Seat != seat || (e.Reaction-want).Abs() > e.Within+time.Millisecond || e.Within <= 0 || e.Within > link.TooUncertain+time.Millisecond || e.Tie != 0 {
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
	if err := st.Save(rosterFile, "roster", m); err != nil {
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
	if !s.RosterScreen().Rows[1].Phone.Visible() || s.RosterScreen().Rows[0].Phone.Visible() {
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
