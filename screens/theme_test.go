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

// TestFourteenPlayersAreFourteenColours: every two roster colours differ
// by a CIEDE2000 ΔE of 18 at least, the distance the eye judges, so that a
// chart of fourteen players tells each apart.
func TestFourteenPlayersAreFourteenColours(t *testing.T) {
	if len(roster.Colors) < 14 {
		t.Fatalf("%d roster colours, want 14", len(roster.Colors))
	}
	for i, a := range roster.Colors {
		for _, b := range roster.Colors[i+1:] {
			if d := deltaE2000(playerColors[a], playerColors[b]); d < 18 {
				t.Errorf("%s and %s differ by ΔE00 %.1f, want 18", a, b, d)
			}
		}
	}
}

// TestDeltaE2000OfKnownPairs pins deltaE2000 on pairs of Sharma, Wu and
// Dalal's table of test data for CIEDE2000.
func TestDeltaE2000OfKnownPairs(t *testing.T) {
	for _, c := range []struct{ l1, a1, b1, l2, a2, b2, want float64 }{
		{50, 2.6772, -79.7751, 50, 0, -82.7485, 2.0425},
		{50, -1, 2, 50, 0, 0, 2.3669},
		{50, 2.5, 0, 73, 25, -18, 27.1492},
		{60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644},
		{22.7233, 20.0904, -46.694, 23.0331, 14.973, -42.5619, 2.0373},
	} {
		if got := ciede2000(c.l1, c.a1, c.b1, c.l2, c.a2, c.b2); math.Abs(got-c.want) > 0.0001 {
			t.Errorf("ΔE00 of (%v, %v, %v) and (%v, %v, %v) = %.4f, want %.4f", c.l1, c.a1, c.b1, c.l2, c.a2, c.b2, got, c.want)
		}
	}
}

// deltaE2000 is the CIEDE2000 distance of two colours.
func deltaE2000(a, b color.Color) float64 {
	l1, a1, b1 := cielab(a)
	l2, a2, b2 := cielab(b)
	return ciede2000(l1, a1, b1, l2, a2, b2)
}

// ciede2000 is the CIEDE2000 colour difference of two CIELAB colours, with
// the weights 1.
func ciede2000(l1, a1, b1, l2, a2, b2 float64) float64 {
	rad, deg := math.Pi/180, 180/math.Pi
	c1, c2 := math.Hypot(a1, b1), math.Hypot(a2, b2)
	cb7 := math.Pow((c1+c2)/2, 7)
	g := 0.5 * (1 - math.Sqrt(cb7/(cb7+math.Pow(25, 7))))
	a1p, a2p := (1+g)*a1, (1+g)*a2
	c1p, c2p := math.Hypot(a1p, b1), math.Hypot(a2p, b2)
	hue := func(b, a float64) float64 {
		if a == 0 && b == 0 {
			return 0
		}
		return math.Mod(math.Atan2(b, a)*deg+360, 360)
	}
	h1p, h2p := hue(b1, a1p), hue(b2, a2p)
	dh := 0.0
	if c1p*c2p != 0 {
		dh = h2p - h1p
		if dh > 180 {
			dh -= 360
		} else if dh < -180 {
			dh += 360
		}
	}
	dL, dC := l2-l1, c2p-c1p
	dH := 2 * math.Sqrt(c1p*c2p) * math.Sin(dh/2*rad)
	lb, cb := (l1+l2)/2, (c1p+c2p)/2
	hb := h1p + h2p
	if c1p*c2p != 0 {
		switch {
		case math.Abs(h1p-h2p) <= 180:
			hb /= 2
		case h1p+h2p < 360:
			hb = (hb + 360) / 2
		default:
			hb = (hb - 360) / 2
		}
	}
	tt := 1 - 0.17*math.Cos((hb-30)*rad) + 0.24*math.Cos(2*hb*rad) + 0.32*math.Cos((3*hb+6)*rad) - 0.20*math.Cos((4*hb-63)*rad)
	dTheta := 30 * math.Exp(-math.Pow((hb-275)/25, 2))
	cb7p := math.Pow(cb, 7)
	rc := 2 * math.Sqrt(cb7p/(cb7p+math.Pow(25, 7)))
	sl := 1 + 0.015*(lb-50)*(lb-50)/math.Sqrt(20+(lb-50)*(lb-50))
	sc, sh := 1+0.045*cb, 1+0.015*cb*tt
	rt := -math.Sin(2*dTheta*rad) * rc
	return math.Sqrt(math.Pow(dL/sl, 2) + math.Pow(dC/sc, 2) + math.Pow(dH/sh, 2) + rt*(dC/sc)*(dH/sh))
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
