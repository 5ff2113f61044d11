package screens

import (
	"encoding/json"
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"tablecompanion/games"
	"tablecompanion/games/carnival"
	"tablecompanion/games/decrypto"
	"tablecompanion/games/dixit"
	"tablecompanion/games/examples"
	"tablecompanion/games/keepwatch"
	"tablecompanion/games/spyfall"
)

// finishedKeepWatch plays a game of Keep Watch to its end: at every
// challenge the Leader's left neighbour slaps first and is right.
func finishedKeepWatch(players games.Seats) (games.History, error) {
	m, err := keepwatch.New(keepwatch.Setup{Players: players, Leader: 1})
	if err != nil {
		return nil, err
	}
	for !m.Over() {
		g := m.State()
		var presses []keepwatch.Press
		for i, seat := range g.Players().From(g.Players().Left(g.Leader())) {
			presses = append(presses, keepwatch.Press{Player: players[seat].ID, At: time.Duration(300+40*i) * time.Millisecond})
		}
		first := presses[0].Player
		if err := m.Do(keepwatch.Presses("", time.Millisecond, presses...)); err != nil {
			return nil, err
		}
		if err := m.Do(keepwatch.RightCall(first)); err != nil {
			return nil, err
		}
	}
	return m, nil
}

// finishedSpyfall plays a two-round game of Spyfall in which each round
// ends with an innocent convicted early.
func finishedSpyfall(players games.Seats) (games.History, error) {
	m, err := spyfall.New(spyfall.Setup{Players: players, Rounds: 2, FirstDealer: 2, Custom: []string{"Dacha"}})
	if err != nil {
		return nil, err
	}
	id := func(i int) string { return players[i].ID }
	for _, loc := range []string{"port", "mine"} {
		actions := []spyfall.Action{{Op: spyfall.OpDeal, Location: loc, Spies: []string{id(0)}},
			{Op: spyfall.OpAccuse, Player: id(1), Target: id(2)}}
		for _, p := range []int{0, 1, 3, 4} {
			actions = append(actions, spyfall.Action{Op: spyfall.OpVote, Player: id(p), Yes: true})
		}
		for _, a := range actions {
			if err := m.Do(a); err != nil {
				return nil, err
			}
		}
	}
	return m, nil
}

// finishedDecrypto plays a game of Decrypto, Ann, Cy and Eve White and Bob
// and Dee Black, with the codes drawn, in which Black intercepts White's
// codes of rounds 2 and 3 and wins.
func finishedDecrypto(players games.Seats) (games.History, error) {
	setup := decrypto.Setup{DrawCodes: true, Seed: 2025}
	for i, color := range []string{decrypto.White, decrypto.Black} {
		team := decrypto.TeamSetup{Name: color, Color: color}
		for j, p := range players {
			if j%2 == i {
				team.Players = append(team.Players, p)
			}
		}
		setup.Teams = append(setup.Teams, team)
	}
	m, err := decrypto.New(setup)
	if err != nil {
		return nil, err
	}
	do := func(a decrypto.Action) {
		if err == nil {
			err = m.Do(a)
		}
	}
	for !m.Over() && err == nil {
		g := m.State()
		for _, color := range []string{decrypto.White, decrypto.Black} {
			do(decrypto.Action{Op: decrypto.OpClues, Team: color, Clues: []string{"a", "b", "c"}})
		}
		for range 2 {
			g := m.State()
			code, _ := g.DrawnCode(g.Turn())
			if g.Step() == decrypto.StepIntercept {
				guess := []int{code[1], code[0], code[2]}
				if g.Turn() == decrypto.White {
					guess = code[:]
				}
				do(decrypto.Action{Op: decrypto.OpIntercept, Code: guess})
			}
			do(decrypto.Action{Op: decrypto.OpDecode, Code: code[:]})
			do(decrypto.Action{Op: decrypto.OpReveal})
		}
		if g.Round() > 8 {
			break
		}
	}
	return m, err
}

