package keepwatch_test

import (
	"errors"
	"slices"
	"testing"

	"tablecompanion/games"
	"tablecompanion/games/keepwatch"
)

func TestSymbolsHaveStableIDs(t *testing.T) {
	want := []keepwatch.Symbol{"movement", "olympiad", "commonwealth", "platform", "youth", "fatf", "scout", "eag"}
	if !slices.Equal(keepwatch.Symbols, want) {
		t.Fatalf("symbols %v", keepwatch.Symbols)
	}
}

func TestRightAnswers(t *testing.T) {
	own := []keepwatch.Symbol{keepwatch.Movement, keepwatch.Movement, keepwatch.FATF, keepwatch.FATF, keepwatch.FATF, keepwatch.Scout, keepwatch.Youth}
	left := []keepwatch.Symbol{keepwatch.Scout, keepwatch.Scout, keepwatch.Scout, keepwatch.Scout, keepwatch.EAG, keepwatch.EAG, keepwatch.Platform}
	right := []keepwatch.Symbol{keepwatch.Movement, keepwatch.Movement, keepwatch.Movement, keepwatch.Youth, keepwatch.Youth, keepwatch.EAG, keepwatch.Olympiad}
	cases := []struct {
		name       string
		challenge  []keepwatch.Symbol
		condition  keepwatch.Condition
		neighbours [][]keepwatch.Symbol
		want       []keepwatch.Symbol
	}{
		{"more: the most frequent", []keepwatch.Symbol{keepwatch.Movement, keepwatch.FATF, keepwatch.Scout}, keepwatch.More, nil, []keepwatch.Symbol{keepwatch.FATF}},
		{"more: tied symbols are all right", []keepwatch.Symbol{keepwatch.Scout, keepwatch.Youth, keepwatch.EAG}, keepwatch.More, nil, []keepwatch.Symbol{keepwatch.Scout, keepwatch.Youth}},
		{"more: none on the card, all tied at 0", []keepwatch.Symbol{keepwatch.EAG, keepwatch.Platform, keepwatch.Olympiad}, keepwatch.More, nil, []keepwatch.Symbol{keepwatch.EAG, keepwatch.Platform, keepwatch.Olympiad}},
		{"less: the rarest", []keepwatch.Symbol{keepwatch.Movement, keepwatch.FATF, keepwatch.Scout}, keepwatch.Less, nil, []keepwatch.Symbol{keepwatch.Scout}},
		{"less: an absent symbol is rarest", []keepwatch.Symbol{keepwatch.Movement, keepwatch.EAG, keepwatch.Scout}, keepwatch.Less, nil, []keepwatch.Symbol{keepwatch.EAG}},
		{"less: every absent symbol is right", []keepwatch.Symbol{keepwatch.EAG, keepwatch.FATF, keepwatch.Platform}, keepwatch.Less, nil, []keepwatch.Symbol{keepwatch.EAG, keepwatch.Platform}},
		{"less: tied rarest", []keepwatch.Symbol{keepwatch.Scout, keepwatch.Youth, keepwatch.FATF}, keepwatch.Less, nil, []keepwatch.Symbol{keepwatch.Scout, keepwatch.Youth}},
		{"more + neighbours: three cards counted", []keepwatch.Symbol{keepwatch.Movement, keepwatch.FATF, keepwatch.Scout}, keepwatch.More, [][]keepwatch.Symbol{left, right}, []keepwatch.Symbol{keepwatch.Movement, keepwatch.Scout}},
		{"less + neighbours: rarest on three cards", []keepwatch.Symbol{keepwatch.Olympiad, keepwatch.Platform, keepwatch.Youth}, keepwatch.Less, [][]keepwatch.Symbol{left, right}, []keepwatch.Symbol{keepwatch.Olympiad, keepwatch.Platform}},
		{"less + neighbours: absent from all three", []keepwatch.Symbol{keepwatch.Commonwealth, keepwatch.Olympiad, keepwatch.FATF}, keepwatch.Less, [][]keepwatch.Symbol{left, right}, []keepwatch.Symbol{keepwatch.Commonwealth}},
		{"two players: own + the opponent's", []keepwatch.Symbol{keepwatch.Movement, keepwatch.FATF, keepwatch.Scout}, keepwatch.More, [][]keepwatch.Symbol{left}, []keepwatch.Symbol{keepwatch.Scout}},
		{"two players, less: own + the opponent's", []keepwatch.Symbol{keepwatch.Movement, keepwatch.EAG, keepwatch.Youth}, keepwatch.Less, [][]keepwatch.Symbol{left}, []keepwatch.Symbol{keepwatch.Youth}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := keepwatch.RightAnswers(keepwatch.Question{Challenge: c.challenge, Condition: c.condition, Own: own, Neighbours: c.neighbours})
			if err != nil || !slices.Equal(got, c.want) {
				t.Fatalf("got %v, %v; want %v", got, err, c.want)
			}
		})
	}
}

