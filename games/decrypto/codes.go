package decrypto

import (
	"math/rand/v2"
	"strconv"
	"strings"

	"tablecompanion/games"
)

// Code is a code card: three different digits from 1 to 4, read top to
// bottom. The zero Code stands for a code not known yet.
type Code [3]int

// Empty reports whether the code is the zero Code, a code not entered yet.
func (c Code) Empty() bool {
	return c == Code{}
}

// String returns the code as the table reads it, "4.2.1", or "" when empty.
func (c Code) String() string {
	if c.Empty() {
		return ""
	}
	parts := make([]string, len(c))
	for i, d := range c {
		parts[i] = strconv.Itoa(d)
	}
	return strings.Join(parts, ".")
}

// Codes returns the 24 codes of a code deck in increasing order.
func Codes() []Code {
	var out []Code
	for a := 1; a <= 4; a++ {
		for b := 1; b <= 4; b++ {
			for c := 1; c <= 4; c++ {
				if a != b && b != c && a != c {
					out = append(out, Code{a, b, c})
				}
			}
		}
	}
	return out
}

// ParseCode checks the digits a player entered and returns them as a Code.
// It refuses a missing or extra digit, a digit outside 1–4 and a digit given
// twice, each with its own message.
func ParseCode(digits []int) (Code, error) {
	switch {
	case len(digits) < len(Code{}):
		return Code{}, games.Refuse("decrypto.code.missing_digit")
	case len(digits) > len(Code{}):
		return Code{}, games.Refuse("decrypto.code.too_many_digits")
	}
	var c Code
	for i, d := range digits {
		if d < 1 || d > 4 {
			return Code{}, games.Refuse("decrypto.code.digit_out_of_range", "Digit", d)
		}
		for _, e := range digits[:i] {
			if e == d {
				return Code{}, games.Refuse("decrypto.code.repeated_digit", "Digit", d)
			}
		}
		c[i] = d
	}
	return c, nil
}

// DrawCode is the app's draw from a team's code deck in a round: the same
// seed, round and team colour always give the same code, and a draw equal to
// the team's previous code is put back and drawn again, as the book says.
func DrawCode(seed uint64, round int, color string, previous Code) Code {
	stream := uint64(round) << 1
	if color == Black {
		stream |= 1
	}
	src := rand.New(rand.NewPCG(seed, stream))
	deck := Codes()
	for {
		c := deck[src.IntN(len(deck))]
		if c != previous {
			return c
		}
	}
}
