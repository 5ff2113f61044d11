package decrypto_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"testing"

	"tablecompanion/games"

	"tablecompanion/games/decrypto"
	"tablecompanion/games/gamestest"
)

func TestSetupRefused(t *testing.T) {
	edit := func(f func(s *decrypto.Setup)) decrypto.Setup {
		s := teams()
		f(&s)
		return s
	}
	cases := []struct {
		name  string
		setup decrypto.Setup
		want  string
	}{
		{"one team", edit(func(s *decrypto.Setup) { s.Teams = s.Teams[:1] }), "decrypto.setup.two_teams"},
		{"team of one", edit(func(s *decrypto.Setup) { s.Teams[1].Players = players("d") }), "decrypto.setup.team_size"},
		{"team of five", edit(func(s *decrypto.Setup) { s.Teams[0].Players = players("a", "b", "c", "f", "g") }), "decrypto.setup.team_size"},
		{"player in both teams", edit(func(s *decrypto.Setup) { s.Teams[1].Players = players("d", "a") }), "decrypto.setup.player_twice"},
		{"player twice in a team", edit(func(s *decrypto.Setup) { s.Teams[1].Players = players("d", "d") }), "decrypto.setup.player_twice"},
		{"two white teams", edit(func(s *decrypto.Setup) { s.Teams[1].Color = decrypto.White }), "decrypto.setup.color_twice"},
		{"a red team", edit(func(s *decrypto.Setup) { s.Teams[1].Color = "red" }), "decrypto.setup.color_unknown"},
		{"nameless team", edit(func(s *decrypto.Setup) { s.Teams[0].Name = "  " }), "decrypto.setup.name_empty"},
		{"same names", edit(func(s *decrypto.Setup) { s.Teams[1].Name = "OWLS " }), "decrypto.setup.name_twice"},
		{"three keywords", edit(func(s *decrypto.Setup) { s.Teams[0].Keywords = []string{"a", "b", "c"} }), "decrypto.keywords.count"},
		{"blank keyword", edit(func(s *decrypto.Setup) { s.Teams[0].Keywords = []string{"a", "b", " ", "d"} }), "decrypto.keywords.blank"},
		{"hacker with two teams", func() decrypto.Setup { s := teams(); h := player("h"); s.Hacker = &h; return s }(),
			"decrypto.setup.hacker_one_team"},
		{"hacker against three", func() decrypto.Setup { s := hacker(); s.Teams[0].Players = players("a", "b", "c"); return s }(),
			"decrypto.setup.hacker_team_size"},
		{"hacker in the team", func() decrypto.Setup { s := hacker(); s.Teams[0].Players = players("a", "h"); return s }(),
			"decrypto.setup.player_twice"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if _, err := decrypto.New(c.setup); ruleID(err) != c.want {
				t.Fatalf("got %v, want %s", err, c.want)
			}
		})
	}
}

func TestSetupAccepted(t *testing.T) {
	four := teams()
	four.Teams[0].Players = players("a", "b", "c", "f")
	four.Teams[1].Players = players("d", "e", "g") // 4 + 2 would be uneven (TestTeamsOfRoughlyEqualSize)
	four.Teams[0].Keywords = []string{"Чёрный", "Стрекоза", "Коктейль", "Сомбреро"}
	for _, s := range []decrypto.Setup{teams(), hacker(), four} {
		if _, err := decrypto.New(s); err != nil {
			t.Fatalf("%+v refused: %v", s, err)
		}
	}
}

type refusal struct {
	name   string
	action decrypto.Action
	want   string
}

func refuseAll(t *testing.T, m *decrypto.Match, cases []refusal) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			gamestest.Refused(t, m, decrypto.Start, c.action, c.want)
		})
	}
}

func code(digits ...int) []int { return digits }

func TestInterceptionRefusedInRoundOne(t *testing.T) {
	intercept := decrypto.Action{Op: decrypto.OpIntercept, Code: code(1, 2, 3)}
	for _, s := range []decrypto.Setup{teams(), hacker()} {
		m := play(t, s, nil)
		gamestest.Refused(t, m, decrypto.Start, intercept, "decrypto.intercept.round_one")
		for _, c := range s.Teams {
			_ = m.Do(decrypto.Action{Op: decrypto.OpClues, Team: c.Color})
		}
		gamestest.Refused(t, m, decrypto.Start, intercept, "decrypto.intercept.round_one")
	}
}

