package decrypto_test

import (
	"slices"
	"testing"

	"tablecompanion/games/decrypto"
	"tablecompanion/games/gamestest"
)

func TestAFullGameKeepsTheContract(t *testing.T) {
	actions := rounds(both, []turn{clean, miscoded}, []turn{caught, clean}, []turn{clean, caughtMis})
	gamestest.Contract(t, decrypto.Start, teams(), actions)
	m := play(t, teams(), actions)
	if r, ok := m.State().Result(); !ok || !slices.Equal(r.Winners, []string{decrypto.White}) || r.By != decrypto.ByClaim {
		t.Fatalf("black has two miscommunications, so white wins; got %+v", r)
	}
}

func TestAHackerGameWithDrawnCodesKeepsTheContract(t *testing.T) {
	s := hacker()
	s.DrawCodes, s.Seed = true, 7
	m := play(t, s, nil)
	var actions []decrypto.Action
	do := func(a decrypto.Action) {
		if err := m.Do(a); err != nil {
			t.Fatalf("%+v refused: %v", a, err)
		}
		actions = append(actions, a)
	}
	for r := 1; !m.Over(); r++ {
		drawn, _ := m.State().DrawnCode(decrypto.White)
		miss := decrypto.Codes()[0]
		if miss == drawn {
			miss = decrypto.Codes()[1]
		}
		do(decrypto.Action{Op: decrypto.OpClues, Team: decrypto.White, Clues: []string{"x"}})
		if r > 1 {
			do(decrypto.Action{Op: decrypto.OpIntercept, Code: miss[:]})
		}
		do(decrypto.Action{Op: decrypto.OpDecode, Code: drawn[:]})
	}
	gamestest.Contract(t, decrypto.Start, s, actions)
	if r, _ := m.State().Result(); r.By != decrypto.ByRounds || m.State().Round() != decrypto.HackerRounds {
		t.Fatalf("the Hacker never scored: the team wins after round 5, got %+v", r)
	}
}

// TestEndOfRound pins the book's end of a round: two interceptions win, two
// miscommunications lose, and the four ties go to the tie-break.
func TestEndOfRound(t *testing.T) {
	cases := []struct {
		name    string
		plan    [][]turn
		winners []string // nil: the tie-break goes on to the keyword guesses
		by      string
		tie     bool
		round   int
	}{
		{"two interceptions win", [][]turn{{clean, clean}, {clean, caught}, {clean, caught}},
			[]string{decrypto.White}, decrypto.ByClaim, false, 3},
		{"two miscommunications lose", [][]turn{{miscoded, clean}, {miscoded, clean}},
			[]string{decrypto.Black}, decrypto.ByClaim, false, 2},
		{"one team's win and the other's loss in one round", [][]turn{{clean, clean}, {clean, caughtMis}, {clean, caughtMis}},
			[]string{decrypto.White}, decrypto.ByClaim, false, 3},
		{"tie: a team has two interceptions and two miscommunications", [][]turn{{clean, clean}, {miscoded, caught}, {miscoded, caught}},
			nil, "", true, 3},
		{"tie: both teams' second miscommunication in one round", [][]turn{{miscoded, miscoded}, {miscoded, miscoded}},
			nil, "", true, 2},
		{"tie: both teams' second interception in one round", [][]turn{{clean, clean}, {caught, caught}, {caught, caught}},
			nil, "", true, 3},
		{"tie: nobody has won or lost after round 8", quiet(8), nil, "", true, 8},
		{"no result before round 8 plays on", quiet(7), nil, "", false, 8},
		{"a claim in round 8 wins, not ties", append(quiet(6), []turn{clean, caught}, []turn{clean, caught}),
			[]string{decrypto.White}, decrypto.ByClaim, false, 8},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := play(t, teams(), rounds(both, c.plan...)).State()
			if g.Round() != c.round {
				t.Fatalf("round %d, want %d", g.Round(), c.round)
			}
			r, over := g.Result()
			switch {
			case c.winners != nil:
				if !over || !slices.Equal(r.Winners, c.winners) || r.By != c.by || r.Tie != c.tie {
					t.Fatalf("got %+v (over %v), want %v by %s", r, over, c.winners, c.by)
				}
			case c.tie:
				if over || g.Step() != decrypto.StepKeywordGuess {
					t.Fatalf("a tie level on score must ask for the keyword guesses, step %s", g.Step())
				}
			default:
				if over || g.Step() != decrypto.StepClues {
					t.Fatalf("the game must go on, step %s", g.Step())
				}
			}
		})
	}
}

func TestClaims(t *testing.T) {
	g := play(t, teams(), rounds(both, []turn{clean, clean}, []turn{miscoded, caught}, []turn{miscoded, caught})).State()
	if got := g.Claims(); !slices.Equal(got, both) {
		t.Fatalf("white has two interceptions and two miscommunications: both sides claim, got %v", got)
	}
}

