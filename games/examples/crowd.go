package examples

import (
	"fmt"

	"tablecompanion/games"
)

// crowdNames are fourteen players of a big evening in each language.
var crowdNames = map[string][]string{
	"en": {"Alice", "Ben", "Chloe", "Dmitri", "Emma", "Frederick", "Grace", "Hugo", "Isla", "Jack", "Kate", "Leo", "Mia", "Noah"},
	"ru": {"Лена", "Юра", "Тимур", "Маша", "Коля", "Александра", "Вера", "Глеб", "Даша", "Егор", "Женя", "Зоя", "Илья", "Катя"},
	"uk": {"Оксана", "Тарас", "Соломія", "Богдан", "Ярина", "Святослав", "Віра", "Гліб", "Дарина", "Євген", "Зоряна", "Іван", "Катерина", "Любомир"},
}

// oldColors are the twelve colours a roster had before it had fourteen: a
// roster kept from then gave its thirteenth and fourteenth players the
// first two again.
var oldColors = []string{"red", "blue", "green", "yellow", "purple", "orange", "teal", "pink", "brown", "lime", "indigo", "grey"}

// Crowd is a roster of fourteen players in the language, in the colours a
// roster kept from before fourteen colours gave them: players 13 and 14
// are red and blue, as players 1 and 2 are.
func Crowd(lang string) (games.Seats, error) {
	names, ok := crowdNames[lang]
	if !ok {
		return nil, fmt.Errorf("no crowd in %q", lang)
	}
	var out games.Seats
	for i, name := range names {
		out = append(out, games.Player{ID: fmt.Sprintf("p%d", i+1), Name: name, Color: oldColors[i%len(oldColors)]})
	}
	return out, nil
}
