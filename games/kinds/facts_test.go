package kinds_test

import (
	"encoding/json"
	"fmt"
	"reflect"
	"testing"
	"time"

	"tablecompanion/games"
	"tablecompanion/games/carnival"
	"tablecompanion/games/decrypto"
	"tablecompanion/games/dixit"
	"tablecompanion/games/keepwatch"
	"tablecompanion/games/kinds"
	"tablecompanion/games/spyfall"
)

// seated returns players of the IDs, seated in that order.
func seated(ids ...string) games.Seats {
	var s games.Seats
	for i, id := range ids {
		s = append(s, games.Player{ID: id, Name: "Player " + id, Color: carnival.SpyColors[i]})
	}
	return s
}

// told plays the actions from the setup, each of which must be accepted,
// and returns what the kind tells of the match in hand, which must be what
// the replay of its saved record tells.
func told[S, A any, E games.Engine[A]](t *testing.T, kind string, start func(S) (E, error), setup S, actions ...A) kinds.Played {
	t.Helper()
	m, err := games.NewMatch(start, setup)
	if err != nil {
		t.Fatal(err)
	}
	for i, a := range actions {
		if err := m.Do(a); err != nil {
			t.Fatalf("action %d %+v refused: %v", i+1, a, err)
		}
	}
	record, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	k, _ := kinds.Lookup(kind)
	replayed, err := k.Replay(record)
	if err != nil {
		t.Fatal(err)
	}
	live, ok := k.Tell(m)
	if !ok {
		t.Fatalf("the %s kind does not take its own match", kind)
	}
	if !reflect.DeepEqual(live, replayed) {
		t.Fatalf("the match in hand tells\n%+v\nits replay\n%+v", live, replayed)
	}
	return live
}

// TestKeepWatchKeepsEveryReaction plays four challenges of Ann, Ben and
// Cat: every press after GO is a reaction, in whole milliseconds, a locked
// out false starter's later press too; a false start is none. The fastest
// counts only the calls judged right: Ann's 200 ms judged wrong, her
// unchecked 300.4 ms and Ben's 120 ms judged wrong set nothing.
func TestKeepWatchKeepsEveryReaction(t *testing.T) {
	press := func(id string, at time.Duration) keepwatch.Press { return keepwatch.Press{Player: id, At: at} }
	ms := time.Millisecond
	p := told(t, "keepwatch", keepwatch.Start, keepwatch.Setup{Players: seated("a", "b", "c")},
		// 1: Ann 300.4 ms, Ben 250; Cat starts early and is locked out.
		keepwatch.Presses("", 0, press("a", 300*ms+400*time.Microsecond), press("b", 250*ms), press("c", -100*ms)),
		keepwatch.RightCall("b"),
		// 2: Ann 200 ms, wrong, then Cat 410 ms, right; Ben does not press.
		keepwatch.Presses("", 0, press("a", 200*ms), press("c", 410*ms)),
		keepwatch.WrongCall("a"), keepwatch.RightCall("c"),
		// 3: Cat starts early and presses again at 600 ms; Ann 199.6 ms.
		keepwatch.Presses("", 0, press("c", -50*ms), press("c", 600*ms), press("a", 199*ms+600*time.Microsecond)),
		keepwatch.RightCall("a"),
		// 4: Ben 120 ms, wrong.
		keepwatch.Presses("", 0, press("b", 120*ms)),
		keepwatch.WrongCall("b"),
	)
	wantMs := [][]int{{300, 200, 200}, {250, 120}, {410, 600}}
	wantFastest := []time.Duration{199*ms + 600*time.Microsecond, 250 * ms, 410 * ms}
	if !reflect.DeepEqual(p.ReactionMs, wantMs) || !reflect.DeepEqual(p.Reactions, wantFastest) {
		t.Errorf("reactions %v fastest %v, want %v and %v", p.ReactionMs, p.Reactions, wantMs, wantFastest)
	}
}