func TestRightAnswersAlternatingFollowsTheRoundsCondition(t *testing.T) {
	q := keepwatch.Question{
		Challenge: []keepwatch.Symbol{keepwatch.Youth, keepwatch.Platform, keepwatch.Commonwealth},
		Own:       []keepwatch.Symbol{keepwatch.Youth, keepwatch.Youth, keepwatch.Youth, keepwatch.Platform, keepwatch.Platform, keepwatch.Scout, keepwatch.Scout},
	}
	for cond, want := range map[keepwatch.Condition][]keepwatch.Symbol{keepwatch.More: {keepwatch.Youth}, keepwatch.Less: {keepwatch.Commonwealth}} {
		q.Condition = cond
		if got, err := keepwatch.RightAnswers(q); err != nil || !slices.Equal(got, want) {
			t.Errorf("%s: got %v, %v; want %v", cond, got, err, want)
		}
	}
}

func TestRightAnswersRefusesInvalidInput(t *testing.T) {
	seven := []keepwatch.Symbol{keepwatch.Movement, keepwatch.Movement, keepwatch.FATF, keepwatch.FATF, keepwatch.FATF, keepwatch.Scout, keepwatch.Youth}
	three := []keepwatch.Symbol{keepwatch.Movement, keepwatch.FATF, keepwatch.Scout}
	cases := []struct {
		name  string
		q     keepwatch.Question
		want  string
		count int
	}{
		{"no condition", keepwatch.Question{Challenge: three, Own: seven}, "keepwatch.condition.missing", 0},
		{"unknown condition", keepwatch.Question{Challenge: three, Own: seven, Condition: "most"}, "keepwatch.condition.unknown", 0},
		{"two challenge symbols", keepwatch.Question{Challenge: three[:2], Own: seven, Condition: keepwatch.More}, "keepwatch.check.challenge_size", 0},
		{"four challenge symbols", keepwatch.Question{Challenge: append(slices.Clone(three), keepwatch.EAG), Own: seven, Condition: keepwatch.More}, "keepwatch.check.challenge_size", 0},
		{"a challenge symbol twice", keepwatch.Question{Challenge: []keepwatch.Symbol{keepwatch.FATF, keepwatch.Scout, keepwatch.FATF}, Own: seven, Condition: keepwatch.More}, "keepwatch.check.challenge_repeats", 0},
		{"an unknown challenge symbol", keepwatch.Question{Challenge: []keepwatch.Symbol{keepwatch.FATF, "owl", keepwatch.Scout}, Own: seven, Condition: keepwatch.More}, "keepwatch.check.unknown_symbol", 0},
		{"six symbols on the card", keepwatch.Question{Challenge: three, Own: seven[:6], Condition: keepwatch.More}, "keepwatch.check.card_size", 6},
		{"eight symbols on the card", keepwatch.Question{Challenge: three, Own: append(slices.Clone(seven), keepwatch.EAG), Condition: keepwatch.Less}, "keepwatch.check.card_size", 8},
		{"an unknown symbol on the card", keepwatch.Question{Challenge: three, Own: append(slices.Clone(seven[:6]), "owl"), Condition: keepwatch.More}, "keepwatch.check.unknown_symbol", 0},
		{"three neighbours", keepwatch.Question{Challenge: three, Own: seven, Condition: keepwatch.More, Neighbours: [][]keepwatch.Symbol{seven, seven, seven}}, "keepwatch.check.too_many_neighbours", 0},
		{"a neighbour's card short", keepwatch.Question{Challenge: three, Own: seven, Condition: keepwatch.More, Neighbours: [][]keepwatch.Symbol{seven, seven[:5]}}, "keepwatch.check.card_size", 5},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := keepwatch.RightAnswers(c.q)
			var rule *games.RuleError
			if !errors.As(err, &rule) || rule.ID != c.want {
				t.Fatalf("want %s, got %v", c.want, err)
			}
			if c.count != 0 && rule.Args["Count"] != c.count {
				t.Fatalf("count %v, want %d", rule.Args["Count"], c.count)
			}
		})
	}
}