func TestStepsOutOfOrderRefused(t *testing.T) {
	m := play(t, teams(), round(1, both, clean, clean))
	refuseAll(t, m, []refusal{
		{"guess before the clues", decrypto.Action{Op: decrypto.OpDecode, Code: code(1, 2, 3)}, "decrypto.step.waiting_for_clues"},
		{"interception before the clues", decrypto.Action{Op: decrypto.OpIntercept, Code: code(1, 2, 3)}, "decrypto.step.waiting_for_clues"},
		{"reveal before the clues", decrypto.Action{Op: decrypto.OpReveal, Code: code(1, 2, 3)}, "decrypto.step.waiting_for_clues"},
		{"keyword guess in play", decrypto.Action{Op: decrypto.OpKeywordGuess, Team: decrypto.White, Count: 1}, "decrypto.step.waiting_for_clues"},
	})
	_ = m.Do(decrypto.Action{Op: decrypto.OpClues, Team: decrypto.White})
	refuseAll(t, m, []refusal{
		{"clues twice", decrypto.Action{Op: decrypto.OpClues, Team: decrypto.White}, "decrypto.clues.already_given"},
		{"four clues", decrypto.Action{Op: decrypto.OpClues, Team: decrypto.Black, Clues: []string{"a", "b", "c", "d"}}, "decrypto.clues.too_many"},
		{"clues of no team", decrypto.Action{Op: decrypto.OpClues, Team: "red"}, "decrypto.team.unknown"},
	})
	_ = m.Do(decrypto.Action{Op: decrypto.OpClues, Team: decrypto.Black})
	refuseAll(t, m, []refusal{
		{"decode before the interception", decrypto.Action{Op: decrypto.OpDecode, Code: code(1, 2, 3)}, "decrypto.step.waiting_for_interception"},
		{"clues after the clues", decrypto.Action{Op: decrypto.OpClues, Team: decrypto.Black}, "decrypto.step.waiting_for_interception"},
	})
	_ = m.Do(decrypto.Action{Op: decrypto.OpIntercept, Code: code(1, 2, 3)})
	refuseAll(t, m, []refusal{
		{"reveal before the decode", decrypto.Action{Op: decrypto.OpReveal, Code: code(1, 2, 3)}, "decrypto.step.waiting_for_decode"},
		{"second interception", decrypto.Action{Op: decrypto.OpIntercept, Code: code(1, 2, 3)}, "decrypto.step.waiting_for_decode"},
	})
	_ = m.Do(decrypto.Action{Op: decrypto.OpDecode, Code: code(1, 2, 3)})
	refuseAll(t, m, []refusal{
		{"decode twice", decrypto.Action{Op: decrypto.OpDecode, Code: code(1, 2, 3)}, "decrypto.step.waiting_for_reveal"},
		{"unknown step", decrypto.Action{Op: "shuffle"}, "decrypto.action.unknown"},
	})
}

func TestCodeValidity(t *testing.T) {
	m := play(t, teams(), nil)
	_ = m.Do(decrypto.Action{Op: decrypto.OpClues, Team: decrypto.White})
	_ = m.Do(decrypto.Action{Op: decrypto.OpClues, Team: decrypto.Black})
	bad := []struct {
		name string
		code []int
		want string
	}{
		{"repeated digit", code(1, 1, 2), "decrypto.code.repeated_digit"},
		{"repeated last digit", code(3, 2, 3), "decrypto.code.repeated_digit"},
		{"a zero", code(0, 1, 2), "decrypto.code.digit_out_of_range"},
		{"a five", code(1, 5, 2), "decrypto.code.digit_out_of_range"},
		{"a negative digit", code(1, 2, -3), "decrypto.code.digit_out_of_range"},
		{"missing digit", code(1, 2), "decrypto.code.missing_digit"},
		{"no digits", nil, "decrypto.code.missing_digit"},
		{"four digits", code(1, 2, 3, 4), "decrypto.code.too_many_digits"},
	}
	for _, b := range bad {
		t.Run("decode: "+b.name, func(t *testing.T) {
			gamestest.Refused(t, m, decrypto.Start, decrypto.Action{Op: decrypto.OpDecode, Code: b.code}, b.want)
		})
	}
	_ = m.Do(decrypto.Action{Op: decrypto.OpDecode, Code: code(1, 2, 3)})
	for _, b := range bad {
		t.Run("reveal: "+b.name, func(t *testing.T) {
			gamestest.Refused(t, m, decrypto.Start, decrypto.Action{Op: decrypto.OpReveal, Code: b.code}, b.want)
		})
	}
	for _, c := range decrypto.Codes() {
		if _, err := decrypto.ParseCode(c[:]); err != nil {
			t.Fatalf("%s refused: %v", c, err)
		}
	}
}