// TestSpyfallTimesTheCatches plays four rounds of Ann, Ben, Cat and Dan,
// one spy each; only the first is a timed catch of a spy:
//
//	1 spy Cat: Ann accuses Ben at 0:30, Cat votes no; Dan accuses Cat at
//	  1:35 and the vote convicts her: caught by Dan at 1:35.
//	2 spy Ann: Ben accuses Ann, the screen measured no time: convicted,
//	  but no time to keep.
//	3 spy Ben: Ann accuses Cat at 0:40 and the table convicts her, an
//	  innocent: no catch.
//	4 spy Dan: time is up and the first vote, on the dealer Dan, convicts
//	  him: a catch of the clock's end, not by anyone's accusation.
func TestSpyfallTimesTheCatches(t *testing.T) {
	deal := func(loc, spy string) spyfall.Action {
		return spyfall.Action{Op: spyfall.OpDeal, Location: loc, Spies: []string{spy}}
	}
	accuse := func(by, target string, at time.Duration) spyfall.Action {
		return spyfall.Action{Op: spyfall.OpAccuse, Player: by, Target: target, Elapsed: at}
	}
	vote := func(by string, yes bool) spyfall.Action {
		return spyfall.Action{Op: spyfall.OpVote, Player: by, Yes: yes}
	}
	p := told(t, "spyfall", spyfall.Start, spyfall.Setup{Players: seated("a", "b", "c", "d"), Spies: 1, Rounds: 4},
		deal("port", "c"), accuse("a", "b", 30*time.Second), vote("c", false),
		accuse("d", "c", 95*time.Second), vote("a", true), vote("b", true), vote("d", true),
		deal("mine", "a"), accuse("b", "a", 0), vote("b", true), vote("c", true), vote("d", true),
		deal("museum", "b"), accuse("a", "c", 40*time.Second), vote("a", true), vote("b", true), vote("d", true),
		deal("library", "d"), spyfall.Action{Op: spyfall.OpTimeUp}, vote("a", true), vote("b", true), vote("c", true),
	)
	want := []kinds.SpyRound{
		{Spies: []string{"c"}, CaughtBy: "d", CaughtAt: 95 * time.Second},
		{Spies: []string{"a"}},
		{Spies: []string{"b"}, Won: true},
		{Spies: []string{"d"}},
	}
	if !p.Over || !reflect.DeepEqual(p.SpyRounds, want) {
		t.Errorf("over %v, rounds\n%+v\nwant\n%+v", p.Over, p.SpyRounds, want)
	}
}

// decryptoRound returns round r's actions: for each colour in turn its
// clues, then its code's interception (from round 2), decode and reveal,
// with an interception right where intercepted names the colour.
func decryptoRound(r int, colors []string, intercepted ...string) []decrypto.Action {
	code := map[string][]int{decrypto.White: {1, 2, 3}, decrypto.Black: {2, 3, 4}}
	wrong := []int{4, 3, 2}
	var out []decrypto.Action
	for _, c := range colors {
		out = append(out, decrypto.Action{Op: decrypto.OpClues, Team: c,
			Clues: []string{fmt.Sprintf("%s %d.1", c, r), fmt.Sprintf("%s %d.2", c, r), fmt.Sprintf("%s %d.3", c, r)}})
	}
	for _, c := range colors {
		if r > 1 {
			guess := wrong
			for _, i := range intercepted {
				if i == c {
					guess = code[c]
				}
			}
			out = append(out, decrypto.Action{Op: decrypto.OpIntercept, Code: guess})
		}
		out = append(out, decrypto.Action{Op: decrypto.OpDecode, Code: code[c]}, decrypto.Action{Op: decrypto.OpReveal, Code: code[c]})
	}
	return out
}

// TestDecryptoCountsInterceptions counts each side's right interceptions.
func TestDecryptoCountsInterceptions(t *testing.T) {
	both := []string{decrypto.White, decrypto.Black}
	white := []string{decrypto.White}
	team := func(color string, ids ...string) decrypto.TeamSetup {
		return decrypto.TeamSetup{Name: color, Color: color, Players: seated(ids...)}
	}
	hacker := games.Player{ID: "h", Name: "Hacker", Color: "red"}
	// The Hacker's second token is the team's miscommunication, not an
	// interception.
	miscode := decrypto.Action{Op: decrypto.OpDecode, Code: []int{4, 3, 2}}
	cases := []struct {
		name    string
		setup   decrypto.Setup
		actions [][]decrypto.Action
		want    []kinds.Side
	}{{
		// Black intercepts white's code in rounds 2 and 3 and wins.
		name:    "two teams",
		setup:   decrypto.Setup{Teams: []decrypto.TeamSetup{team(decrypto.White, "a", "b"), team(decrypto.Black, "c", "d")}},
		actions: [][]decrypto.Action{decryptoRound(1, both), decryptoRound(2, both, decrypto.White), decryptoRound(3, both, decrypto.White)},
		want:    []kinds.Side{{Players: []string{"a", "b"}}, {Players: []string{"c", "d"}, Interceptions: 2}},
	}, {
		// The Hacker intercepts in round 2 and the team then decodes
		// wrong: two tokens, one interception.
		name:  "the Hacker",
		setup: decrypto.Setup{Hacker: &hacker, Teams: []decrypto.TeamSetup{team(decrypto.White, "a", "b")}},
		actions: [][]decrypto.Action{decryptoRound(1, white), decryptoRound(2, white, decrypto.White)[:2],
			{miscode, {Op: decrypto.OpReveal, Code: []int{1, 2, 3}}}},
		want: []kinds.Side{{Players: []string{"a", "b"}}, {Players: []string{"h"}, Interceptions: 1}},
	}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var all []decrypto.Action
			for _, a := range c.actions {
				all = append(all, a...)
			}
			p := told(t, "decrypto", decrypto.Start, c.setup, all...)
			if !p.Over || !reflect.DeepEqual(p.Sides, c.want) {
				t.Errorf("over %v, sides %+v, want %+v", p.Over, p.Sides, c.want)
			}
		})
	}
}

