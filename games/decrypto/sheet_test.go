package decrypto_test

import (
	"testing"

	"tablecompanion/games/decrypto"
)

// sheetGame plays rounds in which the teams give the clues listed, white's
// code being 4.2.1 and black's 1.2.3, and nobody intercepts or miscodes.
func sheetGame(t *testing.T, s decrypto.Setup, white, black [][]string) *decrypto.Match {
	t.Helper()
	codes := map[string][]int{decrypto.White: {4, 2, 1}, decrypto.Black: {1, 2, 3}}
	m := play(t, s, nil)
	for r := range white {
		do(t, m, decrypto.Action{Op: decrypto.OpClues, Team: decrypto.White, Clues: white[r]})
		do(t, m, decrypto.Action{Op: decrypto.OpClues, Team: decrypto.Black, Clues: black[r]})
		for _, color := range both {
			if r > 0 {
				do(t, m, decrypto.Action{Op: decrypto.OpIntercept, Code: wrong})
			}
			do(t, m, decrypto.Action{Op: decrypto.OpDecode, Code: codes[color]})
			do(t, m, decrypto.Action{Op: decrypto.OpReveal, Code: codes[color]})
		}
	}
	return m
}

func do(t *testing.T, m *decrypto.Match, a decrypto.Action) {
	t.Helper()
	if err := m.Do(a); err != nil {
		t.Fatalf("%+v refused: %v", a, err)
	}
}

func TestClueRepeatIsFlagged(t *testing.T) {
	cases := []struct {
		name         string
		first, again string
		repeated     bool
	}{
		{"Cyrillic with Ё and a space", "Ёлка", "ел ка", true},
		{"Cyrillic case", "МЕКСИКА", "мексика", true},
		{"Ё inside a word", "ЖЁЛТЫЙ", "желтый", true},
		{"Latin case and spaces", "Sun Flower", "  sunflower", true},
		{"tabs and newlines count as spaces", "big\tben", "Big\nBen", true},
		{"a different word", "Ёлка", "Ель", false},
		{"Е is not Э", "поэт", "поет", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := sheetGame(t, teams(),
				[][]string{{c.first, "x", "y"}, {"z", c.again, "w"}},
				[][]string{{"q", "r", "s"}, {"t", "u", "v"}}).State()
			clue := g.Rounds()[1].Turns[0].Clues[1]
			if clue.Text != c.again && clue.Text != "sunflower" {
				t.Fatalf("clue kept as %q", clue.Text)
			}
			if got := clue.RepeatsRound == 1; got != c.repeated || clue.Warned() != c.repeated {
				t.Fatalf("%q after %q: repeat %d, want flagged %v", c.again, c.first, clue.RepeatsRound, c.repeated)
			}
		})
	}
}

func TestClueRepeatIsPerTeam(t *testing.T) {
	g := sheetGame(t, teams(),
		[][]string{{"Ёлка", "", ""}, {"a", "b", "c"}},
		[][]string{{"d", "e", "f"}, {"елка", "g", "h"}}).State()
	if c := g.Rounds()[1].Turns[1].Clues[0]; c.Warned() {
		t.Fatalf("black repeating white's clue is no repeat: %+v", c)
	}
	if c := g.Rounds()[0].Turns[0].Clues[1]; c.Warned() {
		t.Fatalf("a blank clue is never a repeat: %+v", c)
	}
}

func TestClueRepeatInsideOneRound(t *testing.T) {
	g := sheetGame(t, teams(), [][]string{{"Moon", "moon", "sun"}}, [][]string{{"a", "b", "c"}}).State()
	clues := g.Rounds()[0].Turns[0].Clues
	if clues[0].Warned() || clues[1].RepeatsRound != 1 || clues[2].Warned() {
		t.Fatalf("the second «moon» repeats the first: %+v", clues)
	}
}

func TestClueEqualToAKeywordIsFlagged(t *testing.T) {
	s := teams()
	s.Teams[0].Keywords = []string{"Чёрный", "Стрекоза", "Коктейль", "Сомбреро"}
	g := sheetGame(t, s, [][]string{{"черный", "Мексика", "стре коза"}}, [][]string{{"Сомбреро", "b", "c"}}).State()
	clues := g.Rounds()[0].Turns[0].Clues
	if clues[0].Keyword != 1 || clues[1].Keyword != 0 || clues[2].Keyword != 2 {
		t.Fatalf("white's clues against its keywords: %+v", clues)
	}
	if c := g.Rounds()[0].Turns[1].Clues[0]; c.Keyword != 0 {
		t.Fatalf("black has entered no keywords, so nothing is flagged: %+v", c)
	}
	if clues[0].Warned() || clues[2].Warned() {
		t.Fatalf("a keyword is the team's secret, no warning for the table: %+v", clues)
	}
}