// TestASaveFromBeforeTheDecodeRevealedStillReplays replays the log of a
// game with drawn codes as the app saved it when the encryptor still
// tapped to show the code: a reveal after each decode, empty or naming the
// drawn code. It changes nothing, even after the last decode ended the
// game, and a reveal naming another code is refused as it was then. White
// decodes wrong in rounds 2 and 3, so Black wins.
func TestASaveFromBeforeTheDecodeRevealedStillReplays(t *testing.T) {
	s := teams()
	s.DrawCodes, s.Seed = true, 42
	m := play(t, s, nil)
	g := m.State()
	var log []decrypto.Action
	act := func(a decrypto.Action) {
		t.Helper()
		do(t, m, a)
		log = append(log, a)
	}
	for r := 1; r <= 3; r++ {
		for _, color := range both {
			act(decrypto.Action{Op: decrypto.OpClues, Team: color})
		}
		for i, color := range both {
			drawn, _ := g.DrawnCode(color)
			other := decrypto.Codes()[0]
			if other == drawn {
				other = decrypto.Codes()[1]
			}
			if r > 1 {
				act(decrypto.Action{Op: decrypto.OpIntercept, Code: other[:]})
			}
			decode := drawn
			if r > 1 && color == decrypto.White {
				decode = other
			}
			act(decrypto.Action{Op: decrypto.OpDecode, Code: decode[:]})
			gamestest.Refused(t, m, decrypto.Start, decrypto.Action{Op: decrypto.OpReveal, Code: other[:]}, "decrypto.reveal.not_the_drawn_code")
			old := decrypto.Action{Op: decrypto.OpReveal}
			if i == 1 {
				old.Code = drawn[:]
			}
			before, step := g.Rounds(), g.Step()
			act(old)
			if !reflect.DeepEqual(g.Rounds(), before) || g.Step() != step {
				t.Fatalf("round %d, %s: the old reveal changed the game", r, color)
			}
			if g.Over() {
				gamestest.Refused(t, m, decrypto.Start, old, "decrypto.game.over")
			} else {
				gamestest.Refused(t, m, decrypto.Start, old, "decrypto.step.waiting_for_"+map[decrypto.Step]string{
					decrypto.StepClues: "clues", decrypto.StepIntercept: "interception", decrypto.StepDecode: "decode"}[g.Step()])
			}
		}
	}
	gamestest.Contract(t, decrypto.Start, s, log)
	if r, _ := g.Result(); !g.Over() || len(r.Winners) != 1 || r.Winners[0] != decrypto.Black {
		t.Fatalf("two miscommunications hand Black the win: %+v", r)
	}
}

func TestKeywordGuessRefusals(t *testing.T) {
	m := play(t, teams(), rounds(both, quiet(8)...))
	refuseAll(t, m, []refusal{
		{"five keywords right", decrypto.Action{Op: decrypto.OpKeywordGuess, Team: decrypto.White, Count: 5}, "decrypto.keyword_guess.out_of_range"},
		{"minus one keyword", decrypto.Action{Op: decrypto.OpKeywordGuess, Team: decrypto.White, Count: -1}, "decrypto.keyword_guess.out_of_range"},
		{"guess of no team", decrypto.Action{Op: decrypto.OpKeywordGuess, Team: "red"}, "decrypto.team.unknown"},
		{"clues in the tie-break", decrypto.Action{Op: decrypto.OpClues, Team: decrypto.White}, "decrypto.step.waiting_for_keyword_guesses"},
	})
	_ = m.Do(decrypto.Action{Op: decrypto.OpKeywordGuess, Team: decrypto.White, Count: 0})
	gamestest.Refused(t, m, decrypto.Start,
		decrypto.Action{Op: decrypto.OpKeywordGuess, Team: decrypto.White, Count: 1}, "decrypto.keyword_guess.already_given")
}

