package screens

import (
	"image/color"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// The theme choices of the settings.
const (
	ThemeSystem = "system"
	ThemeLight  = "light"
	ThemeDark   = "dark"
)

// tableTheme is Fyne's theme with larger text and targets, readable at arm's
// length and easy to hit on a tablet, with colours whose text contrast meets
// WCAG AA in both variants, in a variant the user may force.
type tableTheme struct {
	fyne.Theme
	force  bool
	forced fyne.ThemeVariant
}

// NewTheme returns the app's theme for a choice of the settings: the
// system's variant, or light or dark whatever the system says.
func NewTheme(choice string) fyne.Theme {
	t := &tableTheme{Theme: theme.DefaultTheme()}
	switch choice {
	case ThemeLight:
		t.force, t.forced = true, theme.VariantLight
	case ThemeDark:
		t.force, t.forced = true, theme.VariantDark
	}
	return t
}

// Colours that differ from Fyne's defaults, by variant. Fyne's lime green,
// orange and light blue carry white text badly, and its placeholder and
// input border are too faint to read or to see an empty check box by.
var (
	lightColors = map[fyne.ThemeColorName]color.Color{
		theme.ColorNamePrimary:             rgb(0x1a5fd0),
		theme.ColorNameHyperlink:           rgb(0x1a5fd0),
		theme.ColorNameForegroundOnPrimary: rgb(0xffffff),
		theme.ColorNameSuccess:             rgb(0x2e7d32),
		theme.ColorNameForegroundOnSuccess: rgb(0xffffff),
		theme.ColorNameError:               rgb(0xc62828),
		theme.ColorNameForegroundOnError:   rgb(0xffffff),
		theme.ColorNameWarning:             rgb(0xa15c00),
		theme.ColorNameForegroundOnWarning: rgb(0xffffff),
		theme.ColorNamePlaceHolder:         rgb(0x6b6b6b),
		theme.ColorNameInputBorder:         rgb(0x8a8a8a),
	}
	darkColors = map[fyne.ThemeColorName]color.Color{
		theme.ColorNamePrimary:             rgb(0x64a0ff),
		theme.ColorNameHyperlink:           rgb(0x64a0ff),
		theme.ColorNameForegroundOnPrimary: rgb(0x171718),
		theme.ColorNameSuccess:             rgb(0x66bb6a),
		theme.ColorNameForegroundOnSuccess: rgb(0x171718),
		theme.ColorNameError:               rgb(0xff6e60),
		theme.ColorNameForegroundOnError:   rgb(0x171718),
		theme.ColorNameWarning:             rgb(0xff9800),
		theme.ColorNameForegroundOnWarning: rgb(0x171718),
		theme.ColorNamePlaceHolder:         rgb(0xb2b2b2),
		theme.ColorNameInputBorder:         rgb(0x8c8c8c),
	}
)

func rgb(v uint32) color.NRGBA {
	return color.NRGBA{R: uint8(v >> 16), G: uint8(v >> 8), B: uint8(v), A: 0xff}
}

// Color returns the theme's colour in the forced variant, if any.
func (t *tableTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if t.force {
		v = t.forced
	}
	own := lightColors
	if v == theme.VariantDark {
		own = darkColors
	}
	if c, ok := own[n]; ok {
		return c
	}
	return t.Theme.Color(n, v)
}

// Size enlarges text, icons and inner padding.
func (t *tableTheme) Size(n fyne.ThemeSizeName) float32 {
	switch n {
	case theme.SizeNameText:
		return 17
	case theme.SizeNameHeadingText:
		return 30
	case theme.SizeNameSubHeadingText:
		return 22
	case theme.SizeNameInlineIcon:
		return 24
	case theme.SizeNameInnerPadding:
		return 12
	}
	return t.Theme.Size(n)
}

// Icon returns Fyne's icon, remembering its SVG once coloured. Fyne colours
// a themed icon by parsing its XML and writing it out again each time the
// icon's content is read, and a button reads it whenever it is shown,
// enabled or refreshed: a tap that changes screen shows and enables the top
// bar's buttons and builds a setup's, several icons each. The picture is
// the same; only this repeated work goes.
func (t *tableTheme) Icon(n fyne.ThemeIconName) fyne.Resource {
	res := t.Theme.Icon(n)
	themed, ok := res.(fyne.ThemedResource)
	if !ok {
		return res
	}
	if kept, ok := keptIcons.Load(res); ok {
		return kept.(*keptIcon)
	}
	kept, _ := keptIcons.LoadOrStore(res, &keptIcon{ThemedResource: themed, coloured: map[color.NRGBA][]byte{}})
	return kept.(*keptIcon)
}

// keptIcons holds one keptIcon for each of Fyne's icons the app has shown.
var keptIcons sync.Map

// keptIcon is a themed icon whose content is coloured once for each colour
// the themes give it, as Fyne's own would colour it.
type keptIcon struct {
	fyne.ThemedResource
	mu       sync.Mutex
	coloured map[color.NRGBA][]byte
}

// Content returns the icon in its colour under the current theme.
func (k *keptIcon) Content() []byte {
	c := color.NRGBAModel.Convert(theme.Color(k.ThemeColorName())).(color.NRGBA)
	k.mu.Lock()
	defer k.mu.Unlock()
	data, ok := k.coloured[c]
	if !ok {
		data = k.ThemedResource.Content()
		k.coloured[c] = data
	}
	return data
}
