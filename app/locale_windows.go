package app

import (
	"fyne.io/fyne/v2/lang"
	"golang.org/x/sys/windows"
)

// systemLocale returns the language Windows shows its own menus in, the
// first of the user's display languages; Fyne's SystemLocale gives the
// region of the number and date formats instead, which may be another.
func systemLocale() string {
	if langs, err := windows.GetUserPreferredUILanguages(windows.MUI_LANGUAGE_NAME); err == nil && len(langs) > 0 && langs[0] != "" {
		return langs[0]
	}
	return lang.SystemLocale().String()
}