func TestKeywordsRefused(t *testing.T) {
	m := play(t, teams(), nil)
	refuseAll(t, m, []refusal{
		{"three keywords", decrypto.Action{Op: decrypto.OpKeywords, Team: decrypto.White, Words: []string{"a", "b", "c"}}, "decrypto.keywords.count"},
		{"blank keyword", decrypto.Action{Op: decrypto.OpKeywords, Team: decrypto.White, Words: []string{"a", "", "c", "d"}}, "decrypto.keywords.blank"},
		{"keywords of no team", decrypto.Action{Op: decrypto.OpKeywords, Team: "red", Words: []string{"a", "b", "c", "d"}}, "decrypto.team.unknown"},
	})
}

func TestNothingAfterTheGameEnded(t *testing.T) {
	m := play(t, teams(), rounds(both, []turn{miscoded, clean}, []turn{miscoded, clean}))
	if !m.Over() {
		t.Fatal("white has lost")
	}
	for _, a := range []decrypto.Action{
		{Op: decrypto.OpClues, Team: decrypto.White},
		{Op: decrypto.OpIntercept, Code: code(1, 2, 3)},
		{Op: decrypto.OpDecode, Code: code(1, 2, 3)},
		{Op: decrypto.OpReveal, Code: code(1, 2, 3)},
		{Op: decrypto.OpKeywords, Team: decrypto.White, Words: []string{"a", "b", "c", "d"}},
		{Op: decrypto.OpKeywordGuess, Team: decrypto.White, Count: 1},
		{Op: "shuffle"},
	} {
		gamestest.Refused(t, m, decrypto.Start, a, "decrypto.game.over")
	}
}

// TestTeamsOfRoughlyEqualSize pins the book's setup, step 1: «Разделитесь на
// 2 команды так, чтобы в командах было примерно равное количество игроков» —
// split into two teams with roughly equal numbers of players. Sizes may
// differ by one at most; the Hacker's game is a team of two against one.
func TestTeamsOfRoughlyEqualSize(t *testing.T) {
	ids := []string{"a", "b", "c", "d", "e", "f", "g", "h"}
	sized := func(white, black int) decrypto.Setup {
		return decrypto.Setup{Teams: []decrypto.TeamSetup{
			{Name: "Owls", Color: decrypto.White, Players: players(ids[:white]...)},
			{Name: "Foxes", Color: decrypto.Black, Players: players(ids[white : white+black]...)},
		}}
	}
	cases := []struct {
		white, black int
		want         string // the refusal, or "" when the teams may play
	}{
		{2, 4, "decrypto.setup.uneven"},
		{4, 2, "decrypto.setup.uneven"},
		{2, 2, ""},
		{2, 3, ""},
		{3, 2, ""},
		{3, 3, ""},
		{3, 4, ""},
		{4, 3, ""},
		{4, 4, ""},
	}
	for _, c := range cases {
		t.Run(fmt.Sprintf("%d+%d", c.white, c.black), func(t *testing.T) {
			_, err := decrypto.New(sized(c.white, c.black))
			if ruleID(err) != c.want && !(c.want == "" && err == nil) {
				t.Fatalf("got %v, want %q", err, c.want)
			}
			if c.want == "" {
				return
			}
			// The refusal says which way a player should move.
			from, to := "Owls", "Foxes"
			if c.black > c.white {
				from, to = to, from
			}
			var rule *games.RuleError
			if !errors.As(err, &rule) || rule.Args["From"] != from || rule.Args["To"] != to {
				t.Fatalf("the refusal %+v does not say to move a player from %s to %s", err, from, to)
			}
		})
	}
	if _, err := decrypto.New(hacker()); err != nil {
		t.Fatalf("the Hacker's two against one refused: %v", err)
	}
}

// TestASaveWithUnevenTeamsStillLoads pins that the balance is a check on new
// setups: a save from before it, two against four, is a record and plays to
// its end.
func TestASaveWithUnevenTeamsStillLoads(t *testing.T) {
	s := teams()
	s.Teams[0].Players = players("a", "b")
	s.Teams[1].Players = players("c", "d", "e", "f")
	// Three rounds: white's second interception ends the game.
	record, err := json.Marshal(games.Record[decrypto.Setup, decrypto.Action]{
		Setup: s,
		Log:   rounds(both, []turn{clean, clean}, []turn{clean, caught}, []turn{clean, caught}),
	})
	if err != nil {
		t.Fatal(err)
	}
	m, err := decrypto.Load(record)
	if err != nil {
		t.Fatalf("a save with teams of two and four refused: %v", err)
	}
	if !m.Over() || m.State().Round() != 3 {
		t.Fatalf("over %v at round %d, want the save played to its end at 3", m.Over(), m.State().Round())
	}
}
