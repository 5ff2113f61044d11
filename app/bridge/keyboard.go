package bridge

import (
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// The text arithmetic of the browser's keyboard bridge (keyboard_js.go),
// kept apart so that it is tested on every platform.

// rebase returns the edit that took base to ours applied to theirs, and
// where the cursor stands after it, in runes. The page's field (ours) and
// the app's entry (theirs) hold the same text (base) until a key the app
// took itself lands between two of the field's input events; the field's
// edit then goes where it belongs in the entry's text instead of undoing
// that key: counted from the start when it lies before the app's change,
// from the end otherwise, and after the app's change when both are at one
// place, as the app's key came first.
func rebase(base, ours, theirs string) (text string, cursor int) {
	b, o, t := []rune(base), []rune(ours), []rune(theirs)
	start := commonPrefix(b, o)
	tail := 0
	for tail < len(b)-start && tail < len(o)-start && b[len(b)-1-tail] == o[len(o)-1-tail] {
		tail++
	}
	inserted, deleted := o[start:len(o)-tail], len(b)-tail-start
	from, to := start, start+deleted
	if start+deleted >= commonPrefix(b, t) {
		to = len(t) - tail
		from = to - deleted
	}
	from = min(max(from, 0), len(t))
	to = min(max(to, from), len(t))
	out := append(append(append([]rune{}, t[:from]...), inserted...), t[to:]...)
	return string(out), from + len(inserted)
}

// commonPrefix returns how many runes a and b start with in common.
func commonPrefix(a, b []rune) int {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n
}

// runesBefore converts an offset in UTF-16 code units, as the page counts
// a field's selection, into an offset in runes of s, as Fyne counts its
// cursor.
func runesBefore(s string, units int) int {
	n := 0
	for _, r := range s {
		if units <= 0 {
			break
		}
		units -= utf16.RuneLen(r)
		n++
	}
	return n
}

// unitsBefore converts an offset in runes of s into UTF-16 code units.
func unitsBefore(s string, runes int) int {
	n := 0
	for _, r := range s {
		if runes <= 0 {
			break
		}
		n += utf16.RuneLen(r)
		runes--
	}
	return n
}

// rowColumn returns the row and column, in runes, of an offset in runes
// of a text whose rows end in "\n", as Fyne's entry places its cursor.
func rowColumn(text string, offset int) (row, column int) {
	for _, r := range text {
		if offset == 0 {
			break
		}
		offset--
		column++
		if r == '\n' {
			row, column = row+1, 0
		}
	}
	return row, column
}

// droppedCharacter returns the character a key types when Fyne's web
// driver would drop it: glfw-js passes a key on as a character only when
// the key's name is one byte long, so every character beyond ASCII, from
// Cyrillic to emoji, is left out. Named keys ("Enter", "Dead",
// "Unidentified") type nothing.
func droppedCharacter(key string) (rune, bool) {
	r, size := utf8.DecodeRuneInString(key)
	if size <= 1 || size != len(key) || r == utf8.RuneError || strings.TrimSpace(key) == "" {
		return 0, false
	}
	return r, true
}