// TestDixitCountsTheStorytellers plays five rounds of Ann, Ben, Cat and
// Dan, Ann telling first, the storyteller's card always the one named:
//
//	1 Ann: Ben and Cat find it, Dan not: some found it, Ann scores.
//	2 Ben: all three find it: Ben scores nothing.
//	3 Cat: nobody finds it: nothing.
//	4 Dan: Ann alone finds it: Dan scores.
//	5 Ann: nobody finds it: nothing.
//
// Ann told 2 and scored in 1, Ben and Cat told 1 and scored in none, Dan
// told 1 and scored in 1.
func TestDixitCountsTheStorytellers(t *testing.T) {
	play := func(id string, card, vote int) dixit.Play {
		return dixit.Play{Player: id, Cards: []int{card}, Vote: vote}
	}
	p := told(t, "dixit", dixit.Start, dixit.Setup{Players: seated("a", "b", "c", "d")},
		dixit.Round{Storyteller: "a", Card: 1, Plays: []dixit.Play{play("b", 2, 1), play("c", 3, 1), play("d", 4, 2)}},
		dixit.Round{Storyteller: "b", Card: 1, Plays: []dixit.Play{play("a", 2, 1), play("c", 3, 1), play("d", 4, 1)}},
		dixit.Round{Storyteller: "c", Card: 1, Plays: []dixit.Play{play("a", 2, 3), play("b", 3, 2), play("d", 4, 2)}},
		dixit.Round{Storyteller: "d", Card: 4, Plays: []dixit.Play{play("a", 1, 4), play("b", 2, 1), play("c", 3, 1)}},
		dixit.Round{Storyteller: "a", Card: 1, Plays: []dixit.Play{play("b", 2, 3), play("c", 3, 2), play("d", 4, 2)}},
	)
	want := []kinds.Stories{{Told: 2, Scored: 1}, {Told: 1}, {Told: 1}, {Told: 1, Scored: 1}}
	if !reflect.DeepEqual(p.Stories, want) {
		t.Errorf("stories %+v, want %+v", p.Stories, want)
	}
}

// TestCarnivalCountsTheCatches plays Ann, Ben, Cat and Dan: Ann calls 5
// and Ben catches Cat holding it, right; Ben calls 7 and Dan names Ann for
// it, wrong; Cat calls 9 and Ben names Dan for it, wrong. Ben: 1 right, 1
// wrong; Dan: 1 wrong.
func TestCarnivalCountsTheCatches(t *testing.T) {
	call := func(id string, n int) carnival.Action {
		return carnival.Action{Op: carnival.OpCall, Player: id, Number: n}
	}
	catch := func(id, named string, n int, right bool) carnival.Action {
		return carnival.Action{Op: carnival.OpCatch, Player: id, Named: named, Number: n, Right: right}
	}
	p := told(t, "carnival", carnival.Start, carnival.Setup{Players: seated("a", "b", "c", "d")},
		call("a", 5), catch("b", "c", 5, true), call("b", 7), catch("d", "a", 7, false), call("c", 9), catch("b", "d", 9, false))
	want := []kinds.Catches{{}, {Right: 1, Wrong: 1}, {}, {Wrong: 1}}
	if !reflect.DeepEqual(p.Catches, want) {
		t.Errorf("catches %+v, want %+v", p.Catches, want)
	}
	// Ben's right catch is two agent cards face up, and three of his
	// four counter-intelligence cards are still in hand: 2 + 2 = 4.
	if p.Scores[1] != 4 {
		t.Errorf("scores %v", p.Scores)
	}
}
