package screens

import (
	"fmt"
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
)

// playerColors are the RGB values of the roster's colour names. All have a
// lightness between the light theme's backgrounds and the dark theme's, so
// that each stands out 3:1 from both (a marker on the track, a swatch on a
// button), and they keep apart from each other by hue alone: every two
// differ by a CIEDE2000 ΔE of 18 at least, so that fourteen players on
// one chart are fourteen colours (green and lime, purple and magenta,
// blue and indigo were 13.5 to 14.2 apart).
var playerColors = map[string]color.NRGBA{
	"red":     {0xe5, 0x0e, 0x00, 0xff},
	"blue":    {0x00, 0x89, 0xff, 0xff},
	"green":   {0x00, 0xa2, 0x46, 0xff},
	"yellow":  {0xaa, 0x87, 0x22, 0xff},
	"purple":  {0xe1, 0x3a, 0xff, 0xff},
	"orange":  {0xdb, 0x6e, 0x00, 0xff},
	"teal":    {0x12, 0x81, 0x6e, 0xff},
	"pink":    {0xff, 0x43, 0x66, 0xff},
	"brown":   {0x9f, 0x6b, 0x5b, 0xff},
	"lime":    {0x65, 0x7b, 0x06, 0xff},
	"indigo":  {0x68, 0x5c, 0xf7, 0xff},
	"grey":    {0x7f, 0x7f, 0x7e, 0xff},
	"cyan":    {0x11, 0x99, 0xb0, 0xff},
	"magenta": {0xbd, 0x45, 0x89, 0xff},
}

// PlayerColor returns the colour of a roster colour name; an unknown name is
// grey.
func PlayerColor(name string) color.Color {
	if c, ok := playerColors[name]; ok {
		return c
	}
	return playerColors["grey"]
}

// Swatch returns a round marker in a player's colour, of the given size
// whatever room the layout gives it.
func Swatch(name string, size float32) fyne.CanvasObject {
	c := canvas.NewCircle(PlayerColor(name))
	c.StrokeColor = color.NRGBA{0, 0, 0, 0x60}
	c.StrokeWidth = 1
	return container.NewCenter(container.NewGridWrap(fyne.NewSquareSize(size), c))
}

// SetSwatch gives a marker that Swatch made another player's colour.
func SetSwatch(o fyne.CanvasObject, name string) {
	c := o.(*fyne.Container).Objects[0].(*fyne.Container).Objects[0].(*canvas.Circle)
	if want := PlayerColor(name); c.FillColor != want {
		c.FillColor = want
		c.Refresh()
	}
}

// SwatchIcon returns a player's colour as a round icon, for a button that
// names a player.
func SwatchIcon(name string) fyne.Resource {
	c := color.NRGBAModel.Convert(PlayerColor(name)).(color.NRGBA)
	svg := fmt.Sprintf(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">`+
		`<circle cx="12" cy="12" r="10.5" fill="#%02x%02x%02x" stroke="#000" stroke-opacity="0.4"/></svg>`, c.R, c.G, c.B)
	return fyne.NewStaticResource("swatch-"+name+".svg", []byte(svg))
}

// luminance is a colour's relative luminance as WCAG 2 defines it, from 0
// for black to 1 for white.
func luminance(c color.Color) float64 {
	r, g, b, _ := color.NRGBAModel.Convert(c).(color.NRGBA).RGBA()
	lin := func(v uint32) float64 {
		s := float64(v) / 0xffff
		if s <= 0.04045 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}

// Contrast is the WCAG contrast ratio of two colours, from 1 to 21.
func Contrast(a, b color.Color) float64 {
	la, lb := luminance(a), luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// InkOn returns black or white, whichever contrasts more with the colour:
// the text on a player's colour.
func InkOn(c color.Color) color.Color {
	if Contrast(color.Black, c) >= Contrast(color.White, c) {
		return color.Black
	}
	return color.White
}
