package catalog

import (
	"encoding/json"
	"reflect"
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
	"tablecompanion/screens"
	carnivalscreen "tablecompanion/screens/carnival"
	decryptoscreen "tablecompanion/screens/decrypto"
	dixitscreen "tablecompanion/screens/dixit"
	keepwatchscreen "tablecompanion/screens/keepwatch"
	"tablecompanion/screens/screenstest"
	spyfallscreen "tablecompanion/screens/spyfall"
)

func TestEveryEndLeadsToTheNextGameAndHome(t *testing.T) {
	players := screenstest.People("Ann", "Bob", "Cy", "Dee", "Eve")
	cases := []struct {
		kind  string
		play  func() (games.History, error)
		end   func(screens.Screen) *screens.EndButtons
		check func(t *testing.T, h games.History, next any)
	}{
		// Keep Watch, Spyfall and Decrypto: the next game is the engine's own
		// Again, which the engines' tests pin.
		{"keepwatch", func() (games.History, error) { return examples.Finished("keepwatch", players, 0) },
			func(s screens.Screen) *screens.EndButtons { return s.(*keepwatchscreen.Screen).End },
			func(t *testing.T, h games.History, next any) {
				if m := h.(*keepwatch.Match); !reflect.DeepEqual(next, m.Setup().Again()) {
					t.Errorf("next game %+v, want %+v", next, m.Setup().Again())
				}
			}},
		{"spyfall", func() (games.History, error) { return examples.Finished("spyfall", players, 1) },
			func(s screens.Screen) *screens.EndButtons { return s.(*spyfallscreen.Screen).End },
			func(t *testing.T, h games.History, next any) {
				m := h.(*spyfall.Match)
				if want := m.State().Again(m.Setup()); !reflect.DeepEqual(next, want) {
					t.Errorf("next game %+v, want %+v", next, want)
				}
			}},
		{"decrypto", func() (games.History, error) { return examples.Finished("decrypto", players, 2) },
			func(s screens.Screen) *screens.EndButtons { return s.(*decryptoscreen.Screen).End },
			func(t *testing.T, h games.History, next any) {
				m, got := h.(*decrypto.Match), next.(decrypto.Setup)
				want := m.State().Again(m.Setup(), got.Seed)
				if !reflect.DeepEqual(got, want) || got.Seed == m.Setup().Seed {
					t.Errorf("next game %+v, want %+v with new code draws", got, want)
				}
			}},
		{"dixit", func() (games.History, error) { return examples.Dixit(players, 11) },
			func(s screens.Screen) *screens.EndButtons { return s.(*dixitscreen.Screen).End },
			func(t *testing.T, _ games.History, next any) {
				if s := next.(dixit.Setup); s.First != 1 || len(s.Players) != 5 {
					t.Errorf("next game %+v: want Bob (1) to tell first", s)
				}
			}},
		{"carnival", func() (games.History, error) { return examples.Carnival(players, 0) },
			func(s screens.Screen) *screens.EndButtons { return s.(*carnivalscreen.Screen).End },
			func(t *testing.T, _ games.History, next any) {
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
			tb := screenstest.NewTable(t, language.English, players)
			game := registered(c.kind)
			s, err := game.Load(tb.Ctx, game, record)
			if err != nil {
				t.Fatal(err)
			}
			tb.Open(s)
			end := c.end(s)
			if end == nil || !tb.OnShow(end.PlayAgain) || !tb.OnShow(end.Home) || end.PlayAgain.Text != "Play again" {
				t.Fatal("the end shows no Play again and Home")
			}
			test.Tap(end.PlayAgain)
			if tb.Again == nil {
				t.Fatal("Play again asked for no next game")
			}
			c.check(t, h, tb.Again)
			test.Tap(end.Home)
			if tb.Homes != 1 {
				t.Fatal("Home does not lead home")
			}
		})
	}
}

