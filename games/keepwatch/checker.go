package keepwatch

import (
	"slices"

	"tablecompanion/games"
)

// Symbol is one of the eight symbols on the cards. Its value is a stable ID
// for saves and message keys.
type Symbol string

// The eight symbols, as the reference card names them.
const (
	// Movement is the International Movement on Financial Security.
	Movement Symbol = "movement"
	// Olympiad is the International Olympiad on Financial Security.
	Olympiad Symbol = "olympiad"
	// Commonwealth is «Содружество».
	Commonwealth Symbol = "commonwealth"
	// Platform is «Платформа».
	Platform Symbol = "platform"
	// Youth is the youth representative.
	Youth Symbol = "youth"
	// FATF is the Financial Action Task Force.
	FATF Symbol = "fatf"
	// Scout is the financial investigator.
	Scout Symbol = "scout"
	// EAG is the Eurasian Group on combating money laundering.
	EAG Symbol = "eag"
)

// Symbols lists the eight symbols in the order of the reference card.
var Symbols = []Symbol{Movement, Olympiad, Commonwealth, Platform, Youth, FATF, Scout, EAG}

// Condition says what a challenge asks for: the symbol that occurs most, or
// the rarest one.
type Condition string

// The two conditions of a challenge.
const (
	More Condition = "more"
	Less Condition = "less"
)

// ChallengeSymbols is how many different symbols a challenge card shows.
const ChallengeSymbols = 3

// CardSymbols is how many symbols, repeats allowed, a player's card shows.
const CardSymbols = 7

// Question is what the answer checker needs to judge one player's call.
type Question struct {
	// Challenge is the three different symbols of the challenge card.
	Challenge []Symbol `json:"challenge"`
	// Condition is the challenge's: More or Less.
	Condition Condition `json:"condition"`
	// Own is the seven symbols of the player's card.
	Own []Symbol `json:"own"`
	// Neighbours are the seven-symbol cards counted with the player's own
	// in "Myself and neighbours": left and right, or the opponent's alone
	// in a two-player game; none otherwise.
	Neighbours [][]Symbol `json:"neighbours,omitempty"`
}

// RightAnswers returns every symbol of the challenge that is a right call,
// in the order of the challenge card: those with the highest total count on
// the cards (More) or the lowest (Less), all of them when tied. A symbol
// absent from the cards counts 0, the rarest.
func RightAnswers(q Question) ([]Symbol, error) {
	if err := q.check(); err != nil {
		return nil, err
	}
	count := make(map[Symbol]int, len(Symbols))
	for _, card := range append([][]Symbol{q.Own}, q.Neighbours...) {
		for _, s := range card {
			count[s]++
		}
	}
	counts := make([]int, len(q.Challenge))
	for i, s := range q.Challenge {
		counts[i] = count[s]
	}
	best := slices.Max(counts)
	if q.Condition == Less {
		best = slices.Min(counts)
	}
	var right []Symbol
	for i, s := range q.Challenge {
		if counts[i] == best {
			right = append(right, s)
		}
	}
	return right, nil
}

func (q Question) check() error {
	switch q.Condition {
	case More, Less:
	case "":
		return games.Refuse("keepwatch.condition.missing")
	default:
		return games.Refuse("keepwatch.condition.unknown", "Condition", string(q.Condition))
	}
	if err := checkChallenge(q.Challenge); err != nil {
		return err
	}
	if len(q.Neighbours) > 2 {
		return games.Refuse("keepwatch.check.too_many_neighbours")
	}
	for _, card := range append([][]Symbol{q.Own}, q.Neighbours...) {
		if err := checkCard(card); err != nil {
			return err
		}
	}
	return nil
}

func checkChallenge(symbols []Symbol) error {
	if len(symbols) != ChallengeSymbols {
		return games.Refuse("keepwatch.check.challenge_size")
	}
	for i, s := range symbols {
		if !slices.Contains(Symbols, s) {
			return games.Refuse("keepwatch.check.unknown_symbol", "Symbol", string(s))
		}
		if slices.Contains(symbols[:i], s) {
			return games.Refuse("keepwatch.check.challenge_repeats", "Symbol", string(s))
		}
	}
	return nil
}

func checkCard(symbols []Symbol) error {
	if len(symbols) != CardSymbols {
		return games.Refuse("keepwatch.check.card_size", "Count", len(symbols))
	}
	for _, s := range symbols {
		if !slices.Contains(Symbols, s) {
			return games.Refuse("keepwatch.check.unknown_symbol", "Symbol", string(s))
		}
	}
	return nil
}