func TestTieBreak(t *testing.T) {
	cases := []struct {
		name       string
		plan       [][]turn
		white, blk int // keyword guesses, -1 when the score settles it
		winners    []string
		by         string
	}{
		{"tie settled by the score", [][]turn{{miscoded, clean}, {caught, caught}, {caught, caught}}, -1, -1,
			[]string{decrypto.Black}, decrypto.ByScore},
		{"8 rounds settled by the score", append(quiet(7), []turn{clean, caught}), -1, -1,
			[]string{decrypto.White}, decrypto.ByScore},
		{"level score settled by the keyword guesses", quiet(8), 3, 2,
			[]string{decrypto.White}, decrypto.ByKeywords},
		{"black wins the keyword guesses", [][]turn{{miscoded, miscoded}, {miscoded, miscoded}}, 0, 4,
			[]string{decrypto.Black}, decrypto.ByKeywords},
		{"level keyword guesses share the win", [][]turn{{clean, clean}, {caught, caught}, {caught, caught}}, 2, 2,
			[]string{decrypto.White, decrypto.Black}, decrypto.ByShared},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			actions := rounds(both, c.plan...)
			if c.white >= 0 {
				actions = append(actions,
					decrypto.Action{Op: decrypto.OpKeywordGuess, Team: decrypto.Black, Count: c.blk},
					decrypto.Action{Op: decrypto.OpKeywordGuess, Team: decrypto.White, Count: c.white})
			}
			g := play(t, teams(), actions).State()
			r, over := g.Result()
			if !over || !slices.Equal(r.Winners, c.winners) || r.By != c.by || !r.Tie {
				t.Fatalf("got %+v (over %v), want %v by %s after a tie", r, over, c.winners, c.by)
			}
			if g.Step() != decrypto.StepOver {
				t.Fatalf("step %s after the end", g.Step())
			}
		})
	}
}

func TestTokens(t *testing.T) {
	g := play(t, teams(), rounds(both, []turn{miscoded, clean}, []turn{caught, caughtMis})).State()
	want := []struct{ i, m, score int }{{1, 1, 0}, {1, 1, 0}}
	for k, team := range g.Teams() {
		if team.Interceptions != want[k].i || team.Miscommunications != want[k].m || team.Score() != want[k].score {
			t.Fatalf("%s: %+v, want %+v", team.Color, team, want[k])
		}
	}
	sheet := g.Rounds()
	if !sheet[1].Turns[0].Intercepted || sheet[1].Turns[0].Miscommunication || !sheet[1].Turns[1].Miscommunication {
		t.Fatalf("round 2 on the sheet: %+v", sheet[1])
	}
}

func TestFailedInterceptionAndRightDecodeChangeNoTokens(t *testing.T) {
	g := play(t, teams(), rounds(both, quiet(3)...)).State()
	for _, team := range g.Teams() {
		if team.Interceptions != 0 || team.Miscommunications != 0 {
			t.Fatalf("%s got tokens in quiet rounds: %+v", team.Color, team)
		}
	}
}

func TestRoundFollowsTheBooksSteps(t *testing.T) {
	m := play(t, teams(), nil)
	g := m.State()
	steps := []struct {
		action decrypto.Action
		step   decrypto.Step
		turn   string
	}{
		{decrypto.Action{Op: decrypto.OpClues, Team: decrypto.Black, Clues: []string{"a", "b"}}, decrypto.StepClues, decrypto.White},
		{decrypto.Action{Op: decrypto.OpClues, Team: decrypto.White}, decrypto.StepDecode, decrypto.White},
		{decrypto.Action{Op: decrypto.OpDecode, Code: []int{1, 2, 3}}, decrypto.StepReveal, decrypto.White},
		{decrypto.Action{Op: decrypto.OpReveal, Code: []int{1, 2, 3}}, decrypto.StepDecode, decrypto.Black},
		{decrypto.Action{Op: decrypto.OpDecode, Code: []int{1, 2, 3}}, decrypto.StepReveal, decrypto.Black},
		{decrypto.Action{Op: decrypto.OpReveal, Code: []int{1, 2, 3}}, decrypto.StepClues, decrypto.White},
		{decrypto.Action{Op: decrypto.OpClues, Team: decrypto.White}, decrypto.StepClues, decrypto.White},
		{decrypto.Action{Op: decrypto.OpClues, Team: decrypto.Black}, decrypto.StepIntercept, decrypto.White},
		{decrypto.Action{Op: decrypto.OpIntercept, Code: []int{1, 2, 3}}, decrypto.StepDecode, decrypto.White},
	}
	for i, s := range steps {
		if err := m.Do(s.action); err != nil {
			t.Fatalf("step %d refused: %v", i+1, err)
		}
		if g.Step() != s.step || g.Turn() != s.turn {
			t.Fatalf("after step %d: %s for %s, want %s for %s", i+1, g.Step(), g.Turn(), s.step, s.turn)
		}
	}
	if g.Interceptor() != decrypto.Black {
		t.Fatalf("black intercepts white's code, got %s", g.Interceptor())
	}
}