func TestANewSetupStartsFromTheTablesLastChoices(t *testing.T) {
	players := screenstest.People("Ann", "Bob", "Cy", "Dee", "Eve", "Fay")
	last := func(tb *screenstest.Table, setup any) {
		data, err := json.Marshal(setup)
		if err != nil {
			t.Fatal(err)
		}
		tb.Ctx.Last = data
	}
	t.Run("spyfall", func(t *testing.T) {
		tb := screenstest.NewTable(t, language.English, players)
		last(tb, spyfall.Setup{Players: players[1:5], Rounds: 7, Spies: 2, RoundLength: 6 * time.Minute, KnownSpies: true,
			Locations: spyfall.StandardIDs[:12], Custom: []string{"Dacha", "Garage"}, FirstDealer: 2})
		s := spyfallscreen.New(tb.Ctx, registered("spyfall")).(*spyfallscreen.Screen)
		tb.Open(s)
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
		tb := screenstest.NewTable(t, language.English, players)
		last(tb, decrypto.Setup{Teams: []decrypto.TeamSetup{
			{Name: "Owls", Color: decrypto.White, Players: []games.Player{players[0], players[1]}},
			{Name: "Black", Color: decrypto.Black, Players: []games.Player{players[2], players[3]}},
		}})
		d := decryptoscreen.New(tb.Ctx, registered("decrypto")).(*decryptoscreen.Screen)
		tb.Open(d)
		test.Tap(d.Setup.StartButton)
		g := d.Match().Setup()
		if g.DrawCodes || g.Teams[0].Name != "Owls" || g.Teams[1].Name != "Black" ||
			g.Teams[0].Players[1].Name != "Bob" || g.Teams[1].Players[0].Name != "Cy" || len(g.Teams[0].Players)+len(g.Teams[1].Players) != 4 {
			t.Fatalf("started with %+v, want Ann and Bob as Owls, Cy and Dee as Black, the code cards", g)
		}
	})
	t.Run("keepwatch", func(t *testing.T) {
		tb := screenstest.NewTable(t, language.English, players)
		last(tb, keepwatch.Setup{Players: players[:3], Leader: 2, Neighbours: true, NoLockOut: true})
		k := keepwatchscreen.New(tb.Ctx, registered("keepwatch")).(*keepwatchscreen.Screen)
		tb.Open(k)
		test.Tap(k.Setup.StartButton)
		g := k.Match().Setup()
		if len(g.Players) != 3 || g.Leader != 2 || !g.Neighbours || !g.NoLockOut || g.Less {
			t.Fatalf("started with %+v, want the last game's players, Leader and variants", g)
		}
	})
	t.Run("dixit", func(t *testing.T) {
		tb := screenstest.NewTable(t, language.English, players)
		last(tb, dixit.Setup{Players: players[2:], First: 1, Target: 30})
		d := dixitscreen.New(tb.Ctx, registered("dixit")).(*dixitscreen.Screen)
		tb.Open(d)
		test.Tap(d.Setup.StartButton)
		if g := d.Match().Setup(); len(g.Players) != 4 || g.First != 1 || g.Target != 30 {
			t.Fatalf("started with %+v, want Cy to Fay, Dee first, to 30", g)
		}
	})
	t.Run("carnival", func(t *testing.T) {
		tb := screenstest.NewTable(t, language.English, players)
		spies := slices.Clone(players[:4])
		spies[0].Color = carnival.SpyColors[5]
		last(tb, carnival.Setup{Players: spies, First: 3})
		c := carnivalscreen.New(tb.Ctx, registered("carnival")).(*carnivalscreen.Screen)
		tb.Open(c)
		test.Tap(c.Setup.StartButton)
		if g := c.Match().Setup(); len(g.Players) != 4 || g.First != 3 || g.Players[0].Color != carnival.SpyColors[5] {
			t.Fatalf("started with %+v, want Ann to Dee, Dee first, Ann's spy colour kept", g)
		}
	})
	t.Run("a last game of players no longer here starts as new", func(t *testing.T) {
		tb := screenstest.NewTable(t, language.English, players[:4])
		last(tb, dixit.Setup{Players: screenstest.People("Zed", "Yan", "Xi"), First: 1})
		d := dixitscreen.New(tb.Ctx, registered("dixit")).(*dixitscreen.Screen)
		tb.Open(d)
		if got := len(d.Setup.Chosen()); got != 4 {
			t.Fatalf("%d chosen, want the whole roster of 4", got)
		}
	})
}