func TestEveryEndLeadsToTheNextGameAndHome(t *testing.T) {
	players := people("Ann", "Bob", "Cy", "Dee", "Eve")
	cases := []struct {
		kind  string
		play  func() (games.History, error)
		end   func(Screen) *EndButtons
		check func(t *testing.T, next any)
	}{
		{"keepwatch", func() (games.History, error) { return finishedKeepWatch(players) },
			func(s Screen) *EndButtons { return s.(*KeepWatch).End },
			func(t *testing.T, next any) {
				s := next.(keepwatch.Setup)
				if len(s.Players) != 5 || s.Leader != 1 {
					t.Errorf("next game: %d players, first Leader %d; want 5 and the same oldest, 1", len(s.Players), s.Leader)
				}
			}},
		{"spyfall", func() (games.History, error) { return finishedSpyfall(players) },
			func(s Screen) *EndButtons { return s.(*Spyfall).End },
			func(t *testing.T, next any) {
				s := next.(spyfall.Setup)
				// Cy dealt round 1 and Dee round 2, so Eve deals first.
				if s.FirstDealer != 4 || s.Rounds != 2 || len(s.Custom) != 1 {
					t.Errorf("next game %+v: want Eve (4) to deal first, 2 rounds, the table's location", s)
				}
			}},
		{"decrypto", func() (games.History, error) { return finishedDecrypto(players) },
			func(s Screen) *EndButtons { return s.(*Decrypto).End },
			func(t *testing.T, next any) {
				s := next.(decrypto.Setup)
				// Ann, Cy, Eve and Bob, Dee, Bob encrypted the 3 rounds.
				if s.Teams[0].Players[0].Name != "Ann" || s.Teams[1].Players[0].Name != "Dee" || !s.DrawCodes || s.Seed == 2025 {
					t.Errorf("next game %+v: want Ann and Dee to encrypt first, with new codes drawn", s)
				}
			}},
		{"dixit", func() (games.History, error) { return examples.Dixit(players, 11) },
			func(s Screen) *EndButtons { return s.(*Dixit).End },
			func(t *testing.T, next any) {
				if s := next.(dixit.Setup); s.First != 1 || len(s.Players) != 5 {
					t.Errorf("next game %+v: want Bob (1) to tell first", s)
				}
			}},
		{"carnival", func() (games.History, error) { return examples.Carnival(players, 0) },
			func(s Screen) *EndButtons { return s.(*Carnival).End },
			func(t *testing.T, next any) {
				if s := next.(carnival.Setup); s.First != 1 || len(s.Players) != 5 {
					t.Errorf("next game %+v: want Bob (1) to play first", s)
				}
			}},
	}
	for _, c := range cases {
		t.Run(c.kind, func(t *testing.T) {
			h, err := c.play()
			if err != nil {
				t.Fatal(err)
			}
			if !h.Over() {
				t.Fatal("the example game is not over")
			}
			record, err := json.Marshal(h)
			if err != nil {
				t.Fatal(err)
			}
			tb := newTable(t, language.English, players)
			game := registered(c.kind)
			s, err := game.Load(tb.ctx, game, record)
			if err != nil {
				t.Fatal(err)
			}
			tb.open(s)
			end := c.end(s)
			if end == nil || !tb.onShow(end.PlayAgain) || !tb.onShow(end.Home) || end.PlayAgain.Text != "Play again" {
				t.Fatal("the end shows no Play again and Home")
			}
			test.Tap(end.PlayAgain)
			if tb.again == nil {
				t.Fatal("Play again asked for no next game")
			}
			c.check(t, tb.again)
			test.Tap(end.Home)
			if tb.home != 1 {
				t.Fatal("Home does not lead home")
			}
		})
	}
}