func TestSandTimerStartsWhenTheFirstEncryptorIsDone(t *testing.T) {
	m := play(t, teams(), nil)
	if m.State().SandTimerStarts() {
		t.Fatal("nobody has finished yet")
	}
	_ = m.Do(decrypto.Action{Op: decrypto.OpClues, Team: decrypto.Black})
	if !m.State().SandTimerStarts() || !slices.Equal(m.State().CluesPending(), []string{decrypto.White}) {
		t.Fatalf("black is done: the sand timer runs for white, pending %v", m.State().CluesPending())
	}
	_ = m.Do(decrypto.Action{Op: decrypto.OpClues, Team: decrypto.White})
	if m.State().SandTimerStarts() || m.State().CluesPending() != nil {
		t.Fatal("both are done: no sand timer")
	}
}

func TestEncryptorRotatesInsideEachTeam(t *testing.T) {
	want := []struct{ white, black string }{{"a", "d"}, {"b", "e"}, {"c", "d"}, {"a", "e"}}
	for r, w := range want {
		g := play(t, teams(), rounds(both, quiet(r)...)).State()
		if got := g.Encryptor(decrypto.White).ID; got != w.white {
			t.Errorf("round %d white: %s, want %s", r+1, got, w.white)
		}
		if got := g.Encryptor(decrypto.Black).ID; got != w.black {
			t.Errorf("round %d black: %s, want %s", r+1, got, w.black)
		}
		if got := g.Rounds()[r].Turns[0].Encryptor.ID; got != w.white {
			t.Errorf("round %d sheet: %s, want %s", r+1, got, w.white)
		}
	}
}

func TestHackerMode(t *testing.T) {
	white := []string{decrypto.White}
	cases := []struct {
		name    string
		plan    [][]turn
		winner  string
		by      string
		tokens  int
		endedIn int
	}{
		{"hacker wins with two interceptions by round 5", [][]turn{{clean}, {caught}, {clean}, {caught}}, decrypto.HackerSide, decrypto.ByClaim, 2, 4},
		{"a miscode gives the hacker a token", [][]turn{{miscoded}, {miscoded}}, decrypto.HackerSide, decrypto.ByClaim, 2, 2},
		{"interception and miscode of one code give two tokens", [][]turn{{clean}, {caughtMis}}, decrypto.HackerSide, decrypto.ByClaim, 2, 2},
		{"hacker's second token in round 5 still wins", [][]turn{{miscoded}, {clean}, {clean}, {clean}, {caught}}, decrypto.HackerSide, decrypto.ByClaim, 2, 5},
		{"team wins after round 5", [][]turn{{clean}, {caught}, {clean}, {clean}, {clean}}, decrypto.White, decrypto.ByRounds, 1, 5},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := play(t, hacker(), rounds(white, c.plan...)).State()
			r, over := g.Result()
			if !over || !slices.Equal(r.Winners, []string{c.winner}) || r.By != c.by || r.Tie {
				t.Fatalf("got %+v (over %v), want %s by %s", r, over, c.winner, c.by)
			}
			if g.HackerTokens() != c.tokens || g.Round() != c.endedIn {
				t.Fatalf("hacker tokens %d in round %d, want %d in %d", g.HackerTokens(), g.Round(), c.tokens, c.endedIn)
			}
			team := g.Teams()[0]
			if team.Miscommunications != 0 || team.Interceptions != 0 {
				t.Fatalf("in the Hacker game tokens go to the Hacker: %+v", team)
			}
		})
	}
}

func TestHackerModeRoundsHaveOneCode(t *testing.T) {
	m := play(t, hacker(), round(1, []string{decrypto.White}, clean))
	g := m.State()
	if g.Round() != 2 || len(g.Rounds()[1].Turns) != 1 || !g.HackerMode() || g.Hacker().ID != "h" {
		t.Fatalf("round %d with %d codes", g.Round(), len(g.Rounds()[1].Turns))
	}
	_ = m.Do(decrypto.Action{Op: decrypto.OpClues, Team: decrypto.White})
	if g.Step() != decrypto.StepIntercept || g.Interceptor() != decrypto.HackerSide {
		t.Fatalf("the Hacker intercepts from round 2: %s by %s", g.Step(), g.Interceptor())
	}
}
