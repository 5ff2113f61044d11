package app

import (
	"image/color"

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
// length and easy to hit on a tablet, in a variant the user may force.
type tableTheme struct {
	fyne.Theme
	force  bool
	forced fyne.ThemeVariant
}

func newTheme(choice string) fyne.Theme {
	t := &tableTheme{Theme: theme.DefaultTheme()}
	switch choice {
	case ThemeLight:
		t.force, t.forced = true, theme.VariantLight
	case ThemeDark:
		t.force, t.forced = true, theme.VariantDark
	}
	return t
}

// Color returns the default theme's colour in the forced variant, if any.
func (t *tableTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if t.force {
		v = t.forced
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
