package main

import (
	"strings"

	"rsc.io/qr"
)

// quiet is the light margin round the code, in modules, that the QR
// standard asks for.
const quiet = 4

// Terminal colours for the code: black on bright white whatever the
// terminal's own theme, so that a camera reads it on dark terminals too.
const (
	blackOnWhite = "\x1b[30;107m"
	reset        = "\x1b[0m"
)

// terminalQR draws the QR code of text with Unicode half blocks, two rows of
// modules to a line of text, with its quiet margin.
func terminalQR(text string) (string, error) {
	code, err := qr.Encode(text, qr.M)
	if err != nil {
		return "", err
	}
	dark := func(x, y int) bool {
		return x >= 0 && y >= 0 && x < code.Size && y < code.Size && code.Black(x, y)
	}
	var b strings.Builder
	for y := -quiet; y < code.Size+quiet; y += 2 {
		b.WriteString(blackOnWhite)
		for x := -quiet; x < code.Size+quiet; x++ {
			b.WriteString(halfBlock(dark(x, y), dark(x, y+1)))
		}
		b.WriteString(reset + "\n")
	}
	return b.String(), nil
}

// halfBlock is the character for a module above another, in black on white.
func halfBlock(top, bottom bool) string {
	switch {
	case top && bottom:
		return "█"
	case top:
		return "▀"
	case bottom:
		return "▄"
	}
	return " "
}
