package screens

import (
	"bytes"
	"image/color"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"tablecompanion/games/roster"
)

// TestThemeMeetsWCAGAA computes the contrast of every text and background
// pair the screens draw, in both variants: 4.5:1 for text, 3:1 for the
// edge of an input or an empty check box.
func TestThemeMeetsWCAGAA(t *testing.T) {
	th := NewTheme(ThemeSystem)
	for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		c := func(n fyne.ThemeColorName) color.Color { return th.Color(n, v) }
		pairs := []struct {
			text, back fyne.ThemeColorName
			least      float64
		}{
			{theme.ColorNameForeground, theme.ColorNameBackground, 4.5},
			{theme.ColorNameForeground, theme.ColorNameInputBackground, 4.5},
			{theme.ColorNameForeground, theme.ColorNameButton, 4.5},
			{theme.ColorNamePlaceHolder, theme.ColorNameInputBackground, 4.5},
			{theme.ColorNameHyperlink, theme.ColorNameBackground, 4.5},
			// Labels of each importance, on the background.
			{theme.ColorNamePrimary, theme.ColorNameBackground, 4.5},
			{theme.ColorNameSuccess, theme.ColorNameBackground, 4.5},
			{theme.ColorNameError, theme.ColorNameBackground, 4.5},
			{theme.ColorNameWarning, theme.ColorNameBackground, 4.5},
			// Buttons of each importance.
			{theme.ColorNameForegroundOnPrimary, theme.ColorNamePrimary, 4.5},
			{theme.ColorNameForegroundOnSuccess, theme.ColorNameSuccess, 4.5},
			{theme.ColorNameForegroundOnError, theme.ColorNameError, 4.5},
			{theme.ColorNameForegroundOnWarning, theme.ColorNameWarning, 4.5},
			// The edge of an entry and of an empty check box.
			{theme.ColorNameInputBorder, theme.ColorNameBackground, 3},
		}
		for _, p := range pairs {
			if r := Contrast(c(p.text), c(p.back)); r < p.least {
				t.Errorf("variant %d: %s on %s is %.2f:1, want %.1f:1", v, p.text, p.back, r, p.least)
			}
		}
	}
	for name, col := range playerColors {
		if r := Contrast(InkOn(col), col); r < 4.5 {
			t.Errorf("text on %s is %.2f:1", name, r)
		}
	}
}

func TestContrastOfKnownPairs(t *testing.T) {
	white, black := color.White, color.Black
	if r := Contrast(white, black); r < 20.99 || r > 21.01 {
		t.Fatalf("white on black is %.3f:1, want 21:1", r)
	}
	if r := Contrast(rgb(0x777777), white); r < 4.47 || r > 4.49 {
		t.Fatalf("#777 on white is %.3f:1, want 4.48:1", r)
	}
	if InkOn(playerColors["yellow"]) != black || InkOn(playerColors["indigo"]) != white {
		t.Fatal("black on yellow, white on indigo")
	}
}

// countingIcon is a themed icon that counts how often it is coloured.
type countingIcon struct {
	fyne.ThemedResource
	reads int
}

func (c *countingIcon) Content() []byte {
	c.reads++
	return c.ThemedResource.Content()
}

type countingTheme struct {
	fyne.Theme
	icon *countingIcon
}

func (c countingTheme) Icon(fyne.ThemeIconName) fyne.Resource { return c.icon }

// TestIconsAreColouredOncePerColour checks that the theme's icons give the
// same SVG as Fyne's, in each variant, and colour it only once for each.
func TestIconsAreColouredOncePerColour(t *testing.T) {
	a := test.NewTempApp(t)
	for _, choice := range []string{ThemeLight, ThemeDark} {
		a.Settings().SetTheme(NewTheme(choice))
		for _, n := range []fyne.ThemeIconName{theme.IconNameHome, theme.IconNameContentUndo, theme.IconNameSettings} {
			fyneOwn := theme.DefaultTheme().Icon(n)
			ours := theme.Icon(n)
			if ours.Name() != fyneOwn.Name() {
				t.Errorf("%s, %s: named %q, Fyne's %q", choice, n, ours.Name(), fyneOwn.Name())
			}
			first, again := ours.Content(), ours.Content()
			if !bytes.Equal(first, fyneOwn.Content()) || !bytes.Equal(again, first) {
				t.Errorf("%s, %s: the SVG, read once and again, differs from Fyne's", choice, n)
			}
		}
	}

	counted := &countingIcon{ThemedResource: theme.DefaultTheme().Icon(theme.IconNameHome).(fyne.ThemedResource)}
	th := &tableTheme{Theme: countingTheme{Theme: theme.DefaultTheme(), icon: counted}}
	a.Settings().SetTheme(NewTheme(ThemeLight))
	light := th.Icon(theme.IconNameHome).Content()
	for range 5 {
		th.Icon(theme.IconNameHome).Content()
	}
	if counted.reads != 1 {
		t.Errorf("six reads in one colour coloured the icon %d times, not once", counted.reads)
	}
	a.Settings().SetTheme(NewTheme(ThemeDark))
	if dark := th.Icon(theme.IconNameHome).Content(); bytes.Equal(dark, light) || counted.reads != 2 {
		t.Errorf("the dark theme's icon: the same as the light one %v, coloured %d times in all", bytes.Equal(dark, light), counted.reads)
	}
}

// TestPlayerColoursStandOutFromBothThemes checks every colour the roster
// hands out: it has its own tone, it stands out 3:1 (WCAG's least for what
// is not text) from each background a player's mark is drawn on, in both
// variants, and it differs from every other one by at least 25 in CIELAB
// (ΔE*ab), which the twelve colours before the fourteen did not.
func TestPlayerColoursStandOutFromBothThemes(t *testing.T) {
	th := NewTheme(ThemeSystem)
	for _, name := range roster.Colors {
		col, ok := playerColors[name]
		if !ok {
			t.Errorf("the roster's %s has no tone", name)
			continue
		}
		for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
			for _, back := range []fyne.ThemeColorName{theme.ColorNameBackground, theme.ColorNameInputBackground, theme.ColorNameButton} {
				if r := Contrast(col, th.Color(back, v)); r < 3 {
					t.Errorf("variant %d: %s on %s is %.2f:1, want 3:1", v, name, back, r)
				}
			}
		}
	}
	for i, a := range roster.Colors {
		for _, b := range roster.Colors[i+1:] {
			if d := deltaE(playerColors[a], playerColors[b]); d < 25 {
				t.Errorf("%s and %s differ by ΔE %.1f, want 25", a, b, d)
			}
		}
	}
}

// deltaE is the distance of two colours in CIELAB (D65), ΔE*ab.
func deltaE(a, b color.Color) float64 {
	la, aa, ba := cielab(a)
	lb, ab, bb := cielab(b)
	return math.Sqrt((la-lb)*(la-lb) + (aa-ab)*(aa-ab) + (ba-bb)*(ba-bb))
}

func cielab(c color.Color) (l, a, b float64) {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	lin := func(v uint8) float64 {
		s := float64(v) / 255
		if s <= 0.04045 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	r, g, bl := lin(n.R), lin(n.G), lin(n.B)
	x := (0.4124*r + 0.3576*g + 0.1805*bl) / 0.95047
	y := 0.2126*r + 0.7152*g + 0.0722*bl
	z := (0.0193*r + 0.1192*g + 0.9505*bl) / 1.08883
	f := func(t float64) float64 {
		if t > 0.008856 {
			return math.Cbrt(t)
		}
		return 7.787*t + 16.0/116
	}
	return 116*f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))
}