func TestKeywordsEnteredDuringTheGameFlagEarlierClues(t *testing.T) {
	m := sheetGame(t, teams(), [][]string{{"a", "b", "c"}}, [][]string{{"Owl", "b", "c"}})
	do(t, m, decrypto.Action{Op: decrypto.OpKeywords, Team: decrypto.Black, Words: []string{"bird", " OWL ", "tree", "night"}})
	g := m.State()
	if c := g.Rounds()[0].Turns[1].Clues[0]; c.Keyword != 2 {
		t.Fatalf("«Owl» is black's keyword 2: %+v", c)
	}
	if kw := g.Teams()[1].Keywords; len(kw) != 4 || kw[1] != "OWL" {
		t.Fatalf("keywords kept as %q", kw)
	}
	if c := g.CheckClue(decrypto.Black, "Tree"); c.Keyword != 3 || c.RepeatsRound != 0 {
		t.Fatalf("a clue being written is checked too: %+v", c)
	}
	if c := g.CheckClue(decrypto.White, " A"); c.RepeatsRound != 1 {
		t.Fatalf("a clue being written that white gave in round 1: %+v", c)
	}
}

func TestCluesGroupedByKeyword(t *testing.T) {
	g := sheetGame(t, teams(),
		[][]string{{"Мексика", "Насекомое", "Страх"}, {"Амиго", "", "Ночь"}},
		[][]string{{"a", "b", "c"}, {"d", "e", "f"}}).State()
	groups := g.CluesByKeyword(decrypto.White)
	want := [4][]struct {
		round int
		text  string
	}{
		{{1, "Страх"}, {2, "Ночь"}},
		{{1, "Насекомое"}},
		nil,
		{{1, "Мексика"}, {2, "Амиго"}},
	}
	for k := range want {
		if len(groups[k]) != len(want[k]) {
			t.Fatalf("keyword %d: %+v, want %+v", k+1, groups[k], want[k])
		}
		for i, w := range want[k] {
			if groups[k][i].Round != w.round || groups[k][i].Text != w.text {
				t.Fatalf("keyword %d: %+v, want %+v", k+1, groups[k], want[k])
			}
		}
	}
	if black := g.CluesByKeyword(decrypto.Black); len(black[0]) != 2 || black[0][1].Text != "d" || len(black[3]) != 0 {
		t.Fatalf("black's clues by keyword: %+v", black)
	}
}

func TestUnrevealedCluesAreNotGrouped(t *testing.T) {
	m := play(t, teams(), nil)
	do(t, m, decrypto.Action{Op: decrypto.OpClues, Team: decrypto.White, Clues: []string{"a", "b", "c"}})
	for _, group := range m.State().CluesByKeyword(decrypto.White) {
		if len(group) != 0 {
			t.Fatal("a clue's keyword is unknown until its code is revealed")
		}
	}
	sheet := m.State().Rounds()
	if turn := sheet[0].Turns[0]; !turn.CluesGiven || turn.Clues[2].Text != "c" || turn.Revealed() {
		t.Fatalf("the sheet keeps the clues before the reveal: %+v", turn)
	}
}

func TestSheetKeepsGuessesAndTrueCode(t *testing.T) {
	g := play(t, teams(), rounds(both, []turn{clean, clean}, []turn{caught, miscoded})).State()
	white := g.Rounds()[1].Turns[0]
	if white.Interception != (decrypto.Code{1, 2, 3}) || white.Decode != (decrypto.Code{1, 2, 3}) || white.Code != (decrypto.Code{1, 2, 3}) {
		t.Fatalf("white's round 2: %+v", white)
	}
	black := g.Rounds()[1].Turns[1]
	if black.Interception != (decrypto.Code{4, 3, 2}) || black.Decode != (decrypto.Code{4, 3, 2}) || !black.Miscommunication {
		t.Fatalf("black's round 2: %+v", black)
	}
	if first := g.Rounds()[0].Turns[0]; !first.Interception.Empty() {
		t.Fatalf("nobody intercepts in round 1: %+v", first)
	}
}