func TestANewSetupStartsFromTheTablesLastChoices(t *testing.T) {
	players := people("Ann", "Bob", "Cy", "Dee", "Eve", "Fay")
	last := func(tb *table, setup any) {
		data, err := json.Marshal(setup)
		if err != nil {
			t.Fatal(err)
		}
		tb.ctx.Last = data
	}
	t.Run("spyfall", func(t *testing.T) {
		tb := newTable(t, language.English, players)
		last(tb, spyfall.Setup{Players: players[1:5], Rounds: 7, Spies: 2, RoundLength: 6 * time.Minute, KnownSpies: true,
			Locations: spyfall.StandardIDs[:12], Custom: []string{"Dacha", "Garage"}, FirstDealer: 2})
		s := NewSpyfall(tb.ctx, registered("spyfall")).(*Spyfall)
		tb.open(s)
		if got := s.Setup.Chosen().Names(); len(got) != 4 || got[0] != "Bob" || got[3] != "Eve" {
			t.Fatalf("chosen %v, want Bob to Eve", got)
		}
		test.Tap(s.Setup.StartButton)
		g := s.Match().Setup()
		if g.Rounds != 7 || g.Spies != 2 || g.RoundLength != 6*time.Minute || !g.KnownSpies ||
			len(g.Locations) != 12 || len(g.Custom) != 2 || g.FirstDealer != 2 {
			t.Fatalf("started with %+v, want the last game's choices", g)
		}
	})
	t.Run("decrypto", func(t *testing.T) {
		tb := newTable(t, language.English, players)
		last(tb, decrypto.Setup{Teams: []decrypto.TeamSetup{
			{Name: "Owls", Color: decrypto.White, Players: []games.Player{players[0], players[1]}},
			{Name: "Black", Color: decrypto.Black, Players: []games.Player{players[2], players[3]}},
		}})
		d := NewDecrypto(tb.ctx, registered("decrypto")).(*Decrypto)
		tb.open(d)
		test.Tap(d.Setup.StartButton)
		g := d.Match().Setup()
		if g.DrawCodes || g.Teams[0].Name != "Owls" || g.Teams[1].Name != "Black" ||
			g.Teams[0].Players[1].Name != "Bob" || g.Teams[1].Players[0].Name != "Cy" || len(g.Teams[0].Players)+len(g.Teams[1].Players) != 4 {
			t.Fatalf("started with %+v, want Ann and Bob as Owls, Cy and Dee as Black, the code cards", g)
		}
	})
	t.Run("keepwatch", func(t *testing.T) {
		tb := newTable(t, language.English, players)
		last(tb, keepwatch.Setup{Players: players[:3], Leader: 2, Neighbours: true, NoLockOut: true})
		k := NewKeepWatch(tb.ctx, registered("keepwatch")).(*KeepWatch)
		tb.open(k)
		test.Tap(k.Setup.StartButton)
		g := k.Match().Setup()
		if len(g.Players) != 3 || g.Leader != 2 || !g.Neighbours || !g.NoLockOut || g.Less {
			t.Fatalf("started with %+v, want the last game's players, Leader and variants", g)
		}
	})
	t.Run("dixit", func(t *testing.T) {
		tb := newTable(t, language.English, players)
		last(tb, dixit.Setup{Players: players[2:], First: 1, Target: 30})
		d := NewDixit(tb.ctx, registered("dixit")).(*Dixit)
		tb.open(d)
		test.Tap(d.Setup.StartButton)
		if g := d.Match().Setup(); len(g.Players) != 4 || g.First != 1 || g.Target != 30 {
			t.Fatalf("started with %+v, want Cy to Fay, Dee first, to 30", g)
		}
	})
	t.Run("carnival", func(t *testing.T) {
		tb := newTable(t, language.English, players)
		spies := slices.Clone(players[:4])
		spies[0].Color = carnival.SpyColors[5]
		last(tb, carnival.Setup{Players: spies, First: 3})
		c := NewCarnival(tb.ctx, registered("carnival")).(*Carnival)
		tb.open(c)
		test.Tap(c.Setup.StartButton)
		if g := c.Match().Setup(); len(g.Players) != 4 || g.First != 3 || g.Players[0].Color != carnival.SpyColors[5] {
			t.Fatalf("started with %+v, want Ann to Dee, Dee first, Ann's spy colour kept", g)
		}
	})
	t.Run("a last game of players no longer here starts as new", func(t *testing.T) {
		tb := newTable(t, language.English, players[:4])
		last(tb, dixit.Setup{Players: people("Zed", "Yan", "Xi"), First: 1})
		d := NewDixit(tb.ctx, registered("dixit")).(*Dixit)
		tb.open(d)
		if got := len(d.Setup.Chosen()); got != 4 {
			t.Fatalf("%d chosen, want the whole roster of 4", got)
		}
	})
}
