package bridge

import "testing"

func TestRebaseAppliesTheFieldsEditToTheEntrysText(t *testing.T) {
	for _, c := range []struct {
		name, base, ours, theirs, text string
		cursor                         int
	}{
		{"a letter typed at the end", "Окс", "Окса", "Окс", "Окса", 4},
		{"a word swiped at once", "", "Оксана ", "", "Оксана ", 7},
		{"a composition growing", "Та", "Тар", "Та", "Тар", 3},
		{"autocorrect replacing a word", "Соломя ", "Соломія ", "Соломя ", "Соломія ", 6},
		{"a letter deleted", "Богдан", "Богда", "Богдан", "Богда", 5},
		{"a letter put in the middle", "Бгдан", "Богдан", "Бгдан", "Богдан", 2},
		{"the whole text replaced", "abc", "xyz", "abc", "xyz", 3},
		{"an emoji after Cyrillic", "Оля", "Оля😀", "Оля", "Оля😀", 4},
		{"a key the app took first: Backspace", "Оля", "Оляа", "Ол", "Ола", 3},
		{"a key the app took first: a letter", "Оля", "Оля!", "Оляx", "Оляx!", 5},
		{"an edit before the app's key", "abc", "Xabc", "abcd", "Xabcd", 1},
		{"nothing changed", "Тарас", "Тарас", "Тарас", "Тарас", 5},
	} {
		text, cursor := rebase(c.base, c.ours, c.theirs)
		if text != c.text || cursor != c.cursor {
			t.Errorf("%s: rebase(%q, %q, %q) = %q, %d; want %q, %d", c.name, c.base, c.ours, c.theirs, text, cursor, c.text, c.cursor)
		}
	}
}

func TestOffsetsConvertBetweenUTF16AndRunes(t *testing.T) {
	const s = "Ок😀й"
	for _, c := range []struct{ runes, units int }{{0, 0}, {1, 1}, {2, 2}, {3, 4}, {4, 5}} {
		if got := unitsBefore(s, c.runes); got != c.units {
			t.Errorf("unitsBefore(%q, %d) = %d, want %d", s, c.runes, got, c.units)
		}
		if got := runesBefore(s, c.units); got != c.runes {
			t.Errorf("runesBefore(%q, %d) = %d, want %d", s, c.units, got, c.runes)
		}
	}
	if got := runesBefore(s, 99); got != 4 {
		t.Errorf("an offset past the end is the end: %d", got)
	}
}

func TestRowColumnCountsRunesAfterTheLastNewline(t *testing.T) {
	for _, c := range []struct {
		text        string
		offset      int
		row, column int
	}{
		{"Тарас", 3, 0, 3},
		{"Тарас\nОля", 6, 1, 0},
		{"Тарас\nОля", 8, 1, 2},
		{"", 0, 0, 0},
	} {
		if row, column := rowColumn(c.text, c.offset); row != c.row || column != c.column {
			t.Errorf("rowColumn(%q, %d) = %d, %d; want %d, %d", c.text, c.offset, row, column, c.row, c.column)
		}
	}
}

func TestDroppedCharactersAreThoseBeyondASCII(t *testing.T) {
	for key, want := range map[string]rune{"о": 'о', "Ї": 'Ї', "é": 'é', "😀": '😀', "€": '€'} {
		if r, ok := droppedCharacter(key); !ok || r != want {
			t.Errorf("droppedCharacter(%q) = %q, %v; want %q", key, r, ok, want)
		}
	}
	for _, key := range []string{"a", "Z", "1", " ", "Enter", "Unidentified", "Dead", "Backspace", "ой", "\u00a0", ""} {
		if r, ok := droppedCharacter(key); ok {
			t.Errorf("droppedCharacter(%q) = %q: the driver types it, or it is no character", key, r)
		}
	}
}
