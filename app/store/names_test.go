package store

import "testing"

func TestPortableNameRefusesWhatWindowsRefuses(t *testing.T) {
	for _, bad := range []string{"evening 21:07.csv", "games/a?.json", "a<b", "a|b", `a"b`, "a*b", `a\b`, "x.", "x ",
		"CON", "con.json", "games/NUL.clock", "COM1.csv", "lpt9.png", "AUX .txt", "a\tb", "", "games//a.json", "../a"} {
		if PortableName(bad) == nil {
			t.Errorf("%q was taken", bad)
		}
	}
	for _, good := range []string{"roster.json", "games/20261124-210709-dixit-1.json", "CONSOLE.json", "COM10.txt", "Лена.csv", ".roster.json.tmp-1"} {
		if err := PortableName(good); err != nil {
			t.Errorf("%q was refused: %v", good, err)
		}
	}
}
